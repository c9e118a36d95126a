import ComplayoutAnalysis
import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutOutput
import ComplayoutSpec
import ComplayoutTestSupport
import Testing

/// Every spec under Specs/examples and Specs/conformance, relative to the package root.
private let specFiles: [String] = {
    let folders = ["Specs/examples", "Specs/conformance"].map { packageRoot.appendingPathComponent($0).path }
    return ((try? CaseDiscovery.files(in: folders)) ?? []).map { String($0.dropFirst(packageRoot.path.count + 1)) }
}()

/// Every spec that evaluates draws as well-formed SVG, in its own environment and in the other
/// direction, and rsvg-convert (when installed) draws that SVG at its size.
@Suite struct EverySpecTests {
    @Test func theSpecsAreThere() {
        #expect(specFiles.count >= 50)
        #expect(specFiles.contains("Specs/examples/billion-items.yaml"))
    }

    @Test(arguments: specFiles)
    func specDraws(_ path: String) throws {
        let text = String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent(path)), as: UTF8.self)
        // Cases that expect an error are the conformance suite's business; they have nothing to draw.
        guard var spec = try? SpecLoader.load(text), let layout = try? Evaluator().evaluate(spec) else {
            #expect(text.contains("error:"), "\(path) does not evaluate and is not an error case")
            return
        }
        let picture: LayoutPicture
        do {
            picture = try LayoutPicture(layout, of: spec, name: path)
        } catch {
            // Too many elements (billion-items): the visible bounds alone still draw.
            let viewport = Rect(
                origin: spec.environment.effectiveContentOffset(scrollingAlong: spec.layout.scrollDirection),
                size: spec.environment.container)
            picture = try LayoutPicture(layout, of: spec, name: path, region: viewport)
            #expect(!picture.elements.isEmpty)
        }
        spec.environment.layoutDirection =
            spec.environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        let mirrored = try LayoutPicture(
            try Evaluator().evaluate(spec), of: spec, name: path, region: picture.region)
        let svg = SVGRenderer().document(for: [picture, mirrored])
        let geometry = try DocumentGeometry(svg: svg)
        #expect(geometry.pictures.count == 2)
        #expect(geometry.width > 0 && geometry.height > 0)
        #expect(svg.components(separatedBy: "<title>").count - 1 == 2 * picture.elements.count)
        guard rsvgConvert != nil else { return }
        let size = try #require(Raster.size(ofPNG: try Raster.png(from: svg)))
        #expect(size.width == Int(geometry.width.rounded(.up)) && size.height == Int(geometry.height.rounded(.up)))
    }
}
