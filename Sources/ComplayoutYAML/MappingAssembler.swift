import ComplayoutDiagnostics

/// Turns a mapping's keys and values into pairs: applies merge keys (`<<`) and reports
/// keys written twice.
///
/// Scalar keys compare as Swift strings, the way readers of the tree look them up, so two
/// canonically equivalent spellings (precomposed "é" and "e" + U+0301) are the same key.
enum MappingAssembler {
    /// Up to this many keys, a key's first occurrence is found by comparing it with the keys
    /// before it; past it, by hashing. Most mappings have a handful of keys, and comparing a few
    /// strings costs less than hashing them into a dictionary.
    private static let keysComparedWithoutHashing = 16

    /// The pairs of a mapping whose entries, from `first` on in `entries`, alternate key and
    /// value; they are removed from `entries`.
    ///
    /// Explicit pairs come first, in source order; merged pairs follow, for keys not already
    /// present. Within a list of merged mappings the earlier mapping wins.
    /// Past `maxErrors` diagnostics, no more are added: the loader stops and cuts the list there.
    static func pairs(
        popping first: Int, from entries: inout EntryStack, diagnostics: inout [Diagnostic], maxErrors: Int
    ) -> [YAMLPair] {
        let end = entries.count
        let hashesKeys = (end - first) / 2 > keysComparedWithoutHashing
        var firstKeys: [String: SourceRange] = [:]
        var merged: [YAMLNode] = []
        // Keys are checked in place, in order; the pairs are moved out afterwards.
        var index = first
        while index + 1 < end {
            let key = entries[index]
            if let text = key.node.scalar?.value {
                let firstOccurrence =
                    hashesKeys ? firstKeys[text] : occurrence(of: text, amongKeysOf: entries, from: first, before: index)
                if let first = firstOccurrence, diagnostics.count <= maxErrors {
                    diagnostics.append(
                        Diagnostic(
                            YAMLDiagnostic.duplicateKey(text), at: key.occurrence,
                            notes: [Diagnostic.Note("first defined here", at: first)]))
                } else if firstOccurrence == nil, hashesKeys {
                    firstKeys[text] = key.occurrence
                }
            }
            if isMergeKey(key.node) {
                merged += mergeSources(entries[index + 1], diagnostics: &diagnostics)
            }
            index += 2
        }
        var pairs = entries.popPairs(from: first, skipping: isMergeKey)
        // Without a merge key there is nothing more to do: the common case.
        guard !merged.isEmpty else { return pairs }
        var present = Set(pairs.compactMap { $0.key.scalar?.value })
        for source in merged {
            for pair in source.mapping ?? [] {
                if let text = pair.key.scalar?.value {
                    guard present.insert(text).inserted else { continue }
                }
                pairs.append(pair)
            }
        }
        return pairs
    }

    /// Where the key `text` first occurs among the keys at `first`, `first + 2`, … before `index`.
    private static func occurrence(
        of text: String, amongKeysOf entries: EntryStack, from first: Int, before index: Int
    ) -> SourceRange? {
        for earlier in stride(from: first, to: index, by: 2) where entries[earlier].node.scalar?.value == text {
            return entries[earlier].occurrence
        }
        return nil
    }

    /// `<<` written plain and untagged (or tagged `!!merge`); a quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.value == "<<" else { return false }
        if node.tag == "!!merge" { return true }
        return scalar.isPlain && node.tag == nil
    }

    /// The mappings a merge key's value brings in: the mapping itself, or each mapping of a list.
    private static func mergeSources(_ value: BuiltNode, diagnostics: inout [Diagnostic]) -> [YAMLNode] {
        switch value.node.content {
        case .mapping:
            return [value.node]
        case .sequence(let entries):
            var sources: [YAMLNode] = []
            for entry in entries {
                if entry.mapping != nil {
                    sources.append(entry)
                } else {
                    diagnostics.append(invalidMerge(found: entry, at: entry.range))
                }
            }
            return sources
        case .scalar, .packed:
            // A packed sequence is the value of a key the reader asked for, never of `<<`.
            diagnostics.append(invalidMerge(found: value.node, at: value.occurrence))
            return []
        }
    }

    private static func invalidMerge(found node: YAMLNode, at range: SourceRange) -> Diagnostic {
        Diagnostic(YAMLDiagnostic.invalidMerge(found: node.kindDescription), at: range)
    }
}
