import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The times the window shows while a script plays (issue 23, item 3): a
/// script is played on the scene's own clock, as `touchlab trace` plays it, so
/// the window's trace is that command's, time stamps included — a shake that
/// lasts 0.8 s reads `@0.500 shake began`, `@1.300 shake ended`, not `+0.000`
/// twice. Live input has no such clock: its times count from its touch's
/// start, and the panel says so. A shake or remote-control command, which has
/// no hit-test view (SPEC F2), gets lanes of its own on the timeline.
@Suite struct PlaybackTimesTests {
    static let played: [(scene: String, script: String, stamps: [String])] = [
        ("first-responder-changes", "long-shake", ["@0.500 shake began", "@1.300 shake ended"]),
        (
            "animation", "tap-while-animating",
            [
                "@0.000 script: UIView.animate(withDuration: 0.6", "@0.200 touch #1 began at (195, 550)",
                "@0.600 script: the animation of Card ends: completion(true)",
            ]
        ),
        (
            "double-tap", "double",
            ["@0.200 touch #2 began at (195, 375)", "@0.250 timer: 0.15 s after touch #1 lifted"]
        ),
    ]

    /// The window's lines of a played script are `touchlab trace`'s, at every
    /// speed (slow motion changes when events happen on the wall clock, never
    /// their virtual times), and every heading the log panel draws is stamped
    /// on the script's clock.
    @Test(arguments: 0..<3)
    func aPlayedScriptsTraceIsTouchlabTracesTimeStampsIncluded(_ index: Int) throws {
        let (scene, script, stamps) = Self.played[index]
        let harness = try SceneControllerHarness(scene: scene)
        harness.controller.setPlaybackSpeed(.half)
        #expect(harness.controller.play(scriptNamed: script))
        harness.runUntilPlayed()
        let frame = harness.controller.frame
        let expected = try harness.traceLines(of: script)
        let lines = TraceFormatter.windowLines(frame.log, playedUntil: frame.playedUntil)
        #expect(lines == expected)
        for stamp in stamps { #expect(lines.contains { $0.hasPrefix(stamp) }, "\(stamp)") }

        let rows = Self.logRows(harness.controller)
        #expect(rows.first == "Times: @ on the script's clock, as touchlab trace prints them")
        let headings = rows.dropFirst().filter { $0.hasPrefix("@") || $0.hasPrefix("+") }
        #expect(!headings.isEmpty)
        for row in headings {
            #expect(row.hasPrefix("@") && expected.contains { $0.hasPrefix(row) }, "\(row)")
        }
    }

    /// While the script plays, its lines already carry its clock: paused half
    /// way through the long shake, the shake began at 0.5 s on the script's clock.
    @Test func whileItPlaysTheLinesCarryTheScriptsClock() throws {
        let harness = try SceneControllerHarness(scene: "first-responder-changes")
        harness.controller.play(scriptNamed: "long-shake")
        harness.run(seconds: 0.9)
        #expect(harness.controller.playback != nil)
        let rows = Self.logRows(harness.controller)
        #expect(rows.contains("@0.500 shake began"))
        #expect(!rows.contains { $0.hasPrefix("+") })
    }

    /// After the script, live input is timed from its own touch's start, the
    /// played lines keep their clock, and the note names both.
    @Test func liveInputAfterAScriptCountsFromItsTouchAndTheNoteSaysBoth() throws {
        let harness = try SceneControllerHarness(scene: "animation")
        harness.controller.play(scriptNamed: "tap-while-animating")
        harness.runUntilPlayed()
        let card = try #require(harness.controller.session.application.windows.first?.viewNamed("Card"))
        let point = card.convertToScreen(CGPoint(x: card.bounds.midX, y: card.bounds.midY))
        harness.touch(.down, atScreen: point)
        harness.run(seconds: 0.2)
        harness.touch(.up, atScreen: point)
        let frame = harness.controller.frame
        let lines = TraceFormatter.windowLines(frame.log, playedUntil: frame.playedUntil)
        let played = try harness.traceLines(of: "tap-while-animating")
        #expect(Array(lines.prefix(played.count)) == played)
        let live = lines.dropFirst(played.count).filter { $0.hasPrefix("@") || $0.hasPrefix("+") }
        #expect(live.first?.hasPrefix("+0.000 touch #3 began at ") == true)
        #expect(live.last?.hasPrefix("+0.2") == true && live.last?.contains("touch #3 ended") == true)
        #expect(!live.contains { $0.hasPrefix("@") })
        let rows = Self.logRows(harness.controller)
        #expect(rows.first == "Times: @ on the script's clock, as touchlab trace · + since the live touch began")
    }

    /// With no script played, every time counts from its touch's start, and the note says so.
    @Test func liveInputAloneIsTimedFromItsTouchAndTheNoteSaysSo() throws {
        let harness = try SceneControllerHarness(scene: "double-tap")
        let card = try #require(harness.controller.session.application.windows.first?.viewNamed("Card"))
        let point = card.convertToScreen(CGPoint(x: card.bounds.midX, y: card.bounds.midY))
        harness.touch(.down, atScreen: point)
        harness.touch(.up, atScreen: point)
        let rows = Self.logRows(harness.controller)
        #expect(rows.first == "Times: + since the touch (or shake, or command) began · points to the half point")
        let headings = rows.dropFirst().filter { $0.hasPrefix("@") || $0.hasPrefix("+") }
        // The finger lifted 16 ms of host time after it went down.
        #expect(headings.contains("+0.016 touch #1 ended at (195, 375)"), "\(rows)")
        let lines = TraceFormatter.windowLines(harness.controller.frame.log, playedUntil: harness.controller.frame.playedUntil)
        #expect(lines.first == "+0.000 touch #1 began at (195, 375)")
        #expect(!headings.contains { $0.hasPrefix("@") })
    }

    // MARK: - Shakes and remote commands on the timeline

    /// A shake that lasts has an input lane spanning its `began` to its
    /// `ended`, and its first responder a lane with the two messages it got
    /// (SPEC F2): the timeline no longer says "Touch a view…".
    @Test func aShakeThatLastsHasItsLaneAndItsFirstRespondersLane() throws {
        let harness = try SceneControllerHarness(scene: "first-responder-changes")
        harness.controller.play(scriptNamed: "long-shake")
        harness.runUntilPlayed()
        let timeline = try #require(TimelinePanel.timeline(for: harness.controller.frame))
        #expect(timeline.lanes.map(\.subject.name) == ["shake", "PlayerController"])
        #expect(timeline.lanes.map(\.kind) == [.input, .responder])
        #expect(timeline.lanes[0].messages.map(\.text) == ["began", "ended"])
        #expect(timeline.lanes[0].messages.map(\.time) == [0.5, 1.3])
        #expect(timeline.lanes[1].messages.map(\.letter) == ["B", "E"])
        #expect(timeline.start == 0.5 && timeline.end == 1.3)

        let texts = Self.timelineTexts(harness.controller)
        for word in ["shake", "began", "ended", "PlayerController", "B", "E"] {
            #expect(texts.contains(word), "\(word)")
        }
        #expect(!texts.contains { $0.hasPrefix("Touch a view") })
        // The axis spans the shake's 0.8 s.
        #expect(texts.contains("800 ms"))
    }

    /// An interruption cancels the shake in progress: the lane ends in `cancelled`
    /// and the first responder got motionCancelled.
    @Test func anInterruptedShakeEndsInCancelled() throws {
        let harness = try SceneControllerHarness(scene: "first-responder-changes")
        harness.controller.play(scriptNamed: "shake-interrupted")
        harness.runUntilPlayed()
        let timeline = try #require(TimelinePanel.timeline(for: harness.controller.frame))
        #expect(timeline.lanes.first?.messages.map(\.text) == ["began", "cancelled"])
        #expect(timeline.lanes.last?.messages.map(\.letter) == ["B", "C"])
    }

    /// A live whole shake (S) and a remote command (P) each get an input lane;
    /// the messages forwarded up the chain stay off the lanes.
    @Test func aLiveShakeAndARemoteCommandHaveLanes() throws {
        let harness = try SceneControllerHarness(scene: "first-responder-changes")
        harness.controller.play(scriptNamed: "long-shake")
        harness.runUntilPlayed()
        harness.press(.character("s"))
        var timeline = try #require(TimelinePanel.timeline(for: harness.controller.frame))
        #expect(timeline.lanes.first?.subject.name == "shake")
        #expect(timeline.lanes.first?.messages.map(\.text) == ["shake"])
        #expect(timeline.lanes.dropFirst().map(\.subject.name) == ["PlayerController"])
        #expect(timeline.lanes.last?.messages.map(\.letter) == ["B", "E"])

        harness.press(.character("p"))
        timeline = try #require(TimelinePanel.timeline(for: harness.controller.frame))
        #expect(timeline.lanes.first?.subject.name == "remote control")
        #expect(timeline.lanes.first?.kind == .input)
        let responders = timeline.lanes.filter { $0.kind == .responder }
        #expect(responders.count <= 1)
        #expect(responders.allSatisfy { $0.messages.map(\.letter) == ["R"] })
    }

    // MARK: - Helpers

    /// The rows the log panel draws, top to bottom, after its title and legend.
    static func logRows(_ controller: PlaygroundController) -> [String] {
        let frame = controller.frame
        let panel = PlaygroundScreenLayout(frame: frame, canvasSize: controller.canvasSize).panels.log
        return texts(in: panel.insetBy(dx: 0, dy: 0), controller).filter { $0.origin.y > panel.minY + 20 }.map(\.string)
    }

    static func timelineTexts(_ controller: PlaygroundController) -> [String] {
        let frame = controller.frame
        guard let panel = PlaygroundScreenLayout(frame: frame, canvasSize: controller.canvasSize).panels.timeline else { return [] }
        return texts(in: panel, controller).map(\.string)
    }

    static func texts(in panel: CGRect, _ controller: PlaygroundController) -> [TextRun] {
        PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize).commands.compactMap {
            if case .text(let run) = $0, panel.contains(run.origin) { return run }
            return nil
        }
    }
}
