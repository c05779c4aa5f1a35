import Foundation
import TouchCore
import TouchInsight
import TouchScenes

/// The trace filter as words, the one reading of `touchlab trace --only … --receiver …`
/// and of `PlaygroundTrace.filtered(only:receivers:)`: kinds by the log legend's titles,
/// receivers by trace name, commas separating several, and a did-you-mean for a typo.
extension TraceFilter {
    /// The filter that `only` (kinds' titles, comma-separated: `actions,recognizers`)
    /// and `receivers` (trace names, each possibly comma-separated) ask for. Throws
    /// ``TraceFilterError/unknownKind(_:suggestion:)`` for a word that is no kind.
    package init(only: String?, receivers: [String]) throws(TraceFilterError) {
        var categories: Set<TraceLineCategory> = []
        for word in (only ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            guard let category = TraceFilter.category(named: word) else {
                throw .unknownKind(word, suggestion: SceneSuggestion.closest(to: word, in: TraceLineCategory.allCases.map(\.title)))
            }
            categories.insert(category)
        }
        self.init(categories: categories, receivers: Set(Self.receiverNames(receivers)))
    }

    /// The names `receivers` gives, as typed: each entry split at commas, trimmed.
    package static func receiverNames(_ receivers: [String]) -> [String] {
        receivers.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// For each of `names` that no line is about (none of `subjects`, ignoring case),
    /// the error saying so with the closest subject: most likely a typo.
    package static func unmatchedReceivers(_ names: [String], subjects: Set<String>) -> [TraceFilterError] {
        names.filter { name in !subjects.contains { $0.caseInsensitiveCompare(name) == .orderedSame } }.map {
            .unknownReceiver($0, suggestion: SceneSuggestion.closest(to: $0, in: subjects.sorted()))
        }
    }
}
