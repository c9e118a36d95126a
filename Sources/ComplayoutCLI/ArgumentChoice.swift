import ArgumentParser

/// An option value that is one of its type's raw values: `--format json`, `--color never`.
///
/// It lists its values and describes them exactly as ArgumentParser's defaults for such types do
/// (each raw value, and no description besides), but without their key paths and generic string
/// conversions, which cost every start of the program a search of all its protocol conformance
/// records per type (docs/performance.md, "Start-up"). Public only because the library's own
/// enums (`DiagnosticFormat`, `ColorMode`, …), which are public, take it.
public protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension ArgumentChoice {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}
