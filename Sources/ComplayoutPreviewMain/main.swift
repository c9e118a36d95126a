import ComplayoutCLI
import ComplayoutPreview

runComplayout { specPath, port, environment, listening in
    do {
        try await PreviewServer(specPath: specPath, port: port, environment: environment).run(listening: listening)
    } catch {
        throw ServingFailure(port: port, reason: error)
    }
}

/// The server could not serve (the port is taken, say).
struct ServingFailure: Error, CustomStringConvertible {
    var port: Int
    var reason: any Error

    var description: String { "cannot serve on \(PreviewServer.host):\(port): \(reason)" }
}
