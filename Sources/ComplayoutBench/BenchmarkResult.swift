/// One row of the report: both sides' medians, the ratio compared with the goal.
struct BenchmarkResult {
    /// What is compared, e.g. "rect query 10^9 ÷ 10^3 items".
    var name: String
    /// Side A and its median seconds per run (nil when side A could not run).
    var labelA: String
    var secondsA: Double?
    /// Side B and its median seconds per run (nil when side B could not run).
    var labelB: String
    var secondsB: Double?
    /// What the ratio is: "A ÷ B" unless the benchmark says otherwise.
    var ratioMeaning = "A ÷ B"
    /// The ratio the goal is about; by default A ÷ B.
    var ratio: Double?
    /// The smallest and largest ratio of one run's pair of samples, when the sides were paired.
    var ratioRange: ClosedRange<Double>?
    var goal: Goal
    /// Why side B is missing, or anything the reader must know about this row.
    var note: String?

    init(
        name: String, labelA: String, secondsA: Double?, labelB: String, secondsB: Double?,
        ratioMeaning: String = "A ÷ B", ratio: Double? = nil, ratioRange: ClosedRange<Double>? = nil, goal: Goal,
        note: String? = nil
    ) {
        self.name = name
        self.labelA = labelA
        self.secondsA = secondsA
        self.labelB = labelB
        self.secondsB = secondsB
        self.ratioMeaning = ratioMeaning
        self.ratio = ratio ?? secondsA.flatMap { a in secondsB.map { a / $0 } }
        self.ratioRange = ratioRange
        self.goal = goal
        self.note = note
    }

    /// "met", "not met", or "skipped" when there is no ratio.
    var verdict: String {
        guard let ratio else { return "skipped" }
        if case .informational = goal { return "—" }
        return goal.isMet(by: ratio) ? "met" : "not met"
    }
}
