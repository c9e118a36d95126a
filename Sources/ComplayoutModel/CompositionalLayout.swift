import ComplayoutDiagnostics

/// The whole layout (`UICollectionViewCompositionalLayout` with its configuration).
public struct CompositionalLayout: Codable, Sendable, Hashable {
    public var scrollDirection: LayoutAxis
    public var interSectionSpacing: Double
    public var contentInsetsReference: ContentInsetsReference
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    public var sections: SectionSource
    @SourceAnnotation public var source: SourceRange?

    public init(
        scrollDirection: LayoutAxis = .vertical, interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .automatic,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], sections: SectionSource,
        source: SourceRange? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.sections = sections
        self.source = source
    }
}

/// Which section definition each data section uses.
public enum SectionSource: Sendable, Hashable {
    /// `section:` — one definition for every data section.
    case uniform(SectionDefinition)
    /// `sections:` — entry *i* for data section *i*.
    case perSection([SectionDefinition])

    /// The number of sections when the data does not say.
    public var defaultSectionCount: Int {
        switch self {
        case .uniform: 1
        case .perSection(let definitions): definitions.count
        }
    }

    /// The definitions as written: one for `section`, one per entry of `sections`.
    public var definitions: [SectionDefinition] {
        switch self {
        case .uniform(let definition): [definition]
        case .perSection(let definitions): definitions
        }
    }

    /// The definition for data section `index`, or nil when `sections` has no entry for it.
    public func definition(forSection index: Int) -> SectionDefinition? {
        switch self {
        case .uniform(let definition): definition
        case .perSection(let definitions): definitions.indices.contains(index) ? definitions[index] : nil
        }
    }
}

/// A section, or alternatives chosen by the environment (language.md section 6).
public enum SectionDefinition: Sendable, Hashable {
    case section(LayoutSection)
    case variants([SectionVariant], source: SourceRange?)
}

extension SectionDefinition {
    /// Equal when they define the same sections, wherever they are written.
    public static func == (lhs: SectionDefinition, rhs: SectionDefinition) -> Bool {
        switch (lhs, rhs) {
        case (.section(let left), .section(let right)): left == right
        case (.variants(let left, _), .variants(let right, _)): left == right
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .section(let section):
            hasher.combine(0)
            hasher.combine(section)
        case .variants(let variants, _):
            hasher.combine(1)
            hasher.combine(variants)
        }
    }

    /// Where the definition is written.
    public var source: SourceRange? {
        switch self {
        case .section(let section): section.source
        case .variants(_, let source): source
        }
    }

    /// The sections of a definition: the section, or every alternative's.
    public var sections: [LayoutSection] {
        switch self {
        case .section(let section): [section]
        case .variants(let variants, _): variants.map(\.section)
        }
    }

    /// The alternatives of a definition written as a list; empty for a single section.
    public var alternatives: [SectionVariant] {
        switch self {
        case .section: []
        case .variants(let variants, _): variants
        }
    }

    /// The section used in `environment` for a data section of `itemCount` items, and for
    /// alternatives the index of the one chosen (the first whose `when` holds, language.md
    /// section 13); nil when no alternative holds.
    public func resolved(
        in environment: LayoutEnvironment, itemCount: Int
    ) -> (section: LayoutSection, alternative: Int?)? {
        switch self {
        case .section(let section):
            return (section, nil)
        case .variants(let variants, _):
            guard
                let index = variants.firstIndex(where: {
                    $0.condition?.holds(in: environment, itemCount: itemCount) ?? true
                })
            else {
                return nil
            }
            return (variants[index].section, index)
        }
    }
}

/// One alternative of a section: used when every condition of `when` holds.
public struct SectionVariant: Codable, Sendable, Hashable {
    /// nil: always holds (the fallback).
    public var condition: EnvironmentCondition?
    public var section: LayoutSection

    public init(condition: EnvironmentCondition?, section: LayoutSection) {
        self.condition = condition
        self.section = section
    }
}

/// A `when:` condition on the environment; every given field must hold.
public struct EnvironmentCondition: Codable, Sendable, Hashable {
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var layoutDirection: InterfaceDirection?
    /// Conditions on the data section the definition lays out: at least / at most this many
    /// items, and whether it has none.
    public var minItems: Int?
    public var maxItems: Int?
    public var sectionIsEmpty: Bool?
    @SourceAnnotation public var source: SourceRange?

    public init(
        minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
        horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
        layoutDirection: InterfaceDirection? = nil, minItems: Int? = nil, maxItems: Int? = nil,
        sectionIsEmpty: Bool? = nil, source: SourceRange? = nil
    ) {
        self.minItems = minItems
        self.maxItems = maxItems
        self.sectionIsEmpty = sectionIsEmpty
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.source = source
    }

    /// True when a condition on the data section is given (`minItems`, `maxItems`, `empty`).
    public var readsData: Bool { minItems != nil || maxItems != nil || sectionIsEmpty != nil }

    /// True when every given condition holds in `environment` for a section of `itemCount` items.
    public func holds(in environment: LayoutEnvironment, itemCount: Int) -> Bool {
        unmet(in: environment, itemCount: itemCount).isEmpty
    }

    /// The given conditions that do not hold in `environment` for a section of `itemCount`
    /// items, each as `when` writes it (`minWidth 800`).
    public func unmet(in environment: LayoutEnvironment, itemCount: Int) -> [String] {
        let size = environment.container
        let traits = environment.traits
        var unmet: [String] = []
        if let minWidth, size.width < minWidth { unmet.append("minWidth \(minWidth.plainText)") }
        if let maxWidth, size.width > maxWidth { unmet.append("maxWidth \(maxWidth.plainText)") }
        if let minHeight, size.height < minHeight { unmet.append("minHeight \(minHeight.plainText)") }
        if let maxHeight, size.height > maxHeight { unmet.append("maxHeight \(maxHeight.plainText)") }
        if let horizontalSizeClass, traits.horizontalSizeClass != horizontalSizeClass {
            unmet.append("horizontalSizeClass \(horizontalSizeClass.rawValue)")
        }
        if let verticalSizeClass, traits.verticalSizeClass != verticalSizeClass {
            unmet.append("verticalSizeClass \(verticalSizeClass.rawValue)")
        }
        if let layoutDirection, environment.layoutDirection != layoutDirection {
            unmet.append("layoutDirection \(layoutDirection.rawValue)")
        }
        if let minItems, itemCount < minItems { unmet.append("minItems \(minItems)") }
        if let maxItems, itemCount > maxItems { unmet.append("maxItems \(maxItems)") }
        if let sectionIsEmpty, (itemCount == 0) != sectionIsEmpty { unmet.append("empty \(sectionIsEmpty)") }
        return unmet
    }
}
