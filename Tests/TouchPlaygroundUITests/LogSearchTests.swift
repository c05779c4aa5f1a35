import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI

/// The window's find (N) filters the log and says so: a bar with how many lines it
/// kept of how many, and the matched text marked in each kept line.
@Suite struct LogSearchTests {
    @Test func matchesAreEveryOccurrenceIgnoringCase() {
        let search = PlaygroundLogSearch(query: "eview", isCategory: false, kept: 1, total: 2)
        #expect(search.matches(in: "-[EView hitTest:withEvent:] ⇒ EView") == [2..<7, 30..<35])
        #expect(PlaygroundLogSearch(query: "touches", isCategory: true, kept: 1, total: 2).matches(in: "touches") == [])
    }

    /// Typing a view's name keeps its lines, marks the name in each, and the bar says
    /// how many of the log's lines are left.
    @Test func findingAViewMarksItsNameInEveryKeptLineAndCountsThem() throws {
        let harness = try SceneControllerHarness(scene: "hit-testing")
        harness.controller.play(scriptNamed: "tap-e")
        _ = harness.runUntilPlayed()
        let total = harness.controller.frame.log.count
        harness.press(.character("n"))
        for character in "FView" { harness.press(.character(Character(character.lowercased())), character.isUppercase ? [.shift] : []) }
        let frame = harness.controller.frame
        let search = try #require(frame.logSearch)
        #expect(search.query == "FView" && search.total == total && search.kept == frame.log.count)
        #expect(search.kept > 0 && search.kept < total)
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: harness.controller.canvasSize)
        let runs = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        #expect(runs.contains { $0.string.hasPrefix("Find: \(search.kept) of \(total) lines with “FView”") })
        let marked = runs.filter { !$0.highlights.isEmpty }
        #expect(!marked.isEmpty)
        for run in marked {
            for range in run.highlights {
                #expect(String(Array(run.string)[range]).lowercased() == "fview")
            }
        }
    }
}
