/// Bounds the spec reader puts on a file, so that hostile files stay cheap to read and evaluate
/// (docs/limits.md). The YAML front end's own bounds are `YAMLLimits`, evaluation's
/// `EvaluationLimits` (which says why they are three values, set together through `Limits`).
public struct SpecLimits: Sendable, Hashable {
    /// The largest `count:` or `repeat:` of a group.
    public var maxGroupCount: Int
    /// The largest item count of one data section (language.md section 5: 10^9 must work).
    public var maxItemCount: Int
    /// The deepest nesting of groups; a section's root group is level 1.
    public var maxGroupDepth: Int
    /// The largest size of a number that is not an integer — lengths, spacings, insets, offsets,
    /// fractions — so that evaluation's sums and products stay finite.
    public var maxMagnitude: Double
    /// Most errors reported; past them, one `too-many-errors` closes the list.
    public var maxErrors: Int

    public init(
        maxGroupCount: Int = 10_000, maxItemCount: Int = 1_000_000_000, maxGroupDepth: Int = 16,
        maxMagnitude: Double = 1e12, maxErrors: Int = 100
    ) {
        self.maxGroupCount = maxGroupCount
        self.maxItemCount = maxItemCount
        self.maxGroupDepth = maxGroupDepth
        self.maxMagnitude = maxMagnitude
        self.maxErrors = maxErrors
    }

    public static let `default` = SpecLimits()
}
