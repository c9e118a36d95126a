import ComplayoutModel
import ComplayoutSpec
import Testing

/// `flow:` sections (docs/flow.md): defaults, every key, and what a flow section refuses.
@Suite struct FlowReaderTests {
    private func flowConfiguration(of spec: SpecFile?) -> FlowConfiguration? {
        if case .flow(let flow)? = firstSection(spec)?.content { return flow }
        return nil
    }

    @Test func defaultsAreUIKits() throws {
        let flow = try #require(flowConfiguration(of: loadSpec(specWithSection("    flow: {}"))))
        #expect(flow.itemSize == Size(width: 50, height: 50))
        #expect(flow.minimumLineSpacing == 10)
        #expect(flow.minimumInteritemSpacing == 10)
        #expect(flow.sectionInset == .zero)
        #expect(flow.sectionInsetReference == .fromContentInset)
        #expect(flow.headerReferenceSize == .zero)
        #expect(flow.footerReferenceSize == .zero)
        #expect(flow.headersPinToVisibleBounds == false)
        #expect(flow.footersPinToVisibleBounds == false)
        #expect(flow.headerKind == "header")
        #expect(flow.footerKind == "footer")
    }

    @Test func everyKey() throws {
        let spec = loadSpec(specWithSection("""
                flow:
                  itemSize: { width: 70, height: 45 }
                  minimumLineSpacing: 4
                  minimumInteritemSpacing: 6
                  sectionInset: { top: 10, leading: 20, bottom: 10, trailing: 20 }
                  sectionInsetReference: fromLayoutMargins
                  headerReferenceSize: { width: 0, height: 40 }
                  footerReferenceSize: { width: 0, height: 20 }
                  headersPinToVisibleBounds: true
                  footersPinToVisibleBounds: yes
                  headerKind: LessonHeader
                  footerKind: LessonFooter
                decorationItems: [{ background: card }]
            """))
        let flow = try #require(flowConfiguration(of: spec))
        #expect(
            flow
                == FlowConfiguration(
                    itemSize: Size(width: 70, height: 45), minimumLineSpacing: 4, minimumInteritemSpacing: 6,
                    sectionInset: DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                    sectionInsetReference: .fromLayoutMargins, headerReferenceSize: Size(width: 0, height: 40),
                    footerReferenceSize: Size(width: 0, height: 20), headersPinToVisibleBounds: true,
                    footersPinToVisibleBounds: true, headerKind: "LessonHeader", footerKind: "LessonFooter",
                    source: flow.source))
        #expect(firstSection(spec)?.decorationItems.map(\.elementKind) == ["card"])
    }

    @Test func itemSizeMustBePositive() {
        expectDiagnostics(
            specWithSection("    flow: { itemSize: { width: 1️⃣0, height: 2️⃣-1 } }"),
            [
                Expected("invalid-value", "expected a positive number for 'width', found 0"),
                Expected("negative-value", "expected a positive number for 'height', found -1", at: "2️⃣"),
            ])
    }

    @Test func unknownKeySuggestsTheFlowKey() {
        expectDiagnostic(
            specWithSection("    flow: { 1️⃣minimumInterItemSpacing: 4 }"), "unknown-key",
            "unknown key 'minimumInterItemSpacing' in flow; did you mean 'minimumInteritemSpacing'?")
    }

    @Test func sectionKeysTheFlowSetsAreRefused() {
        expectDiagnostics(
            specWithSection("""
                    flow: {}
                    1️⃣interGroupSpacing: 4
                    2️⃣contentInsets: 4
                    3️⃣contentInsetsReference: none
                    4️⃣supplementaryContentInsetsReference: none
                    5️⃣supplementariesFollowContentInsets: false
                    6️⃣orthogonalScrollingBehavior: continuous
                """),
            [
                Expected(
                    "conflicting-keys",
                    "'interGroupSpacing' does not apply to a flow section; the space between rows is "
                        + "'minimumLineSpacing' in 'flow'"),
                Expected(
                    "conflicting-keys",
                    "'contentInsets' does not apply to a flow section; use 'sectionInset' in 'flow'", at: "2️⃣"),
                Expected(
                    "conflicting-keys",
                    "'contentInsetsReference' does not apply to a flow section; use 'sectionInsetReference' in 'flow'",
                    at: "3️⃣"),
                Expected(
                    "conflicting-keys",
                    "'supplementaryContentInsetsReference' does not apply to a flow section; a flow section's header "
                        + "and footer span the collection view",
                    at: "4️⃣"),
                Expected(
                    "conflicting-keys",
                    "'supplementariesFollowContentInsets' does not apply to a flow section; a flow section's header "
                        + "and footer span the collection view",
                    at: "5️⃣"),
                Expected(
                    "conflicting-keys",
                    "'orthogonalScrollingBehavior' does not apply to a flow section; a flow section scrolls with the "
                        + "layout",
                    at: "6️⃣"),
            ])
    }

    @Test func oneSectionKindOnly() {
        expectDiagnostics(
            specWithSection("""
                    list: {}
                    1️⃣flow: {}
                    2️⃣group:
                      horizontal:
                        size: { width: fractionalWidth(1), height: absolute(44) }
                        subitems: [ { item: { size: { width: 10, height: 10 } } } ]
                """),
            [
                Expected("conflicting-keys", "a section takes only one of 'group', 'list' and 'flow'"),
                Expected("conflicting-keys", "a section takes only one of 'group', 'list' and 'flow'", at: "2️⃣"),
            ])
    }
}
