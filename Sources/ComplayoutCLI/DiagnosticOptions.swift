import ArgumentParser
import Complayout

/// `--diagnostics-format` and `--color`: how diagnostics are printed, for every command that reads specs.
struct DiagnosticOptions: ParsableArguments {
    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to print diagnostics: text (for people), json (one object per line) or github (workflow annotations).",
            valueName: "format"))
    var format: DiagnosticFormat = .text

    @Option(
        help: ArgumentHelp(
            "Colour text diagnostics: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always or never.",
            valueName: "when"))
    var color: ColorMode = .auto
}

/// `--warnings-as-errors`: for the commands that lint.
struct WarningOptions: ParsableArguments {
    @Flag(help: "Report warnings as errors: they then make the command fail with exit status 2.")
    var warningsAsErrors = false
}

extension DiagnosticFormat: ArgumentChoice {}
extension ColorMode: ArgumentChoice {}
