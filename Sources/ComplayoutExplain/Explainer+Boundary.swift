import ComplayoutEngine
import ComplayoutModel

/// Boundary supplementaries of a section and of the whole layout (STEPs 4, 8, 9).
extension Explainer {
    /// The supplementary of kind `kind` with index `ordinal` in the recorded section.
    func supplementary(_ kind: String, ordinal: Int, in section: EvaluationRecord.RecordedSection) -> Element? {
        guard let sectionLayout = sectionLayout(section), let kindIndex = sectionLayout.kindIndex(of: ElementKind(kind)) else {
            return nil
        }
        switch sectionLayout.supplementaryKinds[kindIndex].content {
        case .boundary(let index):
            return ordinal == 0 ? boundaryItem(index, in: section, sectionLayout: sectionLayout) : nil
        case .anchored(let slots):
            return anchored(kind, ordinal: ordinal, slots: slots, kindIndex: kindIndex, in: section)
        }
    }

    /// Section boundary item `index` (R11, R33, R40–R45).
    private func boundaryItem(
        _ index: Int, in section: EvaluationRecord.RecordedSection, sectionLayout: SectionLayout
    ) -> Element? {
        let record = section.record
        let items = section.resolved.section.boundarySupplementaryItems
        guard items.indices.contains(index), record.boundary.items.indices.contains(index) else { return nil }
        let item = items[index]
        var steps = [anchoringRectangleStep(section)]
        steps += boundarySteps(item, index: index, rect: record.boundaryRect, result: record.boundary, sizeRule: "R11")

        // STEP 4, 7, 8: the item moves with its section's content, then with the layout's boundary items.
        let placed = record.boundary.items[index]
        let inSection = record.layout.boundaryItems[index]
        let number = ExplanationText.number
        var moving = Terms()
        moving.add(ExplanationText.coordinate(axis), placed.attributes.frame.min(along: axis), always: true)
        moving.add("section start", record.start, always: true)
        moving.add("span start", -record.boundary.spanStart, always: true)
        steps.append(
            Step(
                "moved with the section",
                "\(ExplanationText.coordinate(axis)) + section start \(number(record.start)) − span start "
                    + "\(number(record.boundary.spanStart)) → \(ExplanationText.rect(inSection.attributes.frame))",
                rules: ["R42"], value: .rect(inSection.attributes.frame),
                sums: [moving.sum(inSection.attributes.frame.min(along: axis))]))
        var final = inSection.moved(by: layoutShift, along: axis)
        if layoutShift != 0 {
            var moving = Terms()
            moving.add(ExplanationText.coordinate(axis), inSection.attributes.frame.min(along: axis), always: true)
            moving.add("layout boundary items", layoutShift, always: true)
            steps.append(
                Step(
                    "moved by the layout's boundary items",
                    "\(ExplanationText.coordinate(axis)) + \(ExplanationText.number(layoutShift)) → "
                        + ExplanationText.rect(final.attributes.frame),
                    rules: ["R47"], value: .rect(final.attributes.frame),
                    sums: [moving.sum(final.attributes.frame.min(along: axis))]))
        }
        let sectionFrame = sectionLayout.frame
        if let (step, pinned) = pinning(
            final, sectionStart: sectionFrame.min(along: axis), sectionEnd: sectionFrame.max(along: axis))
        {
            steps.append(step)
            final = pinned
        }
        let stages =
            outerStages(section) + [
                Stage(title: "boundary item \(item.elementKind)", source: item.source, steps: steps)
            ]
        let unrounded = final.attributes.frame
        let (zIndex, zIndexStep) = promotedZIndex(item.zIndex, cell: false, in: section, ownRules: [])
        return Element(
            stages: stages, unrounded: unrounded,
            placement: Step("unrounded", ExplanationText.rect(unrounded), value: .rect(unrounded)), zIndex: zIndex,
            zIndexStep: zIndexStep)
    }

    /// Layout boundary item `index`, index path `[index]` (R12, R47, D8).
    func layoutBoundaryItem(_ index: Int, kind: String) -> Element? {
        guard let boundary = record.layoutBoundary, layout.boundarySupplementaryItems.indices.contains(index),
            layout.boundarySupplementaryItems[index].elementKind == kind
        else { return nil }
        let item = layout.boundarySupplementaryItems[index]
        let cross = axis.cross
        let rect = boundary.rect
        var across = Terms()
        across.add("container", environment.container[cross], always: true)
        across.add("reference \(ExplanationText.edgeBefore(cross))", -boundary.reference.insets.before(along: cross))
        across.add("reference \(ExplanationText.edgeAfter(cross))", -boundary.reference.insets.after(along: cross))
        let rectangle = Step(
            "anchoring rectangle",
            "\(ExplanationText.length(axis)) \(ExplanationText.number(rect.size[axis])): every section with the spacing "
                + "between them; \(ExplanationText.length(cross)) \(across.equals(rect.size[cross])) from "
                + "\(ExplanationText.coordinate(cross)) \(ExplanationText.number(rect.origin[cross])) (the layout's "
                + "\(referenceName(boundary.reference)) reference): \(ExplanationText.rect(rect))",
            rules: ["R12", "R34", "R47"], value: .rect(rect), sums: [across.sum(rect.size[cross])])
        var steps = [rectangle]
        steps += boundarySteps(item, index: index, rect: rect, result: boundary.result, sizeRule: "R12")
        let placed = boundary.result.items[index]
        var final = placed.moved(by: layoutShift, along: axis)
        var moving = Terms()
        moving.add(ExplanationText.coordinate(axis), placed.attributes.frame.min(along: axis), always: true)
        moving.add("span start", -boundary.result.spanStart, always: true)
        steps.append(
            Step(
                "moved with the layout",
                "\(ExplanationText.coordinate(axis)) − span start "
                    + "\(ExplanationText.number(boundary.result.spanStart)) → "
                    + ExplanationText.rect(final.attributes.frame),
                rules: ["R47"], value: .rect(final.attributes.frame),
                sums: [moving.sum(final.attributes.frame.min(along: axis))]))
        let contentLength = boundary.result.spanEnd - boundary.result.spanStart
        if let (step, pinned) = pinning(final, sectionStart: 0, sectionEnd: contentLength) {
            steps.append(step)
            final = pinned
        }
        let stages = [
            collectionViewStage,
            Stage(title: "layout boundary item \(item.elementKind) [\(index)]", source: item.source, steps: steps),
        ]
        let unrounded = final.attributes.frame
        return Element(
            stages: stages, unrounded: unrounded,
            placement: Step("unrounded", ExplanationText.rect(unrounded), rules: ["D8"], value: .rect(unrounded)),
            zIndex: item.zIndex, zIndexStep: Step("zIndex", "\(item.zIndex)", rules: ["R51"]))
    }

    /// R33, R34, R41: the rectangle a section's boundary items anchor to.
    private func anchoringRectangleStep(_ section: EvaluationRecord.RecordedSection) -> Step {
        let record = section.record
        let cross = axis.cross
        let rect = record.boundaryRect
        let reference = record.supplementaryReference.insets
        var across = Terms()
        across.add("container", environment.container[cross], always: true)
        across.add("reference \(ExplanationText.edgeBefore(cross))", -reference.before(along: cross))
        across.add("reference \(ExplanationText.edgeAfter(cross))", -reference.after(along: cross))
        var rules = ["R34", "R41"]
        if section.resolved.section.supplementariesFollowContentInsets {
            across.add("\(ExplanationText.edgeBefore(cross)) inset", -record.sectionInsets.before(along: cross))
            across.add("\(ExplanationText.edgeAfter(cross)) inset", -record.sectionInsets.after(along: cross))
            rules.insert("R33", at: 0)
        }
        let following =
            section.resolved.section.supplementariesFollowContentInsets
            ? "" : ", not following the section's insets (supplementariesFollowContentInsets: false)"
        let extent = contentExtentTerms(record.track.content)
        return Step(
            "anchoring rectangle",
            "\(ExplanationText.length(axis)) \(extent.equals(record.track.contentExtent)); "
                + "\(ExplanationText.length(cross)) \(across.equals(rect.size[cross])) from "
                + "\(ExplanationText.coordinate(cross)) \(ExplanationText.number(rect.origin[cross]))\(following): "
                + ExplanationText.rect(rect),
            rules: rules, value: .rect(rect),
            sums: [extent.sum(record.track.contentExtent), across.sum(rect.size[cross])])
    }

    /// R36, R52: the content's length along the scroll axis: the insets and the group
    /// instances, as the engine added them up.
    private func contentExtentTerms(_ extent: ContentExtent) -> Terms {
        var terms = Terms()
        if case .nothing = extent.content {
            terms.add("an empty section, without its insets (F3)", 0, always: true)
            return terms
        }
        terms.add("\(ExplanationText.edgeBefore(axis)) inset", extent.insetBefore, always: true)
        switch extent.content {
        case .nothing, .insetsOnly:
            break
        case .longest(let longest):
            terms.add("the longest instance with its edges", longest, always: true)
        case .instances(let count, let length, let spacing, let growth):
            terms.add(expression: "\(count) × extent \(ExplanationText.number(length))", Double(count) * length)
            terms.add(
                expression: "\(count - 1) × interGroupSpacing \(ExplanationText.number(spacing))",
                Double(count - 1) * spacing)
            terms.add("instances solved again", growth)
        }
        terms.add("\(ExplanationText.edgeAfter(axis)) inset", extent.insetAfter, always: true)
        return terms
    }

    /// R40–R43, R48, R57, R59: a boundary item sized, anchored to `rect`, offset and inset.
    private func boundarySteps(
        _ item: BoundarySupplementaryItem, index: Int, rect: Rect, result: BoundaryPlacement.Result, sizeRule: String
    ) -> [Step] {
        let anchoring = result.anchorings[index]
        let number = ExplanationText.number
        var steps = sizeSteps(item.size, in: anchoring.container, resolved: anchoring.layoutSize, rules: [sizeRule])
        if anchoring.size != anchoring.layoutSize {
            steps.append(
                Step(
                    "measured", "its kind measured \(ExplanationText.size(anchoring.size)) on its estimated axes",
                    rules: ["R57", "R59"], value: .size(anchoring.size)))
        }
        let placement =
            anchoring.extends
            ? "extends the boundary: the item anchor is the opposite edge along the scroll axis, so it sits outside"
            : item.extendsBoundary
                ? "has no edge along the scroll axis: it sits inside, item anchor = container anchor"
                : "extendsBoundary false: it sits inside, item anchor = container anchor"
        steps.append(
            Step(
                "alignment",
                "\(item.alignment.rawValue), which \(placement); container point "
                    + "\(ExplanationText.point(anchoring.containerPoint)), item point "
                    + ExplanationText.point(anchoring.itemPoint),
                rules: ["R40"]))
        let coordinates = LayoutAxis.allCases.map { axis in
            "\(ExplanationText.coordinate(axis)) = \(number(rect.origin[axis])) + \(number(rect.size[axis])) × "
                + "\(number(anchoring.containerPoint[axis])) − \(number(anchoring.size[axis])) × "
                + "\(number(anchoring.itemPoint[axis])) = \(number(anchoring.anchoredOrigin[axis]))"
        }
        steps.append(
            Step(
                "origin", coordinates.joined(separator: "; "), rules: ["R48"], value: .point(anchoring.anchoredOrigin)))
        if item.absoluteOffset != .zero {
            steps.append(
                Step(
                    "absoluteOffset",
                    "+ \(ExplanationText.point(item.absoluteOffset)) → \(ExplanationText.rect(anchoring.frame))",
                    rules: ["R42"], value: .rect(anchoring.frame)))
        }
        if anchoring.extends {
            let axisName = ExplanationText.coordinate(axis)
            steps.append(
                Step(
                    "span",
                    "the content \(number(rect.min(along: axis)))…\(number(rect.max(along: axis))) with the extending "
                        + "boundary items: \(axisName) \(number(result.spanStart))…\(number(result.spanEnd))",
                    rules: ["R42", "D4", "D5"]))
        }
        let inset = result.items[index].attributes.frame
        if item.contentInsets != .zero {
            steps.append(
                Step(
                    "content insets",
                    "less \(ExplanationText.insets(item.contentInsets)) = \(ExplanationText.rect(inset))",
                    rules: ["R43"], value: .rect(inset)))
        }
        return steps
    }

    /// R45, D7: where a pinned item stays while its section is scrolled, and the item there; nil
    /// when it is not pinned.
    private func pinning(
        _ item: PlacedBoundaryItem, sectionStart: Double, sectionEnd: Double
    ) -> (Step, PlacedBoundaryItem)? {
        guard let visible = record.visible,
            let clamp = item.pinClamp(
                visibleStart: visible.start, visibleEnd: visible.end, axis: axis, sectionStart: sectionStart,
                sectionEnd: sectionEnd)
        else { return nil }
        let number = ExplanationText.number
        let formula: String
        switch clamp.pinning {
        case .header:
            formula =
                "header: min(max(visible start \(number(clamp.visibleStart)), \(number(clamp.start))), section end "
                + "\(number(clamp.sectionEnd)) − \(number(clamp.length))) = \(number(clamp.position))"
        case .footer:
            formula =
                "footer: max(min(visible end \(number(clamp.visibleEnd)) − \(number(clamp.length)), "
                + "\(number(clamp.start))), section start \(number(clamp.sectionStart))) = \(number(clamp.position))"
        }
        var pinned = item
        pinned.attributes.frame.origin[axis] = clamp.position
        let step = Step(
            "pinned \(ExplanationText.coordinate(axis))", formula, rules: ["R45", "D7", "F4"],
            value: .rect(pinned.attributes.frame))
        return (step, pinned)
    }
}
