import ArgumentParser
import Complayout

/// `complayout schema`: the JSON Schema of spec files, for editors.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of spec files, for editor completion and hover help.",
        discussion: """
            The schema is generated from the vocabulary the spec reader reads by; the same text is \
            committed as schema/complayout.schema.json. See docs/schema.md for editor setup.

            Examples:
              complayout schema > complayout.schema.json
            """
    )

    func run() throws {
        var output = StandardOutput()
        output.write(SpecSchema.text)
        output.flush()
    }
}
