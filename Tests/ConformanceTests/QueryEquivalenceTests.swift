import ComplayoutAnalysis
import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import ComplayoutTestSupport
import Testing

/// Every spec under Specs/ that evaluates to at most 20,000 elements, so that each can be listed
/// whole (`Specs/examples/billion-items.yaml` has 10^9).
private let evaluatingSpecs: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let files = (try? CaseDiscovery.files(in: [root.appendingPathComponent("Specs").path])) ?? []
    return files.filter { path in
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let spec = try? SpecLoader.load(text),
            let layout = try? Evaluator().evaluate(spec)
        else { return false }
        return layout.elementCount <= 20_000
    }
}()

/// Queries must answer exactly what full evaluation gives.
@Suite struct QueryEquivalenceTests {
    @Test func thereAreSpecsToQuery() {
        #expect(evaluatingSpecs.count >= 100)
    }

    @Test(arguments: evaluatingSpecs)
    func queriesEqualFullEvaluation(_ path: String) throws {
        let layout = try Evaluator().evaluate(SpecLoader.load(String(contentsOfFile: path, encoding: .utf8)))
        let all = Array(layout.elements)
        for element in all {
            #expect(layout.attributes(for: element.key) == element, "\(element.key)")
        }
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let size = layout.contentSize
        for _ in 0..<200 {
            let x = Double.random(in: -50...(size.width + 50), using: &random).rounded()
            let y = Double.random(in: -50...(size.height + 50), using: &random).rounded()
            let width = Double.random(in: 0...(size.width / 2 + 20), using: &random).rounded()
            let height = Double.random(in: 0...(size.height / 2 + 20), using: &random).rounded()
            let rect = Rect(x: x, y: y, width: width, height: height)
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(layout.elements(in: rect) == expected, "rect \(rect)")
        }
        // At each element's edges: an empty rectangle on its leading edge, one touching its trailing
        // edge, and its own frame (zero-size elements and rectangles included, as CGRect.intersects).
        for element in all.prefix(50) {
            let frame = element.frame
            for rect in [
                Rect(x: frame.x, y: frame.y, width: 0, height: frame.height),
                Rect(x: frame.maxX, y: frame.y, width: 10, height: frame.height),
                frame,
            ] {
                #expect(layout.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "rect \(rect)")
            }
        }
        #expect(layout.elements(in: Rect(x: -1e9, y: -1e9, width: 3e9, height: 3e9 + size.height)) == all.filter {
            $0.frame.width > 0 && $0.frame.height > 0
        })
    }

    /// docs/cli.md: an element of zero width or height is never in a rectangle, nor is anything in
    /// a rectangle of zero width or height — CGRect.intersects, whose intersection must have area.
    @Test func zeroSizeElementsAndRectanglesIntersectNothing() throws {
        let path = "Specs/conformance/spacing/zero-width-items-with-spacing.yaml"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(path)
        let layout = try Evaluator().evaluate(SpecLoader.load(String(contentsOf: url, encoding: .utf8)))
        // Three cells 0 × 50 at x = 0, 10, 20 (the case's arithmetic).
        #expect(layout.elements.map(\.frame) == [0, 10, 20].map { Rect(x: $0, y: 0, width: 0, height: 50) })
        #expect(layout.elements(in: Rect(x: -100, y: -100, width: 1000, height: 1000)).isEmpty)
        let flat = try Evaluator().evaluate(
            SpecLoader.load(String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("fixed-horizontal-absolute.yaml"), encoding: .utf8)))
        let first = try #require(flat.elements.first { $0.frame.width > 0 && $0.frame.height > 0 })
        #expect(flat.elements(in: first.frame).contains(first))
        #expect(flat.elements(in: Rect(x: first.frame.x, y: first.frame.y, width: 0, height: 100)).isEmpty)
        #expect(flat.elements(in: Rect(x: first.frame.x + 1, y: first.frame.y + 1, width: 0, height: 0)).isEmpty)
    }

    /// The frames-only fast path writes exactly the frames the elements have, and counts them
    /// first; walking the elements gives what asking for each one gives, and so does walking them
    /// in chunks of any size, alone or mixed with single steps. Both directions, since
    /// walking a section's cells mirrors each slot once, not each cell.
    @Test(arguments: evaluatingSpecs)
    func walkedAndWrittenFramesEqualTheElementsAskedFor(_ path: String) throws {
        var spec = try SpecLoader.load(String(contentsOfFile: path, encoding: .utf8))
        for direction in [InterfaceDirection.leftToRight, .rightToLeft] {
            spec.environment.layoutDirection = direction
            guard let layout = try? Evaluator().evaluate(spec) else { continue }
            let all = Array(layout.elements)
            for element in all {
                #expect(layout.attributes(for: element.key)?.frame.bitPatterns == element.frame.bitPatterns)
            }
            #expect(layout.elementCount == all.count)
            var written = [Rect](repeating: .zero, count: 3)
            layout.writeFrames(into: &written)
            #expect(written.map(\.bitPatterns) == all.map(\.frame.bitPatterns), "\(direction)")
            for (size, mixed) in [(1, false), (3, true), (200, false), (200, true)] {
                let chunked = chunked(layout, size: size, mixed: mixed)
                #expect(chunked.map(\.key) == all.map(\.key), "\(direction) \(size) \(mixed)")
                #expect(chunked.map(\.frame.bitPatterns) == all.map(\.frame.bitPatterns), "\(direction) \(size)")
                #expect(chunked.map(\.zIndex) == all.map(\.zIndex), "\(direction) \(size) \(mixed)")
            }
        }
    }

    /// `layout`'s elements taken `size` at a time with `next(into:)`; when `mixed`, each chunk
    /// after one taken with `next()`.
    private func chunked(_ layout: EvaluatedLayout, size: Int, mixed: Bool) -> [LayoutAttributes] {
        let buffer = UnsafeMutableBufferPointer<LayoutAttributes>.allocate(capacity: size)
        defer { buffer.deallocate() }
        var iterator = layout.elements.makeIterator()
        var elements: [LayoutAttributes] = []
        while true {
            if mixed, let element = iterator.next() { elements.append(element) }
            let count = iterator.next(into: buffer)
            guard count > 0 else { return elements }
            elements.append(contentsOf: buffer[..<count])
        }
    }
}

extension Rect {
    /// The four components' bits, so that even the sign of a zero must agree.
    fileprivate var bitPatterns: [UInt64] { [x, y, width, height].map(\.bitPattern) }
}
