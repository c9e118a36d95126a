import ComplayoutModel

/// Sections: from a root group, or list sections.
extension LayoutEmitter {
    /// A section as generated code refers to it: the name of its `let`, or the call that makes it.
    enum SectionValue {
        case name(String)
        case call(head: String, arguments: [String])
    }

    /// Declares what a section is built from, then returns the section: a new `let section` with
    /// every setting that differs from UIKit's default (R64), or, when `inline` is allowed and
    /// nothing differs, the call that makes it.
    func section(_ section: LayoutSection, in scope: NameScope, inline: Bool) -> SectionValue {
        let head: String
        let arguments: [String]
        switch section.content {
        case .group(let group):
            head = "NSCollectionLayoutSection"
            arguments = ["group: \(reference(.group(group), in: scope, role: .root))"]
        case .list(let list):
            head = "NSCollectionLayoutSection.list"
            arguments = [
                "using: \(declareListConfiguration(list, in: scope))", "layoutEnvironment: \(Self.environmentName)",
            ]
        case .flow:
            preconditionFailure("flow sections are rewritten as ordinary ones before code is emitted")
        }
        let boundaryNames = section.boundarySupplementaryItems.map { reference(.boundary($0), in: scope) }
        let decorationNames = section.decorationItems.map { reference(.decoration($0), in: scope) }
        let settings = Self.settings(of: section, boundaryNames: boundaryNames, decorationNames: decorationNames)
        if section.contentInsetsReference.map({ $0 != .automatic }) == true { require(iOS: 14) }
        if section.supplementaryContentInsetsReference != .automatic { require(iOS: 16) }
        if inline, settings.isEmpty { return .call(head: head, arguments: arguments) }
        let name = self.name(for: section.source, fallback: "section", in: scope)
        writer.call("let \(name) = \(head)", arguments)
        settings.forEach { writer.line("\(name).\($0)") }
        return .name(name)
    }

    /// `property = value` for every setting that differs from UIKit's default.
    private static func settings(of section: LayoutSection, boundaryNames: [String], decorationNames: [String]) -> [String] {
        var settings: [String] = []
        if section.interGroupSpacing != 0 {
            settings.append("interGroupSpacing = \(SwiftLiteral.number(section.interGroupSpacing))")
        }
        if section.contentInsets != .zero {
            settings.append("contentInsets = \(SwiftLiteral.insets(section.contentInsets))")
        }
        // A section's `automatic` means the layout's reference (R6, R34), UIKit's default.
        if let reference = section.contentInsetsReference, reference != .automatic {
            settings.append("contentInsetsReference = .\(reference.rawValue)")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            settings.append(
                "supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)")
        }
        if !section.supplementariesFollowContentInsets { settings.append("supplementariesFollowContentInsets = false") }
        if section.orthogonalScrollingBehavior != .none {
            settings.append("orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if !boundaryNames.isEmpty {
            settings.append("boundarySupplementaryItems = [\(boundaryNames.joined(separator: ", "))]")
        }
        if !decorationNames.isEmpty {
            settings.append("decorationItems = [\(decorationNames.joined(separator: ", "))]")
        }
        return settings
    }

    /// `UICollectionLayoutListConfiguration(appearance:)` with its header and footer modes (R63).
    func declareListConfiguration(_ list: ListConfiguration, in scope: NameScope) -> String {
        require(iOS: 14)
        let name = scope.claim("listConfiguration")
        var settings: [String] = []
        if list.headerMode != .none { settings.append("headerMode = .\(list.headerMode.rawValue)") }
        if list.footerMode != .none { settings.append("footerMode = .\(list.footerMode.rawValue)") }
        if list.itemHeight != ListConfiguration().itemHeight {
            let height = String(SwiftLiteral.dimension(list.itemHeight).dropFirst())
            writer.line("// itemHeight \(height): UIKit list rows size themselves; there is no row height to set.")
        }
        let keyword = settings.isEmpty ? "let" : "var"
        writer.line(
            "\(keyword) \(name) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))")
        settings.forEach { writer.line("\(name).\($0)") }
        return name
    }
}
