import ComplayoutModel

extension Double {
    /// The number for a message, without floating-point noise: 0.1 + 0.2 reads 0.3.
    var messageText: String { ((self * 1e9).rounded() / 1e9).plainText }
}

/// "a", "a and b", "a, b and c".
func spokenList(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
}
