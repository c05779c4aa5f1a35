import Foundation

/// A continuous recognizer for a finger held still (Apple: UILongPressGestureRecognizer).
///
/// It begins once the fingers have stayed within `allowableMovement` (10 pt) for
/// `minimumPressDuration` (0.5 s), reports changes while they move, and ends when they
/// lift. Moving too far or lifting early makes it fail.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = TouchConstants.longPressMinimumDuration
    open var allowableMovement: CGFloat = TouchConstants.longPressAllowableMovement
    open var numberOfTouchesRequired: Int = 1
    /// Quick taps before the press (Apple: UILongPressGestureRecognizer.numberOfTapsRequired,
    /// default 0): a press is the touch whose `tapCount` is one more (SPEC T4's rules).
    open var numberOfTapsRequired: Int = 0

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: VirtualClock.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if state == .possible && touches.contains(where: { $0.tapCount != numberOfTapsRequired + 1 }) {
            state = .failed
            return
        }
        if state == .possible && numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired && timer == nil && state == .possible {
            timer = clock?.schedule(
                after: minimumPressDuration,
                purpose: .minimumPressDuration(recognizer: traceSubject, duration: minimumPressDuration)
            ) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.timer = nil
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .possible {
            let strayed = touches.contains { touch in
                starts[ObjectIdentifier(touch)].map { $0.distance(to: touch.location(in: nil)) > allowableMovement } ?? false
            }
            if strayed { state = .failed }
        } else if state.isInProgress {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state.isInProgress {
            state = .ended
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
        starts.removeAll()
        clock?.cancel(timer)
        timer = nil
    }
}
