/// Which of UIKit's layout passes an evaluation gives (R56, R57).
public enum EvaluationPass: String, Codable, Sendable, Hashable, CaseIterable {
    /// The first pass: every estimated dimension is used as its estimate (R56); measured sizes are ignored.
    case initial
    /// After self-sizing: measured sizes replace the estimates of the cells and boundary items
    /// that report them, and the layout is solved again (R57–R62).
    case final
}
