import ComplayoutDiagnostics

/// One libyaml event, read out of C with 1-based positions; a scalar's text stays libyaml's,
/// valid until the parser's next event.
struct ParserEvent {
    /// What the event says; only the kinds the tree builder needs.
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias(anchor: String)
        /// The scalar's UTF-8 text, valid until the next event is read.
        case scalar(UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, tag: String?, anchor: String?)
        /// `isFlow` for `[ ... ]`, false for a block sequence of `- ` entries; for a flow sequence,
        /// the byte offset of its `[` in the input (nil for a block one).
        case sequenceStart(tag: String?, anchor: String?, isFlow: Bool, byteOffset: Int?)
        case sequenceEnd
        /// `isFlow` for `{ ... }`, false for a block mapping.
        case mappingStart(tag: String?, anchor: String?, isFlow: Bool)
        case mappingEnd
    }

    var kind: Kind
    /// From the event's start mark to its end mark.
    var range: SourceRange
}
