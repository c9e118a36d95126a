import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel

/// A frame explanation (`complayout explain --format json`, docs/explain.md): the element, its
/// frame and zIndex, the stages with their positions and steps, and the rules cited.
public struct ExplanationDocument: JSONDocument {
    public static let currentVersion = 1
    public static let linedArrays: Set<String> = ["stages", "steps"]

    /// One container on the way to the element, or the element itself.
    public struct Stage: Codable, Sendable, Hashable {
        public var title: String
        public var source: Place?
        public var steps: [Step]
    }

    /// Where a stage's spec node is written.
    public struct Place: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
    }

    /// One step: what is computed, how, by which rules, and its value when it has one.
    public struct Step: Codable, Sendable, Hashable {
        public var label: String
        public var formula: String
        public var rules: [String]
        public var value: Value?
    }

    /// A step's value: a number, or a size, point or rectangle object.
    public enum Value: Codable, Sendable, Hashable {
        case length(Double)
        case size(Size)
        case point(Point)
        case rect(Rect)

        public init(from decoder: any Decoder) throws {
            if let length = try? Double(from: decoder) {
                self = .length(length)
            } else if let rect = try? Rect(from: decoder) {
                self = .rect(rect)
            } else if let size = try? Size(from: decoder) {
                self = .size(size)
            } else {
                self = .point(try Point(from: decoder))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .length(let length): try length.encode(to: encoder)
            case .size(let size): try size.encode(to: encoder)
            case .point(let point): try point.encode(to: encoder)
            case .rect(let rect): try rect.encode(to: encoder)
            }
        }
    }

    public var formatVersion: Int
    public var element: ElementKey
    public var frame: Rect
    public var zIndex: Int
    public var stages: [Stage]
    public var rules: [String]

    /// The document of `explanation`, its spec positions in the file named `fileName`.
    public init(_ explanation: FrameExplanation, fileName: String) {
        formatVersion = Self.currentVersion
        element = explanation.element
        frame = explanation.frame
        zIndex = explanation.zIndex
        stages = explanation.stages.map { stage in
            Stage(
                title: stage.title,
                source: stage.source.map { Place(file: fileName, line: $0.start.line, column: $0.start.column) },
                steps: stage.steps.map { Step(label: $0.label, formula: $0.formula, rules: $0.rules, value: $0.value.map(Value.init)) })
        }
        rules = explanation.rules
    }
}

extension ExplanationDocument.Value {
    init(_ value: FrameExplanation.Value) {
        switch value {
        case .length(let length): self = .length(length)
        case .size(let size): self = .size(size)
        case .point(let point): self = .point(point)
        case .rect(let rect): self = .rect(rect)
        }
    }
}
