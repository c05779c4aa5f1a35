import Foundation

/// A continuous recognizer for two fingers turning (Apple: UIRotationGestureRecognizer).
///
/// `rotation` is in radians since both fingers landed, positive clockwise on screen;
/// it begins once the turn exceeds `beginAngle`, changes only while both fingers
/// touch, and ends when both have lifted.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    public private(set) var velocity: CGFloat = 0
    open var beginAngle: CGFloat = TouchConstants.rotationBeginAngle

    private var start: TwoFingerGesture?
    private var last: (rotation: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if start == nil { start = TwoFingerGesture(trackedTouches) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let start, let now = TwoFingerGesture(trackedTouches) else { return }
        let turned = now.rotation(from: start)
        if let last, event.timestamp > last.time {
            velocity = (turned - last.rotation) / CGFloat(event.timestamp - last.time)
        }
        last = (turned, event.timestamp)
        rotation = turned
        if state == .possible {
            if abs(turned) > beginAngle { state = .began }
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
        rotation = 0
        velocity = 0
        start = nil
        last = nil
    }
}
