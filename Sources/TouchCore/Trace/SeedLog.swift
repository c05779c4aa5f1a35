import Foundation

/// Compares a trace with a log printed on a device, as the seed articles print them.
///
/// A device log shows only what the article's classes chose to print. So a trace is
/// compared *restricted to the methods the seed's log prints*: a trace line is kept
/// when its call signature (`-[EView touchesBegan:withEvent:]`, without indentation or
/// results) or its whole text (a message like `View Taped`) occurs in the seed log.
package struct SeedLog: Equatable, Sendable {
    /// The seed's lines, trimmed; comments (`// failed`, whole lines starting with `#`)
    /// and blank lines dropped.
    package let lines: [String]
    private let vocabulary: Set<String>

    package init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { raw in
            var line = String(raw)
            if line.hasPrefix("#") { return nil }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            return line.isEmpty ? nil : SeedLog.signature(of: line)
        }
        vocabulary = Set(lines)
    }

    /// `-[Receiver selector]` for a method line, the trimmed text otherwise.
    package static func signature(of line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-["), let close = trimmed.firstIndex(of: "]") {
            return String(trimmed[...close])
        }
        return trimmed
    }

    /// The trace's lines that the seed log would have printed, in trace order.
    package func restrict(_ traceLines: [String]) -> [String] {
        traceLines.map(SeedLog.signature(of:)).filter(vocabulary.contains)
    }

    package func restrict(_ records: [TraceRecord]) -> [String] {
        restrict(TraceFormatter.lines(records, indent: false))
    }
}
