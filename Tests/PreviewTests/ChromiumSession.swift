import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`: the
/// browser reads commands on descriptor 3 and writes replies on descriptor 4, each a JSON object
/// ended by a NUL byte. One page, attached in flat mode.
final class ChromiumSession {
    /// Chromium's path, or nil when it is not installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""

    init(width: Int = 1100, height: Int = 900) throws {
        guard let executable = Self.executable else { throw TestFailure("Chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw TestFailure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Copies above 4 first, so that neither dup2 overwrites the other's source.
        let browserReads = fcntl(toBrowser[0], F_DUPFD, 10)
        let browserWrites = fcntl(fromBrowser[1], F_DUPFD, 10)
        defer {
            close(browserReads)
            close(browserWrites)
        }
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--remote-debugging-pipe", "--no-first-run", "--hide-scrollbars", "--window-size=\(width),\(height)",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard spawned == 0 else { throw TestFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        pid = child
        commands = toBrowser[1]
        replies = fromBrowser[0]
        let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        session = try send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(replies)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command (to the page, once attached) and returns its result; throws its error,
    /// or when no reply comes within `seconds`.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], seconds: Double = 30) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if !session.isEmpty { message["sessionId"] = session }
        var bytes = Array(try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        guard write(commands, bytes, bytes.count) == bytes.count else { throw TestFailure("cannot write to Chromium") }
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let object = try JSONSerialization.jsonObject(with: Data(buffer[..<end])) as? [String: Any] ?? [:]
                buffer.removeSubrange(...end)
                guard object["id"] as? Int == nextID else { continue }
                if let error = object["error"] { throw TestFailure("\(method): \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            var ready = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard remaining > 0, poll(&ready, 1, remaining) > 0 else { throw TestFailure("\(method): no reply from Chromium") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw TestFailure("Chromium closed its pipe") }
            buffer += chunk[0..<count]
        }
    }

    /// Loads `url` in the page.
    func navigate(_ url: String) throws {
        try send("Page.enable")
        try send("Page.navigate", ["url": url])
    }

    /// The value of a JavaScript expression in the page (promises awaited), as JSON gives it.
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw TestFailure("\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `expression` is truthy in the page (at most `seconds`) and returns its value;
    /// nil when it never was.
    func wait(until expression: String, seconds: Double = 10) throws -> Any? {
        let polling = """
            new Promise((resolve) => {
              const started = Date.now();
              const check = () => {
                let value = null;
                try { value = (\(expression)); } catch (error) {}
                if (value || Date.now() - started > \(Int(seconds * 1000))) resolve(value || null);
                else setTimeout(check, 25);
              };
              check();
            })
            """
        return try evaluate(polling)
    }

    /// A PNG screenshot of the page.
    func screenshot() throws -> Data {
        let result = try send("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw TestFailure("no screenshot")
        }
        return data
    }
}
