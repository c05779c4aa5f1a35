/// What a responder does with a kind of event it receives: touches, motion (shake)
/// or remote-control events.
///
/// UIResponder's default implementations pass every event to `next`; a subclass
/// chooses to consume it (override without calling `super`), or to handle it and
/// pass it on (override and call `super`) (SPEC R4; seed 000, 002, 003).
/// `drag` is the seed-000 `MovedView`: its `touchesMoved` moves the view by the
/// finger's movement and does not call `super`; its other touch methods keep the
/// default. The loader allows `drag` for a view's `touches` only.
package enum SceneHandling: String, CaseIterable, Hashable, Sendable {
    /// Not overridden: the event goes to `next` (UIResponder's default).
    case forward
    /// Overridden without `super`: the event stops here.
    case handle
    /// Overridden and calling `super`: handled here, then passed to `next`.
    case handleAndForward
    /// `touchesMoved` moves the view with the finger (touches of views only).
    case drag
}
