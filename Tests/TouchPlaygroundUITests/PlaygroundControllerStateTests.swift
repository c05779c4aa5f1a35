import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI

/// The controller's state as one value (``PlaygroundControllerState``):
/// input events driven through the controller as the window sends them, and
/// the whole state compared before and after, so a transition that changes
/// more than it should fails as surely as one that changes too little.
@Suite struct PlaygroundControllerStateTests {
    typealias State = PlaygroundControllerState

    /// A scene with a finished sequence on the timeline, and the device
    /// zoomed in, so a pan would move it.
    static func harness() throws -> SceneControllerHarness {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "short-press")
        harness.runUntilPlayed()
        harness.send(.wheel(notches: 2, at: deviceCentre(harness)))
        #expect(harness.controller.state.deviceZoom != .fit)
        return harness
    }

    static func deviceCentre(_ harness: SceneControllerHarness) -> CGPoint {
        let viewport = harness.controller.layout.viewportRect
        return CGPoint(x: viewport.midX, y: viewport.midY)
    }

    static func track(_ harness: SceneControllerHarness) throws -> CGRect {
        try #require(harness.controller.screen.timelineTrack)
    }

    /// One drag of each kind, begun as the user begins it; returns the
    /// button that began it.
    enum Kind: CaseIterable {
        case panning, scrubbing, turning
    }

    static func begin(_ kind: Kind, _ harness: SceneControllerHarness) throws -> PlaygroundPointerButton {
        switch kind {
        case .panning:
            #expect(harness.send(.pointerPressed(.middle, at: deviceCentre(harness), modifiers: [])))
            return .middle
        case .scrubbing:
            let track = try track(harness)
            #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: track.minX + 2, y: track.midY), modifiers: [])))
            return .primary
        case .turning:
            harness.press(.character("e"))
            #expect(harness.send(.pointerPressed(.primary, at: deviceCentre(harness), modifiers: [])))
            return .primary
        }
    }

    @Test func aScrubStartedOnTheTimelineCannotBecomeAPan() throws {
        let harness = try Self.harness()
        let before = harness.controller.state
        #expect(before.mode == .live && before.drag == .none)
        let track = try Self.track(harness)
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: track.minX + 2, y: track.midY), modifiers: [])))
        let scrubbing = harness.controller.state
        #expect(scrubbing.drag == .scrubbing)
        // Scrubbing is stepping by time: the last sequence paused at the cursor.
        let stepping = try #require(scrubbing.mode.stepping)
        #expect(stepping.sequence.count == harness.controller.session.sequence.count)
        var expected = before
        expected.drag = .scrubbing
        expected.mode = .paused(stepping)
        #expect(scrubbing == expected)

        // The middle button goes down over the device: no pan begins.
        #expect(harness.send(.pointerPressed(.middle, at: Self.deviceCentre(harness), modifiers: [])))
        #expect(harness.controller.state == scrubbing)
        // Moving drags the cursor, never the device.
        #expect(harness.send(.pointerMoved(to: CGPoint(x: track.minX + 0.7 * track.width, y: track.midY))))
        let moved = harness.controller.state
        #expect(moved.drag == .scrubbing && moved.deviceZoom == before.deviceZoom)
        #expect(moved.mode.stepping?.cursor != stepping.cursor)
        // The middle button's release ends nothing; the primary's ends the scrub, and only that changes.
        #expect(harness.send(.pointerReleased(.middle, at: Self.deviceCentre(harness))))
        #expect(harness.controller.state == moved)
        #expect(harness.send(.pointerReleased(.primary, at: Self.deviceCentre(harness))))
        expected = moved
        expected.drag = .none
        #expect(harness.controller.state == expected)
    }

    @Test func aPanUnderWayIgnoresAPressOnTheTimeline() throws {
        let harness = try Self.harness()
        let before = harness.controller.state
        #expect(harness.send(.pointerPressed(.middle, at: Self.deviceCentre(harness), modifiers: [])))
        let panning = harness.controller.state
        var expected = before
        expected.drag = .panning(from: Self.deviceCentre(harness))
        #expect(panning == expected)
        // The press on the timeline neither scrubs nor pauses: the pan stays the one drag.
        let track = try Self.track(harness)
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: track.midX, y: track.midY), modifiers: [])))
        #expect(harness.controller.state == panning)
        // A move pans the device, from where the pointer was to where it is.
        let target = CGPoint(x: Self.deviceCentre(harness).x + 30, y: Self.deviceCentre(harness).y + 10)
        harness.send(.pointerMoved(to: target))
        #expect(harness.controller.state.drag == .panning(from: target))
        #expect(harness.controller.state.deviceZoom != before.deviceZoom)
        #expect(harness.controller.state.mode == .live)
    }

    @Test(arguments: Kind.allCases)
    func releasingItsButtonEndsAnyDragAndChangesNothingElse(_ kind: Kind) throws {
        let harness = try Self.harness()
        let button = try Self.begin(kind, harness)
        let dragging = harness.controller.state
        #expect(dragging.drag != .none && dragging.drag.button == button)
        // Another button's release is not this drag's end.
        let other: PlaygroundPointerButton = button == .middle ? .primary : .middle
        harness.send(.pointerReleased(other, at: Self.deviceCentre(harness)))
        #expect(harness.controller.state == dragging)
        #expect(harness.send(.pointerReleased(button, at: Self.deviceCentre(harness))))
        var expected = dragging
        expected.drag = .none
        #expect(harness.controller.state == expected)
    }

    /// The release of a button held while the window lost the focus goes
    /// to another window: the drag ends with the focus, or the next move
    /// over the window would still pan, scrub or turn.
    @Test(arguments: Kind.allCases)
    func losingTheFocusEndsAnyDrag(_ kind: Kind) throws {
        let harness = try Self.harness()
        _ = try Self.begin(kind, harness)
        #expect(harness.controller.state.drag != .none)
        harness.send(.focusLost)
        #expect(harness.controller.state.drag == .none)
        let before = harness.controller.state
        harness.send(.pointerMoved(to: CGPoint(x: Self.deviceCentre(harness).x + 40, y: Self.deviceCentre(harness).y)))
        #expect(harness.controller.state.deviceZoom == before.deviceZoom)
        #expect(harness.controller.state.options.exploded == before.options.exploded)
        #expect(harness.controller.state.mode == before.mode)
    }

    @Test func pausingDuringPlaybackPausesTheScriptAndSteppingKeepsItPaused() throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        let idle = harness.controller.state
        harness.controller.play(scriptNamed: "long-press")
        harness.run(seconds: 0.1)
        let playingState = harness.controller.state
        guard case .playing(let playing) = playingState.mode else {
            Issue.record("a script plays: \(playingState.mode)")
            return
        }
        #expect(!playing.isPaused)
        // The lesson card folds while the script plays, remembering it was open.
        #expect(!playingState.showsLessonCard && playingState.lessonCardBeforePlayback == true)
        #expect(idle.showsLessonCard)

        // Space pauses the script: the mode's playback pauses, nothing else changes.
        harness.press(.space)
        var paused = playing
        paused.pause(at: harness.milliseconds)
        var expected = playingState
        expected.mode = .playing(paused)
        #expect(harness.controller.state == expected)

        // An arrow steps the records the script made so far, the script still paused.
        harness.press(.right)
        let stepped = harness.controller.state
        guard case .steppingScript(let stillPaused, let stepping) = stepped.mode else {
            Issue.record("stepping a paused script: \(stepped.mode)")
            return
        }
        #expect(stillPaused == paused)
        #expect(stepping.sequence.count == harness.controller.session.sequence.count)
        // Paused on the sequence's first record, then one on.
        #expect(stepping.cursor.position == 2)
        expected.mode = .steppingScript(paused, stepping)
        #expect(stepped == expected)

        // Space resumes the script and leaves stepping.
        harness.press(.space)
        var resumed = paused
        resumed.resume(at: harness.milliseconds)
        expected.mode = .playing(resumed)
        #expect(harness.controller.state == expected)

        // Enter stops it: live again, the lesson card as it was.
        harness.press(.enter)
        expected = playingState
        expected.mode = .live
        expected.showsLessonCard = true
        expected.lessonCardBeforePlayback = nil
        #expect(harness.controller.state == expected)
    }

    @Test func spacePausesLiveInputOnTheLastSequenceAndResumesToTheSameState() throws {
        let harness = try Self.harness()
        let live = harness.controller.state
        harness.press(.space)
        let sequence = harness.controller.session.sequence
        var expected = live
        expected.mode = .paused(State.Stepping(sequence: sequence, cursor: PlaygroundStepCursor(count: sequence.count)))
        #expect(harness.controller.state == expected)
        harness.press(.space)
        #expect(harness.controller.state == live)
    }

    /// The hierarchy panel answers a click with what it does: on a row's
    /// triangle, that row folds, and nothing else changes — no selection,
    /// no drag, no touch.
    @Test func aClickOnAHierarchyTriangleFoldsThatRowAndChangesNothingElse() throws {
        let harness = try Self.harness()
        harness.press(.character("o"))
        harness.presentIfNeeded()
        let geometry = try #require(harness.controller.screen.hierarchy)
        let index = try #require(geometry.rows.indices.first { geometry.rows[$0].hasChildren && geometry.rect(ofRow: $0) != nil })
        let triangle = try #require(geometry.disclosureRect(ofRow: index))
        let before = harness.controller.state
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: triangle.midX, y: triangle.midY), modifiers: [])))
        var expected = before
        expected.hierarchyPanel.collapsed.insert(geometry.rows[index].id)
        #expect(harness.controller.state == expected)
        #expect(harness.controller.selectedView == nil)
    }
}
