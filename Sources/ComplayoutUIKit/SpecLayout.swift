import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutYAML

#if canImport(UIKit)
    import UIKit
#else
    import CompositionalLayoutKit
#endif

/// A layout received as data (a spec, docs/language.md) and shown by a `UICollectionView`: UIKit's
/// compositional layout, built from the spec at run time (docs/complayout-uikit.md).
///
/// The layout's section provider builds each section as the spec defines it: a `when` list chooses
/// the alternative that holds in the provider's environment (its container size and traits), a
/// list section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, a flow section the
/// compositional section that lays it out in that environment. Register views for
/// `supplementaryKinds` on the collection view and for `decorationKinds` on the layout.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public struct SpecLayout {
    /// The spec, as loaded.
    public let spec: SpecFile

    /// Loads a spec from its text and checks it: throws the reader's diagnostics (with positions)
    /// when the text is not a valid spec, and the engine's where UIKit would raise an exception
    /// when it is laid out in its own environment.
    public init(text: String, format: SpecInputFormat = .yaml) throws(DiagnosticList) {
        try self.init(SpecLoader.load(bytes: Array(text.utf8), format: format))
    }

    /// A spec already loaded or built in Swift, checked as `init(text:format:)` checks it.
    public init(_ spec: SpecFile) throws(DiagnosticList) {
        _ = try Evaluator().evaluate(spec)
        self.spec = spec
    }

    /// The element kinds of the layout's supplementary views: boundary items of the layout and of
    /// every section, anchored supplementaries, the headers and footers of flows, and UIKit's
    /// section header and footer kinds for lists that have them.
    public var supplementaryKinds: [String] { ElementKinds(spec.layout).supplementary }

    /// The element kinds of the layout's decoration views (section backgrounds).
    public var decorationKinds: [String] { ElementKinds(spec.layout).decoration }

    /// UIKit's compositional layout for the spec. Where no `when` alternative holds, a computed
    /// count has no value, or a flow section cannot be laid out, its provider returns nil for the
    /// section, as an app's provider would: UIKit raises an exception (CompositionalLayoutKit's
    /// `prepare` throws `section-provider-returned-nil`).
    ///
    /// - Parameter itemCount: the number of items section `index` shows, which a `when` on the
    ///   data (`minItems`, `maxItems`, `empty`) tests — a section provider is not told it, so give
    ///   what the data source holds; by default the spec's `data`.
    public func makeLayout(itemCount: (@Sendable (Int) -> Int)? = nil) -> UICollectionViewCompositionalLayout {
        let layout = spec.layout
        let specEnvironment = spec.environment
        let data = spec.effectiveData
        let itemCount = itemCount ?? { data.sections.indices.contains($0) ? data.sections[$0].itemCount : 0 }
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                let current = Self.environment(environment, over: specEnvironment)
                guard let definition = layout.sections.definition(forSection: index),
                    let written = definition.resolved(in: current, itemCount: itemCount(index))?.section,
                    let section = try? written.resolvingComputedCounts(of: layout, in: current),
                    let compositional = Self.compositional(section, of: layout, in: current)
                else { return nil }
                return UIKitObjects.section(compositional, environment: environment)
            }, configuration: UIKitObjects.configuration(layout))
    }

    /// The spec's environment with the container size and the traits UIKit gives the provider.
    private static func environment(
        _ environment: any NSCollectionLayoutEnvironment, over base: LayoutEnvironment
    ) -> LayoutEnvironment {
        var current = base
        let size = environment.container.contentSize
        current.container = Size(width: Double(size.width), height: Double(size.height))
        let traits = environment.traitCollection
        switch traits.horizontalSizeClass {
        case .compact: current.traits.horizontalSizeClass = .compact
        case .regular: current.traits.horizontalSizeClass = .regular
        default: break
        }
        switch traits.verticalSizeClass {
        case .compact: current.traits.verticalSizeClass = .compact
        case .regular: current.traits.verticalSizeClass = .regular
        default: break
        }
        switch traits.layoutDirection {
        case .leftToRight: current.layoutDirection = .leftToRight
        case .rightToLeft: current.layoutDirection = .rightToLeft
        default: break
        }
        if traits.displayScale > 0 { current.traits.displayScale = Double(traits.displayScale) }
        return current
    }

    /// The section as a compositional section: a flow section is the one that lays it out in
    /// `environment` (docs/flow.md); nil when it cannot be laid out there.
    private static func compositional(
        _ section: LayoutSection, of layout: CompositionalLayout, in environment: LayoutEnvironment
    ) -> LayoutSection? {
        guard case .flow = section.content else { return section }
        var single = layout
        single.sections = .uniform(.section(section))
        return try? single.flowSectionsRewritten(in: environment).sections.definitions.first?.sections.first
    }
}
