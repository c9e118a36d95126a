import ComplayoutDiagnostics
import ComplayoutModel

/// Writes the body of the function that builds a layout: shared definitions first, then the
/// sections (directly, or in a section provider), then the configuration and the `return`.
///
/// Every definition becomes a `let` declared after the definitions it is built from, in the
/// scope that uses it; a definition used more than once is declared once, at the top.
final class LayoutEmitter {
    var writer: CodeWriter
    /// The oldest iOS version that has every API the code uses (13: compositional layout itself).
    private(set) var minimumIOSVersion = 13
    let kinds: ElementKindConstants
    let functionScope: NameScope
    private let usage: DefinitionUsage
    private let anchorNames: [SourceRange: String]
    private var sharedNames: [Definition: String] = [:]

    /// The provider closure's parameters, reserved so no definition shadows them.
    static let sectionIndexName = "sectionIndex"
    static let environmentName = "environment"
    static let configurationName = "configuration"

    /// `depth`: the indentation of the function body.
    init(
        layout: CompositionalLayout, anchorNames: [SourceRange: String], kinds: ElementKindConstants, functionScope: NameScope,
        depth: Int
    ) {
        self.writer = CodeWriter(depth: depth)
        self.usage = DefinitionUsage(layout)
        self.anchorNames = anchorNames
        self.kinds = kinds
        self.functionScope = functionScope
        [Self.sectionIndexName, Self.environmentName, Self.configurationName].forEach(functionScope.reserve)
    }

    /// Writes the function body for `layout`.
    func emitBody(of layout: CompositionalLayout) {
        for definition in usage.shared {
            _ = reference(definition, in: functionScope)
            writer.blankLine()
        }
        switch SectionPlan(layout) {
        case .single(let section):
            guard case .name(let name) = self.section(section, in: functionScope, inline: false) else {
                preconditionFailure("a section that is not inline has a name")
            }
            writer.blankLine()
            let configuration = emitConfiguration(of: layout)
            let arguments = ["section: \(name)"] + (configuration.map { ["configuration: \($0)"] } ?? [])
            writer.call("return UICollectionViewCompositionalLayout", arguments)
        case .list(let list):
            let configuration = declareListConfiguration(list, in: functionScope)
            writer.line("return UICollectionViewCompositionalLayout.list(using: \(configuration))")
        case .provider(let provider):
            let configuration = emitConfiguration(of: layout)
            emitProvider(provider, configuration: configuration)
        }
    }

    /// What `body` writes, in a writer of its own `levels` deeper than the current one.
    func rendered(indentedBy levels: Int, _ body: () -> Void) -> CodeWriter {
        let outer = writer
        writer = CodeWriter(depth: outer.depth + levels)
        body()
        let inner = writer
        writer = outer
        return inner
    }

    /// Raises the iOS version the code needs to at least `version`.
    func require(iOS version: Int) {
        minimumIOSVersion = max(minimumIOSVersion, version)
    }

    /// The name of a definition's value: the shared declaration's, or a new declaration in `scope`.
    /// `role` says whether a group is a section's root group, which only changes its default name.
    func reference(_ definition: Definition, in scope: NameScope, role: GroupRole = .nested) -> String {
        if let name = sharedNames[definition] { return name }
        let isShared = usage.isShared(definition)
        let name = declareDefinition(definition, role: role, in: isShared ? functionScope : scope)
        if isShared { sharedNames[definition] = name }
        return name
    }

    /// A fresh name for a definition: its YAML anchor's name when it has one (`&photo-cell` →
    /// `photoCell`; a keyword such as `&default` gets the fallback appended: `defaultItem`), else
    /// `fallback`; numbered when taken, together with its companions (`itemSize` for `item`).
    func name(for source: SourceRange?, fallback: String, with suffixes: [String] = [], in scope: NameScope) -> String {
        guard let anchor = source.flatMap({ anchorNames[$0] }).flatMap(SwiftIdentifier.lowerCamelCase) else {
            return scope.claim(fallback, with: suffixes)
        }
        let base =
            SwiftIdentifier.keywords.contains(anchor)
            ? anchor + fallback.prefix(1).uppercased() + fallback.dropFirst() : anchor
        return scope.claim(base, with: suffixes)
    }

    private func declareDefinition(_ definition: Definition, role: GroupRole, in scope: NameScope) -> String {
        switch definition {
        case .item(let item): declare(item, in: scope)
        case .group(let group): declare(group, role: role, in: scope)
        case .supplementary(let supplementary): declare(supplementary, in: scope)
        case .boundary(let boundary): declare(boundary, in: scope)
        case .decoration(let decoration): declare(decoration, in: scope)
        }
    }

    /// The layout's configuration when anything differs from UIKit's defaults (R64); returns its name.
    private func emitConfiguration(of layout: CompositionalLayout) -> String? {
        let boundaryNames = layout.boundarySupplementaryItems.map { reference(.boundary($0), in: functionScope) }
        var settings: [String] = []
        if layout.scrollDirection == .horizontal { settings.append("scrollDirection = .horizontal") }
        if layout.interSectionSpacing != 0 {
            settings.append("interSectionSpacing = \(SwiftLiteral.number(layout.interSectionSpacing))")
        }
        // At the layout level `automatic` is `safeArea`, UIKit's default (R6, R64).
        if layout.contentInsetsReference != .automatic, layout.contentInsetsReference != .safeArea {
            require(iOS: 14)
            settings.append("contentInsetsReference = .\(layout.contentInsetsReference.rawValue)")
        }
        if !boundaryNames.isEmpty {
            settings.append("boundarySupplementaryItems = [\(boundaryNames.joined(separator: ", "))]")
        }
        guard !settings.isEmpty else { return nil }
        let name = Self.configurationName
        writer.blankLine()
        writer.line("let \(name) = UICollectionViewCompositionalLayoutConfiguration()")
        settings.forEach { writer.line("\(name).\($0)") }
        writer.blankLine()
        return name
    }
}
