/// The stable ids one stage reports: an enum whose raw values are the kebab-case ids catalogued in
/// docs/diagnostics.md (`unknown-key`, `group-no-room`, …).
///
/// Every diagnostic is made from a `DiagnosticMessage`, whose id is a case of such an enum, never
/// a string written by hand, so the catalogue of every id is derived from the enums (`allCases`)
/// and cannot miss one.
public protocol DiagnosticIDSet: CaseIterable, Hashable, Sendable, CustomStringConvertible
where RawValue == String, Self: RawRepresentable {}

extension DiagnosticIDSet {
    /// The id as it is printed: its raw value.
    public var description: String { rawValue }

    /// Every id of the set, as printed.
    public static var allIDs: [String] { allCases.map(\.rawValue) }
}

/// The ids every stage can report.
public enum CommonDiagnosticID: String, DiagnosticIDSet {
    /// A stage found more errors than its limit; the rest are not reported.
    case tooManyErrors = "too-many-errors"
}

extension Diagnostic {
    /// True when the diagnostic has the id `id`.
    public func has(_ id: some DiagnosticIDSet) -> Bool { self.id == id.rawValue }
}
