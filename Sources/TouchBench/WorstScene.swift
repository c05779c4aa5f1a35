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
/// - ``Shape/tables``: two full-screen tables whose rows fill the rest of
///   `views` (a row is a cell, and counts as a view), the taps on the front
///   table's first row, so every touch's hit-test asks each of its cells,
///   backmost last (SPEC H3), and each tap selects the row.
/// - ``Shape/longNames``: ``Shape/hitTestWalk`` in a grid, with every name as
///   long as a name may be (64 characters): every visited view needs a label, and long
///   names need callouts (2,000 names of 20 characters once made a picture
///   cost seconds).
/// - ``Shape/shakes``: the deep chain with its deepest view first responder
///   and every level logging motion, and as many shakes as a script may have
///   steps: shakes make no input frames, so `scriptWork` does not bound them,
///   and each travels the whole chain (SPEC F2).
/// - ``Shape/animations``: `views` views and as many `animate` steps as a
///   script may have, each on another view, all still in flight at the last
///   tap and in the picture: animations make no frames either.
package struct WorstScene: Hashable, Sendable {
    package enum Shape: String, CaseIterable, Codable, Hashable, Sendable {
        case simultaneousRecognizers = "simultaneous-recognizers"
        case hitTestWalk = "hit-test-walk"
        case deepDrags = "deep-drags"
        case tables
        case longNames = "long-names"
        case shakes
        case animations
    }

    package var shape: Shape
    package var limits: SceneLimits

    package init(shape: Shape, limits: SceneLimits = .default) {
        self.shape = shape
        self.limits = limits
    }

    /// The default limits with the counts of views, recognizers, frames and work
    /// multiplied by `factor` (at least a few of each), for quick runs in tests.
    package static func scaledLimits(_ factor: Double) -> SceneLimits {
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
    package static let scriptName = "worst"

    /// Views the scene has, windows included (the loader's count).
    package var views: Int {
        switch shape {
        case .simultaneousRecognizers: return 3
        case .hitTestWalk, .tables, .longNames, .animations: return limits.views
        case .deepDrags, .shakes: return limits.depth + 1
        }
    }

    /// Rows of each of the two tables of ``Shape/tables``: the window, Root and
    /// the two tables are the other views (at most `tableRows` each).
    package var rowsPerTable: Int {
        min(limits.tableRows, max(0, views - 4) / 2)
    }

    /// The characters of each subview's name in ``Shape/longNames``: the most a
    /// name may have (the loader allows 64 letters, digits and `_`).
    package var nameLength: Int { 64 }

    package var recognizers: Int {
        switch shape {
        case .simultaneousRecognizers:
            // The most that leave room for one tap (two frames) within the work limit.
            var count = limits.recognizers
            while count > 1 && 2 * (views + count * count) > limits.scriptWork { count -= 1 }
            return count
        case .hitTestWalk, .tables, .longNames, .shakes, .animations: return 0
        case .deepDrags: return 1
        }
    }

    /// Input frames of the script: as many as the limits allow, in whole taps
    /// (two frames) for the tapping shapes.
    package var frames: Int {
        let most = min(limits.framesPerScript, limits.scriptWork / (views + recognizers * recognizers))
        switch shape {
        case .simultaneousRecognizers, .hitTestWalk, .tables, .longNames:
            return min(most, limits.stepsPerScript * 20) / 2 * 2
        case .deepDrags: return most
        // One tap after the steps that make no frames.
        case .shakes, .animations: return min(2, most / 2 * 2)
        }
    }

    /// The scene file.
    package func yaml() -> String {
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
        case .tables:
            // Back to front: the taps land on the front table's first row.
            out += "        subviews:\n"
            out += "          - {kind: tableView, name: Back, frame: [0, 0, 400, 800], rows: \(rowsPerTable)}\n"
            out += "          - {kind: tableView, name: Front, frame: [0, 0, 400, 800], rows: \(rowsPerTable)}\n"
            out += tapScript()
        case .longNames:
            let tail = String(repeating: "x", count: nameLength)
            func name(_ index: Int) -> String {
                let head = "V\(index)_"
                return head + tail.prefix(max(0, nameLength - head.count))
            }
            out.reserveCapacity(views * (nameLength + 64))
            out += "        subviews:\n"
            out += "          - {name: \(name(0)), frame: [0, 0, 40, 40], log: [touches]}\n"
            // Side by side in a grid, so labels and callouts compete for room.
            for index in 1..<max(1, views - 2) {
                let x = (index % 40) * 10, y = 40 + (index / 40) * 15
                out += "          - {name: \(name(index)), frame: [\(x), \(y), 10, 15], log: [touches]}\n"
            }
            out += tapScript()
        case .shakes:
            out += deepChain(logs: "[touches, motion]", lastLevel: "            canBecomeFirstResponder: true\n")
            out += "scripts:\n  \(Self.scriptName):\n    - becomeFirstResponder: V\(views - 3)\n"
            for _ in 0..<max(0, limits.stepsPerScript - 2) { out += "    - shake\n" }
            out += "    - tap: {at: [10, 10]}\n"
        case .animations:
            out += "        subviews:\n"
            for index in 0..<max(1, views - 2) {
                let x = (index % 40) * 10, y = (index / 40) * 15
                out += "          - {name: V\(index), frame: [\(x), \(y), 10, 15], log: [touches]}\n"
            }
            out += "scripts:\n  \(Self.scriptName):\n"
            let viewCount = max(1, views - 2)
            for step in 0..<max(0, limits.stepsPerScript - 1) {
                let index = step % viewCount
                let x = ((index + 1) % 40) * 10, y = ((index + 1) / 40 % 50) * 15
                out += "    - animate: {view: V\(index), duration: 3000, frame: [\(x), \(y), 10, 15], alpha: 0.5}\n"
            }
            out += "    - tap: {at: [5, 5]}\n"
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
    private func deepChain(logs: String = "[touches]", lastLevel: String? = nil) -> String {
        var out = "        log: \(logs)\n"
        for level in 0..<(views - 2) {
            let pad = String(repeating: "    ", count: level)
            out += pad + "        subviews:\n"
            out += pad + "          - name: V\(level)\n"
            out += pad + "            frame: [0, 0, 400, 800]\n"
            out += pad + "            log: \(logs)\n"
            if level == views - 3 {
                if let lastLevel {
                    out += lastLevel.split(separator: "\n").map { pad + $0 + "\n" }.joined()
                } else {
                    out += pad + "            recognizers: [{kind: pan, name: Pan, cancelsTouchesInView: false}]\n"
                }
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
