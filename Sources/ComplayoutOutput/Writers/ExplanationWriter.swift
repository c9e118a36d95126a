import ComplayoutEngine
import ComplayoutExplain
import ComplayoutModel

/// Writes a frame explanation (`complayout explain`) as text for people, one step a line with
/// its rules; `ExplanationDocument` is its JSON.
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

    private static func rect(_ rect: Rect) -> String {
        "(\(NumberText.short(rect.x)), \(NumberText.short(rect.y)), \(NumberText.short(rect.width)), "
            + "\(NumberText.short(rect.height)))"
    }
}
