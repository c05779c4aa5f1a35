import Foundation
import TestSupport
import Testing
import TouchDisplayList
import TouchPlaygroundUI
import TouchScenes

@testable import TouchSDL

/// `touchlab shoot --storyboard`: frames at the moments the delivery decided
/// something, each captioned, readable on a handout.
@Suite struct StoryboardTests {
    /// Seed 002's short press: the lesson is the 0.150 s release of the
    /// withheld touchesBegan (SPEC G6, S1), so it has a frame, captioned with
    /// the release; the end looks like the lift-off and is merged into it.
    @Test func theShortPressHasAFrameAtTheReleaseOfTheWithheldTouch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(
            ["shoot", "table-cells", "--script", "short-press", "--storyboard", "--out", folder.path], mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasSuffix("table-cells-short-press-storyboard.png") == true)
        #expect(lines.dropFirst().map { String($0.prefix(9)) } == ["  0.000 s", "  0.150 s", "  0.300 s"])
        #expect(
            lines[2].hasPrefix(
                "  0.150 s  UITableViewCellContentView gets the withheld touchesBegan late: released when the recognizers "
                    + "holding it back decided (GLTableView's 0.15 s content-touch delay ran out)"), "\(lines[2])")
        #expect(lines[3].contains("UITableViewCellContentView gets touchesCancelled: BackTap recognized"))
        let sheet = try RenderedImage(contentsOfPNG: folder.appendingPathComponent("table-cells-short-press-storyboard.png").path)
        #expect(sheet.width > 2000 && sheet.height > 1000)
    }

    /// `drag`'s shot comes between the drag's lift and the tap's touch at the
    /// same instant: its frame shows the drag's trail, as `shoot` pictures
    /// the shot, and the tap's hit-testing is a frame of its own after it.
    @Test func aShotIsPicturedWhereItsStepIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(["shoot", "drag", "--storyboard", "--out", folder.path], mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.components(separatedBy: "\n").dropFirst().filter { !$0.isEmpty } == [
                "  0.000 s  MovedView is the hit-test view of touch #1", "  0.500 s  shot after-drag",
                "  0.500 s  MovedView is the hit-test view of touch #2", "  1.600 s  the end of the script",
            ])
    }

    /// A pan's action runs at every move: the storyboard pictures the first
    /// time it runs alone and then the pan's end, not a frame per move
    /// ("two of four frames are near-duplicates").
    @Test func aContinuousGesturesRepeatedActionIsOneFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ChildProcess.touchlab(
            ["shoot", "scroll-view", "--script", "quick-scroll", "--storyboard", "--out", folder.path], mergingErrors: true)
        #expect(result.status == 0, "\(result.output)")
        let captions = result.output.components(separatedBy: "\n").dropFirst().filter { !$0.isEmpty }.map { $0.dropFirst(11) }
        #expect(captions.count == 4, "\(captions)")
        for (earlier, later) in zip(captions, captions.dropFirst()) { #expect(earlier != later, "\(later) twice") }
        #expect(captions.last?.contains("Scroller.panGestureRecognizer ended") == true)
    }

    /// The sheet's own words (title, fidelity note, times, captions) are at
    /// least a slide's least height; the frames' text is checked in every
    /// library scene by `SlideCheckTests`.
    @Test func theSheetsOwnTextIsAtLeastEighteenPixels() throws {
        var sheet = StoryboardSheet(title: "scene · script")
        sheet.note = "Follows devices: a withheld touchesEnded is released after 0.15 s."
        let image = RenderedImage(width: 10, height: 10, pixels: Array(repeating: 0, count: 100))
        sheet.panels = [StoryboardSheet.Panel(device: image, timeline: image, time: "0.150 s", caption: "what happened")]
        let check = DrawListTextSizeCheck(sheet.drawList().list, scale: 1, minimumPixels: StoryboardCrop.minimumTextPixels)
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(check.smallest == StoryboardCrop.minimumTextPixels, "the fidelity note is the smallest")
    }
}
