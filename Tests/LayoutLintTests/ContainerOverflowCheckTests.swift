@testable import ComplayoutAnalysis
import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Testing

/// `cell-outside-container` and `measured-cell-outside-container`: the check looks at one cell per
/// slot of the periodic solution, the instances solved again and the measured cells, and must say
/// what looking at every cell of the section says.
@Suite struct ContainerOverflowCheckTests {
    /// Two cells per instance, each estimated 100 wide, in a 320-wide container.
    private static func pairs(items: Int, sizes: String, width: String = "estimated(100)") -> String {
        """
        environment: { container: { width: 320, height: 600 }, traits: { displayScale: 1 } }
        layout:
          section:
            group:
              horizontal:
                size: { width: estimated(200), height: absolute(50) }
                subitems:
                  - item: &cell { size: { width: \(width), height: fractionalHeight(1) } }
                  - item: *cell
        data: { sections: [ { items: \(items), sizes: { \(sizes) } } ] }
        """
    }

    /// Specs where which cells stick out depends on more than the first group instance.
    private static let specs: [String] = [
        // Item 25,000 measured 250 wide: instance 12,500 is solved again and its second cell,
        // item 25,001, is pushed to 250…350. Past any bound on the items looked at.
        pairs(items: 30_000, sizes: "25000: { width: 250 }"),
        // Measured cells far apart, some sticking out (400 wide), some not (120).
        pairs(items: 50_001, sizes: "3: { width: 120 }, 12001: { width: 400 }, 40000: { width: 400 }, 50000: { width: 90 }"),
        // Every cell 400 wide; items 0 and 1 are measured at their estimate, so instance 0 is not
        // solved again: the first unmeasured cell sticking out is item 2, in instance 1.
        pairs(items: 9, sizes: "0: { width: 400 }, 1: { width: 400 }", width: "estimated(400)"),
        // Instances 0 and 1 measured to fit (100 a cell, estimates 200): the periodic one sticks
        // out at its second cell, first in instance 2 (item 5). With 5 items, instance 2 has one
        // cell, which fits: no warning.
        pairs(items: 6, sizes: "0: { width: 100 }, 1: { width: 100 }, 2: { width: 100 }, 3: { width: 100 }", width: "estimated(200)"),
        pairs(items: 5, sizes: "0: { width: 100 }, 1: { width: 100 }, 2: { width: 100 }, 3: { width: 100 }", width: "estimated(200)"),
        // Right to left: spans are mirrored over the content width.
        """
        environment: { container: { width: 400, height: 600 }, layoutDirection: rightToLeft, traits: { displayScale: 2 } }
        layout:
          section:
            group:
              horizontal:
                size: { width: absolute(450.25), height: absolute(50) }
                subitems: [ { item: { size: { width: fractionalWidth(0.3333), height: fractionalHeight(1) } } } ]
        data: { sections: [ { items: 100, sizes: { 97: { width: 500 } } } ] }
        """,
        // Rows measured along the scroll axis only, given by item in `sizes:`: every cell spans
        // across the axis what its slot spans, 0…200 or 200…400 > 320, so the measured cells in
        // the second slot (items 1 and 7) stick out, and so do the unmeasured ones (item 3 first).
        """
        environment: { container: { width: 320, height: 600 } }
        layout:
          section:
            group:
              horizontal:
                size: { width: absolute(400), height: estimated(50) }
                subitems:
                  - item: &cell { size: { width: absolute(200), height: estimated(50) } }
                  - item: *cell
        data: { sections: [ { items: 41, sizes: { 1: { height: 80 }, 2: { height: 30 }, 7: { height: 90 }, 40: { height: 70 } } } ] }
        """,
        // A horizontal layout: the span is across it, along y.
        """
        environment: { container: { width: 400, height: 300 } }
        layout:
          scrollDirection: horizontal
          section:
            group:
              vertical:
                size: { width: absolute(100), height: estimated(200) }
                subitems:
                  - item: &cell { size: { width: fractionalWidth(1), height: estimated(100) } }
                  - item: *cell
        data: { sections: [ 7, { items: 11, sizes: { 8: { height: 250 }, 10: { height: 400 } } } ] }
        """,
    ]

    @Test(arguments: specs)
    func saysWhatLookingAtEveryCellSays(_ text: String) throws {
        let spec = try SpecLoader.load(text)
        let layout = try Evaluator().evaluate(spec)
        let ids: Set<String> = ["cell-outside-container", "measured-cell-outside-container"]
        let found = Linter().warnings(for: spec, evaluated: layout).filter { ids.contains($0.id) }
        let expected = spec.effectiveData.sections.indices.flatMap { everyCell(section: $0, of: layout, spec: spec) }
        #expect(found == Linter.ordered(expected))
    }

    @Test func aCellPushedOutFarIntoTheSectionIsFound() throws {
        let spec = try SpecLoader.load(Self.pairs(items: 30_000, sizes: "25000: { width: 250 }"))
        let warnings = Linter().warnings(for: spec, evaluated: try Evaluator().evaluate(spec))
        // Instance 12,500 is solved again: item 25,000 spans 0…250, item 25,001 250…350 > 320.
        #expect(warnings.map(\.message) == [
            "item 25001 of section 0 spans 250…350 across the scroll axis, outside the container's width 320; "
                + "a section that does not scroll orthogonally is meant to fit across the scroll axis"
        ])
    }

    @Test func measuredCellsAreCountedWhereverTheyAre() throws {
        // 400 wide items 12,001 and 40,000 (each 0…400 or 100…500 > 320); item 3 (120 wide at 100…220)
        // and item 50,000 (alone in its instance, 0…90) fit.
        let spec = try SpecLoader.load(
            Self.pairs(items: 50_001, sizes: "3: { width: 120 }, 12001: { width: 400 }, 40000: { width: 400 }, 50000: { width: 90 }"))
        let warnings = Linter().warnings(for: spec, evaluated: try Evaluator().evaluate(spec))
        #expect(warnings.map(\.id).contains("measured-cell-outside-container"))
        #expect(
            warnings.contains {
                $0.message.hasPrefix(
                    "the measured size of item 12001 of section 0 puts it outside the container: it spans 100…500 "
                        + "across the scroll axis, outside the container's width 320 (and 1 more measured item of the section)")
            })
    }

    /// The reference: every cell of section `section` looked at, in item order.
    private func everyCell(section index: Int, of layout: EvaluatedLayout, spec: SpecFile) -> [Diagnostic] {
        let section = layout.sections[index]
        let data = spec.effectiveData.sections[index]
        let axis = spec.layout.scrollDirection.cross
        let container = spec.environment.container[axis]
        var unmeasured: (item: Int, span: CrossAxisSpan)?
        var measured: [(item: Int, span: CrossAxisSpan)] = []
        for item in 0..<section.itemCount {
            let frame = layout.cellAttributes(section: index, item: item)!.frame
            let span = CrossAxisSpan(
                start: frame.min(along: axis), end: frame.min(along: axis) + frame.size[axis], axis: axis,
                container: container)
            guard span.start < -0.001 || span.end > container + 0.001 else { continue }
            if data.sizes[item] != nil {
                measured.append((item, span))
            } else if unmeasured == nil {
                unmeasured = (item, span)
            }
        }
        var found: [Diagnostic] = []
        if let (item, span) = unmeasured {
            found.append(
                Diagnostic(
                    LintDiagnostic.cellOutsideContainer(item: item, section: index, span: span),
                    at: section.resolved.group.source))
        }
        if let (item, span) = measured.first {
            found.append(
                Diagnostic(
                    LintDiagnostic.measuredCellOutsideContainer(
                        item: item, section: index, span: span, others: measured.count - 1),
                    at: data.sizeSources[item]))
        }
        return found
    }
}
