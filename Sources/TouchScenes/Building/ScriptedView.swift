import Foundation
import TouchCore

/// A plain view, image view or label from a scene (`kind: view`, `imageView`, `label`).
final class ScriptedView: UIView, SceneScripted {
    let behaviour: SceneBehaviour

    init(frame: CGRect, behaviour: SceneBehaviour) {
        self.behaviour = behaviour
        super.init(frame: frame)
    }

    override var next: UIResponder? { behaviour.next(default: super.next) }
    override var canBecomeFirstResponder: Bool { behaviour.spec.canBecomeFirstResponder }
    override var canResignFirstResponder: Bool { behaviour.spec.canResignFirstResponder }
    override var hasDefaultHitTesting: Bool { !behaviour.overridesHitTesting }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest(point, with: event) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.point(inside: point, self, event)
    }
    override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        behaviour.shouldBegin ?? super.gestureRecognizerShouldBegin(recognizer)
    }
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
