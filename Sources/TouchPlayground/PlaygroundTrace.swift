import Foundation
import TouchCore

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

    /// The lines a device log would have printed: the trace restricted to the methods
    /// and messages `seedLog` prints (``TouchCore/SeedLog``).
    public func restricted(to seedLog: SeedLog) -> [String] {
        seedLog.restrict(records)
    }
}
