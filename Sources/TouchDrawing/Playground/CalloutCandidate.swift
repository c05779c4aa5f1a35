import Foundation

/// A place the renderer may put a callout: the origin of its box and what
/// putting it there costs (``PlaygroundRenderer``'s `callout(_:for:)`).
///
/// The cost starts as the distance from the view and is settled
/// (``isFinal``) once it is known whether the box would cover another view.
struct CalloutCandidate {
    var cost: CGFloat
    var origin: CGPoint
    /// Whether ``cost`` includes the charge for covering another view.
    var isFinal: Bool

    /// Cheaper first, then top to bottom, then left to right.
    static func before(_ a: CalloutCandidate, _ b: CalloutCandidate) -> Bool {
        a.cost < b.cost || (a.cost == b.cost && (a.origin.y, a.origin.x) < (b.origin.y, b.origin.x))
    }
}
