/// A scene's choices for the fidelity switches of SPEC §10: places where Apple's
/// text and devices disagree, or where UIKit's numbers are undocumented.
///
/// Each field is nil unless the scene sets it, and nil means "the core's default"
/// as SPEC §10 states it; the defaults are not repeated here so they live in one
/// place. Times are in seconds, distances in points.
public struct SceneFidelity: Hashable, Sendable {
    /// Hit-test passes per new touch: 1, or 2 as on devices (SPEC H7).
    public var hitTestPasses: Int?
    public var alphaRule: SceneAlphaRule?
    public var endedRelease: SceneEndedRelease?
    public var cancelOrder: SceneCancelOrder?
    /// How far outside its bounds a control still counts a touch as inside (SPEC C3).
    public var controlTrackingMargin: Double?
    /// How long a scroll view holds back its content's `touchesBegan` (SPEC S1).
    public var scrollContentDelay: Double?
    /// The longest pause between taps that still counts them together (SPEC T4).
    public var multiTapInterval: Double?
    /// The farthest apart two taps may land and still count together (SPEC T4).
    public var multiTapDistance: Double?
    /// How far a finger may move before a tap fails or a pan begins (SPEC §6).
    public var movementSlop: Double?

    public init(
        hitTestPasses: Int? = nil,
        alphaRule: SceneAlphaRule? = nil,
        endedRelease: SceneEndedRelease? = nil,
        cancelOrder: SceneCancelOrder? = nil,
        controlTrackingMargin: Double? = nil,
        scrollContentDelay: Double? = nil,
        multiTapInterval: Double? = nil,
        multiTapDistance: Double? = nil,
        movementSlop: Double? = nil
    ) {
        self.hitTestPasses = hitTestPasses
        self.alphaRule = alphaRule
        self.endedRelease = endedRelease
        self.cancelOrder = cancelOrder
        self.controlTrackingMargin = controlTrackingMargin
        self.scrollContentDelay = scrollContentDelay
        self.multiTapInterval = multiTapInterval
        self.multiTapDistance = multiTapDistance
        self.movementSlop = movementSlop
    }
}
