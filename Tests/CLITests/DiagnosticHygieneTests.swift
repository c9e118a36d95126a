import ComplayoutTestSupport
import Foundation
import Testing

/// What diagnostics show of a file (docs/diagnostics.md "How diagnostics show the source"):
/// control characters shown, not sent; lines broken where libyaml breaks them; UTF-16 quoted as
/// text; tags the reader does not read named; a warning about one place printed once.
@Suite struct DiagnosticHygieneTests {
    /// Runs `complayout ARGUMENTS FILE` on a file holding `bytes`.
    private func run(_ bytes: [UInt8], _ arguments: String...) throws -> ProcessRun {
        let file = try temporaryDirectory().appendingPathComponent("spec.yaml")
        try Data(bytes).write(to: file)
        return try complayout(arguments: arguments + [file.path])
    }

    private static let section = """
        layout:
          section:
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(44) }
                subitems:
                  - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }

        """

    @Test func controlCharactersInAKeyAreShownNotSent() throws {
        // A double-quoted key may hold any character: ESC and NUL reach the message and the line.
        let text = "layout:\n  section:\n    \"gr\\e[31moup\\0\": 1\n"
        let result = try run(Array(text.utf8), "validate")
        #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.errors.contains(#"unknown key 'gr\u001B[31moup\u0000' in section"#))
    }

    @Test func controlCharactersInASourceLineKeepTheCaretAligned() throws {
        // libyaml refuses the raw ESC at 3:7; the quoted line shows it as one column, ␛.
        let result = try run(Array("layout:\n  section:\n    gr\u{1B}oup: 1\n".utf8), "validate")
        #expect(result.errors.hasSuffix(":3:7: error: control characters are not allowed (U+001B) [yaml-syntax]\n    gr\u{241B}oup: 1\n      ^\n"))
    }

    @Test(arguments: ["\r", "\r\n", "\u{85}", "\u{2028}"])
    func everyLineBreakLibYAMLKnowsQuotesTheRightLine(lineBreak: String) throws {
        let text = ["layout:", "  section:", "    grup: 1", ""].joined(separator: lineBreak)
        let result = try run(Array(text.utf8), "validate")
        #expect(result.errors.contains(":3:5: error: unknown key 'grup' in section; did you mean 'group'? [unknown-key]\n    grup: 1\n    ^~~~\n"))
    }

    @Test func utf16IsQuotedAsText() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "layout:\n  section:\n    grup: 1\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = try run(bytes, "validate")
        #expect(result.errors.contains(":3:5: error: unknown key 'grup' in section; did you mean 'group'? [unknown-key]\n    grup: 1\n    ^~~~\n"))
    }

    @Test func tagsTheReaderDoesNotReadAreRefusedByName() throws {
        let binary = try run(Array(Self.section.replacingOccurrences(of: "  section:\n", with: "  section:\n    interGroupSpacing: !!binary aGVsbG8=\n").utf8), "validate")
        #expect(binary.errors.contains("error: the YAML tag '!!binary' is not read on a scalar; a layout file uses !!bool, !!float, !!int, !!null, !!str there, or no tag [yaml-syntax]"))
        let mapping = try run(Array(Self.section.replacingOccurrences(of: "  section:\n", with: "  section: !custom\n").utf8), "validate")
        #expect(mapping.errors.contains("error: the YAML tag '!custom' is not read on a mapping; a layout file uses !!map there, or no tag [yaml-syntax]"))
        let string = try run(Array(Self.section.replacingOccurrences(of: "  section:\n", with: "  section:\n    interGroupSpacing: !!str 8\n").utf8), "validate")
        #expect(string.errors.contains("expected a number for 'interGroupSpacing', found '8' tagged !!str [wrong-type]"))
        // The core tags that fit the node read as if untagged.
        let core = Self.section.replacingOccurrences(of: "  section:\n", with: "  section: !!map\n    interGroupSpacing: !!int 8\n")
        #expect(try run(Array(core.utf8), "validate").status == 0)
    }

    @Test func aPixelTooCoarseForAFractionIsNamedAsTheCause() throws {
        let text = "environment:\n  traits: { displayScale: 0.001 }\n" + Self.section
        let result = try run(Array(text.utf8), "validate")
        #expect(result.errors.contains(
            "error: there is no room for this group: its effective width is 0: fractions floor to whole pixels, and at a "
                + "displayScale of 0.001 a pixel is 1000 points (R4, R21) [group-no-room]"))
    }

    @Test func aWarningAboutOnePlaceIsPrintedOnce() throws {
        // One custom group, through an alias, in sections of two widths: its frames overlap by a
        // different area in each, but they are the same frames.
        let text = """
            layout:
              sections:
                - group: &g
                    custom:
                      size: { width: fractionalWidth(1), height: absolute(100) }
                      frames:
                        - { x: 0, y: 0, width: fractionalWidth(0.5), height: absolute(50) }
                        - { x: 10, y: 10, width: fractionalWidth(0.5), height: absolute(50) }
                - contentInsets: { leading: 100 }
                  group: *g
            data:
              sections: [1, 1]

            """
        let result = try run(Array(text.utf8), "eval")
        #expect(result.status == 0)
        #expect(result.errors.components(separatedBy: "[overlapping-items]").count == 2)
    }
}
