import Testing

@testable import ComplayoutOutput

@Suite struct SVGWriterTests {
    @Test func escapesMarkupAndDropsCharactersXMLForbids() {
        #expect(SVGWriter.escaped(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(SVGWriter.escaped("tab\there\u{1}") == "tab\there\u{FFFD}")
        #expect(SVGWriter.escaped("été ✓") == "été ✓")
    }

    @Test func writesOneElementPerLineIndentedByNesting() {
        var writer = SVGWriter()
        writer.begin("svg", [SVGAttribute("width", 10.5)])
        writer.leaf("rect", [SVGAttribute("x", 1.0 / 3)], tooltip: "cell <0>")
        writer.leaf("text", [SVGAttribute("fill", Colour(0x0A0B0C))], content: "a & b")
        writer.leaf("line", [])
        writer.end()
        #expect(
            writer.text == """
                <svg width="10.5">
                  <rect x="0.333"><title>cell &lt;0&gt;</title></rect>
                  <text fill="#0a0b0c">a &amp; b</text>
                  <line/>
                </svg>

                """)
    }

    @Test func numbersHaveAtMostThreeDecimals() {
        #expect(SVGAttribute.number(124.66666666666667) == "124.667")
        #expect(SVGAttribute.number(-0.0001) == "0")
        #expect(SVGAttribute.number(26_000_000_008) == "26000000008")
    }
}
