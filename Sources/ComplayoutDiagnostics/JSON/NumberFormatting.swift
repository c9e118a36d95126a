extension Double {
    /// The number as people write it: integers without a decimal point ("400", not "400.0"),
    /// others in the shortest form that reads back to the same value.
    public var plainText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }

    /// For people: at most three decimals, trailing zeros dropped (124.6667 → "124.667").
    public var shortText: String {
        ((self * 1000).rounded() / 1000).plainText
    }
}
