import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import Testing

/// R21: groups that cannot hold an item are errors, not guesses.
@Suite struct InvalidGroupTests {
    func firstError(_ group: LayoutGroup) -> Diagnostic? {
        do {
            _ = try Evaluator().evaluate(layout(group), in: environment(), data: data(3))
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func itemWiderThanGroup() {
        let group = horizontal(.fractionalWidth(1), .absolute(50), [item(.absolute(500), .absolute(50))])
        #expect(firstError(group)?.id == "group-cannot-fit-item")
    }

    @Test func noRoomAfterInsets() {
        let group = horizontal(
            .absolute(100), .absolute(50), [item(.absolute(10), .absolute(10))],
            insets: DirectionalInsets(leading: 60, trailing: 40))
        #expect(firstError(group)?.id == "group-no-room")
    }

    @Test func zeroLengthItemsWouldRepeatForever() {
        let group = horizontal(.fractionalWidth(1), .absolute(50), [item(.absolute(0), .absolute(10))])
        #expect(firstError(group)?.id == "group-zero-length-items")
    }

    @Test func zeroLengthItemsWithSpacingAreFinite() throws {
        let group = horizontal(.absolute(100), .absolute(50), [item(.absolute(0), .absolute(10))], spacing: .fixed(10))
        let result = try Evaluator().evaluate(layout(group), in: environment(), data: data(11))
        // 0, then 10 per item: 1 + 10 = 11 items per group.
        #expect(result.sections[0].capacity == 11)
    }

    @Test func tinyItemsHitTheCellLimit() {
        let group = horizontal(.absolute(1_000_000), .absolute(50), [item(.absolute(1), .absolute(10))])
        #expect(firstError(group)?.id == "group-too-many-items")
    }
}
