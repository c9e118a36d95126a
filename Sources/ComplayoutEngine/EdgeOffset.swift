import ComplayoutModel

/// Where something starts across an axis from its own leading edge spacing (R25, R27): the
/// edge's minimum, plus, when that edge is flexible, the room left shared among its flexible
/// edges — both flexible centre it. The operands are kept for explanations.
package struct EdgeOffset: Sendable, Hashable {
    /// The leading (top) edge spacing's minimum.
    package var minimum: Double
    /// What it is placed in, its length and both edges' minimums: the operands of the share.
    package var room: Double
    package var length: Double
    package var edges: Double
    /// 1 or 2 when the leading edge is flexible (the trailing one too, or not); 0 otherwise.
    package var flexibleEdges: Double
    /// `(room − length − edges) / flexibleEdges` when the leading edge is flexible, else 0.
    package var share: Double

    /// The offset of something `length` long in `room`, with edge spacing `before` and `after` across it.
    init(before: Spacing, after: Spacing, room: Double, length: Double) {
        minimum = before.minimum
        self.room = room
        self.length = length
        edges = before.minimum + after.minimum
        guard before.isFlexible else {
            flexibleEdges = 0
            share = 0
            return
        }
        flexibleEdges = after.isFlexible ? 2 : 1
        share = (room - length - before.minimum - after.minimum) / flexibleEdges
    }

    /// The offset from the leading (top) side of `room`.
    package var offset: Double { minimum + share }
}
