import Foundation
import TouchCore
import TouchScenes

/// One step of a script written in Swift, with the words and defaults of scene scripts
/// (docs/scenes.md: Scripts): `.tap("EView")`, `.drag(from: "MovedView", by: 100, 0)`,
/// `.longPress("Cell")`, `.wait(0.5)`, `.down(at: .point(10, 20))`.
///
/// A step becomes the scene model's `SceneStepAction`, so a Swift script
/// plays exactly as the same script in a scene file does.
public struct PlaygroundStep: Sendable {
    /// The scene script's step, whose word traces and messages use.
    let kind: SceneStepKind
    let make: @Sendable (inout PlaygroundScriptState) -> (action: SceneStepAction, duration: Double)

    // MARK: Taps

    /// A tap: `fingers` fingers down together for `hold` seconds.
    public static func tap(_ at: PlaygroundLocation, fingers: Int = 1, hold: Double = SceneStepDefaults.tapHold) -> PlaygroundStep {
        taps(.tap, at, fingers: fingers, count: 1, hold: hold)
    }

    /// Two taps, `interval` seconds apart.
    public static func doubleTap(
        _ at: PlaygroundLocation, fingers: Int = 1, hold: Double = SceneStepDefaults.tapHold,
        interval: Double = SceneStepDefaults.tapInterval
    ) -> PlaygroundStep {
        taps(.doubleTap, at, fingers: fingers, count: 2, hold: hold, interval: interval)
    }

    /// A finger held still for `duration` seconds.
    public static func longPress(
        _ at: PlaygroundLocation, fingers: Int = 1, duration: Double = SceneStepDefaults.longPressDuration
    ) -> PlaygroundStep {
        taps(.longPress, at, fingers: fingers, count: 1, hold: duration)
    }

    private static func taps(
        _ kind: SceneStepKind, _ at: PlaygroundLocation, fingers: Int, count: Int, hold: Double,
        interval: Double = SceneStepDefaults.tapInterval
    ) -> PlaygroundStep {
        PlaygroundStep(kind: kind) { state in
            let tap = SceneTap(location: at.location, fingers: state.free(max(1, fingers)), count: count, hold: hold, interval: interval)
            return (.tap(tap), tap.duration)
        }
    }

    // MARK: Drags

    /// Fingers go down at `from`, stay `hold` seconds, move to `to` in `steps` moves over
    /// `duration` seconds, and lift there.
    public static func drag(
        from: PlaygroundLocation, to: PlaygroundLocation, fingers: Int = 1, duration: Double = SceneStepDefaults.dragDuration,
        hold: Double = 0, steps: Int = SceneStepDefaults.dragSteps
    ) -> PlaygroundStep {
        drag(.drag, from: from, to: .location(to.location), fingers: fingers, duration: duration, hold: hold, steps: steps)
    }

    /// A drag by an offset from where it starts.
    public static func drag(
        from: PlaygroundLocation, by dx: CGFloat, _ dy: CGFloat, fingers: Int = 1,
        duration: Double = SceneStepDefaults.dragDuration, hold: Double = 0, steps: Int = SceneStepDefaults.dragSteps
    ) -> PlaygroundStep {
        drag(
            .drag, from: from, to: .offset(SceneVector(x: dx, y: dy)), fingers: fingers, duration: duration, hold: hold,
            steps: steps)
    }

    /// A fast, short drag in one direction.
    public static func swipe(
        from: PlaygroundLocation, _ direction: UISwipeGestureRecognizer.Direction, fingers: Int = 1,
        distance: Double = SceneStepDefaults.swipeDistance
    ) -> PlaygroundStep {
        var offset = SceneVector(x: 0, y: 0)
        if direction.contains(.right) { offset.x += distance }
        if direction.contains(.left) { offset.x -= distance }
        if direction.contains(.down) { offset.y += distance }
        if direction.contains(.up) { offset.y -= distance }
        return drag(
            .swipe, from: from, to: .offset(offset), fingers: fingers, duration: SceneStepDefaults.swipeDuration, hold: 0,
            steps: SceneStepDefaults.swipeSteps)
    }

    private static func drag(
        _ kind: SceneStepKind, from: PlaygroundLocation, to: SceneDragEnd, fingers: Int, duration: Double, hold: Double, steps: Int
    ) -> PlaygroundStep {
        PlaygroundStep(kind: kind) { state in
            let drag = SceneDrag(from: from.location, to: to, fingers: state.free(max(1, fingers)), hold: hold, steps: max(1, steps))
            return (.drag(drag), max(duration, hold))
        }
    }

    // MARK: Two fingers

    /// Two fingers about `at` change their distance by `scale`.
    public static func pinch(
        _ at: PlaygroundLocation, scale: Double, duration: Double = SceneStepDefaults.twoFingerDuration
    ) -> PlaygroundStep {
        twoFinger(.pinch, at, scale: scale, degrees: 0, duration: duration)
    }

    /// Two fingers about `at` turn by `degrees`, clockwise on screen.
    public static func rotate(
        _ at: PlaygroundLocation, degrees: Double, duration: Double = SceneStepDefaults.twoFingerDuration
    ) -> PlaygroundStep {
        twoFinger(.rotate, at, scale: 1, degrees: degrees, duration: duration)
    }

    private static func twoFinger(_ kind: SceneStepKind, _ at: PlaygroundLocation, scale: Double, degrees: Double, duration: Double)
        -> PlaygroundStep
    {
        PlaygroundStep(kind: kind) { state in
            let distance = SceneStepDefaults.twoFingerDistance
            let gesture = SceneTwoFinger(
                center: at.location, fingers: state.free(2), startDistance: distance, endDistance: distance * scale,
                startDegrees: 0, endDegrees: degrees, steps: SceneStepDefaults.twoFingerSteps)
            return (.twoFinger(gesture), duration)
        }
    }

    // MARK: Single fingers

    /// A finger goes down (finger numbers start at 1; nil: the lowest free one).
    public static func down(finger: Int? = nil, at: PlaygroundLocation) -> PlaygroundStep {
        PlaygroundStep(kind: .down) { state in
            let number = finger ?? state.free(1)[0]
            state.held.insert(number)
            return (.fingers([SceneFingerChange(finger: number, phase: .down, location: at.location)]), 0)
        }
    }

    /// A finger that is down moves.
    public static func move(finger: Int = 1, to: PlaygroundLocation) -> PlaygroundStep {
        PlaygroundStep(kind: .move) { _ in
            (.fingers([SceneFingerChange(finger: finger, phase: .move, location: to.location)]), 0)
        }
    }

    /// A finger lifts where it is.
    public static func up(finger: Int = 1) -> PlaygroundStep {
        PlaygroundStep(kind: .up) { state in
            state.held.remove(finger)
            return (.fingers([SceneFingerChange(finger: finger, phase: .up, location: nil)]), 0)
        }
    }

    /// The system cancels a finger.
    public static func cancel(finger: Int = 1) -> PlaygroundStep {
        PlaygroundStep(kind: .cancel) { state in
            state.held.remove(finger)
            return (.fingers([SceneFingerChange(finger: finger, phase: .cancel, location: nil)]), 0)
        }
    }

    // MARK: Time and events

    /// Time passes; timers fire.
    public static func wait(_ seconds: Double) -> PlaygroundStep {
        PlaygroundStep(kind: .wait) { _ in (.wait, max(0, seconds)) }
    }

    /// A system interruption: every touch is cancelled (SPEC T6).
    public static var interruption: PlaygroundStep {
        PlaygroundStep(kind: .interruption) { state in
            state.held.removeAll()
            return (.interruption, 0)
        }
    }

    /// A shake of the device (SPEC F2).
    public static var shake: PlaygroundStep {
        PlaygroundStep(kind: .shake) { _ in (.shake, 0) }
    }

    /// `becomeFirstResponder()` on the named responder.
    public static func becomeFirstResponder(_ name: String) -> PlaygroundStep {
        PlaygroundStep(kind: .becomeFirstResponder) { _ in (.becomeFirstResponder(name), 0) }
    }

    /// `resignFirstResponder()` on the named responder, or on the first responder.
    public static func resignFirstResponder(_ name: String? = nil) -> PlaygroundStep {
        PlaygroundStep(kind: .resignFirstResponder) { _ in (.resignFirstResponder(name), 0) }
    }

    /// `removeFromSuperview()` on the named view.
    public static func remove(_ name: String) -> PlaygroundStep {
        PlaygroundStep(kind: .remove) { _ in (.remove(name), 0) }
    }

    /// A named moment for `Playground.shoot`.
    public static func shot(_ name: String) -> PlaygroundStep {
        PlaygroundStep(kind: .shot) { _ in (.shot(name), 0) }
    }
}

/// What the steps before this one left: fingers held down by `down` steps.
struct PlaygroundScriptState {
    var held: Set<Int> = []

    /// The lowest `count` finger numbers not held down, as the scene loader assigns them.
    func free(_ count: Int) -> [Int] {
        var numbers: [Int] = []
        var candidate = 1
        while numbers.count < count {
            if !held.contains(candidate) { numbers.append(candidate) }
            candidate += 1
        }
        return numbers
    }
}
