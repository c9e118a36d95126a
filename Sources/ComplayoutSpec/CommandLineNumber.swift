import ComplayoutDiagnostics

/// A number written on the command line (`--width 390`, `--rect 0,0,390,844`), read as a spec's
/// numbers are: the same literals (`NumberLiteral`: decimal, no hexadecimal, `.inf` and `.nan`
/// named to be refused) and the same bound (`SpecLimits.maxMagnitude`), so a value the spec would
/// refuse is refused here too, and what the tool computes from it stays finite.
package enum CommandLineNumber {
    /// Why a text is not a number the command line takes.
    package struct Refusal: Error, CustomStringConvertible {
        package var description: String
    }

    /// `text` (spaces around it ignored) as a finite number within `limits.maxMagnitude`.
    package static func parse(_ text: String, limits: SpecLimits = .default) -> Result<Double, Refusal> {
        let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        let shown = "'\(NodeDescription.shortened(trimmed))'"
        switch NumberLiteral.parse(trimmed) {
        case nil:
            return .failure(Refusal(description: "expected a decimal number, found \(shown)"))
        case .nonFinite:
            return .failure(Refusal(description: "expected a finite number, found \(shown)"))
        case .finite(let value, _):
            guard abs(value) <= limits.maxMagnitude else {
                return .failure(
                    Refusal(
                        description: "number \(shown) is too large; numbers are at most "
                            + "\(limits.maxMagnitude.plainText) in size"))
            }
            return .success(value == 0 ? 0 : value)  // no -0
        }
    }
}
