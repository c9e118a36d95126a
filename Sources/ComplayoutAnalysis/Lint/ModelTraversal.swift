import ComplayoutModel

extension CompositionalLayout {
    /// Every section the layout writes: each entry of `section`/`sections`, and each alternative.
    var writtenSections: [LayoutSection] {
        sections.definitions.flatMap(\.sections)
    }
}

extension LayoutGroup {
    /// This group, then every group nested in it, depth-first.
    var selfAndNestedGroups: [LayoutGroup] {
        [self] + subitems.flatMap { subitem -> [LayoutGroup] in
            if case .group(let nested) = subitem { return nested.selfAndNestedGroups }
            return []
        }
    }

    /// Every item in this group and in the groups nested in it, depth-first.
    var nestedItems: [LayoutItem] {
        subitems.flatMap { subitem -> [LayoutItem] in
            switch subitem {
            case .item(let item): [item]
            case .group(let nested): nested.nestedItems
            }
        }
    }
}

extension Double {
    /// The number for a message, without floating-point noise: 0.1 + 0.2 reads 0.3.
    var messageText: String { ((self * 1e9).rounded() / 1e9).plainText }
}

/// "a", "a and b", "a, b and c".
func spokenList(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
}
