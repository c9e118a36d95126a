import ComplayoutModel
import CompositionalLayoutKit
import Testing

/// Apple's sample layouts written in UIKit's API give the frames the engine gives their specs.
@MainActor @Suite struct GalleryTests {
    @Test func grid() throws { try expectSameFrames(GalleryLayouts.grid(), as: example("grid")) }

    @Test func twoColumn() throws { try expectSameFrames(GalleryLayouts.twoColumn(), as: example("two-column")) }

    @Test func nestedGroups() throws {
        try expectSameFrames(GalleryLayouts.nestedGroups(), as: example("nested-groups"))
    }

    @Test func orthogonalSections() throws {
        try expectSameFrames(GalleryLayouts.orthogonalSections(), as: example("orthogonal-sections"))
    }

    /// Scrolled sideways: the offset moves the section's cells, as the spec's `orthogonalOffsets` do.
    @Test func orthogonalSectionsScrolled() throws {
        var spec = try example("orthogonal-sections")
        spec.environment.orthogonalOffsets = [1: Point(x: 120, y: 0)]
        try expectSameFrames(GalleryLayouts.orthogonalSections(), as: spec)
    }

    @Test func sectionHeadersFooters() throws {
        try expectSameFrames(GalleryLayouts.sectionHeadersFooters(), as: example("section-headers-footers"))
    }

    @Test func pinnedSectionHeaders() throws {
        try expectSameFrames(GalleryLayouts.sectionHeadersFooters(pinned: true), as: example("pinned-section-headers"))
    }

    @Test func itemBadges() throws { try expectSameFrames(GalleryLayouts.itemBadges(), as: example("item-badges")) }

    @Test func sectionBackground() throws {
        try expectSameFrames(GalleryLayouts.sectionBackground(), as: example("section-background"))
    }

    @Test func settingsList() throws { try expectSameFrames(GalleryLayouts.settings(), as: example("settings")) }

    /// The section provider is asked per width: one column below 800 points, two above, as the
    /// spec's `when: { maxWidth: 800 }` alternatives choose.
    @Test(arguments: [390.0, 800, 801, 1194])
    func adaptiveSections(width: Double) throws {
        var spec = try example("adaptive-sections")
        spec.environment.container.width = width
        try expectSameFrames(GalleryLayouts.adaptiveSections(), as: spec)
    }

    /// Right to left: every frame mirrored, as the engine mirrors the spec.
    @Test func rightToLeft() throws {
        var spec = try example("item-badges")
        spec.environment.layoutDirection = .rightToLeft
        try expectSameFrames(GalleryLayouts.itemBadges(), as: spec)
    }
}
