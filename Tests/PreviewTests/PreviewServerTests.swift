import ComplayoutTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `complayout preview`'s server, run as a user runs it, over plain HTTP on loopback.
///
/// photo-grid.yaml (8 cells): 4-point side insets and spacing; its second row holds three cells of
/// (W − 8 − 2 × 4) / 3 each — at 768 points, 752 / 3 = 250.667, so cell 0,5 starts at
/// 4 + 250.667 + 4 = 258.667; its two groups are 378 tall with 4 between them: 760.
@Suite(.serialized) struct PreviewServerTests {
    @Test func layoutAtAnEnvironment() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let reply = try preview.client.get("/api/layout?width=768")
        #expect(reply.status == 200)
        #expect(reply.headers["content-type"] == "application/json")
        let json = try reply.json()
        #expect(json["evaluated"] as? Bool == true)
        #expect(json["contentSize"] as? [String: Double] == ["width": 768, "height": 760])
        #expect(json["elementCount"] as? Int == 8)
        #expect(json["complete"] as? Bool == true)
        #expect((json["evaluationMilliseconds"] as? Double ?? -1) >= 0)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.count == 8)
        let cell = try #require(elements.first { $0["indexPath"] as? [Int] == [0, 5] })
        let frame = try #require(cell["frame"] as? [String: Double])
        #expect(abs(frame["x"]! - 258.667) < 0.001 && abs(frame["width"]! - 250.667) < 0.001)
    }

    @Test func devicePresetAndRightToLeft() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let json = try preview.client.get("/api/layout?device=iphone-se&rtl=1").json()
        let environment = try #require(json["environment"] as? [String: Any])
        // iPhone SE: 375 × 667 at @2x (docs/cli.md).
        #expect(environment["container"] as? [String: Double] == ["width": 375, "height": 667])
        #expect(environment["displayScale"] as? Double == 2)
        #expect(environment["layoutDirection"] as? String == "rightToLeft")
        // Mirrored (R55): cell 0,0 is 254 wide after the 4-point leading inset: x = 375 − 4 − 254 = 117.
        let elements = try #require(json["elements"] as? [[String: Any]])
        let cell = try #require(elements.first { $0["indexPath"] as? [Int] == [0, 0] })
        #expect((cell["frame"] as? [String: Double])?["x"] == 117)
    }

    @Test func largeLayoutsAreSentForARectangle() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/billion-items.yaml"])
        let json = try preview.client.get("/api/layout?rect=0,0,400,1000").json()
        #expect(json["complete"] as? Bool == false)
        #expect((json["elementCount"] as? Int ?? 0) >= 1_000_000_000)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(!elements.isEmpty && elements.count < 1_000)
        for element in elements {
            let frame = try #require(element["frame"] as? [String: Double])
            #expect(frame["y"]! < 1000 && frame["y"]! + frame["height"]! > 0)
        }
        let tooLarge = try preview.client.get("/api/layout?rect=0,0,400,100000000")
        #expect(tooLarge.status == 400)
        #expect(try tooLarge.json()["error"] as? String == "the rectangle holds more than 5000 elements; ask for a smaller 'rect'")
    }

    @Test func explainsAnElementWithItsPlaces() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let json = try preview.client.get("/api/explain?index-path=0,1").json()
        let text = try #require(json["text"] as? String)
        // 4 + 254 + 4 = 262 across; (254 − 4) / 2 = 125 tall.
        #expect(text.hasPrefix("cell [0, 1]: (262, 0, 124, 125), zIndex 0"))
        #expect(text.contains("section 0 — photo-grid.yaml:9:5"))
        let explanation = try #require(json["explanation"] as? [String: Any])
        #expect(explanation["frame"] as? [String: Double] == ["x": 262, "y": 0, "width": 124, "height": 125])
    }

    @Test func orthogonalSectionsRestWhereScrollTargetsSays() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/carousels.yaml"])
        // Group paging with a 322-point stride: 100 + 0.499 × 800 = 499.2, nearer 322 than 0.
        let json = try preview.client.get("/api/scroll-targets?section=0&offset=100&velocity=800").json()
        #expect(json["restingOffset"] as? Double == 322)
        // At offset 322, card 0,1 (at 342 at rest) is at 342 − 322 = 20.
        let layout = try preview.client.get("/api/layout?orthogonal-offsets=0:322").json()
        let elements = try #require(layout["elements"] as? [[String: Any]])
        let card = try #require(elements.first { $0["indexPath"] as? [Int] == [0, 1] })
        #expect((card["frame"] as? [String: Double])?["x"] == 20)
        let sections = try #require(layout["orthogonalSections"] as? [[String: Any]])
        #expect(sections.first?["offset"] as? Double == 322)
    }

    @Test func eventsAnnounceEachSaveOnce() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let events = try EventStream(preview.client)
        #expect(events.wait(for: "event: hello\ndata: 0\n\n", seconds: 5))
        let file = preview.file("Specs/examples/photo-grid.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "sections: [8]", with: "sections: [5]").write(to: file, atomically: false, encoding: .utf8)
        #expect(events.wait(for: "event: change\ndata: 1\n\n", seconds: 5))
        #expect(try preview.client.get("/api/layout").json()["elementCount"] as? Int == 5)
        // Nothing changed since: no second event.
        #expect(!events.wait(for: "data: 2", seconds: 1))
    }

    @Test func aDataFileIsWatchedAsTheSpecIs() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"], data: "sections: [2]\n")
        #expect(try preview.client.get("/api/layout").json()["elementCount"] as? Int == 2)
        let events = try EventStream(preview.client)
        #expect(events.wait(for: "event: hello", seconds: 5))
        try "sections: [6]\n".write(to: preview.folder.appendingPathComponent("data.yaml"), atomically: false, encoding: .utf8)
        #expect(events.wait(for: "event: change\ndata: 1\n\n", seconds: 5))
        #expect(try preview.client.get("/api/layout").json()["elementCount"] as? Int == 6)
    }

    @Test func aBrokenSpecGivesItsDiagnostics() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let file = preview.file("Specs/examples/photo-grid.yaml")
        try "layout:\n  section:\n    group: [\n".write(to: file, atomically: true, encoding: .utf8)
        let events = try EventStream(preview.client)
        #expect(events.wait(for: "event: change", seconds: 5))
        let json = try preview.client.get("/api/layout").json()
        #expect(json["evaluated"] as? Bool == false)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        let record = try #require(first["record"] as? [String: Any])
        #expect(record["file"] as? String == "photo-grid.yaml")
        #expect(record["line"] is Int && record["column"] is Int)
        let text = try #require(first["text"] as? String)
        #expect(text.hasPrefix("photo-grid.yaml:\(record["line"]!):\(record["column"]!): error: "))
        #expect(text.contains("^"))
    }

    @Test func badRequestsAreRefusedWithAReason() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml", "Specs/examples/carousels.yaml"])
        let cases: [(String, Int, String)] = [
            ("/api/layout?colour=red", 400, "unknown parameter 'colour'"),
            ("/api/layout?width=abc", 400, "'abc' is invalid for '--width <width>'"),
            ("/api/layout?width=-5", 400, "--width must be a positive number of points"),
            ("/api/layout?device=nokia", 400, "'nokia' is invalid for '--device <name>'"),
            ("/api/layout?rtl=yes", 400, "'rtl' is 1 (right to left) or 0 (left to right), not 'yes'"),
            ("/api/layout?width=1&width=2", 400, "the parameter 'width' is given twice"),
            ("/api/layout?rect=1,2,3", 400, "'rect' takes X,Y,W,H"),
            ("/api/layout?index-path=0,1", 400, "unknown parameter 'index-path'"),
            ("/api/layout?orthogonal-offsets=a:b", 400, "'orthogonal-offsets' takes SECTION:OFFSET pairs"),
            ("/api/explain", 400, "'index-path' is required"),
            ("/api/explain?index-path=0,x", 400, "'index-path' takes S,I"),
            ("/api/explain?index-path=0,99", 404, "the layout has no cell [0, 99]"),
            ("/api/scroll-targets?section=0", 404, "section 0 does not scroll orthogonally"),
            ("/api/scroll-targets?section=0&velocity=inf", 400, "'velocity' must be a finite number"),
            ("/api/scroll-targets", 400, "'section' is required"),
        ]
        for (target, status, message) in cases {
            let reply = try preview.client.get(target)
            #expect(reply.status == status, "\(target)")
            let error = try reply.json()["error"] as? String ?? ""
            #expect(error.contains(message), "\(target): \(error)")
        }
        #expect(try preview.client.get("/no/such/page").status == 404)
    }

    @Test func onlyTheSpecsFolderIsServed() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let outside = preview.folder.deletingLastPathComponent().appendingPathComponent("secret.yaml")
        try "secret: 1\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: preview.folder.appendingPathComponent("link.yaml"), withDestinationURL: outside)
        let inside = try preview.client.get("/source/photo-grid.yaml")
        #expect(inside.status == 200)
        #expect(inside.body.hasPrefix("name: Photo grid"))
        for target in [
            "/source/../secret.yaml", "/source/%2e%2e/secret.yaml", "/source/..%2fsecret.yaml", "/source/link.yaml",
            "/source/%2Fetc%2Fpasswd",
        ] {
            let reply = try preview.client.get(target)
            #expect(reply.status == 403 || reply.status == 404, "\(target)")
            #expect(!reply.body.contains("secret: 1"), "\(target)")
        }
        #expect(try preview.client.get("/source/../secret.yaml").status == 403)
        #expect(try preview.client.get("/source/link.yaml").status == 403)
        #expect(try preview.client.get("/source/missing.yaml").status == 404)
    }

    @Test func listensOnLoopbackOnly() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        #expect(preview.address.hasPrefix("http://127.0.0.1:"))
        // Another address of this machine reaches no server on that port.
        for address in Self.nonLoopbackAddresses() {
            #expect(throws: TestFailure.self, "\(address)") {
                _ = try LoopbackHTTP(address: address, port: preview.port).get("/api/info")
            }
        }
        // A page of another site, its name pointed at 127.0.0.1, is refused.
        let rebound = try preview.client.get("/api/info", host: "evil.example:\(preview.port)")
        #expect(rebound.status == 403)
        #expect(try preview.client.get("/api/info", host: "localhost:\(preview.port)").status == 200)
    }

    @Test func sigintShutsDownCleanlyWithAnOpenEventStream() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let events = try EventStream(preview.client)
        #expect(events.wait(for: "event: hello", seconds: 5))
        #expect(preview.interrupt(within: 10) == 0)
        #expect(throws: TestFailure.self) { _ = try preview.client.get("/api/info") }
    }

    @Test func aPortInUseIsAnError() throws {
        let preview = try PreviewProcess(serving: ["Specs/examples/photo-grid.yaml"])
        let run = try ProcessRun.complayout(
            arguments: ["preview", preview.file("Specs/examples/photo-grid.yaml").path, "--port", String(preview.port)])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("complayout: error: cannot serve on 127.0.0.1:\(preview.port): "))
    }

    @Test func startingFilesThatCannotBeReadAreErrors() throws {
        let missingSpec = try ProcessRun.complayout("preview", "Specs/examples/no-such.yaml", "--port", "0")
        #expect(missingSpec.status == 2)
        #expect(missingSpec.errors == "Specs/examples/no-such.yaml: error: cannot read the file [unreadable-file]\n")
        let missingData = try ProcessRun.complayout(
            "preview", "Specs/examples/photo-grid.yaml", "--data", "Specs/examples/no-such.yaml", "--port", "0")
        #expect(missingData.status == 2)
        #expect(missingData.errors == "Specs/examples/no-such.yaml: error: cannot read the file [unreadable-file]\n")
        let standardInput = try ProcessRun.complayout("preview", "-")
        #expect(standardInput.status == 2)
        #expect(standardInput.errors.hasPrefix("Error: preview watches a file: standard input cannot be previewed\n"))
    }

    /// This machine's IPv4 addresses other than 127.0.0.0/8.
    static func nonLoopbackAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var entry = list
        while let current = entry {
            if let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
                if getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 {
                    let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    if !text.hasPrefix("127.") { addresses.append(text) }
                }
            }
            entry = current.pointee.ifa_next
        }
        return addresses
    }
}
