/// R19: a section's items fill copies of its root group's solution, one group instance after
/// another — item *i* is slot `i mod capacity` of instance `i div capacity`. The arithmetic of
/// that, stated once.
struct PeriodicItems: Sendable, Hashable {
    /// Items one group instance holds.
    var capacity: Int
    /// Items in the section.
    var itemCount: Int

    /// Group instances the items fill; the last may be partial.
    var groupCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / capacity + 1 }

    /// Where item `item` is: its group instance, and its slot in the instance.
    @inline(__always)
    func position(ofItem item: Int) -> (instance: Int, slot: Int) {
        let (instance, slot) = item.quotientAndRemainder(dividingBy: capacity)
        return (instance, slot)
    }

    /// The item in slot `slot` of group instance `instance`; nil past the section's last item,
    /// which in a section of nearly `Int.max` items may be past the largest integer.
    @inline(__always)
    func item(inInstance instance: Int, slot: Int) -> Int? {
        let (first, overflowed) = instance.multipliedReportingOverflow(by: capacity)
        let (item, pastLargest) = first.addingReportingOverflow(slot)
        return overflowed || pastLargest || item >= itemCount ? nil : item
    }

    /// Items in group instance `instance`: `capacity`, or fewer in a partial last one.
    func itemCount(inInstance instance: Int) -> Int {
        Swift.min(capacity, itemCount - instance * capacity)
    }

    /// Items in the full instances, and in the partial last one (0 when there is none).
    var fullInstancesAndRemainder: (full: Int, remainder: Int) {
        let (full, remainder) = itemCount.quotientAndRemainder(dividingBy: capacity)
        return (full, remainder)
    }
}
