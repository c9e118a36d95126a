import ComplayoutLibYAML

/// The baseline for the YAML front end: libyaml's event parser and nothing else.
enum RawLibYAML {
    /// Parses `bytes` with `yaml_parser_parse`, deleting each event at once; returns the number
    /// of events, or nil when libyaml reports an error.
    static func countEvents(_ bytes: [UInt8]) -> Int? {
        // libyaml keeps a pointer to the parser (its string reader's handler data), so the parser
        // lives at a fixed address for the whole parse, not in a Swift local.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { return nil }
        defer { yaml_parser_delete(parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(parser, &event) != 0 else { return nil }
                let finished = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if finished { return count }
            }
        }
    }
}
