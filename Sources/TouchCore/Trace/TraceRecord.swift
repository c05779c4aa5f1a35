import Foundation

/// One delivery decision, as the core made it.
///
/// The text log, the window's highlights and the tests are all built from this one
/// stream (SPEC §11). `depth` is the call depth, so nested calls (a superview's
/// `hitTest` asking its subviews, a default `touchesBegan` forwarding to `next`) read
/// as they would in a debugger. Calls that return a value get their `outcome`
/// filled in when they return.
public struct TraceRecord: Sendable {
    public var time: TimeInterval
    public var depth: Int
    public var kind: Kind
    public var outcome: Outcome?

    public init(time: TimeInterval, depth: Int, kind: Kind, outcome: Outcome? = nil) {
        self.time = time
        self.depth = depth
        self.kind = kind
        self.outcome = outcome
    }

    /// A touch method, by the phase it reports.
    public enum TouchMethod: String, Sendable, CaseIterable {
        case began, moved, ended, cancelled

        /// The Objective-C selector, as the seed logs print it.
        public var selector: String {
            switch self {
            case .began: return "touchesBegan:withEvent:"
            case .moved: return "touchesMoved:withEvent:"
            case .ended: return "touchesEnded:withEvent:"
            case .cancelled: return "touchesCancelled:withEvent:"
            }
        }

        init?(_ phase: UITouch.Phase) {
            switch phase {
            case .began: self = .began
            case .moved: self = .moved
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .stationary: return nil
            }
        }
    }

    /// Why hit-testing did not pick a view (SPEC H1, H2, H8; an animation without
    /// `.allowUserInteraction`, Apple: UIView.AnimationOptions).
    public enum Rejection: String, Sendable {
        case hidden = "hidden"
        case transparent = "alpha < 0.01"
        case interactionDisabled = "user interaction disabled"
        case outsideBounds = "outside bounds"
        case pointInsideOverridden = "pointInside overridden → NO"
        case hitTestOverridden = "hitTest overridden → nil"
        case windowHidden = "window hidden"
        case animating = "animating without allowUserInteraction"
    }

    /// Why a touch was not given to its hit-test view (SPEC T7, T8, G4–G7, S1).
    public enum Withholding: String, Sendable {
        case multipleTouchDisabled = "isMultipleTouchEnabled is false and the view already has a touch"
        case exclusiveTouch = "another view is tracking an exclusive touch"
        case delaysTouchesBegan = "delaysTouchesBegan"
        case delaysTouchesEnded = "delaysTouchesEnded"
        case cancelledByRecognizer = "cancelled by a recognizer"
        case touchCancelled = "the touch was cancelled before its began was delivered"
        case viewLeftWindow = "the view left its window"
        case refusedByScrollView = "the scroll view's touchesShouldBegin(_:with:in:) returned false"

        /// Whether the phase is thrown away for good rather than held back or kept
        /// from the view from the start.
        public var isDiscard: Bool {
            self == .cancelledByRecognizer || self == .touchCancelled || self == .viewLeftWindow
        }
        case noHitTestView = "no view took the touch"
    }

    public enum Kind: Sendable {
        /// Host input arriving at the application (not a UIKit call; a heading).
        case input(String)
        /// `-[UIApplication sendEvent:]`, `-[UIWindow sendEvent:]`.
        case sendEvent(receiver: TraceSubject)
        /// Hit-testing a new touch begins: touch number and screen location.
        case hitTestTouch(touch: Int, location: CGPoint, pass: Int)
        /// `-[V hitTest:withEvent:]`; outcome `.view` or `.rejected`.
        case hitTest(view: TraceSubject, point: CGPoint)
        /// `-[V pointInside:withEvent:]`; `overridden` when the answer differs from
        /// plain containment in bounds (a subclass changed it).
        case pointInside(view: TraceSubject, point: CGPoint, inside: Bool, overridden: Bool)
        /// The touch is bound to its hit-test view and window for its whole life (SPEC H6).
        case touchBound(touch: Int, view: TraceSubject?, window: TraceSubject?, tapCount: Int)
        /// The touch collected these recognizers at began (SPEC G1).
        case recognizersCollected(touch: Int, recognizers: [TraceSubject])
        /// A touch method called on a responder, by the window or by forwarding.
        case touches(TouchMethod, receiver: TraceSubject, touches: [Int])
        /// The responder chain ended: nobody after `last` (SPEC R3).
        case dropped(String, last: TraceSubject)
        /// A touch method called on a gesture recognizer (SPEC G1).
        case recognizerTouches(TouchMethod, recognizer: TraceSubject, touches: [Int])
        /// A recognizer changed state (SPEC G3).
        case recognizerState(recognizer: TraceSubject, from: String, to: String, reason: String?)
        /// A touch phase kept from the hit-test view, or discarded.
        case withheld(TouchMethod, view: TraceSubject, touches: [Int], reason: Withholding, by: TraceSubject?)
        /// Phases withheld earlier are delivered now.
        case released(TouchMethod, view: TraceSubject, touches: [Int], reason: String)
        /// Any other method call, printed `-[Receiver selector]` (controls' tracking,
        /// actions, first-responder and motion messages).
        case call(receiver: TraceSubject, selector: String, detail: String?)
        /// A line printed by user code (an action's `NSLog`, like the seeds' `View Taped`).
        case message(String)
        /// Input the core refused, and why (a second down for the same finger, NaN...).
        case ignoredInput(String)
    }

    public enum Outcome: Sendable {
        case view(TraceSubject)
        case rejected(Rejection)
        case bool(Bool)
        case object(TraceSubject?)
    }
}
