import Foundation

/// A continuous recognizer for two fingers pinching (Apple: UIPinchGestureRecognizer).
///
/// `scale` is the current finger distance over the distance when they both landed; it
/// begins once the distance changed by `beginDistance` points. Pinch and rotation
/// prevent each other unless a delegate allows them together (SPEC §6 defaults). It
/// changes only while both fingers touch, and ends when both have lifted.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    public private(set) var velocity: CGFloat = 0
    open var beginDistance: CGFloat = TouchConstants.pinchBeginDistance

    private var start: TwoFingerGesture?
    private var last: (scale: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if start == nil { start = TwoFingerGesture(trackedTouches) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let start, start.distance > 0, let now = TwoFingerGesture(trackedTouches) else { return }
        let newScale = now.distance / start.distance
        if let last, event.timestamp > last.time {
            velocity = (newScale - last.scale) / CGFloat(event.timestamp - last.time)
        }
        last = (newScale, event.timestamp)
        scale = newScale
        if state == .possible {
            if abs(now.distance - start.distance) > beginDistance { state = .began }
        } else if state.isInProgress {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state.isInProgress {
            // Apple's class page: the gesture ends when both fingers have lifted; with
            // one still down it goes on, and changes again only while two touch.
            if !trackedTouches.contains(where: \.isActive) { state = .ended }
        } else if state == .possible {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
        start = nil
        last = nil
    }
}
