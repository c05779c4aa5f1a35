import Foundation
import TouchCore

/// What hit-testing concluded about one view it visited, read from the trace.
///
/// The seed logs show three outcomes for a visited view: it is the deepest view
/// containing the point (`⇒ E` from `-[E hitTest:withEvent:]`), it contains
/// the point and a subview answered (`-[C hitTest:withEvent:] ⇒ E`), or it
/// returned nil for a reason (`⇒ nil (outside bounds)`).
public enum HitTestVerdict: Hashable, Sendable {
    /// The view returned itself: the hit-test view.
    case hit
    /// The view contains the point and returned a descendant's answer.
    case passedOn(to: TraceSubject)
    /// The view returned nil, for this reason.
    case rejected(TraceRecord.Rejection)

    /// The few words the playground writes next to a rejected view.
    public static func shortReason(_ rejection: TraceRecord.Rejection) -> String {
        switch rejection {
        case .hidden: return "hidden"
        case .transparent: return "alpha < 0.01"
        case .transparentInclusive: return "alpha <= 0.01"
        case .interactionDisabled: return "interaction off"
        case .outsideBounds: return "outside bounds"
        case .pointInsideOverridden: return "pointInside overridden"
        case .hitTestOverridden: return "hitTest overridden"
        case .windowHidden: return "window hidden"
        case .animating: return "animating"
        }
    }
}
