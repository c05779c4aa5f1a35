import Foundation
import TouchCore

/// What a scene says one responder does, applied by the scripted subclasses.
///
/// A teacher's scene describes a subclass the way the articles write one: a view that
/// consumes its touches, handles and calls `super`, drags itself (seed 000, 002), or
/// overrides `hitTest`, `point(inside:)` or `next`. Each scripted UIKit subclass
/// forwards its overrides here, so the behaviour is written once.
final class SceneBehaviour {
    let spec: SceneResponder
    var hitTest: SceneHitTest?
    var pointInside: ScenePointInside?
    var shouldBegin: Bool?
    /// Resolves names to objects once the whole scene is built.
    weak var world: SceneWorld?

    init(_ spec: SceneResponder, hitTest: SceneHitTest? = nil, pointInside: ScenePointInside? = nil, shouldBegin: Bool? = nil) {
        self.spec = spec
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.shouldBegin = shouldBegin
    }

    // MARK: Touches (SPEC R4: consume, ignore, or handle and forward)

    func touches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?, owner: UIResponder, forward: () -> Void) {
        switch spec.touches {
        case .forward, .handleAndForward:
            forward()
        case .handle:
            break
        case .drag:
            // Seed 000 / 002: translate by location − previousLocation, in the view's own space.
            if phase == .moved, let view = owner as? UIView, let touch = touches.min(by: { $0.number < $1.number }) {
                let current = touch.location(in: view), previous = touch.previousLocation(in: view)
                view.transform = view.transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
            }
        }
    }

    func motion(forward: () -> Void) {
        if spec.motion != .handle { forward() }
    }

    func remoteControl(forward: () -> Void) {
        if spec.remoteControl != .handle { forward() }
    }

    // MARK: The chain (SPEC R4: overriding next)

    func next(default fallback: UIResponder?) -> UIResponder? {
        switch spec.next {
        case nil: return fallback
        case .none?: return nil
        case .responder(let name)?: return world?.responder(named: name) ?? fallback
        }
    }

    // MARK: Hit-testing overrides (SPEC H8)

    func hitTest(_ owner: UIView, _ point: CGPoint, _ event: UIEvent?, default fallback: () -> UIView?) -> UIView? {
        switch hitTest {
        case nil: return fallback()
        case .returnSelf?: return owner
        case .returnNil?: return nil
        case .returnView(let name)?: return world?.view(named: name)
        }
    }

    /// Insets grow (negative) or shrink the touchable area; `alsoInside` answers yes
    /// inside named descendants too, as the seed's tab bar reaches its circle button.
    func point(inside point: CGPoint, _ owner: UIView, _ event: UIEvent?) -> Bool {
        guard let rule = pointInside else { return owner.bounds.contains(point) }
        let area = CGRect(
            x: owner.bounds.minX + rule.insets.left, y: owner.bounds.minY + rule.insets.top,
            width: owner.bounds.width - rule.insets.left - rule.insets.right,
            height: owner.bounds.height - rule.insets.top - rule.insets.bottom)
        if area.contains(point) { return true }
        for name in rule.alsoInside {
            guard let descendant = world?.view(named: name) else { continue }
            if descendant.point(inside: owner.convert(point, to: descendant), with: event) { return true }
        }
        return false
    }

    var overridesHitTesting: Bool { hitTest != nil || pointInside != nil }
}

/// A responder built from a scene, with its behaviour.
protocol SceneScripted: UIResponder {
    var behaviour: SceneBehaviour { get }
}
