import ComplayoutDiagnostics

/// Numbers as tables and pictures print them for people (JSON prints `Double.plainText`, exact).
public enum NumberText {
    /// For people and pictures: at most three decimals, trailing zeros dropped (124.6667 → "124.667").
    public static func short(_ value: Double) -> String { value.shortText }
}
