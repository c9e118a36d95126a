import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// STEP 0: a tree built in Swift is checked by the reader's rules before it is solved, and values
/// that are fine alone but overflow or go negative where they meet are refused (docs/limits.md).
@Suite struct ModelValidationTests {
    func errors(
        _ layout: CompositionalLayout, _ data: DataSource = data(3), in environment: LayoutEnvironment = environment()
    ) -> [String] {
        do {
            _ = try Evaluator().evaluate(layout, in: environment, data: data)
            return []
        } catch {
            return error.diagnostics.map { "\($0.id): \($0.message)" }
        }
    }

    let cell = item(.fractionalWidth(1), .fractionalHeight(1))

    @Test func countZeroAndAnEmptyListAreRefusedNotDividedBy() {
        let countZero = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), kind: .stack(.horizontal, .count(0, cell)))
        #expect(errors(layout(countZero)) == ["invalid-value: expected a positive integer for 'count', found 0"])
        let repeatZero = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
            kind: .stack(.horizontal, .repeatExactly(-1, cell)))
        #expect(errors(layout(repeatZero)) == ["negative-value: expected a positive integer for 'repeat', found -1"])
        #expect(
            errors(layout(horizontal(.fractionalWidth(1), .absolute(44), [])))
                == ["invalid-value: 'subitems' must not be empty"])
    }

    @Test func negativeAndNonFiniteValuesAreRefusedWithTheReadersWords() {
        let spaced = horizontal(.fractionalWidth(1), .absolute(44), [cell], spacing: .fixed(-20))
        #expect(errors(layout(spaced)) == ["negative-value: expected a non-negative number for 'interItemSpacing', found fixed(-20)"])
        let negative = horizontal(.fractionalWidth(1), .absolute(44), [item(.absolute(-50), .absolute(44))])
        #expect(errors(layout(negative)) == ["negative-value: expected a non-negative number for 'width', found absolute(-50)"])
        let notANumber = horizontal(.fractionalWidth(.nan), .absolute(44), [cell])
        #expect(errors(layout(notANumber)) == ["non-finite-number: expected a finite number for 'width', found fractionalWidth(nan)"])
        #expect(
            errors(layout(horizontal(.fractionalWidth(1), .absolute(44), [cell])), data(-1))
                == ["negative-value: expected a non-negative integer for 'items', found -1"])
        #expect(
            errors(layout(horizontal(.fractionalWidth(1), .absolute(44), [cell])), in: environment(400, 800, scale: 0))
                == ["invalid-value: expected a positive number for 'displayScale', found 0"])
    }

    @Test func countsLargerThanAGroupMayHoldAreRefusedBeforeTheyAreAllocated() {
        let huge = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
            kind: .stack(.horizontal, .count(Int.max, cell)))
        #expect(errors(layout(huge)).map { $0.prefix(20) } == ["group-too-many-items"])
    }

    @Test func aZIndexTheBackgroundCannotPromoteIsRefused() {
        // R51: a cell's zIndex goes up by one in a section with a background; Int.max cannot.
        func section(zIndex: Int, background: Bool) -> CompositionalLayout {
            let custom = LayoutGroup(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                kind: .custom([CustomFrame(x: 0, y: 0, width: .absolute(10), height: .absolute(10), zIndex: zIndex)]))
            var section = LayoutSection(group: custom)
            section.decorationItems = background ? [DecorationItem(elementKind: "bg")] : []
            return CompositionalLayout(sections: .uniform(.section(section)))
        }
        #expect(errors(section(zIndex: .max, background: true)).map { $0.prefix(16) } == ["integer-overflow"])
        #expect(errors(section(zIndex: .max, background: false)).isEmpty)
        #expect(errors(section(zIndex: .max - 1, background: true)).isEmpty)
        #expect(errors(section(zIndex: .min, background: true)).isEmpty)
    }

    @Test func elementNumbersThatOverflowAreRefused() {
        var badged = LayoutItem(size: LayoutSize(width: .absolute(10), height: .absolute(10)))
        badged.supplementaryItems = [
            SupplementaryItem(
                elementKind: "badge", size: LayoutSize(width: .absolute(4), height: .absolute(4)),
                containerAnchor: SupplementaryAnchor(edges: [.top]))
        ]
        let row = layout(horizontal(.absolute(20), .absolute(10), [.item(badged)]))
        #expect(errors(row, data(Int.max)).map { $0.prefix(16) } == ["integer-overflow"])
        #expect(errors(row, data(1_000_000_000)).isEmpty)
    }

    @Test func nestingPastTheLimitIsRefused() {
        var group = horizontal(.fractionalWidth(1), .absolute(44), [cell])
        for _ in 0..<70 { group = horizontal(.fractionalWidth(1), .fractionalHeight(1), [.group(group)]) }
        #expect(errors(layout(group)) == ["group-nesting-too-deep: groups nest more than 64 levels deep"])
    }

    @Test func negativeSizesAreRefusedWithTheirCause() {
        // R30: 20 points of insets on a 10-point item.
        let inset = horizontal(
            .fractionalWidth(1), .absolute(44), [item(.absolute(10), .absolute(44), insets: DirectionalInsets(leading: 20))])
        #expect(
            errors(layout(inset)) == [
                "negative-size: this item's content insets (leading 20 + trailing 0) are larger than its 10-point width: "
                    + "its cell would be -10 points wide (R30); use smaller insets"
            ])
        // R16: one 1000-point gap between two half-width items in 390 points: (390 − 1000) / 2.
        let spaced = horizontal(
            .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(0.5), .absolute(44))], spacing: .fixed(1000))
        #expect(
            errors(layout(spaced), in: environment(390, 800)) == [
                "negative-size: this group cannot be laid out: its 1 gap of 1000 points takes 1000 of its 390 points "
                    + "along the horizontal axis, so its subitems would be -305 points wide (R16); use less spacing or fewer items"
            ])
        // R17: three items, two 1000-point gaps: (390 − 2000) / 3 = −536.667, floored to the 1-point grid: −537.
        let counted = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), kind: .stack(.horizontal, .count(3, cell)),
            interItemSpacing: .fixed(1000))
        #expect(errors(layout(counted), in: environment(390, 800)).map { $0.prefix(13) } == ["negative-size"])
        #expect(errors(layout(counted), in: environment(390, 800)).first?.contains("2 gaps of 1000 points take 2000 of its 390 points along the horizontal axis, so its subitems would be -537 points wide (R17)") == true)
        // A background whose insets are larger than its section.
        var section = LayoutSection(group: horizontal(.fractionalWidth(1), .absolute(44), [cell]))
        section.decorationItems = [DecorationItem(elementKind: "bg", contentInsets: DirectionalInsets(top: 100))]
        #expect(
            errors(CompositionalLayout(sections: .uniform(.section(section))), data(1)).map { $0.prefix(13) }
                == ["negative-size"])
    }

    @Test func aRootGroupOfNegativeSizeIsRefused() {
        // A safe area of 250 + 250 points across a 390-point container leaves the section
        // 390 − 500 = −110 points; a custom group fractionalWidth(1/3) high is then −36.667 tall,
        // floored to the 1-point grid: −37, though its one cell, a third of the group's 10-point
        // width, is not negative. Its instances would follow one another upwards (found by the
        // model fuzz target, docs/fuzzing.md).
        let third = LayoutDimension.fractionalWidth(1.0 / 3)
        let custom = LayoutGroup(
            size: LayoutSize(width: .absolute(10), height: third),
            kind: .custom([CustomFrame(x: 10, y: 10, width: third, height: third)]))
        var narrowed = environment(390, 844)
        narrowed.safeAreaInsets = DirectionalInsets(top: 0, leading: 250, bottom: 0, trailing: 250)
        #expect(
            errors(layout(custom), data(3), in: narrowed) == [
                "negative-size: a frame here would be 10 × -37 points: "
                    + "its insets or spacing are larger than the room they divide; use smaller ones"
            ])
    }
}
