internal import ComplayoutLibYAML
import ComplayoutDiagnostics

/// The one owner of a libyaml parser: it holds the input bytes for the parser's whole life,
/// hands out events as Swift values, and frees the parser in `deinit`.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// A private copy of the input that libyaml reads from; freed after the parser.
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// Converts marks and byte offsets of this input into 1-based positions.
    private let positions: SourcePositions
    private var initialized = false

    init(bytes: [UInt8]) {
        positions = SourcePositions(bytes: bytes)
        parser = .allocate(capacity: 1)
        // Never zero-sized, so the pointer handed to libyaml is always a real allocation.
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        if yaml_parser_initialize(parser) != 0 {
            initialized = true
            yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        }
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or libyaml's error when it cannot go on.
    func next() throws(SyntaxError) -> ParserEvent {
        guard initialized else {
            throw SyntaxError(problem: "could not start the YAML parser (out of memory)", position: positions.oneBased(line: 0, column: 0))
        }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        return ParserEvent(kind: kind(of: event), range: positions.range(from: event.start_mark, to: event.end_mark))
    }

    private func kind(of event: yaml_event_t) -> ParserEvent.Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = data.value.map { pointer in
                String(decoding: UnsafeBufferPointer(start: pointer, count: data.length), as: UTF8.self)
            } ?? ""
            let scalar = YAMLScalar(value: value, style: style(data.style))
            return .scalar(scalar, tag: tag(data.tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(tag: tag(data.tag), anchor: string(data.anchor), isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(tag: tag(data.tag), anchor: string(data.anchor), isFlow: data.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT, which a successful parse never returns.
            return .streamEnd
        }
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// An explicit tag, written back in its short form: libyaml expands `!!str` to
    /// `tag:yaml.org,2002:str`, and the `!!` form is the one people write and match on.
    private func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let tag = string(pointer) else { return nil }
        let standardPrefix = "tag:yaml.org,2002:"
        if tag.hasPrefix(standardPrefix) { return "!!" + tag.dropFirst(standardPrefix.count) }
        return tag
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func currentError() -> SyntaxError {
        let state = parser.pointee
        var problem = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        let position: SourcePosition
        if state.error == YAML_READER_ERROR {
            // Reader errors (bad UTF-8, control characters) set an offset, not a mark.
            position = positions.position(ofByteOffset: Int(state.problem_offset))
            if state.problem_value >= 0 {
                problem += " (\(describe(state.problem_value, isByte: problem.contains("octet"))))"
            }
        } else {
            position = positions.position(of: state.problem_mark)
            if positions.isIndentationTab(at: position) {
                // libyaml's "found character that cannot start any token" does not say why.
                return SyntaxError(
                    problem: "a tab character indents this line; YAML indents with spaces only", position: position)
            }
        }
        let context = state.context.map { String(cString: $0) }
        let contextPosition = context.map { _ in positions.position(of: state.context_mark) }
        return SyntaxError(problem: problem, position: position, context: context, contextPosition: contextPosition)
    }

    /// "byte 0xC3" for a raw octet, "U+0007" for a decoded character.
    private func describe(_ value: Int32, isByte: Bool) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = isByte ? 2 : 4
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return isByte ? "byte 0x" + padded : "U+" + padded
    }
}
