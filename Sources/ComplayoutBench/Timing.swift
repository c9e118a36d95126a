/// Repeated timing with `ContinuousClock`: warm-up runs, then the median of the measured runs.
struct Timing {
    /// Measured runs per side.
    var runs: Int
    /// Unmeasured runs per side before the measured ones.
    var warmup: Int

    /// Both sides' samples, run by run: A's and B's i-th samples were taken one after the other.
    struct Comparison {
        var samplesA: [Double]
        var samplesB: [Double]

        /// The median seconds of one call of A, and of B.
        var a: Double { Timing.median(samplesA) }
        var b: Double { Timing.median(samplesB) }

        /// The smallest and largest of `ratio(a, b)` over the runs, each run's pair timed together.
        func range(_ ratio: (Double, Double) -> Double) -> ClosedRange<Double> {
            let ratios = zip(samplesA, samplesB).map(ratio)
            return ratios.min()!...ratios.max()!
        }
    }

    /// Times `a` and `b` alternately (A, B, A, B, …) so that drift in the machine affects both
    /// sides alike, and returns every sample of one call of each.
    ///
    /// Each sample runs the closure `repetitions` times and divides, for work too short to time once.
    func compare(
        repetitions: Int = 1, _ a: () -> Void, _ b: () -> Void
    ) -> Comparison {
        paired({ Self.seconds(repetitions: repetitions, a) }, { Self.seconds(repetitions: repetitions, b) })
    }

    /// Times `a` and asks `b` for its own time, alternately, as `compare` does: for a side that
    /// runs in another process and reports the seconds its timed work took.
    ///
    /// Each sample of A is one call right after an untimed one, since the other process ran in
    /// between: as B's timed call comes right after its own untimed preparation (building or
    /// invalidating its tree), which leaves its data in the caches.
    func compare<Failure: Error>(
        _ a: () -> Void, reportedB b: () throws(Failure) -> Double
    ) throws(Failure) -> Comparison {
        try paired(
            {
                a()
                return Self.seconds(repetitions: 1, a)
            }, b)
    }

    /// `warmup` pairs of samples thrown away, then `runs` pairs, A's before B's in each.
    private func paired<Failure: Error>(
        _ a: () -> Double, _ b: () throws(Failure) -> Double
    ) throws(Failure) -> Comparison {
        for _ in 0..<warmup {
            _ = a()
            _ = try b()
        }
        var samples = Comparison(samplesA: [], samplesB: [])
        for _ in 0..<runs {
            samples.samplesA.append(a())
            samples.samplesB.append(try b())
        }
        return samples
    }

    /// Times one side alone; the median seconds of one call.
    func measure(repetitions: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<warmup { body() }
        return Self.median((0..<runs).map { _ in Self.seconds(repetitions: repetitions, body) })
    }

    /// Seconds per call of `body`, averaged over `repetitions` back-to-back calls.
    static func seconds(repetitions: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<repetitions { body() }
        }
        let (whole, attoseconds) = elapsed.components
        return (Double(whole) + Double(attoseconds) * 1e-18) / Double(repetitions)
    }

    /// The middle sample (the mean of the two middle ones for an even count).
    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
