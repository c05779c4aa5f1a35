/// "Did you mean …?" for misspelt keys, words and names.
///
/// Edit distance, ignoring case, with a threshold that grows with the word, so
/// `colour` suggests `color` and `cancelTouchesInView` suggests
/// `cancelsTouchesInView`, but `x` suggests nothing.
package enum SceneSuggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let allowed = lowered.count <= 3 ? 1 : (lowered.count <= 8 ? 2 : 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(lowered, candidate.lowercased(), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once every path
    /// exceeds `limit`, so a long unknown word costs little.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }

    /// `; did you mean 'x'?` or nothing, ready to append to a message.
    static func clause(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
