import Foundation

/// A control that performs an action on touch-up-inside (Apple: UIButton).
///
/// Its default action is a single-finger single tap, so it refuses an ancestor's
/// recognizer for exactly that gesture and tapping it fires the button's action
/// (SPEC G11; Apple: "Interacting with Other User Interface Controls"; seed 002
/// example 1). An ancestor's double tap, two-finger tap or long press recognizes as
/// usual, and a recognizer attached to the button itself gets the first chance
/// (example 2).
open class UIButton: UIControl {
    open var title: String?

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? { .primaryActionTriggered }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(recognizer)
    }
}
