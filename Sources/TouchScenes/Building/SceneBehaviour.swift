import Foundation
import TouchCore

/// What a scene says one responder does, applied by the scripted subclasses.
///
/// A teacher's scene describes a subclass the way the articles write one: a view that
/// consumes its touches, handles and calls `super`, drags itself (seed 000, 002),
/// prints where its touches are, or overrides `hitTest`, `point(inside:)`, `next` or
/// `canPerformAction`. Each scripted UIKit subclass forwards its overrides here, so
/// the behaviour is written once.
final class SceneBehaviour {
    let spec: SceneResponder
    var hitTest: SceneHitTest? { didSet { overridesHitTest = hitTest != nil } }
    var pointInside: ScenePointInside? { didSet { overridesPointInside = pointInside != nil } }
    /// Whether `hitTest` / `pointInside` say anything, kept as flags: the
    /// scripted views ask on every hit-test, and reading the rules themselves
    /// (an indirect enum, arrays of names) retained and released them each time.
    private(set) var overridesHitTest = false
    private(set) var overridesPointInside = false
    var shouldBegin: Bool?
    /// Resolves names to objects once the whole scene is built.
    weak var world: SceneWorld?

    init(_ spec: SceneResponder, hitTest: SceneHitTest? = nil, pointInside: ScenePointInside? = nil, shouldBegin: Bool? = nil) {
        self.spec = spec
        self.hitTest = hitTest
        self.pointInside = pointInside
        self.shouldBegin = shouldBegin
        overridesHitTest = hitTest != nil
        overridesPointInside = pointInside != nil
    }

    // MARK: Touches (SPEC R4: consume, ignore, or handle and forward)

    func touches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?, owner: UIResponder, forward: () -> Void) {
        // The override prints first, as an article's `print(touch.location(in: self))`.
        if !spec.measurements.isEmpty, let view = owner as? UIView, let world, world.application.trace.isEnabled {
            for line in SceneMeasurementLog.lines(for: touches, of: view, spec.measurements, world: world) {
                world.application.trace.message(line)
            }
        }
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

    /// A phase the scene does not override forwards, as UIResponder's default does.
    func motion(_ phase: SceneMotionPhase, forward: () -> Void) {
        if spec.motion[phase] != .handle { forward() }
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

    // MARK: Actions (SPEC C5, F3)

    /// The scene's answer for `action`, written without the colon, else UIKit's.
    func canPerformAction(_ action: Selector, default fallback: () -> Bool) -> Bool {
        let name = action.name.hasSuffix(":") ? String(action.name.dropLast()) : action.name
        return spec.canPerformAction[name] ?? fallback()
    }

    // MARK: Hit-testing overrides (SPEC H8)

    /// `fallback` is `super.hitTest(point, with: event)`: called only where the
    /// override calls it, so the trace shows exactly the visits it makes.
    func hitTest(_ owner: UIView, _ point: CGPoint, _ event: UIEvent?, default fallback: () -> UIView?) -> UIView? {
        guard let hitTest else { return fallback() }
        return answer(hitTest, owner, point, fallback)
    }

    private func answer(_ rule: SceneHitTest, _ owner: UIView, _ point: CGPoint, _ fallback: () -> UIView?) -> UIView? {
        switch rule {
        case .returnSelf: return owner
        case .returnNil: return nil
        case .returnView(let name): return world?.view(named: name)
        case .callSuper: return fallback()
        case .passThrough:
            let hit = fallback()
            return hit === owner ? nil : hit
        case .regions(let regions, let otherwise):
            let region = regions.first { region in
                CGRect(x: region.rect.x, y: region.rect.y, width: region.rect.width, height: region.rect.height).contains(point)
            }
            return answer(region?.returns ?? otherwise, owner, point, fallback)
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

    var overridesHitTesting: Bool { overridesHitTest || overridesPointInside }
}

/// A responder built from a scene, with its behaviour.
protocol SceneScripted: UIResponder, StandsForSuperclass {
    var behaviour: SceneBehaviour { get }
}
