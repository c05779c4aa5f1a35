import Foundation
import TestSupport
import Testing

/// The golden-file helper every text golden goes through (Tests/TestSupport).
@Suite struct GoldenFileTests {
    @Test func equalTextsHaveNoDifference() {
        #expect(GoldenFile.firstDifference(expected: "a\nb\n", actual: "a\nb\n") == nil)
    }

    @Test func theFirstDifferingLineIsNamedWithBothVersions() throws {
        let difference = try #require(GoldenFile.firstDifference(expected: "a\nb\nc\n", actual: "a\nB\nc\n"))
        #expect(difference.line == 2 && difference.expected == "b" && difference.actual == "B")
    }

    @Test func aTextThatStopsEarlyDiffersWhereItStops() throws {
        let shorter = try #require(GoldenFile.firstDifference(expected: "a\nb", actual: "a"))
        #expect(shorter.line == 2 && shorter.expected == "b" && shorter.actual == "(end of text)")
    }

    @Test func aMissingGoldenFails() {
        withKnownIssue("a golden that does not exist is a failure, never a pass") {
            GoldenFile.check("text", against: "golden/no-such-file.trace")
        }
    }
}
