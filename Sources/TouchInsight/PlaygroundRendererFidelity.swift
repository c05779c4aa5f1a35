import Foundation
import TouchCore

/// The fidelity switches in force (SPEC §10), as the window's footer says
/// them: every switch that changes the order of a log, the tuning values only
/// when a scene changed them, so the window always shows which mode the
/// delivery it draws followed.
public enum PlaygroundRendererFidelity {
    /// Whose behaviour a switch's setting follows (SPEC §10's "default" and
    /// "alternative" columns).
    enum Source: String, CaseIterable {
        case devices = "Follows devices"
        case documentation = "Follows Apple's documentation"
        case seedCode = "Follows the seed articles' code"
        case scene = "Set by this scene"
    }

    /// The footer's line: each switch said in plain words, grouped by whose
    /// behaviour it follows, e.g. "Follows devices: a withheld touchesEnded
    /// is released after 0.15 s; …".
    public static func plainWords(_ fidelity: FidelityOptions) -> String {
        var groups: [Source: [String]] = [:]
        groups[fidelity.hitTestPasses == 1 ? .documentation : .devices, default: []].append(
            fidelity.hitTestPasses == 1 ? "hitTest runs once per touch" : "hitTest runs twice per touch")
        groups[fidelity.alphaThresholdInclusive ? .seedCode : .documentation, default: []].append(
            fidelity.alphaThresholdInclusive ? "a view of alpha ≤ 0.01 is skipped" : "a view of alpha < 0.01 is skipped")
        switch fidelity.withheldEndedRelease {
        case .afterDelay(let seconds):
            groups[.devices, default: []].append(
                "a withheld touchesEnded is released after \(TraceFormatter.number(CGFloat(seconds))) s")
        case .whenRecognizersDecide:
            groups[.documentation, default: []].append("a withheld touchesEnded waits until the recognizers decide")
        }
        if fidelity.recognizerActionBeforeCancel {
            groups[.devices, default: []].append("a recognizer's action runs before touchesCancelled")
        } else {
            groups[.documentation, default: []].append("touchesCancelled comes before a recognizer's action")
        }
        let tuned = tuning(fidelity).map(\.words)
        if !tuned.isEmpty { groups[.scene] = tuned }
        return Source.allCases.compactMap { source in
            groups[source].map { "\(source.rawValue): \($0.joined(separator: "; "))." }
        }.joined(separator: " ")
    }

    /// The switches as a scene file's `fidelity:` section names them, with
    /// their values: what the footer's tooltip shows.
    public static func switchNames(_ fidelity: FidelityOptions) -> String {
        var parts = [
            "hitTestPasses: \(fidelity.hitTestPasses)",
            "alphaThreshold: \"\(fidelity.alphaThresholdInclusive ? "<=" : "<") 0.01\"",
        ]
        switch fidelity.withheldEndedRelease {
        case .afterDelay(let seconds): parts.append("endedRelease: \(TraceFormatter.number(CGFloat(seconds)))")
        case .whenRecognizersDecide: parts.append("endedRelease: whenRecognizersDecide")
        }
        parts.append("cancelOrder: \(fidelity.recognizerActionBeforeCancel ? "actionFirst" : "cancelFirst")")
        parts.append(contentsOf: tuning(fidelity).map(\.name))
        return "Fidelity switches (a scene's fidelity: section; docs/fidelity.md §10): " + parts.joined(separator: ", ")
    }

    /// The tuning values a scene changed from their defaults: in words, and
    /// as the switch with its value.
    static func tuning(_ fidelity: FidelityOptions) -> [(words: String, name: String)] {
        let defaults = FidelityOptions()
        var parts: [(words: String, name: String)] = []
        if fidelity.controlTrackingMargin != defaults.controlTrackingMargin {
            let value = TraceFormatter.number(fidelity.controlTrackingMargin)
            parts.append(("control margin \(value) pt", "controlTrackingMargin: \(value)"))
        }
        if fidelity.scrollContentDelay != defaults.scrollContentDelay {
            let value = TraceFormatter.number(CGFloat(fidelity.scrollContentDelay))
            parts.append(("scroll delay \(value) s", "scrollContentDelay: \(value)"))
        }
        if fidelity.multiTapInterval != defaults.multiTapInterval || fidelity.multiTapDistance != defaults.multiTapDistance {
            let interval = TraceFormatter.number(CGFloat(fidelity.multiTapInterval))
            let distance = TraceFormatter.number(fidelity.multiTapDistance)
            parts.append(
                ("multi-tap \(interval) s / \(distance) pt", "multiTapInterval: \(interval), multiTapDistance: \(distance)"))
        }
        if fidelity.movementSlop != defaults.movementSlop {
            let value = TraceFormatter.number(fidelity.movementSlop)
            parts.append(("slop \(value) pt", "movementSlop: \(value)"))
        }
        return parts
    }
}
