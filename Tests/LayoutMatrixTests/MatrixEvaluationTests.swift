import ComplayoutEngine
import ComplayoutAnalysis
import ComplayoutModel
import ComplayoutSpec
import Testing

/// Four 100-pt-high columns from 600 pt wide, two below that; 10 items.
private let adaptiveGrid = """
    environment: { container: { width: 390, height: 800 } }
    layout:
      sections:
        - - when: { minWidth: 600 }
            group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(100) }
                subitems: [ { item: { size: { width: fractionalWidth(0.25), height: fractionalHeight(1) } } } ]
          - group:
              horizontal:
                size: { width: fractionalWidth(1), height: absolute(100) }
                subitems: [ { item: { size: { width: fractionalWidth(0.5), height: fractionalHeight(1) } } } ]
    data: { sections: [10] }
    """

private func rows(_ text: String, _ matrix: EnvironmentMatrix) throws -> [MatrixRow] {
    MatrixEvaluation().rows(for: try SpecLoader.load(text), matrix: matrix)
}

@Suite struct MatrixEvaluationTests {
    @Test func everyCombinationWidthFastest() throws {
        let result = try rows(adaptiveGrid, EnvironmentMatrix(widths: [320, 768], directions: [.leftToRight, .rightToLeft]))
        #expect(result.map(\.environment.container.width) == [320, 768, 320, 768])
        #expect(result.map(\.environment.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft, .rightToLeft])
        // Heights, size classes: the spec's own.
        #expect(result.allSatisfy { $0.environment.container.height == 800 })
        #expect(result.allSatisfy { $0.environment.traits.horizontalSizeClass == .compact })
    }

    @Test func sectionsReportTheAlternativeAndTheGroupFill() throws {
        let result = try rows(adaptiveGrid, EnvironmentMatrix(widths: [320, 768]))
        // 320 < 600: the fallback (alternative 1), 2 per row → 10 / 2 = 5 rows of 100: 320 × 500.
        #expect(result[0].sections == [SectionSummary(index: 0, alternative: 1, itemsPerGroup: 2, groups: 5, items: 10)])
        #expect(result[0].contentSize == Size(width: 320, height: 500))
        // 768 ≥ 600: alternative 0, 4 per row → ⌈10 / 4⌉ = 3 rows: 768 × 300.
        #expect(result[1].sections == [SectionSummary(index: 0, alternative: 0, itemsPerGroup: 4, groups: 3, items: 10)])
        #expect(result[1].contentSize == Size(width: 768, height: 300))
        #expect(result.allSatisfy { $0.isValid && $0.warnings.isEmpty })
    }

    @Test func anEnvironmentWithoutAMatchingAlternativeIsInvalid() throws {
        let onlyWide = adaptiveGrid.components(separatedBy: "      - group:")[0] + "data: { sections: [10] }\n"
        let result = try rows(onlyWide, EnvironmentMatrix(widths: [320, 768]))
        #expect(!result[0].isValid)
        #expect(result[0].errors.map(\.id) == ["no-matching-variant"])
        #expect(result[0].contentSize == nil && result[0].sections.isEmpty)
        #expect(result[1].isValid)
    }

    @Test func cellsWiderThanTheContainerAreAWarning() throws {
        // A 400-pt cell: 0…400 overflows a 320-pt container, fits a 768-pt one.
        let wide = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: absolute(400), height: absolute(50) }
                    subitems: [ { item: { size: { width: absolute(400), height: fractionalHeight(1) } } } ]
            data: { sections: [3] }
            """
        let result = try rows(wide, EnvironmentMatrix(widths: [320, 768]))
        #expect(result[0].warnings.map(\.id) == ["cell-outside-container"])
        #expect(
            result[0].warnings.first?.message.hasPrefix(
                "item 0 of section 0 spans 0…400 across the scroll axis, outside the container's width 320") == true)
        // At the section's root group (line 4, `horizontal:`).
        #expect(result[0].warnings.first?.range?.start.line == 4)
        #expect(result[0].isValid)
        #expect(result[1].warnings.isEmpty)
    }

    @Test func aCellMeasuredWiderThanTheContainerIsAWarningInAnyInstance() throws {
        // One item per group instance; item 5 is measured 400 wide, so instance 5 is solved again
        // (R57) and its cell spans 0…400: past a 320-pt container, inside a 768-pt one. Instance 0
        // alone (100 wide) would not show it.
        let measured = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: estimated(100), height: absolute(50) }
                    subitems: [ { item: { size: { width: estimated(100), height: fractionalHeight(1) } } } ]
            data: { sections: [ { items: 8, sizes: { 5: { width: 400 } } } ] }
            """
        let result = try rows(measured, EnvironmentMatrix(widths: [320, 768]))
        #expect(result[0].warnings.map(\.message) == [
            "the measured size of item 5 of section 0 puts it outside the container: it spans 0…400 across the "
                + "scroll axis, outside the container's width 320; a section that does not scroll orthogonally is "
                + "meant to fit across the scroll axis"
        ])
        #expect(result[0].warnings.map(\.id) == ["measured-cell-outside-container"])
        #expect(result[0].warnings.map(\.severity) == [.warning])
        // At the entry `5:` of `sizes` (line 7).
        #expect(result[0].warnings.first?.range?.start.line == 7)
        #expect(result[1].warnings.isEmpty)
    }

    @Test func anUnmeasuredCellPushedOutByAMeasuredNeighbourIsAWarningInItsInstance() throws {
        // Two items per instance, each estimated 100 wide. Item 4 is measured 250 wide, so instance
        // 2 (items 4 and 5) is solved again (R57): item 4 spans 0…250 and fits 320, item 5 follows
        // at 250…350, past 320. Instances 0 and 1 (0…100, 100…200) fit; item 5 is not measured, so
        // it is `cell-outside-container`, found only by looking past the first instance.
        let pushed = """
            layout:
              section:
                group:
                  horizontal:
                    size: { width: estimated(200), height: absolute(50) }
                    subitems:
                      - item: &cell { size: { width: estimated(100), height: fractionalHeight(1) } }
                      - item: *cell
            data: { sections: [ { items: 6, sizes: { 4: { width: 250 } } } ] }
            """
        let result = try rows(pushed, EnvironmentMatrix(widths: [320, 768]))
        #expect(result[0].warnings.map(\.message) == [
            "item 5 of section 0 spans 250…350 across the scroll axis, outside the container's width 320; "
                + "a section that does not scroll orthogonally is meant to fit across the scroll axis"
        ])
        #expect(result[1].warnings.isEmpty)
    }

    @Test func laterIOSVersionsSayHowManyFramesDifferFromTheFirst() throws {
        // Sections of 1, 0 and 1 items, 10 points apart. iOS 17: the empty section has spacing on
        // both sides, so section 2's cell is at y = 50 + 10 + 10 = 70; iOS 15: none after it, so
        // y = 50 + 10 = 60. Of the two cells, (2, 0) differs.
        let spec = """
            layout:
              interSectionSpacing: 10
              section:
                group:
                  vertical:
                    size: { width: fractionalWidth(1), height: absolute(50) }
                    subitems: [ { item: { size: { width: fractionalWidth(1), height: fractionalHeight(1) } } } ]
            data: { sections: [1, 0, 1] }
            """
        let result = try rows(spec, EnvironmentMatrix(widths: [320], iOSVersions: [17, 15]))
        #expect(result.map(\.environment.iOSVersion) == [17, 15])
        #expect(result[0].versionDifference == nil)
        #expect(
            result[1].versionDifference
                == VersionDifference(baseline: 17, differingElements: 1, comparedElements: 2, isPartial: false))
    }

    @Test func sizeClassesChangeTheDefaultLayoutMargins() throws {
        let result = try rows(adaptiveGrid, EnvironmentMatrix(horizontalSizeClasses: [.compact, .regular]))
        #expect(result.map(\.environment.traits.horizontalSizeClass) == [.compact, .regular])
        #expect(result.map(\.environment.effectiveLayoutMargins.leading) == [16, 20])
    }
}
