import Foundation
import TouchCore

/// Which trace lines to show: by kind (``TraceLineCategory``), by the object a line
/// is about (its receiver), and by free text, as a log viewer filters (Flutter
/// DevTools' logging view, Console.app's search). An empty filter keeps every line.
///
/// The filter only hides lines; it never changes what is recorded, and a kept line
/// reads exactly as in the whole trace (same indentation and time), so a filtered
/// log can be laid beside the full one. `touchlab trace --only … --receiver …` and
/// the window's search use this one type.
public struct TraceFilter: Hashable, Sendable {
    /// The kinds kept; empty keeps every kind.
    public var categories: Set<TraceLineCategory>
    /// Names of objects, lowercased: a line is kept when it is about one of them
    /// (``TouchCore/TraceRecord/subjects``), compared ignoring case. Empty keeps all.
    /// Set through ``init(categories:receivers:text:)``, which lowercases them.
    public private(set) var receivers: Set<String>
    /// Text the formatted line must contain, ignoring case (a receiver, a
    /// selector, a reason); empty keeps all.
    public var text: String

    public init(categories: Set<TraceLineCategory> = [], receivers: Set<String> = [], text: String = "") {
        self.categories = categories
        self.receivers = Set(receivers.map { $0.lowercased() })
        self.text = text
    }

    /// True when the filter keeps every line.
    public var isEmpty: Bool { categories.isEmpty && receivers.isEmpty && text.isEmpty }

    /// Whether `record`, written as `line`, is kept.
    public func keeps(_ record: TraceRecord, line: String) -> Bool {
        if !categories.isEmpty && !categories.contains(TraceLineCategory(record)) { return false }
        if !receivers.isEmpty && !record.subjects.contains(where: { receivers.contains($0.name.lowercased()) }) {
            return false
        }
        if !text.isEmpty && line.range(of: text, options: [.caseInsensitive]) == nil { return false }
        return true
    }

    /// Whether `record` is kept, when the text part is matched against its
    /// exact-form line (``TouchCore/TraceFormatter/line(for:indent:options:)``).
    public func keeps(_ record: TraceRecord) -> Bool {
        keeps(record, line: text.isEmpty ? "" : TraceFormatter.line(for: record, indent: false))
    }

    /// The category named as the log's legend names it (`hit-testing`, `touches`,
    /// `recognizers`, `actions`, `input`, `ignored`), ignoring case.
    public static func category(named name: String) -> TraceLineCategory? {
        TraceLineCategory.allCases.first { $0.title.caseInsensitiveCompare(name) == .orderedSame }
    }
}
