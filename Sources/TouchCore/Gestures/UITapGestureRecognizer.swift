import Foundation

/// A discrete recognizer for one or more taps of one or more fingers
/// (Apple: UITapGestureRecognizer).
///
/// It fails when a finger moves more than `allowableMovement` (SPEC §6: about 10 pt),
/// when a finger stays down longer than `maximumTapDuration` (seed 002 phenomenon 3:
/// a long press on a cell makes the tap fail), when more fingers than
/// `numberOfTouchesRequired` land, or when the next tap of a multi-tap does not come
/// within `maximumIntervalBetweenTaps`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
    open var numberOfTouchesRequired: Int = 1
    /// Movement that fails the tap; nil follows the application's `movementSlop`
    /// fidelity switch (SPEC §10, 10 pt).
    open var allowableMovement: CGFloat?
    open var maximumTapDuration: TimeInterval = TouchConstants.tapMaximumDuration
    open var maximumIntervalBetweenTaps: TimeInterval = TouchConstants.tapMaximumInterval
    /// How far apart two taps of a multi-tap may land (SPEC T4).
    open var maximumDistanceBetweenTaps: CGFloat = TouchConstants.multiTapDistance

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var durationTimer: VirtualClock.Timer?
    private var intervalTimer: VirtualClock.Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        clock?.cancel(intervalTimer)
        intervalTimer = nil
        for touch in touches {
            let location = touch.location(in: nil)
            starts[ObjectIdentifier(touch)] = location
            if let first = firstTapLocation, first.distance(to: location) > maximumDistanceBetweenTaps {
                state = .failed
                return
            }
        }
        fingersThisTap = max(fingersThisTap, numberOfTouches)
        if fingersThisTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if durationTimer == nil {
            durationTimer = clock?.schedule(
                after: maximumTapDuration, purpose: .maximumTapDuration(recognizer: traceSubject, duration: maximumTapDuration)
            ) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.durationTimer = nil
                self.state = .failed
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if start.distance(to: touch.location(in: nil)) > (allowableMovement ?? fidelity.movementSlop) {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The tap is complete when every finger of it has lifted.
        guard trackedTouches.allSatisfy({ !$0.isActive }) else { return }
        clock?.cancel(durationTimer)
        durationTimer = nil
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = touches.first?.location(in: nil) }
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = clock?.schedule(
                after: maximumIntervalBetweenTaps,
                purpose: .tapInterval(recognizer: traceSubject, interval: maximumIntervalBetweenTaps)
            ) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.intervalTimer = nil
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        starts.removeAll()
        firstTapLocation = nil
        clock?.cancel(durationTimer)
        clock?.cancel(intervalTimer)
        durationTimer = nil
        intervalTimer = nil
    }
}
