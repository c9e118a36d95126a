import Foundation
import ComplayoutCodegen
import Testing

/// The generated Swift, compared line for line with files reviewed by hand (Goldens/*.swift).
@Suite struct GoldenTests {
    /// (spec, golden) pairs: an example from Specs/, and specs written for these tests.
    static let cases: [(spec: String, golden: String)] = [
        ("Specs/examples/photo-grid.yaml", "photo-grid.swift"),
        ("Tests/SwiftCodegenTests/Goldens/shared-definitions.yaml", "shared-definitions.swift"),
        ("Tests/SwiftCodegenTests/Goldens/variants-and-lists.yaml", "variants-and-lists.swift"),
        ("Tests/SwiftCodegenTests/Goldens/badges-and-custom.yaml", "badges-and-custom.swift"),
    ]

    @Test(arguments: cases.map(\.spec))
    func generatedCodeMatchesGolden(spec: String) throws {
        let golden = try #require(Self.cases.first { $0.spec == spec }?.golden)
        let fileName = URL(fileURLWithPath: spec).lastPathComponent
        let actual = try generatedSwift(packageFile(spec), options: SwiftCodeOptions(sourceFileName: fileName))
        let expected = try packageFile("Tests/SwiftCodegenTests/Goldens/\(golden)")
        #expect(actual == expected, "\(golden) differs at \(firstDifference(actual, expected))")
    }
}
