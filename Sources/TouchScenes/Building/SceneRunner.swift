import Foundation
import TouchCore

/// Plays a scene's script on the world's virtual clock: instantly, and identically
/// every time.
///
/// Each step starts at its time; view locations are measured then, so a finger aimed at
/// a view that moved lands where the view is now. Frames of finger samples become
/// `HostInput.touches`; a sample without a point keeps the finger where it was. After
/// the last step the clock runs on for `settle` seconds so timers still pending (a
/// single tap waiting for a double tap, a withheld end) play out.
///
/// Steps that stand for the app's own code — `becomeFirstResponder`,
/// `resignFirstResponder`, `remove`, `set`, `animate` — are not host input: the runner
/// calls the UIKit methods on the scene's objects directly, as the app would, after a
/// heading in the trace that says what it called (`@0.300 script:
/// Card.removeFromSuperview()`), so the calls and their consequences read in time.
package struct SceneRunner {
    package var settle: TimeInterval = 1

    package init(settle: TimeInterval = 1) {
        self.settle = settle
    }

    /// Runs `script` against the world's application; `onShot` is called at each `shot`
    /// step, with time at that step.
    package func run(_ script: SceneScript, in world: SceneWorld, onShot: (String) -> Void = { _ in }) {
        let app = world.application
        run(script, in: world, deliver: app.handle, advance: app.advance, onShot: onShot)
    }

    /// Runs `script` through a host: `deliver` receives every input and `advance` every
    /// clock move, so a recorder (the playground session) can sit between the script and
    /// the application. `onInput` is called after each input has been delivered.
    package func run(
        _ script: SceneScript, in world: SceneWorld,
        deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void,
        onShot: (String) -> Void = { _ in }, onInput: (HostInput) -> Void = { _ in }
    ) {
        var player = SceneScriptPlayer(script, in: world, settle: settle)
        while player.nextTime != nil {
            player.playNext(
                deliver: { input in
                    deliver(input)
                    onInput(input)
                }, advance: advance, onShot: onShot)
        }
    }

    /// Plays a step that stands for the app's own code.
    func perform(_ action: SceneStepAction, in world: SceneWorld) {
        let trace = world.application.trace
        func heading(_ text: String) {
            if trace.isEnabled { trace.record(.input(.script(text))) }
        }
        switch action {
        case .becomeFirstResponder(let name):
            heading("\(name).becomeFirstResponder()")
            world.responder(named: name)?.becomeFirstResponder()
        case .resignFirstResponder(let name?):
            heading("\(name).resignFirstResponder()")
            world.responder(named: name)?.resignFirstResponder()
        case .resignFirstResponder(nil):
            guard let current = world.application.firstResponder else {
                heading("resignFirstResponder: there is no first responder")
                return
            }
            heading("\(current.traceName).resignFirstResponder() (the first responder)")
            current.resignFirstResponder()
        case .remove(let name):
            heading("\(name).removeFromSuperview()")
            world.view(named: name)?.removeFromSuperview()
        case .set(let change):
            heading(change.assignments)
            if let view = world.view(named: change.view) { change.apply(to: view) }
        case .setRecognizer(let name, let isEnabled):
            // The core cancels a recognizer disabled mid-gesture: its action runs once
            // more with state .cancelled (Apple: UIGestureRecognizer.isEnabled).
            heading("\(name).isEnabled = \(isEnabled)")
            world.recognizer(named: name)?.isEnabled = isEnabled
        case .menu(let actions):
            validateMenu(actions, in: world, heading: heading)
        case .animate(let animation):
            animate(animation, in: world, heading: heading)
        default:
            break
        }
    }

    /// The edit menu asks the first responder `canPerformAction(_:withSender:)` for
    /// each of its commands, the application as the sender (Apple:
    /// UIResponder.canPerformAction(_:withSender:), "For the editing menu commands,
    /// this is the shared UIApplication object"); UIResponder's default passes the
    /// question to `next`, so it travels the chain until a responder implements the
    /// action or an override answers. The menu offers the commands answered YES.
    private func validateMenu(_ actions: [String], in world: SceneWorld, heading: (String) -> Void) {
        let list = actions.joined(separator: ", ")
        guard let first = world.application.firstResponder else {
            heading("the edit menu for \(list): there is no first responder to ask, so it offers nothing")
            return
        }
        heading("the edit menu asks the first responder, \(first.traceName), canPerformAction(_:withSender:) for \(list)")
        let offered = actions.filter { first.tracedCanPerformAction(Selector($0), withSender: world.application) }
        heading("the edit menu offers " + (offered.isEmpty ? "nothing" : offered.joined(separator: ", ")))
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`; the
    /// completion heads its own lines when the clock reaches the animation's end.
    private func animate(_ animation: SceneAnimation, in world: SceneWorld, heading: (String) -> Void) {
        let change = animation.change
        let options: UIView.AnimationOptions = animation.allowsUserInteraction ? [.allowUserInteraction] : []
        heading(
            "UIView.animate(withDuration: \(TraceFormatter.number(CGFloat(animation.duration))), "
                + "delay: \(TraceFormatter.number(CGFloat(animation.delay))), "
                + "options: \(animation.allowsUserInteraction ? "[.allowUserInteraction]" : "[]")) { \(change.assignments) }")
        guard let view = world.view(named: change.view) else { return }
        let trace = world.application.trace
        let message = animation.completionMessage
        UIView.animate(
            withDuration: animation.duration, delay: animation.delay, options: options,
            animations: { change.apply(to: view) },
            completion: { finished in
                if trace.isEnabled { trace.record(.input(.script("the animation of \(change.view) ends: completion(\(finished))"))) }
                if let message { trace.message(message) }
            })
    }

    /// A scene location in screen points, measured now.
    static func resolve(_ location: SceneLocation, in world: SceneWorld) -> SceneVector {
        let point: CGPoint
        switch location {
        case .point(let v):
            point = CGPoint(x: v.x, y: v.y)
        case .viewCenter(let name):
            guard let view = world.view(named: name) else { return .zero }
            point = view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        case .inView(let name, let v):
            guard let view = world.view(named: name) else { return .zero }
            point = view.convertToScreen(CGPoint(x: v.x, y: v.y))
        }
        return SceneVector(x: point.x, y: point.y)
    }

    static func phase(_ phase: SceneFingerPhase) -> TouchSample.Phase {
        switch phase {
        case .down: return .down
        case .move: return .move
        case .up: return .up
        case .cancel: return .cancel
        }
    }

    static func motionPhase(_ phase: SceneMotionPhase) -> HostInput.MotionPhase {
        switch phase {
        case .began: return .began
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }

    static func subtype(_ command: SceneRemoteCommand) -> UIEvent.EventSubtype {
        switch command {
        case .play: return .remoteControlPlay
        case .pause: return .remoteControlPause
        case .stop: return .remoteControlStop
        case .togglePlayPause: return .remoteControlTogglePlayPause
        case .nextTrack: return .remoteControlNextTrack
        case .previousTrack: return .remoteControlPreviousTrack
        case .beginSeekingBackward: return .remoteControlBeginSeekingBackward
        case .endSeekingBackward: return .remoteControlEndSeekingBackward
        case .beginSeekingForward: return .remoteControlBeginSeekingForward
        case .endSeekingForward: return .remoteControlEndSeekingForward
        }
    }
}
