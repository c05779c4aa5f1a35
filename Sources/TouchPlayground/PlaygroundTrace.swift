import Foundation
import TouchCore
import TouchInsight

/// What `Playground.trace` recorded: every delivery decision of one script run, and
/// the ``problems`` that make the run a failure.
public struct PlaygroundTrace: Sendable {
    public let records: [TraceRecord]
    /// What went wrong, in the order found: an action no handler implements, a step
    /// naming no view, a NaN frame… Each is also a `warning:` line in ``text``. Empty
    /// when the run did what the program says.
    public let problems: [PlaygroundProblem]

    /// When a filter kept only some records: the whole trace, and each kept
    /// record's place in it (the JSON form numbers records and objects in the whole).
    private let whole: (records: [TraceRecord], indices: [Int])?

    init(records: [TraceRecord], problems: [PlaygroundProblem] = [], whole: (records: [TraceRecord], indices: [Int])? = nil) {
        self.records = records
        self.problems = problems
        self.whole = whole
    }

    /// True when the run had no ``problems``.
    public var succeeded: Bool { problems.isEmpty }

    /// Throws a ``PlaygroundFailure`` listing every problem, if there is one:
    /// `try Playground.trace(script) { makeWindow() }.check()`.
    public func check() throws {
        if !problems.isEmpty { throw PlaygroundFailure(problems: problems) }
    }

    /// The trace as `touchlab trace` prints it.
    public var text: String { TraceFormatter.text(records) }

    /// One line per record, indented by nesting.
    public var lines: [String] { TraceFormatter.lines(records) }

    // MARK: The machine-readable form

    /// Each record's place in the whole trace, from 0: its position in ``records``,
    /// or, in a ``filtered(_:)`` trace, the position it had before the filter.
    public var recordIndices: [Int] { whole?.indices ?? Array(records.indices) }

    /// One JSON object per record, as `touchlab trace --format jsonl` writes them
    /// (docs/trace-format.md): each record's ``recordIndices`` entry as its
    /// `index`, and the objects numbered as in the whole trace.
    public var jsonObjects: [TraceJSON] {
        var objects: [TraceJSON] = []
        eachRecordOfTheWholeTrace { record, index, subjects, kept in
            let object = record.jsonObject(index: index, subjects: subjects)
            if kept { objects.append(object) }
        }
        return objects
    }

    /// The trace as JSON Lines, exactly the bytes `touchlab trace --format jsonl`
    /// prints for the same run (and the same filter): one object per line, each
    /// line ending in a newline.
    public var jsonLines: String {
        var out: [UInt8] = [], dropped: [UInt8] = []
        eachRecordOfTheWholeTrace { record, index, subjects, kept in
            if kept {
                record.writeJSON(index: index, subjects: subjects, to: &out)
                out.append(UInt8(ascii: "\n"))
            } else {
                dropped.removeAll(keepingCapacity: true)
                record.writeJSON(index: index, subjects: subjects, to: &dropped)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every record of the whole trace in order, with its index, one table that
    /// numbers the objects, and whether this trace kept it: a filtered trace
    /// numbers its objects as the whole one does.
    private func eachRecordOfTheWholeTrace(_ body: (TraceRecord, Int, TraceSubjectTable, Bool) -> Void) {
        let subjects = TraceSubjectTable()
        guard let whole else {
            for (index, record) in records.enumerated() { body(record, index, subjects, true) }
            return
        }
        var kept = whole.indices.makeIterator(), next = kept.next()
        for (index, record) in whole.records.enumerated() {
            let keeps = index == next
            if keeps { next = kept.next() }
            body(record, index, subjects, keeps)
        }
    }

    // MARK: Filters

    /// The same trace keeping only some lines, as `touchlab trace --only … --receiver …`
    /// keeps them (the same `TraceFilter`): lines of the kinds `only` names (empty
    /// keeps every kind) that are about one of `receivers` (trace names, ignoring case;
    /// empty keeps all). A kept line reads as in the whole trace — same time, same
    /// indentation — so the two can be laid side by side; ``problems`` are kept.
    ///
    /// ```swift
    /// print(try trace.filtered(only: [.actions, .recognizers], receivers: ["UITapGestureRecognizer#2"]).text)
    /// ```
    ///
    /// Throws ``TraceFilterError/unknownReceiver(_:suggestion:)`` for a receiver no line
    /// is about (with the closest name that is): a filter that keeps nothing because of
    /// a typo would read as "nothing happened".
    public func filtered(only: Set<TraceLineCategory> = [], receivers: [String] = []) throws -> PlaygroundTrace {
        let names = TraceFilter.receiverNames(receivers)
        return try filtered(TraceFilter(categories: only, receivers: Set(names)), receivers: names)
    }

    /// The same trace keeping the lines of the kinds `only` names by their titles,
    /// comma-separated, exactly as `touchlab trace --only` reads them
    /// (`"actions,recognizers"`). Throws ``TraceFilterError`` for a word that is no kind.
    public func filtered(only: String, receivers: [String] = []) throws -> PlaygroundTrace {
        try filtered(TraceFilter(only: only, receivers: receivers), receivers: TraceFilter.receiverNames(receivers))
    }

    /// The same trace keeping the lines `filter` keeps (its text part too, as the
    /// window's search).
    public func filtered(_ filter: TraceFilter) -> PlaygroundTrace {
        guard !filter.isEmpty else { return self }
        let wholeRecords = whole?.records ?? records
        let kept = zip(records, recordIndices).filter { filter.keeps($0.0) }
        return PlaygroundTrace(records: kept.map(\.0), problems: problems, whole: (wholeRecords, kept.map(\.1)))
    }

    private func filtered(_ filter: TraceFilter, receivers names: [String]) throws -> PlaygroundTrace {
        let subjects = Set(records.flatMap { $0.subjects.map(\.name) })
        if let mismatch = TraceFilter.unmatchedReceivers(names, subjects: subjects).first { throw mismatch }
        return filtered(filter)
    }

    /// The lines a device log would have printed: the trace restricted to the methods
    /// and messages `seedLog` prints (`SeedLog`).
    package func restricted(to seedLog: SeedLog) -> [String] {
        seedLog.restrict(records)
    }
}
