import ComplayoutModel

/// How the layout gets its sections.
enum SectionPlan {
    /// `UICollectionViewCompositionalLayout(section:)`: one section with a root group, without
    /// alternatives, for every data section.
    case single(LayoutSection)
    /// `UICollectionViewCompositionalLayout.list(using:)`: the same list section, with nothing else
    /// set, for every data section, and no layout configuration.
    case list(ListConfiguration)
    /// A section provider.
    case provider(SectionProvider)

    init(_ layout: CompositionalLayout) {
        let provider = SectionProvider(layout)
        guard case .uniform(.section(let section)) = provider else {
            self = .provider(provider)
            return
        }
        switch section.content {
        case .group, .flow:
            self = .single(section)
        case .list(let list) where section.hasDefaultSettings && layout.hasDefaultConfiguration:
            self = .list(list)
        case .list:
            // A list section needs the provider's environment.
            self = .provider(provider)
        }
    }
}

/// A section provider: one that returns the same definition for every index, or one that
/// switches on the section index. Either tests `when` conditions against its environment.
enum SectionProvider {
    /// Every section index uses this definition.
    case uniform(SectionDefinition)
    /// One `case` per distinct definition, with the indices that use it.
    case perIndex([(indices: [Int], definition: SectionDefinition)])

    init(_ layout: CompositionalLayout) {
        var cases: [(indices: [Int], definition: SectionDefinition)] = []
        for (index, definition) in layout.sections.definitions.enumerated() {
            if let existing = cases.firstIndex(where: { $0.definition == definition && $0.definition.source == definition.source }) {
                cases[existing].indices.append(index)
            } else {
                cases.append(([index], definition))
            }
        }
        self = cases.count == 1 ? .uniform(cases[0].definition) : .perIndex(cases)
    }

    /// True when the provider reads its environment: for a list section or a `when` condition.
    var usesEnvironment: Bool {
        let definitions: [SectionDefinition] =
            switch self {
            case .uniform(let definition): [definition]
            case .perIndex(let cases): cases.map(\.definition)
            }
        return definitions.contains { definition in
            switch definition {
            case .section(let section): section.isList
            case .variants(let variants, _):
                variants.reachable.contains { $0.section.isList || !$0.alwaysHolds }
            }
        }
    }
}

extension LayoutSection {
    /// True when nothing but the content differs from UIKit's defaults (R64).
    var hasDefaultSettings: Bool {
        interGroupSpacing == 0 && contentInsets == .zero && (contentInsetsReference ?? .automatic) == .automatic
            && supplementaryContentInsetsReference == .automatic && supplementariesFollowContentInsets
            && orthogonalScrollingBehavior == .none && boundarySupplementaryItems.isEmpty && decorationItems.isEmpty
    }

    /// True for a list section.
    var isList: Bool {
        if case .list = content { return true }
        return false
    }
}

extension CompositionalLayout {
    /// True when the layout needs no `UICollectionViewCompositionalLayoutConfiguration` (R64).
    var hasDefaultConfiguration: Bool {
        scrollDirection == .vertical && interSectionSpacing == 0 && boundarySupplementaryItems.isEmpty
            && (contentInsetsReference == .automatic || contentInsetsReference == .safeArea)
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
            && verticalSizeClass == nil && layoutDirection == nil && !readsData
    }
}
