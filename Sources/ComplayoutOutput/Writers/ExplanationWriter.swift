import ComplayoutDiagnostics
import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel

/// Writes a frame explanation (`complayout explain`): as text for people, one step a line with
/// its rules, or as JSON.
public struct ExplanationWriter {
    /// The spec's path as the user gave it, written before each spec position (`photo-grid.yaml:12:7`).
    public var fileName: String

    public init(fileName: String) {
        self.fileName = fileName
    }

    /// The explanation as text: a heading with the element and its frame, then each stage with
    /// its spec position and one step a line, ending with every rule cited.
    public func text(_ explanation: FrameExplanation) -> String {
        var text = "\(explanation.element): \(Self.rect(explanation.frame)), zIndex \(explanation.zIndex)\n"
        for stage in explanation.stages {
            text += "\n" + stage.title
            if let source = stage.source { text += " — \(fileName):\(source.start)" }
            text += "\n"
            for step in stage.steps {
                text += "  \(step.label): \(step.formula)"
                if !step.rules.isEmpty { text += "  (\(step.rules.joined(separator: ", ")))" }
                text += "\n"
            }
        }
        return text + "\nrules: \(explanation.rules.joined(separator: ", "))\n"
    }

    /// The explanation as one JSON object: the element, its frame and zIndex, the stages with
    /// their positions and steps (each with its value when it has one), and the rules cited.
    public func json(_ explanation: FrameExplanation) -> String {
        let element = explanation.element
        var text = "{\n  \"element\": { \"category\": \"\(element.category.rawValue)\", "
        if let kind = element.kind { text += "\"kind\": \(JSONString.quoted(kind)), " }
        text += "\"indexPath\": [\(element.indexPath.map(String.init).joined(separator: ", "))] },\n"
        text += "  \"frame\": \(Self.json(.rect(explanation.frame))),\n"
        text += "  \"zIndex\": \(explanation.zIndex),\n  \"stages\": ["
        for (position, stage) in explanation.stages.enumerated() {
            text += position == 0 ? "\n" : ",\n"
            text += "    { \"title\": \(JSONString.quoted(stage.title)), "
            if let source = stage.source {
                text +=
                    "\"source\": { \"file\": \(JSONString.quoted(fileName)), \"line\": \(source.start.line), "
                    + "\"column\": \(source.start.column) }, "
            }
            text += "\"steps\": ["
            for (index, step) in stage.steps.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text +=
                    "      { \"label\": \(JSONString.quoted(step.label)), \"formula\": \(JSONString.quoted(step.formula)), "
                text += "\"rules\": [\(step.rules.map(JSONString.quoted).joined(separator: ", "))]"
                if let value = step.value { text += ", \"value\": \(Self.json(value))" }
                text += " }"
            }
            text += "\n    ] }"
        }
        text += "\n  ],\n  \"rules\": [\(explanation.rules.map(JSONString.quoted).joined(separator: ", "))]\n}\n"
        return text
    }

    private static func rect(_ rect: Rect) -> String {
        "(\(NumberText.short(rect.x)), \(NumberText.short(rect.y)), \(NumberText.short(rect.width)), "
            + "\(NumberText.short(rect.height)))"
    }

    private static func json(_ value: FrameExplanation.Value) -> String {
        let number = NumberText.format
        switch value {
        case .length(let length):
            return number(length)
        case .size(let size):
            return "{ \"width\": \(number(size.width)), \"height\": \(number(size.height)) }"
        case .point(let point):
            return "{ \"x\": \(number(point.x)), \"y\": \(number(point.y)) }"
        case .rect(let rect):
            return "{ \"x\": \(number(rect.x)), \"y\": \(number(rect.y)), \"width\": \(number(rect.width)), "
                + "\"height\": \(number(rect.height)) }"
        }
    }
}
