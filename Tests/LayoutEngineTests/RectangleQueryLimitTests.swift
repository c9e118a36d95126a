import ComplayoutEngine
import ComplayoutModel
import Testing

/// A rectangle query with a limit stops at the first `limit + 1` elements.
@Suite struct RectangleQueryLimitTests {
    private let rows = layout(
        horizontal(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))]))

    @Test func limitedQueryIsAPrefixOfTheFullOne() throws {
        let result = try Evaluator().evaluate(rows, in: environment(), data: data(30, 30))
        let rect = rect(0, 0, 400, 600)
        let all = result.elements(in: rect)
        #expect(all.count == 60)
        for limit in [0, 1, 29, 30, 31, 59] {
            #expect(result.elements(in: rect, limit: limit) == Array(all.prefix(limit + 1)), "limit \(limit)")
        }
        #expect(result.elements(in: rect, limit: 60) == all)
    }

    /// A rectangle over a billion rows answers at once with the limit: the search does not walk
    /// the group instances it will not use.
    @Test func limitStopsBeforeABillionRows() throws {
        let result = try Evaluator().evaluate(rows, in: environment(), data: data(1_000_000_000))
        let found = result.elements(in: rect(0, 0, 400, 1e10), limit: 1000)
        #expect(found.count == 1001)
        #expect(found.last?.indexPath == [0, 1000])
    }
}
