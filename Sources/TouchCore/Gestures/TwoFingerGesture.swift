import Foundation

/// The geometry two fingers make, shared by pinch and rotation.
struct TwoFingerGesture {
    let distance: CGFloat
    let angle: CGFloat

    init?(_ touches: [UITouch]) {
        let active = touches.filter(\.isActive)
        guard active.count >= 2 else { return nil }
        let a = active[0].location(in: nil), b = active[1].location(in: nil)
        distance = a.distance(to: b)
        angle = CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }

    /// The signed smallest turn from `other` to `self`, in radians.
    func rotation(from other: TwoFingerGesture) -> CGFloat {
        var turn = angle - other.angle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        return turn
    }
}
