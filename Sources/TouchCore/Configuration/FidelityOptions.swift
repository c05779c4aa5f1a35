import Foundation

/// Where Apple's text and real devices disagree, the core offers both (SPEC §10).
///
/// The defaults follow devices unless SPEC says otherwise; the window shows which
/// mode is active. Every option here changes an observable delivery decision, and
/// the trace records the value it used.
public struct FidelityOptions: Equatable, Sendable {
    /// How `touchesEnded` withheld by `delaysTouchesEnded` is released (SPEC G4).
    public enum WithheldEndedRelease: Equatable, Sendable {
        /// Devices: released at most `seconds` after the touch ended, or earlier when
        /// every recognizer has decided.
        case afterDelay(TimeInterval)
        /// Apple's guide: released only when every recognizer has decided.
        case whenRecognizersDecide
    }

    /// Devices call `hitTest` twice per new touch (SPEC H7); 1 or 2.
    public var hitTestPasses: Int = 1
    /// `false`: hidden below 0.01 (Apple); `true`: at or below 0.01 (the seed code's `<=`).
    public var alphaThresholdInclusive: Bool = false
    public var withheldEndedRelease: WithheldEndedRelease = .afterDelay(TouchConstants.withheldEndedReleaseDelay)
    /// `true`: a recognizer's action runs before the view's `touchesCancelled` in the
    /// same event (devices, seed 002); `false`: cancel first (Apple's guide). SPEC G13.
    public var recognizerActionBeforeCancel: Bool = true
    /// Points a control's bounds grow by when judging "inside" (SPEC C3).
    public var controlTrackingMargin: CGFloat = TouchConstants.controlTrackingMargin
    /// Default `UIScrollView` content-touch delay (SPEC S1).
    public var scrollContentDelay: TimeInterval = TouchConstants.scrollContentDelay
    /// Multi-tap rules for `UITouch.tapCount` (SPEC T4).
    public var multiTapInterval: TimeInterval = TouchConstants.multiTapInterval
    public var multiTapDistance: CGFloat = TouchConstants.multiTapDistance
    /// Default tap and pan movement slop in points (SPEC §6).
    public var movementSlop: CGFloat = TouchConstants.movementSlop

    public init() {}
}
