import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

@testable import CompositionalLayoutKit

/// Layouts written in UIKit's API, exported as specs: the spec reader loads them back, and they
/// evaluate to the frames the layouts give.
@MainActor @Suite struct ExportTests {
    /// Apple's sample layouts, each with the example spec it mirrors.
    nonisolated static let names = [
        "grid", "two-column", "nested-groups", "orthogonal-sections", "section-headers-footers",
        "pinned-section-headers", "item-badges", "section-background", "adaptive-sections", "settings",
    ]

    static let gallery: [(name: String, make: @MainActor () -> UICollectionViewCompositionalLayout)] = [
        ("grid", GalleryLayouts.grid), ("two-column", GalleryLayouts.twoColumn),
        ("nested-groups", GalleryLayouts.nestedGroups), ("orthogonal-sections", GalleryLayouts.orthogonalSections),
        ("section-headers-footers", { GalleryLayouts.sectionHeadersFooters() }),
        ("pinned-section-headers", { GalleryLayouts.sectionHeadersFooters(pinned: true) }),
        ("item-badges", GalleryLayouts.itemBadges), ("section-background", GalleryLayouts.sectionBackground),
        ("adaptive-sections", GalleryLayouts.adaptiveSections), ("settings", GalleryLayouts.settings),
    ]

    /// Each sample layout, prepared like its example and exported, loads back as a spec that
    /// evaluates to the example's frames, and the layout prepared like the exported spec agrees.
    @Test(arguments: names)
    func aGalleryLayoutExportsToASpecThatEvaluatesIdentically(name: String) throws {
        let make = try #require(Self.gallery.first { $0.name == name }?.make)
        let example = try example(name)
        let layout = make()
        try prepare(layout, like: example)
        let text = try #require(layout.exportedSpec(name: name))
        let exported = try SpecLoader.load(text)
        let fromExample = try Evaluator().evaluate(example)
        let fromExport = try Evaluator().evaluate(exported)
        #expect(fromExport.contentSize == fromExample.contentSize, "\(text)")
        #expect(Array(fromExport.elements) == Array(fromExample.elements), "\(text)")
        try expectSameFrames(make(), as: exported)
    }

    /// A provider that changes with the width, exported for two widths: its sections become `when`
    /// alternatives, and the spec evaluated at each width gives the layout's frames there.
    @Test func aProviderExportsAlternativesForTheEnvironmentsAsked() throws {
        let layout = GalleryLayouts.adaptiveSections()
        try prepare(layout, like: example("adaptive-sections"))
        let sizes = [CGSize(width: 390, height: 844), CGSize(width: 1194, height: 834)]
        let text = try #require(
            try layout.exportedSpec(
                name: "adaptive", for: sizes.map { .init(containerSize: $0, traits: UITraitCollection()) }))
        #expect(text.contains("- - when: { minWidth: 390, maxWidth: 390, minHeight: 844, maxHeight: 844 }"), "\(text)")
        var spec = try SpecLoader.load(text)
        #expect(spec.layout.sections.definitions.allSatisfy { $0.alternatives.count == 2 })
        for size in sizes {
            spec.environment.container = Size(width: Double(size.width), height: Double(size.height))
            try expectSameFrames(GalleryLayouts.adaptiveSections(), as: spec)
        }
        // An environment not asked for has no alternative.
        spec.environment.container.width = 800
        #expect(throws: DiagnosticList.self) { try Evaluator().evaluate(spec) }
    }

    /// One spec per environment: each evaluates, in its own environment, to the layout's frames there.
    @Test func oneSpecPerEnvironment() throws {
        let layout = GalleryLayouts.adaptiveSections()
        try prepare(layout, like: example("adaptive-sections"))
        let texts = try layout.exportedSpecs(
            for: [
                .init(containerSize: CGSize(width: 390, height: 844)),
                .init(containerSize: CGSize(width: 1194, height: 834)),
            ])
        #expect(texts.count == 2)
        for text in texts {
            #expect(!text.contains("when"))
            try expectSameFrames(GalleryLayouts.adaptiveSections(), as: try SpecLoader.load(text))
        }
        #expect(try SpecLoader.load(texts[1]).environment.container == Size(width: 1194, height: 834))
    }

    /// A section the provider returns alike in every environment is written once.
    @Test func aSectionAlikeEverywhereIsWrittenOnce() throws {
        let layout = GalleryLayouts.grid()
        try prepare(layout, like: example("grid"))
        let text = try #require(
            try layout.exportedSpec(for: [
                .init(containerSize: CGSize(width: 390, height: 844)),
                .init(containerSize: CGSize(width: 1024, height: 768)),
            ]))
        #expect(!text.contains("when"))
        #expect(try SpecLoader.load(text).layout.sections.definitions.count == 1)
    }

    /// Before `prepare` there is nothing to export.
    @Test func theGalleryIsEveryName() { #expect(Self.gallery.map(\.name) == Self.names) }

    @Test func nothingBeforePrepare() throws {
        #expect(GalleryLayouts.grid().exportedSpec() == nil)
        #expect(try GalleryLayouts.grid().exportedSpecs(for: [.init(containerSize: .zero)]).isEmpty)
    }

    /// The writer over every spec in Specs/ that loads: what it writes loads back to the same spec.
    @Test func everySpecWrittenAndReadBackIsTheSame() throws {
        var checked = 0
        for file in specFilesInSpecs() {
            guard var spec = try? SpecLoader.load(String(contentsOf: file, encoding: .utf8)) else { continue }
            spec.expectation = nil
            let text = SpecWriter.text(spec)
            let again = try SpecLoader.load(text)
            #expect(again == spec, "\(file.lastPathComponent):\n\(text)")
            checked += 1
        }
        #expect(checked >= 440)
    }
}
