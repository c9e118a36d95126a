import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutModel

/// An environment matrix (`complayout matrix --format json`, docs/matrix.md): one object per
/// environment, one line each.
public struct MatrixDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = ["environments"]

    /// One environment and what evaluating the spec in it gave.
    public struct Environment: Codable, Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var layoutDirection: InterfaceDirection
        public var horizontalSizeClass: SizeClass
        public var iOSVersion: Int
        public var valid: Bool
        public var versionDifference: VersionDifferenceRecord?
        /// Absent when the layout is invalid here.
        public var contentSize: Size?
        public var sections: [Section]
        public var warnings: [String]
        public var errors: [Failure]
    }

    /// How the frames differ from the first iOS version's.
    public struct VersionDifferenceRecord: Codable, Sendable, Hashable {
        public var baseline: Int
        public var differingElements: Int
        public var comparedElements: Int
        public var partial: Bool
    }

    /// One section's summary.
    public struct Section: Codable, Sendable, Hashable {
        public var index: Int
        public var itemsPerGroup: Int
        public var groups: Int
        public var items: Int
        /// For a section written as alternatives, the one `when` chose.
        public var alternative: Int?
    }

    /// Why the layout is invalid in an environment.
    public struct Failure: Codable, Sendable, Hashable {
        public var id: String
        public var message: String
        public var line: Int?
        public var column: Int?
    }

    public var formatVersion: Int
    public var environments: [Environment]

    public init(_ rows: [MatrixRow]) {
        formatVersion = Self.currentVersion
        environments = rows.map(Environment.init)
    }
}

extension MatrixDocument.Environment {
    init(_ row: MatrixRow) {
        let environment = row.environment
        width = environment.container.width
        height = environment.container.height
        layoutDirection = environment.layoutDirection
        horizontalSizeClass = environment.traits.horizontalSizeClass
        iOSVersion = environment.iOSVersion
        valid = row.isValid
        versionDifference = row.versionDifference.map {
            MatrixDocument.VersionDifferenceRecord(
                baseline: $0.baseline, differingElements: $0.differingElements,
                comparedElements: $0.comparedElements, partial: $0.isPartial)
        }
        contentSize = row.contentSize
        sections = row.sections.map {
            MatrixDocument.Section(
                index: $0.index, itemsPerGroup: $0.itemsPerGroup, groups: $0.groups, items: $0.items,
                alternative: $0.alternative)
        }
        warnings = row.warnings.map(\.message)
        errors = row.errors.map {
            MatrixDocument.Failure(
                id: $0.id, message: $0.message, line: $0.range?.start.line, column: $0.range?.start.column)
        }
    }
}
