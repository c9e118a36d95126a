/// The name of a supplementary or decoration kind — `header`, `badge`, `background` — as an
/// element's key carries it.
///
/// Each distinct name is stored once for the life of the process, and an `ElementKind` refers to
/// it by an unretained pointer: keys and attributes are plain values, copied and destroyed without
/// reference counting, and two kinds are compared by that pointer. Walking 10^6 elements must not
/// retain and release 10^6 strings (docs/performance.md, benchmark 2b).
public struct ElementKind: Sendable, Hashable, BitwiseCopyable, CustomStringConvertible {
    @usableFromInline
    let interned: Interned<String>

    /// Every name given to `init(_:)`, once each.
    private static let names = InternTable<String>()

    /// The kind named `name`.
    public init(_ name: String) {
        interned = Interned(name, in: Self.names)
    }

    /// The kind's name, as written in the spec.
    public var name: String { interned.value }

    public var description: String { name }
}
