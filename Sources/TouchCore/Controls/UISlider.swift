import Foundation

/// A control for picking a value along a horizontal track by dragging its thumb
/// (Apple: UISlider).
///
/// Tracking starts only from the thumb: for a touch on the track away from it
/// `beginTracking` returns false, and the slider then does not track that touch at all —
/// no highlight, no `touchDown`, no drag or touch-up events — and, like any control,
/// does not pass it up the responder chain (SPEC C1; devices leave a slider unhighlighted under a track tap, the
/// reports docs/fidelity.md cites). The thumb's hit area is its `thumbRect`: no source
/// gives UIKit's a margin around it. The thumb
/// then follows the finger's movement — grabbed off-centre, it keeps its place under
/// the finger instead of jumping — and `valueChanged` is sent on every change when
/// `isContinuous`, otherwise once as the finger lifts. The geometry is UIKit's
/// overridable pair `trackRect(forBounds:)` and `thumbRect(forBounds:trackRect:value:)`,
/// with the sizes in `TouchConstants`.
///
/// Its default action is dragging the thumb, so it refuses an ancestor's single-finger
/// pan or swipe that starts on the thumb and moves parallel to the slider (more along
/// the slider than across it, in the slider's own coordinates, when the recognizer
/// would begin), and nothing else: a drag across the slider, one that starts on the
/// track, and taps go to the ancestor as usual (SPEC G11; Apple: "Interacting with
/// Other User Interface Controls", which lists no slider for taps).
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var value: Float = 0
    open var isContinuous: Bool = true

    /// The touch that grabbed the thumb, and the value when it did.
    private weak var thumbTouch: UITouch?
    private var valueAtGrab: Float = 0
    /// How far the thumb's centre lies from the finger, kept while dragging.
    private var grabOffset: CGFloat = 0

    // MARK: Geometry (Apple: overrides for subclasses)

    /// The track: the whole width of `bounds`, `TouchConstants.sliderTrackHeight` high,
    /// centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let height = TouchConstants.sliderTrackHeight
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    /// The thumb for `value` (pinned to the range): `TouchConstants.sliderThumbSize`,
    /// centred on the track vertically, its left edge on the track's left end at
    /// `minimumValue` and its right edge on the track's right end at `maximumValue`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = TouchConstants.sliderThumbSize
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat(min(max((value - minimumValue) / range, 0), 1)) : 0
        return CGRect(
            x: rect.minX + fraction * (rect.width - size.width), y: rect.midY - size.height / 2,
            width: size.width, height: size.height)
    }

    private func thumbRect(for value: Float) -> CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// The value that puts the thumb's centre at `x`, pinned to the range.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let lowest = thumbRect(for: minimumValue), highest = thumbRect(for: maximumValue)
        let travel = highest.midX - lowest.midX
        guard travel > 0 else { return value }
        let fraction = Float(min(max((x - lowest.midX) / travel, 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    // MARK: Tracking (SPEC C1)

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(for: value)
        guard thumb.contains(point) else { return false }
        thumbTouch = touch
        valueAtGrab = value
        grabOffset = thumb.midX - point.x
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(forThumbCenterX: touch.location(in: self).x + grabOffset)
        guard newValue != value else { return true }
        value = newValue
        if isContinuous { send(.valueChanged, event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtGrab { send(.valueChanged, event) }
        thumbTouch = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        thumbTouch = nil
    }

    // MARK: Protection (SPEC G11)

    override func overlapsDefaultAction(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let drag = singleFingerDrag(of: recognizer) else { return false }
        // The thumb where it was when this finger came down: it may have followed the
        // finger since.
        let thumb = thumbRect(for: drag.touch === thumbTouch ? valueAtGrab : value)
        return thumb.contains(drag.start) && abs(drag.translation.x) > abs(drag.translation.y)
    }
}
