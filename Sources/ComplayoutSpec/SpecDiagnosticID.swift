import ComplayoutDiagnostics

/// The stable ids of the diagnostics the spec reader reports (catalogued in docs/diagnostics.md).
///
/// The YAML front end has its own ids (`YAMLDiagnosticID`); these start where the YAML is
/// well formed but does not say something the layout language understands.
public enum SpecDiagnosticID: String, DiagnosticIDSet {
    /// A mapping has a key the language does not define there.
    case unknownKey = "unknown-key"
    /// A required key is absent.
    case missingKey = "missing-key"
    /// Two keys that exclude each other are both given (`section` and `sections`, `group` and `list`, …).
    case conflictingKeys = "conflicting-keys"
    /// A node of the wrong kind, or a scalar that is not the expected type (a string for a number, 2.5 for an integer).
    case wrongType = "wrong-type"
    /// A function form (`absolute(…)`, `fixed(…)`) whose shape or argument is broken.
    case malformedValue = "malformed-value"
    /// A number (not an integer) larger in size than `SpecLimits.maxMagnitude`.
    case numberTooLarge = "number-too-large"
    /// `count` or `repeat` above `SpecLimits.maxGroupCount`.
    case countTooLarge = "count-too-large"
    /// `count:` or `repeat:` written as an expression that cannot be read (language.md section 4).
    case malformedCountExpression = "malformed-count-expression"
    /// A section's item count above `SpecLimits.maxItemCount`.
    case itemCountTooLarge = "item-count-too-large"
    /// A group whose keys do not make a group: no or two kind keys, `count` with two subitems, …
    case invalidGroup = "invalid-group"
    /// An index (item in `sizes`, section in `orthogonalOffsets`) past the end of what it indexes.
    case indexOutOfRange = "index-out-of-range"
    /// An `expect` block whose parts contradict each other (a cell with a `kind`, a bad index path, …).
    case invalidExpectation = "invalid-expectation"
}
