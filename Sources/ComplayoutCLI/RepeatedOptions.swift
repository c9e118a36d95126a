/// An option given twice — `--width 390 … --width 768`, `-o a.svg --output b.svg` — is a usage
/// error. swift-argument-parser would keep the last value silently; every complayout option takes
/// one value (lists are written with commas, `--environments 320,390`), so a second one is a
/// mistake, not a choice (docs/cli.md).
enum RepeatedOptions {
    /// The first option in `arguments` that is given again, by its long name; nil when none is.
    /// Options end at `--`; `-` alone is standard input, not an option.
    static func firstRepeated(in arguments: [String]) -> String? {
        var seen = Set<String>()
        for argument in arguments {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            let longName = name == "-o" ? "--output" : name
            if !seen.insert(longName).inserted { return longName }
        }
        return nil
    }
}
