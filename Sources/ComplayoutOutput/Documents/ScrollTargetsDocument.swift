import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// An orthogonal section's scroll targets (`complayout scroll-targets`, docs/scrolling.md): the
/// scroller, its resting offsets (streamed, so a section of 10^9 groups prints in flat memory)
/// and, for a released drag, where it ends.
public struct ScrollTargetsDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = []

    /// The least and greatest offsets the scroller can rest at.
    public struct OffsetRange: Codable, Sendable, Hashable {
        public var min: Double
        public var max: Double
    }

    /// A drag released at `offset` with `velocity` points per second, and where it ends.
    public struct Release: Codable, Sendable, Hashable {
        public var offset: Double
        public var velocity: Double
        public var decelerationRate: Double
        public var projectedOffset: Double
        public var restingOffset: Double
    }

    public var formatVersion: Int
    public var section: Int
    public var behavior: OrthogonalScrollingBehavior
    public var axis: LayoutAxis
    public var viewportLength: Double
    public var contentLength: Double
    public var offsetRange: OffsetRange
    public var restingOffsets: StreamedArray<Double>
    public var release: Release?

    /// The document of `targets`; with `release` (offset, velocity), where that drag comes to rest.
    public init(_ targets: ScrollTargets, release: (offset: Double, velocity: Double)?) {
        formatVersion = Self.currentVersion
        section = targets.section
        behavior = targets.scroller.behavior
        axis = targets.scroller.axis
        viewportLength = targets.scroller.viewportLength
        contentLength = targets.scroller.contentLength
        offsetRange = OffsetRange(min: targets.offsetRange.lowerBound, max: targets.offsetRange.upperBound)
        restingOffsets = StreamedArray(targets.restingOffsets)
        self.release = release.map {
            Release(
                offset: $0.offset, velocity: $0.velocity, decelerationRate: targets.deceleration.rate,
                projectedOffset: targets.projectedOffset(from: $0.offset, velocity: $0.velocity),
                restingOffset: targets.restingOffset(from: $0.offset, velocity: $0.velocity))
        }
    }
}
