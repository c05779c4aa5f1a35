import Foundation
import TouchCore

/// A script played one event at a time: what ``SceneRunner`` plays in one go,
/// cut where a host may let time pass, so a window can pace it by the wall
/// clock (slow motion, pause, a single step) and draw between events.
///
/// The player makes exactly the calls ``SceneRunner`` makes, in the same order
/// — ``SceneRunner/run(_:in:deliver:advance:onShot:onInput:)`` is a loop over
/// ``playNext(deliver:advance:onShot:)`` — so a script paced in a window gives
/// the trace `touchlab trace` prints. A host may advance the application's
/// clock between events, but never past ``nextTime``: the virtual clock fires
/// each timer at its own deadline however the time up to it is cut
/// (``TouchCore/VirtualClock/advance(to:)``), so those extra moves change
/// nothing in the trace.
///
/// The events, each at its virtual time: a step's start (the clock moves to
/// the step's time, then the step's non-finger action happens, or its finger
/// frames are laid out, measuring view locations then); each frame of finger
/// samples; a `wait`'s end; and last, the settle after the script.
package struct SceneScriptPlayer {
    package let script: SceneScript
    let world: SceneWorld
    let settle: TimeInterval
    /// The step whose start is the next event, once its frames and wait are played.
    private var stepIndex = 0
    /// The current step's frames still to send.
    private var frames: ArraySlice<SceneFrame> = []
    /// The current `wait` step's end, still to reach.
    private var waitEnd: TimeInterval?
    private var settled = false
    /// Where each finger down was last put, for samples without a point.
    private var fingers: [Int: CGPoint] = [:]
    /// Events played so far.
    package private(set) var playedEvents = 0

    package init(_ script: SceneScript, in world: SceneWorld, settle: TimeInterval = 1) {
        self.script = script
        self.world = world
        self.settle = settle
    }

    /// The virtual time of the next event; `nil` once the script and its settle
    /// are played.
    package var nextTime: TimeInterval? {
        if let frame = frames.first { return frame.time }
        if let waitEnd { return waitEnd }
        if stepIndex < script.steps.count { return script.steps[stepIndex].time }
        return settled ? nil : script.duration + settle
    }

    /// The step whose start is the next event, if it is one: a host can check the
    /// step against the world as it is now (the playground refuses a step naming no view).
    package var nextStep: SceneStep? {
        guard frames.isEmpty, waitEnd == nil, stepIndex < script.steps.count else { return nil }
        return script.steps[stepIndex]
    }

    /// Plays the next event through the host's `deliver` and `advance`; does
    /// nothing once the script is played.
    package mutating func playNext(
        deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void, onShot: (String) -> Void = { _ in }
    ) {
        if let frame = frames.popFirst() {
            playedEvents += 1
            send(frame, deliver: deliver)
        } else if let end = waitEnd {
            playedEvents += 1
            waitEnd = nil
            advance(end)
        } else if stepIndex < script.steps.count {
            playedEvents += 1
            let step = script.steps[stepIndex]
            stepIndex += 1
            advance(step.time)
            start(step, deliver: deliver, onShot: onShot)
        } else if !settled {
            playedEvents += 1
            settled = true
            advance(script.duration + settle)
        }
    }

    /// A step's start, once the clock is at its time.
    private mutating func start(_ step: SceneStep, deliver: (HostInput) -> Void, onShot: (String) -> Void) {
        switch step.action {
        case .wait:
            waitEnd = step.endTime
        case .interruption:
            deliver(.interruption(timestamp: step.time))
            fingers.removeAll()
        case .shake:
            deliver(.shake(timestamp: step.time))
        case .motion(let phase):
            deliver(.motion(SceneRunner.motionPhase(phase), timestamp: step.time))
        case .remoteControl(let command):
            deliver(.remoteControl(SceneRunner.subtype(command), timestamp: step.time))
        case .becomeFirstResponder, .resignFirstResponder, .remove, .set, .setRecognizer, .menu, .animate:
            SceneRunner().perform(step.action, in: world)
        case .shot(let name):
            onShot(name)
        case .fingers, .tap, .drag, .twoFinger:
            frames = step.frames { location in SceneRunner.resolve(location, in: world) }[...]
        }
    }

    private mutating func send(_ frame: SceneFrame, deliver: (HostInput) -> Void) {
        var samples: [TouchSample] = []
        for sample in frame.samples {
            let point = sample.point.map { CGPoint(x: $0.x, y: $0.y) } ?? fingers[sample.finger] ?? .zero
            samples.append(TouchSample(finger: sample.finger, phase: SceneRunner.phase(sample.phase), location: point))
            if sample.phase == .up || sample.phase == .cancel {
                fingers[sample.finger] = nil
            } else {
                fingers[sample.finger] = point
            }
        }
        deliver(.touches(samples, timestamp: frame.time))
    }
}
