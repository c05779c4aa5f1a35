import Foundation

/// A control with a − half and a + half that decrement and increment a value
/// (Apple: UIStepper).
///
/// As the finger comes down on a half, `value` changes by `stepValue`, pinned to
/// `minimumValue`…`maximumValue` — or, if the stepper `wraps`, carried round to the
/// other end — and `valueChanged` (with `primaryActionTriggered`, SPEC C2) is sent
/// then, or once as the finger lifts when the stepper is not `isContinuous`. A value
/// set in code is pinned to the range. Holding a half does not repeat the step (UIKit's
/// `autorepeat` is not modelled).
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
    open var value: Double = 0 {
        didSet {
            let pinned = min(max(value, minimumValue), maximumValue)
            if pinned != value { value = pinned }
        }
    }

    private var valueAtTouchDown: Double = 0

    public override init(frame: CGRect) {
        // A stepper has a fixed size on iOS (94 × 32 points since iOS 13).
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        valueAtTouchDown = value
        let increments = touch.location(in: self).x >= bounds.midX
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
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtTouchDown { send([.valueChanged, .primaryActionTriggered], event) }
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
