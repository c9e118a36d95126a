import Diagnostics

/// Turns a mapping's keys and values into pairs: applies merge keys (`<<`) and reports
/// keys written twice.
///
/// Scalar keys compare as Swift strings, the way readers of the tree look them up, so two
/// canonically equivalent spellings (precomposed "é" and "e" + U+0301) are the same key.
enum MappingAssembler {
    /// The pairs of a mapping whose children alternate key, value.
    ///
    /// Explicit pairs come first, in source order; merged pairs follow, for keys not already
    /// present. Within a list of merged mappings the earlier mapping wins.
    /// Past `maxErrors` diagnostics, no more are added: the loader stops and cuts the list there.
    static func pairs(from children: [BuiltNode], diagnostics: inout [Diagnostic], maxErrors: Int) -> [YAMLPair] {
        var pairs: [YAMLPair] = []
        var firstKeys: [String: SourceRange] = [:]
        var merged: [YAMLNode] = []
        var index = 0
        while index + 1 < children.count {
            let key = children[index]
            let value = children[index + 1]
            index += 2
            if let text = key.node.scalar?.value {
                if let first = firstKeys[text], diagnostics.count <= maxErrors {
                    diagnostics.append(.error(
                        YAMLDiagnosticID.duplicateKey,
                        "duplicate key '\(text)' in this mapping",
                        at: key.occurrence,
                        notes: [Diagnostic.Note("first defined here", at: first)]
                    ))
                } else if firstKeys[text] == nil {
                    firstKeys[text] = key.occurrence
                }
            }
            if isMergeKey(key.node) {
                merged += mergeSources(value, diagnostics: &diagnostics)
            } else {
                pairs.append(YAMLPair(key: key.node, value: value.node))
            }
        }
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
        case .scalar:
            diagnostics.append(invalidMerge(found: value.node, at: value.occurrence))
            return []
        }
    }

    private static func invalidMerge(found node: YAMLNode, at range: SourceRange) -> Diagnostic {
        .error(
            YAMLDiagnosticID.invalidMerge,
            "merge key '<<' needs a mapping or a list of mappings, found \(node.kindDescription)",
            at: range
        )
    }
}
