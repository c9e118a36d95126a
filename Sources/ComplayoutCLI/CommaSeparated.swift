import Complayout
import Foundation

/// Lists written with commas on the command line: `0,0,390,844`, `0,12`.
enum CommaSeparated {
    /// Numbers as the spec reads them (`CommandLineNumber`: decimal, finite, at most 10^12 in
    /// size), or nil when any part is not one.
    static func numbers(_ text: String) -> [Double]? {
        var values: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard case .success(let value) = CommandLineNumber.parse(String(part)) else { return nil }
            values.append(value)
        }
        return values
    }

    /// Integers, or nil when any part is not one.
    static func integers(_ text: String) -> [Int]? {
        let values = text.split(separator: ",").map {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }
    }
}
