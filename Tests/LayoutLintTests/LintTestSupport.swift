import ComplayoutTestSupport
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutAnalysis
import ComplayoutSpec
import Testing

/// The warnings of a marked spec, which must load and evaluate, as `marker [id] message` lines
/// (notes as `  note marker message`), so a failing test shows every difference at once.
func lintLines(_ source: MarkedSource, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        let spec = try SpecLoader.load(source.text)
        let layout = try Evaluator().evaluate(spec)
        return Linter().warnings(for: spec, evaluated: layout).flatMap { warning in
            #expect(warning.severity == .warning, sourceLocation: sourceLocation)
            return ["\(name(of: warning.range, in: source)) [\(warning.id)] \(warning.message)"]
                + warning.notes.map { "  note \(name(of: $0.range, in: source)) \($0.message)" }
        }
    } catch {
        Issue.record("the spec does not evaluate: \(error.diagnostics)", sourceLocation: sourceLocation)
        return []
    }
}

/// The marker at a range's start, or the position itself when no marker is there.
private func name(of range: SourceRange?, in source: MarkedSource) -> String {
    guard let start = range?.start else { return "nowhere" }
    return source.markers.first { $0.value == start }?.key ?? "\(start)"
}

/// A spec around a section body, in a 400 × 800 container at display scale 1, with 4 items.
func spec(section body: String, items: Int = 4) -> String {
    """
    environment:
      container: { width: 400, height: 800 }
      traits: { displayScale: 1 }
    layout:
      section:
    \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
    data:
      sections: [\(items)]
    """
}
