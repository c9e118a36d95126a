import Foundation
import ComplayoutOutput
import ComplayoutTestSupport
import Testing

/// The SVG text of two small specs, compared with goldens that were written by
/// `complayout render FIXTURE -o GOLDEN` and reviewed line by line. After a deliberate change to
/// the pictures, write them again the same way and review the difference.
@Suite struct GoldenTests {
    @Test(arguments: ["header-and-cells", "orthogonal-rtl"])
    func svgTextMatchesTheGolden(_ name: String) throws {
        let svg = SVGRenderer().document(for: [try picture("Tests/LayoutRenderTests/Fixtures/\(name).yaml")])
        let golden = try String(
            contentsOf: testFolder.appendingPathComponent("Goldens/\(name).svg"), encoding: .utf8)
        #expect(
            svg == golden,
            """
            the SVG of \(name).yaml differs from Goldens/\(name).svg; if the change is meant, run
            swift run complayout render Tests/LayoutRenderTests/Fixtures/\(name).yaml -o Tests/LayoutRenderTests/Goldens/\(name).svg
            and review the difference
            """)
    }

    /// The picture the README shows.
    @Test func readmePictureIsCurrent() throws {
        let pictures = try [390.0, 768].map { try picture("Specs/examples/photo-grid.yaml", width: $0) }
        let committed = try String(
            contentsOf: packageRoot.appendingPathComponent("Specs/examples/photo-grid.svg"), encoding: .utf8)
        #expect(
            SVGRenderer().document(for: pictures) == committed,
            """
            Specs/examples/photo-grid.svg is out of date; write it again with
            swift run complayout render Specs/examples/photo-grid.yaml --environments --width 390,768 -o Specs/examples/photo-grid.svg
            """)
    }

    @Test func renderingTwiceGivesTheSameText() throws {
        let pictures = try ["header-and-cells", "orthogonal-rtl"].map {
            try picture("Tests/LayoutRenderTests/Fixtures/\($0).yaml")
        }
        #expect(SVGRenderer().document(for: pictures) == SVGRenderer().document(for: pictures))
    }
}
