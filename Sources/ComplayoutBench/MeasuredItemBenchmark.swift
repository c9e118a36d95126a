import Complayout
import ComplayoutBenchReference

/// Benchmark 11, rows a–d: what one measured item costs in the measured grid of benchmark 8
/// (`MeasuredGrid`), its heights given as a list (`heights:`) and by item (`sizes:`):
/// instructions (callgrind's count of evaluating and writing the frames, `MeasuredGridWork`) and
/// bytes the evaluated layout holds beyond its input (the C allocator's bytes in use before and
/// after evaluating). Both are marginal — the difference between two grids, over the items
/// between them — so that what a grid costs whatever its size does not count; each row's median
/// and range are over two such differences.
struct MeasuredItemBenchmark {
    /// The grids whose instruction counts are compared, in cells; the differences are per item.
    static let countedCells = [10_000, 20_000, 40_000]
    /// The grids whose bytes held are compared.
    static let heldCells = [100_000, 200_000, 400_000]

    func run() -> [BenchmarkResult] {
        let forms: [(MeasuredGrid.HeightForm, String)] = [(.list, "heights:"), (.sizes, "sizes:")]
        let instructions = forms.enumerated().map { index, form in
            instructionRow(letter: index == 0 ? "a" : "b", form: form.0, label: form.1)
        }
        let bytes = forms.enumerated().map { index, form in
            bytesRow(letter: index == 0 ? "c" : "d", form: form.0, label: form.1)
        }
        return instructions + bytes
    }

    private func instructionRow(letter: String, form: MeasuredGrid.HeightForm, label: String) -> BenchmarkResult {
        let name = "11\(letter). instructions per measured item, \(label)"
        guard let count = InstructionCount(function: "complayout_bench_counted_call") else {
            return BenchmarkResult(
                name: name, measured: "callgrind", unit: .instructionsPerItem, median: nil, range: nil, goal: .atMost(100),
                note: "skipped: no valgrind or strip in PATH (apt-get install valgrind binutils)")
        }
        let counts = count.instructions(probes: Self.countedCells.map { ["--probe", "\(form.rawValue):\($0)"] })
        guard let totals = counts as? [Int] else {
            return BenchmarkResult(
                name: name, measured: "callgrind", unit: .instructionsPerItem, median: nil, range: nil, goal: .atMost(100),
                note: "skipped: callgrind counted nothing (try by hand: strip -g \(ChildProcess.thisProgram) -o /tmp/b; "
                    + "valgrind --tool=callgrind --toggle-collect=\(count.function) /tmp/b --probe \(form.rawValue):10000)")
        }
        return row(
            name: name, label: "callgrind", unit: .instructionsPerItem, totals: totals, cells: Self.countedCells,
            goal: 100,
            note: "evaluate + writeFrames (benchmark 8's timed work), counted at "
                + Self.countedCells.map(String.init).joined(separator: ", ") + " cells: "
                + totals.map(String.init).joined(separator: ", ") + " instructions")
    }

    private func bytesRow(letter: String, form: MeasuredGrid.HeightForm, label: String) -> BenchmarkResult {
        let name = "11\(letter). bytes held per measured item, \(label)"
        guard complayout_bench_heap_in_use() > 0 else {
            return BenchmarkResult(
                name: name, measured: "heap", unit: .bytesPerItem, median: nil, range: nil, goal: .atMost(24),
                note: "skipped: this C library does not say how many bytes are in use (glibc's mallinfo2)")
        }
        let held = Self.heldCells.map { Self.bytesHeld(by: MeasuredGrid(cells: $0), heights: form) }
        return row(
            name: name, label: "heap", unit: .bytesPerItem, totals: held, cells: Self.heldCells, goal: 24,
            note: "the evaluated layout's heap beyond its input, at "
                + Self.heldCells.map(String.init).joined(separator: ", ") + " cells: "
                + held.map(String.init).joined(separator: ", ") + " bytes")
    }

    /// The row of the differences between consecutive `totals`, each over the cells between.
    private func row(
        name: String, label: String, unit: BenchmarkResult.Unit, totals: [Int], cells: [Int], goal: Double, note: String
    ) -> BenchmarkResult {
        let perItem = zip(zip(totals, totals.dropFirst()), zip(cells, cells.dropFirst())).map { total, cells in
            Double(total.1 - total.0) / Double(cells.1 - cells.0)
        }
        return BenchmarkResult(
            name: name, measured: label, unit: unit, median: Timing.median(perItem),
            range: perItem.min()!...perItem.max()!, goal: .atMost(goal), note: note)
    }

    /// The bytes in use after evaluating `grid` less those before, its input built first and kept
    /// until after.
    private static func bytesHeld(by grid: MeasuredGrid, heights form: MeasuredGrid.HeightForm) -> Int {
        let input = grid.layout(measured: true, heights: form)
        return withExtendedLifetime(input) {
            let before = complayout_bench_heap_in_use()
            guard let evaluated = try? Evaluator().evaluate(input.0, in: input.1, data: input.2) else {
                fatalError("the measured grid does not evaluate")
            }
            let after = complayout_bench_heap_in_use()
            blackHole(evaluated)
            return Int(after) - Int(before)
        }
    }
}
