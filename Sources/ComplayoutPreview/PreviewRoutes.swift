import Complayout
import ComplayoutPreviewInterface
import Hummingbird
import ServiceLifecycle

/// The preview's endpoints (docs/preview.md): the page, the layout at an environment, an element's
/// explanation, an orthogonal section's scroll targets, change events, and the files of the
/// spec's folder.
struct PreviewRoutes: Sendable {
    let evaluator: PreviewEvaluator
    let folder: SpecFolder

    private var watcher: SpecWatcher { evaluator.watcher }
    private var reader: any PreviewEnvironmentReader { evaluator.environment }
    private var fileName: String { evaluator.fileName }

    func add(to router: Router<BasicRequestContext>) {
        router.add(middleware: LoopbackHostMiddleware())
        router.get("/") { _, _ in Self.asset(PackageResources.preview_html, type: "text/html; charset=utf-8") }
        router.get("/preview.js") { _, _ in
            Self.asset(PackageResources.preview_js, type: "text/javascript; charset=utf-8")
        }
        router.get("/preview.css") { _, _ in Self.asset(PackageResources.preview_css, type: "text/css; charset=utf-8") }
        router.get("/api/info") { request, _ in
            reply(request, accepted: []) { _ throws(PreviewRequestError) in
                InfoReply(file: fileName, devices: reader.deviceNames, parameters: reader.parameterNames.sorted())
            }
        }
        router.get("/api/layout") { request, _ in
            reply(request, accepted: ["rect"]) { parameters throws(PreviewRequestError) in
                try LayoutReply(evaluator.evaluate(parameters), file: fileName, rect: parameters.rect())
            }
        }
        router.get("/api/explain") { request, _ in
            reply(request, accepted: ["index-path", "kind", "category"]) { parameters throws(PreviewRequestError) in
                let key = try parameters.elementKey()
                return try ExplainReply(key, in: evaluator.evaluate(parameters), file: fileName, limits: evaluator.limits)
            }
        }
        router.get("/api/scroll-targets") { request, _ in
            reply(request, accepted: ["section", "offset", "velocity"]) { parameters throws(PreviewRequestError) in
                guard let section = parameters.text("section").flatMap({ Int($0) }), section >= 0 else {
                    throw PreviewRequestError("'section' is required: the index of an orthogonal section, e.g. 0")
                }
                return try ScrollTargetReply(
                    section: section, offset: parameters.number("offset") ?? 0,
                    velocity: parameters.number("velocity") ?? 0, in: evaluator.evaluate(parameters), file: fileName)
            }
        }
        router.get("/api/events") { _, _ in events() }
        router.get("/source/**") { _, context in
            do throws(PreviewRequestError) {
                let path = context.parameters.getCatchAll().joined(separator: "/")
                return Self.asset(Array(try folder.text(at: path).utf8), type: "text/plain; charset=utf-8")
            } catch {
                return Self.failure(error)
            }
        }
    }

    /// Reads the request's query (refusing what `accepted` and the environment reader do not
    /// take), and answers with `make`'s value as JSON, or its error.
    private func reply(
        _ request: Request, accepted: Set<String>,
        _ make: (PreviewParameters) throws(PreviewRequestError) -> some Encodable
    ) -> Response {
        do {
            let query = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
            let parameters = try PreviewParameters(query, reader: reader, accepted: accepted)
            let value = try make(parameters)
            guard let json = try? JSONOutputEncoder(layout: .line).text(of: value) else {
                return Self.failure(PreviewRequestError(status: 500, "the reply could not be encoded"))
            }
            return Self.asset(Array(json.utf8), type: "application/json")
        } catch {
            return Self.failure(error)
        }
    }

    /// Server-sent events: `change` with the new generation whenever the spec or a file it is
    /// evaluated with changes, until the server shuts down.
    private func events() -> Response {
        let changes = watcher.changes()
        let current = watcher.snapshot.generation
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream"
        headers[.cacheControl] = "no-store"
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 1000\nevent: hello\ndata: \(current)\n\n"))
                for await generation in changes.cancelOnGracefulShutdown() {
                    try await writer.write(ByteBuffer(string: "event: change\ndata: \(generation)\n\n"))
                }
                try await writer.finish(nil)
            })
    }

    /// `bytes` with a content type, never cached: the page and the data change as the spec does.
    private static func asset(_ bytes: [UInt8], type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// `{ "error": MESSAGE }` with the error's status.
    static func failure(_ error: PreviewRequestError) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        let json = "{ \"error\": \(JSONString.quoted(error.message)) }\n"
        return Response(
            status: HTTPResponse.Status(code: error.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
    }
}

/// `GET /api/info`: what the page needs before its first layout.
private struct InfoReply: Encodable {
    var file: String
    var devices: [String]
    var parameters: [String]
}

/// Refuses a request whose `Host` is not a loopback name: the server listens on 127.0.0.1 only,
/// and a page of another site that a DNS name was pointed at this machine (DNS rebinding) must
/// not read the spec's folder through it.
struct LoopbackHostMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let host = request.head.authority ?? ""
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }.dropFirst()) : String(host.prefix { $0 != ":" })
        guard ["127.0.0.1", "localhost", "::1"].contains(name.lowercased()) else {
            return PreviewRoutes.failure(PreviewRequestError(status: 403, "the preview answers only to 127.0.0.1 and localhost"))
        }
        return try await next(request, context)
    }
}
