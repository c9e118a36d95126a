import Foundation
import ServiceLifecycle
import Synchronization

/// The spec file and the files it is evaluated with, watched on disk: the spec's bytes as of the
/// latest change, a generation number that counts the changes, and a stream of them for each
/// subscriber (the page's server-sent events).
///
/// Files are polled (their modification time and size) every `interval`; a change is announced
/// once two polls in a row agree, so an editor that writes a file in several steps causes one
/// reload, of the finished file.
final class SpecWatcher: Service, Sendable {
    /// The spec as last read.
    struct Snapshot: Sendable {
        var generation: Int
        /// Its bytes; nil when it could not be read.
        var bytes: [UInt8]?
    }

    let specPath: String
    /// The spec, then its companion files.
    let watchedPaths: [String]
    let interval: Duration
    /// The most bytes read of the spec: one past the YAML front end's limit, enough for the
    /// loader to refuse a larger file as `file-too-large`.
    let byteLimit: Int

    private struct State {
        var snapshot: Snapshot
        var fingerprints: [Fingerprint?]
        /// Fingerprints seen on the last poll that differ from the announced ones; announced when
        /// the next poll sees them again.
        var pending: [Fingerprint?]?
        var subscribers: [Int: AsyncStream<Int>.Continuation] = [:]
        var nextSubscriber = 0
        var finished = false
    }

    private let state: Mutex<State>

    init(specPath: String, companionFiles: [String], interval: Duration = .milliseconds(150), byteLimit: Int) {
        self.specPath = specPath
        self.watchedPaths = [specPath] + companionFiles
        self.interval = interval
        self.byteLimit = byteLimit
        let fingerprints = watchedPaths.map(Fingerprint.init(path:))
        let bytes = Self.read(specPath, limit: byteLimit)
        state = Mutex(State(snapshot: Snapshot(generation: 0, bytes: bytes), fingerprints: fingerprints))
    }

    /// The spec as of the latest announced change.
    var snapshot: Snapshot { state.withLock { $0.snapshot } }

    /// The generation of each change from now on, until the server shuts down.
    func changes() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            let id = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[id] = continuation
            return id
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Polls until the server shuts down, then ends every subscriber's stream.
    func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            try? await Task.sleep(for: interval)
            poll()
        }
        let subscribers = state.withLock { state in
            state.finished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        subscribers.forEach { $0.finish() }
    }

    /// One look at the files: announces a change that has held since the previous look.
    func poll() {
        let seen = watchedPaths.map(Fingerprint.init(path:))
        let announce: (Int, [AsyncStream<Int>.Continuation])? = state.withLock { state in
            guard seen != state.fingerprints else {
                state.pending = nil
                return nil
            }
            guard state.pending == seen else {
                state.pending = seen
                return nil
            }
            state.pending = nil
            state.fingerprints = seen
            state.snapshot = Snapshot(
                generation: state.snapshot.generation + 1, bytes: Self.read(specPath, limit: byteLimit))
            return (state.snapshot.generation, Array(state.subscribers.values))
        }
        if let (generation, subscribers) = announce {
            subscribers.forEach { $0.yield(generation) }
        }
    }

    /// At most `limit` + 1 bytes of the file at `path`, or nil when it cannot be read.
    private static func read(_ path: String, limit: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do {
            return Array(try handle.read(upToCount: min(limit, Int.max - 1) + 1) ?? Data())
        } catch {
            return nil
        }
    }
}

/// What polling compares of a file: its modification time and size; nil for a missing file.
private struct Fingerprint: Equatable, Sendable {
    var modified: Date
    var size: Int

    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date,
            let size = attributes[.size] as? NSNumber
        else { return nil }
        self.modified = modified
        self.size = size.intValue
    }
}
