import Foundation

/// How far a touch has been delivered to its hit-test view, and what is held back.
///
/// The window consults and updates this for every phase (SPEC G4–G7, S1, T7, T8), so
/// that each view that received a touch's began receives exactly one ended or
/// cancelled for it.
struct TouchDelivery {
    /// The view received `touchesBegan` for this touch.
    var beganDelivered = false
    /// The view received `touchesEnded` or `touchesCancelled`; nothing more goes to it.
    var finished = false
    /// The view never gets this touch (multiple- or exclusive-touch rules, no view), or
    /// stopped getting it because a recognizer cancelled it.
    var excluded: TraceRecord.Withholding?
    /// `touchesBegan` is held back (`delaysTouchesBegan`, a scroll view's content delay).
    var beganWithheld = false
    /// `touchesEnded` is held back (`delaysTouchesEnded`) until recognizers decide.
    var endedWithheld = false
    /// The timer that releases a withheld `touchesEnded` on devices (SPEC G4).
    var endedReleaseTimer: VirtualClock.Timer?

    /// Whether the view may still receive phases of this touch.
    var isOpen: Bool { excluded == nil && !finished }
}
