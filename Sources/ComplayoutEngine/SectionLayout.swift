import ComplayoutDiagnostics
import ComplayoutModel

/// One section laid out. Its cells and anchored supplementaries are not stored: item *i* is slot
/// `i mod capacity` of the root group's solution, in group instance `i div capacity` (R19, R35),
/// where that solution is the periodic one unless the final pass solved the instance again (R57).
public struct SectionLayout: Sendable {
    /// The supplementaries of one element kind in a section: a boundary item, or a series of
    /// anchored supplementaries (R44: a kind belongs to one definition).
    package enum SupplementaryKind: Sendable {
        case boundary(index: Int)
        /// Indices into the group solution's supplementaries, in layout order.
        case anchored(slots: [Int])
    }

    /// The data section's index.
    public let index: Int
    public let itemCount: Int
    /// The section's frame in content coordinates — insets and extending boundary items included —
    /// before rounding and mirroring (R36).
    public private(set) var frame: Rect
    /// The layout's scroll axis, along which sections follow each other.
    package let axis: LayoutAxis
    /// The axis along which group instances follow each other: the scroll axis, or across it for
    /// an orthogonally scrolling section (R52).
    package let groupAxis: LayoutAxis
    /// The periodic solution: every instance's, except those in `selfSized`.
    package let solution: GroupSolution
    /// The instances the final pass solved again, with the prefix sums that place the rest.
    package let selfSized: SelfSizedInstances
    /// The origin of group instance 0, in content coordinates.
    private(set) var firstGroupOrigin: Point
    /// From one group instance's origin to the next: group extent plus inter-group spacing (R28, R35).
    let groupStride: Double
    /// For an orthogonal section: the row its group instances scroll in, before rounding and mirroring (R52, D10).
    private(set) var scrollingContent: Rect?
    package private(set) var boundaryItems: [PlacedBoundaryItem]
    package private(set) var decorations: [LayoutAttributes]
    /// Where each of a group instance's cells and anchored supplementaries can be, relative to its
    /// origin. Rectangle queries use it to pick the instances they visit.
    let slotReach: SlotReach
    /// Supplementary kinds in output order (by kind).
    package let supplementaryKinds: [(kind: ElementKind, content: SupplementaryKind)]
    /// The section's own scroll view when it scrolls orthogonally (R52, R53); nil otherwise.
    public let orthogonalScroller: OrthogonalScroller?
    /// The section as the evaluator resolved it: its definition, the alternative chosen and
    /// the ordinary section it was laid out as.
    package let resolved: ResolvedSection
    /// Where the section is defined, when it came from a file.
    public let source: SourceRange?

    init(
        index: Int, itemCount: Int, frame: Rect, axis: LayoutAxis, groupAxis: LayoutAxis, solution: GroupSolution,
        selfSized: SelfSizedInstances, firstGroupOrigin: Point, groupStride: Double, scrollingContent: Rect?,
        boundaryItems: [PlacedBoundaryItem], decorations: [LayoutAttributes], orthogonalScroller: OrthogonalScroller?,
        resolved: ResolvedSection, source: SourceRange?, grid: PixelGrid
    ) {
        self.index = index
        self.itemCount = itemCount
        self.frame = frame
        self.axis = axis
        self.groupAxis = groupAxis
        self.solution = solution
        self.selfSized = selfSized
        self.firstGroupOrigin = firstGroupOrigin
        self.groupStride = groupStride
        self.scrollingContent = scrollingContent
        self.boundaryItems = boundaryItems
        self.decorations = decorations
        self.orthogonalScroller = orthogonalScroller
        self.resolved = resolved
        self.source = source
        self.slotReach = SlotReach(solution: solution, selfSized: selfSized, groupAxis: groupAxis, grid: grid)
        var kinds: [(kind: ElementKind, content: SupplementaryKind)] = boundaryItems.enumerated().map {
            ($0.element.attributes.key.elementKind ?? ElementKind(""), .boundary(index: $0.offset))
        }
        var anchored: [String: [Int]] = [:]
        var order: [String] = []
        for (slot, supplementary) in solution.supplementaries.enumerated() {
            if anchored[supplementary.kind] == nil { order.append(supplementary.kind) }
            anchored[supplementary.kind, default: []].append(slot)
        }
        kinds += order.map { (ElementKind($0), .anchored(slots: anchored[$0] ?? [])) }
        self.supplementaryKinds = kinds.enumerated().sorted {
            ($0.element.kind.name, $0.offset) < ($1.element.kind.name, $1.offset)
        }.map(\.element)
    }

    /// Items one group instance holds.
    public var capacity: Int { solution.capacity }

    /// What the section stores, whatever its item count: one group instance's cells and anchored
    /// supplementaries, the same for each instance solved again for measured sizes, its boundary
    /// items and decorations (the evaluation limits count these).
    var storedElementCount: Int {
        solution.elementCount + boundaryItems.count + decorations.count + selfSized.storedElementCount
    }

    /// The elements the section yields — its decorations, cells and supplementaries — or nil
    /// when there are more than an `Int` holds (only in a layout built in Swift), which evaluation
    /// refuses (`integer-overflow`).
    var elementCount: Int? {
        supplementaryKinds.indices.reduce(Optional(itemCount)) { count, kind in
            count.flatMap { count in
                let sum = count.addingReportingOverflow(supplementaryCount(kind))
                return sum.overflow ? nil : sum.partialValue
            }
        }.flatMap { count in
            let sum = count.addingReportingOverflow(decorations.count)
            return sum.overflow ? nil : sum.partialValue
        }
    }

    /// Group instances in the section.
    public var groupCount: Int { periodicItems.groupCount }

    /// How the items fill the group instances (R19).
    var periodicItems: PeriodicItems { PeriodicItems(capacity: capacity, itemCount: itemCount) }

    /// R51: a section with a decoration lifts its cells by one and its supplementaries to at least 1.
    package var zIndexPromotion: ZIndexPromotion { ZIndexPromotion(promotes: !decorations.isEmpty) }

    /// Where group instance `instance` starts if no instance before it was solved again.
    @inline(__always)
    func periodicOrigin(_ instance: Int) -> Point {
        var origin = firstGroupOrigin
        origin[groupAxis] = Self.periodicStart(of: instance, first: firstGroupOrigin[groupAxis], stride: groupStride)
        return origin
    }

    /// `periodicOrigin`'s start along the group axis, from instance 0's start `first` and the
    /// instances' `stride` (R28, R35).
    @inline(__always)
    static func periodicStart(of instance: Int, first: Double, stride: Double) -> Double {
        first + Double(instance) * stride
    }

    /// Where group instance `instance` starts, in content coordinates, and the position in
    /// `selfSized.entries` of its own solution when the final pass solved it again (R57).
    /// Inlined: walking cells calls it once per instance.
    @inline(__always)
    func instanceOrigin(_ instance: Int) -> (origin: Point, resolved: Int?) {
        // The periodic fast path: without self-sized instances every instance is the same (R19).
        guard !selfSized.isEmpty else { return (periodicOrigin(instance), nil) }
        return placed(instance, selfSized.placement(of: instance))
    }

    /// `instanceOrigin(_:)` for instances visited in order: `entry` is where the search for the
    /// previous one left off (0 for the first), so that no instance is searched for.
    @inline(__always)
    func instanceOrigin(_ instance: Int, from entry: inout SelfSizedInstances.Walk) -> (origin: Point, resolved: Int?) {
        guard !selfSized.isEmpty else { return (periodicOrigin(instance), nil) }
        return placed(instance, selfSized.placement(of: instance, from: &entry))
    }

    /// `instanceOrigin(_:from:)` for `instance` following row `entry` of `selfSized`, whose longest
    /// existing cell is `longest` (`SelfSizedInstances.placement(ofRowAfter:longest:from:)`): nil
    /// when `instance` is not the next entry.
    @inline(__always)
    func instanceOrigin(
        _ instance: Int, afterRow entry: Int, longest: Double, from walk: inout SelfSizedInstances.Walk
    ) -> (origin: Point, resolved: Int?)? {
        guard let placement = selfSized.placement(ofRowAfter: entry, longest: longest, from: &walk) else { return nil }
        return placed(instance, (placement.shift, placement.entry))
    }

    /// Where `instance` starts given its placement among the instances solved again.
    @inline(__always)
    private func placed(_ instance: Int, _ placement: (shift: Double, entry: Int?)) -> (origin: Point, resolved: Int?) {
        var origin = periodicOrigin(instance)
        origin[groupAxis] += placement.shift
        guard let resolved = placement.entry else { return (origin, nil) }
        origin[groupAxis.cross] += selfSized.crossShift(ofEntry: resolved)
        return (origin, resolved)
    }

    /// Group instance `instance`: its solution, and its origin in content coordinates.
    package func groupInstance(_ instance: Int) -> (solution: GroupSolution, origin: Point) {
        let (origin, resolved) = instanceOrigin(instance)
        return (resolved.map(selfSized.solution(ofEntry:)) ?? solution, origin)
    }

    /// R19: item `item` is cell `item mod capacity` of group instance `item div capacity`.
    @inline(__always)
    package func position(ofItem item: Int) -> (instance: Int, cell: Int) {
        let (instance, slot) = periodicItems.position(ofItem: item)
        return (instance, slot)
    }

    /// R19: the item in cell `slot` of group instance `instance`; nil past the section's last.
    @inline(__always)
    package func item(inInstance instance: Int, slot: Int) -> Int? {
        periodicItems.item(inInstance: instance, slot: slot)
    }

    /// R46: anchored supplementary `ordinal` of a kind with `count` in each instance is the
    /// `ordinal mod count`-th of its kind in group instance `ordinal div count`.
    package static func position(ofOrdinal ordinal: Int, perInstance count: Int) -> (instance: Int, local: Int) {
        let (instance, local) = ordinal.quotientAndRemainder(dividingBy: count)
        return (instance, local)
    }

    /// The cell of item `item`, unrounded, left to right; nil when the section has no such item.
    package func cell(at item: Int) -> LayoutAttributes? {
        guard item >= 0, item < itemCount else { return nil }
        let (instance, slot) = position(ofItem: item)
        guard !selfSized.isEmpty else {
            // The periodic fast path, without handing the solution around (R19).
            return cell(solution.cells[slot], item: item, origin: periodicOrigin(instance))
        }
        let (solution, origin) = groupInstance(instance)
        return cell(solution.cells[slot], item: item, origin: origin)
    }

    /// The attributes of item `item`, whose cell in its group instance is `cell`, the instance at `origin`.
    func cell(_ cell: CellSlot, item: Int, origin: Point) -> LayoutAttributes {
        LayoutAttributes(
            key: ElementKey(category: .cell, path: ElementIndexPath(section: index, index: item)),
            frame: cell.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: zIndexPromotion.cell(cell.zIndex))
    }

    /// How many supplementaries of the kind at `kindIndex` the section has.
    func supplementaryCount(_ kindIndex: Int) -> Int {
        switch supplementaryKinds[kindIndex].content {
        case .boundary: return 1
        case .anchored(let slots):
            let (full, remainder) = periodicItems.fullInstancesAndRemainder
            return full * slots.count + slots.count(where: { solution.supplementaries[$0].firstCell < remainder })
        }
    }

    /// The supplementary of the kind at `kindIndex` with index `ordinal`, unrounded (R46).
    package func supplementary(_ kindIndex: Int, ordinal: Int) -> LayoutAttributes? {
        var attributes: LayoutAttributes
        switch supplementaryKinds[kindIndex].content {
        case .boundary(let boundaryIndex):
            guard ordinal == 0 else { return nil }
            attributes = boundaryItems[boundaryIndex].attributes
        case .anchored(let slots):
            guard ordinal >= 0, ordinal < supplementaryCount(kindIndex) else { return nil }
            let (instance, local) = Self.position(ofOrdinal: ordinal, perInstance: slots.count)
            let (solution, origin) = groupInstance(instance)
            let slot = solution.supplementaries[slots[local]]
            attributes = LayoutAttributes(
                key: ElementKey(
                    category: .supplementary, elementKind: supplementaryKinds[kindIndex].kind,
                    path: ElementIndexPath(section: index, index: ordinal)),
                frame: slot.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: slot.zIndex)
        }
        attributes.zIndex = zIndexPromotion.supplementary(attributes.zIndex)
        return attributes
    }

    /// The index in `supplementaryKinds` of `kind`, if the section has it.
    package func kindIndex(of kind: ElementKind) -> Int? {
        supplementaryKinds.firstIndex { $0.kind == kind }
    }

    /// The section moved by `delta` along the scroll axis (R37, R47).
    func moved(by delta: Double) -> SectionLayout {
        var moved = self
        moved.frame = frame.offset(by: delta, along: axis)
        moved.firstGroupOrigin[axis] += delta
        moved.scrollingContent = scrollingContent?.offset(by: delta, along: axis)
        moved.decorations = decorations.map {
            var decoration = $0
            decoration.frame = decoration.frame.offset(by: delta, along: axis)
            return decoration
        }
        moved.boundaryItems = boundaryItems.map { $0.moved(by: delta, along: axis) }
        return moved
    }

    /// Pinned boundary items moved to where `visible` (the visible span along the axis) shows them (R45, D7).
    func pinned(visibleStart: Double, visibleEnd: Double) -> SectionLayout {
        var pinned = self
        pinned.boundaryItems = boundaryItems.map {
            $0.pinned(
                visibleStart: visibleStart, visibleEnd: visibleEnd, axis: axis,
                sectionStart: frame.min(along: axis), sectionEnd: frame.max(along: axis))
        }
        return pinned
    }
}

extension PlacedBoundaryItem {
    /// D7: a pinned header stays in view down to its section's end; a footer up to its start.
    func pinned(
        visibleStart: Double, visibleEnd: Double, axis: LayoutAxis, sectionStart: Double, sectionEnd: Double
    ) -> PlacedBoundaryItem {
        guard
            let clamp = pinClamp(
                visibleStart: visibleStart, visibleEnd: visibleEnd, axis: axis, sectionStart: sectionStart,
                sectionEnd: sectionEnd)
        else { return self }
        var item = self
        item.attributes.frame.origin[axis] = clamp.position
        return item
    }

    /// D7: where the item goes along `axis` when pinned, with the operands; nil when it is not pinned.
    package func pinClamp(
        visibleStart: Double, visibleEnd: Double, axis: LayoutAxis, sectionStart: Double, sectionEnd: Double
    ) -> PinClamp? {
        guard let pinning else { return nil }
        let start = attributes.frame.min(along: axis)
        let length = attributes.frame.size[axis]
        let position: Double
        switch pinning {
        case .header: position = min(max(visibleStart, start), sectionEnd - length)
        case .footer: position = max(min(visibleEnd - length, start), sectionStart)
        }
        return PinClamp(
            pinning: pinning, visibleStart: visibleStart, visibleEnd: visibleEnd, sectionStart: sectionStart,
            sectionEnd: sectionEnd, start: start, length: length, position: position)
    }
}

/// D7: a pinned item's place along the scroll axis and what gave it — a header
/// `min(max(visibleStart, start), sectionEnd − length)`, a footer
/// `max(min(visibleEnd − length, start), sectionStart)`.
package struct PinClamp: Sendable, Hashable {
    /// Whether it pins as a header or as a footer.
    package var pinning: PlacedBoundaryItem.Pinning
    /// The visible span along the axis (`VisibleSpan`), and its section's (or the layout's) extent.
    package var visibleStart: Double
    package var visibleEnd: Double
    package var sectionStart: Double
    package var sectionEnd: Double
    /// Where the item is before pinning, and its length along the axis.
    package var start: Double
    package var length: Double
    /// Where it is pinned to.
    package var position: Double
}

