import ComplayoutAnalysis
import Foundation
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Every left-to-right conformance case (and list case, Specs/lists) whose spec evaluates.
private let leftToRightCases: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let folders = ["Specs/conformance", "Specs/lists"].map { root.appendingPathComponent($0).path }
    let files = (try? CaseDiscovery.files(in: folders)) ?? []
    return files.filter { path in
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let spec = try? SpecLoader.load(text), case .layout = spec.expectation
        else { return false }
        return spec.environment.layoutDirection == .leftToRight && !choosesByLayoutDirection(spec.layout)
    }
}()

/// True when some section alternative has a `layoutDirection` condition: mirrored, such a spec
/// may choose another alternative, so it is not the mirror of itself.
private func choosesByLayoutDirection(_ layout: CompositionalLayout) -> Bool {
    let definitions: [SectionDefinition] =
        switch layout.sections {
        case .uniform(let definition): [definition]
        case .perSection(let definitions): definitions
        }
    return definitions.contains { definition in
        guard case .variants(let variants, _) = definition else { return false }
        return variants.contains { $0.condition?.layoutDirection != nil }
    }
}

/// R55, D12: right to left is the horizontal mirror of left to right over the content width,
/// element for element, with index paths unchanged.
@Suite struct MirrorPropertyTests {
    @Test func thereAreCasesToMirror() {
        #expect(leftToRightCases.count >= 100)
    }

    @Test(arguments: leftToRightCases)
    func rightToLeftMirrorsLeftToRight(_ path: String) throws {
        let spec = try SpecLoader.load(String(contentsOfFile: path, encoding: .utf8))
        var mirroredSpec = spec
        mirroredSpec.environment.layoutDirection = .rightToLeft
        let leftToRight = try Evaluator().evaluate(spec)
        let rightToLeft = try Evaluator().evaluate(mirroredSpec)
        #expect(rightToLeft.contentSize == leftToRight.contentSize)
        let width = leftToRight.contentSize.width
        // Mirroring happens before snapping, so allow one pixel of rounding difference.
        let tolerance = 1 / spec.environment.traits.displayScale + 0.001
        let pairs = zip(Array(leftToRight.elements), Array(rightToLeft.elements))
        for (ltr, rtl) in pairs {
            #expect(ltr.key == rtl.key)
            #expect(abs(rtl.frame.x - (width - ltr.frame.x - ltr.frame.width)) <= tolerance, "\(ltr.key)")
            #expect(rtl.frame.y == ltr.frame.y && rtl.frame.size == ltr.frame.size, "\(ltr.key)")
            #expect(rtl.zIndex == ltr.zIndex)
        }
    }
}
