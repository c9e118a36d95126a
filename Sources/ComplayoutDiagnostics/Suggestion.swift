/// "Did you mean …?" suggestions for misspelled keys and enum values.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo;
    /// failing that, the first candidate that contains the word ("itemSpacing" → "interItemSpacing").
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let candidates = Array(candidates)
        // A word far longer than every candidate is no typo of one (the distance is at least the
        // difference in length), and measuring it would cost its length times theirs: a hostile
        // file's megabyte value must not. A scalar takes at most 4 bytes, so this bound is safe.
        let longest = candidates.map(\.unicodeScalars.count).max() ?? 0
        guard word.utf8.count <= 4 * (longest + max(2, longest / 3)) else { return nil }
        let lowered = word.lowercased()
        let scored = candidates.map { (candidate: $0, distance: editDistance(lowered, $0.lowercased())) }
        if let best = scored.min(by: { $0.distance < $1.distance }),
            best.distance <= max(2, min(word.count, best.candidate.count) / 3)
        {
            return best.candidate
        }
        guard lowered.count >= 4 else { return nil }
        return scored.first { $0.candidate.lowercased().contains(lowered) }?.candidate
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
