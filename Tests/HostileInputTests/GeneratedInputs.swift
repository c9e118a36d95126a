import Foundation

/// Hostile inputs too large to commit, written once per test run into a temporary directory of
/// the test process's own (runs in other checkouts on the same machine must not delete each
/// other's files); each is deleted once its test has run. Every expected position is worked out
/// from how the file is built.
enum GeneratedInputs {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-hostile-inputs-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The default byte limit, `YAMLLimits.maxBytes` (16 MiB).
    static let byteLimit = 16 << 20

    static let all: [HostileInput] = [
        write("empty.yaml", Data(), expecting: .refused(id: "missing-key", line: 1, column: 1)),
        fiftyMegabytes(),
        justUnderTheByteLimit(),
        deepNesting(),
        tooManyNodes(),
        manyMistakes(),
        tooManySections(),
        mistakeAfterManyNodes(),
        sixteenMillionLines(),
        megabyteWord(),
        megabyteFunctionName(),
        threeMillionHeights(),
    ]

    /// 50 MB of 80-byte comment lines, written a megabyte at a time (the test process stays small,
    /// since Linux counts its size into a child's `ru_maxrss`). Byte offset 16,777,216 is 209,715
    /// whole lines (16,777,200 bytes) plus 16 bytes into the next: line 209,716, column 17.
    private static func fiftyMegabytes() -> HostileInput {
        let line = "#" + String(repeating: " ", count: 78) + "\n"
        let megabyte = Data(String(repeating: line, count: 12_500).utf8)  // 1,000,000 bytes
        let url = directory.appendingPathComponent("fifty-megabytes.yaml")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        if let handle = try? FileHandle(forWritingTo: url) {
            for _ in 0..<50 { try? handle.write(contentsOf: megabyte) }
            try? handle.close()
        }
        return HostileInput(
            name: "fifty-megabytes.yaml (generated)", path: url.path,
            expected: .refused(id: "file-too-large", line: 209_716, column: 17), isGenerated: true)
    }

    /// A valid spec padded with a comment to exactly the byte limit: accepted.
    private static func justUnderTheByteLimit() -> HostileInput {
        var text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }
            # 
            """
        text += String(repeating: "x", count: byteLimit - text.utf8.count)
        return write("exactly-the-byte-limit.yaml", Data(text.utf8), expecting: .accepted)
    }

    /// A million `[`: the root sequence is level 1, so the 129th `[` (column 129) is the first
    /// past 128 levels.
    private static func deepNesting() -> HostileInput {
        write("million-brackets.yaml", Data(String(repeating: "[", count: 1_000_000).utf8),
            expecting: .refused(id: "nesting-too-deep", line: 1, column: 129))
    }

    /// `[0,0,…,0]` with 250,001 scalars: the sequence is node 1, scalar i is node i + 1, so
    /// scalar 250,000 (column 2 + 2 × 249,999 = 500,000) is the first past 250,000 nodes.
    private static func tooManyNodes() -> HostileInput {
        let text = "[" + String(repeating: "0,", count: 250_000) + "0]"
        return write("too-many-scalars.yaml", Data(text.utf8), expecting: .refused(id: "too-many-nodes", line: 1, column: 500_000))
    }

    /// One line of 100,000 unknown keys, `{k0: 0,k1: 0,…}`: the first is at column 2; only the
    /// first hundred are reported, and only a window of the line is quoted under each.
    private static func manyMistakes() -> HostileInput {
        let text = "{" + (0..<100_000).map { "k\($0): 0" }.joined(separator: ",") + "}"
        return write("hundred-thousand-unknown-keys.yaml", Data(text.utf8), expecting: .refused(id: "unknown-key", line: 1, column: 2))
    }

    /// 10,001 one-item sections on line 8, `  sections: [1, 1, …]`: section i starts at column
    /// 14 + 3i, so section 10,000, the first past the limit, at column 30,014.
    private static func tooManySections() -> HostileInput {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [{ item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } }]
            data:
              sections: [\(Array(repeating: "1", count: 10_001).joined(separator: ", "))]

            """
        return write("ten-thousand-and-one-sections.yaml", Data(text.utf8),
            expecting: .refused(id: "too-many-sections", line: 8, column: 30_014))
    }

    /// 22,000 layout boundary items (about 242,000 nodes, near the limit) and a negative height in
    /// one more: everything is read before the mistake is found. The file is one line, so the
    /// mistake's column is the length of what comes before it, plus one.
    private static func mistakeAfterManyNodes() -> HostileInput {
        let items = (0..<22_000).map {
            "{kind: h\($0), size: {width: fractionalWidth(1), height: absolute(1)}, alignment: top}"
        }.joined(separator: ", ")
        let before = "layout: {boundarySupplementaryItems: [\(items), {kind: bad, size: {width: fractionalWidth(1), height: "
        let text = before + "absolute(-1)}, alignment: top}], section: {group: {horizontal: {size: "
            + "{width: fractionalWidth(1), height: absolute(44)}, subitems: [{item: {size: "
            + "{width: fractionalWidth(1), height: absolute(1)}}}]}}}}\n"
        return write("mistake-after-many-nodes.yaml", Data(text.utf8),
            expecting: .refused(id: "negative-value", line: 1, column: before.utf8.count + 1))
    }

    /// 16,000,000 empty lines, then `a: b: c` on line 16,000,001, whose second colon (column 5)
    /// libyaml refuses: quoting that line must not cost a table of sixteen million lines.
    private static func sixteenMillionLines() -> HostileInput {
        let text = String(repeating: "\n", count: 16_000_000) + "a: b: c\n"
        return write("sixteen-million-lines.yaml", Data(text.utf8),
            expecting: .refused(id: "yaml-syntax", line: 16_000_001, column: 5))
    }

    /// A 9 MB enum word: no "did you mean" is worked out for it (that would cost its length times
    /// every candidate's), and it is quoted cut. The value starts after `  scrollDirection: `, at
    /// column 20.
    private static func megabyteWord() -> HostileInput {
        let text = "layout:\n  scrollDirection: \(String(repeating: "horizontl", count: 1_000_000))\n  section: {}\n"
        return write("megabyte-word.yaml", Data(text.utf8), expecting: .refused(id: "invalid-value", line: 2, column: 20))
    }

    /// A dimension whose form name is 7.5 MB long. The value starts after
    /// `        size: { width: ` (23 characters), at column 24 of line 5.
    private static func megabyteFunctionName() -> HostileInput {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: \(String(repeating: "fractionalWidht", count: 500_000))(1), height: absolute(44) }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } }

            """
        return write("megabyte-function-name.yaml", Data(text.utf8), expecting: .refused(id: "invalid-value", line: 5, column: 24))
    }

    /// Three million measured heights in a 9 MB list, every other one a one-item row solved again
    /// (the rest measure their estimate, so the rows solved again are not one run and are listed
    /// one by one): packed, not nodes, read a number at a time, and refused by the stored-element
    /// bound (such rows count by their bytes, 32 each: 48 MB) before the instances are listed, at
    /// the root group's `horizontal:` (line 4, column 7).
    private static func threeMillionHeights() -> HostileInput {
        let text = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: estimated(44) }
                    subitems:
                      - item: { size: { width: fractionalWidth(1), height: estimated(44) } }
            data:
              sections:
                - items: 3000000
                  heights: [\(String(repeating: "88,44,", count: 1_500_000))]

            """
        return write(
            "three-million-heights.yaml", Data(text.utf8), expecting: .refused(id: "layout-too-many-elements", line: 4, column: 7))
    }

    private static func write(
        _ name: String, _ data: Data, expecting expected: HostileInput.Refusal
    ) -> HostileInput {
        let url = directory.appendingPathComponent(name)
        try? data.write(to: url)
        return HostileInput(name: name + " (generated)", path: url.path, expected: expected, isGenerated: true)
    }
}
