import Foundation
import TouchCore

/// The fidelity switches in force, as the window's footer lists them.
public enum PlaygroundRendererFidelity {
    /// Every fidelity switch (SPEC §10), so the window always shows which mode the
    /// delivery it draws followed: the three that change the order of a log in full,
    /// the tuning values only when a scene changed them.
    public static func summary(_ fidelity: FidelityOptions) -> [String] {
        var parts = ["hit-test ×\(fidelity.hitTestPasses)", "alpha \(fidelity.alphaThresholdInclusive ? "≤" : "<") 0.01"]
        switch fidelity.withheldEndedRelease {
        case .afterDelay(let seconds): parts.append("ended held ≤ \(TraceFormatter.number(CGFloat(seconds))) s")
        case .whenRecognizersDecide: parts.append("ended held until decided")
        }
        parts.append(fidelity.recognizerActionBeforeCancel ? "action first" : "cancel first")
        let defaults = FidelityOptions()
        if fidelity.controlTrackingMargin != defaults.controlTrackingMargin {
            parts.append("control margin \(TraceFormatter.number(fidelity.controlTrackingMargin)) pt")
        }
        if fidelity.scrollContentDelay != defaults.scrollContentDelay {
            parts.append("scroll delay \(TraceFormatter.number(CGFloat(fidelity.scrollContentDelay))) s")
        }
        if fidelity.multiTapInterval != defaults.multiTapInterval || fidelity.multiTapDistance != defaults.multiTapDistance {
            parts.append(
                "multi-tap \(TraceFormatter.number(CGFloat(fidelity.multiTapInterval))) s / \(TraceFormatter.number(fidelity.multiTapDistance)) pt"
            )
        }
        if fidelity.movementSlop != defaults.movementSlop {
            parts.append("slop \(TraceFormatter.number(fidelity.movementSlop)) pt")
        }
        return parts
    }
}
