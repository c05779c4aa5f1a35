import Foundation
import TouchCore

/// What hit-testing concluded about one view it visited, read from the trace.
///
/// The seed logs show three outcomes for a visited view: it is the deepest view
/// containing the point (`⇒ E` from `-[E hitTest:withEvent:]`), it contains
/// the point and a subview answered (`-[C hitTest:withEvent:] ⇒ E`), or it
/// returned nil for a reason (`⇒ nil (outside bounds)`).
package enum HitTestVerdict: Hashable, Sendable {
    /// The view returned itself: the hit-test view.
    case hit
    /// The view contains the point and returned a descendant's answer.
    case passedOn(to: TraceSubject)
    /// Its `point(inside:with:)` said YES and its subviews are being asked: the
    /// answer is not known yet (stepping through the walk).
    case insideAskingSubviews
    /// Its `hitTest(_:with:)` override returned this view instead of UIKit's default
    /// answer (SPEC H8; seed 000's `return self.subviews[0]`): nothing says the view
    /// contains the point.
    case overridden(returned: TraceSubject)
    /// The view returned nil, for this reason.
    case rejected(TraceRecord.Rejection)

    /// Whether `point(inside:with:)` said YES on this visit: the only verdicts a
    /// "✓ inside" may stand for (a view an override answered for was not asked).
    package var saysInside: Bool {
        switch self {
        case .passedOn, .insideAskingSubviews: return true
        case .hit, .overridden, .rejected: return false
        }
    }

    /// The chip the device, the exploded view and the hierarchy write for the
    /// visit: `✓ hit-test view`, `✓ inside`, `overridden → redView`, `✗ hidden`.
    package var chipText: String {
        switch self {
        case .hit: return "✓ hit-test view"
        case .passedOn, .insideAskingSubviews: return "✓ inside"
        case .overridden(let answer): return "overridden → \(answer.name)"
        case .rejected(let reason): return "✗ " + Self.shortReason(reason)
        }
    }

    /// The few words the playground writes next to a rejected view.
    package static func shortReason(_ rejection: TraceRecord.Rejection) -> String {
        switch rejection {
        case .hidden: return "hidden"
        case .transparent: return "alpha < 0.01"
        case .transparentInclusive: return "alpha <= 0.01"
        case .interactionDisabled: return "interaction off"
        case .controlDisabled: return "disabled"
        case .outsideBounds: return "outside bounds"
        case .pointInsideOverridden: return "pointInside overridden"
        case .hitTestOverridden: return "hitTest overridden"
        case .windowHidden: return "window hidden"
        case .animating: return "animating"
        }
    }
}
