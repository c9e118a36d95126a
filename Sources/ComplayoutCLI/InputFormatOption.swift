import ArgumentParser
import Complayout

/// `--input-format`: how spec files are read, for every command that reads them.
struct InputFormatOption: ParsableArguments {
    @Option(
        name: .customLong("input-format"),
        help: ArgumentHelp(
            "How to read the input: yaml, or json (strict: what a JSON decoder refuses is an error). Default: json for a file ending in .json, yaml otherwise (and for standard input).",
            valueName: "format"))
    var format: SpecInputFormat?

    /// The format to read the file at `path` in: the one given, or the one its name implies.
    func format(for path: String) -> SpecInputFormat {
        format ?? SpecInputFormat(path: path)
    }
}

extension SpecInputFormat: ArgumentChoice {}
