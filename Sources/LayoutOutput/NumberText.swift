/// Numbers as the output prints them: integers without a decimal point, others in the shortest
/// form that reads back to the same Double.
enum NumberText {
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}
