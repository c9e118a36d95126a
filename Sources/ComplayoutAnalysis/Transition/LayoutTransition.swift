import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel

/// A transition between two evaluated layouts of the same data, as `UICollectionViewTransitionLayout`
/// animates one: every element's frame moves linearly from its frame in the first layout to its
/// frame in the second; elements present on one side only keep their frame and fade.
///
/// Elements are matched by key (category, kind, index path). Interpolated frames are not snapped
/// to the pixel grid — a transition's intermediate frames are not resting frames. The zIndex is the
/// first layout's until halfway, the second's from then on (docs/transitions.md).
public struct LayoutTransition: Sendable {
    /// At most this many elements on each side: a transition holds both layouts' elements in memory.
    public static let defaultElementLimit = 1_000_000

    private let start: [ElementKey: LayoutAttributes]
    private let end: [ElementKey: LayoutAttributes]
    private let startSize: Size
    private let endSize: Size
    /// Every key of either side, in output order.
    private let keys: [ElementKey]

    /// Collects both layouts' elements; throws `transition-too-large` when either has more than
    /// `elementLimit` elements.
    public init(
        from start: EvaluatedLayout, to end: EvaluatedLayout, elementLimit: Int = defaultElementLimit
    ) throws(DiagnosticList) {
        let startElements = try Self.collect(start, limit: elementLimit, side: "first")
        let endElements = try Self.collect(end, limit: elementLimit, side: "second")
        self.start = Dictionary(startElements.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.end = Dictionary(endElements.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.startSize = start.contentSize
        self.endSize = end.contentSize
        let order = ElementOrder(kindsIn: (endElements + startElements).map(\.key))
        self.keys = Set(self.start.keys).union(self.end.keys).sorted(by: order.precedes)
    }

    /// The transition at `progress` (0 = the first layout, 1 = the second; values outside [0, 1]
    /// extrapolate, as an interactive transition that overshoots does).
    public func frame(at progress: Double) -> TransitionFrame {
        let elements = keys.map { key in
            switch (start[key], end[key]) {
            case let (from?, to?):
                TransitionElement(
                    key: key, frame: from.frame.interpolated(to: to.frame, progress: progress),
                    zIndex: progress < 0.5 ? from.zIndex : to.zIndex, alpha: 1)
            case let (from?, nil):
                TransitionElement(key: key, frame: from.frame, zIndex: from.zIndex, alpha: 1 - progress)
            case let (nil, to?):
                TransitionElement(key: key, frame: to.frame, zIndex: to.zIndex, alpha: progress)
            case (nil, nil):
                preconditionFailure("every key comes from one of the two layouts")
            }
        }
        return TransitionFrame(
            progress: progress, contentSize: startSize.interpolated(to: endSize, progress: progress),
            elements: elements)
    }

    private static func collect(
        _ layout: EvaluatedLayout, limit: Int, side: String
    ) throws(DiagnosticList) -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        for element in layout.elements {
            guard elements.count < limit else {
                throw DiagnosticList([
                    Diagnostic(TransitionDiagnostic.tooLarge(side: side, limit: limit), at: nil)
                ])
            }
            elements.append(element)
        }
        return elements
    }
}

/// The id of the error a transition throws.
public enum TransitionDiagnosticID: String, DiagnosticIDSet {
    /// A transition would list more elements than its limit.
    case tooLarge = "transition-too-large"
}

/// The messages of a transition (`TransitionDiagnosticID`).
enum TransitionDiagnostic: DiagnosticMessage {
    /// The `side` ("first", "second") layout has more than `limit` elements.
    case tooLarge(side: String, limit: Int)

    var id: TransitionDiagnosticID {
        switch self {
        case .tooLarge: .tooLarge
        }
    }

    var message: String {
        switch self {
        case .tooLarge(let side, let limit):
            "the \(side) layout has more than \(limit) elements; a transition holds every element of "
                + "both layouts, so evaluate it on fewer items"
        }
    }
}
