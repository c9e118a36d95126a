import ComplayoutModel

/// Numbers as the output prints them: integers without a decimal point, others in the shortest
/// form that reads back to the same Double.
public enum NumberText {
    /// The exact form, for JSON.
    public static func format(_ value: Double) -> String { value.plainText }

    /// For people and pictures: at most three decimals, trailing zeros dropped (124.6667 → "124.667").
    public static func short(_ value: Double) -> String { value.shortText }
}
