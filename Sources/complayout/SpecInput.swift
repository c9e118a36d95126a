import Complayout
import Foundation

/// A spec file read from disk, loaded and evaluated, with its diagnostics printed to standard error.
struct SpecInput {
    let path: String
    /// The file's bytes; of a file longer than the byte limit, only one byte past it, enough for
    /// the loader to refuse it (`file-too-large`) without reading the rest.
    let bytes: [UInt8]
    let limits: Limits

    /// Reads `path`; prints an error and returns nil when the file cannot be read.
    init?(path: String, limits: Limits = .default) {
        let readable = min(limits.yaml.maxBytes, Int.max - 1) + 1
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: readable) ?? Data()
        else {
            var standardError = StandardError()
            print("\(path): error: cannot read the file [unreadable-file]", to: &standardError)
            return nil
        }
        try? handle.close()
        self.path = path
        self.bytes = Array(data)
        self.limits = limits
    }

    /// Loads and evaluates the spec, with the container's width or height overridden when given;
    /// prints every diagnostic and returns nil when any is an error.
    func evaluate(width: Double? = nil, height: Double? = nil) -> EvaluatedLayout? {
        do {
            var spec = try SpecLoader.load(bytes: bytes, limits: limits)
            if let width { spec.environment.container.width = width }
            if let height { spec.environment.container.height = height }
            return try Evaluator(limits: limits).evaluate(spec)
        } catch {
            report(error.diagnostics)
            return nil
        }
    }

    /// Prints diagnostics about this file to standard error, quoting its lines (invalid UTF-8
    /// shown as U+FFFD).
    func report(_ diagnostics: [Diagnostic]) {
        let renderer = DiagnosticRenderer(path: path, source: String(decoding: bytes, as: UTF8.self))
        var standardError = StandardError()
        for diagnostic in diagnostics {
            standardError.write(renderer.render(diagnostic))
        }
    }
}
