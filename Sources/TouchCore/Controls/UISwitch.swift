import Foundation

/// An on/off control that toggles on touch-up-inside (Apple: UISwitch).
///
/// It sends `valueChanged` (and `primaryActionTriggered`) when it toggles. Its default
/// actions are a single-finger single tap and a single-finger pan of its knob along
/// the switch, so it refuses an ancestor's recognizer for exactly those: a single tap,
/// and a pan that starts on the knob and moves more along the switch than across it
/// when the pan would begin. A pan across the switch, or one that starts on the track
/// beside the knob, goes to the ancestor as usual (SPEC G11; Apple: "Interacting with
/// Other User Interface Controls").
open class UISwitch: UIControl {
    open var isOn: Bool = false

    public override init(frame: CGRect) {
        // A switch has a fixed size on iOS (51 × 31 points).
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The knob, in the switch's coordinates (not UIKit API; UIKit draws it privately):
    /// a circle as tall as the switch less `TouchConstants.switchKnobInset` above and
    /// below, that far from the left end when off and from the right end when on.
    var knobRect: CGRect {
        let inset = TouchConstants.switchKnobInset
        let diameter = max(0, min(bounds.height, bounds.width) - 2 * inset)
        let x = isOn ? bounds.maxX - inset - diameter : bounds.minX + inset
        return CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? {
        isOn.toggle()
        return [.valueChanged, .primaryActionTriggered]
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        if isSingleFingerSingleTap(recognizer) { return true }
        // Apple names a pan for the switch's knob (a swipe only for a slider's thumb).
        guard recognizer is UIPanGestureRecognizer, let drag = singleFingerDrag(of: recognizer) else { return false }
        return knobRect.contains(drag.start) && abs(drag.translation.x) > abs(drag.translation.y)
    }
}
