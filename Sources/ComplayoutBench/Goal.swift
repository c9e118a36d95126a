/// A benchmark's target for its ratio A ÷ B (or a throughput ratio), and whether a ratio meets it.
enum Goal {
    /// The ratio must be at most this.
    case atMost(Double)
    /// The ratio must be at least this.
    case atLeast(Double)
    /// No goal: the row explains another's figure.
    case informational

    func isMet(by ratio: Double) -> Bool {
        switch self {
        case .atMost(let limit): ratio <= limit
        case .atLeast(let limit): ratio >= limit
        case .informational: true
        }
    }

    var description: String {
        switch self {
        case .atMost(let limit): "≤ \(Format.number(limit))"
        case .atLeast(let limit): "≥ \(Format.number(limit))"
        case .informational: "—"
        }
    }
}
