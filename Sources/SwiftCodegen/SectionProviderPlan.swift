import LayoutModel

/// How the layout gets its sections: one section for all, or a section provider that switches
/// on the section index and tests `when` conditions against the layout environment.
enum SectionProviderPlan {
    /// `UICollectionViewCompositionalLayout(section:)`: one plain section for every data section.
    case single(Section)
    /// A provider without a switch: every section index uses this definition.
    case uniform(SectionDefinition)
    /// A provider that switches on the section index; equal definitions share a `case`.
    case perIndex([(indices: [Int], definition: SectionDefinition)])

    init(_ layout: Layout) {
        var cases: [(indices: [Int], definition: SectionDefinition)] = []
        for (index, definition) in layout.sections.definitions.enumerated() {
            if let existing = cases.firstIndex(where: { $0.definition == definition }) {
                cases[existing].indices.append(index)
            } else {
                cases.append(([index], definition))
            }
        }
        if cases.count > 1 {
            self = .perIndex(cases)
        } else if case .section(let section) = cases[0].definition, case .group = section.content {
            self = .single(section)
        } else {
            // A list section needs the environment, and alternatives are chosen by it.
            self = .uniform(cases[0].definition)
        }
    }

    /// Every definition the provider may return.
    var definitions: [SectionDefinition] {
        switch self {
        case .single(let section): [.section(section)]
        case .uniform(let definition): [definition]
        case .perIndex(let cases): cases.map(\.definition)
        }
    }

    /// True when the provider reads its environment: for a list section or a `when` condition.
    var usesEnvironment: Bool {
        definitions.contains { definition in
            switch definition {
            case .section(let section): section.isList
            case .variants(let variants, _):
                variants.reachable.contains { $0.section.isList || $0.condition?.isEmpty == false }
            }
        }
    }
}

extension Section {
    /// True for a list section.
    var isList: Bool {
        if case .list = content { return true }
        return false
    }
}

extension [SectionVariant] {
    /// The alternatives that can be chosen: up to the first that always holds (language.md §13).
    var reachable: ArraySlice<SectionVariant> {
        guard let fallback = firstIndex(where: \.alwaysHolds) else { return self[...] }
        return self[...fallback]
    }
}

extension SectionVariant {
    /// True without `when`, or with `when: {}`.
    var alwaysHolds: Bool { condition?.isEmpty ?? true }
}

extension EnvironmentCondition {
    /// True when no condition is given (`when: {}`), so the alternative always holds.
    var isEmpty: Bool {
        minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil && horizontalSizeClass == nil
            && verticalSizeClass == nil && layoutDirection == nil
    }
}
