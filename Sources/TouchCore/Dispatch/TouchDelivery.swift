import Foundation

/// How far a touch has been delivered to its hit-test view: a state machine.
///
/// The window consults it for every phase (SPEC G4–G7, S1, T7, T8) so that each view
/// that received a touch's began receives exactly one ended or cancelled for it, in
/// timestamp order, and nothing after. The legal transitions, each a named step:
///
///     notDelivered ──deliverBegan──▶ open ──withholdEnded──▶ endedWithheld
///          │                          │  ╲                        │
///          │ withholdBegan            │   finish                  │ finish
///          ▼                          ▼    ╲                      ▼
///     beganWithheld ──releaseBegan──▶ open   ╲──────────────▶ finished
///          │
///          │ withholdEnded ──▶ beganAndEndedWithheld ──releaseBegan──▶ endedWithheld
///
///     notDelivered, beganWithheld, beganAndEndedWithheld ──exclude──▶ excluded(reason)
///     open, endedWithheld ──finish──▶ finished
///
/// - `deliverBegan`: the view gets `touchesBegan` in the touch's own event.
/// - `withholdBegan`: a recognizer with `delaysTouchesBegan` or a scroll view's
///   content delay holds began (and the moves) back (G6, S1).
/// - `releaseBegan`: the holder decided or the delay ran out; began goes out late.
/// - `withholdEnded`: the finger lifted while a recognizer with `delaysTouchesEnded`
///   is deciding (G4).
/// - `finish`: the view got `touchesEnded` or `touchesCancelled` (delivered, released
///   late, or cancelled by a recognition, G4, G7).
/// - `exclude`: the view never gets this touch, or loses phases it never saw —
///   multiple- or exclusive-touch rules (T7, T8), no hit-test view, a scroll view
///   refusing it (S3), or withheld phases discarded (a recognition, a cancel, the
///   view leaving its window).
///
/// A step from any other state is a bug in the dispatcher: it stops with a message
/// naming the touch, the step and the state (STYLE: state machines fail loudly).
struct TouchDelivery {
    enum State: Equatable {
        /// The views' pass has not looked at this touch's began yet.
        case notDelivered
        /// `touchesBegan` is held back (`delaysTouchesBegan`, a scroll view's delay).
        case beganWithheld
        /// The finger lifted while its began was still held back: both are pending.
        case beganAndEndedWithheld
        /// The view received `touchesBegan` and receives the following phases.
        case open
        /// The view received began; `touchesEnded` is held back until recognizers decide.
        case endedWithheld
        /// The view received `touchesEnded` or `touchesCancelled`; nothing more goes to it.
        case finished
        /// The view gets nothing (more) of this touch, for this reason.
        case excluded(TraceRecord.Withholding)
    }

    private(set) var state: State = .notDelivered
    /// The timer that releases a withheld `touchesEnded` on devices (SPEC G4).
    var endedReleaseTimer: VirtualClock.Timer?

    /// The touch number, for the message of an illegal step.
    let touchNumber: Int

    init(touchNumber: Int) {
        self.touchNumber = touchNumber
    }

    // MARK: Questions the dispatcher asks

    /// The view received began and still awaits this touch's end.
    var awaitsEnd: Bool { state == .open || state == .endedWithheld }
    /// A phase is held back from the view.
    var isWithholding: Bool {
        state == .beganWithheld || state == .beganAndEndedWithheld || state == .endedWithheld
    }
    var isBeganWithheld: Bool { state == .beganWithheld || state == .beganAndEndedWithheld }
    var isEndedWithheld: Bool { state == .endedWithheld || state == .beganAndEndedWithheld }
    /// The view has seen or may still see phases of this touch: not finished, not excluded.
    var isLive: Bool {
        switch state {
        case .finished, .excluded: return false
        default: return true
        }
    }
    var exclusion: TraceRecord.Withholding? {
        if case .excluded(let reason) = state { return reason }
        return nil
    }

    // MARK: Transitions

    mutating func deliverBegan() {
        step("deliverBegan", from: [.notDelivered], to: .open)
    }

    mutating func withholdBegan() {
        step("withholdBegan", from: [.notDelivered], to: .beganWithheld)
    }

    mutating func releaseBegan() {
        switch state {
        case .beganWithheld: state = .open
        case .beganAndEndedWithheld: state = .endedWithheld
        default: illegal("releaseBegan")
        }
    }

    mutating func withholdEnded() {
        switch state {
        case .open: state = .endedWithheld
        case .beganWithheld: state = .beganAndEndedWithheld
        default: illegal("withholdEnded")
        }
    }

    mutating func finish() {
        step("finish", from: [.open, .endedWithheld], to: .finished)
    }

    mutating func exclude(_ reason: TraceRecord.Withholding) {
        step("exclude", from: [.notDelivered, .beganWithheld, .beganAndEndedWithheld], to: .excluded(reason))
    }

    private mutating func step(_ name: String, from allowed: [State], to next: State) {
        guard allowed.contains(state) else { return illegal(name) }
        state = next
    }

    private func illegal(_ name: String) {
        preconditionFailure("TouchDelivery: illegal step \(name) for touch #\(touchNumber) in state \(state)")
    }
}
