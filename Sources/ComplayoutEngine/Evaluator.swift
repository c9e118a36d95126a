import ComplayoutDiagnostics
import ComplayoutModel

/// Evaluates a layout in an environment with data: the frames UIKit's compositional layout gives.
public struct Evaluator: Sendable {
    public var limits: EvaluationLimits
    /// The pass to give: the final one after self-sizing (default), or the initial one with every
    /// estimate as it is (R56, R57).
    public var pass: EvaluationPass

    public init(limits: EvaluationLimits = .default, pass: EvaluationPass = .final) {
        self.limits = limits
        self.pass = pass
    }

    /// Evaluates a loaded spec file with its environment and data.
    public func evaluate(_ spec: SpecFile) throws(DiagnosticList) -> EvaluatedLayout {
        try evaluate(spec.layout, in: spec.environment, data: spec.effectiveData)
    }

    /// Evaluates `layout` in `environment` with `data`. Throws every error found, section by section.
    public func evaluate(
        _ layout: CompositionalLayout, in environment: LayoutEnvironment, data: DataSource
    ) throws(DiagnosticList) -> EvaluatedLayout {
        var record: EvaluationRecord? = nil
        return try evaluate(layout, in: environment, data: data, record: &record)
    }

    /// `evaluate`, keeping in `record`, when it is not nil, what the explanation of an element in
    /// its section (or of a layout boundary item) reads.
    package func evaluate(
        _ layout: CompositionalLayout, in environment: LayoutEnvironment, data: DataSource, record: inout EvaluationRecord?
    ) throws(DiagnosticList) -> EvaluatedLayout {
        guard data.sections.count <= limits.maxSections else {
            throw DiagnosticList([limits.tooManySections(data, layout: layout)])
        }
        // STEP 0: every value checked, for a tree built in Swift as the reader checks a file.
        let problems = ModelValidation.problems(layout, environment: environment, data: data, limits: limits)
        guard problems.isEmpty else { throw DiagnosticList(problems.uniqued().cut(atMost: limits.maxErrors)) }
        var diagnostics: [Diagnostic] = []
        let grid = PixelGrid(environment)
        let builder = SectionBuilder(layout: layout, environment: environment, grid: grid, limits: limits)
        let axis = layout.scrollDirection

        // STEP 7 (R29, R37): sections stack along the scroll axis with the inter-section spacing.
        var sections: [SectionLayout] = []
        var cursor = 0.0
        var storedElements = 0
        // Every element of the layout, its own boundary items first: counted by an Int.
        var elementTotal = layout.boundarySupplementaryItems.count
        let emptySections = EmptySectionRule(iOSVersion: environment.iOSVersion)
        var spacingFollows = false
        var resolvedSections: [Int: ResolvedSection] = [:]
        for (index, sectionData) in data.sections.enumerated() {
            if diagnostics.count > limits.maxErrors { break }
            let previousEnd = cursor
            // F3: before iOS 17 no spacing follows an empty ordinary section.
            let spacingBefore = spacingFollows ? layout.interSectionSpacing : 0
            cursor += spacingBefore
            spacingFollows = true
            do {
                // R63, docs/flow.md: list and flow sections are laid out as the ordinary sections they stand for.
                let resolved = try ResolvedSection(
                    index: index, layout: layout, environment: environment, data: sectionData, limits: limits)
                resolvedSections[index] = resolved
                cursor += resolved.spaceBefore
                spacingFollows = emptySections.spacingFollows(
                    itemCount: sectionData.itemCount,
                    orthogonal: resolved.section.orthogonalScrollingBehavior != .none,
                    keepsInsets: resolved.keepsInsetsWhenEmpty)
                let problems = MeasuredKinds.diagnostics(for: resolved, data: sectionData, index: index)
                guard problems.isEmpty else {
                    diagnostics += problems
                    continue
                }
                var sectionBuilder = builder
                sectionBuilder.storedElementsBefore = storedElements
                let sectionRecord = try sectionBuilder.buildRecord(
                    resolved, index: index, data: sectionData, start: cursor, pass: pass)
                if record?.sectionIndex == index {
                    record?.section = EvaluationRecord.RecordedSection(
                        previousEnd: previousEnd, spacingBefore: spacingBefore, record: sectionRecord)
                }
                let built = sectionRecord.layout
                // `EvaluatedLayout.elementCount` adds up every section's elements.
                let total = built.elementCount.map { elementTotal.addingReportingOverflow($0) }
                guard let total, !total.overflow else {
                    diagnostics.append(
                        Diagnostic(
                            EngineDiagnostic.sectionsElementCountOverflow(section: index),
                            at: sectionData.source ?? resolved.group.source))
                    break
                }
                elementTotal = total.partialValue
                storedElements += built.storedElementCount
                guard storedElements <= limits.maxStoredElements else {
                    diagnostics.append(limits.tooManyStoredElements(at: resolved.group))
                    break
                }
                try NegativeSizeCheck.requireStored(built, at: resolved.group.source)
                guard built.isWithinLayoutRange, (cursor + built.frame.size[axis]).isWithinLayoutRange else {
                    diagnostics.append(.overflow(at: resolved.group.source))
                    continue
                }
                sections.append(built)
                cursor += built.frame.size[axis]
            } catch {
                diagnostics.append(error)
            }
        }
        diagnostics += orthogonalOffsetDiagnostics(
            environment: environment, layout: layout, data: data, resolved: resolvedSections)
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticList(errors.uniqued().cut(atMost: limits.maxErrors)) }

        // STEP 8 (R12, R47): layout boundary items around all sections; extending ones push them.
        let cross = axis.cross
        let applied = environment.applied(
            layout.contentInsetsReference, layoutDefault: layout.contentInsetsReference, across: cross)
        let reference = applied.insets
        var contentRect = Rect.zero
        contentRect.size[axis] = cursor
        contentRect.origin[cross] = reference.before(along: cross)
        contentRect.size[cross] = environment.container[cross] - reference.total(along: cross)
        let placement = BoundaryPlacement(
            axis: axis, rect: contentRect, containerLength: environment.container[axis], grid: grid)
        let boundary: BoundaryPlacement.Result
        do {
            boundary = try placement.place(layout.boundarySupplementaryItems, path: ElementIndexPath.init(layoutItem:))
        } catch {
            throw DiagnosticList([error])
        }
        let shift = -boundary.spanStart
        let contentLength = boundary.spanEnd - boundary.spanStart
        record?.layoutBoundary = EvaluationRecord.LayoutBoundary(
            reference: applied, rect: contentRect, result: boundary, shift: shift)

        // STEP 9 (R45, D7, F4): pinned boundary items follow the visible bounds less the adjusted content inset.
        let visible = VisibleSpan(environment, scrollingAlong: axis)
        record?.visible = visible
        sections = sections.map {
            $0.moved(by: shift).pinned(visibleStart: visible.start, visibleEnd: visible.end)
        }
        let layoutItems = boundary.items.map {
            $0.moved(by: shift, along: axis).pinned(
                visibleStart: visible.start, visibleEnd: visible.end, axis: axis, sectionStart: 0,
                sectionEnd: contentLength)
        }

        // STEP 10 (R38): content size — the sum along the axis, the widest section (at least the container) across it.
        var contentSize = Size.zero
        contentSize[axis] = contentLength
        contentSize[cross] = sections.reduce(environment.container[cross]) { max($0, $1.frame.size[cross]) }
        guard contentSize.width.isWithinLayoutRange, contentSize.height.isWithinLayoutRange,
            layoutItems.allSatisfy(\.attributes.frame.isWithinLayoutRange), sections.allSatisfy(\.isWithinLayoutRange)
        else { throw DiagnosticList([.overflow(at: layout.source)]) }
        do {
            try NegativeSizeCheck.requireNonNegative(layoutItems.map(\.attributes.frame), at: layout.source)
        } catch {
            throw DiagnosticList([error])
        }
        return EvaluatedLayout(
            layoutItems: layoutItems.map(\.attributes), sections: sections, axis: axis,
            unroundedContentSize: contentSize, grid: grid, mirrored: environment.layoutDirection == .rightToLeft)
    }

    /// D10: an orthogonal offset given for a section that does not scroll orthogonally is an
    /// error. `resolved` holds the sections the evaluation resolved; one it stopped before is
    /// resolved here.
    private func orthogonalOffsetDiagnostics(
        environment: LayoutEnvironment, layout: CompositionalLayout, data: DataSource,
        resolved: [Int: ResolvedSection]
    ) -> [Diagnostic] {
        environment.orthogonalOffsets.keys.sorted().compactMap { index in
            let isOrthogonal: Bool
            if index >= 0, index < data.sections.count,
                let section = resolved[index]?.definition
                    ?? (try? ResolvedSection.chosenDefinition(
                        for: index, in: layout, environment: environment, data: data.sections[index]))?.0
            {
                isOrthogonal = section.orthogonalScrollingBehavior != .none
            } else {
                isOrthogonal = false
            }
            guard !isOrthogonal else { return nil }
            return Diagnostic(
                EngineDiagnostic.orthogonalOffsetWithoutOrthogonalSection(section: index),
                at: environment.orthogonalOffsetSources[index])
        }
    }
}
