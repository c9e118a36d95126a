import Testing

/// Keys that are indexes (`sizes`, `orthogonalOffsets`) written twice in different spellings of
/// one number are the duplicate keys they are, not a silent last-one-wins.
@Suite struct IndexKeyTests {
    @Test func sizesKeysSpeltTwoWays() {
        let spec = specWithSection(simpleGroup) + """

            data:
              sections:
                - items: 3
                  sizes: { 1: { height: 10 }, 2️⃣+1: { height: 20 }, 3️⃣1.0: { height: 30 }, 0: { height: 5 } }
            """
        expectDiagnostics(
            spec.replacingOccurrences(of: "{ 1:", with: "{ 1️⃣1:"),
            [
                Expected("duplicate-key", "duplicate key '+1' in this mapping: it is item index 1, as '1' is", at: "2️⃣"),
                Expected("duplicate-key", "duplicate key '1.0' in this mapping: it is item index 1, as '1' is", at: "3️⃣"),
            ])
    }

    @Test func orthogonalOffsetKeysSpeltTwoWays() {
        let spec = """
            environment:
              orthogonalOffsets: { 0: { x: 1, y: 0 }, 1️⃣00: { x: 5, y: 0 } }
            layout:
              section:
                orthogonalScrollingBehavior: continuous
            \(simpleGroup)
            """
        expectDiagnostic(spec, "duplicate-key", "duplicate key '00' in this mapping: it is section index 0, as '0' is")
    }
}
