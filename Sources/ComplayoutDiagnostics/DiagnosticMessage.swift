/// What a diagnostic says, as a typed value: its stable id, its wording and its severity, derived
/// together from one value, so no message is ever paired with the wrong id or written twice.
///
/// Each stage declares its messages as an enum whose cases carry what the wording needs
/// (`SpecDiagnostic.countTooLarge(name:shown:max:)`); a `Diagnostic` is made from such a value
/// and a place (`Diagnostic(_:at:notes:)`), never from an id and a string. The catalogue of ids
/// is derived from the `ID` sets (`DiagnosticIDSet.allIDs`).
public protocol DiagnosticMessage: Sendable {
    /// The set the message's id belongs to.
    associatedtype ID: DiagnosticIDSet

    /// The stable id the message is reported under.
    var id: ID { get }
    /// The wording, without place or id.
    var message: String { get }
    /// How serious it is: an error unless the message says otherwise.
    var severity: Severity { get }
}

extension DiagnosticMessage {
    public var severity: Severity { .error }
}

/// The messages every stage can report.
public enum CommonDiagnostic: DiagnosticMessage {
    /// More than `kept` errors were found; the rest are not reported.
    case tooManyErrors(kept: Int)

    public var id: CommonDiagnosticID {
        switch self {
        case .tooManyErrors: .tooManyErrors
        }
    }

    public var message: String {
        switch self {
        case .tooManyErrors(let kept): "more than \(kept) errors; the rest are not reported"
        }
    }
}
