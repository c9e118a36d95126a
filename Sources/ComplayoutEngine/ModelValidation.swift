import ComplayoutDiagnostics
import ComplayoutModel

/// STEP 0: what the evaluator is given, checked before anything is solved.
///
/// The spec reader refuses a file's bad values where they are written; a tree built in Swift
/// skips the reader, so the engine checks every value it will compute with by the same rules
/// (`ModelDiagnostic.numberProblem`): numbers finite, lengths not negative, counts positive, lists
/// not empty, groups not nested past the limit — and, for values that are fine alone but overflow
/// where they meet, a custom frame's zIndex that the section's background would promote past
/// `Int.max` (R51). Each diagnostic sits at the nearest node's source, nil for a tree built in Swift.
struct ModelValidation {
    var limits: EvaluationLimits
    private(set) var diagnostics: [Diagnostic] = []

    init(limits: EvaluationLimits) {
        self.limits = limits
    }

    /// Every problem of `layout`, `environment` and `data`, at most `limits.maxErrors` + 1.
    static func problems(
        _ layout: CompositionalLayout, environment: LayoutEnvironment, data: DataSource, limits: EvaluationLimits
    ) -> [Diagnostic] {
        var validation = ModelValidation(limits: limits)
        validation.check(environment)
        validation.check(data)
        validation.check(layout)
        return validation.diagnostics
    }

    private var isFull: Bool { diagnostics.count > limits.maxErrors }

    private mutating func number(
        _ value: Double, _ rule: NumberRule, _ key: String, shown: String? = nil, at source: SourceRange?
    ) {
        guard !isFull,
            let problem = ModelDiagnostic.numberProblem(value, rule, place: "for '\(key)'", shown: shown ?? value.plainText)
        else { return }
        diagnostics.append(Diagnostic(problem, at: source))
    }

    private mutating func integer(_ value: Int, _ rule: NumberRule, _ key: String, at source: SourceRange?) {
        guard !isFull,
            let problem = ModelDiagnostic.numberProblem(
                Double(value), rule, place: "for '\(key)'", shown: String(value), noun: "integer")
        else { return }
        diagnostics.append(Diagnostic(problem, at: source))
    }

    // MARK: The environment and the data

    private mutating func check(_ environment: LayoutEnvironment) {
        number(environment.container.width, .nonNegative, "width", at: nil)
        number(environment.container.height, .nonNegative, "height", at: nil)
        insets(environment.safeAreaInsets, "safeAreaInsets", at: nil)
        if let margins = environment.layoutMargins { insets(margins, "layoutMargins", at: nil) }
        number(environment.readableContentWidth, .nonNegative, "readableContentWidth", at: nil)
        number(environment.traits.displayScale, .positive, "displayScale", at: nil)
        if let offset = environment.contentOffset { point(offset, "contentOffset", at: nil) }
        insets(environment.contentInset, "contentInset", at: nil)
        if environment.iOSVersion < LayoutEnvironment.earliestIOSVersion, !isFull {
            diagnostics.append(Diagnostic(ModelDiagnostic.iOSVersionTooEarly(environment.iOSVersion), at: nil))
        }
        for (section, offset) in environment.orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
            let source = environment.orthogonalOffsetSources[section]
            integer(section, .nonNegative, "orthogonalOffsets", at: source)
            point(offset, "orthogonalOffsets", at: source)
        }
    }

    private mutating func check(_ data: DataSource) {
        for section in data.sections {
            integer(section.itemCount, .nonNegative, "items", at: section.source)
            // Sorted only to report problems in item order: most data has none.
            if section.sizes.contains(where: { item, size in item < 0 || !Self.isValid(size) }) {
                for (item, size) in section.sizes.sorted(by: { $0.key < $1.key }) {
                    integer(item, .nonNegative, "sizes", at: section.source)
                    measured(size, at: section.source)
                }
            }
            for (lengths, key) in [(section.heights, "heights"), (section.widths, "widths")]
            where lengths.hasInvalidLength {
                for (_, length) in lengths.measured { number(length, .nonNegative, key, at: section.source) }
            }
            for kind in section.supplementarySizes.keys.sorted() {
                measured(section.supplementarySizes[kind]!, at: section.supplementarySizeSources[kind] ?? section.source)
            }
        }
    }

    /// True when `measured(size, at:)` would find nothing wrong with `size`.
    private static func isValid(_ size: MeasuredSize) -> Bool {
        func isValid(_ length: Double?) -> Bool { length.map { $0.isFinite && $0 >= 0 } ?? true }
        return isValid(size.width) && isValid(size.height)
    }

    private mutating func measured(_ size: MeasuredSize, at source: SourceRange?) {
        if let width = size.width { number(width, .nonNegative, "width", at: source) }
        if let height = size.height { number(height, .nonNegative, "height", at: source) }
    }

    // MARK: The layout

    private mutating func check(_ layout: CompositionalLayout) {
        number(layout.interSectionSpacing, .nonNegative, "interSectionSpacing", at: layout.source)
        for item in layout.boundarySupplementaryItems { boundary(item) }
        for definition in layout.sections.definitions {
            for section in definition.sections { check(section) }
        }
    }

    private mutating func check(_ section: LayoutSection) {
        number(section.interGroupSpacing, .nonNegative, "interGroupSpacing", at: section.source)
        insets(section.contentInsets, "contentInsets", at: section.source)
        for item in section.boundarySupplementaryItems { boundary(item) }
        for decoration in section.decorationItems {
            insets(decoration.contentInsets, "contentInsets", at: decoration.source ?? section.source)
        }
        switch section.content {
        case .group(let group):
            check(group, depth: 1, promotesZIndex: !section.decorationItems.isEmpty)
        case .list(let list):
            dimension(list.itemHeight, "itemHeight", at: list.source ?? section.source)
        case .flow(let flow):
            let source = flow.source ?? section.source
            number(flow.itemSize.width, .positive, "width", at: source)
            number(flow.itemSize.height, .positive, "height", at: source)
            number(flow.minimumLineSpacing, .nonNegative, "minimumLineSpacing", at: source)
            number(flow.minimumInteritemSpacing, .nonNegative, "minimumInteritemSpacing", at: source)
            insets(flow.sectionInset, "sectionInset", at: source)
            for (key, size) in [("headerReferenceSize", flow.headerReferenceSize), ("footerReferenceSize", flow.footerReferenceSize)] {
                number(size.width, .nonNegative, key, at: source)
                number(size.height, .nonNegative, key, at: source)
            }
        }
    }

    /// A group and what it holds; `promotesZIndex` when its section has a background (R51).
    private mutating func check(_ group: LayoutGroup, depth: Int, promotesZIndex: Bool) {
        guard !isFull else { return }
        guard depth <= limits.maxGroupDepth else {
            diagnostics.append(
                Diagnostic(ModelDiagnostic.groupNestingTooDeep(limit: limits.maxGroupDepth), at: group.source))
            return
        }
        size(group.size, at: group.source)
        spacing(group.interItemSpacing, "interItemSpacing", at: group.source)
        insets(group.contentInsets, "contentInsets", at: group.contentInsetsSource ?? group.source)
        if let edges = group.edgeSpacing { edgeSpacing(edges, at: group.source) }
        for supplementary in group.supplementaryItems { anchored(supplementary) }
        switch group.kind {
        case .custom(let frames):
            for frame in frames {
                number(frame.x, .any, "x", at: frame.source ?? group.source)
                number(frame.y, .any, "y", at: frame.source ?? group.source)
                dimension(frame.width, "width", at: frame.source ?? group.source)
                dimension(frame.height, "height", at: frame.source ?? group.source)
                if promotesZIndex, frame.zIndex == Int.max, !isFull {
                    diagnostics.append(ZIndexPromotion.overflow(frame.zIndex, at: frame.source ?? group.source))
                }
            }
        case .stack(_, .repeating(let subitems)):
            if subitems.isEmpty, !isFull {
                diagnostics.append(Diagnostic(ModelDiagnostic.noSubitems, at: group.source))
            }
            for subitem in subitems { check(subitem, depth: depth, promotesZIndex: promotesZIndex) }
        case .stack(_, .count(let count, let subitem)), .stack(_, .repeatExactly(let count, let subitem)):
            let key = if case .stack(_, .count) = group.kind { "count" } else { "repeat" }
            integer(count, .positive, key, at: group.source)
            // Each copy holds at least one cell: more copies than a group instance may hold cells
            // can never be laid out, and would be asked of memory before the cell limit is checked.
            if count > limits.maxCellsPerGroup, !isFull { diagnostics.append(limits.tooManyCells(in: group)) }
            check(subitem, depth: depth, promotesZIndex: promotesZIndex)
        }
    }

    private mutating func check(_ subitem: Subitem, depth: Int, promotesZIndex: Bool) {
        switch subitem {
        case .group(let inner): check(inner, depth: depth + 1, promotesZIndex: promotesZIndex)
        case .item(let item):
            size(item.size, at: item.source)
            insets(item.contentInsets, "contentInsets", at: item.contentInsetsSource ?? item.source)
            if let edges = item.edgeSpacing { edgeSpacing(edges, at: item.source) }
            for supplementary in item.supplementaryItems { anchored(supplementary) }
        }
    }

    private mutating func anchored(_ supplementary: SupplementaryItem) {
        size(supplementary.size, at: supplementary.source)
        insets(supplementary.contentInsets, "contentInsets", at: supplementary.source)
        for anchor in [supplementary.containerAnchor] + (supplementary.itemAnchor.map { [$0] } ?? []) {
            switch anchor.offset {
            case .none: break
            case .absolute(let offset), .fractional(let offset): point(offset, "offset", at: supplementary.source)
            }
        }
    }

    private mutating func boundary(_ item: BoundarySupplementaryItem) {
        size(item.size, at: item.source)
        point(item.absoluteOffset, "absoluteOffset", at: item.source)
        insets(item.contentInsets, "contentInsets", at: item.source)
    }

    // MARK: Values

    private mutating func size(_ size: LayoutSize, at source: SourceRange?) {
        dimension(size.width, "width", at: source)
        dimension(size.height, "height", at: source)
    }

    private mutating func dimension(_ dimension: LayoutDimension, _ key: String, at source: SourceRange?) {
        let (name, value): (String, Double) =
            switch dimension {
            case .absolute(let value): ("absolute", value)
            case .estimated(let value): ("estimated", value)
            case .fractionalWidth(let value): ("fractionalWidth", value)
            case .fractionalHeight(let value): ("fractionalHeight", value)
            case .uniformAcrossSiblings(let value): ("uniformAcrossSiblings", value)
            }
        number(value, .nonNegative, key, shown: "\(name)(\(value.plainText))", at: source)
    }

    private mutating func spacing(_ spacing: Spacing, _ key: String, at source: SourceRange?) {
        let name = spacing.isFlexible ? "flexible" : "fixed"
        number(spacing.minimum, .nonNegative, key, shown: "\(name)(\(spacing.minimum.plainText))", at: source)
    }

    private mutating func edgeSpacing(_ edges: EdgeSpacing, at source: SourceRange?) {
        for (key, edge) in [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)] {
            if let edge { spacing(edge, key, at: source) }
        }
    }

    private mutating func insets(_ insets: DirectionalInsets, _ key: String, at source: SourceRange?) {
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] {
            number(value, .nonNegative, key, at: source)
        }
    }

    private mutating func point(_ point: Point, _ key: String, at source: SourceRange?) {
        number(point.x, .any, key, at: source)
        number(point.y, .any, key, at: source)
    }
}
