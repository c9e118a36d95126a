/// What kind of view an element is.
public enum ElementCategory: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
    case cell
    case supplementary
    case decoration

    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Output order within a section: decorations, cells, supplementaries (language.md section 7).
    private var rank: Int {
        switch self {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
}

/// Identifies an element: its category, its kind (nil for cells) and its index path.
public struct ElementKey: Sendable, Hashable, CustomStringConvertible {
    public var category: ElementCategory
    public var kind: String?
    /// The index path, stored inline.
    public var path: ElementIndexPath

    public init(category: ElementCategory, kind: String? = nil, path: ElementIndexPath) {
        self.category = category
        self.kind = kind
        self.path = path
    }

    public init(category: ElementCategory, kind: String? = nil, indexPath: [Int]) {
        self.init(category: category, kind: kind, path: ElementIndexPath(indexPath))
    }

    /// The index path as an array: `[k]` for a layout-level boundary item, `[section, index]` otherwise.
    public var indexPath: [Int] {
        get { path.components }
        set { path = ElementIndexPath(newValue) }
    }

    public var description: String {
        let kindText = kind.map { " \"\($0)\"" } ?? ""
        return "\(category.rawValue)\(kindText) [\(indexPath.map(String.init).joined(separator: ", "))]"
    }
}

/// The frame and zIndex UIKit gives one element (`UICollectionViewLayoutAttributes`).
public struct LayoutAttributes: Sendable, Hashable {
    public var key: ElementKey
    public var frame: Rect
    public var zIndex: Int

    public init(key: ElementKey, frame: Rect, zIndex: Int) {
        self.key = key
        self.frame = frame
        self.zIndex = zIndex
    }

    /// A cell at `indexPath`.
    public static func cell(_ indexPath: [Int], frame: Rect, zIndex: Int = 0) -> LayoutAttributes {
        LayoutAttributes(key: ElementKey(category: .cell, indexPath: indexPath), frame: frame, zIndex: zIndex)
    }

    public var category: ElementCategory { key.category }
    public var kind: String? { key.kind }
    public var indexPath: [Int] { key.indexPath }
}
