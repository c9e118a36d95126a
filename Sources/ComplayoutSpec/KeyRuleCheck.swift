import ComplayoutYAML

/// A rule of a mapping's vocabulary (`KeyRule`) that the mapping breaks, and where.
enum BrokenKeyRule {
    /// More than one of `keys` is written; `written` are those written (in the rule's order) and
    /// `later` the key nodes after the first in the file.
    case together(keys: [String], written: [String], later: [YAMLNode])
    /// None of `keys`, one of which must be written.
    case noneOf([String])
    /// `key` is written, and the list it constrains has `count` entries instead of one.
    case notOneEntry(key: String, keyNode: YAMLNode, count: Int)
    /// `keys` are written beside `by`, which excludes them; each with what to write instead.
    case excluded(keys: [(key: String, instead: String, node: YAMLNode)], by: String)
    /// `key` is absent and `flag` is not written as true.
    case requiredUnlessTrue(key: String, flag: String)
}

extension MappingReader {
    /// The first of the vocabulary's rules the mapping breaks, in the order they are declared; a
    /// rule presupposes those before it (only a flow section's keys are checked against `flow`,
    /// only a group with `count` or `repeat`, not both, has its subitems counted).
    func brokenRule() -> BrokenKeyRule? {
        for rule in vocabulary.rules {
            if let broken = check(rule) { return broken }
        }
        return nil
    }

    private func check(_ rule: KeyRule) -> BrokenKeyRule? {
        switch rule {
        case .exactlyOne(let keys), .atMostOne(let keys):
            // Counted first: the keys are seldom written together, and the list is made only then.
            let writtenCount = keys.count { contains($0) }
            if writtenCount == 0, case .exactlyOne = rule { return .noneOf(keys) }
            guard writtenCount > 1 else { return nil }
            let written = keys.filter { contains($0) }
            let nodes = written.compactMap { keyNode($0) }.sorted { $0.range.start < $1.range.start }
            return .together(keys: keys, written: written, later: Array(nodes.dropFirst()))
        case .requiredUnlessTrue(let key, let flag):
            guard !contains(key), valueNode(flag).flatMap(SpecReader.trueOrFalse) != true else { return nil }
            return .requiredUnlessTrue(key: key, flag: flag)
        case .oneEntry(let list, let keys):
            guard let key = keys.first(where: { contains($0) }), let keyNode = keyNode(key),
                let entries = valueNode(list)?.sequence, entries.count != 1
            else { return nil }
            return .notOneEntry(key: key, keyNode: keyNode, count: entries.count)
        case .excludes(let key, let excluded):
            guard contains(key) else { return nil }
            let written = excluded.compactMap { entry in
                keyNode(entry.key).map { (key: entry.key, instead: entry.instead, node: $0) }
            }
            return written.isEmpty ? nil : .excluded(keys: written, by: key)
        }
    }
}

extension SpecReader {
    /// Reports the first rule of its vocabulary that `map` breaks (`MappingReader.brokenRule()`);
    /// true when it breaks none.
    @discardableResult
    func enforceRules(of map: MappingReader) -> Bool {
        guard let broken = map.brokenRule() else { return true }
        report(broken, in: map)
        return false
    }

    /// Reports `broken`: once for the rule, or at each key that breaks it.
    func report(_ broken: BrokenKeyRule, in map: MappingReader) {
        switch broken {
        case .together(let keys, let written, let later):
            let message = SpecDiagnostic.keysTogether(keys: keys, written: written, in: map.kind)
            // A message that lists the keys written is said once; one that states the rule, at each key past the first.
            for node in message.namesWrittenKeys ? Array(later.prefix(1)) : later { error(message, at: node) }
        case .noneOf(let keys):
            error(.noneOf(keys, in: map.kind, context: map.context), at: map.node)
        case .notOneEntry(let key, let keyNode, let count):
            error(.notOneSubitem(key: key, found: count), at: keyNode)
        case .excluded(let keys, let by):
            for (key, instead, node) in keys { error(.excluded(key, by: by, instead: instead), at: node) }
        case .requiredUnlessTrue(let key, let flag):
            error(.requiredUnlessTrue(key, flag: flag, context: map.context), at: map.node)
        }
    }
}
