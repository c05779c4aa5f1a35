/// A UIView animation started by a script's `animate` step (Apple:
/// UIView.animate(withDuration:delay:options:animations:completion:)).
///
/// The view takes its new values at once (the model values, which hit-testing
/// uses); for `delay + duration` seconds of virtual time it is in flight, and
/// without `allowsUserInteraction` it takes no new touches meanwhile (Apple:
/// UIView.AnimationOptions.allowUserInteraction). The step itself takes no time:
/// the script goes on while the view animates.
package struct SceneAnimation: Hashable, Sendable {
    /// The view and its animatable properties' new values (`frame`, `color`,
    /// `alpha`, `transform`).
    package var change: SceneViewChange
    package var duration: Double
    package var delay: Double
    /// `.allowUserInteraction` in the options.
    package var allowsUserInteraction: Bool
    /// What the completion handler prints when the animation ends, if anything.
    package var completionMessage: String?

    package init(
        change: SceneViewChange, duration: Double, delay: Double = 0, allowsUserInteraction: Bool = false,
        completionMessage: String? = nil
    ) {
        self.change = change
        self.duration = duration
        self.delay = delay
        self.allowsUserInteraction = allowsUserInteraction
        self.completionMessage = completionMessage
    }
}
