/// The behaviour every responder in a scene shares: views, windows, view
/// controllers, the application and the app delegate.
///
/// Each field mirrors something a UIResponder subclass can override (SPEC §5,
/// §9): how it treats touches, shake and remote-control events; which action
/// methods it implements; whether it can become or resign first responder; an
/// overridden `next`; and which of its calls it prints.
package struct SceneResponder: Hashable, Sendable {
    package var touches: SceneHandling
    /// Which motion methods it overrides; the others forward (SPEC F2).
    package var motion: SceneMotionHandling
    package var remoteControl: SceneHandling
    /// The action methods it implements, in file order.
    package var actions: [SceneAction]
    /// `canBecomeFirstResponder`; UIKit's default is false (SPEC F1).
    package var canBecomeFirstResponder: Bool
    /// `canResignFirstResponder`; UIKit's default is true (SPEC F1).
    package var canResignFirstResponder: Bool
    /// An overridden `next`; nil keeps UIKit's rule (SPEC R1–R3).
    package var next: SceneNext?
    /// The calls it prints (never a measurement topic).
    package var log: Set<SceneLogTopic>
    /// The numbers it prints with each touch method call, in file order.
    package var measurements: [SceneMeasurement]
    /// An overridden `canPerformAction(_:withSender:)`: the answer for each listed
    /// action (by name, without the colon), UIKit's for the others (SPEC C5, F3).
    /// The loader checks each listed action is one the responder implements.
    package var canPerformAction: [String: Bool]

    package init(
        touches: SceneHandling = .forward,
        motion: SceneMotionHandling = SceneMotionHandling(),
        remoteControl: SceneHandling = .forward,
        actions: [SceneAction] = [],
        canBecomeFirstResponder: Bool = false,
        canResignFirstResponder: Bool = true,
        next: SceneNext? = nil,
        log: Set<SceneLogTopic> = [],
        measurements: [SceneMeasurement] = [],
        canPerformAction: [String: Bool] = [:]
    ) {
        self.touches = touches
        self.motion = motion
        self.remoteControl = remoteControl
        self.actions = actions
        self.canBecomeFirstResponder = canBecomeFirstResponder
        self.canResignFirstResponder = canResignFirstResponder
        self.next = next
        self.log = log
        self.measurements = measurements
        self.canPerformAction = canPerformAction
    }

    /// Whether this is `SceneResponder()`: a responder that overrides nothing.
    /// Field by field, so that asking makes no default value to compare with.
    package var isDefault: Bool {
        touches == .forward && motion == SceneMotionHandling() && remoteControl == .forward && actions.isEmpty
            && !canBecomeFirstResponder && canResignFirstResponder && next == nil && log.isEmpty && measurements.isEmpty
            && canPerformAction.isEmpty
    }

    /// The action with this name, if the responder implements it.
    package func action(named name: String) -> SceneAction? {
        actions.first { $0.name == name }
    }
}
