import ComplayoutDiagnostics

/// Turns a mapping's keys and values into pairs: applies merge keys (`<<`) and reports
/// keys written twice.
///
/// Scalar keys compare as Swift strings, the way readers of the tree look them up, so two
/// canonically equivalent spellings (precomposed "é" and "e" + U+0301) are the same key. Most
/// keys are ASCII, and two ASCII texts are equal strings exactly when their bytes are equal, so
/// a `String` is made only for a key with other characters, or in a large mapping.
enum MappingAssembler {
    /// Up to this many keys, a key's first occurrence is found by comparing it with the keys
    /// before it; past it, by hashing. Most mappings have a handful of keys, and comparing a few
    /// byte strings costs less than hashing them into a dictionary.
    private static let keysComparedWithoutHashing = 16

    /// Appends the pairs of a mapping whose entries, from `first` on in `entries`, alternate key
    /// and value, to the arena's edges, key then value, and returns how many pairs; the entries are
    /// removed.
    ///
    /// Explicit pairs come first, in source order; merged pairs follow, for keys not already
    /// present. Within a list of merged mappings the earlier mapping wins.
    /// Past `maxErrors` diagnostics, no more are added: the loader stops and cuts the list there.
    static func pairs(
        popping first: Int, from entries: inout EntryStack, into arena: inout YAMLArena,
        diagnostics: inout [Diagnostic], maxErrors: Int
    ) -> Int {
        // A stray key without a value (never produced by libyaml) is dropped, as before.
        let end = first + (entries.count - first) / 2 * 2
        let hashesKeys = (end - first) / 2 > keysComparedWithoutHashing
        var firstKeys: [String: SourceRange] = [:]
        var merged: [Int] = []
        var hasMergeKey = false
        var index = first
        while index + 1 < end {
            let key = entries[index]
            if arena.nodes[key.node].kind == .scalar {
                let firstOccurrence =
                    hashesKeys
                    ? firstKeys[arena.scalarValue(key.node)!]
                    : occurrence(of: key.node, amongKeysOf: entries, from: first, before: index, in: arena)
                if let first = firstOccurrence, diagnostics.count <= maxErrors {
                    diagnostics.append(
                        Diagnostic(
                            YAMLDiagnostic.duplicateKey(arena.scalarValue(key.node)!), at: key.occurrence,
                            notes: [Diagnostic.Note("first defined here", at: first)]))
                } else if firstOccurrence == nil, hashesKeys {
                    firstKeys[arena.scalarValue(key.node)!] = key.occurrence
                }
            }
            if isMergeKey(key.node, in: arena) {
                hasMergeKey = true
                merged += mergeSources(entries[index + 1], in: arena, diagnostics: &diagnostics)
            }
            index += 2
        }
        var count = 0
        var present: Set<String> = []
        for index in stride(from: first, to: end, by: 2) {
            let key = entries[index].node
            if hasMergeKey, isMergeKey(key, in: arena) { continue }
            arena.edges.append(key)
            arena.edges.append(entries[index + 1].node)
            count += 1
            // Only a merge needs the keys already present.
            if !merged.isEmpty, let text = arena.scalarValue(key) { present.insert(text) }
        }
        entries.pop(from: first)
        // Without a merge key there is nothing more to do: the common case.
        for source in merged {
            let mapping = arena.nodes[source]
            for edge in stride(from: mapping.first, to: mapping.first + 2 * mapping.count, by: 2) {
                let (key, value) = (arena.edges[edge], arena.edges[edge + 1])
                if let text = arena.scalarValue(key) {
                    guard present.insert(text).inserted else { continue }
                }
                arena.edges.append(key)
                arena.edges.append(value)
                count += 1
            }
        }
        return count
    }

    /// Where the scalar key `key` first occurs among the keys at `first`, `first + 2`, … before
    /// `index`.
    private static func occurrence(
        of key: Int, amongKeysOf entries: EntryStack, from first: Int, before index: Int, in arena: YAMLArena
    ) -> SourceRange? {
        let node = arena.nodes[key]
        return arena.text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[node.first..<node.first + node.count])
            for earlier in stride(from: first, to: index, by: 2) {
                let other = arena.nodes[entries[earlier].node]
                guard other.kind == .scalar else { continue }
                let otherBytes = UnsafeBufferPointer(rebasing: text[other.first..<other.first + other.count])
                if bytes.count == otherBytes.count, bytes.elementsEqual(otherBytes) {
                    return entries[earlier].occurrence
                }
                // Different bytes are different strings when both are ASCII; else ask `String`.
                if node.isASCII, other.isASCII { continue }
                if String(decoding: bytes, as: UTF8.self) == String(decoding: otherBytes, as: UTF8.self) {
                    return entries[earlier].occurrence
                }
            }
            return nil
        }
    }

    /// `<<` written plain and untagged (or tagged `!!merge`); a quoted `"<<"` is an ordinary key.
    private static func isMergeKey(_ node: Int, in arena: YAMLArena) -> Bool {
        let scalar = arena.nodes[node]
        guard scalar.kind == .scalar, scalar.count == 2, arena.text[scalar.first] == UInt8(ascii: "<"),
            arena.text[scalar.first + 1] == UInt8(ascii: "<")
        else { return false }
        let tag = arena.tag(node)
        if tag == "!!merge" { return true }
        return scalar.style == .plain && tag == nil
    }

    /// The mappings a merge key's value brings in: the mapping itself, or each mapping of a list.
    private static func mergeSources(_ value: BuiltNode, in arena: YAMLArena, diagnostics: inout [Diagnostic]) -> [Int] {
        let node = arena.nodes[value.node]
        switch node.kind {
        case .mapping:
            return [value.node]
        case .sequence:
            var sources: [Int] = []
            for edge in node.first..<node.first + node.count {
                let entry = arena.edges[edge]
                if arena.nodes[entry].kind == .mapping {
                    sources.append(entry)
                } else {
                    diagnostics.append(invalidMerge(found: arena.nodes[entry], at: arena.nodes[entry].range))
                }
            }
            return sources
        case .scalar, .packed:
            // A packed sequence is the value of a key the reader asked for, never of `<<`.
            diagnostics.append(invalidMerge(found: node, at: value.occurrence))
            return []
        }
    }

    private static func invalidMerge(found node: ArenaNode, at range: SourceRange) -> Diagnostic {
        Diagnostic(YAMLDiagnostic.invalidMerge(found: node.kindDescription), at: range)
    }
}
