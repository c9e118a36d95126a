import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// The stages of the groups on the way to an element (G1–G6 of docs/evaluation.md).
extension Explainer {
    /// A stage per group on `path`: the root first, with `rootSteps` (its size and where its
    /// instance goes), then each nested group with its size and slot in its parent; each with
    /// how it chose and arranged its children when the path goes on into them.
    func groupStages(_ path: TracePath, rootSteps: [Step]) -> [Stage] {
        var stages: [Stage] = []
        for (depth, (group, child)) in path.groups.enumerated() {
            var steps =
                depth == 0
                ? rootSteps
                : childSteps(path.links[depth - 1].group, child: path.links[depth - 1].child, parentIsRoot: depth == 1)
            if child != nil { steps += contentSteps(of: group) }
            stages.append(
                Stage(title: title(of: group.group, root: depth == 0), source: group.group.source, steps: steps))
        }
        return stages
    }

    /// The stage of the item or custom frame a path ends at: its size, slot and cell; the cell's
    /// frame relative to the root group, `inRoot` as the solver placed it; and the cell's own zIndex.
    func leafStage(_ path: TracePath, inRoot: Rect) -> (stage: Stage, cell: Rect, zIndex: Int)? {
        guard let last = path.links.last, let leaf = path.leaf else { return nil }
        var steps = childSteps(last.group, child: last.child, parentIsRoot: path.links.count == 1)
        let cell: Rect
        let zIndex: Int
        let title: String
        let source: SourceRange?
        switch leaf.content {
        case .item(let item, let itemCell, _):
            steps.append(cellStep(of: item, slot: leaf.slot, cell: itemCell))
            (cell, zIndex, title, source) = (itemCell, 0, "item", item.source)
        case .frame(let frame):
            (cell, zIndex, title, source) = (leaf.slot, frame.zIndex, "custom frame", frame.source)
        case .group:
            return nil
        }
        if path.links.count > 1 {
            steps.append(
                Step("cell in the root group", movedIntoRootGroup(cell, path, inRoot: inRoot), value: .rect(inRoot)))
        }
        return (Stage(title: title, source: source, steps: steps), inRoot, zIndex)
    }

    /// `rect`, relative to the group `path` ends in, plus the slot origins of the groups around
    /// it, innermost first: `(0, 129, 124, 125) + (258, 0) + (0, 0) = (258, 129, 124, 125)`.
    func movedIntoRootGroup(_ rect: Rect, _ path: TracePath, inRoot: Rect) -> String {
        let enclosing = path.end == nil ? path.links.dropLast() : path.links[...]
        let origins = enclosing.reversed().map { ExplanationText.point($0.group.children[$0.child].slot.origin) }
        return ([ExplanationText.rect(rect)] + origins).joined(separator: " + ") + " = " + ExplanationText.rect(inRoot)
    }

    /// `root group, vertical`, `group, horizontal`, `custom group`.
    func title(of group: LayoutGroup, root: Bool) -> String {
        let name = root ? "root group" : "group"
        switch group.kind {
        case .stack(let axis, _): return "\(name), \(axis.rawValue)"
        case .custom: return root ? "root group, custom" : "custom group"
        }
    }

    /// How a child of `parent` got its size (R2, R9, R16, R17, R57, R58, R62) and its slot
    /// (R20, R22–R25).
    func childSteps(_ parent: GroupTrace, child index: Int, parentIsRoot: Bool) -> [Step] {
        let child = parent.children[index]
        let parentName: String
        switch parent.group.kind {
        case .stack(let axis, _): parentName = "\(axis.rawValue) \(parentIsRoot ? "root group" : "group")"
        case .custom: parentName = parentIsRoot ? "custom root group" : "custom group"
        }
        var steps = [Step("position", "child \(index + 1) of \(parent.children.count) in the \(parentName)")]
        for axis in LayoutAxis.allCases {
            steps.append(lengthStep(of: child, in: parent, along: axis))
        }
        guard case .stack(let groupAxis, _) = parent.group.kind, let share = parent.share,
            let arrangement = child.arrangement
        else {
            steps.append(
                Step(
                    "slot", "where the custom group puts it: \(ExplanationText.rect(child.slot))", rules: ["R20"],
                    value: .rect(child.slot)))
            return steps
        }
        steps.append(alongStep(parent, child: index, axis: groupAxis, share: share))
        steps.append(acrossStep(parent, child: index, arrangement: arrangement, axis: groupAxis.cross))
        return steps
    }

    /// The child's length along `axis`: resolved in its container, measured, then grown.
    private func lengthStep(of child: ChildTrace, in parent: GroupTrace, along axis: LayoutAxis) -> Step {
        let written = child.writtenSize
        var formula: String
        var rules: [String]
        if case .stack(let groupAxis, _) = parent.group.kind, axis == groupAxis, case .count(let share) = parent.placement {
            // R17: the copies share the group's length less the spacing.
            let number = ExplanationText.number
            let count = share.count
            formula =
                "count \(count): (\(number(share.available)) − \(number(share.spacing)) × \(count - 1)) / \(count) = "
                + number(share.exact)
            rules = ["R17"]
            if abs(share.exact - share.length) > 1e-9 {
                formula += ", floored to the \(ExplanationText.grid(grid)) grid: \(number(share.length))"
                rules += ["R4", "D1"]
            }
        } else {
            (formula, rules) = resolution(written[axis], in: child.container, result: child.layoutSize[axis])
            rules.append(parent.placement == nil ? "R20" : "R9")
            if case .stack(let groupAxis, let arrangement) = parent.group.kind,
                child.container[groupAxis] != parent.childContainer[groupAxis],
                written[axis].fractionAxis == groupAxis
            {
                // R16 shortens the axis a fraction along it resolves against; F1 every dimension of a count copy.
                if case .count = arrangement {
                    formula += " (its container less the spacing between the copies)"
                    rules.append("F1")
                } else if axis == groupAxis {
                    formula += " (its container less the spacing between the children)"
                    rules.append("R16")
                }
            }
        }
        var sized = child.layoutSize[axis]
        if written[axis].isEstimated, let measured = child.measured?[axis] {
            formula += "; measured \(ExplanationText.number(measured))"
            rules.append("R57")
            sized = measured
        }
        let final = child.slot.size[axis]
        if case .group(let inner) = child.content, inner.size[axis] != inner.layoutSize[axis] {
            let reason = inner.sizedBySiblings ? "the largest of its uniform siblings" : "its content's extent"
            formula += "; \(reason): \(ExplanationText.number(final))"
            rules.append(inner.sizedBySiblings ? "R62" : "R58")
        } else if final != sized {
            formula += "; grown to the largest of its uniform siblings: \(ExplanationText.number(final))"
            rules.append("R62")
        }
        return Step(ExplanationText.length(axis), formula, rules: rules, value: .length(final))
    }

    /// R22–R24: where the child's slot starts along the group's axis — after the previous
    /// child's slot, its trailing edge and the spacing — and its own leading edge, each as long as
    /// the engine arranged it.
    private func alongStep(_ parent: GroupTrace, child index: Int, axis: LayoutAxis, share: StackArrangement.Share) -> Step {
        let child = parent.children[index]
        var terms = Terms()
        var rules: [String] = ["R22"]
        if index == 0 {
            terms.add("\(ExplanationText.edgeBefore(axis)) inset", parent.insets.before(along: axis), always: true)
            if parent.insets.before(along: axis) != 0 { rules.append("R31") }
        } else {
            let previous = parent.children[index - 1]
            terms.add("end of child \(index)", previous.slot.max(along: axis), always: true)
            terms.add("its \(ExplanationText.edgeAfter(axis)) edge", previous.arrangement?.after ?? 0)
            let spacing = parent.group.interItemSpacing
            terms.add(spacing.isFlexible ? "flexible spacing" : "spacing", share.spacing, always: true)
            if spacing.isFlexible { rules.append("R23") }
            if previous.after != .zero { rules.append("R24") }
        }
        terms.add("\(ExplanationText.edgeBefore(axis)) edge", child.arrangement?.before ?? 0)
        if child.before != .zero { rules.append("R24") }
        let start = child.slot.min(along: axis)
        return Step(
            "slot \(ExplanationText.coordinate(axis))", terms.equals(start), rules: rules, value: .length(start),
            sums: [terms.sum(start)])
    }

    /// R25: where the child's slot starts across the group's axis: the inset and its leading
    /// edge, plus a share of the room left when that edge is flexible, as the engine placed it.
    private func acrossStep(
        _ parent: GroupTrace, child index: Int, arrangement: ChildTrace.Arrangement, axis: LayoutAxis
    ) -> Step {
        let child = parent.children[index]
        let across = arrangement.across
        var terms = Terms()
        terms.add("\(ExplanationText.edgeBefore(axis)) inset", parent.insets.before(along: axis), always: true)
        terms.add("\(ExplanationText.edgeBefore(axis)) edge", across.minimum)
        if across.flexibleEdges > 0 {
            terms.add(
                expression: "(room \(ExplanationText.number(across.room)) − \(ExplanationText.number(across.length)) "
                    + "− edges) / \(ExplanationText.number(across.flexibleEdges))",
                across.share)
        }
        let start = child.slot.min(along: axis)
        return Step(
            "slot \(ExplanationText.coordinate(axis))", terms.equals(start), rules: ["R25"], value: .length(start),
            sums: [terms.sum(start)])
    }

    /// R26, R30: an item's cell is its slot less its content insets, except on estimated axes.
    private func cellStep(of item: LayoutItem, slot: Rect, cell: Rect) -> Step {
        guard item.contentInsets != .zero else {
            return Step(
                "cell", "the slot, without content insets: \(ExplanationText.rect(cell))", rules: ["R30"],
                value: .rect(cell))
        }
        var formula =
            "the slot \(ExplanationText.rect(slot)) less content insets \(ExplanationText.insets(item.contentInsets))"
        let ignored = LayoutAxis.allCases.filter { item.size[$0].isEstimated }.map(ExplanationText.length)
        if !ignored.isEmpty {
            formula += ", ignored on the estimated \(ignored.joined(separator: " and "))"
        }
        return Step("cell", formula + " = \(ExplanationText.rect(cell))", rules: ["R26", "R30"], value: .rect(cell))
    }

    /// G1, G2, G3: what a group's children resolve against, which children it holds, and how
    /// its leftover length is shared.
    func contentSteps(of trace: GroupTrace) -> [Step] {
        let group = trace.group
        guard case .stack(let axis, _) = group.kind else {
            var formula =
                "\(trace.children.count) frames relative to its origin, resolved against its size "
                + ExplanationText.size(trace.size)
            if group.contentInsets != .zero { formula += "; its content insets do not move them" }
            return [Step("children", formula, rules: ["R20"])]
        }
        var steps: [Step] = []
        let container = ExplanationText.size(trace.childContainer)
        if trace.insets == .zero {
            steps.append(
                Step(
                    "children resolve against", "its size \(container)", rules: ["R9"],
                    value: .size(trace.childContainer)))
        } else {
            var rules = ["R3", "R9", "R31"]
            var insets = ExplanationText.insets(trace.insets)
            if trace.insets != group.contentInsets {
                insets += " (fractions of its size below 0.5, floored to the grid)"
                rules.append("R5")
            }
            steps.append(
                Step(
                    "children resolve against",
                    "its size \(ExplanationText.size(trace.layoutSize)) less content insets \(insets) = \(container)",
                    rules: rules, value: .size(trace.childContainer)))
        }
        steps += placementSteps(trace, axis: axis)
        if let share = trace.share, share.flexibleSlots > 0 {
            let room = share.available
            let number = ExplanationText.number
            steps.append(
                Step(
                    "flexible spacing",
                    "(\(ExplanationText.length(axis)) \(number(room)) − children, edges and minimum spacing "
                        + "\(number(share.used))) / \(number(share.flexibleSlots)) flexible slots = \(number(share.extra)) "
                        + "more each",
                    rules: ["R23", "R24"] + (share.extra < 0 ? ["D3"] : [])))
        }
        return steps
    }

    /// G2: which children the group holds (R14–R18, R61).
    private func placementSteps(_ trace: GroupTrace, axis: LayoutAxis) -> [Step] {
        let number = ExplanationText.number
        let placed = trace.children.count
        switch trace.placement {
        case .fitted(let passes):
            var steps: [Step] = []
            for (position, pass) in passes.enumerated() {
                let candidates = pass.candidates.map { candidate in
                    let taken =
                        candidate.spacing != 0
                        ? "\(number(candidate.spacing)) + \(number(candidate.length))" : number(candidate.length)
                    return "\(taken) → \(number(candidate.remaining))" + (candidate.fits ? "" : " does not fit")
                }
                let shown = candidates.count > 8 ? candidates.prefix(3) + ["…"] + candidates.suffix(3) : candidates
                let fitted = pass.candidates.count(where: \.fits)
                let along = "along its \(ExplanationText.length(axis)) \(number(pass.available))"
                if position == 0 {
                    steps.append(
                        Step(
                            "fit test", "\(along): " + shown.joined(separator: ", ") + "; \(fitted) fit",
                            rules: ["R14", "R15"]))
                } else {
                    steps.append(
                        Step(
                            "fit test again",
                            "fractional children with spacing: resolved against \(number(pass.container[axis])) "
                                + "(the spacing between the first pass's children taken off), spacing before each; "
                                + "\(along): "
                                + shown.joined(separator: ", ") + "; \(fitted) fit",
                            rules: ["R16", "D2"]))
                }
            }
            return steps
        case .eachOnce:
            return [
                Step(
                    "children", "each subitem once, \(placed) in all: the group is estimated along its axis",
                    rules: ["R15", "R61"])
            ]
        case .count(let share):
            let count = share.count
            return computedCountSteps(trace.group, value: count)
                + [Step("children", "count \(count): exactly \(count) copies, sharing its length", rules: ["R17"])]
        case .repeated(let count):
            return computedCountSteps(trace.group, value: count)
                + [Step("children", "repeat \(count): \(count) copies at their own size, no fit test", rules: ["R18"])]
        case nil:
            return []
        }
    }

    /// A computed `count:` or `repeat:`: the expression, with the environment's values put in,
    /// and its value (language.md section 4).
    private func computedCountSteps(_ group: LayoutGroup, value: Int) -> [Step] {
        guard let expression = group.computedCount else { return [] }
        let values = expression.substituted(in: ComputedCounts.environment(environment, layout: layout))
        return [Step("computed count", "\(expression.text) = \(values) = \(value)")]
    }
}

extension ChildTrace {
    /// The layout size the spec gives the child (a `count` copy's axis replaced by its share, R17).
    var writtenSize: LayoutSize {
        switch content {
        case .item(let item, _, _): item.size
        case .group(let group): group.group.size
        case .frame(let frame): LayoutSize(width: frame.width, height: frame.height)
        }
    }
}

extension MeasuredSize {
    /// The measured length along `axis`, if that axis was measured.
    subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }

}
