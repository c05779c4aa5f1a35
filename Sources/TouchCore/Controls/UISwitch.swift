import Foundation

/// An on/off control: a tap toggles it, and dragging its knob across sets it to the
/// side the knob was dragged to (Apple: UISwitch).
///
/// A tap — the finger lifts inside without having moved more than the movement slop
/// along the switch — toggles on touch-up-inside and sends `valueChanged` (and
/// `primaryActionTriggered`). Once the finger has moved farther, the knob follows it:
/// when the knob reaches the other end the switch changes at once, finger still down,
/// and sends `valueChanged` (iOS 7 and later, observed on devices); as the finger lifts,
/// the switch settles on the side of the middle the knob was left on, sending
/// `valueChanged` only if that changed `isOn`. A dragged switch does not toggle again
/// on touch-up-inside (SPEC C2; docs/fidelity.md cites the device reports).
///
/// Its default actions are a single-finger single tap and a single-finger pan of its
/// knob along the switch, so it refuses an ancestor's recognizer for exactly those: a
/// single tap, and a pan that starts on the knob and moves more along the switch than
/// across it when the pan would begin. A pan across the switch, or one that starts on
/// the track beside the knob, goes to the ancestor as usual (SPEC G11; Apple:
/// "Interacting with Other User Interface Controls").
open class UISwitch: UIControl {
    open var isOn: Bool = false

    /// `isOn` and the finger's x when the tracked touch came down.
    private var isOnAtTouchDown = false
    private var touchDownX: CGFloat = 0
    /// Whether the tracked finger has moved past the slop along the switch: a drag,
    /// not a tap.
    private var isDragging = false

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
    /// The playground draws the knob here, so the picture is what hit-testing and the
    /// knob-pan protection test.
    package var knobRect: CGRect { knobRect(on: isOn) }

    private func knobRect(on: Bool) -> CGRect {
        let inset = TouchConstants.switchKnobInset
        let diameter = max(0, min(bounds.height, bounds.width) - 2 * inset)
        let x = on ? bounds.maxX - inset - diameter : bounds.minX + inset
        return CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Where the dragged knob's centre is: where it was at touch-down moved by the
    /// finger's travel along the switch, kept between its off and on places.
    private func draggedKnobCenterX(fingerX: CGFloat) -> CGFloat {
        let off = knobRect(on: false).midX, on = knobRect(on: true).midX
        return min(max(knobRect(on: isOnAtTouchDown).midX + fingerX - touchDownX, off), on)
    }

    private func change(to on: Bool, _ event: UIEvent?) {
        guard on != isOn else { return }
        isOn = on
        send([.valueChanged, .primaryActionTriggered], event)
    }

    // MARK: Tracking (SPEC C1, C2)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        isOnAtTouchDown = isOn
        touchDownX = touch.location(in: self).x
        isDragging = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let slop = application?.fidelity.movementSlop ?? TouchConstants.movementSlop
        if !isDragging && abs(x - touchDownX) > slop { isDragging = true }
        guard isDragging else { return true }
        // The knob at an end: the switch takes that side while the finger is down.
        let center = draggedKnobCenterX(fingerX: x)
        if center >= knobRect(on: true).midX { change(to: true, event) }
        if center <= knobRect(on: false).midX { change(to: false, event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard isDragging, let touch else { return }
        // Released part-way: the knob settles on the side of the middle it was left on.
        change(to: draggedKnobCenterX(fingerX: touch.location(in: self).x) > bounds.midX, event)
    }

    open override func primaryEvents(forTouchUpInside touch: UITouch) -> Event? {
        // A drag has already set the switch; only a tap toggles.
        guard !isDragging else { return nil }
        isOn.toggle()
        return [.valueChanged, .primaryActionTriggered]
    }

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        if isSingleFingerSingleTap(recognizer) { return true }
        // Apple names a pan for the switch's knob (a swipe only for a slider's thumb).
        guard recognizer is UIPanGestureRecognizer, let drag = singleFingerDrag(of: recognizer) else { return false }
        // The knob where it was when this finger came down: a drag may have moved it.
        let knob = isTracking ? knobRect(on: isOnAtTouchDown) : knobRect
        return knob.contains(drag.start) && abs(drag.translation.x) > abs(drag.translation.y)
    }
}
