/// A fraction written exactly, `a/b`: `fractionalWidth(1/3)` is the double nearest to one third,
/// as Swift's `1.0 / 3.0` is, where `0.3333` floors to a different pixel.
enum ExactFraction {
    /// `a/b` with two numbers (`NumberLiteral`) and spaces allowed around the slash; nil when the
    /// text is not of that shape or `b` is 0.
    static func parse(_ text: String) -> NumberLiteral? {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2,
            let numerator = NumberLiteral.parse(trimmedSpaces(parts[0])),
            let denominator = NumberLiteral.parse(trimmedSpaces(parts[1]))
        else { return nil }
        switch (numerator, denominator) {
        case (.finite(let a, _), .finite(let b, _)):
            guard b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? .finite(value, isIntegerLiteral: false) : .nonFinite
        default:
            return .nonFinite
        }
    }
}
