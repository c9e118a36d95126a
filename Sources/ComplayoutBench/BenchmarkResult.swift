/// One row of the report: both sides' medians, the ratio compared with the goal.
struct BenchmarkResult {
    /// What a side's median is: seconds per run for a timed row, or a count the row measures.
    enum Unit {
        case seconds
        /// Instructions (callgrind's count), per item.
        case instructionsPerItem
        /// Bytes per item.
        case bytesPerItem
        /// Bytes in all, printed in MB.
        case bytes

        /// A count's unit as the table prints it; nil for seconds, printed in the most readable unit.
        var symbol: String? {
            switch self {
            case .seconds: nil
            case .instructionsPerItem: "instr/item"
            case .bytesPerItem: "B/item"
            case .bytes: "MB"
            }
        }

        /// `value` in the unit the table prints (bytes in MB).
        func scaled(_ value: Double) -> Double {
            self == .bytes ? value / 1e6 : value
        }

        func format(_ value: Double) -> String {
            symbol.map { Format.number(scaled(value)) + " " + $0 } ?? Format.duration(value)
        }
    }

    /// What is compared, e.g. "rect query 10^9 ÷ 10^3 items".
    var name: String
    /// What the sides' medians are.
    var unit = Unit.seconds
    /// Side A and its median (nil when side A could not run).
    var labelA: String
    var valueA: Double?
    /// Side B and its median (nil when side B could not run, or the row has one side).
    var labelB: String
    var valueB: Double?
    /// What the ratio is: "A ÷ B" unless the benchmark says otherwise.
    var ratioMeaning = "A ÷ B"
    /// The ratio the goal is about; by default A ÷ B.
    var ratio: Double?
    /// The smallest and largest ratio of one run's pair of samples, when the sides were paired.
    var ratioRange: ClosedRange<Double>?
    var goal: Goal
    /// Why side B is missing, or anything the reader must know about this row.
    var note: String?

    /// A timed row: each side's median seconds per run.
    init(
        name: String, labelA: String, secondsA: Double?, labelB: String, secondsB: Double?,
        ratioMeaning: String = "A ÷ B", ratio: Double? = nil, ratioRange: ClosedRange<Double>? = nil, goal: Goal,
        note: String? = nil
    ) {
        self.name = name
        self.labelA = labelA
        self.valueA = secondsA
        self.labelB = labelB
        self.valueB = secondsB
        self.ratioMeaning = ratioMeaning
        self.ratio = ratio ?? secondsA.flatMap { a in secondsB.map { a / $0 } }
        self.ratioRange = ratioRange
        self.goal = goal
        self.note = note
    }

    /// A measured row with one side: its goal is about the median itself, in the unit the table
    /// prints (`Unit.symbol`), and `range` is the range of the samples (nil when the row could not
    /// measure, with `note` saying why).
    init(name: String, measured label: String, unit: Unit, median: Double?, range: ClosedRange<Double>?, goal: Goal, note: String?) {
        self.name = name
        self.unit = unit
        self.labelA = label
        self.valueA = median
        self.labelB = "none"
        self.valueB = nil
        self.ratioMeaning = unit.symbol ?? "s"
        self.ratio = median.map(unit.scaled)
        self.ratioRange = range.map { unit.scaled($0.lowerBound)...unit.scaled($0.upperBound) }
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
