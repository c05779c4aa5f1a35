import Foundation
import TouchCore

/// What `Playground.trace` recorded: every delivery decision of one script run.
public struct PlaygroundTrace: Sendable {
    public let records: [TraceRecord]

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
