import Complayout
import ComplayoutBenchReference

/// Benchmark 7: `eval --format jsonl`'s writer ÷ a C writer of the same bytes. Both write the
/// element records of the 10^6-cell grid of benchmark 2 into 64 KiB blocks handed to a sink that
/// only counts them (what reaches a pipe); the C writer computes the frames itself, complayout
/// evaluates the spec (not loading it) and walks its elements. The bytes are checked equal first.
struct ElementStreamBenchmark {
    var items = 1_000_000

    func run(_ timing: Timing) -> BenchmarkResult {
        let grid = GridSpec(items: items, columns: 4, containerWidth: 400, rowHeight: 96, spacing: 8)
        let spec = SpecSetup.load(grid.text, name: "grid-\(items).yaml")
        let written = { (output: inout CountingOutput) in
            let layout = SpecSetup.evaluate(spec, name: "grid-\(items).yaml")
            try! ElementLines.write(layout, to: &output)
        }
        let reference = { (sink: ComplayoutReferenceSink, context: UnsafeMutableRawPointer) in
            complayout_reference_grid_lines(items, 4, 0, 102, 104, 94, 96, sink, context)
        }
        checkEqual(written, reference)
        let times = timing.compare(
            {
                var output = CountingOutput()
                written(&output)
                blackHole(output.count)
            },
            {
                var count = 0
                blackHole(withUnsafeMutablePointer(to: &count) { reference(Self.countBytes, $0) })
            })
        let cells = Double(items)
        return BenchmarkResult(
            name: "7. jsonl writer ÷ C writer, 10^6 cells",
            labelA: "complayout", secondsA: times.a, labelB: "C", secondsB: times.b,
            ratioMeaning: "cells/s A/B", ratio: times.b / times.a, ratioRange: times.range { $1 / $0 },
            goal: .atLeast(0.5),
            note: "A = evaluate + ElementLines.write; B = C writer of the same bytes (checked equal); "
                + "complayout \(Format.number(cells / times.a / 1e6)) M cells/s, C \(Format.number(cells / times.b / 1e6)) M cells/s")
    }

    /// A sink that counts the bytes it is handed.
    private static let countBytes: ComplayoutReferenceSink = { _, count, context in
        context!.assumingMemoryBound(to: Int.self).pointee += count
    }

    /// Ends the program unless both writers print the same bytes after complayout's header line.
    private func checkEqual(
        _ written: (inout CountingOutput) -> Void,
        _ reference: (ComplayoutReferenceSink, UnsafeMutableRawPointer) -> Int
    ) {
        var ours = CountingOutput(keepsBytes: true)
        written(&ours)
        var theirs: [UInt8] = []
        _ = withUnsafeMutablePointer(to: &theirs) { pointer in
            reference({ bytes, count, context in
                context!.assumingMemoryBound(to: [UInt8].self).pointee
                    .append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
            }, pointer)
        }
        let header = ours.bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        precondition(ours.bytes[header...].elementsEqual(theirs), "the C writer's bytes differ from complayout's")
    }
}

/// A text stream that counts the bytes written to it, and keeps them when asked to.
struct CountingOutput: TextOutputStream {
    var keepsBytes = false
    private(set) var count = 0
    private(set) var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        count += string.utf8.count
        if keepsBytes { bytes.append(contentsOf: string.utf8) }
    }
}
