import ComplayoutTestSupport
import CompositionalLayoutKit
import Foundation
import Testing

/// docs/compositional-layout-kit.md shows DocumentationExample.swift and what it prints.
@MainActor @Suite struct DocumentationTests {
    private let page = packageRoot.appendingPathComponent("docs/compositional-layout-kit.md")

    @Test func thePageShowsTheExample() throws {
        let file = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Tests/CompositionalLayoutKitTests/DocumentationExample.swift"),
            encoding: .utf8)
        let code = file.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1]
        #expect(try String(contentsOf: page, encoding: .utf8).contains("```swift\n\(code)```\n"))
    }

    @Test func thePageShowsWhatItPrints() throws {
        let text = try String(contentsOf: page, encoding: .utf8)
        for width in [390.0, 820] {
            let printed = try describeLayout(width: width).joined(separator: "\n")
            #expect(text.contains("```\n\(printed)\n```\n"), "width \(width):\n\(printed)")
        }
    }
}
