import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// The worked examples of semantics.md, built in code (the YAML versions live in Specs/conformance).
@Suite struct WorkedExampleTests {
    let evaluator = Evaluator()

    @Test func e1PlainList() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(3))
        #expect(result.cellFrames == [rect(0, 0, 400, 44), rect(0, 44, 400, 44), rect(0, 88, 400, 44)])
        #expect(result.contentSize == Size(width: 400, height: 132))
    }

    @Test func e3InsetsAndInterGroupSpacing() throws {
        let group = horizontal(
            .fractionalWidth(1), .absolute(100),
            [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: DirectionalInsets(all: 5))])
        let result = try evaluator.evaluate(
            layout(group, insets: DirectionalInsets(top: 10, leading: 20, bottom: 30, trailing: 20), interGroupSpacing: 8),
            in: environment(), data: data(3))
        #expect(result.cellFrames == [rect(25, 15, 170, 90), rect(205, 15, 170, 90), rect(25, 123, 170, 90)])
        #expect(result.contentSize == Size(width: 400, height: 248))
    }

    @Test func e4NestedGroupsDepthFirst() throws {
        let trailing = vertical(.fractionalWidth(0.25), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = horizontal(
            .fractionalWidth(1), .absolute(200), [item(.fractionalWidth(0.75), .fractionalHeight(1)), .group(trailing)])
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(7))
        #expect(
            result.cellFrames == [
                rect(0, 0, 300, 200), rect(300, 0, 100, 100), rect(300, 100, 100, 100),
                rect(0, 200, 300, 200), rect(300, 200, 100, 100), rect(300, 300, 100, 100), rect(0, 400, 300, 200),
            ])
        #expect(result.contentSize == Size(width: 400, height: 600))
    }

    @Test func e6CountAbsorbsSpacing() throws {
        var group = horizontal(.fractionalWidth(1), .absolute(100), [], spacing: .fixed(20))
        group.kind = .stack(.horizontal, .count(3, item(.fractionalWidth(1), .fractionalHeight(1))))
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(4))
        #expect(result.cellFrames == [rect(0, 0, 120, 100), rect(140, 0, 120, 100), rect(280, 0, 120, 100), rect(0, 100, 120, 100)])
    }

    @Test func e7FlexibleSpacing() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(60), [item(.absolute(76), .absolute(60))], spacing: .flexible(10))
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(5))
        #expect(result.cellFrames.map(\.x) == [0, 108, 216, 324, 0])
        #expect(result.contentSize.height == 120)
    }

    @Test func e8FlexibleEdgesCentre() throws {
        let flexible = EdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = horizontal(.fractionalWidth(1), .absolute(100), [item(.absolute(300), .absolute(40), edges: flexible)])
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(2))
        #expect(result.cellFrames == [rect(50, 30, 300, 40), rect(50, 130, 300, 40)])
    }

    @Test func e14HorizontalScrolling() throws {
        let group = vertical(.absolute(150), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let result = try evaluator.evaluate(
            layout(group, insets: DirectionalInsets(top: 10, leading: 5, bottom: 10, trailing: 5), scroll: .horizontal),
            in: environment(400, 300), data: data(5))
        #expect(
            result.cellFrames == [
                rect(5, 10, 150, 140), rect(5, 150, 150, 140), rect(155, 10, 150, 140), rect(155, 150, 150, 140),
                rect(305, 10, 150, 140),
            ])
        #expect(result.contentSize == Size(width: 460, height: 300))
    }

    @Test func e15RightToLeftMirrors() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        var env = environment()
        env.layoutDirection = .rightToLeft
        let result = try evaluator.evaluate(
            layout(group, insets: DirectionalInsets(leading: 30, trailing: 10)), in: env, data: data(3))
        #expect(result.cellFrames == [rect(190, 0, 180, 50), rect(10, 0, 180, 50), rect(190, 50, 180, 50)])
    }

    @Test func e19SpacingAwareFractions() throws {
        let group = horizontal(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))], spacing: .fixed(10))
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(3))
        #expect(result.cellFrames == [rect(0, 0, 195, 100), rect(205, 0, 195, 100), rect(0, 100, 195, 100)])
    }

    @Test func e21GroupInsets() throws {
        let group = horizontal(
            .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            insets: DirectionalInsets(all: 10))
        let result = try evaluator.evaluate(layout(group), in: environment(), data: data(2))
        #expect(result.cellFrames == [rect(10, 10, 190, 80), rect(200, 10, 190, 80)])
        #expect(result.contentSize == Size(width: 400, height: 100))
    }
}
