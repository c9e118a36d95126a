import ComplayoutTestSupport
import Foundation
import Testing

/// docs/architecture.md's module table is Package.swift's: the same modules, the same dependencies.
@Suite struct ArchitectureDocTests {
    /// Module → the package's modules it depends on, as `swift package dump-package` reads Package.swift.
    private static func declared() throws -> [String: Set<String>] {
        let swift = try #require(Toolchain.swift, "swift is not on PATH")
        // A scratch folder of its own: the package's .build is locked by the `swift test` running this.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try ProcessRun(
            swift, ["package", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "dump-package"])
        try #require(run.status == 0, "\(run.errors)")
        let package = try #require(try JSONSerialization.jsonObject(with: run.outputData) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        var modules: [String: Set<String>] = [:]
        for target in targets where (target["type"] as? String) != "test" {
            let name = try #require(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
            }
            modules[name] = Set(dependencies)
        }
        return modules
    }

    /// Module → dependencies, from the rows `| \`Module\` | what | \`A\`, \`B\` |` of the table.
    private static func documented() throws -> [String: Set<String>] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let row = #/^\| `(\w+)` \|.*\| ([^|]*) \|$/#
        var modules: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            guard let match = String(line).wholeMatch(of: row) else { continue }
            let names = String(match.output.2).matches(of: #/`(\w+)`/#).map { String($0.output.1) }
            modules[String(match.output.1)] = Set(names)
        }
        return modules
    }

    @Test func theModuleTableIsPackageSwifts() throws {
        let declared = try Self.declared()
        let documented = try Self.documented()
        #expect(declared.count >= 10)
        #expect(Set(documented.keys) == Set(declared.keys), "modules differ: docs/architecture.md vs Package.swift")
        for (module, dependencies) in declared {
            // Only the package's own modules are listed; products of other packages are not.
            let own = dependencies.filter { declared[$0] != nil }
            #expect(documented[module] == own, "\(module): docs say \(documented[module] ?? []), Package.swift \(own)")
        }
    }
}
