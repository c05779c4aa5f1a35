import Foundation
import TouchCore
import TouchScenes

/// The checks that turn a playground program's silent failures and traps into
/// ``PlaygroundProblem``s: the hierarchy before the script plays, the script's numbers,
/// and each step's names when the step starts.
///
/// Scene files get the same checks from their loader (`SceneValidator`, `SceneLimits`);
/// a program builds its objects in Swift, so they are checked here, on what it built.
enum PlaygroundAudit {
    /// The limits a scene file has; a Swift script gets the same (docs/robustness.md).
    static let limits = SceneLimits.default

    // MARK: The hierarchy

    /// Views nested deeper than ``Playground/maximumDepth`` (hit-testing recurses once
    /// per level, as UIKit's does), non-finite geometry (a NaN transform; a NaN frame,
    /// bounds or center already stopped the program where it was set), and actions no
    /// target implements. Walks iteratively, so any depth is safe to check.
    static func problems(in windows: [UIWindow]) -> [PlaygroundProblem] {
        var problems: [PlaygroundProblem] = []
        var pending: [(view: UIView, depth: Int)] = windows.reversed().map { ($0, 0) }
        var tooDeep = false
        while let (view, depth) = pending.popLast() {
            if let property = nonFiniteProperty(of: view) {
                problems.append(
                    PlaygroundProblem(
                        .nonFiniteGeometry,
                        "\(view.traceName)'s \(property) is not a finite number; hit-testing and drawing need"
                            + " finite frames, bounds, centres and transforms. Set it from finite values."))
            }
            if depth > Playground.maximumDepth {
                if !tooDeep {
                    problems.append(
                        PlaygroundProblem(
                            .tooDeep,
                            "views are nested more than \(Playground.maximumDepth) deep (\(view.traceName) is at depth"
                                + " \(depth)); hit-testing asks every level in turn, so TouchLab plays hierarchies up"
                                + " to \(Playground.maximumDepth) levels. Flatten the hierarchy."))
                }
                tooDeep = true
                continue
            }
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        problems += UnimplementedAction.find(in: windows).map { PlaygroundProblem(.unimplementedAction, $0.description) }
        return problems
    }

    private static func nonFiniteProperty(of view: UIView) -> String? {
        let t = view.transform
        if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { return "transform \(t)" }
        let frame = view.frame, bounds = view.bounds
        if !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
            return "frame \(frame)"
        }
        if !(bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite) {
            return "bounds \(bounds)"
        }
        if !(view.center.x.isFinite && view.center.y.isFinite) { return "center \(view.center)" }
        return nil
    }

    // MARK: The script's numbers

    /// Steps whose numbers cannot be played: non-finite points, times and scales,
    /// more moves or frames than a scene script may have (a drag of ten million moves
    /// would take gigabytes), more fingers than a device tracks.
    static func problems(in script: SceneScript) -> [PlaygroundProblem] {
        var problems: [PlaygroundProblem] = []
        var frames = 0
        for step in script.steps {
            let label = "step \(step.position.line) (.\(step.word))"
            func refuse(_ text: String) { problems.append(PlaygroundProblem(.impossibleStep, "\(label): \(text)")) }
            if !step.duration.isFinite || step.duration < 0 { refuse("its duration \(step.duration) is not a finite number ≥ 0") }
            var locations: [SceneLocation] = []
            var moves = 0
            var fingers = 1
            switch step.action {
            case .tap(let tap):
                locations = [tap.location]
                fingers = tap.fingers.count
                moves = 2 * tap.count
                if !tap.hold.isFinite || !tap.interval.isFinite { refuse("hold and interval must be finite seconds") }
            case .drag(let drag):
                locations = [drag.from]
                if case .location(let end) = drag.to { locations.append(end) }
                if case .offset(let offset) = drag.to, !(offset.x.isFinite && offset.y.isFinite) {
                    refuse("the offset (\(offset.x), \(offset.y)) is not finite")
                }
                fingers = drag.fingers.count
                moves = drag.steps + 2
                if drag.steps > limits.framesPerScript {
                    refuse("\(drag.steps) moves; a step may have at most \(limits.framesPerScript) (a scene script's limit)")
                }
            case .twoFinger(let gesture):
                locations = [gesture.center]
                fingers = 2
                moves = gesture.steps + 2
                if ![gesture.endDistance, gesture.endDegrees].allSatisfy(\.isFinite) { refuse("scale and degrees must be finite") }
            case .fingers(let changes):
                locations = changes.compactMap(\.location)
                moves = 1
            default:
                break
            }
            if fingers > limits.fingers { refuse("\(fingers) fingers; a device tracks at most \(limits.fingers)") }
            for case .point(let point) in locations where !(point.x.isFinite && point.y.isFinite) {
                refuse("the point (\(point.x), \(point.y)) is not finite")
            }
            for case .inView(_, let point) in locations where !(point.x.isFinite && point.y.isFinite) {
                refuse("the point (\(point.x), \(point.y)) is not finite")
            }
            frames += max(0, moves)
        }
        if problems.isEmpty, frames > limits.framesPerScript {
            problems.append(
                PlaygroundProblem(
                    .impossibleStep,
                    "the script '\(script.name)' plays \(frames) input frames; a script may play at most"
                        + " \(limits.framesPerScript) (a scene script's limit). Use fewer or shorter steps."))
        }
        if problems.isEmpty, script.duration > limits.scriptSeconds {
            problems.append(
                PlaygroundProblem(
                    .impossibleStep,
                    "the script '\(script.name)' lasts \(script.duration) s; a script may last at most"
                        + " \(limits.scriptSeconds) s"))
        }
        return problems
    }

    // MARK: Each step's names

    /// The problem with the names `step` uses, in `world` as it is when the step
    /// starts: no view by that name (with a did-you-mean), or several.
    static func problem(with step: SceneStep, in world: SceneWorld) -> PlaygroundProblem? {
        let label = "step \(step.position.line) (.\(step.word))"
        var viewNames: [String] = []
        var responderNames: [String] = []
        switch step.action {
        case .tap(let tap): viewNames = [tap.location.viewName].compactMap { $0 }
        case .drag(let drag):
            viewNames = [drag.from.viewName].compactMap { $0 }
            if case .location(let end) = drag.to, let name = end.viewName { viewNames.append(name) }
        case .twoFinger(let gesture): viewNames = [gesture.center.viewName].compactMap { $0 }
        case .fingers(let changes): viewNames = changes.compactMap { $0.location?.viewName }
        case .remove(let name): viewNames = [name]
        case .becomeFirstResponder(let name), .resignFirstResponder(let name?): responderNames = [name]
        default: return nil
        }
        guard !viewNames.isEmpty || !responderNames.isEmpty else { return nil }
        let responders = responders(in: world.windows)
        let views = responders.filter { $0 is UIView }
        let checks = viewNames.map { ($0, views, "view") } + responderNames.map { ($0, responders, "responder") }
        for (name, candidates, noun) in checks {
            let count = candidates.reduce(0) { $0 + ($1.traceName == name ? 1 : 0) }
            if count == 0 {
                var names: [String] = []
                for candidate in candidates where !names.contains(candidate.traceName) { names.append(candidate.traceName) }
                let guess = SceneSuggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "."
                let known = names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "")
                return PlaygroundProblem(
                    .unknownName,
                    "\(label): no \(noun) is named '\(name)' in the windows at \(TraceFormatter.number(CGFloat(step.time))) s"
                        + "\(guess) A \(noun) is found by its `name`, else its class name; there are: \(known)")
            }
            if count > 1 {
                return PlaygroundProblem(
                    .ambiguousName,
                    "\(label): \(count) \(noun)s answer to '\(name)'; a step must name one. Give each its own name"
                        + " (view.name = \"\(name)1\") and use that.")
            }
        }
        return nil
    }

    /// Every view of `windows` depth first, each followed by its view controller.
    private static func responders(in windows: [UIWindow]) -> [UIResponder] {
        var found: [UIResponder] = []
        var pending: [UIView] = windows.reversed()
        while let view = pending.popLast() {
            found.append(view)
            if let controller = view.next as? UIViewController { found.append(controller) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
