import Foundation

/// A control with a − half and a + half that decrement and increment a value
/// (Apple: UIStepper).
///
/// As the finger comes down on a half, `value` changes by `stepValue`, pinned to
/// `minimumValue`…`maximumValue` — or, if the stepper `wraps`, carried round to the
/// other end — and `valueChanged` (with `primaryActionTriggered`, SPEC C2) is sent
/// then, or once as the finger lifts when the stepper is not `isContinuous`. A value
/// set in code is pinned to the range. With `autorepeat` (UIKit's default), holding a
/// half steps again after ``TouchConstants/stepperAutorepeatDelay`` and then every
/// ``TouchConstants/stepperAutorepeatInterval`` while the finger stays inside, until it
/// lifts (Apple: UIStepper.autorepeat); each repeat is a timer the trace heads.
///
/// Its default action is a single-finger single tap, so it refuses an ancestor's
/// recognizer for exactly that gesture (SPEC G11; Apple: "Interacting with Other User
/// Interface Controls").
open class UIStepper: UIControl {
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var isContinuous: Bool = true
    open var wraps: Bool = false
    /// Holding + or − keeps stepping (Apple: UIStepper.autorepeat, default true).
    open var autorepeat: Bool = true
    open var value: Double = 0 {
        didSet {
            let pinned = min(max(value, minimumValue), maximumValue)
            if pinned != value { value = pinned }
        }
    }

    private var valueAtTouchDown: Double = 0
    private var repeatTimer: VirtualClock.Timer?

    public override init(frame: CGRect) {
        // A stepper has a fixed size on iOS (94 × 32 points since iOS 13).
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = value
        let increments = touch.location(in: self).x >= bounds.midX
        step(increments: increments, event)
        if autorepeat { scheduleRepeat(increments: increments, after: TouchConstants.stepperAutorepeatDelay, event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous && value != valueAtTouchDown { send([.valueChanged, .primaryActionTriggered], event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }

    /// One step up or down, pinned or carried round, and its actions when continuous.
    private func step(increments: Bool, _ event: UIEvent?) {
        var stepped = value + (increments ? stepValue : -stepValue)
        if stepped > maximumValue {
            stepped = wraps ? minimumValue : maximumValue
        } else if stepped < minimumValue {
            stepped = wraps ? maximumValue : minimumValue
        }
        if stepped != value {
            value = stepped
            if isContinuous { send([.valueChanged, .primaryActionTriggered], event) }
        }
    }

    /// The next repeat of a held half, on the application's clock. A finger dragged
    /// outside the stepper (no longer highlighted) pauses the steps, not the timer.
    private func scheduleRepeat(increments: Bool, after delay: TimeInterval, _ event: UIEvent?) {
        guard let clock = application?.clock else { return }
        repeatTimer = clock.schedule(after: delay, purpose: .stepperAutorepeat(stepper: traceSubject, after: delay)) {
            [weak self] in
            guard let self, self.isTracking, self.autorepeat else { return }
            if self.isHighlighted { self.step(increments: increments, event) }
            self.scheduleRepeat(increments: increments, after: TouchConstants.stepperAutorepeatInterval, event)
        }
    }

    private func stopRepeating() {
        application?.clock.cancel(repeatTimer)
        repeatTimer = nil
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
