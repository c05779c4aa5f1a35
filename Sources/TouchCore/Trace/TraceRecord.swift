import Foundation

/// One delivery decision, as the core made it.
///
/// The text log, the window's highlights and the tests are all built from this one
/// stream (SPEC §11). `depth` is the call depth, so nested calls (a superview's
/// `hitTest` asking its subviews, a default `touchesBegan` forwarding to `next`) read
/// as they would in a debugger. Calls that return a value get their `outcome`
/// filled in when they return. Equatable, so a record read back from its JSON
/// form (``init(json:subjects:)``) can be compared with the one recorded.
public struct TraceRecord: Sendable, Equatable {
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
        /// The seed code's threshold (SPEC H1's switch): alpha exactly 0.01 is refused too.
        case transparentInclusive = "alpha <= 0.01"
        case interactionDisabled = "user interaction disabled"
        /// A `UIControl` whose `isEnabled` is false: skipped with its subtree, so the
        /// touch goes to the view behind it (SPEC C1; Apple: UIControl.isEnabled).
        case controlDisabled = "disabled control"
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
        case noHitTestView = "no view took the touch"

        /// What becomes of a phase kept from its view: the one rule the trace's
        /// verb, the timeline's marks and the explanations all read.
        public enum Fate: Sendable {
            /// Held back, to be released or discarded later (G4, G5, S1).
            case withheld
            /// Thrown away for good: a recognizer recognized (G6), the touch was
            /// cancelled, or the view left its window before it was released.
            case discarded
            /// Kept from the view from the start (T7, T8, S3, no hit-test view).
            case excluded
        }

        public var fate: Fate {
            switch self {
            case .delaysTouchesBegan, .delaysTouchesEnded: return .withheld
            case .cancelledByRecognizer, .touchCancelled, .viewLeftWindow: return .discarded
            case .multipleTouchDisabled, .exclusiveTouch, .refusedByScrollView, .noHitTestView: return .excluded
            }
        }

        /// Whether the phase is thrown away for good rather than held back or kept
        /// from the view from the start.
        public var isDiscard: Bool { fate == .discarded }
    }

    /// Why a recognizer changed state, when the arena decided it rather than the
    /// recognizer's own touch handling (SPEC G3, G8–G10).
    public enum StateChangeReason: Sendable, Equatable {
        /// It asked to recognize but waits for `other` to fail (G9).
        case waitingForFailure(of: TraceSubject)
        /// A recognizer it requires to fail recognized (G9).
        case requiredRecognizerRecognized(TraceSubject)
        /// Its delegate's `gestureRecognizerShouldBegin` said no (G10).
        case delegateShouldBeginRefused
        /// A view's `gestureRecognizerShouldBegin(_:)` said no (G10, G11).
        case viewShouldBeginRefused(TraceSubject)
        /// Another recognizer recognized and prevents it (G8).
        case prevented(by: TraceSubject)
        /// Its touches are gone and it finished: back to possible (G3).
        case reset
        /// `isEnabled` became false mid-gesture (Apple: isEnabled).
        case disabled
    }

    /// Why withheld phases go to the view now (SPEC G4, G6, S1, T6).
    public enum ReleaseReason: Sendable, Equatable {
        /// Every recognizer that held them back has decided.
        case recognizersDecided
        /// Devices release a withheld end after this delay (G4's switch).
        case deviceDelay(TimeInterval)
        /// The touch ended before the scroll view's content delay ran out (S1).
        case touchEndedBeforeDelay
        /// A system interruption: fingers that already lifted keep their end (T6).
        case interruption
    }

    /// What arrived at the application: the heading of what it triggers (SPEC §1.1).
    public enum Input: Sendable, Equatable {
        /// A finger's phase, with its location on the screen.
        case touch(Int, UITouch.Phase, at: CGPoint)
        /// A system interruption: every active touch is cancelled (SPEC T6).
        case interruption
        /// A whole shake (motionBegan, then motionEnded).
        case shake
        /// One phase of a shake that lasts (SPEC F2).
        case shakePhase(HostInput.MotionPhase)
        /// A shake in progress cut short, and why (UIKit: motionCancelled).
        case shakeCancelled(reason: ShakeCancellation)
        /// A remote-control command (SPEC F2).
        case remoteControl(UIEvent.EventSubtype)
        /// A scene step standing for app code, written as the Swift it stands for.
        case script(String)
    }

    /// Why a shake in progress was cut short (UIKit: motionCancelled).
    public enum ShakeCancellation: Sendable, Equatable {
        /// A system interruption cancels it with every touch (SPEC T6).
        case systemInterruption
    }

    /// What a traced call was about, besides its receiver and selector.
    public enum CallDetail: Sendable, Equatable {
        /// `sendAction:to:from:forEvent:` — the action, the target named (`nil`:
        /// the responder chain finds one) and the sender (Apple: UIApplication.sendAction).
        case sendAction(String, target: TraceSubject?, sender: TraceSubject?)
        /// An action sent by a recognizer, and the state it was in (SPEC G3).
        case recognizerAction(from: TraceSubject, state: UIGestureRecognizer.State)
        /// An action's name (`sendAction:to:forEvent:`, `canPerformAction:withSender:`).
        case action(String)
        /// The control events sent (`sendActionsForControlEvents:`).
        case controlEvents(UIControl.Event)
        /// A flag set to YES or NO (`setHighlighted:`).
        case flag(Bool)
        /// The object the call is about: a content view, another recognizer.
        case about(TraceSubject)
        /// The first responder changed: `true` when the receiver is it now,
        /// `false` when nobody is (SPEC F1).
        case firstResponder(Bool)
        /// `becomeFirstResponder` on a responder outside any window's hierarchy (SPEC F1).
        case notInWindowHierarchy
        /// A delegate's `gestureRecognizer(_:shouldReceive:)` hid the touch from
        /// its recognizer (SPEC G1).
        case touchHidden(touch: Int)
        /// A view's `gestureRecognizerShouldBegin(_:)` said no for this recognizer (SPEC G10).
        case shouldBeginRefused(TraceSubject)
        /// The two recognizers a delegate was asked about, in the order asked (SPEC G8).
        case simultaneous(TraceSubject, TraceSubject)
        /// The table row selected (Apple: tableView(_:didSelectRowAt:)).
        case row(Int)
    }

    /// Input the core refused, and why.
    public enum Refusal: Sendable, Equatable {
        /// A sample whose location is not a number.
        case locationNotANumber(finger: Int, TouchSample.Phase)
        /// A second sample of the same finger in one frame.
        case fingerAlreadyChanged(finger: Int, TouchSample.Phase)
        /// A `down` of a finger that is down.
        case fingerAlreadyDown(finger: Int)
        /// A `down` beyond the most simultaneous touches a device tracks.
        case tooManyFingers(finger: Int, maximum: Int)
        /// A `move`, `up` or `cancel` of a finger that is not down.
        case fingerNotDown(finger: Int, TouchSample.Phase)
        /// A shake (whole: `phase` nil, or its began) while one is in progress
        /// since `since` (SPEC F2).
        case shakeInProgress(HostInput.MotionPhase?, since: TimeInterval)
        /// A shake phase with no shake in progress.
        case noShakeInProgress(HostInput.MotionPhase)
        /// A touch no window or view took: nothing receives it (SPEC H6).
        case noReceiver(touch: Int)
        /// A named target (a recognizer's, or a control's) does not implement the action sent to it.
        case actionNotImplemented(target: TraceSubject, action: String)
        /// A recognizer state change the state machine does not allow (SPEC G3).
        case illegalTransition(
            recognizer: TraceSubject, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
    }

    /// What a timer that fired was for (SPEC §11: every delay readable in the text).
    public enum TimerPurpose: Sendable, Equatable {
        /// Devices release a withheld `touchesEnded` after a delay (SPEC G4, switch).
        case withheldEndedRelease(touch: Int, delay: TimeInterval)
        /// A tap recognizer's finger stayed down too long (seed 002 phenomenon 3).
        case maximumTapDuration(recognizer: TraceSubject, duration: TimeInterval)
        /// A multi-tap recognizer waited in vain for the next tap (SPEC G9).
        case tapInterval(recognizer: TraceSubject, interval: TimeInterval)
        /// A long press held long enough (Apple: minimumPressDuration).
        case minimumPressDuration(recognizer: TraceSubject, duration: TimeInterval)
        /// A scroll view's content delay ran out (SPEC S1).
        case scrollContentDelay(scrollView: TraceSubject?, delay: TimeInterval)
        /// A view animation finished (Apple: UIView.animate).
        case animationFinished(view: TraceSubject?, duration: TimeInterval)
        /// A stepper's + or − held this long steps again (Apple: UIStepper.autorepeat).
        case stepperAutorepeat(stepper: TraceSubject, after: TimeInterval)
    }

    public enum Kind: Sendable, Equatable {
        /// Host input arriving at the application (not a UIKit call; a heading).
        case input(Input)
        /// A timer fired (nil: a timer of the host's or a user's); a heading like input.
        case timerFired(TimerPurpose?)
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
        case recognizerState(
            recognizer: TraceSubject, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
            reason: StateChangeReason?)
        /// A touch phase kept from the hit-test view, or discarded.
        case withheld(TouchMethod, view: TraceSubject, touches: [Int], reason: Withholding, by: TraceSubject?)
        /// Phases withheld earlier are delivered now.
        case released(TouchMethod, view: TraceSubject, touches: [Int], reason: ReleaseReason)
        /// Any other method call, printed `-[Receiver selector]` (controls' tracking,
        /// actions, first-responder and motion messages).
        case call(receiver: TraceSubject, selector: String, detail: CallDetail?)
        /// A line printed by user code (an action's `NSLog`, like the seeds' `View Taped`).
        case message(String)
        /// Input the core refused, and why (a second down for the same finger, NaN...).
        case ignoredInput(Refusal)
        /// A mistake in the program's own code that UIKit would crash on or silently
        /// ignore, said where it is made (an action registered for a target that does
        /// not implement it, a script step that names no view).
        case warning(String)
    }

    public enum Outcome: Sendable, Equatable {
        /// The view a call returned; for `hitTest`, UIKit's default walk chose it.
        case view(TraceSubject)
        /// A view a `hitTest(_:with:)` override returned instead of what UIKit's
        /// default walk would answer — without asking its subviews (seed 000's
        /// `return self.subviews[0]`), or replacing `super`'s answer (SPEC H8).
        case viewFromOverride(TraceSubject)
        case rejected(Rejection)
        case bool(Bool)
        case object(TraceSubject?)
    }
}
