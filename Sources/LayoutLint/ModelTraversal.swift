import LayoutModel

extension Layout {
    /// Every section the layout writes: each entry of `section`/`sections`, and each alternative.
    var writtenSections: [Section] {
        let definitions: [SectionDefinition]
        switch sections {
        case .uniform(let definition): definitions = [definition]
        case .perSection(let list): definitions = list
        }
        return definitions.flatMap { definition -> [Section] in
            switch definition {
            case .section(let section): [section]
            case .variants(let variants, _): variants.map(\.section)
            }
        }
    }
}

extension Group {
    /// The subitems as written: the list, or the one subitem of `count` / `repeat`.
    var writtenSubitems: [Subitem] {
        switch kind {
        case .custom: []
        case .stack(_, .repeating(let subitems)): subitems
        case .stack(_, .count(_, let subitem)), .stack(_, .repeatExactly(_, let subitem)): [subitem]
        }
    }

    /// This group, then every group nested in it, depth-first.
    var selfAndNestedGroups: [Group] {
        [self] + writtenSubitems.flatMap { subitem -> [Group] in
            if case .group(let nested) = subitem { return nested.selfAndNestedGroups }
            return []
        }
    }

    /// Every item in this group and in the groups nested in it, depth-first.
    var nestedItems: [Item] {
        writtenSubitems.flatMap { subitem -> [Item] in
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
