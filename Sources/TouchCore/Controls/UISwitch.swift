import Foundation

/// An on/off control that toggles on touch-up-inside (Apple: UISwitch).
///
/// It sends `valueChanged` (and `primaryActionTriggered`) when it toggles and, like
/// the other built-in controls, refuses an ancestor's single-tap recognizer (SPEC G11).
open class UISwitch: UIControl {
    open var isOn: Bool = false

    public override init(frame: CGRect) {
        // A switch has a fixed size on iOS (51 × 31 points).
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? {
        isOn.toggle()
        return [.valueChanged, .primaryActionTriggered]
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusesAncestorTap(gestureRecognizer)
    }
}
