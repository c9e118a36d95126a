import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// How one element's frame came to be: the containers from the collection view down to the
/// element, each step with its formula, the numbers the engine computed and the rules it applied
/// (R…, D…, F… of docs/rules.md), ending with the frame `eval` reports.
///
/// The engine produces it while evaluating (`Evaluator.explain`): the numbers are those the
/// evaluation computed, recorded as it went, not worked out a second time.
public struct FrameExplanation: Sendable, Hashable {
    /// The element explained.
    public var element: ElementKey
    /// Its frame as `eval` reports it: mirrored for right to left, then snapped to the pixel grid.
    public var frame: Rect
    public var zIndex: Int
    /// The containers, outermost first, then the element and its final frame.
    public var stages: [Stage]

    /// One container on the way to the element, or the element itself.
    public struct Stage: Sendable, Hashable {
        /// What it is: `section 0`, `root group (vertical)`, `item`, `frame`.
        public var title: String
        /// Where its spec node is written, when the layout came from a file.
        public var source: SourceRange?
        public var steps: [Step]

        public init(title: String, source: SourceRange? = nil, steps: [Step] = []) {
            self.title = title
            self.source = source
            self.steps = steps
        }
    }

    /// One step: what is computed, how, and by which rules.
    public struct Step: Sendable, Hashable {
        /// What the step gives: `width`, `origin y`, `cell`.
        public var label: String
        /// The computation with its numbers, e.g. `fractionalWidth(0.5) × 380 = 190`.
        public var formula: String
        /// The rules (R…) and project decisions (D…) it applies.
        public var rules: [String]
        /// Its result, when that is a length, a size, a point or a rectangle.
        public var value: Value?
        /// The sums its formula writes out, as data: each term the engine recorded, and the
        /// engine's total (`ExplanationTests` adds them up independently of the text).
        package var sums: [TermSum]

        public init(_ label: String, _ formula: String, rules: [String] = [], value: Value? = nil) {
            self.init(label, formula, rules: rules, value: value, sums: [])
        }

        /// A step whose formula writes out `sums`.
        package init(_ label: String, _ formula: String, rules: [String] = [], value: Value? = nil, sums: [TermSum]) {
            self.label = label
            self.formula = formula
            self.rules = rules
            self.value = value
            self.sums = sums
        }
    }

    /// A sum a step writes out: its terms, each a label and a value, and the total the engine
    /// computed.
    package struct TermSum: Sendable, Hashable {
        /// The terms, in the order the formula writes them.
        package var terms: [Term]
        /// Their total as the engine computed it.
        package var total: Double
    }

    /// One term of a sum: `inset 4`, or a product written out (`2 × stride 70`) with its value.
    package struct Term: Sendable, Hashable {
        /// What the term is: `inset`, `2 × stride 70`.
        package var label: String
        /// Its value, signed as it is added.
        package var value: Double
    }

    /// A step's result.
    public enum Value: Sendable, Hashable {
        case length(Double)
        case size(Size)
        case point(Point)
        case rect(Rect)
    }

    /// Every rule and decision the explanation cites, rules (and facts) first, each in number order.
    public var rules: [String] {
        // Facts (F…) go among the rules by number, after a rule of the same number: a fixed order,
        // whatever the set's.
        func order(_ rule: String) -> (Int, Int, Int) {
            (rule.hasPrefix("D") ? 1 : 0, Int(rule.dropFirst()) ?? 0, rule.hasPrefix("F") ? 1 : 0)
        }
        let cited = Set(stages.flatMap { $0.steps.flatMap(\.rules) })
        return cited.sorted { order($0) < order($1) }
    }
}
