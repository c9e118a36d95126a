import ArgumentParser
import Complayout
import Foundation

/// `complayout swift`: the UIKit code that builds a spec's layout.
struct SwiftCode: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Print Swift code that builds the spec's layout with UICollectionViewCompositionalLayout.",
        discussion: """
            The code declares a constant for each element kind and one function returning the
            layout. A definition the spec shares through a YAML anchor is one value, named after
            the anchor. Only the spec's layout is used; its environment, data and expectations are
            not. See docs/codegen.md.

            Examples:
              complayout swift Specs/examples/photo-grid.yaml
              complayout swift Specs/examples/app-store.yaml -o AppStoreLayout.swift --function-name makeAppStoreLayout
            """
    )

    @Argument(help: "The spec file (YAML or JSON; - for standard input).")
    var file: String

    @Option(name: [.customShort("o"), .long], help: "Write the code to this file instead of standard output.")
    var output: String?

    @Option(help: "The name of the generated function.")
    var functionName = "makeLayout"

    @Option(help: "Put the kind constants and the function, as static members, in an enum of this name.")
    var typeName: String?

    @OptionGroup var input: InputFormatOption
    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        guard SwiftIdentifier.isValid(functionName) else {
            throw ValidationError("--function-name must be a Swift identifier, not '\(functionName)'")
        }
        if let typeName, !SwiftIdentifier.isValid(typeName) {
            throw ValidationError("--type-name must be a Swift identifier, not '\(typeName)'")
        }
    }

    func run() throws {
        guard let input = SpecInput(path: file, reporter: DiagnosticReporter(diagnostics), format: self.input.format)
        else { throw ExitCode(ExitStatus.invalidInput) }
        let loaded: (spec: SpecFile, anchorNames: [SourceRange: String])
        do {
            loaded = try SpecLoader.loadWithAnchorNames(bytes: input.bytes, limits: input.limits.yaml, format: input.format)
        } catch {
            input.report(error.diagnostics)
            throw ExitCode(ExitStatus.invalidInput)
        }
        let options = SwiftCodeOptions(
            functionName: functionName, typeName: typeName,
            sourceFileName: input.fileName)
        do {
            let code = try SwiftCodeGenerator(options: options).generate(
                loaded.spec, anchorNames: loaded.anchorNames, limits: input.limits.evaluation)
            try OutputDestination(path: output, reporter: input.reporter).write(code)
        } catch let error as DiagnosticList {
            input.report(error.diagnostics)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
