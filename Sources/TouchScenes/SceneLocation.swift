/// Where a scripted finger goes: a screen point or a place on a named view.
///
/// View-relative locations are resolved when their step starts, against the
/// view's geometry at that moment (frame, transform, scroll offsets of its
/// ancestors), so "tap EView" still finds EView after an earlier step dragged it.
package enum SceneLocation: Hashable, Sendable {
    /// A point in screen coordinates, the space windows' frames use.
    case point(SceneVector)
    /// The centre of the named view's bounds.
    case viewCenter(String)
    /// A point in the named view's own coordinate space (`location(in:)`).
    case inView(String, SceneVector)

    /// The view this location refers to, if any.
    package var viewName: String? {
        switch self {
        case .point: return nil
        case .viewCenter(let name), .inView(let name, _): return name
        }
    }
}
