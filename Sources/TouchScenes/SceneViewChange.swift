/// Properties a script changes on one view at a moment of the script: the `set`
/// step, and the values an `animate` step animates to.
///
/// Each property is nil when the step leaves it alone. The keys and their checks
/// are the view keys of the same names (`frame`, `color`, `alpha`, …), so a
/// change reads like the view it changes.
public struct SceneViewChange: Hashable, Sendable {
    /// The view (or window) to change.
    public var view: String
    public var frame: SceneRect?
    public var color: SceneColor?
    public var alpha: Double?
    public var transform: SceneTransform?
    public var isHidden: Bool?
    public var isUserInteractionEnabled: Bool?
    public var isMultipleTouchEnabled: Bool?
    public var isExclusiveTouch: Bool?
    public var clipsToBounds: Bool?
    /// A control's `isEnabled` (UIControl); the loader allows it only on controls.
    public var isEnabled: Bool?

    public init(
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
