import ComplayoutDiagnostics
import ComplayoutModel

/// Writes the stages of a frame explanation from an evaluation and what it recorded on the way
/// (`EvaluationRecord`, the root group's `GroupTrace`s): every number shown as a result is one
/// the evaluation computed; the explainer only names its parts.
struct Explainer {
    typealias Stage = FrameExplanation.Stage
    typealias Step = FrameExplanation.Step

    var layout: CompositionalLayout
    var environment: LayoutEnvironment
    var evaluated: EvaluatedLayout
    var record: EvaluationRecord

    /// The stages down to an element; its frame before mirroring and rounding, with the step that
    /// puts it in content coordinates; and its zIndex.
    struct Element {
        var stages: [Stage]
        var unrounded: Rect
        var placement: Step
        var zIndex: Int
        var zIndexStep: Step
    }

    var axis: LayoutAxis { layout.scrollDirection }
    var grid: PixelGrid { evaluated.grid }
    /// How far the layout's extending boundary items moved every section (R47).
    var layoutShift: Double { -(record.layoutBoundary?.result.spanStart ?? 0) }

    /// The stages for the element `key`; nil when it is not in the recorded evaluation.
    func explain(_ key: ElementKey) -> Element? {
        let path = key.indexPath
        if path.count == 1 {
            return key.kind.flatMap { layoutBoundaryItem(path[0], kind: $0) }
        }
        guard let section = record.section, path.count == 2 else { return nil }
        switch key.category {
        case .cell:
            return cell(path[1], in: section)
        case .decoration:
            return decoration(path[1], in: section)
        case .supplementary:
            return key.kind.flatMap { supplementary($0, ordinal: path[1], in: section) }
        }
    }

    /// STEP 0: the collection view the layout is evaluated in.
    var collectionViewStage: Stage {
        let container = environment.container
        let rightToLeft = environment.layoutDirection == .rightToLeft
        return Stage(
            title: "collection view",
            steps: [
                Step("size", ExplanationText.size(container), rules: ["R6"], value: .size(container)),
                Step(
                    "scroll direction",
                    axis == .vertical ? "vertical" : "horizontal: the rules apply with x and y swapped",
                    rules: axis == .vertical ? [] : ["R54"]),
                Step(
                    "layout direction",
                    rightToLeft
                        ? "rightToLeft: laid out left to right (leading = left), mirrored at the end" : "leftToRight",
                    rules: rightToLeft ? ["R55"] : []),
                Step(
                    "display scale",
                    "\(ExplanationText.number(grid.scale)): frames snap to the \(ExplanationText.grid(grid)) grid",
                    rules: ["R4"]),
            ])
    }

    /// STEP 11: the element's frame mirrored for right to left, then snapped to the pixel grid,
    /// as `eval` reports it (R55, D12, R4); and that frame.
    func finalStage(of element: Element) -> (Stage, Rect) {
        let unrounded = element.unrounded
        var steps = [element.placement]
        let mirrored = evaluated.mirroredIfRightToLeft(unrounded)
        if evaluated.mirrored {
            let width = evaluated.unroundedContentSize.width
            var terms = Terms()
            terms.add("content width", width, always: true)
            terms.add("x", -unrounded.x, always: true)
            terms.add("width", -unrounded.width, always: true)
            steps.append(
                Step(
                    "mirrored", "x = \(terms.equals(mirrored.x)) → \(ExplanationText.rect(mirrored))",
                    rules: ["R55", "D12"], value: .rect(mirrored)))
        }
        let frame = grid.round(mirrored)
        let rounding =
            frame == mirrored
            ? "on the \(ExplanationText.grid(grid)) grid already"
            : "each component to the \(ExplanationText.grid(grid)) grid, halves away from zero"
        steps.append(Step("rounded", "\(rounding): \(ExplanationText.rect(frame))", rules: ["R4"], value: .rect(frame)))
        steps.append(element.zIndexStep)
        return (Stage(title: "frame", steps: steps), frame)
    }

    /// The two steps giving a layout size's width and height in `container` (R2), with `rules`
    /// added to each.
    func sizeSteps(_ size: LayoutSize, in container: Size, resolved: Size, rules: [String]) -> [Step] {
        LayoutAxis.allCases.map { axis in
            let (formula, resolutionRules) = resolution(size[axis], in: container, result: resolved[axis])
            return Step(
                ExplanationText.length(axis), formula, rules: resolutionRules + rules, value: .length(resolved[axis]))
        }
    }

    /// A dimension resolved in a container (R2): `fractionalWidth(0.5) × 380 = 190`, and the
    /// floor to the pixel grid where it moved the result (R4, D1).
    func resolution(_ dimension: LayoutDimension, in container: Size, result: Double) -> (String, [String]) {
        let written = ExplanationText.dimension(dimension)
        let number = ExplanationText.number
        switch dimension {
        case .absolute:
            return ("\(written) = \(number(result))", ["R2"])
        case .estimated:
            return ("\(written) = \(number(result)), the estimate", ["R2", "R56"])
        case .uniformAcrossSiblings:
            return ("\(written) = \(number(result)), the estimate", ["R56", "R62"])
        case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
            let base: Double
            if case .fractionalWidth = dimension { base = container.width } else { base = container.height }
            let product = fraction * base
            guard abs(product - result) > 1e-9 else {
                return ("\(written) × \(number(base)) = \(number(result))", ["R2"])
            }
            return (
                "\(written) × \(number(base)) = \(number(product)), floored to the \(ExplanationText.grid(grid)) "
                    + "grid: \(number(result))",
                ["R2", "R4", "D1"]
            )
        }
    }

    /// The stages every element of the recorded section starts with: the collection view, then the section.
    func outerStages(_ section: EvaluationRecord.RecordedSection) -> [Stage] {
        [collectionViewStage, sectionStage(section)]
    }

    /// zIndex of an element of `section` whose own zIndex is `own` (R51): cells are lifted by one,
    /// supplementaries to at least 1, when the section has a background decoration.
    func promotedZIndex(
        _ own: Int, cell: Bool, in section: EvaluationRecord.RecordedSection, ownRules: [String]
    ) -> (Int, Step) {
        let promotes = !section.section.decorationItems.isEmpty
        guard promotes else {
            return (own, Step("zIndex", "\(own)", rules: ownRules + ["R51"]))
        }
        let promoted =
            cell
            ? ZIndexPromotion.cell(own, promotes: true) : ZIndexPromotion.supplementary(own, promotes: true)
        let formula =
            cell
            ? "\(own) + 1, the section has a background decoration = \(promoted)"
            : "max(\(own), 1), the section has a background decoration = \(promoted)"
        return (promoted, Step("zIndex", formula, rules: ownRules + ["R51"]))
    }
}
