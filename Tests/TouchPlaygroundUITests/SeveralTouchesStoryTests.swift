import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlaygroundUI
import TouchScenes

/// Several touches, one story: with two fingers (or two taps) every panel
/// tells each touch apart. The rail's chain and its "Delivered to" box follow
/// the same touch and name it; a timeline lane never mixes touches unmarked;
/// the Why covers every touch the view had. And the words: a phase that
/// reached the view and that no responder handled is normal on iOS (SPEC R3,
/// R4: UIResponder's defaults forward it) and is told in neutral ink; a
/// cancelled phase is never "consumed"; withheld phases later discarded are
/// told in the past tense. Played through the window's controller, read from
/// the draw list.
@Suite struct SeveralTouchesStoryTests {
    /// The text runs drawn in the rail, in drawing order.
    static func railRuns(_ harness: SceneControllerHarness) -> [TextRun] {
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: SceneControllerHarness.canvasSize)
        let rail = harness.controller.layout.railRect
        return list.commands.compactMap { command -> TextRun? in
            guard case .text(let run) = command, rail.contains(run.origin) else { return nil }
            return run
        }
    }

    /// The "Delivered to" rows as (method, text, colour), wrapped lines joined.
    static func deliveredRows(_ harness: SceneControllerHarness) -> [(method: String, text: String, color: DrawColor)] {
        let runs = railRuns(harness)
        guard let heading = runs.firstIndex(where: { $0.string.hasPrefix("Delivered to") }) else { return [] }
        let methods = Set(TraceRecord.TouchMethod.allCases.map(\.rawValue))
        var rows: [(method: String, text: String, color: DrawColor)] = []
        for run in runs[(heading + 1)...] {
            if run.string == "Legend" || run.string.hasPrefix("Action ") { break }
            if methods.contains(run.string) && run.origin.x == harness.controller.layout.railRect.minX {
                rows.append((run.string, "", run.color))
            } else if !rows.isEmpty {
                rows[rows.count - 1].text += (rows[rows.count - 1].text.isEmpty ? "" : " ") + run.string
                rows[rows.count - 1].color = run.color
            }
        }
        return rows
    }

    /// The view named `name` in the controller's application.
    static func view(_ name: String, in harness: SceneControllerHarness) throws -> UIView {
        func find(_ view: UIView) -> UIView? {
            if view.traceName == name { return view }
            return view.subviews.lazy.compactMap(find).first
        }
        return try #require(harness.controller.frame.application.windows.lazy.compactMap(find).first)
    }

    /// Fingers on the device at screen points, in one event, as Alt (two
    /// fingers) gives them.
    static func fingers(
        _ harness: SceneControllerHarness, _ phase: TouchSample.Phase, _ points: [CGPoint]
    ) {
        let samples = points.enumerated().map { finger, point in
            TouchSample(finger: finger, phase: phase, location: harness.controller.layout.canvasPoint(fromScreen: point))
        }
        harness.controller.handleTouches(samples, at: harness.milliseconds + 16)
        harness.run(seconds: 0.05)
    }

    static func play(_ scene: String, _ script: String) throws -> SceneControllerHarness {
        let harness = try SceneControllerHarness(scene: scene)
        #expect(harness.controller.play(scriptNamed: script))
        harness.runUntilPlayed()
        return harness
    }

    // MARK: - The rail follows one touch

    @Test func twoFingersOnTwoViewsTheRailTellsTouchOnesStoryAndNamesIt() throws {
        // SPEC H6: each touch is delivered to its own hit-test view. Touch #1
        // lands on MultiTouchView, touch #2 on SingleTouchView; both handle
        // their touches. The chain column is touch #1's, so its box must be too.
        let harness = try SceneControllerHarness(scene: "multitouch")
        Self.fingers(harness, .down, [CGPoint(x: 60, y: 300), CGPoint(x: 300, y: 300)])
        Self.fingers(harness, .up, [CGPoint(x: 60, y: 300), CGPoint(x: 300, y: 300)])
        let texts = Self.railRuns(harness).map(\.string)
        #expect(texts.first == "Responder chain · touch #1")
        #expect(texts.dropFirst().prefix(2) == ["1", "MultiTouchView"])
        #expect(texts.contains("Delivered to · touch #1"))
        let rows = Self.deliveredRows(harness)
        #expect(rows.map(\.method) == ["began", "ended"])
        #expect(rows.allSatisfy { $0.text == "consumed by MultiTouchView" }, "\(rows)")
        // The summary of touch #2, asked for, is touch #2's own.
        let records = harness.controller.frame.sequence
        #expect(
            DeliverySummary(records: records, touch: 2).rows.map(\.text) == ["consumed by SingleTouchView", "consumed by SingleTouchView"])
    }

    @Test func aLiftedFingersLateEndIsNotTheNextTapsStory() throws {
        // SPEC G4, G9: in the double tap, touch #1's touchesEnded is withheld
        // (delaysTouchesEnded by DoubleTap) and released 0.15 s after it lifted,
        // while touch #2 is down; then DoubleTap recognizes at touch #2's lift and
        // cancels touch #2 in Card. Card handles nothing: each phase is forwarded to
        // the end of the chain.
        let harness = try Self.play("double-tap", "double")
        let texts = Self.railRuns(harness).map(\.string)
        #expect(texts.first == "Responder chain · touch #2")
        #expect(texts.contains("Delivered to · touch #2"))
        let rows = Self.deliveredRows(harness)
        #expect(rows.map(\.method) == ["began", "cancelled"], "touch #1's late end is not touch #2's")
        #expect(rows.map(\.text) == ["received; no responder handled it (dropped after AppDelegate)", "cancelled (by DoubleTap)"])
        #expect(rows.allSatisfy { $0.color == PlaygroundStyle.neutralInk }, "received and cancelled are neutral, not red")
        // The timeline gives each touch of Card its own lane.
        let timeline = TouchTimeline(records: harness.controller.frame.sequence)
        let card = timeline.lanes.filter { $0.subject.name == "Card" }
        #expect(card.map(\.touches) == [[1], [2]])
        #expect(card.first?.marks.map(\.kind) == [.released(.ended)])
        #expect(card.last?.marks.map(\.kind) == [.delivered(.began), .delivered(.cancelled)])
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: SceneControllerHarness.canvasSize)
        #expect(list.texts.contains("Card #1") && list.texts.contains("Card #2"))
        // The Why tells both touches.
        let why = DeliveryExplanation(view: try Self.view("Card", in: harness), records: harness.controller.frame.sequence)
        #expect(why.sentence.hasPrefix("Card was the hit-test view of touch #2 and received touchesBegan, then DoubleTap recognized"))
        #expect(why.sentence.contains("It also received touch #1's touchesEnded late (released after 0.15s as on devices)"))
    }

    @Test func twoFingersOnAViewWithoutMultipleTouchOneStoryInEveryPanel() throws {
        // SPEC T7: YellowView has isMultipleTouchEnabled false. Two fingers land
        // on it in one event: touch #1 is delivered, touch #2 is kept from it for
        // its whole life. YellowView handles nothing (its phases reach the end of
        // the chain); the pan on RootView does not cancel touches.
        let harness = try SceneControllerHarness(scene: "pan-no-cancel")
        let start = [CGPoint(x: 150, y: 380), CGPoint(x: 150, y: 430)]
        Self.fingers(harness, .down, start)
        for step in 1...6 {
            Self.fingers(harness, .move, start.map { CGPoint(x: $0.x + CGFloat(step * 4), y: $0.y) })
        }
        Self.fingers(harness, .up, start.map { CGPoint(x: $0.x + 24, y: $0.y) })
        let records = harness.controller.frame.sequence
        let yellow = try Self.view("YellowView", in: harness)
        let why = DeliveryExplanation(view: yellow, records: records)
        #expect(why.verdict == .received)
        #expect(
            why.sentence.hasPrefix("YellowView was the hit-test view of touch #1 and received touchesBegan, touchesMoved, touchesEnded."))
        #expect(
            why.sentence.contains(
                "It was also the hit-test view of touch #2, but the window never gave it the touch:"
                    + " isMultipleTouchEnabled is false and it already had a touch."))
        let lanes = TouchTimeline(records: records).lanes.filter { $0.subject.name == "YellowView" }
        #expect(lanes.map(\.touches) == [[1], [2]])
        #expect(lanes.last?.marks.map(\.kind) == [.excluded(.multipleTouchDisabled)])
        #expect(lanes.first?.marks.first?.kind == .delivered(.began))
        let rows = Self.deliveredRows(harness)
        #expect(rows.map(\.method) == ["began", "moved", "ended"])
        #expect(rows.allSatisfy { $0.text == "received; no responder handled it (dropped after AppDelegate)" }, "\(rows)")
        #expect(Self.railRuns(harness).allSatisfy { $0.color != PlaygroundStyle.rejectedColor })
    }

    // MARK: - The words

    @Test func aPhaseNobodyHandledIsReceivedInNeutralInkAndACancelNamesItsRecognizer() throws {
        // Seed 002: YellowView gets touchesBegan and moves, forwarded up to the
        // app delegate by UIResponder's defaults (R3), then Pan recognizes and
        // cancels its touch (cancelsTouchesInView, G4).
        let harness = try Self.play("pan-gesture", "pan")
        let rows = Self.deliveredRows(harness)
        #expect(rows.map(\.method) == ["began", "moved", "cancelled"])
        #expect(
            rows.map(\.text) == [
                "received; no responder handled it (dropped after AppDelegate)",
                "received; no responder handled it (dropped after AppDelegate)",
                "cancelled (by Pan)",
            ])
        #expect(rows.allSatisfy { $0.color == PlaygroundStyle.neutralInk })
        let texts = Self.railRuns(harness).map(\.string)
        #expect(!texts.contains { $0.contains("nobody consumed") || $0.contains("✗ end of chain") })
        #expect(texts.contains("end of chain: not handled"))
    }

    @Test func aCancelledPhaseIsNeverConsumed() throws {
        // SPEC S1, G4: the cell's began is released after the scroll view's delay
        // and GLTableView handles it; BackTap recognizes at lift-off and cancels.
        let harness = try Self.play("table-cells", "short-press")
        let rows = Self.deliveredRows(harness)
        #expect(rows.map(\.text) == ["consumed by GLTableView", "cancelled (by BackTap)"])
        #expect(rows.map(\.color) == [PlaygroundStyle.consumerText, PlaygroundStyle.neutralInk])
    }

    @Test func aRemovedViewsCancelIsNotBlamedOnAnEarlierRecognizer() throws {
        // BoardPan began at the first move but does not cancel touches; the script
        // then removes Card, and the core cancels its touch first (a deliberate
        // difference: docs/fidelity.md). The cancel is the removal's, not BoardPan's.
        let harness = try Self.play("changing-views", "remove-mid-drag")
        let rows = Self.deliveredRows(harness)
        #expect(rows.last?.method == "cancelled")
        #expect(rows.last?.text == "cancelled (its view left the window)")
        #expect(!rows.contains { $0.text.contains("BoardPan") })
    }

    @Test func anInterruptionAfterAPanThatDoesNotCancelIsTheInterruptions() {
        // SPEC G4, T6: a pan with cancelsTouchesInView = NO begins and A keeps
        // its touch; a system interruption then cancels every touch. The cancel
        // is the interruption's, whatever recognized earlier.
        let world = TraceWorld()
        let view = world.add("A", CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.name = "Pan"
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        world.down(50, 50)
        for step in 1...5 { world.move(50 + CGFloat(step) * 10, 50) }
        world.interrupt()
        let summary = DeliverySummary(records: world.records)
        #expect(summary.rows.map(\.method) == [.began, .moved, .cancelled])
        #expect(summary.rows.last?.text == "cancelled (by a system interruption)")
        #expect(summary.rows.last?.ink == .neutral)
        let why = DeliveryExplanation(view: view, records: world.records)
        #expect(why.verdict == .cancelledByInterruption)
        #expect(!why.sentence.contains("Pan recognized and cancelled it"), "\(why.sentence)")
    }

    /// A view that takes `touchesCancelled` and does not pass it on, and
    /// forwards every other phase (UIResponder's defaults).
    final class CancelKeeper: UIView {
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    @Test func aResponderThatOnlyTookTheCancelIsNotMarkedConsumed() {
        // SPEC G4: Tap on Child recognizes at lift-off and cancels Child's touch;
        // Child forwards the cancel to Parent, which keeps it. Nobody handled the
        // began (R3), so nobody consumed the touch.
        let world = TraceWorld()
        let parent = world.add("Parent", CGRect(x: 0, y: 0, width: 300, height: 300), CancelKeeper())
        let child = world.add("Child", CGRect(x: 50, y: 50, width: 100, height: 100), to: parent)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "Tap"
        child.addGestureRecognizer(tap)
        world.tap(100, 100)
        world.wait(1)
        let summary = DeliverySummary(records: world.records)
        #expect(
            summary.rows.map(\.text) == [
                "received; no responder handled it (dropped after UIApplication)", "cancelled (by Tap)",
            ])
        let list = PlaygroundRenderer.drawList(
            for: world.session.frame(options: PlaygroundOptions()), canvasSize: CGSize(width: 1280, height: 860))
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.string }
            return nil
        }
        #expect(texts.contains("Parent"))
        #expect(!texts.contains("consumed"), "no consumed chip for a responder that only took the cancel")
    }

    @Test func movesHeldWithTheirBeganAreToldDiscardedInThePastTense() throws {
        // SPEC G6: with delaysTouchesBegan, the moves are withheld with the began;
        // when Pan recognizes, the began is discarded, and the moves with it.
        let harness = try Self.play("pan-delays-began", "pan")
        let summary = DeliverySummary(records: harness.controller.frame.sequence)
        let row = try #require(summary.rows.first)
        #expect(summary.rows.count == 1 && row.method == nil)
        #expect(row.text.hasSuffix("; touchesMoved was withheld, then discarded with touchesBegan"), "\(row.text)")
        #expect(!row.text.contains(" is withheld"))
    }
}
