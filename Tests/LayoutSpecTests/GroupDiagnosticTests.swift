import ComplayoutDiagnostics
import ComplayoutSpec
import Testing

/// `invalid-group`: keys that do not make a group.
@Suite struct GroupDiagnosticTests {
    @Test func noKindKey() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  1️⃣size: { width: fractionalWidth(1), height: absolute(44) }
                  subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "invalid-group", "group has no kind key; put 'size' and 'subitems' under 'horizontal:', 'vertical:' or 'custom:'")
    }

    @Test func emptyGroup() {
        expectDiagnostic(
            "layout:\n  section:\n    group: 1️⃣{}\n", "invalid-group",
            "group needs one kind key: 'horizontal', 'vertical' or 'custom'")
    }

    @Test func misspeltKindKeyIsOneMistake() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  1️⃣horizontl:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "unknown-key", "unknown key 'horizontl' in group; did you mean 'horizontal'?")
    }

    @Test func twoKindKeys() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  vertical:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                  1️⃣horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "invalid-group", "group has more than one kind key ('horizontal' and 'vertical'); use exactly one")
    }

    @Test func bodyKeyBesideTheKindKey() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                  1️⃣contentInsets: 4
            """,
            "invalid-group", "'contentInsets' belongs inside 'horizontal:', not beside it")
    }

    @Test func countWithTwoSubitems() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    1️⃣count: 3
                    subitems:
                      - item: { size: { width: 10, height: 10 } }
                      - item: { size: { width: 20, height: 10 } }
            """,
            "invalid-group", "'count' takes exactly one subitem, found 2")
    }

    @Test func repeatWithTwoSubitems() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  vertical:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - item: { size: { width: 10, height: 10 } }
                      - item: { size: { width: 20, height: 10 } }
                    1️⃣repeat: 2
            """,
            "invalid-group", "'repeat' takes exactly one subitem, found 2")
    }

    @Test func countAndRepeat() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    count: 3
                    1️⃣repeat: 3
                    subitems: [ { item: { size: { width: 10, height: 10 } } } ]
            """,
            "invalid-group", "'count' and 'repeat' cannot be combined in one group")
    }

    @Test func emptySubitems() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems: 1️⃣[]
            """,
            "invalid-group", "'subitems' needs at least one item or group")
    }

    @Test func emptyFrames() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  custom:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    frames: 1️⃣[]
            """,
            "invalid-group", "'frames' needs at least one frame")
    }

    @Test(arguments: [
        ("subitems", "[ { item: { size: { width: 10, height: 10 } } } ]"), ("count", "2"), ("repeat", "2"),
        ("interItemSpacing", "fixed(4)"),
    ])
    func stackingKeysInACustomGroup(key: String, value: String) {
        expectDiagnostic("""
            layout:
              section:
                group:
                  custom:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    frames: [ { x: 0, y: 0, width: 10, height: 10 } ]
                    1️⃣\(key): \(value)
            """,
            "invalid-group", "'\(key)' does not apply to a custom group, whose items are placed by 'frames'")
    }

    @Test func framesInAStackingGroup() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    1️⃣frames: [ { x: 0, y: 0, width: 10, height: 10 } ]
            """,
            "invalid-group", "'frames' applies only to a custom group; write 'custom:' instead of 'horizontal:'")
    }

    @Test func customFrameNeedsAllFourValues() {
        expectDiagnostic("""
            layout:
              section:
                group:
                  custom:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    frames: [ 1️⃣{ x: 0, y: 0, width: 10 } ]
            """,
            "missing-key", "missing required key 'height' in frame")
    }

    @Test func nestedGroupErrorsAreFound() {
        expectDiagnostics("""
            layout:
              section:
                group:
                  horizontal:
                    size: { width: fractionalWidth(1), height: absolute(44) }
                    subitems:
                      - group:
                          vertical:
                            size: { width: 1️⃣-1, height: fractionalHeight(1) }
                            subitems:
                              - group:
                                  custom:
                                    size: { width: 10, height: 10 }
                                    frames: [ { x: 0, y: 0, width: 10, height: 10, zIndex: 2️⃣high } ]
            """, [
                Expected("negative-value", "expected a non-negative number for 'width', found -1"),
                Expected("wrong-type", "expected an integer for 'zIndex', found 'high'", at: "2️⃣"),
            ])
    }
}
