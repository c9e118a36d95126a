import ComplayoutTestSupport
import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct SyntaxErrorTests {
    @Test func messageKeepsProblemAndContextWithBothPositions() {
        let source = MarkedSource("a: 1️⃣[1, 2\nb2️⃣: 3\n")
        let found = diagnostics(source.text)
        #expect(found.count == 1)
        let error = found.first
        #expect(error?.id == "yaml-syntax")
        #expect(error?.message == "did not find expected ',' or ']' while parsing a flow sequence started at 1:4")
        #expect(error?.range == SourceRange(at: source[2]))
        #expect(error?.notes == [Diagnostic.Note("while parsing a flow sequence started here", at: SourceRange(at: source[1]))])
    }

    @Test func errorAtEndOfTextWithoutFinalNewlineStaysOnTheLastLine() {
        let source = MarkedSource("a: [1, 21️⃣")
        let found = diagnostics(source.text)
        #expect(found.first?.message == "did not find expected ',' or ']' while parsing a flow sequence started at 1:4")
        #expect(found.first?.range == SourceRange(at: source[1]))
    }

    @Test func unterminatedQuotedScalar() {
        let source = MarkedSource("a: 1️⃣'open\n2️⃣")
        let found = diagnostics(source.text)
        #expect(found.first?.message == "found unexpected end of stream while scanning a quoted scalar started at 1:4")
        #expect(found.first?.range == SourceRange(at: source[2]))
    }

    @Test func tabIndentationIsReportedWithPosition() {
        let source = MarkedSource("a:\n1️⃣\tb: 1\n")
        let found = diagnostics(source.text)
        #expect(found.map(\.id) == ["yaml-syntax"])
        #expect(found.first?.message == "a tab character indents this line; YAML indents with spaces only")
        #expect(found.first?.range == SourceRange(at: source[1]))
        #expect(found.first?.notes == [])
    }

    @Test func aTabAfterSpacesIsIndentationToo() {
        let source = MarkedSource("a:\n  1️⃣\tb: 1\n")
        #expect(diagnostics(source.text).first?.message == "a tab character indents this line; YAML indents with spaces only")
        #expect(diagnostics(source.text).first?.range == SourceRange(at: source[1]))
    }

    @Test func otherUnscannableCharactersKeepLibYAMLsMessage() {
        let found = diagnostics("a: 1\n@b: 2\n")
        #expect(found.first?.message.hasPrefix("found character that cannot start any token") == true)
    }

    @Test func invalidUTF8IsPositioned() {
        // "é: " then a lone 0xFF: the bad byte is on line 2, column 4 (é is one column).
        let bytes: [UInt8] = Array("x: 1\n\u{E9}: ".utf8) + [0xFF] + Array("\n".utf8)
        let found = diagnostics(bytes: bytes)
        #expect(found.map(\.id) == ["yaml-syntax"])
        #expect(found.first?.message == "invalid leading UTF-8 octet (byte 0xFF)")
        #expect(found.first?.range == SourceRange(at: SourcePosition(line: 2, column: 4)))
    }

    @Test func invalidUTF8PastLibyamlsFirstBufferIsPositioned() {
        // libyaml reads 16 KiB at a time; the offset it reports must still be the absolute one.
        let bytes: [UInt8] = Array(String(repeating: "- ü\n", count: 5000).utf8) + [0x2D, 0x20, 0xFE]
        let found = diagnostics(bytes: bytes)
        #expect(found.first?.message == "invalid leading UTF-8 octet (byte 0xFE)")
        #expect(found.first?.range == SourceRange(at: SourcePosition(line: 5001, column: 3)))
    }

    @Test func truncatedUTF8IsPositioned() {
        let bytes: [UInt8] = Array("a: b".utf8) + [0xC3]
        let found = diagnostics(bytes: bytes)
        #expect(found.first?.message == "incomplete UTF-8 octet sequence")
        #expect(found.first?.range == SourceRange(at: SourcePosition(line: 1, column: 5)))
    }

    @Test func controlCharacterIsPositioned() {
        let source = MarkedSource("a: 1️⃣\u{7}\n")
        let found = diagnostics(source.text)
        #expect(found.first?.message == "control characters are not allowed (U+0007)")
        #expect(found.first?.range == SourceRange(at: source[1]))
    }

    @Test func secondDocumentIsAnError() {
        for marked in ["a: 1\n1️⃣---2️⃣\nb: 2\n", "---\na: 1\n1️⃣---2️⃣\nb: 2\n", "a: 1\n...\n1️⃣---2️⃣\nb: 2\n"] {
            let source = MarkedSource(marked)
            let found = diagnostics(source.text)
            #expect(found.map(\.id) == ["multiple-documents"], "\(marked.debugDescription)")
            #expect(found.first?.range == source.range(1, 2), "\(marked.debugDescription)")
        }
    }

    @Test func oneExplicitDocumentIsFine() {
        #expect(diagnostics("---\na: 1\n...\n").isEmpty)
    }

    /// Every prefix of a rich document, cut anywhere (even inside a UTF-8 sequence), loads or
    /// throws: no input crashes the loader.
    @Test func everyPrefixLoadsOrThrows() {
        let text = """
            base: &base { width: fractionalWidth(1), height: 'abs(44)' }
            layout:
              section:
                group:
                  horizontal: { <<: *base, subitems: [ { item: *base }, "ü🙂" ] }
                notes: |
                  literal
            """
        let bytes = Array(text.utf8)
        for length in 0...bytes.count {
            let found = diagnostics(bytes: Array(bytes[..<length]))
            #expect(found.allSatisfy { $0.range == nil || $0.range!.start.line >= 1 })
        }
    }
}
