import ComplayoutDiagnostics
import ComplayoutModel

/// What evaluating a spec in one environment of a matrix gave.
public struct MatrixRow: Sendable, Hashable {
    public var environment: LayoutEnvironment
    /// The content size, or nil when the layout is invalid in this environment.
    public var contentSize: Size?
    /// One summary per data section; empty when the layout is invalid.
    public var sections: [SectionSummary]
    /// Problems that do not stop evaluation (`cell-outside-container`).
    public var warnings: [Diagnostic]
    /// Why the layout is invalid here; empty when it evaluated.
    public var errors: [Diagnostic]
    /// When the matrix compares iOS versions: how this row's frames differ from the same
    /// environment at the first version given; nil for rows of that version and invalid ones.
    public var versionDifference: VersionDifference?

    public init(
        environment: LayoutEnvironment, contentSize: Size?, sections: [SectionSummary], warnings: [Diagnostic],
        errors: [Diagnostic], versionDifference: VersionDifference? = nil
    ) {
        self.environment = environment
        self.contentSize = contentSize
        self.sections = sections
        self.warnings = warnings
        self.errors = errors
        self.versionDifference = versionDifference
    }

    /// True when the layout evaluated in this environment.
    public var isValid: Bool { errors.isEmpty }
}

/// How one section came out in one environment.
public struct SectionSummary: Sendable, Hashable {
    public var index: Int
    /// For a section written as alternatives, the index of the one `when` chose.
    public var alternative: Int?
    /// Items one root-group instance holds (R15, R19).
    public var itemsPerGroup: Int
    /// Root-group instances the section's items fill.
    public var groups: Int
    public var items: Int

    public init(index: Int, alternative: Int?, itemsPerGroup: Int, groups: Int, items: Int) {
        self.index = index
        self.alternative = alternative
        self.itemsPerGroup = itemsPerGroup
        self.groups = groups
        self.items = items
    }
}
