import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A reply of the preview server.
struct HTTPReply {
    var status: Int
    var headers: [String: String]
    var body: String

    /// The body as a JSON object.
    func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] else {
            throw TestFailure("not a JSON object: \(body.prefix(200))")
        }
        return object
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A plain HTTP/1.1 client over a TCP socket, so that the tests send exactly the bytes they mean —
/// a path with `..` in it, a `Host` of their choosing — which URL-normalising clients would not.
struct LoopbackHTTP {
    var address: String = "127.0.0.1"
    var port: Int

    /// Connects, or throws with the reason (`connection refused` for a port nobody listens on).
    func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestFailure("socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, address, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw TestFailure("connect to \(address):\(port): \(reason)")
        }
        return socket
    }

    /// `GET target`, the whole reply read.
    func get(_ target: String, host: String? = nil) throws -> HTTPReply {
        let socket = try connect()
        defer { close(socket) }
        try send(socket, request(target, host: host, close: true))
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return try Self.parse(data)
    }

    func request(_ target: String, host: String?, close: Bool) -> String {
        "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
            + (close ? "Connection: close\r\n" : "") + "\r\n"
    }

    func send(_ socket: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        guard Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw TestFailure("send: \(String(cString: strerror(errno)))")
        }
    }

    /// Status, headers and body (de-chunked) of a whole reply.
    static func parse(_ data: Data) throws -> HTTPReply {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = data.range(of: separator) else { throw TestFailure("no reply headers in \(data.count) bytes") }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw TestFailure("bad status line \(head[0])") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = dechunked(body) }
        return HTTPReply(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    private static func dechunked(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";")[0], radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            result.append(rest[start..<min(start + size, rest.endIndex)])
            rest = rest[min(start + size + 2, rest.endIndex)...]
        }
        return result
    }
}

/// The server-sent events of `/api/events`, read as they come.
final class EventStream {
    private let socket: Int32
    private(set) var received = ""

    init(_ client: LoopbackHTTP) throws {
        socket = try client.connect()
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        try client.send(socket, client.request("/api/events", host: nil, close: false))
    }

    deinit { close(socket) }

    /// Reads until what was received contains `text`, or `seconds` pass; whether it does.
    func wait(for text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) && Date() < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 { received += String(decoding: buffer[0..<count], as: UTF8.self) }
            if count == 0 { break }
        }
        return received.contains(text)
    }
}
