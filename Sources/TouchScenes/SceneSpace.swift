/// The coordinate space a logged number is measured in: the `view` argument of
/// `UITouch.location(in:)`, `UIGestureRecognizer.location(in:)` and
/// `UIPanGestureRecognizer.translation(in:)` / `velocity(in:)` (SPEC T5).
package enum SceneSpace: Hashable, Sendable {
    /// The logging object itself: the view, or the view a recognizer is attached to.
    case own
    /// `nil`: the window's coordinates.
    case window
    /// The view with this scene name.
    case view(String)
}
