/// "Did you mean …?" suggestions for misspelled keys and enum values.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(2, min(word.count, best.candidate.count) / 3)
        if best.distance <= allowed { return best.candidate }
        // A prefix or containment ("itemSpacing" inside "interItemSpacing") is also a likely intent.
        let candidateLowered = best.candidate.lowercased()
        if lowered.count >= 4, candidateLowered.contains(lowered) { return best.candidate }
        return candidates.first { lowered.count >= 4 && $0.lowercased().contains(lowered) }
    }

    /// Levenshtein distance between two strings, over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
