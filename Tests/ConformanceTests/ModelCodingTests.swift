import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutOutput
import ComplayoutSpec
import ComplayoutTestSupport
import Foundation
import Testing

/// Every spec under Specs/ that loads, with its text.
private let loadingSpecs: [(path: String, spec: SpecFile)] = {
    let files = (try? CaseDiscovery.files(in: [packageRoot.appendingPathComponent("Specs").path])) ?? []
    return files.compactMap { path in
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let spec = try? SpecLoader.load(text)
        else { return nil }
        return (path, spec)
    }
}()

/// The model is `Codable`: a program can build a spec in Swift and ship it as JSON.
@Suite struct ModelCodingTests {
    /// At most this many elements are compared per layout (one example has 10^9).
    private let comparedElements = 5_000

    @Test func everySpecRoundTripsAndEvaluatesToTheSameFrames() throws {
        #expect(loadingSpecs.count >= 200)
        for (path, spec) in loadingSpecs {
            let text = try JSONOutputEncoder(layout: .line).text(of: spec)
            let decoded = try JSONDecoder().decode(SpecFile.self, from: Data(text.utf8))
            #expect(decoded == spec, "\(path) decodes to another spec")
            #expect(!text.contains(#""source":"#), "\(path): positions are not encoded")
            let foundation = try JSONDecoder().decode(SpecFile.self, from: JSONEncoder().encode(spec))
            #expect(foundation == spec, "\(path) does not round-trip through Foundation's encoder")
            guard let layout = try? Evaluator().evaluate(spec) else { continue }
            let again = try Evaluator().evaluate(decoded)
            #expect(again.contentSize == layout.contentSize, "\(path)")
            #expect(
                Array(again.elements.prefix(comparedElements)) == Array(layout.elements.prefix(comparedElements)),
                "\(path) evaluates to other frames once decoded")
        }
    }

    /// A spec written as JSON by hand: two cells a row, 190 points each with 10 between them,
    /// rows of 44 points 8 apart; 10 items make 5 rows, 5 × 44 + 4 × 8 = 252 points.
    @Test func aHandWrittenSpecDecodesAndEvaluates() throws {
        let insets = #"{ "top": 0, "leading": 0, "bottom": 0, "trailing": 0 }"#
        let json = """
            {
              "name": "two a row",
              "layout": {
                "scrollDirection": "vertical", "interSectionSpacing": 0, "contentInsetsReference": "automatic",
                "boundarySupplementaryItems": [],
                "sections": { "section": { "section": {
                  "content": { "group": {
                    "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 44 } },
                    "kind": { "axis": "horizontal", "arrangement": { "count": 2, "subitem": { "item": {
                      "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } },
                      "contentInsets": \(insets), "supplementaryItems": [] } } } },
                    "interItemSpacing": { "fixed": 10 }, "contentInsets": \(insets), "supplementaryItems": []
                  } },
                  "interGroupSpacing": 8, "contentInsets": \(insets),
                  "supplementaryContentInsetsReference": "automatic", "supplementariesFollowContentInsets": true,
                  "orthogonalScrollingBehavior": "none", "boundarySupplementaryItems": [], "decorationItems": []
                } } }
              },
              "environment": {
                "container": { "width": 390, "height": 844 }, "safeAreaInsets": \(insets), "readableContentWidth": 672,
                "layoutDirection": "leftToRight",
                "traits": { "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "displayScale": 3 },
                "contentInset": \(insets), "contentInsetAdjustment": "automatic", "iOSVersion": 17,
                "orthogonalOffsets": {}
              },
              "data": { "sections": [{ "itemCount": 10, "sizes": {}, "supplementarySizes": {} }] }
            }
            """
        let spec = try JSONDecoder().decode(SpecFile.self, from: Data(json.utf8))
        let layout = try Evaluator().evaluate(spec)
        #expect(layout.contentSize == Size(width: 390, height: 252))
        let cell = try #require(layout.cellAttributes(section: 0, item: 9))
        #expect(cell.frame == Rect(x: 200, y: 208, width: 190, height: 44))
    }

    /// The element stream's hand-written writer prints exactly what the encoder prints (for
    /// every example small enough to print whole).
    @Test func theElementStreamWritesWhatTheEncoderWrites() throws {
        let examples = loadingSpecs.filter { $0.path.contains("/examples/") }
        #expect(examples.count >= 10)
        for (path, spec) in examples {
            guard let layout = try? Evaluator().evaluate(spec),
                layout.elements.dropFirst(comparedElements).first(where: { _ in true }) == nil
            else { continue }
            var streamed = ""
            try ElementLines.write(layout, to: &streamed)
            let encoder = JSONOutputEncoder(layout: .line)
            var encoded = try encoder.text(of: ElementLines.Header(contentSize: layout.contentSize))
            for element in layout.elements { encoded += try encoder.text(of: element) }
            #expect(streamed == encoded, "\(path)")
        }
    }
}
