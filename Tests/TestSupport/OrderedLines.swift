import Foundation
import Testing

/// Checks that lines happen in an order, possibly with others between: the
/// ordered log's assertion for tests where the order is the rule.
///
/// `expected` must be a subsequence of `lines` (each expected line matched
/// by a later line than the one before it). On failure the issue names the
/// first expected line not found after its predecessor, says whether it
/// occurs earlier (the order is wrong) or nowhere, and shows the lines around
/// where it was looked for.
public func expectOrdered(
    _ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let problem = OrderedLines.problem(lines, expected) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
}

/// The subsequence check behind ``expectOrdered(_:_:sourceLocation:)``.
public enum OrderedLines {
    /// How many lines of context a failure shows on each side.
    public static let context = 3

    /// `nil` when `expected` occurs in `lines` in order; otherwise what went wrong.
    public static func problem(_ lines: [String], _ expected: [String]) -> String? {
        var next = lines.startIndex
        for (number, line) in expected.enumerated() {
            if let found = lines[next...].firstIndex(of: line) {
                next = found + 1
                continue
            }
            let previous = number == 0 ? "the start" : "expected line \(number) (\(expected[number - 1].debugDescription))"
            let whereItIs =
                lines[..<next].firstIndex(of: line).map { "it occurs earlier, at line \($0 + 1): the order is wrong" }
                ?? "it occurs nowhere"
            let from = max(0, next - context), to = min(lines.count, next + context)
            let around = lines[from..<to].enumerated().map { offset, text in
                "  \(from + offset + 1 == next ? ">" : " ") \(from + offset + 1): \(text)"
            }
            return """
                Expected line \(number + 1) of \(expected.count), \(line.debugDescription), after \(previous), \
                but \(whereItIs).
                Lines around where it was looked for (> the last one matched):
                \(around.joined(separator: "\n"))
                """
        }
        return nil
    }
}
