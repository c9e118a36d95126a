import ComplayoutAnalysis
import ComplayoutEngine
import ComplayoutOutput
import ComplayoutSpec
import ComplayoutTestSupport
import Foundation
import Testing

/// The output of every spec in Specs/ that evaluates, in every machine format and the table,
/// held to the digests in `digests.txt`: an optimisation of the writers or the engine must not
/// change one byte (docs/performance.md, "How the changes were checked").
///
/// `COMPLAYOUT_UPDATE_DIGESTS=1 swift test --filter OutputDigestTests` rewrites the file; only a
/// change that is meant to change output may do that, and its diff shows which specs changed.
@Suite struct OutputDigestTests {
    private static let digestsURL = packageRoot.appendingPathComponent("Tests/OutputDigestTests/digests.txt")

    @Test func everySpecPrintsTheBytesItPrintedBefore() throws {
        let computed = try OutputDigest.everySpec()
        if ProcessInfo.processInfo.environment["COMPLAYOUT_UPDATE_DIGESTS"] == "1" {
            let text = computed.map(\.line).joined(separator: "\n") + "\n"
            try text.write(to: Self.digestsURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: Self.digestsURL, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(expected.count >= 1_000, "digests.txt holds too few digests to guard anything")
        let now = Dictionary(computed.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        for line in expected {
            let key = OutputDigest.key(ofLine: line)
            #expect(now[key] == line, "\(key): the output changed (now \(now[key] ?? "not printed"))")
        }
    }

    /// The digest itself: different bytes, a different digest; the same bytes, the same one.
    @Test func theDigestTellsOutputsApart() {
        var a = OutputDigest.Hasher()
        a.append("{ \"x\": 1 }\n")
        var b = OutputDigest.Hasher()
        b.append("{ \"x\": 2 }\n")
        var c = OutputDigest.Hasher()
        c.append("{ \"x\": 1 }")
        c.append("\n")
        #expect(a.hex != b.hex)
        #expect(a.hex == c.hex)
        #expect(a.count == 11)
    }
}
