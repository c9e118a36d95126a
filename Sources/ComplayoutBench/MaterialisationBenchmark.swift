import Complayout

/// Benchmark 2: evaluating a 10^6-item four-column grid and writing every cell's frame into a
/// preallocated array ÷ a bare loop that computes 10^6 grid rectangles and writes them into a
/// preallocated array — the least any materialisation of 10^6 frames can do.
///
/// Three rows: the frames taken with `writeFrames(into:)` (the goal's row), taken by walking
/// `elements`, which also builds every element's attributes and index path, and taken from the
/// same elements a chunk at a time (`ElementSequence.Iterator.next(into:)`).
struct MaterialisationBenchmark {
    var items = 1_000_000

    func run(_ timing: Timing) -> [BenchmarkResult] {
        let grid = GridSpec(items: items, columns: 4, containerWidth: 400, rowHeight: 96, spacing: 8)
        let spec = SpecSetup.load(grid.text, name: "grid-\(items).yaml")
        var bare = [Rect](repeating: .zero, count: items)
        let columns = grid.columns
        let bareLoop = {
            for index in 0..<items {
                let (row, column) = index.quotientAndRemainder(dividingBy: columns)
                bare[index] = Rect(x: Double(column) * 100, y: Double(row) * 104, width: 92, height: 96)
            }
            blackHole(bare)
        }
        let rows: [(name: String, path: FrameMaterialisation.Path, what: String)] = [
            ("2. materialise 10^6 cells ÷ bare loop", .writeFrames, "writeFrames(into:) the preallocated [Rect]"),
            ("2b. … walking `elements` ÷ bare loop", .elements, "iterate `elements`, frame → preallocated [Rect]"),
            (
                "2e. … `elements` in chunks ÷ bare loop", .chunks,
                "Iterator.next(into:) a reused 256-element buffer, frame → preallocated [Rect]"
            ),
        ]
        var results = rows.map { name, path, what in
            var complayout = FrameMaterialisation(spec: spec, elementCount: items, path: path)
            precondition(complayout.run() == items, "the grid should have exactly \(items) elements")
            let times = timing.compare(
                {
                    complayout.run()
                    blackHole(complayout.frames)
                }, bareLoop)
            let (evaluated, loop) = (times.a, times.b)
            return BenchmarkResult(
                name: name, labelA: "complayout", secondsA: evaluated, labelB: "bare loop", secondsB: loop,
                ratioRange: times.range(/), goal: .atMost(2),
                note: "A = Evaluator().evaluate + \(what); "
                    + "B = for i in 0..<10^6 { rects[i] = Rect(grid arithmetic) }; spec loading not timed")
        }
        results.append(contentsOf: floors(bareLoop: bareLoop, timing: timing))
        return results
    }

    /// How far the bare loop is from the floor: the same 32 MB written by memset, and by a loop
    /// that steps row and column instead of dividing (issue 17: the bare loop is not a floor).
    private func floors(bareLoop: () -> Void, timing: Timing) -> [BenchmarkResult] {
        var frames = [Rect](repeating: .zero, count: items)
        let memset = {
            frames.withUnsafeMutableBytes { bytes in _ = bytes.initializeMemory(as: UInt8.self, repeating: 1) }
            blackHole(frames)
        }
        let stepping = {
            var (row, column) = (0, 0)
            for index in 0..<items {
                frames[index] = Rect(x: Double(column) * 100, y: Double(row) * 104, width: 92, height: 96)
                column += 1
                if column == 4 { (row, column) = (row + 1, 0) }
            }
            blackHole(frames)
        }
        let floors: [(name: String, label: String, body: () -> Void)] = [
            ("2c. bare loop ÷ memset of its bytes", "memset", memset),
            ("2d. bare loop ÷ division-free loop", "no division", stepping),
        ]
        return floors.map { name, label, body in
            let times = timing.compare(bareLoop, body)
            return BenchmarkResult(
                name: name, labelA: "bare loop", secondsA: times.a, labelB: label, secondsB: times.b,
                ratioRange: times.range(/), goal: .informational,
                note: "how far benchmark 2's side B is from the floor: multiply 2's ratio by this one")
        }
    }
}
