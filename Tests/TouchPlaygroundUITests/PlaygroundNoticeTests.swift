import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The window's notices (toasts): one that announces a touch ends when that
/// touch comes, and none covers what a touch is explained with — the
/// device's labels and chips, the rail's chain and deliveries.
struct PlaygroundNoticeTests {
    /// I flips E's isUserInteractionEnabled and says "touch again to see the
    /// effect": once the next finger is down, the effect is on the device and
    /// the notice is stale, so it is gone — before its seconds run out.
    @Test func aNoticeAnnouncingTheNextTouchEndsWhenThatTouchGoesDown() throws {
        let harness = ControllerHarness()
        let controller = harness.controller
        harness.rightClick("E")
        harness.press(.character("i"))
        #expect(controller.notice?.contains("touch again to see the effect") == true)
        controller.handleTouches([TouchSample(finger: 1, phase: .down, location: harness.canvasPoint(of: "E"))], at: 10_200)
        #expect(controller.notice == nil, "the touch it announced is on screen")
        controller.handleTouches([TouchSample(finger: 1, phase: .up, location: harness.canvasPoint(of: "E"))], at: 10_250)
        // The touch shows the effect the notice promised: E refused it.
        #expect(harness.logLines.contains("-[E hitTest:withEvent:] ⇒ nil (user interaction disabled)"))
    }

    /// A notice without a time says how things stand (recording is on), not
    /// what the next touch will do: touching does not take it away.
    @Test func aNoticeOfAStateStaysWhileTheDeviceIsTouched() {
        let harness = ControllerHarness()
        harness.controller.recorder = PlaygroundRecorder { _, scene in
            PlaygroundSavedRecording(message: "Saved", scene: scene, script: "recorded-1")
        }
        harness.press(.character("g"))
        let recording = harness.controller.notice
        #expect(recording?.contains("Recording") == true)
        harness.tap("E")
        #expect(harness.controller.notice == recording)
    }

    /// With a touch explained on the device (E hit, F rejected with its
    /// chip, F's recognizer chip, the chain in the rail), the notice's box
    /// lies outside the device and covers no text drawn before it but the
    /// legend's, which only repeats what the marks mean.
    @Test func theNoticeCoversNothingTheTouchIsExplainedWith() throws {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.rightClick("E")
        harness.press(.character("i"))
        let notice = try #require(harness.controller.notice)
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: ControllerHarness.canvasSize)
        let layout = harness.controller.layout
        let (box, firstLine) = try #require(Self.noticeBox(in: list, notice: notice))
        #expect(!box.intersects(layout.viewportRect), "the notice \(box) covers the device \(layout.viewportRect)")
        let legendTop =
            list.commands[..<firstLine].compactMap { command -> CGFloat? in
                if case .text(let run) = command, run.string == "Legend" { return run.origin.y }
                return nil
            }.first ?? .infinity
        for command in list.commands[..<firstLine] {
            guard case .text(let run) = command, !run.string.isEmpty else { continue }
            let rect = CGRect(
                x: run.origin.x, y: run.origin.y,
                width: min(run.maxWidth ?? .infinity, PlaygroundStyle.estimatedWidth(of: run.string, size: run.pointSize)),
                height: run.pointSize + 2)
            let isLegend = layout.railRect.contains(run.origin) && run.origin.y >= legendTop
            #expect(isLegend || !rect.intersects(box), "the notice \(box) covers '\(run.string)' at \(rect)")
        }
    }

    /// A notice names files: a path longer than a line is broken across
    /// lines, never cut with an ellipsis.
    @Test func aPathLongerThanALineIsBrokenNotCut() {
        let path = "/tmp/a-rather-long-folder-name/with-another-one-inside/rec-drag.yaml"
        let lines = PlaygroundRenderer.noticeLines("Saved to \(path): touchlab trace", width: 180, size: 11)
        #expect(lines.joined().replacingOccurrences(of: " ", with: "").contains(path))
        for line in lines {
            #expect(PlaygroundStyle.estimatedWidth(of: line, size: 11) * 0.58 / 0.66 <= 180 + 0.5, "'\(line)' is too wide")
        }
    }

    /// The notice's box (the fill just before its first line) and the index of that line.
    static func noticeBox(in list: DrawList, notice: String) -> (CGRect, Int)? {
        let first = notice.split(separator: " ").prefix(2).joined(separator: " ")
        guard
            let index = list.commands.lastIndex(where: { command in
                if case .text(let run) = command { return run.string.hasPrefix(first) }
                return false
            })
        else { return nil }
        for command in list.commands[..<index].reversed() {
            if case .fillRect(let rect, _) = command { return (rect, index) }
        }
        return nil
    }
}
