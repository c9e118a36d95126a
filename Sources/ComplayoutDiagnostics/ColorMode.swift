/// When the text format colours its output (`--color`).
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
    /// Colour when writing to a terminal that can show it, unless the user opted out.
    case auto
    case always
    case never

    /// Whether to colour output that goes to a stream; `isTerminal` says whether the stream is a
    /// terminal. `auto` colours only a terminal whose `TERM` is not `dumb`, and honours `NO_COLOR`
    /// (set and not empty: no colour; https://no-color.org).
    public func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto:
            isTerminal && environment["TERM"] != "dumb" && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
