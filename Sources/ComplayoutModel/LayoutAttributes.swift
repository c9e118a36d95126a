/// What kind of view an element is.
public enum ElementCategory: String, Codable, Sendable, Hashable, CaseIterable, Comparable, BitwiseCopyable {
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
///
/// A plain value: its kind and index path are stored without references to count, so keys and
/// attributes are copied and destroyed as bits (docs/performance.md).
public struct ElementKey: Sendable, Hashable, BitwiseCopyable, CustomStringConvertible {
    public var category: ElementCategory
    /// The kind, nil for cells; `kind` gives its name.
    public var elementKind: ElementKind?
    /// The index path, stored inline.
    public var path: ElementIndexPath

    public init(category: ElementCategory, elementKind: ElementKind?, path: ElementIndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.path = path
    }

    public init(category: ElementCategory, kind: String? = nil, path: ElementIndexPath) {
        self.init(category: category, elementKind: kind.map(ElementKind.init), path: path)
    }

    public init(category: ElementCategory, kind: String? = nil, indexPath: [Int]) {
        self.init(category: category, kind: kind, path: ElementIndexPath(indexPath))
    }

    /// The kind's name, nil for cells.
    public var kind: String? {
        get { elementKind?.name }
        set { elementKind = newValue.map(ElementKind.init) }
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

/// The frame and zIndex UIKit gives one element (`UICollectionViewLayoutAttributes`): a plain
/// value, copied and destroyed as bits.
public struct LayoutAttributes: Sendable, Hashable, BitwiseCopyable {
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
