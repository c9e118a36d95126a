import ComplayoutEngine
import ComplayoutModel

/// The section stage and the root group's place in it (STEPs 1–3, 7).
extension Explainer {
    /// The evaluated section the record is about.
    func sectionLayout(_ section: EvaluationRecord.RecordedSection) -> SectionLayout? {
        evaluated.sections.first { $0.index == section.record.layout.index }
    }

    /// STEPs 1, 2, 7: where the section starts, its reference and content insets, and the
    /// container its root group resolves against.
    func sectionStage(_ section: EvaluationRecord.RecordedSection) -> Stage {
        let record = section.record
        let index = record.layout.index
        let cross = axis.cross
        let number = ExplanationText.number
        var steps: [Step] = []
        if let alternative = section.resolved.alternative {
            steps.append(
                Step(
                    "definition",
                    "alternative \(alternative.index + 1) of \(alternative.count), the first whose `when` holds in this environment"
                ))
        }
        switch section.resolved.definition.content {
        case .list(let list):
            steps.append(
                Step(
                    "list",
                    "\(list.appearance.rawValue), laid out as the ordinary section it stands for (docs/lists.md)",
                    rules: ["R63"]))
        case .flow:
            steps.append(Step("flow", "laid out as the ordinary section UIKit's flow layout gives (docs/flow.md)"))
        case .group:
            break
        }

        // STEP 7: after the previous section and the inter-section spacing.
        var start = Terms()
        var startRules = ["R37"]
        if index == 0 {
            start.add("", 0, always: true)
        } else {
            start.add("end of section \(index - 1)", section.previousEnd, always: true)
            if section.spacingBefore == layout.interSectionSpacing {
                start.add("interSectionSpacing", section.spacingBefore, always: true)
                startRules.append("R29")
            } else {
                start.add("no interSectionSpacing after an empty section before iOS 17", section.spacingBefore, always: true)
                startRules += ["R29", "F3"]
            }
        }
        start.add("the list's space before it", section.resolved.spaceBefore)
        if section.resolved.spaceBefore != 0 { startRules.append("R63") }
        steps.append(
            Step(
                "start \(ExplanationText.coordinate(axis))",
                start.equals(record.start) + (index == 0 ? ", the first section" : ""), rules: startRules,
                value: .length(record.start), sums: [start.sum(record.start)]))

        // STEP 1: the reference insets, across the scroll axis only.
        steps.append(
            Step(
                "reference insets",
                "\(referenceName(record.reference)): "
                    + "\(ExplanationText.edgeBefore(cross)) \(number(record.reference.insets.before(along: cross))), "
                    + "\(ExplanationText.edgeAfter(cross)) \(number(record.reference.insets.after(along: cross))), "
                    + "across the scroll axis only",
                rules: ["R6", "R34"]))

        var insetRules = ["R32"]
        var insets = ExplanationText.insets(record.sectionInsets)
        if record.sectionInsets != section.resolved.section.contentInsets {
            insets +=
                " (written \(ExplanationText.insets(section.resolved.section.contentInsets)): values below 0.5 are "
                + "fractions of the container, floored to the grid)"
            insetRules.append("R5")
        }
        steps.append(Step("content insets", insets, rules: insetRules))
        let behavior = section.resolved.section.orthogonalScrollingBehavior
        if behavior != .none {
            steps.append(
                Step(
                    "orthogonal scrolling",
                    "\(behavior.rawValue): its group instances stand in one line along "
                        + "\(ExplanationText.coordinate(cross)), at the section's orthogonal offset",
                    rules: ["R52", "R53"]))
        }
        steps.append(rootContainerStep(record))
        return Stage(title: "section \(index)", source: section.resolved.definition.source, steps: steps)
    }

    /// A content-insets reference as written, with what `automatic` stood for (R34, R64).
    func referenceName(_ reference: AppliedReference) -> String {
        guard reference.written == .automatic else { return reference.written.rawValue }
        return "automatic = \(reference.effective.rawValue)"
    }

    /// STEP 2 (R7, R8): the container the root group resolves against.
    private func rootContainerStep(_ record: SectionRecord) -> Step {
        let cross = axis.cross
        let container = environment.container
        let rootContainer = record.rootContainer
        let orthogonal = record.layout.groupAxis != axis
        var shrunk = Terms()
        // The axis whose insets shrink the container: across the scroll axis, or along it when orthogonal (R8).
        let shrinking = orthogonal ? axis : cross
        shrunk.add("container", container[shrinking], always: true)
        if !orthogonal {
            shrunk.add("reference \(ExplanationText.edgeBefore(cross))", -record.reference.insets.before(along: cross))
            shrunk.add("reference \(ExplanationText.edgeAfter(cross))", -record.reference.insets.after(along: cross))
        }
        shrunk.add("\(ExplanationText.edgeBefore(shrinking)) inset", -record.sectionInsets.before(along: shrinking))
        shrunk.add("\(ExplanationText.edgeAfter(shrinking)) inset", -record.sectionInsets.after(along: shrinking))
        let kept = shrinking.cross
        let keptText =
            orthogonal
            ? "container \(ExplanationText.number(container[kept])): the section's \(ExplanationText.edgeBefore(kept)) "
                + "and \(ExplanationText.edgeAfter(kept)) insets and the reference insets do not shrink it"
            : "container \(ExplanationText.number(container[kept])): the section's insets along the scroll axis do "
                + "not shrink it"
        let formula =
            "\(ExplanationText.length(shrinking)) \(shrunk.equals(rootContainer[shrinking])); "
            + "\(ExplanationText.length(kept)) \(keptText)"
        return Step(
            "root group container", formula, rules: orthogonal ? ["R8", "R52"] : ["R7"], value: .size(rootContainer),
            sums: [shrunk.sum(rootContainer[shrinking])])
    }

    /// The root group's steps: its size in the section's container, the instance the element is
    /// in (`instanceStep`), and where that instance goes (R27, R28, R35, R52).
    func rootSteps(
        _ section: EvaluationRecord.RecordedSection, trace: GroupTrace, instance: Int, instanceStep: Step, origin: Point
    ) -> [Step] {
        let record = section.record
        let orthogonal = record.layout.groupAxis != axis
        var steps = sizeSteps(
            section.resolved.group.size, in: record.rootContainer, resolved: record.groupSize,
            rules: [orthogonal ? "R8" : "R7"])
        for axis in LayoutAxis.allCases where trace.size[axis] != record.groupSize[axis] {
            let reason =
                trace.sizedBySiblings
                ? "the largest instance's, shared by every instance of the section" : "its content's extent"
            steps.append(
                Step(
                    ExplanationText.length(axis), "\(reason): \(ExplanationText.number(trace.size[axis]))",
                    rules: [trace.sizedBySiblings ? "R62" : "R58"], value: .length(trace.size[axis])))
        }
        steps.append(instanceStep)
        guard let sectionLayout = sectionLayout(section) else { return steps }
        let placement = sectionLayout.selfSized.placement(of: instance)
        if placement.entry != nil {
            steps.append(
                Step(
                    "self-sizing",
                    "instance \(instance) is solved again: a cell in it measured a size other than its current one",
                    rules: ["R57", "R58"]))
        }
        if sectionLayout.groupCount > 1 { steps.append(strideStep(section)) }
        steps += originSteps(section, instance: instance, shift: placement.shift, origin: origin)
        return steps
    }

    /// R27, R28: from one instance's origin to the next.
    private func strideStep(_ section: EvaluationRecord.RecordedSection) -> Step {
        let record = section.record
        let groupAxis = record.layout.groupAxis
        let edges = section.resolved.group.edgeSpacing ?? EdgeSpacing()
        var terms = Terms()
        terms.add("\(ExplanationText.edgeBefore(groupAxis)) edge", edges.before(along: groupAxis).minimum)
        terms.add(ExplanationText.length(groupAxis), record.periodicSize[groupAxis], always: true)
        terms.add("\(ExplanationText.edgeAfter(groupAxis)) edge", edges.after(along: groupAxis).minimum)
        terms.add("interGroupSpacing", section.resolved.section.interGroupSpacing, always: true)
        var rules = ["R28", "R35"]
        if edges != EdgeSpacing() { rules.insert("R27", at: 0) }
        return Step(
            "stride", terms.equals(record.track.stride), rules: rules, value: .length(record.track.stride),
            sums: [terms.sum(record.track.stride)])
    }

    /// R27, R35, R42, R47, R52, D10: the instance's origin along and across the line of instances.
    private func originSteps(
        _ section: EvaluationRecord.RecordedSection, instance: Int, shift: Double, origin: Point
    ) -> [Step] {
        let record = section.record
        let groupAxis = record.layout.groupAxis
        let orthogonal = groupAxis != axis
        let edges = section.resolved.group.edgeSpacing ?? EdgeSpacing()
        let insets = record.sectionInsets

        // Along the scroll axis: where the section's content starts.
        var scroll = Terms()
        var scrollRules = ["R35"]
        scroll.add("section start", record.start, always: true)
        scroll.add("extending boundary items", -record.boundary.spanStart)
        if record.boundary.spanStart != 0 { scrollRules.append("R42") }
        scroll.add("\(ExplanationText.edgeBefore(axis)) inset", insets.before(along: axis), always: true)
        scroll.add("\(ExplanationText.edgeBefore(axis)) edge", edges.before(along: axis).minimum)
        if edges.before(along: axis).minimum != 0 { scrollRules.append("R27") }
        scroll.add("layout boundary items", layoutShift)
        if layoutShift != 0 { scrollRules.append("R47") }

        // Across it: the reference and section insets (a line of instances for an orthogonal section).
        let cross = axis.cross
        var across = Terms()
        var acrossRules = ["R35"]
        across.add("reference \(ExplanationText.edgeBefore(cross))", record.reference.insets.before(along: cross))
        across.add("\(ExplanationText.edgeBefore(cross)) inset", insets.before(along: cross), always: true)
        let before = edges.before(along: cross)
        if orthogonal {
            across.add("\(ExplanationText.edgeBefore(cross)) edge", before.minimum)
            let given = environment.orthogonalOffsets[record.layout.index] != nil
            let offset = record.track.lineOffset ?? 0
            across.add("orthogonal offset", -offset)
            acrossRules += ["R52"] + (given ? ["D10"] : offset != 0 ? ["F7"] : [])
        } else if let centring = record.track.rootOffset, centring.flexibleEdges > 0 {
            across.add("\(ExplanationText.edgeBefore(cross)) edge", centring.minimum)
            across.add(
                expression: "(container \(ExplanationText.number(centring.room)) − "
                    + "\(ExplanationText.number(centring.length)) − edges) / "
                    + ExplanationText.number(centring.flexibleEdges),
                centring.share)
            acrossRules.append("R27")
        } else {
            across.add("\(ExplanationText.edgeBefore(cross)) edge", before.minimum)
            if before.minimum != 0 { acrossRules.append("R27") }
        }

        // The instance's place in the line of instances.
        var line = orthogonal ? across : scroll
        var lineRules = orthogonal ? acrossRules : scrollRules
        if instance > 0 {
            line.add(
                expression: "\(instance) × stride \(ExplanationText.number(record.track.stride))",
                Double(instance) * record.track.stride)
            lineRules.append("R28")
        }
        line.add("growth of the instances solved again before it", shift)
        if shift != 0 { lineRules.append("R58") }
        if orthogonal { (across, acrossRules) = (line, lineRules) } else { (scroll, scrollRules) = (line, lineRules) }
        if !orthogonal, let selfSized = sectionLayout(section)?.selfSized,
            let position = selfSized.placement(of: instance).entry, selfSized.entries[position].crossShift != 0
        {
            let entry = selfSized.entries[position]
            across.add("centred at its own size", entry.crossShift)
        }
        return [
            Step(
                "origin \(ExplanationText.coordinate(cross))", across.equals(origin[cross]), rules: acrossRules,
                value: .length(origin[cross]), sums: [across.sum(origin[cross])]),
            Step(
                "origin \(ExplanationText.coordinate(axis))", scroll.equals(origin[axis]), rules: scrollRules,
                value: .length(origin[axis]), sums: [scroll.sum(origin[axis])]),
        ]
    }
}
