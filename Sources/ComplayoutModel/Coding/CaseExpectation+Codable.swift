/// An expectation is `{ "layout": … }` or `{ "error": { "message": …, "line": …, "id": … } }`;
/// its position is not written.
extension CaseExpectation: Codable {
    private enum CodingKeys: String, CodingKey {
        case layout, error
    }

    private enum ErrorKeys: String, CodingKey {
        case message, line, id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let layout = try container.decodeIfPresent(ExpectedLayout.self, forKey: .layout) {
            self = .layout(layout)
        } else {
            let error = try container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            self = .error(
                message: try error.decode(String.self, forKey: .message),
                line: try error.decodeIfPresent(Int.self, forKey: .line),
                id: try error.decodeIfPresent(String.self, forKey: .id), source: nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .layout(let layout):
            try container.encode(layout, forKey: .layout)
        case .error(let message, let line, let id, _):
            var error = container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            try error.encode(message, forKey: .message)
            try error.encodeIfPresent(line, forKey: .line)
            try error.encodeIfPresent(id, forKey: .id)
        }
    }
}
