import Complayout
import ComplayoutPreviewInterface
import Foundation
import Synchronization

/// Loads the watched spec, applies a request's environment and evaluates it through the library,
/// as `eval` does; keeps the last few results, so that the rectangle queries of a page scrolling
/// a large layout evaluate it once.
final class PreviewEvaluator: Sendable {
    /// One evaluation: of which generation of the file, in which environment, with what outcome.
    struct Result: Sendable {
        var generation: Int
        var evaluation: SpecEvaluation
        /// The file's text, for quoting the lines diagnostics point at.
        var source: String
        var milliseconds: Double
    }

    let watcher: SpecWatcher
    let environment: any PreviewEnvironmentReader
    /// The name the page and diagnostics give the file: its name without its folder.
    let fileName: String
    let limits: Limits
    private let format: SpecInputFormat
    private let cache = Mutex(RecentResults())

    init(watcher: SpecWatcher, environment: any PreviewEnvironmentReader, limits: Limits = .default) {
        self.watcher = watcher
        self.environment = environment
        self.limits = limits
        fileName = URL(fileURLWithPath: watcher.specPath).lastPathComponent
        format = SpecInputFormat(path: watcher.specPath)
    }

    /// The spec as it is on disk now, in the environment `parameters` ask for.
    func evaluate(_ parameters: PreviewParameters) throws(PreviewRequestError) -> Result {
        let snapshot = watcher.snapshot
        let key = "\(snapshot.generation)?" + parameters.environmentKey
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let bytes = snapshot.bytes else {
            throw PreviewRequestError(status: 422, "cannot read \(fileName)")
        }
        let started = ContinuousClock.now
        let evaluation: SpecEvaluation
        do {
            var spec = try SpecLoader.load(bytes: bytes, limits: limits, format: format)
            try environment.apply(parameters.environment, to: &spec)
            parameters.orthogonalOffsets.apply(to: &spec)
            evaluation = SpecEvaluation(spec: spec, limits: limits)
        } catch let error as PreviewRequestError {
            throw error
        } catch {
            evaluation = SpecEvaluation(bytes: bytes, limits: limits, format: format)
        }
        let elapsed = ContinuousClock.now - started
        let result = Result(
            generation: snapshot.generation, evaluation: evaluation, source: String(decoding: bytes, as: UTF8.self),
            milliseconds: Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        cache.withLock { $0[key] = result }
        return result
    }
}

/// The last `capacity` evaluations, by key; the oldest is forgotten first.
private struct RecentResults {
    static let capacity = 16
    private var results: [String: PreviewEvaluator.Result] = [:]
    private var order: [String] = []

    subscript(key: String) -> PreviewEvaluator.Result? {
        get { results[key] }
        set {
            guard let newValue else { return }
            if results.updateValue(newValue, forKey: key) == nil { order.append(key) }
            if order.count > Self.capacity { results[order.removeFirst()] = nil }
        }
    }
}
