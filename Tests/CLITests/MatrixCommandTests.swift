import Foundation
import Testing

/// `complayout matrix`: a spec whose only alternative needs 600 pt, so it is invalid below that.
@Suite struct MatrixCommandTests {
    private let spec = """
        layout:
          sections:
            - - when: { minWidth: 600 }
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(100) }
                    subitems: [ { item: { size: { width: fractionalWidth(0.25), height: fractionalHeight(1) } } } ]
        data: { sections: [10] }
        """

    private func writeSpec() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString).yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func tableRowsPerEnvironment() throws {
        let path = try writeSpec()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try complayout("matrix", path, "--width", "320,768")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].contains("invalid") && lines[1].contains("[no-matching-variant]"))
        // 768: 4 per row, ⌈10 / 4⌉ = 3 rows of 100.
        #expect(lines[2].contains("768 × 300") && lines[2].contains("s0: 4 per group × 3 (alternative 0)"))
    }

    @Test func checkFailsWhenAnyEnvironmentIsInvalid() throws {
        let path = try writeSpec()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try complayout("matrix", path, "--width", "320,768", "--check").status == 1)
        #expect(try complayout("matrix", path, "--width", "600,768", "--check").status == 0)
    }

    @Test func jsonHasOneObjectPerEnvironment() throws {
        let path = try writeSpec()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try complayout("matrix", path, "--width", "768", "--rtl", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let rows = try #require(json["environments"] as? [[String: Any]])
        #expect(rows.map { $0["layoutDirection"] as? String } == ["leftToRight", "rightToLeft"])
        #expect(rows.allSatisfy { $0["valid"] as? Bool == true })
    }

    @Test func badListsAreUsageErrors() throws {
        #expect(try complayout("matrix", "Specs/examples/photo-grid.yaml", "--width", "320,x").status == 2)
        #expect(try complayout("matrix", "Specs/examples/photo-grid.yaml", "--size-class", "huge").status == 2)
    }
}
