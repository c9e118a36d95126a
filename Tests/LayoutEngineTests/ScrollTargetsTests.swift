import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// R53 scroll targets, every number worked out by hand from docs/scrolling.md.
///
/// Deceleration at the normal rate 0.998: distance = v/1000 × 0.998/0.002 = 0.499 × v
/// (v in points per second), so v = 100 → 49.9, 200 → 99.8, 300 → 149.7, 1000 → 499, 5000 → 2495.
@Suite struct ScrollTargetsTests {
    /// E13's carousel in a 400 × 800 vertical layout at @1x: groups 0.5 × 400 = 200 wide (R8), insets
    /// 20 leading and trailing, 10 between groups. The scroller runs along x: viewport 400, group k
    /// starts at 20 + 210k, content 20 + n × 200 + (n − 1) × 10 + 20.
    /// 3 items: content 660, max offset 260. 10 items: content 2130, max offset 1730.
    private func carousel(
        _ behavior: OrthogonalScrollingBehavior, items: Int = 3, scale: Double = 1,
        direction: InterfaceDirection = .leftToRight
    ) throws -> ScrollTargets {
        let group = horizontal(.fractionalWidth(0.5), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var env = environment(400, 800, scale: scale)
        env.layoutDirection = direction
        let evaluated = try Evaluator().evaluate(
            orthogonal(group, behavior, insets: DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20), spacing: 10),
            in: env, data: data(items))
        return try ScrollTargets(evaluated, section: 0)
    }

    /// A column in a horizontal 300 × 500 layout at @1x: the orthogonal section scrolls along y (R54).
    /// Root container (300 − 10 − 10, 500): top/bottom insets do not shrink the height (R8 with the
    /// axes swapped), so groups are 0.4 × 500 = 200 tall; group k starts at 30 + 220k;
    /// 4 items: content 30 + 4 × 200 + 3 × 20 + 30 = 920, viewport 500, max offset 420.
    private func column(_ behavior: OrthogonalScrollingBehavior) throws -> ScrollTargets {
        let group = vertical(.absolute(100), .fractionalHeight(0.4), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let evaluated = try Evaluator().evaluate(
            orthogonal(
                group, behavior, insets: DirectionalInsets(top: 30, leading: 10, bottom: 30, trailing: 10), spacing: 20,
                scroll: .horizontal),
            in: environment(300, 500), data: data(4))
        return try ScrollTargets(evaluated, section: 0)
    }

    private func orthogonal(
        _ group: LayoutGroup, _ behavior: OrthogonalScrollingBehavior, insets: DirectionalInsets, spacing: Double,
        scroll: LayoutAxis = .vertical
    ) -> CompositionalLayout {
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = insets
        section.interGroupSpacing = spacing
        return CompositionalLayout(scrollDirection: scroll, sections: .uniform(.section(section)))
    }

    @Test func decelerationProjectsAsUIScrollView() {
        #expect(abs(Deceleration.normal.distance(forVelocity: 1000) - 499) < 1e-9)
        #expect(abs(Deceleration.normal.distance(forVelocity: -300) + 149.7) < 1e-9)
        // Fast: 1000/1000 × 0.99/0.01 = 99.
        #expect(abs(Deceleration.fast.distance(forVelocity: 1000) - 99) < 1e-9)
    }

    @Test func theScrollerOfACarousel() throws {
        let targets = try carousel(.continuous)
        #expect(targets.scroller.axis == .horizontal)
        #expect(targets.scroller.viewportLength == 400)
        #expect(targets.scroller.contentLength == 660)
        #expect(targets.scroller.maxOffset == 260)
        #expect(targets.scroller.firstGroupStart == 20)
        #expect(targets.scroller.groupStride == 210)
    }

    @Test func continuousRestsWhereDecelerationEnds() throws {
        let targets = try carousel(.continuous)
        #expect(Array(targets.restingOffsets) == [])
        #expect(targets.offsetRange == 0...260)
        #expect(targets.restingOffset(from: 100, velocity: 0) == 100)
        // 50 + 49.9 = 99.9, snapped to whole points at @1x → 100.
        #expect(targets.restingOffset(from: 50, velocity: 100) == 100)
        #expect(targets.projectedOffset(from: 100, velocity: 1000) == 599)
        // 100 + 499 = 599, clamped to the max offset 260; 100 − 499 = −399, clamped to 0.
        #expect(targets.restingOffset(from: 100, velocity: 1000) == 260)
        #expect(targets.restingOffset(from: 100, velocity: -1000) == 0)
    }

    @Test func continuousSnapsToThePixelGrid() throws {
        // @2x: 100.3 snaps to 100.5 (200.6 pixels → 201).
        let targets = try carousel(.continuous, scale: 2)
        #expect(targets.restingOffset(from: 100.3, velocity: 0) == 100.5)
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroup() throws {
        let targets = try carousel(.continuousGroupLeadingBoundary)
        // k × 210 below 260: 0, 210; then the content's end 260.
        #expect(Array(targets.restingOffsets) == [0, 210, 260])
        // 0 + 149.7: 0 is 149.7 away, 210 is 60.3 → 210.
        #expect(targets.restingOffset(from: 0, velocity: 300) == 210)
        // 0 + 99.8: 0 is 99.8 away, 210 is 110.2 → 0.
        #expect(targets.restingOffset(from: 0, velocity: 200) == 0)
        // 200 + 499 = 699 → clamped 260 → 260.
        #expect(targets.restingOffset(from: 200, velocity: 1000) == 260)
        // Not limited to one group: 250 − 149.7 = 100.3, nearer 0 (100.3) than 210 (109.7) → 0.
        #expect(targets.restingOffset(from: 250, velocity: -300) == 0)
    }

    @Test func pagingPagesByTheContainer() throws {
        let short = try carousel(.paging)
        // Pages of 400 below 260: 0; then the content's end 260.
        #expect(Array(short.restingOffsets) == [0, 260])
        // No velocity: nearest page. 100: 0 (100) vs 260 (160) → 0; 150: 150 vs 110 → 260.
        #expect(short.restingOffset(from: 100, velocity: 0) == 0)
        #expect(short.restingOffset(from: 150, velocity: 0) == 260)
        // Forward from 100: pages 0 (behind) and 260 (ahead). v 300 → 249.7: 249.7 vs 10.3 → 260;
        // v 50 → 124.95: 124.95 vs 135.05 → 0.
        #expect(short.restingOffset(from: 100, velocity: 300) == 260)
        #expect(short.restingOffset(from: 100, velocity: 50) == 0)
        // Backward from 200: behind 260, ahead 0. v −100 → 150.1: 109.9 vs 150.1 → 260.
        #expect(short.restingOffset(from: 200, velocity: -100) == 260)
        #expect(short.restingOffset(from: 200, velocity: -1000) == 0)

        let long = try carousel(.paging, items: 10)
        // Pages 0, 400, 800, 1200, 1600 below 1730; then 1730.
        #expect(Array(long.restingOffsets) == [0, 400, 800, 1200, 1600, 1730])
        // At most one page: 100 + 2495 = 2595 projects far, but the page after 0 is 400.
        #expect(long.restingOffset(from: 100, velocity: 5000) == 400)
        // Backward from 500: behind 800, ahead 400.
        #expect(long.restingOffset(from: 500, velocity: -5000) == 400)
        // 1650 + 499: behind 1600, ahead 1730 → 1730.
        #expect(long.restingOffset(from: 1650, velocity: 1000) == 1730)
    }

    @Test func groupPagingPagesByGroupAndSpacing() throws {
        let targets = try carousel(.groupPaging, items: 10)
        // k × 210 for k = 0…8 (1680 < 1730), then min(9 × 210 = 1890, 1730) = 1730.
        #expect(Array(targets.restingOffsets) == [0, 210, 420, 630, 840, 1050, 1260, 1470, 1680, 1730])
        #expect(targets.restingOffset(from: 0, velocity: 5000) == 210)
        // 300, no velocity: 210 (90) vs 420 (120) → 210.
        #expect(targets.restingOffset(from: 300, velocity: 0) == 210)
        // 300 + 49.9 = 349.9: behind 210 (139.9), ahead 420 (70.1) → 420.
        #expect(targets.restingOffset(from: 300, velocity: 100) == 420)
        // 300 − 49.9 = 250.1: behind 420 (169.9), ahead 210 (40.1) → 210.
        #expect(targets.restingOffset(from: 300, velocity: -100) == 210)
        #expect(targets.restingOffset(from: 1700, velocity: 1000) == 1730)
        #expect(targets.restingOffset(from: 1730, velocity: 1000) == 1730)
    }

    @Test func groupPagingCentredCentresEachGroup() throws {
        let targets = try carousel(.groupPagingCentered)
        // Group k's middle at offset 0: 20 + 210k + 100; centred at that − 200: −80, 130, 340.
        #expect(Array(targets.restingOffsets) == [-80, 130, 340])
        // The range widens from 0…260 to include them.
        #expect(targets.offsetRange == -80...340)
        // 0, no velocity: −80 (80) vs 130 (130) → −80.
        #expect(targets.restingOffset(from: 0, velocity: 0) == -80)
        #expect(targets.restingOffset(from: 0, velocity: 1000) == 130)
        // Backward from 200: behind 340, ahead 130.
        #expect(targets.restingOffset(from: 200, velocity: -1000) == 130)
        #expect(targets.restingOffset(from: 340, velocity: 1000) == 340)
    }

    @Test func aHorizontalLayoutsSectionsScrollVertically() throws {
        let continuous = try column(.continuous)
        #expect(continuous.scroller.axis == .vertical)
        #expect(continuous.scroller.viewportLength == 500)
        #expect(continuous.scroller.contentLength == 920)
        #expect(continuous.offsetRange == 0...420)
        #expect(continuous.restingOffset(from: 100, velocity: 1000) == 420)
        // 100 − 49.9 = 50.1 → 50 at @1x.
        #expect(continuous.restingOffset(from: 100, velocity: -100) == 50)

        let leading = try column(.continuousGroupLeadingBoundary)
        // k × 220 below 420: 0, 220; then 420.
        #expect(Array(leading.restingOffsets) == [0, 220, 420])
        // 0 + 249.5: 220 is 29.5 away → 220. 300, no velocity: 220 (80) vs 420 (120) → 220.
        #expect(leading.restingOffset(from: 0, velocity: 500) == 220)
        #expect(leading.restingOffset(from: 300, velocity: 0) == 220)

        let paging = try column(.paging)
        // Pages of 500 below 420: 0; then 420.
        #expect(Array(paging.restingOffsets) == [0, 420])
        #expect(paging.restingOffset(from: 100, velocity: 1000) == 420)
        #expect(paging.restingOffset(from: 300, velocity: -1000) == 0)
        #expect(paging.restingOffset(from: 300, velocity: 0) == 420)

        let groupPaging = try column(.groupPaging)
        #expect(Array(groupPaging.restingOffsets) == [0, 220, 420])
        #expect(groupPaging.restingOffset(from: 0, velocity: 5000) == 220)
        #expect(groupPaging.restingOffset(from: 420, velocity: -5000) == 220)

        let centred = try column(.groupPagingCentered)
        // Middles 30 + 220k + 100, less 250: −120, 100, 320, 540; range −120…max(420, 540).
        #expect(Array(centred.restingOffsets) == [-120, 100, 320, 540])
        #expect(centred.offsetRange == -120...540)
        #expect(centred.restingOffset(from: 0, velocity: 0) == 100)
        #expect(centred.restingOffset(from: 100, velocity: 2000) == 320)
        // 540 − 4.99: behind 540 is nearer than 320.
        #expect(centred.restingOffset(from: 540, velocity: -10) == 540)
    }

    @Test func rightToLeftMeasuresFromTheLeadingEnd() throws {
        for behavior in OrthogonalScrollingBehavior.allCases where behavior != .none {
            let leftToRight = try carousel(behavior, items: 10)
            let rightToLeft = try carousel(behavior, items: 10, direction: .rightToLeft)
            #expect(Array(rightToLeft.restingOffsets) == Array(leftToRight.restingOffsets), "\(behavior)")
            for (offset, velocity) in [(300.0, 100.0), (300, -100), (0, 5000), (1700, 0)] {
                #expect(
                    rightToLeft.restingOffset(from: offset, velocity: velocity)
                        == leftToRight.restingOffset(from: offset, velocity: velocity), "\(behavior)")
            }
        }
        // At offset 210 (group paging's second page) group 1 starts 20 from the right edge:
        // unmirrored x 230 − 210 = 20, mirrored 400 − 20 − 200 = 180, ending at 380.
        let group = horizontal(.fractionalWidth(0.5), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var env = environment()
        env.layoutDirection = .rightToLeft
        env.orthogonalOffsets = [0: Point(x: 210, y: 0)]
        let evaluated = try Evaluator().evaluate(
            orthogonal(group, .groupPaging, insets: DirectionalInsets(top: 10, leading: 20, bottom: 10, trailing: 20), spacing: 10),
            in: env, data: data(3))
        #expect(evaluated.cellAttributes(section: 0, item: 1)?.frame == rect(180, 10, 200, 100))
    }

    @Test func anEmptySectionRestsAtZero() throws {
        // Content 20 + 20 = 40 < 400: max offset 0.
        for behavior in OrthogonalScrollingBehavior.allCases where behavior != .none && behavior != .continuous {
            let targets = try carousel(behavior, items: 0)
            #expect(Array(targets.restingOffsets) == [0], "\(behavior)")
            #expect(targets.restingOffset(from: 50, velocity: 1000) == 0, "\(behavior)")
        }
        #expect(try carousel(.continuous, items: 0).restingOffset(from: 50, velocity: 0) == 0)
    }

    @Test func aBillionGroupsCostNothing() throws {
        // Content 20 + 10^9 × 200 + (10^9 − 1) × 10 + 20 = 210 000 000 030; max 209 999 999 630.
        let targets = try carousel(.groupPaging, items: 1_000_000_000)
        // (209 999 999 630 − 0.5) / 210 = 999 999 998.2… → 999 999 999 offsets before the end, + the end,
        // capped at 10^9 groups; the last is min(999 999 999 × 210, max) = 209 999 999 630.
        #expect(targets.restingOffsets.count == 1_000_000_000)
        #expect(targets.restingOffsets.last == 209_999_999_630)
        // From 209 999 999 000 + 499: behind ⌊…/210⌋ = 999 999 995 → 209 999 998 950 (549 away),
        // ahead 209 999 999 160 (339 away) → ahead.
        #expect(targets.restingOffset(from: 209_999_999_000, velocity: 1000) == 209_999_999_160)
    }

    @Test func absurdlyLongContentDoesNotTrap() throws {
        // Two groups of 10^300 points: more 400-point pages than doubles count exactly, so the list
        // stops at 2^53 pages — a degenerate answer, but an answer rather than a trap.
        let group = horizontal(.absolute(1e300), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let evaluated = try Evaluator().evaluate(
            orthogonal(group, .paging, insets: .zero, spacing: 0), in: environment(), data: data(2))
        let targets = try ScrollTargets(evaluated, section: 0)
        #expect(targets.restingOffsets.count == 1 << 53)
        #expect(targets.restingOffset(from: 0, velocity: 1000) == 400)
        #expect(targets.offsetRange.contains(targets.restingOffset(from: 1e300, velocity: 0)))
    }

    @Test func onlyOrthogonalSectionsHaveTargets() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let evaluated = try Evaluator().evaluate(layout(group), in: environment(), data: data(3))
        #expect {
            try ScrollTargets(evaluated, section: 0)
        } throws: { error in
            (error as? Diagnostic)?.id == "section-not-orthogonal"
                && (error as? Diagnostic)?.message
                    == "section 0 does not scroll orthogonally (its orthogonalScrollingBehavior is none), so it has no scroll targets"
        }
        #expect {
            try ScrollTargets(evaluated, section: 1)
        } throws: { error in
            (error as? Diagnostic)?.message == "the layout has no section 1; its sections are numbered 0 to 0"
        }
    }
}
