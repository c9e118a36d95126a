internal import ComplayoutLibYAML
import ComplayoutDiagnostics

/// The one owner of a libyaml parser: it holds the input bytes for the parser's whole life,
/// hands out events as Swift values, and frees the parser in `deinit`.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// A private copy of the input that libyaml reads from; freed after the parser.
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int
    /// Converts marks and byte offsets of this input into 1-based positions.
    private let positions: SourcePositions
    private let initialized: Bool
    /// The last event read, kept until the next is read: its scalar text is handed out in place.
    /// Freed, it is all zeros: `YAML_NO_EVENT`. (Behind a pointer, like the parser, so that reading
    /// an event costs no exclusivity check of a class's stored property.)
    private let event: UnsafeMutablePointer<yaml_event_t>
    /// A character index of the input (as libyaml's marks count) and its byte offset, which only
    /// move forward: events come in order, so finding the byte offset of each flow sequence
    /// reads the input once in all.
    private var cursor: (character: Int, byte: Int)
    /// The input is UTF-8 (libyaml also reads UTF-16, whose byte offsets this does not find).
    private let isUTF8: Bool

    init(bytes: [UInt8]) {
        positions = SourcePositions(bytes: bytes)
        // libyaml skips a UTF-8 byte order mark without moving its marks.
        cursor = (0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        isUTF8 = !bytes.starts(with: [0xFE, 0xFF]) && !bytes.starts(with: [0xFF, 0xFE])
        parser = .allocate(capacity: 1)
        // Never zero-sized, so the pointer handed to libyaml is always a real allocation.
        input = .allocate(capacity: max(bytes.count, 1))
        inputCount = bytes.count
        _ = input.initialize(from: bytes)
        event = .allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        initialized = yaml_parser_initialize(parser) != 0
        if initialized { yaml_parser_set_input_string(parser, input.baseAddress, bytes.count) }
    }

    deinit {
        if event.pointee.type != YAML_NO_EVENT { yaml_event_delete(event) }
        event.deallocate()
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or libyaml's error when it cannot go on; the event before it is freed.
    func next() throws(SyntaxError) -> ParserEvent {
        guard initialized else {
            throw SyntaxError(problem: "could not start the YAML parser (out of memory)", position: positions.oneBased(line: 0, column: 0))
        }
        if event.pointee.type != YAML_NO_EVENT { yaml_event_delete(event) }
        guard yaml_parser_parse(parser, event) != 0 else {
            throw currentError()
        }
        return ParserEvent(
            kind: kind(of: event.pointee), range: positions.range(from: event.pointee.start_mark, to: event.pointee.end_mark))
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
            let text = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
            return .scalar(text, style: style(data.style), tag: tag(data.tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            let isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
            return .sequenceStart(
                tag: tag(data.tag), anchor: string(data.anchor), isFlow: isFlow,
                byteOffset: isFlow && isUTF8 ? byteOffset(ofCharacter: Int(event.start_mark.index)) : nil)
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

    /// The byte offset of the character libyaml's marks number `character`: each character is a
    /// byte that does not continue a UTF-8 sequence, and those that do.
    private func byteOffset(ofCharacter character: Int) -> Int {
        var (current, byte) = cursor
        while current < character, byte < inputCount {
            // Eight ASCII bytes are eight characters: the usual text is passed a word at a time.
            if character - current >= 8, byte + 8 <= inputCount,
                UnsafeRawPointer(input.baseAddress!).loadUnaligned(fromByteOffset: byte, as: UInt64.self)
                    & 0x8080_8080_8080_8080 == 0
            {
                (current, byte) = (current + 8, byte + 8)
                continue
            }
            byte += 1
            while byte < inputCount, input[byte] & 0xC0 == 0x80 { byte += 1 }
            current += 1
        }
        cursor = (current, byte)
        return byte
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
