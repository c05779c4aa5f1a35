import Foundation
import Testing
import TouchCore
import TouchInsight
import TouchPlaygroundUI
import TouchScenes

/// Lessons in the window, without a window: the lesson card, the script
/// picker, playing a scene's script at 1×, ½×, ¼× and ⅒× with pause and
/// single steps, live input ignored while it plays, and scrubbing the
/// timeline with the step cursor. The host's clock is injected
/// (``SceneControllerHarness``), so slow motion takes no real time.
@Suite struct PlaygroundLessonTests {
    // MARK: - The lesson card and the picker

    @Test func theCardShowsTheSceneItsDescriptionLessonAndScriptsAndLFoldsIt() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        let card = try #require(harness.controller.frame.lesson)
        #expect(card.sceneName == "table-cells")
        #expect(card.description == harness.document.description)
        #expect(card.lesson == harness.document.lesson)
        #expect(card.scripts == ["quick-tap", "short-press", "long-press", "button"])
        #expect(card.isExpanded)
        let texts = Self.texts(harness.controller)
        #expect(texts.contains("▾ table-cells"))
        #expect(texts.contains("2. short-press"))
        harness.press(.character("l"))
        #expect(harness.controller.frame.lesson?.isExpanded == false)
        #expect(Self.texts(harness.controller).contains("▸ table-cells"))
        #expect(!Self.texts(harness.controller).contains("2. short-press"))
    }

    /// Issue 26: while a script plays, the card folds to its title and the
    /// playing line, so the device and the timeline the lesson asks to watch
    /// have the room; when it ends, the card is as the user left it.
    @Test func theCardFoldsWhileAScriptPlaysAndComesBackAfter() throws {
        let harness = try SceneControllerHarness(scene: "double-tap")
        let open = try #require(
            PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: harness.controller.canvasSize).panels.lesson)
        harness.press(.enter)
        #expect(harness.controller.playback != nil)
        let frame = harness.controller.frame
        #expect(frame.lesson?.isExpanded == false)
        let playing = PlaygroundScreenLayout(frame: frame, canvasSize: harness.controller.canvasSize)
        let folded = try #require(playing.panels.lesson)
        #expect(folded.height < open.height)
        #expect(Self.texts(harness.controller).contains { $0.hasPrefix("▶ Playing 'single'") })
        harness.runUntilPlayed()
        #expect(harness.controller.frame.lesson?.isExpanded == true)
        // Folded by the user before playing: it stays folded after.
        harness.press(.character("l"))
        harness.press(.enter)
        harness.runUntilPlayed()
        #expect(harness.controller.frame.lesson?.isExpanded == false)
    }

    @Test func bracketsPickScriptsWrappingAroundAndEnterPlaysThePickedOne() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.press(.character("]"))
        #expect(harness.controller.pickedScript == 1)
        harness.press(.character("["))
        harness.press(.character("["))
        #expect(harness.controller.pickedScript == 3)
        harness.press(.enter)
        #expect(harness.controller.playback?.scriptName == "button")
        harness.press(.enter)  // again: stop
        #expect(harness.controller.playback == nil)
        #expect(harness.controller.notice?.hasPrefix("Stopped 'button'") == true)
    }

    @Test func minusAndEqualsStepThroughTheFourSpeedsStayingAtTheEnds() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        var labels: [String] = []
        for _ in 0..<4 {
            harness.press(.character("-"))
            labels.append(harness.controller.playbackSpeed.label)
        }
        #expect(labels == ["½×", "¼×", "⅒×", "⅒×"])
        harness.press(.character("="))
        #expect(harness.controller.playbackSpeed == .quarter)
    }

    // MARK: - Playing

    /// Slow motion changes only when events happen on the wall clock: at every
    /// speed the window's trace is `touchlab trace`'s, and at ⅒× the script
    /// (with its settle) takes ten times as long on the host's clock.
    @Test(arguments: PlaygroundPlaybackSpeed.choices)
    func everySpeedGivesTheTraceOfTouchlabTrace(_ speed: PlaygroundPlaybackSpeed) throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.setPlaybackSpeed(speed)
        #expect(harness.controller.play(scriptNamed: "long-press"))
        let script = try #require(harness.document.script(named: "long-press"))
        let took = harness.runUntilPlayed()
        let virtual = script.duration + 1  // the runner's settle
        #expect(abs(took - virtual / speed.factor) < 0.05)
        let played = try #require(harness.played.first)
        #expect(played.script == "long-press")
        #expect(TraceFormatter.lines(played.records) == (try harness.traceLines(of: "long-press")))
    }

    @Test func atATenthTheSceneClockRunsATenthOfTheHostClock() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.setPlaybackSpeed(.tenth)
        harness.controller.play(scriptNamed: "short-press")
        let start = harness.controller.now
        harness.run(seconds: 1)
        #expect(abs(harness.controller.now - start - 0.1) < 1e-9)
        // S1: the 0.15 s delay has not run out after 0.1 s of scene time.
        #expect(!TraceFormatter.lines(harness.echoed).contains { $0.contains("content-touch delay ran out") })
        harness.run(seconds: 1)
        #expect(TraceFormatter.lines(harness.echoed).contains { $0.contains("content-touch delay ran out") })
    }

    @Test func spacePausesTheScriptAndDotPlaysOneEventAtATime() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "long-press")
        harness.run(seconds: 0.1)
        let events = try #require(harness.controller.playback?.playedEvents)
        #expect(events == 2)  // the tap step's start and its finger down
        harness.press(.space)
        let frozen = harness.controller.now
        harness.run(seconds: 3)
        #expect(harness.controller.now == frozen)
        #expect(harness.controller.playback?.playedEvents == events)
        #expect(harness.controller.frame.lesson?.playingLine?.hasPrefix("Paused 'long-press'") == true)
        harness.press(.character("."))
        // The finger lifts at 1.0 s: one step jumps there, and stays paused.
        #expect(harness.controller.playback?.playedEvents == events + 1)
        #expect(harness.controller.now == 1.0)
        #expect(harness.controller.playback?.isPaused == true)
        harness.press(.space)
        harness.runUntilPlayed()
        #expect(TraceFormatter.lines(harness.played[0].records) == (try harness.traceLines(of: "long-press")))
    }

    @Test func dotWithNothingPlayingStartsThePickedScriptPausedAfterItsFirstEvent() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.press(.character("."))
        #expect(harness.controller.playback?.scriptName == "quick-tap")
        #expect(harness.controller.playback?.isPaused == true)
        #expect(harness.controller.playback?.playedEvents == 1)
    }

    /// While a script plays, a live finger and a focus loss (SPEC T6) would
    /// change the script's trace: both are ignored, and the window says so.
    @Test func liveInputIsIgnoredWhileAScriptPlaysAndTheWindowSaysSo() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "quick-tap")
        harness.run(seconds: 0.02)
        let button = try #require(harness.controller.session.application.windows.first?.viewNamed("GLButton"))
        let point = CGPoint(x: button.frame.midX, y: button.frame.midY)
        harness.touch(.down, atScreen: point)
        harness.touch(.up, atScreen: point)
        #expect(harness.controller.notice?.contains("live input is ignored") == true)
        #expect(harness.controller.frame.lesson?.playingLine?.hasSuffix("live input ignored") == true)
        #expect(harness.send(.focusLost))
        harness.runUntilPlayed()
        #expect(TraceFormatter.lines(harness.played[0].records) == (try harness.traceLines(of: "quick-tap")))
        // Played: live input is the input again.
        harness.touch(.down, atScreen: point)
        #expect(TraceFormatter.lines(harness.controller.session.sequence).first?.contains(" began at (195, 625)") == true)
    }

    @Test func switchingOrReloadingTheSceneStopsTheScript() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "long-press")
        harness.press(.character("r"))
        #expect(harness.controller.playback == nil)
    }

    // MARK: - Scrubbing

    /// Scrubbing moves the step cursor, the one the arrows move, to an
    /// instant of the last sequence: the device (recognizer states, the
    /// view's deliveries on the timeline) shows the state then. SPEC S1: the
    /// table withholds the cell's touchesBegan for 0.15 s, releases it late
    /// when the finger stays, and discards it when the tap recognizes first.
    @Test func scrubbingShowsWithheldReleasedLateAndDiscardedAtTheirInstants() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "short-press")
        harness.runUntilPlayed()
        let content = "UITableViewCellContentView"

        // With the pointer on the timeline, at the start: withheld.
        try Self.dragTimeline(harness, to: 0)
        #expect(Self.marks(harness, content).last == .withheld(.began))
        #expect(!Self.delivered(harness, .began, to: content))
        #expect(Self.decided(harness, "UIScrollViewDelayedTouchesBeganGestureRecognizer") == nil)

        // At 0.15 s: the delay ran out, began released late and delivered.
        harness.controller.scrub(to: 0.15)
        #expect(Self.marks(harness, content).contains(.released(.began)))
        #expect(Self.delivered(harness, .began, to: content))
        #expect(Self.decided(harness, "UIScrollViewDelayedTouchesBeganGestureRecognizer") == .failed)
        #expect(!Self.delivered(harness, .cancelled, to: content))
        // The arrows move the same cursor on from there.
        let position = try #require(harness.controller.paused?.cursor.position)
        harness.press(.right)
        #expect(harness.controller.paused?.cursor.position == position + 1)

        // quick-tap: the finger lifts at 0.05 s, the tap recognizes, the held began is discarded.
        harness.controller.play(scriptNamed: "quick-tap")
        harness.runUntilPlayed()
        harness.controller.scrub(to: 0)
        #expect(Self.marks(harness, content) == [.withheld(.began)])
        try Self.dragTimeline(harness, to: 0.05)
        #expect(Self.marks(harness, content) == [.withheld(.began), .discarded])
        #expect(Self.states(harness, "BackTap").contains(.ended))
        #expect(!Self.delivered(harness, .began, to: content))
    }

    // MARK: - Helpers

    static func texts(_ controller: PlaygroundController) -> [String] {
        PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize).commands.compactMap {
            if case .text(let run) = $0 { return run.string }
            return nil
        }
    }

    /// Presses the primary button on the timeline where `time` (seconds after
    /// the sequence's start) lies, and lets go.
    static func dragTimeline(_ harness: SceneControllerHarness, to time: TimeInterval) throws {
        let controller = harness.controller
        let track = try #require(PlaygroundScreenLayout(frame: controller.frame, canvasSize: controller.canvasSize).timelineTrack)
        let timeline = TouchTimeline(records: controller.paused?.sequence ?? controller.session.sequence)
        let x = track.minX + timeline.fraction(of: timeline.start + time) * track.width
        let point = CGPoint(x: x, y: track.midY)
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: track.minX + 1, y: track.midY), modifiers: [])))
        #expect(harness.send(.pointerMoved(to: point)))
        #expect(harness.send(.pointerReleased(.primary, at: point)))
    }

    static func marks(_ harness: SceneControllerHarness, _ view: String) -> [TimelineMark.Kind] {
        let timeline = TouchTimeline(records: harness.controller.frame.shownSequence)
        return timeline.lanes.first { $0.subject.name == view }?.marks.map(\.kind) ?? []
    }

    static func delivered(_ harness: SceneControllerHarness, _ method: TraceRecord.TouchMethod, to view: String) -> Bool {
        harness.controller.frame.shownSequence.contains {
            if case .touches(method, let receiver, _) = $0.kind { return receiver.name == view }
            return false
        }
    }

    /// The states `recognizer` went to in the records shown, in order.
    static func states(_ harness: SceneControllerHarness, _ recognizer: String) -> [UIGestureRecognizer.State] {
        harness.controller.frame.shownSequence.compactMap {
            if case .recognizerState(let subject, _, let to, _) = $0.kind, subject.name == recognizer { return to }
            return nil
        }
    }

    /// The state the recognizer's chip shows: the last one it went to.
    static func decided(_ harness: SceneControllerHarness, _ recognizer: String) -> UIGestureRecognizer.State? {
        states(harness, recognizer).last
    }
}
