import Foundation

/// Writes trace records as text in the seed-log style (SPEC §11).
///
/// One call per line, `-[Receiver selector]`, indented two spaces per call depth,
/// with results after the bracket (`⇒ EView`, `⇒ nil (hidden)`, `→ YES`), recognizer
/// state changes (`Tap: possible → ended`), user messages (`View Taped`) and input
/// headings stamped with the virtual clock (`@0.150 touch #1 ended at (200, 300)`).
/// The CLI, the window's log panel and the golden tests all use this one format;
/// the window asks for times and coordinates a learner reads at a glance
/// (``Options/window(origin:)``), the CLI and the goldens for the exact ones.
public enum TraceFormatter {
    /// How headings give their time and locations their coordinates.
    public struct Options: Sendable, Equatable {
        /// When set, headings say how long after this instant they happened
        /// (`+0.150`) instead of the virtual clock's reading (`@34.676`).
        public var timeOrigin: TimeInterval?
        /// Locations rounded to the nearest half point (`(281.5, 239.5)`), the
        /// resolution a learner compares with the frames on screen.
        public var roundsToHalfPoint: Bool

        public init(timeOrigin: TimeInterval? = nil, roundsToHalfPoint: Bool = false) {
            self.timeOrigin = timeOrigin
            self.roundsToHalfPoint = roundsToHalfPoint
        }

        /// The exact form: the virtual clock and thousandths (the CLI, the goldens).
        public static let exact = Options()

        /// The window's form: time since `origin` (a touch sequence's start)
        /// and coordinates to the half point.
        public static func window(origin: TimeInterval) -> Options {
            Options(timeOrigin: origin, roundsToHalfPoint: true)
        }
    }

    public static func lines(_ records: [TraceRecord], indent: Bool = true) -> [String] {
        records.map { line(for: $0, indent: indent) }
    }

    /// The lines in the window's form: each record's time counted from the
    /// start of the touch sequence (or the other input) it belongs to
    /// (``sequenceOrigins(_:)``), coordinates to the half point.
    public static func windowLines(_ records: [TraceRecord], indent: Bool = true) -> [String] {
        zip(records, sequenceOrigins(records)).map { record, origin in
            line(for: record, indent: indent, options: .window(origin: origin))
        }
    }

    /// The lines as the window writes them when a script played in it: the
    /// records before `playedUntil` were played on the scene's own clock and are
    /// written as `touchlab trace` writes them (`@0.500 shake began`), the rest
    /// are live input in the window's form (``windowOptions(_:playedUntil:)``).
    public static func windowLines(_ records: [TraceRecord], playedUntil: TimeInterval?, indent: Bool = true) -> [String] {
        zip(records, windowOptions(records, playedUntil: playedUntil)).map { record, options in
            line(for: record, indent: indent, options: options)
        }
    }

    /// The options the window writes each of `records` with.
    ///
    /// A script played in the window runs on the scene's virtual clock from
    /// the scene's start, exactly as `touchlab trace` runs it, so its records
    /// — every one before `playedUntil`, the instant live input took over
    /// (`.infinity` while none has) — are written in the exact form, time
    /// stamps included: `@0.500 shake began`, `@1.300 shake ended`. Live
    /// input has no such clock a learner knows, so its records keep the
    /// window's form: times from the start of their touch sequence (or other
    /// input), counted afresh from the first live input. With `playedUntil`
    /// `nil` (nothing played), every record is live.
    public static func windowOptions(_ records: [TraceRecord], playedUntil: TimeInterval?) -> [Options] {
        let cut = playedUntil.map { limit in records.firstIndex { $0.time >= limit } ?? records.count } ?? 0
        let live = sequenceOrigins(Array(records[cut...])).map { Options.window(origin: $0) }
        return Array(repeating: .exact, count: cut) + live
    }

    /// For each record, the time its heading's relative time counts from: the
    /// moment the touch sequence it belongs to began (a finger went down while
    /// none was down), or the moment of the shake, remote-control command or
    /// script step that arrived while no finger was down. Timers and later
    /// fingers belong to the sequence in progress, as the window groups them;
    /// a shake's end belongs to the shake that began, so a shake that lasts
    /// reads `+0.000 shake began`, `+0.800 shake ended`.
    public static func sequenceOrigins(_ records: [TraceRecord]) -> [TimeInterval] {
        var origins: [TimeInterval] = []
        origins.reserveCapacity(records.count)
        var origin = records.first?.time ?? 0
        var down: Set<Int> = []
        var shaking = false
        for record in records {
            if case .input(let input) = record.kind {
                switch input {
                case .shakePhase(.began):
                    if down.isEmpty { origin = record.time }
                    shaking = true
                case .shakePhase, .shakeCancelled:
                    if down.isEmpty && !shaking { origin = record.time }
                    shaking = false
                case .touch(let number, let phase, _):
                    if phase == .began {
                        if down.isEmpty { origin = record.time }
                        down.insert(number)
                    } else if phase == .ended || phase == .cancelled {
                        down.remove(number)
                    }
                case .interruption:
                    down.removeAll()
                default:
                    if down.isEmpty { origin = record.time }
                }
            }
            origins.append(origin)
        }
        return origins
    }

    /// `time` as a heading gives it relative to `origin`: `+0.150`.
    public static func relativeTime(_ time: TimeInterval, since origin: TimeInterval) -> String {
        "+" + Self.time(max(0, time - origin))
    }

    public static func text(_ records: [TraceRecord]) -> String {
        lines(records).joined(separator: "\n") + (records.isEmpty ? "" : "\n")
    }

    public static func line(for record: TraceRecord, indent: Bool = true, options: Options = .exact) -> String {
        let body = describe(record, options: options)
        return indent ? String(repeating: "  ", count: record.depth) + body : body
    }

    /// The record's text without indentation.
    public static func describe(_ record: TraceRecord, options: Options = .exact) -> String {
        switch record.kind {
        case .input(let input):
            return "\(stamp(record.time, options)) \(describe(input, options: options))"
        case .timerFired(let purpose):
            return "\(stamp(record.time, options)) timer: \(purpose.map(describe) ?? "a timer fired")"
        case .sendEvent(let receiver):
            return "-[\(receiver.name) sendEvent:]"
        case .hitTestTouch(let touch, let location, let pass):
            let passNote = pass > 1 ? " (pass \(pass), as devices do)" : ""
            return "hit-testing touch #\(touch) at \(point(location, options))\(passNote)\(outcome(record.outcome))"
        case .hitTest(let view, _):
            return "-[\(view.name) hitTest:withEvent:]\(outcome(record.outcome))"
        case .pointInside(let view, _, let inside, let overridden):
            return "-[\(view.name) pointInside:withEvent:] → \(inside ? "YES" : "NO")\(overridden ? " (overridden)" : "")"
        case .touchBound(let touch, let view, let window, let tapCount):
            guard let view else { return "touch #\(touch) is bound to no view: nothing will receive it" }
            return "touch #\(touch) is bound to \(view.name) in \(window?.name ?? "no window") (tapCount \(tapCount))"
        case .recognizersCollected(let touch, let recognizers):
            return "touch #\(touch) collects recognizers: \(recognizers.map(\.name).joined(separator: ", "))"
        case .touches(let method, let receiver, let touches):
            return "-[\(receiver.name) \(method.selector)]\(touchList(touches))"
        case .dropped(let selector, let last):
            return "\(selector) dropped: nobody after \(last.name) in the responder chain"
        case .recognizerTouches(let method, let recognizer, let touches):
            return "-[\(recognizer.name) \(method.selector)]\(touchList(touches))"
        case .recognizerState(let recognizer, let from, let to, let reason):
            return "\(recognizer.name): \(from) → \(to)\(reason.map { " (\(describe($0)))" } ?? "")"
        case .withheld(let method, let view, let touches, let reason, let by):
            let verb = reason.isDiscard ? "discarded" : "withheld"
            let why: String
            if reason == .cancelledByRecognizer, let by {
                // The recognizer recognized and cancels its view's touches (SPEC G4, G6).
                why = "cancelled when \(by.name) recognized"
            } else {
                why = reason.rawValue + (by.map { " by \($0.name)" } ?? "")
            }
            return "\(method.selector) \(verb) for \(view.name)\(touchList(touches)): \(why)"
        case .released(let method, let view, let touches, let reason):
            return "\(method.selector) released to \(view.name)\(touchList(touches)): \(describe(reason))"
        case .call(let receiver, let selector, let detail):
            return "-[\(receiver.name) \(selector)]\(detail.map { " \(describe($0))" } ?? "")\(outcome(record.outcome))"
        case .message(let text):
            return text
        case .ignoredInput(let refusal):
            return "ignored: \(describe(refusal))"
        }
    }

    /// The words for an input heading, without its time.
    public static func describe(_ input: TraceRecord.Input, options: Options = .exact) -> String {
        switch input {
        case .touch(let number, let phase, let location): return "touch #\(number) \(phase) at \(point(location, options))"
        case .interruption: return "system interruption: every active touch is cancelled"
        case .shake: return "shake"
        case .shakePhase(let phase): return "shake \(phase.rawValue)"
        case .shakeCancelled(.systemInterruption): return "shake cancelled: system interruption"
        case .remoteControl(let subtype): return "remote control: \(subtype)"
        case .script(let text): return "script: \(text)"
        }
    }

    /// The words after a traced call's selector.
    public static func describe(_ detail: TraceRecord.CallDetail) -> String {
        switch detail {
        case .sendAction(let action, let target, let sender):
            return "\(action) to \(target?.name ?? "nil") from \(sender?.name ?? "nil")"
        case .recognizerAction(let recognizer, let state): return "from \(recognizer.name) (\(state))"
        case .action(let name): return name
        case .controlEvents(let events): return events.description
        case .flag(let value): return value ? "YES" : "NO"
        case .about(let subject): return subject.name
        case .firstResponder(let isNow): return isNow ? "is now the first responder" : "no first responder"
        case .notInWindowHierarchy: return "(not in a window's hierarchy)"
        case .touchHidden(let touch): return "delegate → NO: touch #\(touch) hidden from it"
        case .shouldBeginRefused(let recognizer): return "\(recognizer.name) → NO"
        case .simultaneous(let asked, let other): return "\(asked.name), \(other.name)"
        case .row(let row): return "row \(row)"
        }
    }

    /// The words for why the core refused an input.
    public static func describe(_ refusal: TraceRecord.Refusal) -> String {
        switch refusal {
        case .locationNotANumber(let finger, let phase): return "finger \(finger) \(phase): location is not a number"
        case .fingerAlreadyChanged(let finger, let phase):
            return "finger \(finger) \(phase): finger already changed in this frame"
        case .fingerAlreadyDown(let finger): return "finger \(finger) down: that finger is already down"
        case .tooManyFingers(let finger, let maximum): return "finger \(finger) down: more than \(maximum) fingers"
        case .fingerNotDown(let finger, let phase): return "finger \(finger) \(phase): that finger is not down"
        case .shakeInProgress(let phase, let since):
            return "shake\(phase.map { " \($0.rawValue)" } ?? ""): a shake is already in progress (began at \(time(since)))"
        case .noShakeInProgress(let phase): return "shake \(phase.rawValue): no shake is in progress"
        case .noReceiver(let touch): return "touch #\(touch): no window or view took it; nothing receives it"
        case .actionNotImplemented(let target, let action): return "\(target.name) does not implement \(action)"
        case .illegalTransition(let recognizer, let from, let to):
            return "\(recognizer.name): illegal transition \(from) → \(to) refused"
        }
    }

    /// The words for a recognizer's state change reason.
    public static func describe(_ reason: TraceRecord.StateChangeReason) -> String {
        switch reason {
        case .waitingForFailure(let other): return "waiting for \(other.name) to fail"
        case .requiredRecognizerRecognized(let other): return "\(other.name) it requires to fail recognized"
        case .delegateShouldBeginRefused: return "delegate gestureRecognizerShouldBegin → NO"
        case .viewShouldBeginRefused(let view): return "\(view.name) gestureRecognizerShouldBegin → NO"
        case .prevented(let other): return "prevented by \(other.name)"
        case .reset: return "reset"
        case .disabled: return "disabled"
        }
    }

    /// The words for why withheld phases were released (the explanations quote them).
    public static func describe(_ reason: TraceRecord.ReleaseReason) -> String {
        switch reason {
        case .recognizersDecided: return "recognizers decided"
        case .deviceDelay(let delay): return "released after \(delay)s as on devices"
        case .touchEndedBeforeDelay: return "touch ended before the delay ran out"
        case .interruption: return "system interruption"
        }
    }

    private static func describe(_ purpose: TraceRecord.TimerPurpose) -> String {
        switch purpose {
        case .withheldEndedRelease(let touch, let delay):
            return "\(seconds(delay)) after touch #\(touch) lifted, devices release its withheld touchesEnded"
        case .maximumTapDuration(let recognizer, let duration):
            return "\(recognizer.name)'s finger stayed down longer than \(seconds(duration)) (maximum tap duration)"
        case .tapInterval(let recognizer, let interval):
            return "\(recognizer.name) waited \(seconds(interval)) for the next tap (maximum interval between taps)"
        case .minimumPressDuration(let recognizer, let duration):
            return "\(recognizer.name)'s finger stayed down \(seconds(duration)) (minimumPressDuration)"
        case .scrollContentDelay(let scrollView, let delay):
            return "\(scrollView?.name ?? "the scroll view")'s \(seconds(delay)) content-touch delay ran out"
        case .animationFinished(let view, let duration):
            return "\(view?.name ?? "a view")'s \(seconds(duration)) animation finished"
        case .stepperAutorepeat(let stepper, let interval):
            return "\(stepper.name) still held after \(seconds(interval)): autorepeat steps again"
        }
    }

    private static func seconds(_ interval: TimeInterval) -> String { "\(number(interval)) s" }

    private static func outcome(_ outcome: TraceRecord.Outcome?) -> String {
        switch outcome {
        case nil: return ""
        case .view(let view): return " ⇒ \(view.name)"
        case .viewFromOverride(let view): return " ⇒ \(view.name) (hitTest overridden)"
        case .rejected(let reason): return " ⇒ nil (\(reason.rawValue))"
        case .bool(let value): return " → \(value ? "YES" : "NO")"
        case .object(let subject): return " ⇒ \(subject?.name ?? "nil")"
        }
    }

    private static func touchList(_ touches: [Int]) -> String {
        touches.count > 1 ? " {" + touches.map { "#\($0)" }.joined(separator: ", ") + "}" : ""
    }

    static func point(_ p: CGPoint, _ options: Options = .exact) -> String {
        guard options.roundsToHalfPoint else { return "(\(number(p.x)), \(number(p.y)))" }
        return "(\(number((p.x * 2).rounded() / 2)), \(number((p.y * 2).rounded() / 2)))"
    }

    /// A heading's time: `@34.676` on the clock, or `+0.150` from the options' origin.
    private static func stamp(_ t: TimeInterval, _ options: Options) -> String {
        options.timeOrigin.map { relativeTime(t, since: $0) } ?? "@\(time(t))"
    }

    /// Numbers as a person writes them: `200`, `12.5`, `0.333`, `-0.5` — rounded to
    /// thousandths, without trailing zeros.
    ///
    /// Built from integer thousandths rather than with `String(format:)`: every
    /// traced touch prints its location, and Foundation's formatter was a fifth of
    /// a traced tap (docs/performance.md). Whole numbers too large for `Int` (far outside any
    /// screen) are printed as Swift prints them, `1e+20`.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e18 else {
            // Beyond 2⁵³ every double is whole.
            return abs(value) < 9e18 ? String(Int(value)) : "\(value)"
        }
        let scaled = Int(thousandths)
        let whole = scaled / 1000
        var fraction = abs(scaled % 1000)
        if fraction == 0 { return String(whole) }
        var width = 3
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let digits = String(fraction)
        let zeros = String(repeating: "0", count: width - digits.count)
        // -0.5 has no negative whole part to carry the sign.
        let sign = scaled < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "." + zeros + digits
    }

    static func time(_ t: TimeInterval) -> String { String(format: "%.3f", t) }
}
