import Foundation
import TouchCore

/// The lines an object prints for its ``SceneMeasurement``s, as an article's
/// `print(touch.location(in: self))` or `print(pan.velocity(in: view))`.
///
/// Quantities measured in the same space share a line, in the order the scene
/// lists them, and the line names the space: `location (12.5, 40) in Card`,
/// `translation (30, 0) velocity (600, 0) in Card`. `nil` — the window's
/// coordinates (SPEC T5) — is named by the window. Numbers are written by
/// `TraceFormatter.number`, as the trace writes locations.
enum SceneMeasurementLog {
    /// A view's touches, when one of its touch methods is called: one line per
    /// touch and space, each prefixed `#n` when the call holds several touches.
    static func lines(for touches: Set<UITouch>, of view: UIView, _ measurements: [SceneMeasurement], world: SceneWorld) -> [String] {
        let ordered = touches.sorted { $0.number < $1.number }
        return ordered.flatMap { touch in
            let prefix = ordered.count > 1 ? "#\(touch.number) " : ""
            return grouped(measurements, owner: view, window: touch.window, world: world) { quantity, space in
                switch quantity {
                case .previousLocation: return touch.previousLocation(in: space)
                default: return touch.location(in: space)
                }
            }.map { prefix + $0 }
        }
    }

    /// A recognizer's numbers, when its action fires: its `location(in:)`, and a
    /// pan's `translation(in:)` and `velocity(in:)`.
    static func lines(for recognizer: UIGestureRecognizer, _ measurements: [SceneMeasurement], world: SceneWorld) -> [String] {
        guard let view = recognizer.view else { return [] }
        return grouped(measurements, owner: view, window: view.window, world: world) { quantity, space in
            let pan = recognizer as? UIPanGestureRecognizer
            switch quantity {
            case .translation: return pan?.translation(in: space) ?? .zero
            case .velocity: return pan?.velocity(in: space) ?? .zero
            default: return recognizer.location(in: space)
            }
        }
    }

    /// One line per space, `name (x, y) name (x, y) in Space`, spaces in the order
    /// they first appear.
    private static func grouped(
        _ measurements: [SceneMeasurement], owner: UIView, window: UIWindow?, world: SceneWorld,
        value: (SceneLogTopic, UIView?) -> CGPoint
    ) -> [String] {
        var groups: [(space: String, parts: [String])] = []
        for measurement in measurements {
            let space: UIView?
            switch measurement.space {
            case .own: space = owner
            case .window: space = nil
            case .view(let name): space = world.view(named: name)
            }
            let spaceName = space?.traceName ?? window?.traceName ?? "the window"
            let part = "\(measurement.quantity.rawValue) \(point(value(measurement.quantity, space)))"
            if let index = groups.firstIndex(where: { $0.space == spaceName }) {
                groups[index].parts.append(part)
            } else {
                groups.append((spaceName, [part]))
            }
        }
        return groups.map { "\($0.parts.joined(separator: " ")) in \($0.space)" }
    }

    private static func point(_ p: CGPoint) -> String {
        "(\(TraceFormatter.number(p.x)), \(TraceFormatter.number(p.y)))"
    }
}
