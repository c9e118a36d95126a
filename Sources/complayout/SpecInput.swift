import Complayout
import Foundation

/// A spec file read from disk, loaded and evaluated, with its diagnostics printed to standard error.
struct SpecInput {
    let path: String
    let text: String

    /// Reads `path`; prints an error and returns nil when the file cannot be read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            var standardError = StandardError()
            print("\(path): error: cannot read the file [unreadable-file]", to: &standardError)
            return nil
        }
        self.path = path
        self.text = String(decoding: data, as: UTF8.self)
    }

    /// Loads and evaluates the spec in `pass`, with the container's width or height overridden when
    /// given; prints every diagnostic and returns nil when any is an error.
    func evaluate(width: Double? = nil, height: Double? = nil, pass: EvaluationPass = .final) -> EvaluatedLayout? {
        do {
            var spec = try SpecLoader.load(text)
            if let width { spec.environment.container.width = width }
            if let height { spec.environment.container.height = height }
            return try Evaluator(pass: pass).evaluate(spec)
        } catch {
            report(error.diagnostics)
            return nil
        }
    }

    /// Prints diagnostics about this file to standard error.
    func report(_ diagnostics: [Diagnostic]) {
        let renderer = DiagnosticRenderer(path: path, source: text)
        var standardError = StandardError()
        for diagnostic in diagnostics {
            standardError.write(renderer.render(diagnostic))
        }
    }
}
