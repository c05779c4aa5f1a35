import Foundation
import Testing

@testable import TouchCore

/// Call details and refusals are typed records; the formatter alone makes
/// their words, and they are the words every golden trace was recorded with.
@Suite struct TraceFormatterDetailTests {
    let view = TraceSubject(id: ObjectIdentifier(NSObject()), name: "EView", role: .object)
    let tap = TraceSubject(id: ObjectIdentifier(NSObject()), name: "Tap", role: .object)

    @Test func callDetailsReadAsBefore() {
        let cases: [(TraceRecord.CallDetail, String)] = [
            (.sendAction("buttonTapped:", target: nil, sender: view), "buttonTapped: to nil from EView"),
            (.sendAction("go", target: tap, sender: nil), "go to Tap from nil"),
            (.recognizerAction(from: tap, state: .ended), "from Tap (ended)"),
            (.action("valueChanged:"), "valueChanged:"),
            (.controlEvents([.touchDown, .touchUpInside]), "touchDown|touchUpInside"),
            (.flag(true), "YES"), (.flag(false), "NO"),
            (.about(view), "EView"),
            (.firstResponder(true), "is now the first responder"), (.firstResponder(false), "no first responder"),
            (.notInWindowHierarchy, "(not in a window's hierarchy)"),
            (.touchHidden(touch: 2), "delegate → NO: touch #2 hidden from it"),
            (.shouldBeginRefused(tap), "Tap → NO"),
            (.simultaneous(tap, view), "Tap, EView"),
            (.row(3), "row 3"),
        ]
        for (detail, words) in cases {
            #expect(TraceFormatter.describe(detail) == words)
        }
        let record = TraceRecord(
            time: 0, depth: 0, kind: .call(receiver: view, selector: "setHighlighted:", detail: .flag(true)))
        #expect(TraceFormatter.lines([record], indent: false) == ["-[EView setHighlighted:] YES"])
    }

    @Test func refusalsReadAsBefore() {
        let cases: [(TraceRecord.Refusal, String)] = [
            (.locationNotANumber(finger: 1, .down), "finger 1 down: location is not a number"),
            (.fingerAlreadyChanged(finger: 2, .move), "finger 2 move: finger already changed in this frame"),
            (.fingerAlreadyDown(finger: 1), "finger 1 down: that finger is already down"),
            (.tooManyFingers(finger: 12, maximum: 11), "finger 12 down: more than 11 fingers"),
            (.fingerNotDown(finger: 7, .up), "finger 7 up: that finger is not down"),
            (.shakeInProgress(nil, since: 1), "shake: a shake is already in progress (began at 1.000)"),
            (.shakeInProgress(.began, since: 0.25), "shake began: a shake is already in progress (began at 0.250)"),
            (.noShakeInProgress(.ended), "shake ended: no shake is in progress"),
            (.noReceiver(touch: 4), "touch #4: no window or view took it; nothing receives it"),
            (.actionNotImplemented(target: view, action: "go"), "EView does not implement go"),
            (.illegalTransition(recognizer: tap, from: .possible, to: .changed), "Tap: illegal transition possible → changed refused"),
        ]
        for (refusal, words) in cases {
            #expect(TraceFormatter.describe(refusal) == words)
        }
        let record = TraceRecord(time: 0, depth: 0, kind: .ignoredInput(.fingerAlreadyDown(finger: 1)))
        #expect(TraceFormatter.lines([record], indent: false) == ["ignored: finger 1 down: that finger is already down"])
        let shake = TraceRecord(time: 1.2, depth: 0, kind: .input(.shakeCancelled(reason: .systemInterruption)))
        #expect(TraceFormatter.lines([shake], indent: false) == ["@1.200 shake cancelled: system interruption"])
    }
}
