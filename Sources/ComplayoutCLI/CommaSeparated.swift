import Foundation

/// Lists written with commas on the command line: `0,0,390,844`, `0,12`.
enum CommaSeparated {
    /// Finite numbers, or nil when any part is not one.
    static func numbers(_ text: String) -> [Double]? {
        let values = text.split(separator: ",").map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard values.allSatisfy({ $0?.isFinite == true }) else { return nil }
        return values.compactMap { $0 }
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
