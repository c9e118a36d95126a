/// An element's index path, kept inline: `[k]` for the k-th layout-level boundary item,
/// `[section, index]` for every other element.
///
/// Walking 10^6 elements must not allocate 10^6 arrays, so the two common shapes are stored
/// without one, and a path is a plain value, copied without reference counting; `components`
/// gives the path as an array where one is wanted. Its accessors are inlinable, so that writers in
/// other modules read a path without a call (docs/performance.md).
public struct ElementIndexPath: Sendable, Hashable, BitwiseCopyable {
    @usableFromInline
    enum Storage: Sendable, Hashable, BitwiseCopyable {
        case one(Int)
        case two(Int, Int)
        /// Any other length; only a malformed path given as input (already reported) has one.
        case other(Interned<[Int]>)
    }

    /// Every path of another length than 1 or 2 given to `init(_:)`, once each.
    private static let otherPaths = InternTable<[Int]>()

    @usableFromInline
    let storage: Storage

    /// The path `[section, index]`.
    @inlinable
    public init(section: Int, index: Int) {
        storage = .two(section, index)
    }

    /// The path `[k]` of a layout-level boundary item.
    public init(layoutItem k: Int) {
        storage = .one(k)
    }

    /// The path with these components.
    public init(_ components: [Int]) {
        switch components.count {
        case 1: storage = .one(components[0])
        case 2: storage = .two(components[0], components[1])
        default: storage = .other(Interned(components, in: Self.otherPaths))
        }
    }

    /// The path as an array.
    public var components: [Int] {
        switch storage {
        case .one(let k): [k]
        case .two(let section, let index): [section, index]
        case .other(let components): components.value
        }
    }

    /// The number of components: 1 for a layout-level boundary item, 2 for any other element.
    @inlinable
    public var count: Int {
        switch storage {
        case .one: 1
        case .two: 2
        case .other(let components): components.value.count
        }
    }

    /// The section of a two-component path; nil for a layout-level boundary item.
    @inlinable
    public var section: Int? {
        guard case .two(let section, _) = storage else { return nil }
        return section
    }

    /// The second component of a two-component path (a cell's item, a supplementary's or
    /// decoration's index in its section); nil otherwise.
    @inlinable
    public var index: Int? {
        guard case .two(_, let index) = storage else { return nil }
        return index
    }
}
