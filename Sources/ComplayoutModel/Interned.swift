import Foundation

/// A value stored once for the life of the process and referred to by an unretained pointer, so
/// that the value types holding it (`ElementKind`, an `ElementIndexPath` of an unusual length) are
/// plain bits: copied and destroyed without reference counting, across module boundaries too.
///
/// Equal values share one entry, so equality and hashing compare the pointer. Entries are never
/// freed: a table holds each distinct value it was given (a spec's element kinds), which is what
/// makes the unretained pointer safe.
@usableFromInline
struct Interned<Value: Hashable & Sendable>: Hashable, Sendable, BitwiseCopyable {
    private let entry: Unmanaged<InternTable<Value>.Entry>

    /// `value`'s entry in `table`, added if it is not there yet.
    init(_ value: Value, in table: InternTable<Value>) {
        entry = Unmanaged.passUnretained(table.entry(for: value))
    }

    /// The value.
    @usableFromInline
    var value: Value {
        entry._withUnsafeGuaranteedRef { $0.value }
    }

    @usableFromInline
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.entry.toOpaque() == rhs.entry.toOpaque() }

    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(entry.toOpaque()) }
}

/// The entries of one kind of interned value: one per distinct value, kept for the life of the
/// process. Adding an entry takes a lock; reading one (`Interned.value`) does not.
@usableFromInline
final class InternTable<Value: Hashable & Sendable>: @unchecked Sendable {
    /// One value's storage; its address is the interned value's identity.
    final class Entry: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries: [Value: Entry] = [:]

    init() {}

    /// The entry of `value`, added if it is not there yet.
    fileprivate func entry(for value: Value) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[value] { return entry }
        let entry = Entry(value)
        entries[value] = entry
        return entry
    }
}
