/// Joins quoted names for messages: "'a'", "'a' and 'b'", "'a', 'b' and 'c'" (or, with
/// `conjunction` "or", "'a', 'b' or 'c'").
func quotedList(_ names: [String], conjunction: String = "and") -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    guard quoted.count > 1 else { return last }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
