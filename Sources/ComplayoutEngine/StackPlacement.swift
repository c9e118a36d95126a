import ComplayoutDiagnostics
import ComplayoutModel

/// Decides which subitems a horizontal or vertical group holds and how large their slots are
/// (R14–R18, R21, R61).
struct StackPlacement {
    var group: LayoutGroup
    var axis: LayoutAxis
    /// The effective size of the group: what its children resolve against (R9).
    var childContainer: Size
    var grid: PixelGrid
    var limits: EvaluationLimits
    /// When true, `place` also tells how it chose the children (for explanations).
    var recordsTrace = false

    /// The children, in placement order, and how they were chosen when `recordsTrace` is set.
    func place(_ arrangement: GroupArrangement) throws(Diagnostic) -> (children: [PlacedChild], trace: PlacementTrace?) {
        let spacing = group.interItemSpacing.minimum
        switch arrangement {
        case .count(let count, let subitem):
            // R17 with F1: the copies resolve against the container less the spacing between them —
            // every dimension, the cross one too — with the axis dimension replaced by a fraction
            // 1/count of it, so an estimate there is gone and the item's insets apply (R30).
            var container = childContainer
            container[axis] -= spacing * Double(count - 1)
            let exact = container[axis] / Double(count)
            let length = grid.floorFractional(exact)
            var child = resolve(subitem, in: container)
            child.size[axis] = length
            let share = 1 / Double(count)
            child.subitem.size[axis] = axis == .horizontal ? .fractionalWidth(share) : .fractionalHeight(share)
            return (
                Array(repeating: child, count: count),
                .count(
                    CountShare(
                        count: count, available: childContainer[axis], spacing: spacing, exact: exact, length: length))
            )
        case .repeatExactly(let count, let subitem):
            // R18: own size, no fit test; R16's shrink still applies to a fractional subitem.
            var container = childContainer
            if count >= 2, spacing != 0, subitem.size[axis].isFractional {
                container[axis] -= spacing * Double(count - 1)
            }
            return (Array(repeating: resolve(subitem, in: container), count: count), .repeated(count))
        case .repeating(let subitems):
            return try placeRepeating(subitems, spacing: spacing)
        }
    }

    /// R14–R16: repeat the subitems cyclically while the next one fits.
    private func placeRepeating(
        _ subitems: [Subitem], spacing: Double
    ) throws(Diagnostic) -> (children: [PlacedChild], trace: PlacementTrace?) {
        if group.size[axis].isEstimated {
            // R15/R61: an estimated length holds every subitem exactly once.
            return (subitems.map { resolve($0, in: childContainer) }, .eachOnce)
        }
        let firstPass = try fit(subitems, in: childContainer, spacing: spacing, spacingBeforeFractional: false)
        // R16: spacing-aware fractions — re-solve with the children's container shortened by the spacing.
        if firstPass.placed.count >= 2, spacing != 0,
            firstPass.placed.contains(where: { $0.subitem.size[axis].isFractional })
        {
            var container = childContainer
            container[axis] -= spacing * Double(firstPass.placed.count - 1)
            // D2: the second pass starts again from the full length, and its count is final.
            let secondPass = try fit(subitems, in: container, spacing: spacing, spacingBeforeFractional: true)
            return (secondPass.placed, recordsTrace ? .fitted([firstPass.trace, secondPass.trace]) : nil)
        }
        return (firstPass.placed, recordsTrace ? .fitted([firstPass.trace]) : nil)
    }

    /// R15: one fit pass over the cycle of subitems; its trace lists the candidates only when `recordsTrace` is set.
    private func fit(
        _ subitems: [Subitem], in container: Size, spacing: Double, spacingBeforeFractional: Bool
    ) throws(Diagnostic) -> (placed: [PlacedChild], trace: FitPass) {
        let candidates = subitems.map { resolve($0, in: container) }
        var remaining = childContainer[axis]
        var trace = FitPass(container: container, available: remaining, candidates: [])
        var placed: [PlacedChild] = []
        var cycleConsumption = 0.0
        var index = 0
        while true {
            let candidate = candidates[index % candidates.count]
            let length = candidate.size[axis] + candidate.before.minimum + candidate.after.minimum
            var consumption = length
            let fractional = candidate.subitem.size[axis].isFractional
            if !placed.isEmpty, spacing != 0, !fractional || spacingBeforeFractional {
                consumption += spacing
            }
            let fits = remaining - consumption >= -0.25
            if recordsTrace {
                trace.candidates.append(
                    FitCandidate(
                        subitem: index % candidates.count, length: length, spacing: consumption - length,
                        remaining: remaining - consumption, fits: fits))
            }
            guard fits else { break }
            remaining -= consumption
            placed.append(candidate)
            cycleConsumption += consumption
            index += 1
            if index % candidates.count == 0 {
                // Only a cycle after the first has spacing before every subitem.
                if index > candidates.count, cycleConsumption <= 0 {
                    throw Diagnostic(EngineDiagnostic.groupZeroLengthItems(axis: axis), at: group.source)
                }
                cycleConsumption = 0
            }
            if placed.count > limits.maxCellsPerGroup {
                throw limits.tooManyCells(in: group)
            }
        }
        if placed.isEmpty {
            let first = candidates[0]
            throw Diagnostic(
                EngineDiagnostic.groupCannotFitItem(
                    needed: first.size[axis] + first.before.minimum + first.after.minimum, axis: axis,
                    available: childContainer[axis]),
                at: group.source,
                notes: first.subitem.source.map { [Diagnostic.Note("the subitem is defined here", at: $0)] } ?? [])
        }
        return (placed, trace)
    }

    /// A subitem's slot size and axis edge spacing in `container`.
    private func resolve(_ subitem: Subitem, in container: Size) -> PlacedChild {
        let edges = subitem.edgeSpacing ?? EdgeSpacing()
        return PlacedChild(
            subitem: subitem, container: container, size: subitem.size.resolved(in: container, grid: grid),
            before: edges.before(along: axis), after: edges.after(along: axis))
    }
}
