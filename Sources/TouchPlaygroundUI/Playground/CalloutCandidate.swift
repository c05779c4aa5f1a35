import Foundation

/// A place the renderer may put a callout: the origin of its box and what
/// putting it there costs (``PlaygroundRenderer``'s `callout(_:for:)`): its
/// distance from the view.
struct CalloutCandidate {
    var cost: CGFloat
    var origin: CGPoint

    /// Cheaper first, then top to bottom, then left to right.
    static func before(_ a: CalloutCandidate, _ b: CalloutCandidate) -> Bool {
        a.cost < b.cost || (a.cost == b.cost && (a.origin.y, a.origin.x) < (b.origin.y, b.origin.x))
    }
}
