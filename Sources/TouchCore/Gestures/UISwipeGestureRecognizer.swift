import Foundation

/// A discrete recognizer for a quick stroke in one direction (Apple: UISwipeGestureRecognizer).
///
/// It recognizes once the fingers travel `minimumDistance` along `direction` fast
/// enough (`minimumVelocity`) within `maximumDuration`, and fails when they stray more
/// sideways than along, go the other way, or are too slow. Apple documents only the
/// direction and touch count; the thresholds are observed values (TouchConstants).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired: Int = 1
    open var minimumDistance: CGFloat = TouchConstants.swipeMinimumDistance
    open var minimumVelocity: CGFloat = TouchConstants.swipeMinimumVelocity
    open var maximumDuration: TimeInterval = TouchConstants.swipeMaximumDuration

    private var start: (point: CGPoint, time: TimeInterval)?

    private func centroid() -> CGPoint {
        location(in: nil)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = (centroid(), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        evaluate(event, final: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        evaluate(event, final: true)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    private func evaluate(_ event: UIEvent, final: Bool) {
        guard state == .possible, let start else { return }
        let delta = centroid() - start.point
        let elapsed = event.timestamp - start.time
        let along: CGFloat
        let across: CGFloat
        switch true {
        case direction.contains(.right) && delta.x > 0, direction.contains(.left) && delta.x < 0:
            along = abs(delta.x); across = abs(delta.y)
        case direction.contains(.down) && delta.y > 0, direction.contains(.up) && delta.y < 0:
            along = abs(delta.y); across = abs(delta.x)
        default:
            // Moving against every allowed direction beyond the slop fails the swipe.
            if max(abs(delta.x), abs(delta.y)) > TouchConstants.movementSlop || final { state = .failed }
            return
        }
        if elapsed > maximumDuration || across > along && across > TouchConstants.movementSlop {
            state = .failed
            return
        }
        let speed = elapsed > 0 ? along / CGFloat(elapsed) : .infinity
        if along >= minimumDistance && speed >= minimumVelocity && numberOfTouches == numberOfTouchesRequired {
            state = .recognized
        } else if final {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
