import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// The evaluator's own bounds: cells per evaluation, errors, and frames that overflow.
@Suite struct EvaluationLimitTests {
    func errors(_ layout: CompositionalLayout, _ data: DataSource, limits: EvaluationLimits = .default) -> [Diagnostic] {
        do {
            _ = try Evaluator(limits: limits).evaluate(layout, in: environment(), data: data)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Ten 10-point items in a 100-point row: 10 cells per section.
    let row = layout(horizontal(.absolute(100), .absolute(10), [item(.absolute(10), .absolute(10))]))

    @Test func storedElementsCountEverySection() {
        // Three sections hold 30 cells: within 30, past 29, refused at the third section.
        #expect(errors(row, data(1, 1, 1), limits: EvaluationLimits(maxStoredElements: 30)).isEmpty)
        let found = errors(row, data(1, 1, 1), limits: EvaluationLimits(maxStoredElements: 29))
        #expect(found.map(\.id) == ["layout-too-many-elements"])
    }

    @Test func errorsPastTheLimitAreCut() {
        // No section has a variant for the environment; each message names its section, so none
        // is dropped as a repeat.
        let noVariant = CompositionalLayout(sections: .perSection((0..<5).map { _ in .variants([], source: nil) }))
        let found = errors(noVariant, data(1, 1, 1, 1, 1), limits: EvaluationLimits(maxErrors: 2))
        #expect(found.map(\.id) == ["no-matching-variant", "no-matching-variant", "too-many-errors"])
    }

    @Test func framesThatWouldOverflowAreRefused() {
        // 10^9 instances of a 1e300-point group: the section would be 1e309 points long.
        let tall = layout(vertical(.fractionalWidth(1), .absolute(1e300), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        #expect(errors(tall, data(1_000_000_000)).map(\.id) == ["layout-overflow"])
        #expect(errors(tall, data(1_000)).isEmpty)
    }

    @Test func anOrthogonalRowThatWouldOverflowIsRefused() throws {
        // Groups as wide as a 1e307-point container side by side (R8): the third starts at 2e307,
        // past the layout range (Double.greatestFiniteMagnitude / 16, about 1.1e307), outside the
        // section's frame, which does not bound them.
        let row = horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = LayoutSection(group: row)
        section.orthogonalScrollingBehavior = .continuous
        let wide = CompositionalLayout(sections: .uniform(.section(section)))
        let evaluator = Evaluator()
        do {
            _ = try evaluator.evaluate(wide, in: environment(1e307, 800), data: data(3))
            Issue.record("three groups of 1e307 points evaluated")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["layout-overflow"])
        }
        #expect(try evaluator.evaluate(wide, in: environment(1e307, 800), data: data(1)).cellFrames == [rect(0, 0, 1e307, 44)])
    }

    @Test func cellsMeasuredPastTheirGroupThatWouldOverflowAreRefused() {
        // A 100-point column of four cells of estimated height (R57): measured 1e308 tall, the
        // first two push the third to 2e308, past the largest double, inside an instance solved
        // again whose group keeps its fixed height (R58), so its frame bounds nothing. Found by
        // the model fuzz target.
        let column = layout(vertical(.absolute(100), .absolute(100), [item(.absolute(100), .estimated(25))]))
        let tall = MeasuredSize(height: 1e308)
        let measured = DataSource(sections: [SectionData(itemCount: 4, sizes: [0: tall, 1: tall])])
        #expect(errors(column, measured).map(\.id) == ["layout-overflow"])
        let fine = DataSource(sections: [SectionData(itemCount: 4, sizes: [0: MeasuredSize(height: 1e300)])])
        #expect(errors(column, fine).isEmpty)
    }

    @Test func aFrameThatWouldOverflowWhenMirroredIsRefused() throws {
        // Right to left, a frame is mirrored over the content width (STEP 11): a header moved by
        // the largest double's negative along x starts at a finite −1.8e308, but in a
        // 1e300-point-wide container it would be reported at 1e300 − (−1.8e308) − 250, past the
        // largest double. Found by the model fuzz target.
        var section = LayoutSection(group: horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "header", size: LayoutSize(width: .absolute(250), height: .absolute(10)),
                alignment: .top, absoluteOffset: Point(x: -Double.greatestFiniteMagnitude, y: 0))
        ]
        let header = CompositionalLayout(sections: .uniform(.section(section)))
        var rightToLeft = environment(1e300, 800)
        rightToLeft.layoutDirection = .rightToLeft
        do {
            _ = try Evaluator().evaluate(header, in: rightToLeft, data: data(1))
            Issue.record("a header 1.8e308 points to the side evaluated")
        } catch {
            #expect(error.diagnostics.map(\.id) == ["layout-overflow"])
        }
    }
}

extension EvaluationLimitTests {
    @Test func sectionsPastTheLimitAreRefusedBeforeAnyWork() {
        #expect(errors(row, data(1, 1, 1), limits: EvaluationLimits(maxSections: 3)).isEmpty)
        let found = errors(row, data(1, 1, 1, 1), limits: EvaluationLimits(maxSections: 3))
        #expect(found.map(\.id) == ["too-many-sections"])
        #expect(found.first?.message == "the data has 4 sections; the most supported is 3")
    }
}

extension EvaluationLimitTests {
    @Test func instancesSolvedAgainCountAsStoredElements() {
        // Rows of ten 10-point cells of estimated height, with edge spacing (so not rows of
        // `MeasuredRow`'s shape); a measured cell in rows 0 and 5 has both solved again (R57):
        // 10 periodic cells + 2 × 10 = 30 stored. Within 30, past 29.
        let estimated = layout(
            horizontal(.absolute(100), .estimated(10), [item(.absolute(10), .estimated(10), edges: EdgeSpacing())]))
        let measured = DataSource(sections: [
            SectionData(itemCount: 100, sizes: [0: MeasuredSize(height: 20), 50: MeasuredSize(height: 30)])
        ])
        #expect(errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 30)).isEmpty)
        let found = errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 29))
        #expect(found.map(\.id) == ["layout-too-many-elements"])
        #expect(found.first?.message.hasPrefix("the measured sizes of this section's items change 2 instances") == true)
    }

    @Test func rowsSolvedAgainCountByTheirBytes() {
        // The same rows without edge spacing take `MeasuredRow`'s form: each holds ten 8-byte
        // lengths and a 24-byte entry, 104 bytes; two, 208 bytes, count as ⌈208 / 190⌉ = 2
        // elements beside the 10 periodic cells. Within 12, past 11.
        let estimated = layout(horizontal(.absolute(100), .estimated(10), [item(.absolute(10), .estimated(10))]))
        var heights = [Double?](repeating: nil, count: 51)
        heights[0] = 20
        heights[50] = 30
        let measured = DataSource(sections: [SectionData(itemCount: 100, heights: MeasuredLengths(heights))])
        #expect(errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 12)).isEmpty)
        let found = errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 11))
        #expect(found.map(\.id) == ["layout-too-many-elements"])
        #expect(found.first?.message.hasPrefix("the measured sizes of this section's items change 2 instances") == true)
    }

    @Test func aListMadeFromSizesCountsByItsLength() {
        // 10,000 items by size in rows of ten, every one at its estimate but item 9,990's: the
        // run is the last row alone, but the list made from the sizes holds 10,000 lengths,
        // 80,000 bytes, and the row's byte: ⌈80,001 / 190⌉ = 422 elements beside the 10 periodic
        // cells. Within 432, past 431 (counting the one row alone, 1 element, would let it by).
        let estimated = layout(horizontal(.absolute(100), .estimated(10), [item(.absolute(10), .estimated(10))]))
        var sizes: [Int: MeasuredSize] = [:]
        for item in 0..<10_000 { sizes[item] = MeasuredSize(height: item == 9_990 ? 30 : 10) }
        let measured = DataSource(sections: [SectionData(itemCount: 10_000, sizes: sizes)])
        #expect(errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 432)).isEmpty)
        let found = errors(estimated, measured, limits: EvaluationLimits(maxStoredElements: 431))
        #expect(found.map(\.id) == ["layout-too-many-elements"])
    }
}

extension EvaluationLimitTests {
    @Test func moreElementsThanAnIntCountsAreRefused() {
        // Only a layout built in Swift has more than 10^9 items in a section. One section of
        // Int.max items is countable; two are not, nor one with a background beside its cells.
        #expect(errors(row, data(.max)).isEmpty)
        // One item a group: Int.max group instances, and a rectangle reaching past the last of
        // them, where the instance search ends at the count itself. `limit` stops at 11.
        let single = layout(horizontal(.absolute(10), .absolute(10), [item(.absolute(10), .absolute(10))]))
        let tall = try? Evaluator().evaluate(single, in: environment(), data: data(.max))
        #expect(tall?.elements(in: rect(0, 0, 100, 1e300), limit: 10).count == 11)
        // Ten items a group: the last of the Int.max items is slot 6 of its instance, and slots 7
        // to 9 would be items past the largest integer; a rectangle over the last rows finds
        // items up to Int.max − 1 and no further (found by the model fuzz target, in a flow).
        let rows = try? Evaluator().evaluate(row, in: environment(), data: data(.max))
        let lastRows = rows?.elements(in: rect(0, 0x1p63 - 4096, 100, 1e300), limit: 100_000) ?? []
        #expect(lastRows.compactMap(\.indexPath.last).max() == Int.max - 1)
        #expect(errors(row, data(.max, 1)).map(\.id) == ["integer-overflow"])
        var background = LayoutSection(group: horizontal(.absolute(100), .absolute(10), [item(.absolute(10), .absolute(10))]))
        background.decorationItems = [DecorationItem(elementKind: "background")]
        let decorated = CompositionalLayout(sections: .uniform(.section(background)))
        #expect(errors(decorated, data(.max)).map(\.id) == ["integer-overflow"])
    }
}
