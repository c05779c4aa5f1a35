/// Properties a script changes on one view at a moment of the script: the `set`
/// step, and the values an `animate` step animates to.
///
/// Each property is nil when the step leaves it alone. The keys and their checks
/// are the view keys of the same names (`frame`, `color`, `alpha`, …), so a
/// change reads like the view it changes.
package struct SceneViewChange: Hashable, Sendable {
    /// The view (or window) to change.
    package var view: String
    package var frame: SceneRect?
    package var color: SceneColor?
    package var alpha: Double?
    package var transform: SceneTransform?
    package var isHidden: Bool?
    package var isUserInteractionEnabled: Bool?
    package var isMultipleTouchEnabled: Bool?
    package var isExclusiveTouch: Bool?
    package var clipsToBounds: Bool?
    /// A control's `isEnabled` (UIControl); the loader allows it only on controls.
    package var isEnabled: Bool?

    package init(
        view: String, frame: SceneRect? = nil, color: SceneColor? = nil, alpha: Double? = nil, transform: SceneTransform? = nil,
        isHidden: Bool? = nil, isUserInteractionEnabled: Bool? = nil, isMultipleTouchEnabled: Bool? = nil,
        isExclusiveTouch: Bool? = nil, clipsToBounds: Bool? = nil, isEnabled: Bool? = nil
    ) {
        self.view = view
        self.frame = frame
        self.color = color
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.isExclusiveTouch = isExclusiveTouch
        self.clipsToBounds = clipsToBounds
        self.isEnabled = isEnabled
    }
}
