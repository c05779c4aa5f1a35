/// One `addTarget(_:action:for:)` registration on a control.
///
/// With a named target the action goes to that responder, which the loader
/// checks implements it (on iOS an unimplemented action crashes). With a nil
/// target UIKit searches the responder chain from the first responder, or from
/// the control when there is none (SPEC C4, C5); nobody need implement it then,
/// and `sendAction` simply reports that nobody handled it.
package struct SceneTarget: Hashable, Sendable {
    /// The target's scene name; nil for a nil target.
    package var target: String?
    /// The action's name without the colon, e.g. `buttonTap`.
    package var action: String
    /// The control events that send it; never empty.
    package var events: [SceneControlEvent]

    package init(target: String?, action: String, events: [SceneControlEvent]) {
        self.target = target
        self.action = action
        self.events = events
    }
}
