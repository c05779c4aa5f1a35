import Foundation
import TouchScenes

/// Generated scenes that sit at the loader's limits (``TouchScenes/SceneLimits``)
/// in the shapes that cost `touchlab trace` the most, so a benchmark can show that
/// the worst scene a file may describe still plays quickly (docs/robustness.md).
///
/// Each shape has one script as long as `framesPerScript` and `scriptWork` allow
/// for its views and recognizers — not one more tap or drag would load — and
/// puts the work where tracing pays most for it:
///
/// - ``Shape/simultaneousRecognizers``: as many tap recognizers on one view as
///   still leave room for a tap (`recognizers`, or one less), every one allowed to
///   recognize with every other (`simultaneousWith: all`). Each tap makes every
///   recognizer recognize, and each recognition asks the delegates about every
///   other recognizer still possible (SPEC G8): half the recognizers' square of
///   traced questions per tap.
/// - ``Shape/hitTestWalk``: `views` views side by side under one view, every one
///   logging its touches, and the taps land in the backmost, so every touch's
///   hit-test asks each sibling in turn (SPEC H3) and each answer is traced.
/// - ``Shape/deepDrags``: one chain of views `depth` deep, all logging, a pan on
///   the deepest that leaves the view its touches, and drags of 1,000 moves
///   there: every move goes to the pan and on up the whole chain of views
///   (SPEC R2), and a small scene may play the most frames.
public struct WorstScene: Hashable, Sendable {
    public enum Shape: String, CaseIterable, Codable, Hashable, Sendable {
        case simultaneousRecognizers = "simultaneous-recognizers"
        case hitTestWalk = "hit-test-walk"
        case deepDrags = "deep-drags"
    }

    public var shape: Shape
    public var limits: SceneLimits

    public init(shape: Shape, limits: SceneLimits = .default) {
        self.shape = shape
        self.limits = limits
    }

    /// The default limits with the counts of views, recognizers, frames and work
    /// multiplied by `factor` (at least a few of each), for quick runs in tests.
    public static func scaledLimits(_ factor: Double) -> SceneLimits {
        var limits = SceneLimits.default
        func scale(_ value: Int, least: Int) -> Int { max(least, Int((Double(value) * factor).rounded())) }
        limits.views = scale(limits.views, least: 8)
        limits.depth = scale(limits.depth, least: 3)
        limits.recognizers = scale(limits.recognizers, least: 2)
        limits.framesPerScript = scale(limits.framesPerScript, least: 40)
        limits.scriptWork = scale(limits.scriptWork, least: 400)
        return limits
    }

    /// The name of the one script.
    public static let scriptName = "worst"

    /// Views the scene has, windows included (the loader's count).
    public var views: Int {
        switch shape {
        case .simultaneousRecognizers: return 3
        case .hitTestWalk: return limits.views
        case .deepDrags: return limits.depth + 1
        }
    }

    public var recognizers: Int {
        switch shape {
        case .simultaneousRecognizers:
            // The most that leave room for one tap (two frames) within the work limit.
            var count = limits.recognizers
            while count > 1 && 2 * (views + count * count) > limits.scriptWork { count -= 1 }
            return count
        case .hitTestWalk: return 0
        case .deepDrags: return 1
        }
    }

    /// Input frames of the script: as many as the limits allow, in whole taps
    /// (two frames) for the tapping shapes.
    public var frames: Int {
        let most = min(limits.framesPerScript, limits.scriptWork / (views + recognizers * recognizers))
        switch shape {
        case .simultaneousRecognizers, .hitTestWalk: return min(most, limits.stepsPerScript * 20) / 2 * 2
        case .deepDrags: return most
        }
    }

    /// The scene file.
    public func yaml() -> String {
        var out = "name: worst-\(shape.rawValue)\nwindows:\n  - name: W\n    frame: [0, 0, 400, 800]\n"
        out += "    root:\n      name: C\n      view:\n        name: Root\n"
        out.reserveCapacity(views * 80 + recognizers * 90 + frames * 4)
        switch shape {
        case .simultaneousRecognizers:
            out += "        recognizers:\n"
            for index in 0..<recognizers {
                out += "          - {kind: tap, name: R\(index), simultaneousWith: all}\n"
            }
            out += "        subviews:\n          - {name: Target, frame: [0, 0, 400, 400], log: [touches]}\n"
            out += tapScript()
        case .hitTestWalk:
            // The window and Root are two of the views; the rest are Root's
            // subviews, the first (backmost) under the taps, the others beside them.
            out += "        subviews:\n"
            out += "          - {name: V0, frame: [0, 0, 40, 40], log: [touches]}\n"
            for index in 1..<max(1, views - 2) {
                out += "          - {name: V\(index), frame: [100, 100, 10, 10], log: [touches]}\n"
            }
            out += tapScript()
        case .deepDrags:
            out += deepChain()
            out += dragScript()
        }
        return out
    }

    /// Steps of ten quick taps on `[10, 10]` up to the frame limit.
    private func tapScript() -> String {
        var out = "scripts:\n  \(Self.scriptName):\n"
        var frames = frames
        while frames >= 2 {
            let taps = min(10, frames / 2)
            out += "    - tap: {at: [10, 10], count: \(taps), hold: 0.01, interval: 0.01}\n"
            frames -= taps * 2
        }
        return out
    }

    /// One chain of views under Root down to `depth` (Root is level 1), a pan
    /// on the deepest.
    private func deepChain() -> String {
        var out = "        log: [touches]\n"
        for level in 0..<(views - 2) {
            let pad = String(repeating: "    ", count: level)
            out += pad + "        subviews:\n"
            out += pad + "          - name: V\(level)\n"
            out += pad + "            frame: [0, 0, 400, 800]\n"
            out += pad + "            log: [touches]\n"
            if level == views - 3 {
                out += pad + "            recognizers: [{kind: pan, name: Pan, cancelsTouchesInView: false}]\n"
            }
        }
        return out
    }

    /// Drags of 1,000 moves (1,002 frames), then a shorter one, up to the frame limit.
    private func dragScript() -> String {
        var out = "scripts:\n  \(Self.scriptName):\n"
        var frames = frames
        var down = true
        while frames >= 3 {
            let moves = min(1_000, frames - 2)
            out += "    - drag: {from: [200, \(down ? 100 : 700)], by: [0, \(down ? 500 : -500)], duration: 1, steps: \(moves)}\n"
            frames -= moves + 2
            down.toggle()
        }
        return out
    }
}
