import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

/// The folder of showcase layouts, found from this file's path.
private let examplesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs/examples")

/// The examples' file names, sorted.
private let exampleFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
}()

/// Layouts with more elements than this are checked on a prefix and at their ends, not walked whole.
private let walkLimit = 200_000

/// Every example in Specs/examples is evaluated, not only parsed, and its output checked against
/// what the spec's own data and tree say it must contain.
@Suite struct ExampleGalleryTests {
    @Test func theGalleryIsThere() {
        #expect(exampleFiles.count >= 20)
    }

    @Test(arguments: exampleFiles)
    func exampleEvaluates(_ name: String) throws {
        let text = try String(contentsOf: examplesFolder.appendingPathComponent(name), encoding: .utf8)
        let spec = try SpecLoader.load(text)
        #expect(spec.expectation == nil, "\(name): examples show layouts; conformance cases go in Specs/conformance")
        let layout = try Evaluator().evaluate(spec)
        let expected = try ExpectedElements(spec)

        let axis = spec.layout.scrollDirection
        let size = layout.contentSize
        #expect(size.width.isFinite && size.height.isFinite, "\(name): content size \(size)")
        #expect(
            size[axis.cross] >= spec.environment.container[axis.cross],
            "\(name): the content is narrower across the scroll axis than the container (R38)")

        checkEnds(of: layout, against: expected, in: name)
        var seen = ExpectedElements(layoutItems: [], sections: expected.sections.map { _ in .init() })
        var keys = Set<ElementKey>()
        var walked = 0
        for element in layout.elements.prefix(walkLimit) {
            walked += 1
            #expect(keys.insert(element.key).inserted, "\(name): \(element.key) appears twice")
            check(element, in: name, contentLength: size[axis], axis: axis)
            let path = element.indexPath
            guard path.count == 1 || seen.sections.indices.contains(path[0]) else {
                Issue.record("\(name): \(element.key) is in a section the data does not have")
                continue
            }
            seen.tally(element)
        }
        if expected.total <= walkLimit {
            #expect(walked == expected.total, "\(name): \(walked) elements, the spec gives \(expected.total)")
            #expect(seen == expected, "\(name): elements by section and kind")
        } else {
            #expect(walked == walkLimit, "\(name): the layout ends after \(walked) elements")
        }
    }

    /// Every example is in the README's table, with its picture beside it.
    @Test func theReadmeListsEveryExample() throws {
        let readme = try String(contentsOf: examplesFolder.appendingPathComponent("README.md"), encoding: .utf8)
        for name in exampleFiles {
            let stem = name.dropLast(".yaml".count)
            #expect(readme.contains("(\(name))"), "README.md does not link \(name)")
            #expect(readme.contains("(\(stem).svg)"), "README.md does not link \(stem).svg")
        }
    }

    /// A frame UIKit could report: finite, with a non-negative size; a cell lies within the content
    /// along the scroll axis.
    private func check(_ element: LayoutAttributes, in name: String, contentLength: Double, axis: LayoutAxis) {
        let frame = element.frame
        let finite = [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite)
        #expect(finite && frame.width >= 0 && frame.height >= 0, "\(name): \(element.key) has frame \(frame)")
        if element.category == .cell {
            let tolerance = 0.001
            #expect(
                frame.min(along: axis) >= -tolerance && frame.max(along: axis) <= contentLength + tolerance,
                "\(name): \(element.key) at \(frame) lies outside the content (0…\(contentLength))")
        }
    }

    /// Each section's last cell, last supplementary of each kind and every decoration exist, and
    /// nothing follows them — a count check that does not walk a section of 10^9 items.
    private func checkEnds(of layout: EvaluatedLayout, against expected: ExpectedElements, in name: String) {
        #expect(layout.sections.count == expected.sections.count, "\(name): sections")
        for (section, counts) in expected.sections.enumerated() {
            if counts.cells > 0 {
                #expect(layout.cellAttributes(section: section, item: counts.cells - 1) != nil, "\(name): last cell")
            }
            #expect(layout.cellAttributes(section: section, item: counts.cells) == nil, "\(name): a cell too many")
            for (kind, count) in counts.supplementaries {
                let key = { ElementKey(category: .supplementary, kind: kind, indexPath: [section, $0]) }
                #expect(layout.attributes(for: key(count - 1)) != nil, "\(name): \(key(count - 1)) is missing")
                #expect(layout.attributes(for: key(count)) == nil, "\(name): \(key(count)) is one too many")
            }
            for (index, kind) in counts.decorations.enumerated() {
                let key = ElementKey(category: .decoration, kind: kind, indexPath: [section, index])
                #expect(layout.attributes(for: key) != nil, "\(name): \(key) is missing")
            }
        }
    }
}

extension ExpectedElements.SectionCounts {
    /// An empty tally.
    init() {
        self.init(cells: 0, supplementaries: [:], decorations: [])
    }
}

extension ExpectedElements {
    /// Adds one evaluated element to the tally.
    mutating func tally(_ element: LayoutAttributes) {
        let path = element.indexPath
        guard path.count == 2 else {
            layoutItems.append(element.kind ?? "")
            return
        }
        switch element.category {
        case .cell: sections[path[0]].cells += 1
        case .supplementary: sections[path[0]].supplementaries[element.kind ?? "", default: 0] += 1
        case .decoration: sections[path[0]].decorations.append(element.kind ?? "")
        }
    }
}
