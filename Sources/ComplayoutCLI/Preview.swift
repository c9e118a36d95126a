import ArgumentParser
import Complayout
import ComplayoutPreviewInterface
import Dispatch
import Foundation
import Synchronization

/// `complayout preview`: the spec drawn in a browser as the engine evaluates it, live (docs/preview.md).
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a spec on 127.0.0.1: the layout redrawn on every save, scrollable like the collection view.",
        discussion: """
            Prints the page's address and serves until interrupted (Ctrl-C). The page draws the frames the engine evaluates, re-evaluates on the server when the width, device, direction, scale, size classes, iOS version or safe area change, and whenever the spec (or its --environment or --data file) is saved; it shows the spec's diagnostics while it does not evaluate. Only the files of the spec's folder are served. docs/preview.md describes the page.

            Examples:
              complayout preview Specs/examples/photo-grid.yaml
              complayout preview Specs/examples/carousels.yaml --port 9000 --device iphone-16-pro
            """
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var file: String

    @Option(help: ArgumentHelp("The port to listen on, on 127.0.0.1 only; 0 lets the system choose one.", valueName: "N"))
    var port: Int = 8018

    @OptionGroup var container: ContainerOptions
    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard file != "-" else { throw ValidationError("preview watches a file: standard input cannot be previewed") }
    }

    /// `complayout` does not link the server: it runs `complayout-preview` in its place with the same
    /// arguments, which parses them again and serves (`serve(with:)`).
    func run() throws {
        try PreviewProgram.replaceThisProcess()
    }

    /// Serves the spec with `serving` (the server, which only `complayout-preview` links) until it
    /// fails or the process is interrupted, once the spec is readable and the environment and data
    /// files load.
    func serve(with serving: @escaping PreviewServing) throws {
        let reporter = DiagnosticReporter(diagnostics)
        // The spec must be readable, and the environment and data files must load, before serving;
        // the page shows the spec's own errors, and those of later saves.
        guard InputFile(path: file, limit: 0, reporter: reporter) != nil,
            environment.overrides(width: container.width, height: container.height, reporter: reporter, format: nil)
                != nil
        else { throw ExitCode(ExitStatus.invalidInput) }
        let environment = PreviewEnvironment(startup: environment, container: container, reporter: reporter)
        let file = file
        let port = port
        let failure = Mutex<(any Error)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                try await serving(file, port, environment) { address in
                    var output = StandardOutput()
                    output.write("complayout preview: \(file) at \(address) (Ctrl-C stops)\n")
                    output.flush()
                }
            } catch {
                failure.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = failure.withLock({ $0 }) {
            var standardError = StandardError()
            standardError.write("complayout: error: \(error)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}

/// The preview server: serves `specPath` on `port`, reading each request's environment with
/// `environment`, and calls `listening` with its address once it listens. An error it throws is
/// printed as `complayout: error: ERROR`.
package typealias PreviewServing = @Sendable (
    _ specPath: String, _ port: Int, _ environment: any PreviewEnvironmentReader,
    _ listening: @escaping @Sendable (String) -> Void
) async throws -> Void
