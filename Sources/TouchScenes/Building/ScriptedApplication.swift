import Foundation
import TouchCore

/// The application of a scene, which may handle touches or actions that reach it.
final class ScriptedApplication: UIApplication, SceneScripted {
    let behaviour: SceneBehaviour
    /// The scene's object graph (names, delegates), owned by its application so that
    /// holding the application keeps the whole scene working. `SceneWorld.close()`
    /// releases it.
    var world: SceneWorld?

    init(clock: VirtualClock, fidelity: FidelityOptions, behaviour: SceneBehaviour) {
        self.behaviour = behaviour
        super.init(clock: clock, fidelity: fidelity)
    }

    override var next: UIResponder? { behaviour.next(default: super.next) }
    override var canBecomeFirstResponder: Bool { behaviour.spec.canBecomeFirstResponder }
    override var canResignFirstResponder: Bool { behaviour.spec.canResignFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, touches, event, owner: self) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, touches, event, owner: self) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, touches, event, owner: self) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, touches, event, owner: self) { super.touchesCancelled(touches, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.motion { super.motionCancelled(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.remoteControl { super.remoteControlReceived(with: event) }
    }
}
