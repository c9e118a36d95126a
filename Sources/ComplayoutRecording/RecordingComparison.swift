import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutModel
import ComplayoutSpec
import Foundation

/// A device recording compared with complayout's engine: the recording's spec evaluated in the
/// environment UIKit had, element by element (docs/device-recorder.md).
public struct RecordingComparison: Sendable {
    /// How far apart two frame components may be and still agree: far below a pixel, above the
    /// digits a recording keeps.
    public static let tolerance = 0.001
    /// The most elements compared in one recording; a larger one differs, as too large to compare.
    public static let maxElements = 100_000

    /// What disagrees, one line per element, in the recording's order; empty when the engine
    /// gives every recorded frame and no other element.
    public let differences: [String]

    /// Compares `recording` with what the engine gives for its spec in the recorded environment.
    /// Throws the spec's diagnostics when its spec does not load, or does not evaluate.
    public init(_ recording: DeviceRecording) throws(DiagnosticList) {
        var spec = try SpecLoader.load(bytes: Array(recording.spec.utf8))
        spec.environment = recording.environment.applied(to: spec.environment)
        if let version = recording.modelledIOSVersion { spec.environment.iOSVersion = version }
        let evaluated = try Evaluator().evaluate(spec)
        differences = Self.differences(recording, evaluated)
    }

    private static func differences(_ recording: DeviceRecording, _ evaluated: EvaluatedLayout) -> [String] {
        var lines: [String] = []
        if !same(recording.contentSize, evaluated.contentSize) {
            lines.append(
                "content size: UIKit \(text(recording.contentSize)), complayout \(text(evaluated.contentSize))")
        }
        let size = recording.contentSize
        // Every element the engine places over the content and well around it, as the recorder asks UIKit.
        let around = Rect(x: -10_000, y: -10_000, width: size.width + 20_000, height: size.height + 20_000)
        let placed = evaluated.elements(in: around, limit: maxElements)
        guard placed.count <= maxElements, recording.elements.count <= maxElements else {
            return lines + ["more than \(maxElements) elements: too many to compare"]
        }
        var engine: [ElementKey: LayoutAttributes] = [:]
        var order: [ElementKey] = []
        for element in placed {
            engine[element.key] = element
            order.append(element.key)
        }
        var seen = Set<ElementKey>()
        for recorded in recording.elements {
            let key = engineKey(recorded.key, in: engine)
            seen.insert(key)
            guard let expected = engine[key] else {
                lines.append("\(recorded.key): UIKit \(text(recorded)), not in complayout's layout")
                continue
            }
            if !same(recorded.frame, expected.frame) || recorded.zIndex != expected.zIndex {
                lines.append("\(recorded.key): UIKit \(text(recorded)), complayout \(text(expected))")
            }
        }
        for key in order where !seen.contains(key) {
            lines.append("\(key): complayout \(text(engine[key]!)), not in UIKit's layout")
        }
        return lines
    }

    /// The engine's key for a recorded one: UIKit names a list's header and footer with its section
    /// header and footer kinds, which the engine calls `header` and `footer` (docs/lists.md).
    private static func engineKey(_ key: ElementKey, in engine: [ElementKey: LayoutAttributes]) -> ElementKey {
        let listKinds = [
            "UICollectionElementKindSectionHeader": "header", "UICollectionElementKindSectionFooter": "footer",
        ]
        guard engine[key] == nil, let kind = key.kind, let name = listKinds[kind] else { return key }
        var renamed = key
        renamed.kind = name
        return renamed
    }

    private static func same(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && same(a.size, b.size)
    }

    private static func text(_ size: Size) -> String { "\(size.width.plainText) × \(size.height.plainText)" }

    private static func text(_ element: LayoutAttributes) -> String {
        let frame = element.frame
        return "\(frame.x.plainText), \(frame.y.plainText), \(text(frame.size)) z\(element.zIndex)"
    }
}
