import ComplayoutAnalysis
import ComplayoutEngine
import ComplayoutOutput
import ComplayoutSpec
import ComplayoutTestSupport
import Foundation

/// What `eval` prints for a spec, digested: one line per spec and format,
/// `PATH<tab>FORMAT<tab>DIGEST<tab>BYTES`.
struct OutputDigest {
    /// Layouts with more elements are left out (one example has 10^9); the benchmarks cover size.
    static let maximumElements = 50_000

    var path: String
    var format: String
    var hasher: Hasher

    var key: String { "\(path)\t\(format)" }
    var line: String { "\(key)\t\(hasher.hex)\t\(hasher.count)" }

    /// The key of a line of `digests.txt`: its path and format.
    static func key(ofLine line: some StringProtocol) -> String {
        line.split(separator: "\t", omittingEmptySubsequences: false).prefix(2).joined(separator: "\t")
    }

    /// Every spec file under Specs/ that evaluates, in each format `eval` prints.
    static func everySpec() throws -> [OutputDigest] {
        let root = packageRoot.appendingPathComponent("Specs").path
        let files = try CaseDiscovery.files(in: [root])
        var digests: [OutputDigest] = []
        for file in files {
            let path = String(file.dropFirst(packageRoot.path.count + 1))
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: file)))
            guard let spec = try? SpecLoader.load(bytes: bytes), let layout = try? Evaluator().evaluate(spec),
                layout.elementCount <= maximumElements
            else { continue }
            digests += try formats(of: layout, path: path)
        }
        return digests
    }

    /// `eval --format json`, `--format jsonl`, the JSON Lines of several files, and `--format table`.
    static func formats(of layout: EvaluatedLayout, path: String) throws -> [OutputDigest] {
        var json = OutputDigest(path: path, format: "json", hasher: Hasher())
        try LayoutDocument(layout).write(to: &json.hasher)
        var lines = OutputDigest(path: path, format: "jsonl", hasher: Hasher())
        try ElementLines.write(layout, to: &lines.hasher)
        var batch = OutputDigest(path: path, format: "jsonl-file", hasher: Hasher())
        try ElementLines.write(layout, file: path, to: &batch.hasher)
        var table = OutputDigest(path: path, format: "table", hasher: Hasher())
        table.hasher.append(TableWriter().table(for: layout))
        return [json, lines, batch, table]
    }

    /// FNV-1a, 64 bits, over the bytes written, and their count: enough to tell outputs apart
    /// (nothing here is adversarial).
    struct Hasher: TextOutputStream {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325
        private(set) var count = 0

        mutating func write(_ string: String) { append(string) }

        mutating func append(_ string: String) {
            for byte in string.utf8 {
                state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            count += string.utf8.count
        }

        var hex: String {
            let digits = String(state, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
