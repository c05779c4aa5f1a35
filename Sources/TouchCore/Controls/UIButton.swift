import Foundation

/// A control that performs an action on touch-up-inside (Apple: UIButton).
///
/// Unlike a custom `UIControl`, a button keeps an ancestor's single-tap recognizer from
/// beginning, so tapping it fires the button's action (SPEC G11, seed 002 example 1);
/// a recognizer attached to the button itself still gets the first chance (example 2).
open class UIButton: UIControl {
    open var title: String?

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? { .primaryActionTriggered }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusesAncestorTap(gestureRecognizer)
    }
}
