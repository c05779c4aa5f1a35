import Foundation
import TouchCore
import TouchScenes

/// Where a scripted finger goes, as scene scripts say it: a view's name (its centre),
/// a screen point, or a point in a view's own coordinates.
///
/// A view is found by its trace name (`name`, else its class name), when the step
/// starts, so a finger aimed at a view that moved lands where the view is now.
public struct PlaygroundLocation: Hashable, Sendable, ExpressibleByStringLiteral {
    let location: SceneLocation

    /// The centre of the named view (`tap: EView`).
    public init(stringLiteral name: String) {
        location = .viewCenter(name)
    }

    /// The centre of the named view.
    public static func view(_ name: String) -> PlaygroundLocation {
        PlaygroundLocation(location: .viewCenter(name))
    }

    /// A point in the named view's coordinates (`{view: EView, point: [x, y]}`).
    public static func view(_ name: String, at point: CGPoint) -> PlaygroundLocation {
        PlaygroundLocation(location: .inView(name, SceneVector(x: point.x, y: point.y)))
    }

    /// A point on the screen (`[x, y]`), the space windows' frames use.
    public static func point(_ x: CGFloat, _ y: CGFloat) -> PlaygroundLocation {
        PlaygroundLocation(location: .point(SceneVector(x: x, y: y)))
    }

    init(location: SceneLocation) {
        self.location = location
    }
}
