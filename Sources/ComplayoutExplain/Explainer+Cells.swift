import ComplayoutEngine
import ComplayoutModel

/// Cells, anchored supplementaries and decorations: the elements of a section's group
/// instances and of its frame.
extension Explainer {
    /// Item `item` of the recorded section: its group instance, the groups around it, its cell.
    func cell(_ item: Int, in section: EvaluationRecord.RecordedSection) -> Element? {
        guard let sectionLayout = sectionLayout(section), item >= 0, item < sectionLayout.itemCount else { return nil }
        let capacity = sectionLayout.capacity
        let (instance, cell) = sectionLayout.position(ofItem: item)
        let (solution, origin) = sectionLayout.groupInstance(instance)
        guard let root = section.record.trace(ofInstance: instance), let path = TracePath(root: root, cell: cell),
            let leaf = leafStage(path, inRoot: solution.cells[cell].frame)
        else { return nil }
        let instanceStep = Step(
            "instance", "item \(item) div capacity \(capacity) = \(instance); cell \(item) mod \(capacity) = \(cell)",
            rules: ["R19"])
        let rootSteps = rootSteps(section, trace: root, instance: instance, instanceStep: instanceStep, origin: origin)
        guard let unrounded = sectionLayout.cell(at: item)?.frame else { return nil }
        let isCustom = if case .frame = path.leaf?.content { true } else { false }
        let (zIndex, zIndexStep) = promotedZIndex(
            leaf.zIndex, cell: true, in: section, ownRules: isCustom ? ["R20"] : [])
        return Element(
            stages: outerStages(section) + groupStages(path, rootSteps: rootSteps) + [leaf.stage],
            unrounded: unrounded, placement: instancePlacement(origin: origin, frame: leaf.cell, unrounded: unrounded),
            zIndex: zIndex, zIndexStep: zIndexStep)
    }

    /// The anchored supplementary of kind `kind` (at `kindIndex` in the section's kinds) with
    /// index `ordinal`, whose kind's supplementaries are `slots` of the root group's solution
    /// (R46): its instance, the groups down to its host, and its anchoring (R48, R49).
    func anchored(
        _ kind: String, ordinal: Int, slots: [Int], kindIndex: Int, in section: EvaluationRecord.RecordedSection
    ) -> Element? {
        guard let sectionLayout = sectionLayout(section), ordinal >= 0, !slots.isEmpty else { return nil }
        let (instance, local) = SectionLayout.position(ofOrdinal: ordinal, perInstance: slots.count)
        let (solution, origin) = sectionLayout.groupInstance(instance)
        guard let root = section.record.trace(ofInstance: instance),
            let (path, placement) = TracePath.toSupplementary(slots[local], in: root)
        else { return nil }
        let instanceStep = Step(
            "instance",
            "\(kind) \(ordinal) div \(slots.count) per instance = \(instance); the \(ExplanationText.ordinal(local + 1)) "
                + "\(kind) in it, in layout order",
            rules: ["R46"])
        let rootSteps = rootSteps(section, trace: root, instance: instance, instanceStep: instanceStep, origin: origin)
        var stages = outerStages(section) + groupStages(path, rootSteps: rootSteps)
        let slot = solution.supplementaries[slots[local]]
        if let host = leafStage(path, inRoot: solution.cells[slot.firstCell].frame) { stages.append(host.stage) }
        var steps = anchoredSteps(
            placement, host: path.leaf == nil ? "the group's frame less its content insets" : "the item's cell",
            hostRules: path.leaf == nil ? ["R49", "F2"] : ["R49"])
        let frame = slot.frame
        if frame != placement.frame || path.links.count > (path.end == nil ? 1 : 0) {
            steps.append(
                Step("in the root group", movedIntoRootGroup(placement.frame, path, inRoot: frame), value: .rect(frame))
            )
        }
        let supplementary = placement.supplementary
        stages.append(Stage(title: "supplementary \(kind)", source: supplementary.source, steps: steps))
        guard let unrounded = sectionLayout.supplementary(kindIndex, ordinal: ordinal)?.frame else { return nil }
        let (zIndex, zIndexStep) = promotedZIndex(supplementary.zIndex, cell: false, in: section, ownRules: [])
        return Element(
            stages: stages, unrounded: unrounded,
            placement: instancePlacement(origin: origin, frame: frame, unrounded: unrounded),
            zIndex: zIndex, zIndexStep: zIndexStep)
    }

    /// R35: an element of a group instance, placed at the instance's origin.
    private func instancePlacement(origin: Point, frame: Rect, unrounded: Rect) -> Step {
        Step(
            "unrounded",
            "instance origin \(ExplanationText.point(origin)) + \(ExplanationText.rect(frame)) = "
                + ExplanationText.rect(unrounded),
            rules: ["R35"], value: .rect(unrounded))
    }

    /// R10, R48, R49: a supplementary sized against its host, anchored to it, offset, then inset.
    private func anchoredSteps(_ placement: AnchoredPlacement, host: String, hostRules: [String]) -> [Step] {
        let supplementary = placement.supplementary
        let number = ExplanationText.number
        let hostRect = placement.host
        var steps = [Step("host", "\(host) \(ExplanationText.rect(hostRect))", rules: hostRules, value: .rect(hostRect))]
        steps += sizeSteps(supplementary.size, in: hostRect.size, resolved: placement.layoutSize, rules: ["R10"])
        if placement.size != placement.layoutSize {
            steps.append(
                Step(
                    "measured", "its kind measured \(ExplanationText.size(placement.size)) on its estimated axes",
                    rules: ["R57"], value: .size(placement.size)))
        }
        let anchor = supplementary.containerAnchor
        let point = placement.anchorPoint
        steps.append(
            Step(
                "container anchor",
                "\(Self.edges(anchor.edges)) → point \(ExplanationText.point(placement.containerPoint)) of the host: "
                    + "(\(number(hostRect.x)) + \(number(hostRect.width)) × \(number(placement.containerPoint.x)), "
                    + "\(number(hostRect.y)) + \(number(hostRect.height)) × \(number(placement.containerPoint.y))) = "
                    + ExplanationText.point(point),
                rules: ["R48"], value: .point(point)))
        let itemAnchor = supplementary.itemAnchor.map { "\(Self.edges($0.edges)) → point" } ?? "none: the same point"
        steps.append(
            Step(
                "item anchor",
                "\(itemAnchor) \(ExplanationText.point(placement.itemPoint)) of the supplementary: origin = "
                    + "\(ExplanationText.point(point)) − "
                    + "(\(number(placement.size.width)) × \(number(placement.itemPoint.x)), "
                    + "\(number(placement.size.height)) × \(number(placement.itemPoint.y))) = "
                    + ExplanationText.point(placement.anchoredOrigin),
                rules: ["R48"], value: .point(placement.anchoredOrigin)))
        for (name, offset, points) in [
            ("container anchor offset", anchor.offset, placement.containerOffset),
            ("item anchor offset", supplementary.itemAnchor?.offset ?? .none, placement.itemOffset),
        ] {
            switch offset {
            case .none:
                continue
            case .absolute:
                steps.append(
                    Step(name, "absolute \(ExplanationText.point(points))", rules: ["R48"], value: .point(points)))
            case .fractional(let fraction):
                steps.append(
                    Step(
                        name,
                        "fractional \(ExplanationText.point(fraction)) × its size "
                            + "\(ExplanationText.size(placement.size)) = "
                            + ExplanationText.point(points),
                        rules: ["R48"], value: .point(points)))
            }
        }
        steps.append(
            Step("anchored", ExplanationText.rect(placement.anchored), rules: ["R48"], value: .rect(placement.anchored))
        )
        if supplementary.contentInsets != .zero {
            steps.append(
                Step(
                    "content insets",
                    "less \(ExplanationText.insets(supplementary.contentInsets)) = \(ExplanationText.rect(placement.frame))",
                    rules: ["R49"], value: .rect(placement.frame)))
        }
        return steps
    }

    /// Anchor edges as the spec lists them: `[top, trailing]`, `[] (centre)`.
    static func edges(_ edges: Set<DirectionalEdge>) -> String {
        let names = DirectionalEdge.allCases.filter(edges.contains).map(\.rawValue)
        return names.isEmpty ? "[] (centre)" : "[\(names.joined(separator: ", "))]"
    }

    /// Decoration `index` of the recorded section: its frame, less its insets (R50, D9).
    func decoration(_ index: Int, in section: EvaluationRecord.RecordedSection) -> Element? {
        let decorations = section.resolved.section.decorationItems
        guard let sectionLayout = sectionLayout(section), decorations.indices.contains(index),
            sectionLayout.decorations.indices.contains(index)
        else { return nil }
        let decoration = decorations[index]
        let sectionFrame = sectionLayout.frame
        // R50, D9: the engine's decoration, the section's frame less its insets.
        let unrounded = sectionLayout.decorations[index].frame
        var steps = [sectionFrameStep(section, frame: sectionFrame)]
        let frame =
            decoration.contentInsets == .zero
            ? "the section's frame, without content insets"
            : "the section's frame less content insets \(ExplanationText.insets(decoration.contentInsets))"
        steps.append(
            Step("frame", "\(frame) = \(ExplanationText.rect(unrounded))", rules: ["R50"], value: .rect(unrounded)))
        let stages =
            outerStages(section) + [
                Stage(title: "decoration \(decoration.elementKind)", source: decoration.source, steps: steps)
            ]
        return Element(
            stages: stages, unrounded: unrounded,
            placement: Step("unrounded", ExplanationText.rect(unrounded), value: .rect(unrounded)),
            zIndex: decoration.zIndex, zIndexStep: Step("zIndex", "\(decoration.zIndex)", rules: ["R51"]))
    }

    /// STEP 5 (R36, R38, D9): the section's frame — along the scroll axis the content and its
    /// extending boundary items, across it the container or the content if wider.
    func sectionFrameStep(_ section: EvaluationRecord.RecordedSection, frame: Rect) -> Step {
        let record = section.record
        let cross = axis.cross
        let span = record.boundary.spanEnd - record.boundary.spanStart
        var along = Terms()
        along.add("content with its insets", record.track.contentExtent, always: true)
        along.add("extending boundary items", span - record.track.contentExtent)
        let across =
            record.layout.groupAxis != axis
            ? "the container's, the section scrolling orthogonally"
            : "the container's, or its content's if wider"
        return Step(
            "section frame",
            "\(ExplanationText.length(axis)) \(along.equals(frame.size[axis])) from \(ExplanationText.coordinate(axis)) "
                + "\(ExplanationText.number(frame.min(along: axis))); \(ExplanationText.length(cross)) "
                + "\(ExplanationText.number(frame.size[cross])), \(across): \(ExplanationText.rect(frame))",
            rules: ["R36", "R38", "R50", "D9"], value: .rect(frame), sums: [along.sum(frame.size[axis])])
    }
}
