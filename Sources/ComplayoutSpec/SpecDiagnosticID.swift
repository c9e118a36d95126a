/// The stable ids of the diagnostics the spec reader reports (catalogued in docs/diagnostics.md).
///
/// The YAML front end has its own ids (`YAMLDiagnosticID`); these start where the YAML is
/// well formed but does not say something the layout language understands.
public enum SpecDiagnosticID {
    /// A mapping has a key the language does not define there.
    public static let unknownKey = "unknown-key"
    /// A required key is absent.
    public static let missingKey = "missing-key"
    /// Two keys that exclude each other are both given (`section` and `sections`, `group` and `list`, …).
    public static let conflictingKeys = "conflicting-keys"
    /// A node of the wrong kind, or a scalar that is not the expected type (a string for a number, 2.5 for an integer).
    public static let wrongType = "wrong-type"
    /// A value of the right type that is not allowed: an unknown enum word, zero where it must be positive, an empty list.
    public static let invalidValue = "invalid-value"
    /// A function form (`absolute(…)`, `fixed(…)`) whose shape or argument is broken.
    public static let malformedValue = "malformed-value"
    /// `.nan`, `.inf`, or a number too large for a double (`1e999`).
    public static let nonFiniteNumber = "non-finite-number"
    /// A number (not an integer) larger in size than `SpecLimits.maxMagnitude`.
    public static let numberTooLarge = "number-too-large"
    /// A negative number where sizes, spacings, insets and counts must not be negative.
    public static let negativeValue = "negative-value"
    /// `count` or `repeat` above `SpecLimits.maxGroupCount`.
    public static let countTooLarge = "count-too-large"
    /// Groups nested deeper than `SpecLimits.maxGroupDepth`.
    public static let groupNestingTooDeep = "group-nesting-too-deep"
    /// A section's item count above `SpecLimits.maxItemCount`.
    public static let itemCountTooLarge = "item-count-too-large"
    /// A group whose keys do not make a group: no or two kind keys, `count` with two subitems, …
    public static let invalidGroup = "invalid-group"
    /// An index (item in `sizes`, section in `orthogonalOffsets`) past the end of what it indexes.
    public static let indexOutOfRange = "index-out-of-range"
    /// `data` has more sections than `layout.sections` defines.
    public static let missingSectionDefinition = "missing-section-definition"
    /// Two supplementary definitions in one section use the same element kind (R44, D6).
    public static let duplicateElementKind = "duplicate-element-kind"
    /// An `expect` block whose parts contradict each other (a cell with a `kind`, a bad index path, …).
    public static let invalidExpectation = "invalid-expectation"

    /// Every id above, for documentation tests.
    public static let all: [String] = [
        unknownKey, missingKey, conflictingKeys, wrongType, invalidValue, malformedValue,
        nonFiniteNumber, numberTooLarge, negativeValue, countTooLarge, groupNestingTooDeep, itemCountTooLarge, invalidGroup,
        indexOutOfRange, missingSectionDefinition, duplicateElementKind, invalidExpectation,
    ]
}
