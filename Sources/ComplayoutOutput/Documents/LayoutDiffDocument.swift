import ComplayoutDiagnostics
import ComplayoutAnalysis
import ComplayoutModel

/// What changed between two layouts (`complayout diff`): each side's file, environment change
/// and content size, then every element whose frame changed, that appeared or that disappeared,
/// as `LayoutDiff` finds them.
public struct LayoutDiffDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = ["differences"]

    /// One of the two layouts compared.
    public struct Side: Codable, Sendable, Hashable {
        public var file: String
        /// What the command line changed in this side's environment, in words; absent when nothing.
        public var environment: String?
        public var contentSize: Size

        public init(file: String, environment: String?, contentSize: Size) {
            self.file = file
            self.environment = environment
            self.contentSize = contentSize
        }
    }

    /// What happened to an element between the first layout and the second.
    public enum Change: String, Codable, Sendable, Hashable {
        /// Both have it, with frames that differ by more than `LayoutDiff.tolerance`.
        case changed
        /// Only the second layout has it.
        case appeared
        /// Only the first layout has it.
        case disappeared
    }

    /// One differing element: its key, then its frame in each layout that has it.
    public struct Difference: Codable, Sendable, Hashable {
        public var change: Change
        public var category: ElementCategory
        public var kind: String?
        public var indexPath: [Int]
        public var before: Rect?
        public var after: Rect?
    }

    public var formatVersion: Int
    public var before: Side
    public var after: Side
    /// How many elements the two layouts have between them.
    public var elementCount: Int
    public var differences: [Difference]

    /// The document of `diff` between the layouts of `before` and `after`.
    public init(_ diff: LayoutDiff, before: Side, after: Side) {
        formatVersion = Self.currentVersion
        self.before = before
        self.after = after
        elementCount = diff.elementCount
        differences = diff.differences.map { difference in
            let change: Change = difference.first == nil ? .appeared : difference.second == nil ? .disappeared : .changed
            return Difference(
                change: change, category: difference.key.category, kind: difference.key.kind,
                indexPath: difference.key.indexPath, before: difference.first, after: difference.second)
        }
    }

    /// True when the layouts differ: in an element, or in their content sizes.
    public var hasDifferences: Bool {
        !differences.isEmpty || !Rect(origin: Point(x: 0, y: 0), size: before.contentSize).isClose(
                to: Rect(origin: Point(x: 0, y: 0), size: after.contentSize), within: LayoutDiff.tolerance)
    }
}
