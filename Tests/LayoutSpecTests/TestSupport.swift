import ComplayoutTestSupport
import ComplayoutDiagnostics
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Loads a spec that must be valid; records an issue with every diagnostic otherwise.
func loadSpec(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SpecFile? {
    do {
        return try SpecLoader.load(text)
    } catch {
        Issue.record("expected the spec to load, got:\n\(error.diagnostics.map(\.description).joined(separator: "\n"))",
                     sourceLocation: sourceLocation)
        return nil
    }
}

/// The diagnostics a spec throws (empty when it loads).
func diagnostics(of text: String) -> [Diagnostic] {
    do {
        _ = try SpecLoader.load(text)
        return []
    } catch {
        return error.diagnostics
    }
}

/// One expected diagnostic: id, exact message and the marker it sits at.
struct Expected: CustomStringConvertible {
    var id: String
    var message: String
    var marker: String

    init(_ id: String, _ message: String, at marker: String = "1️⃣") {
        self.id = id
        self.message = message
        self.marker = marker
    }

    var description: String { "\(marker) [\(id)] \(message)" }
}

/// Checks that a marked spec reports exactly these diagnostics, in order, at these markers.
func expectDiagnostics(
    _ marked: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
) {
    let source = MarkedSource(marked)
    let actual = diagnostics(of: source.text)
    let actualText = actual.map { "\($0.range?.start.description ?? "-") [\($0.id)] \($0.message)" }
    let expectedText = expected.map { "\(source[$0.marker]) [\($0.id)] \($0.message)" }
    #expect(actualText == expectedText, sourceLocation: sourceLocation)
}

/// Checks that a marked spec reports exactly one diagnostic.
func expectDiagnostic(
    _ marked: String, _ id: String, _ message: String, at marker: String = "1️⃣",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectDiagnostics(marked, [Expected(id, message, at: marker)], sourceLocation: sourceLocation)
}

/// A minimal valid spec around a section body (indented 4 spaces under `section:`).
func specWithSection(_ body: String) -> String {
    """
    layout:
      section:
    \(body)
    """
}

/// A one-item group, for specs whose point lies elsewhere.
let simpleGroup = """
        group:
          horizontal:
            size: { width: fractionalWidth(1), height: absolute(44) }
            subitems:
              - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
    """

/// The section of a spec whose layout has one plain section (`section:` or the first `sections` entry).
func firstSection(_ spec: SpecFile?) -> LayoutSection? {
    guard let spec else { return nil }
    switch spec.layout.sections {
    case .uniform(.section(let section)): return section
    case .perSection(let definitions):
        if case .section(let section)? = definitions.first { return section }
        return nil
    default: return nil
    }
}

/// The root group of `firstSection`.
func rootGroup(_ spec: SpecFile?) -> LayoutGroup? {
    if case .group(let group)? = firstSection(spec)?.content { return group }
    return nil
}

/// A spec whose section has one horizontal group holding one item with these extra item keys
/// (flow style, e.g. `contentInsets: 4`).
func specWithItem(_ itemKeys: String) -> String {
    specWithSection("""
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) }, \(itemKeys) }
        """)
}

/// The first item of `rootGroup`.
func firstItem(_ spec: SpecFile?) -> LayoutItem? {
    guard let group = rootGroup(spec), case .stack(_, let arrangement) = group.kind else { return nil }
    let subitem: Subitem? =
        switch arrangement {
        case .repeating(let subitems): subitems.first
        case .count(_, let subitem), .repeatExactly(_, let subitem): subitem
        }
    if case .item(let item)? = subitem { return item }
    return nil
}
