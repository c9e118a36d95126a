import Complayout

/// How the preview turns a request's environment parameters into changes to a spec.
///
/// The command line supplies it, reading the parameters with the option group its other commands
/// take (`width=390` is `--width 390`), so the preview accepts exactly the values `eval` does.
public protocol PreviewEnvironmentReader: Sendable {
    /// The parameter names it reads; a request with any other name (and none of the server's own)
    /// is refused.
    var parameterNames: Set<String> { get }
    /// The device presets the page offers, by name.
    var deviceNames: [String] { get }
    /// Files the spec is evaluated with besides itself (an environment or data file), watched as
    /// the spec is.
    var companionFiles: [String] { get }
    /// Changes `spec` as `parameters` ask; throws `PreviewRequestError` for a value it refuses.
    func apply(_ parameters: [String: String], to spec: inout SpecFile) throws(PreviewRequestError)
}

/// A request the preview refuses, with the status and the message the client is sent.
public struct PreviewRequestError: Error, Sendable, Hashable {
    /// The HTTP status code: 400 for a malformed request, 403 for a path outside the spec's folder,
    /// 404 for what does not exist, 422 for a spec or environment that does not evaluate.
    public var status: Int
    public var message: String

    public init(status: Int = 400, _ message: String) {
        self.status = status
        self.message = message
    }
}
