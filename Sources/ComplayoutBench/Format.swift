import Foundation

/// Number formatting for the report.
enum Format {
    /// Seconds in the most readable unit: ns, µs, ms or s, three significant digits.
    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: number(seconds * 1e9) + " ns"
        case ..<1e-3: number(seconds * 1e6) + " µs"
        case ..<1: number(seconds * 1e3) + " ms"
        default: number(seconds) + " s"
        }
    }

    /// A number with three significant digits (more for large whole numbers), e.g. 1.23, 45.6, 789; whole numbers from 1000 on (1234).
    static func number(_ value: Double) -> String {
        abs(value) >= 1000 ? String(format: "%.0f", value) : String(format: "%.3g", value)
    }
}
