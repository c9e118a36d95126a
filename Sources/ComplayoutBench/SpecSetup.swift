import Complayout
import Foundation

/// Loading and evaluating generated specs outside the timed code; a failure ends the program,
/// since a benchmark of an invalid spec would measure nothing.
enum SpecSetup {
    static func load(_ text: String, name: String, limits: Limits = .default) -> SpecFile {
        do {
            return try SpecLoader.load(text, limits: limits)
        } catch {
            fail(error, name: name, text: text)
        }
    }

    static func evaluate(_ spec: SpecFile, name: String) -> EvaluatedLayout {
        do {
            return try Evaluator().evaluate(spec)
        } catch {
            fail(error, name: name, text: nil)
        }
    }

    private static func fail(_ error: DiagnosticList, name: String, text: String?) -> Never {
        let renderer = DiagnosticRenderer(path: name, source: text)
        for diagnostic in error.diagnostics.prefix(5) {
            FileHandle.standardError.write(Data((renderer.render(diagnostic) + "\n").utf8))
        }
        exit(2)
    }
}
