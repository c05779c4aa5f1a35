import Foundation
import TestSupport
import Testing

/// The ordered-log assertion itself: a subsequence check whose failure names
/// the first line out of place.
@Suite struct OrderedLinesTests {
    let lines = ["a", "b", "c", "d", "e"]

    @Test func aSubsequenceInOrderPasses() {
        #expect(OrderedLines.problem(lines, ["a", "c", "e"]) == nil)
        #expect(OrderedLines.problem(lines, []) == nil)
        #expect(OrderedLines.problem(["x", "x"], ["x", "x"]) == nil)
    }

    @Test func aLineOutOfOrderIsNamedWithWhereItIs() throws {
        let problem = try #require(OrderedLines.problem(lines, ["a", "d", "b"]))
        #expect(problem.hasPrefix("Expected line 3 of 3, \"b\", after expected line 2 (\"d\"), but it occurs earlier, at line 2"))
        #expect(problem.contains("  > 4: d"))
    }

    @Test func aMissingLineIsNamed() throws {
        let problem = try #require(OrderedLines.problem(lines, ["z"]))
        #expect(problem.hasPrefix("Expected line 1 of 1, \"z\", after the start, but it occurs nowhere."))
        // A line wanted twice must happen twice.
        #expect(OrderedLines.problem(["x"], ["x", "x"]) != nil)
    }
}
