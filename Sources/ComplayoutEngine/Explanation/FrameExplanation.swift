import ComplayoutDiagnostics
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

        public init(_ label: String, _ formula: String, rules: [String] = [], value: Value? = nil) {
            self.label = label
            self.formula = formula
            self.rules = rules
            self.value = value
        }
    }

    /// A step's result.
    public enum Value: Sendable, Hashable {
        case length(Double)
        case size(Size)
        case point(Point)
        case rect(Rect)
    }

    /// Every rule and decision the explanation cites, rules first, each in number order.
    public var rules: [String] {
        func order(_ rule: String) -> (Int, Int) { (rule.hasPrefix("D") ? 1 : 0, Int(rule.dropFirst()) ?? 0) }
        let cited = Set(stages.flatMap { $0.steps.flatMap(\.rules) })
        return cited.sorted { order($0) < order($1) }
    }
}
