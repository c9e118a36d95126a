import ComplayoutDiagnostics

/// A container of items and nested groups (Apple's `NSCollectionLayoutGroup`); a group is itself an item of its parent.
public struct LayoutGroup: Sendable, Hashable {
    /// What the group is as an item of its parent, as `NSCollectionLayoutGroup` is an
    /// `NSCollectionLayoutItem`: its size, content insets, edge spacing, supplementaries and
    /// source, stored once for items and groups alike and read through the properties below.
    public var asItem: LayoutItem
    public var kind: GroupKind
    /// Space between consecutive subitems along the group's axis (R22, R23).
    public var interItemSpacing: Spacing
    /// `count:` or `repeat:` written as an expression of the environment: evaluated in each
    /// environment before the group is solved, its value replaces the number of `.count` or
    /// `.repeatExactly` in `kind` (a spec read from a file holds 1 there until then).
    public var computedCount: CountExpression?
    /// Where `computedCount` is written, for its errors.
    @SourceAnnotation package var computedCountSource: SourceRange?

    public init(
        size: LayoutSize, kind: GroupKind, interItemSpacing: Spacing = .zero,
        contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = [], computedCount: CountExpression? = nil, source: SourceRange? = nil,
        contentInsetsSource: SourceRange? = nil
    ) {
        asItem = LayoutItem(
            size: size, contentInsets: contentInsets, edgeSpacing: edgeSpacing, supplementaryItems: supplementaryItems,
            source: source, contentInsetsSource: contentInsetsSource)
        self.computedCount = computedCount
        self.kind = kind
        self.interItemSpacing = interItemSpacing
    }
}

/// The properties a group has as an item of its parent; inlinable, so that reading them costs what
/// reading a stored property does.
extension LayoutGroup {
    @inlinable public var size: LayoutSize {
        get { asItem.size }
        set { asItem.size = newValue }
    }

    /// Shrinks the container the subitems see (R9, R31).
    @inlinable public var contentInsets: DirectionalInsets {
        get { asItem.contentInsets }
        set { asItem.contentInsets = newValue }
    }

    /// Space outside the group within its parent (R24, R25, R27).
    @inlinable public var edgeSpacing: EdgeSpacing? {
        get { asItem.edgeSpacing }
        set { asItem.edgeSpacing = newValue }
    }

    /// Supplementaries anchored to each instance of the group (R49).
    @inlinable public var supplementaryItems: [SupplementaryItem] {
        get { asItem.supplementaryItems }
        set { asItem.supplementaryItems = newValue }
    }

    /// Where the group is written, when it came from a file.
    @inlinable public var source: SourceRange? {
        get { asItem.source }
        set { asItem.source = newValue }
    }

    /// Where its `contentInsets` value is written, for warnings about it.
    package var contentInsetsSource: SourceRange? {
        get { asItem.contentInsetsSource }
        set { asItem.contentInsetsSource = newValue }
    }
}

/// How a group arranges what it holds.
public enum GroupKind: Sendable, Hashable {
    /// A row (`horizontal`) or column (`vertical`) of subitems.
    case stack(LayoutAxis, GroupArrangement)
    /// Items at explicit frames relative to the group (R20).
    case custom([CustomFrame])
}

/// How a stacking group decides how many subitems it holds.
public enum GroupArrangement: Sendable, Hashable {
    /// `subitems`: repeat the list cyclically while the next one fits (R14, R15).
    case repeating([Subitem])
    /// `count: N`: exactly N copies sized to share the group's length equally (R17).
    case count(Int, Subitem)
    /// `repeat: N`: exactly N copies at the subitem's own size, no fit test (R18).
    case repeatExactly(Int, Subitem)
}

/// One entry of a group's subitems: an item or a nested group.
public indirect enum Subitem: Sendable, Hashable {
    case item(LayoutItem)
    case group(LayoutGroup)

    /// The subitem's layout size.
    public var size: LayoutSize {
        get {
            switch self {
            case .item(let item): item.size
            case .group(let group): group.size
            }
        }
        set {
            switch self {
            case .item(var item):
                item.size = newValue
                self = .item(item)
            case .group(var group):
                group.size = newValue
                self = .group(group)
            }
        }
    }

    /// The subitem's edge spacing.
    public var edgeSpacing: EdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }

    /// Where the subitem is written, when it came from a file.
    public var source: SourceRange? {
        switch self {
        case .item(let item): item.source
        case .group(let group): group.source
        }
    }
}

/// One item of a custom group: its frame relative to the group (R20).
public struct CustomFrame: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double
    /// Resolved against the group's size.
    public var width: LayoutDimension
    /// Resolved against the group's size.
    public var height: LayoutDimension
    /// The cell's zIndex (default 0, R51).
    public var zIndex: Int
    @SourceAnnotation public var source: SourceRange?

    public init(
        x: Double, y: Double, width: LayoutDimension, height: LayoutDimension, zIndex: Int = 0,
        source: SourceRange? = nil
    ) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
        self.source = source
    }
}

extension LayoutGroup {
    /// The subitems as written: the list, or the one subitem of `count` / `repeat`; none for a
    /// custom group.
    public var subitems: [Subitem] {
        switch kind {
        case .custom: []
        case .stack(_, .repeating(let subitems)): subitems
        case .stack(_, .count(_, let subitem)), .stack(_, .repeatExactly(_, let subitem)): [subitem]
        }
    }
}
