import Foundation

/// How an animation's progress follows time: one of Core Animation's cubic Bézier
/// timing functions, picked by `UIView.AnimationOptions`' curve bits (Apple:
/// CAMediaTimingFunction, "Predefined timing functions"; UIKit maps
/// `.curveEaseInOut` — the default — to `easeInEaseOut`, and so on).
struct AnimationCurve: Equatable {
    /// The control points of the curve from (0, 0) to (1, 1).
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = AnimationCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = AnimationCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = AnimationCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = AnimationCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The curve the options name (bits 16–19; UIKit's raw values).
    init(_ options: UIView.AnimationOptions) {
        switch (options.rawValue >> 16) & 0xF {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .easeInOut
        }
    }

    private init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// The progress (0…1) at `time`, the fraction of the duration elapsed (0…1): the
    /// curve's y where its x is `time`, x found by bisection (the curve's x grows
    /// monotonically for these control points).
    func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        if self == .linear { return t }
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < t { low = mid } else { high = mid }
        }
        return bezier(y1, y2, (low + high) / 2)
    }
}
