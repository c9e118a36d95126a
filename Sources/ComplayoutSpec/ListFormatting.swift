/// Joins quoted names for messages: "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
func quotedList(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    guard quoted.count > 1 else { return last }
    return quoted.dropLast().joined(separator: ", ") + " and " + last
}
