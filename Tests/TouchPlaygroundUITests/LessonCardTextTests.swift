import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The lesson card reads as prose: the line breaks an author puts in a YAML block to
/// keep the file narrow do not break the card's sentences.
@Suite struct LessonCardTextTests {
    @Test func blockLinesJoinIntoParagraphsAndBlankLinesAndListItemsBreak() {
        let text = """
            Play quick-tap at ¼×.
            Notice the cell's began held back:
            lifted sooner, the tap wins.

            Try:
            - a short press
            - a long press
            2. then the button
            """
        #expect(
            LessonCardPanel.paragraphs(text) == [
                "Play quick-tap at ¼×. Notice the cell's began held back: lifted sooner, the tap wins.", "", "Try:",
                "- a short press", "- a long press", "2. then the button",
            ])
        #expect(LessonCardPanel.paragraphs("one\n\n\n\ntwo\n") == ["one", "", "two"])
    }

    /// While a script plays, the banner sits in the device's heading row, above the
    /// frame, so it covers no view's label (the window's own name label among them).
    @Test func thePlaybackBannerStaysAboveTheDevicesFrame() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "quick-tap")
        harness.run(seconds: 0.02)
        var renderer = PlaygroundRenderer(frame: harness.controller.frame, canvasSize: harness.controller.canvasSize)
        renderer.drawAll()
        let banner = try #require(
            renderer.list.commands.compactMap { command -> TextRun? in
                if case .text(let run) = command, run.string.contains("live input ignored") { return run }
                return nil
            }.first { $0.pointSize == 11 })
        #expect(banner.origin.y + banner.pointSize * 1.2 <= renderer.layout.viewportRect.minY)
    }
}
