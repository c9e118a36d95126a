import Complayout
import ComplayoutBenchReference

/// Benchmark 8's timed work on the measured grid — evaluating it and writing its frames — which
/// `--probe` runs through a C function, so that callgrind can count its instructions alone
/// (`--toggle-collect=complayout_bench_counted_call`; `InstructionCount`).
final class MeasuredGridWork {
    let input: (CompositionalLayout, LayoutEnvironment, DataSource)
    var frames: [Rect]

    /// The work on `grid`, every cell measured, its heights in `form`, or none measured.
    init(grid: MeasuredGrid, measured: Bool = true, heights form: MeasuredGrid.HeightForm = .list) {
        input = grid.layout(measured: measured, heights: form)
        frames = [Rect](repeating: .zero, count: grid.cells)
    }

    /// Evaluates the grid and writes its frames; a grid that does not evaluate ends the program.
    func run() {
        guard let layout = try? Evaluator().evaluate(input.0, in: input.1, data: input.2) else {
            fatalError("the measured grid does not evaluate")
        }
        layout.writeFrames(into: &frames)
        blackHole(frames)
    }

    /// Runs the work of the grid `grid`, its heights in `form`, once: what `complayout-bench
    /// --probe` does for callgrind. The input is built before, outside the counted function.
    static func probe(_ grid: MeasuredGrid, heights form: MeasuredGrid.HeightForm) {
        let work = MeasuredGridWork(grid: grid, heights: form)
        withExtendedLifetime(work) {
            complayout_bench_counted_call(
                { context in Unmanaged<MeasuredGridWork>.fromOpaque(context!).takeUnretainedValue().run() },
                Unmanaged.passUnretained(work).toOpaque())
        }
    }
}
