import ComplayoutDiagnostics
import ComplayoutModel

extension UICollectionViewCompositionalLayout {
    /// A collection view's size and traits, one of the environments a layout is exported for.
    @MainActor public struct ExportEnvironment {
        /// The collection view's bounds size.
        public var containerSize: CGSize
        /// Size classes, layout direction and display scale; what is unspecified is the prepared
        /// environment's.
        public var traits: UITraitCollection

        /// An environment of `containerSize` with `traits`.
        public init(containerSize: CGSize, traits: UITraitCollection = UITraitCollection()) {
            self.containerSize = containerSize
            self.traits = traits
        }
    }

    /// The layout as last prepared, written as a spec (YAML, docs/language.md): the sections the
    /// provider returned, each custom group with the frames its item provider returned, and the
    /// environment and data it was prepared with. nil before `prepare`.
    public func exportedSpec(name: String? = nil) -> String? {
        prepared.map { Self.text(of: $0.spec, name: name) }
    }

    /// The layout in each of `environments`, one spec (YAML) each: as `exportedSpec(name:)` writes
    /// the layout prepared in that environment. Empty before `prepare`.
    ///
    /// - Throws: complayout's diagnostics where a provider's section is invalid in an environment.
    public func exportedSpecs(name: String? = nil, for environments: [ExportEnvironment]) throws(DiagnosticList)
        -> [String]
    {
        guard let base = prepared?.spec else { return [] }
        return try environments.map { environment throws(DiagnosticList) in
            Self.text(
                of: try spec(in: Self.environment(environment, over: base.environment), data: base.effectiveData),
                name: name)
        }
    }

    /// The layout in each of `environments`, written as one spec (YAML): a section the provider
    /// returns alike in every environment is written once; one it returns differently becomes a
    /// list of `when` alternatives, one per environment, each holding in that environment only.
    /// The rest of the environment and the data are the last `prepare`'s; the spec's own
    /// environment is the first of `environments`. nil before `prepare`.
    ///
    /// - Throws: complayout's diagnostics where a provider's section is invalid in an environment.
    public func exportedSpec(name: String? = nil, for environments: [ExportEnvironment]) throws(DiagnosticList)
        -> String?
    {
        guard let base = prepared?.spec, !environments.isEmpty else { return exportedSpec(name: name) }
        var asked: [LayoutEnvironment] = []
        for environment in environments {
            let resolved = Self.environment(environment, over: base.environment)
            if !asked.contains(resolved) { asked.append(resolved) }
        }
        let specs = try asked.map { environment throws(DiagnosticList) in
            try spec(in: environment, data: base.effectiveData)
        }
        let conditions = Self.conditions(telling: asked)
        var definitions: [SectionDefinition] = []
        for index in base.effectiveData.sections.indices {
            let sections = specs.map { $0.layout.sections.definitions[index].sections[0] }
            definitions.append(
                sections.allSatisfy { $0 == sections[0] }
                    ? .section(sections[0])
                    : .variants(
                        zip(conditions, sections).map { SectionVariant(condition: $0, section: $1) }, source: nil))
        }
        var exported = specs[0]
        exported.name = name
        exported.layout.sections = Self.uniformIfAllEqual(definitions)
        return SpecWriter.text(exported)
    }

    /// A prepared spec's text, named `name`, its sections written once where all are alike.
    private static func text(of spec: SpecFile, name: String?) -> String {
        var spec = spec
        spec.name = name
        spec.layout.sections = uniformIfAllEqual(spec.layout.sections.definitions)
        return SpecWriter.text(spec)
    }

    /// `section:` when every data section has the same definition, else `sections:`.
    private static func uniformIfAllEqual(_ definitions: [SectionDefinition]) -> SectionSource {
        guard let first = definitions.first, definitions.count > 1, definitions.allSatisfy({ $0 == first }) else {
            return .perSection(definitions)
        }
        return .uniform(first)
    }

    /// `base` with the container and the traits `export` specifies.
    private static func environment(_ export: ExportEnvironment, over base: LayoutEnvironment) -> LayoutEnvironment {
        var environment = base
        environment.container = export.containerSize.model
        let traits = export.traits
        if traits.horizontalSizeClass != .unspecified {
            environment.traits.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .regular : .compact
        }
        if traits.verticalSizeClass != .unspecified {
            environment.traits.verticalSizeClass = traits.verticalSizeClass == .regular ? .regular : .compact
        }
        if traits.layoutDirection != .unspecified {
            environment.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
        if traits.displayScale > 0 { environment.traits.displayScale = Double(traits.displayScale) }
        return environment
    }

    /// For each environment, the `when` condition that holds in it and in no other of them: the
    /// exact value of each thing `when` can test that differs between them.
    private static func conditions(telling environments: [LayoutEnvironment]) -> [EnvironmentCondition] {
        func differs<Value: Equatable>(_ value: (LayoutEnvironment) -> Value) -> Bool {
            environments.contains { value($0) != value(environments[0]) }
        }
        let width = differs(\.container.width)
        let height = differs(\.container.height)
        let horizontal = differs(\.traits.horizontalSizeClass)
        let vertical = differs(\.traits.verticalSizeClass)
        let direction = differs(\.layoutDirection)
        return environments.map { environment in
            EnvironmentCondition(
                minWidth: width ? environment.container.width : nil,
                maxWidth: width ? environment.container.width : nil,
                minHeight: height ? environment.container.height : nil,
                maxHeight: height ? environment.container.height : nil,
                horizontalSizeClass: horizontal ? environment.traits.horizontalSizeClass : nil,
                verticalSizeClass: vertical ? environment.traits.verticalSizeClass : nil,
                layoutDirection: direction ? environment.layoutDirection : nil)
        }
    }
}
