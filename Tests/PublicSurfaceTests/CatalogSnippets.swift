import Complayout

/// The code of Sources/Complayout/Complayout.docc, compiled with the tests and run by
/// `CatalogTests`: each snippet lies between `// snippet: NAME` and `// end`, and the catalog's
/// ```swift blocks are these snippets, character for character.
enum CatalogSnippets {
    static func loadEvaluateAndQuery() throws -> (cellCount: Int, first: LayoutAttributes?, inTop: Int) {
        // snippet: load-evaluate-query
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems:
                      - item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } }
            data: { sections: [6] }
            """
        let spec = try SpecLoader.load(text)
        let layout = try Evaluator().evaluate(spec)

        // Every element, computed as the sequence is walked.
        let cellCount = layout.elements.filter { $0.category == .cell }.count

        // One element, and the elements in a rectangle.
        let first = layout.attributes(for: ElementKey(category: .cell, indexPath: [0, 0]))
        var inTop = 0
        layout.forEachElement(in: Rect(x: 0, y: 0, width: 390, height: 150)) { _ in inTop += 1 }
        // end
        return (cellCount, first, inTop)
    }

    static func render(_ spec: SpecFile) throws -> String {
        // snippet: render
        let layout = try Evaluator().evaluate(spec)
        let picture = try LayoutPicture(layout, of: spec, name: "photo grid")
        let svg = SVGRenderer().document(for: [picture])
        // end
        return svg
    }

    static func buildInSwift() throws -> EvaluatedLayout {
        // snippet: build-in-swift
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let row = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            kind: .stack(.horizontal, .repeating([.item(item)])), interItemSpacing: .fixed(8))
        let section = LayoutSection(group: row)
        let layout = CompositionalLayout(sections: .uniform(.section(section)))
        let spec = SpecFile(
            layout: layout, environment: LayoutEnvironment(container: Size(width: 390, height: 844)),
            data: DataSource(sections: [SectionData(itemCount: 4)]))
        let evaluated = try Evaluator().evaluate(spec)
        // end
        return evaluated
    }

    static func diagnostics() -> (printed: String, warnings: Int) {
        // snippet: diagnostics
        let text = """
            layout:
              section:
                contentInsets: { top: 0.25 }
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            """
        let evaluation = SpecEvaluation(text: text)
        let renderer = DiagnosticRenderer(path: "spec.yaml", source: text)
        let printed = evaluation.diagnostics.map(renderer.render).joined()
        let warnings = evaluation.diagnostics.filter { $0.severity == .warning }.count
        // end
        return (printed, warnings)
    }

    static func limits(_ untrusted: String) -> [Diagnostic] {
        // snippet: limits
        var limits = Limits.default
        limits.yaml.maxBytes = 64 * 1024
        limits.evaluation.maxSections = 100
        do {
            let spec = try SpecLoader.load(untrusted, limits: limits)
            _ = try Evaluator(limits: limits).evaluate(spec)
            return []
        } catch {
            return error.diagnostics
        }
        // end
    }

    static func concurrently(_ specs: [SpecFile]) async -> [Size?] {
        // snippet: concurrency
        await withTaskGroup(of: (Int, Size?).self) { tasks in
            for (index, spec) in specs.enumerated() {
                tasks.addTask { (index, try? Evaluator().evaluate(spec).contentSize) }
            }
            var sizes = [Size?](repeating: nil, count: specs.count)
            for await (index, size) in tasks { sizes[index] = size }
            return sizes
        }
        // end
    }
}
