import ComplayoutDiagnostics
import Testing
import ComplayoutYAML

@Suite struct StructureTests {
    @Test func blockAndFlowGiveTheSameTree() {
        let block = root("""
            size:
              width: 1
              height: 2
            subitems:
              - a
              - b
            """)
        let flow = root("{size: {width: 1, height: 2}, subitems: [a, b]}")
        for node in [block, flow] {
            #expect(keys(of: node) == ["size", "subitems"])
            #expect(keys(of: value("size", in: node)) == ["width", "height"])
            #expect(value("subitems", in: node)?.sequence?.map { $0.scalar?.value } == ["a", "b"])
        }
    }

    @Test func scalarStylesAreKept() {
        let node = root("""
            p: plain
            s: 'single'
            d: "double\\n"
            l: |
              line
            f: >
              folded
              text

            """)
        let expected: [(String, YAMLScalar)] = [
            ("p", YAMLScalar(value: "plain", style: .plain)),
            ("s", YAMLScalar(value: "single", style: .singleQuoted)),
            ("d", YAMLScalar(value: "double\n", style: .doubleQuoted)),
            ("l", YAMLScalar(value: "line\n", style: .literal)),
            ("f", YAMLScalar(value: "folded text\n", style: .folded)),
        ]
        for (key, scalar) in expected {
            #expect(value(key, in: node)?.scalar == scalar, "key \(key)")
        }
    }

    @Test func explicitTagsAreKeptUntaggedAreNil() {
        let node = root("a: !!str 1\nb: ! x\nc: 3\nd: !!map {}\n")
        #expect(value("a", in: node)?.tag == "!!str")
        #expect(value("b", in: node)?.tag == "!")
        #expect(value("c", in: node)?.tag == nil)
        #expect(value("d", in: node)?.tag == "!!map")
    }

    /// A tag a layout file means nothing by — outside the core schema, or not fitting its node —
    /// is refused where it is written, whatever node it is on.
    @Test func tagsOutsideTheCoreSchemaAreRefused() {
        let cases = [
            ("a: !custom x\n", "1:4", "'!custom' is not read on a scalar"),
            ("a: !!binary aGk=\n", "1:4", "'!!binary' is not read on a scalar"),
            ("a: !custom { b: 1 }\n", "1:4", "'!custom' is not read on a mapping"),
            ("a: !!map [1]\n", "1:4", "'!!map' is not read on a sequence"),
            ("a: !!seq 1\n", "1:4", "'!!seq' is not read on a scalar"),
        ]
        for (text, place, message) in cases {
            let found = diagnostics(text)
            #expect(found.map(\.id) == ["yaml-syntax"], "\(text)")
            #expect(found.first.map { "\($0.range!.start.line):\($0.range!.start.column)" } == place, "\(text)")
            #expect(found.first?.message.contains(message) == true, "\(text)")
        }
    }

    @Test func emptyInputAndCommentsOnlyHaveNoRoot() throws {
        for text in ["", "\n\n", "# just a comment\n  # another\n"] {
            let document = try YAMLLoader.load(text)
            #expect(document.root == nil, "text \(text.debugDescription)")
        }
    }

    @Test func everyDefinedNodeHasItsOwnIdentity() {
        let node = root("a: [1, 2]\nb: {c: 3}\n")
        var identities: [Int] = []
        func collect(_ node: YAMLNode) {
            identities.append(node.identity)
            for child in node.sequence ?? YAMLNodeList() { collect(child) }
            for pair in node.mapping ?? YAMLPairList() {
                collect(pair.key)
                collect(pair.value)
            }
        }
        if let node { collect(node) }
        #expect(identities.count == 9)
        #expect(Set(identities).count == identities.count)
    }

    @Test func treeDumpShowsKindsRangesAndIdentities() {
        let node = root("a: &x [1, 'b']\n")
        #expect(node?.treeDump == """
            mapping @1:1-1:15 #1
              ? scalar plain "a" @1:1-1:2 #2
              : sequence &x @1:4-1:15 #3
                - scalar plain "1" @1:8-1:9 #4
                - scalar singleQuoted "b" @1:11-1:14 #5
            """)
    }

    @Test func stringAndBytesLoadTheSame() throws {
        let text = "a: [1, {b: ü}]\n"
        let fromString = try YAMLLoader.load(text)
        let fromBytes = try YAMLLoader.load(bytes: Array(text.utf8))
        // Nodes are equal when they are the same node of one document; two loads compare by
        // everything the dump shows: kinds, values, styles, tags, ranges and identities.
        #expect(fromString.root?.treeDump == fromBytes.root?.treeDump)
        #expect(fromString.root?.treeDump.contains("scalar plain \"ü\" @1:12-1:13") == true)
    }
}
