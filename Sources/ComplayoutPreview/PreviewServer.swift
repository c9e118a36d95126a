import Complayout
import ComplayoutPreviewInterface
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// `complayout preview`: a web server on 127.0.0.1 that serves a page drawing the spec as the
/// engine evaluates it, redrawn whenever the spec (or a file it is evaluated with) changes
/// (docs/preview.md).
public struct PreviewServer: Sendable {
    /// The address it listens on: loopback only, whatever the port.
    public static let host = "127.0.0.1"

    public let specPath: String
    /// The port; 0 lets the system choose one.
    public let port: Int
    let environment: any PreviewEnvironmentReader
    let limits: Limits

    public init(specPath: String, port: Int, environment: any PreviewEnvironmentReader, limits: Limits = .default) {
        self.specPath = specPath
        self.port = port
        self.environment = environment
        self.limits = limits
    }

    /// Serves until SIGINT or SIGTERM, then closes every connection and returns; calls `listening`
    /// with the page's address (`http://127.0.0.1:PORT/`) once the server accepts connections.
    /// Throws when it cannot listen, such as on a port in use.
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let watcher = SpecWatcher(
            specPath: specPath, companionFiles: environment.companionFiles, byteLimit: limits.yaml.maxBytes)
        let evaluator = PreviewEvaluator(watcher: watcher, environment: environment, limits: limits)
        let router = Router()
        PreviewRoutes(evaluator: evaluator, folder: SpecFolder(specPath: specPath)).add(to: router)
        var logger = Logger(label: "complayout-preview")
        logger.logLevel = .error
        let application = Application(
            router: router, configuration: .init(address: .hostname(Self.host, port: port)),
            onServerRunning: { channel in
                listening("http://\(Self.host):\(channel.localAddress?.port ?? port)/")
            }, logger: logger)
        // Shut down in reverse order: the watcher first, which ends the event streams, so that the
        // server's connections finish.
        let group = ServiceGroup(
            configuration: .init(
                services: [application, watcher], gracefulShutdownSignals: [.sigint, .sigterm], logger: logger))
        try await group.run()
    }
}
