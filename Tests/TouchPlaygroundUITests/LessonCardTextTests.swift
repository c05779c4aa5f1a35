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

    /// A still picture takes no input: its banner leaves out the window's
    /// "live input ignored", and a status line keeps whole parts only — never
    /// a word cut at the banner's edge ("· live i…").
    @Test func aStillPicturesBannerHasNoWindowHintAndNoCutPart() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "quick-tap")
        harness.run(seconds: 0.02)
        var frame = harness.controller.frame
        frame.options.isStillPicture = true
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: harness.controller.canvasSize)
        let banner = try #require(
            list.commands.compactMap { command -> TextRun? in
                if case .text(let run) = command, run.string.hasPrefix("▶ 'quick-tap'") { return run }
                return nil
            }.first)
        #expect(!banner.string.contains("live input"))
        #expect(PlaygroundStyle.estimatedWidth(of: banner.string, size: banner.pointSize) <= (banner.maxWidth ?? .infinity) + 14)
        for command in list.commands {
            if case .text(let run) = command { #expect(!run.string.contains("live input"), "'\(run.string)'") }
        }
    }

    @Test func fittingKeepsWholePartsInOrder() {
        let parts = ["Quiz 'single' · question 2 of 3", "live input ignored", "t=0.000 s"]
        let first = PlaygroundStyle.estimatedWidth(of: parts[0], size: 11)
        #expect(PlaygroundStyle.fitting(parts, width: first, size: 11) == parts[0])
        #expect(PlaygroundStyle.fitting(parts, width: 10, size: 11) == parts[0])
        let two = parts[0] + " · " + parts[1]
        #expect(PlaygroundStyle.fitting(parts, width: PlaygroundStyle.estimatedWidth(of: two, size: 11), size: 11) == two)
        #expect(PlaygroundStyle.fitting(parts, width: 10_000, size: 11) == parts.joined(separator: " · "))
    }
}
