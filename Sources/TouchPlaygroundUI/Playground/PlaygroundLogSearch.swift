import Foundation
import TouchInsight

/// The log's search while it filters (the window's find, N): what was typed, and
/// how many of the log's lines it kept, so the panel can say "12 of 340 lines" and
/// mark the matched text in each kept line (Flutter DevTools' logging view, Console's
/// search). A category name (`hit-testing`) keeps that kind of line and marks no text.
package struct PlaygroundLogSearch: Hashable, Sendable {
    /// The text typed, trimmed.
    package var query: String
    /// Whether `query` named a category (``TraceLineCategory``) rather than text.
    package var isCategory: Bool
    /// Lines kept, and lines in the log before filtering.
    package var kept: Int
    package var total: Int

    package init(query: String, isCategory: Bool, kept: Int, total: Int) {
        self.query = query
        self.isCategory = isCategory
        self.kept = kept
        self.total = total
    }

    /// Where `query` occurs in `line`, ignoring case, as character ranges; none for
    /// a category search.
    package func matches(in line: String) -> [Range<Int>] {
        guard !isCategory, !query.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var searchStart = line.startIndex
        while let found = line.range(of: query, options: [.caseInsensitive], range: searchStart..<line.endIndex) {
            let lower = line.distance(from: line.startIndex, to: found.lowerBound)
            let upper = line.distance(from: line.startIndex, to: found.upperBound)
            ranges.append(lower..<upper)
            searchStart = found.upperBound
        }
        return ranges
    }
}
