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

    init(records: [TraceRecord], problems: [PlaygroundProblem] = []) {
        self.records = records
        self.problems = problems
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
        filter.isEmpty ? self : PlaygroundTrace(records: records.filter { filter.keeps($0) }, problems: problems)
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
