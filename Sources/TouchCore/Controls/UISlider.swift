import Foundation

/// A control for picking a value along a horizontal track (Apple: UISlider).
///
/// Tracking follows the finger across the whole track and sends `valueChanged` on
/// every change (continuous). It refuses an ancestor's single taps, and its ancestors'
/// pans and swipes, so dragging the thumb never scrolls the page (SPEC G11; Apple:
/// UIView.gestureRecognizerShouldBegin(_:) names UISlider as the example).
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var value: Float = 0
    open var isContinuous: Bool = true

    private func value(at touch: UITouch) -> Float {
        let x = touch.location(in: self).x
        let fraction = bounds.width > 0 ? Float(min(max(x / bounds.width, 0), 1)) : 0
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(to: value(at: touch), event)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(to: value(at: touch), event)
        return true
    }

    private func update(to newValue: Float, _ event: UIEvent?) {
        guard newValue != value else { return }
        value = newValue
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view === self { return true }
        if gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer { return false }
        return !refusesAncestorTap(gestureRecognizer)
    }
}
