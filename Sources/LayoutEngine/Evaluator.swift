import Diagnostics
import LayoutModel

/// Evaluates a layout in an environment with data: the frames UIKit's compositional layout gives.
public struct Evaluator: Sendable {
    public var limits: EvaluationLimits

    public init(limits: EvaluationLimits = .default) {
        self.limits = limits
    }

    /// Evaluates a loaded spec file with its environment and data.
    public func evaluate(_ spec: SpecFile) throws(DiagnosticList) -> EvaluatedLayout {
        try evaluate(spec.layout, in: spec.environment, data: spec.effectiveData)
    }

    /// Evaluates `layout` in `environment` with `data`. Throws every error found, section by section.
    public func evaluate(
        _ layout: Layout, in environment: Environment, data: DataSource
    ) throws(DiagnosticList) -> EvaluatedLayout {
        guard data.sections.count <= limits.maxSections else {
            throw DiagnosticList([limits.tooManySections(data, layout: layout)])
        }
        var diagnostics: [Diagnostic] = []
        let grid = PixelGrid(scale: environment.traits.displayScale)
        let builder = SectionBuilder(layout: layout, environment: environment, grid: grid, limits: limits)
        let axis = layout.scrollDirection

        // STEP 7 (R29, R37): sections stack along the scroll axis with the inter-section spacing.
        var sections: [SectionLayout] = []
        var cursor = 0.0
        var storedElements = 0
        for (index, sectionData) in data.sections.enumerated() {
            if diagnostics.count > limits.maxErrors { break }
            if index > 0 { cursor += layout.interSectionSpacing }
            do {
                let section = try chooseSection(for: index, in: layout, environment: environment, data: sectionData)
                let refusals = UnsupportedFeatures.diagnostics(for: section, data: sectionData)
                guard refusals.isEmpty, case .group(let group) = section.content else {
                    diagnostics += refusals
                    continue
                }
                let built = try builder.build(
                    section, group: group, index: index, itemCount: sectionData.itemCount, start: cursor)
                storedElements += built.storedElementCount
                guard storedElements <= limits.maxStoredElements else {
                    diagnostics.append(limits.tooManyStoredElements(at: group))
                    break
                }
                guard built.isFinite, (cursor + built.frame.size[axis]).isFinite else {
                    diagnostics.append(.overflow(at: group.source))
                    continue
                }
                sections.append(built)
                cursor += built.frame.size[axis]
            } catch {
                diagnostics.append(error)
            }
        }
        diagnostics += orthogonalOffsetDiagnostics(environment: environment, layout: layout, data: data)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticList(Self.unique(errors).cut(atMost: limits.maxErrors)) }

        // STEP 8 (R12, R47): layout boundary items around all sections; extending ones push them.
        let cross = axis.cross
        let reference = environment.insets(
            for: layout.contentInsetsReference, layoutDefault: layout.contentInsetsReference
        ).only(along: cross)
        var contentRect = Rect.zero
        contentRect.size[axis] = cursor
        contentRect.origin[cross] = reference.before(along: cross)
        contentRect.size[cross] = environment.container[cross] - reference.total(along: cross)
        let placement = BoundaryPlacement(
            axis: axis, rect: contentRect, containerLength: environment.container[axis], grid: grid)
        let boundary: BoundaryPlacement.Result
        do {
            boundary = try placement.place(layout.boundarySupplementaryItems, indexPath: { [$0] })
        } catch {
            throw DiagnosticList([error])
        }
        let shift = -boundary.spanStart
        let contentLength = boundary.spanEnd - boundary.spanStart

        // STEP 9 (R45, D7): pinned boundary items follow the visible bounds.
        let visibleStart = environment.contentOffset[axis]
        let visibleEnd = visibleStart + environment.container[axis]
        sections = sections.map {
            $0.moved(by: shift).pinned(visibleStart: visibleStart, visibleEnd: visibleEnd)
        }
        let layoutItems = boundary.items.map {
            $0.moved(by: shift, along: axis).pinned(
                visibleStart: visibleStart, visibleEnd: visibleEnd, axis: axis, sectionStart: 0,
                sectionEnd: contentLength)
        }

        // STEP 10 (R38): content size — the sum along the axis, the widest section (at least the container) across it.
        var contentSize = Size.zero
        contentSize[axis] = contentLength
        contentSize[cross] = sections.reduce(environment.container[cross]) { max($0, $1.frame.size[cross]) }
        guard contentSize.width.isFinite, contentSize.height.isFinite,
            layoutItems.allSatisfy(\.attributes.frame.isFinite)
        else { throw DiagnosticList([.overflow(at: layout.source)]) }
        return EvaluatedLayout(
            layoutItems: layoutItems.map(\.attributes), sections: sections, unroundedContentSize: contentSize,
            grid: grid, mirrored: environment.layoutDirection == .rightToLeft)
    }

    /// The section definition for data section `index`, with `when` variants resolved (language.md section 6).
    private func chooseSection(
        for index: Int, in layout: Layout, environment: Environment, data: SectionData
    ) throws(Diagnostic) -> Section {
        guard let definition = layout.sections.definition(forSection: index) else {
            throw Diagnostic.error(
                "missing-section-definition",
                "data section \(index) has no entry in 'sections', which defines "
                    + "\(layout.sections.defaultSectionCount)",
                at: data.source ?? layout.source)
        }
        switch definition {
        case .section(let section):
            return section
        case .variants(let variants, let source):
            guard let match = variants.first(where: { $0.condition?.holds(in: environment) ?? true }) else {
                throw Diagnostic.error(
                    "no-matching-variant",
                    "no alternative of section \(index) matches the environment "
                        + "(width \(environment.container.width.plainText), height \(environment.container.height.plainText)); "
                        + "add one without 'when' as the fallback",
                    at: source)
            }
            return match.section
        }
    }

    /// D10: an orthogonal offset given for a section that does not scroll orthogonally is an error.
    private func orthogonalOffsetDiagnostics(
        environment: Environment, layout: Layout, data: DataSource
    ) -> [Diagnostic] {
        environment.orthogonalOffsets.keys.sorted().compactMap { index in
            let isOrthogonal: Bool
            if index >= 0, index < data.sections.count,
                let section = try? chooseSection(
                    for: index, in: layout, environment: environment, data: data.sections[index])
            {
                isOrthogonal = section.orthogonalScrollingBehavior != .none
            } else {
                isOrthogonal = false
            }
            guard !isOrthogonal else { return nil }
            return Diagnostic.error(
                "orthogonal-offset-without-orthogonal-section",
                "'orthogonalOffsets' gives an offset for section \(index), which does not scroll orthogonally (D10)",
                at: environment.orthogonalOffsetSources[index])
        }
    }

    /// The diagnostics without repeats, in order of first appearance.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
