import Foundation
import TouchCore

/// The playground's memory of input: it feeds an application, keeps the trace
/// of the current touch sequence and a bounded log, and follows the fingers.
///
/// A host (the SDL window, a test) sends every input through the session
/// instead of straight to the application; ``frame(options:)`` then gives what
/// the renderer needs. The session turns the application's tracing on and
/// takes its records after each step (``TouchCore/TraceRecorder/removeAll()``),
/// so the recorder never grows and each record is seen once, with its outcome
/// filled in: records are only taken between steps, when no call is open.
///
/// A touch sequence starts when a finger goes down while no touch is active;
/// timers firing during ``advance(to:)`` (a long press, a withheld
/// `touchesEnded` released) belong to the sequence in progress. Shakes and
/// remote-control events go to the log only.
public final class PlaygroundSession {
    public let application: UIApplication
    /// The records of the current (or last) touch sequence.
    public private(set) var sequence: [TraceRecord] = []
    /// The records for the log panel, oldest first, at most ``logCapacity``.
    public private(set) var log: [TraceRecord] = []
    public private(set) var fingers: [PlaygroundFinger] = []
    /// Oldest records are dropped beyond this many (a long session must not grow
    /// memory forever; the panel shows only the tail anyway).
    public var logCapacity = 5000
    /// The longest trail kept per finger, in samples.
    public var trailCapacity = 120
    /// Called with each step's new records, e.g. to echo them to stdout.
    public var onRecords: (([TraceRecord]) -> Void)?
    /// Host fingers that went down outside the device area, ignored until they lift.
    private var ignoredFingers: Set<Int> = []

    public init(application: UIApplication) {
        self.application = application
        application.trace.isEnabled = true
        take(intoSequence: false)
    }

    /// Sends `input` to the application and records what it did.
    public func handle(_ input: HostInput) {
        switch input {
        case .touches(let samples, _):
            let startsSequence = samples.contains { $0.phase == .down } && application.activeTouches.isEmpty
            if startsSequence {
                sequence.removeAll()
                fingers.removeAll { !$0.isDown }
            }
            let before = Set(application.activeTouches.map(\.number))
            application.handle(input)
            let new = application.activeTouches.filter { !before.contains($0.number) }.map(\.number)
            track(samples, newTouchNumbers: new)
            take(intoSequence: true)
        case .interruption:
            application.handle(input)
            for index in fingers.indices { fingers[index].isDown = false }
            ignoredFingers.removeAll()
            take(intoSequence: true)
        case .shake, .remoteControl:
            application.handle(input)
            take(intoSequence: false)
        }
    }

    /// Samples in canvas points (a window's pointer positions): converted to
    /// screen points through `layout`; a finger that goes down outside the
    /// device area is ignored until it lifts, so clicks on the log do nothing.
    public func handleCanvasTouches(_ samples: [TouchSample], layout: PlaygroundLayout, timestamp: TimeInterval) {
        var accepted: [TouchSample] = []
        for var sample in samples {
            if sample.phase == .down && !layout.deviceRect.contains(sample.location) {
                ignoredFingers.insert(sample.finger)
                continue
            }
            if ignoredFingers.contains(sample.finger) {
                if sample.phase == .up || sample.phase == .cancel { ignoredFingers.remove(sample.finger) }
                continue
            }
            sample.location = layout.screenPoint(fromCanvas: sample.location)
            accepted.append(sample)
        }
        guard !accepted.isEmpty else { return }
        handle(.touches(accepted, timestamp: timestamp))
    }

    /// Moves the application's clock, firing due timers.
    public func advance(to time: TimeInterval) {
        application.advance(to: time)
        take(intoSequence: true)
    }

    /// Empties the log panel (the highlights of the current sequence stay).
    public func clearLog() {
        log.removeAll()
    }

    /// What the renderer needs to draw the current state.
    public func frame(options: PlaygroundOptions) -> PlaygroundFrame {
        PlaygroundFrame(application: application, sequence: sequence, log: log, fingers: fingers, options: options)
    }

    private func take(intoSequence: Bool) {
        let new = application.trace.records
        guard !new.isEmpty else { return }
        application.trace.removeAll()
        log.append(contentsOf: new)
        if log.count > logCapacity { log.removeFirst(log.count - logCapacity) }
        if intoSequence { sequence.append(contentsOf: new) }
        onRecords?(new)
    }

    private func track(_ samples: [TouchSample], newTouchNumbers: [Int]) {
        var numbers = newTouchNumbers[...]
        for sample in samples {
            switch sample.phase {
            case .down:
                fingers.removeAll { $0.finger == sample.finger }
                fingers.append(
                    PlaygroundFinger(
                        finger: sample.finger, touchNumber: numbers.popFirst(),
                        location: sample.location))
            case .move, .up, .cancel:
                guard let index = fingers.lastIndex(where: { $0.finger == sample.finger && $0.isDown }) else { continue }
                fingers[index].location = sample.location
                fingers[index].trail.append(sample.location)
                if fingers[index].trail.count > trailCapacity {
                    fingers[index].trail.removeFirst(fingers[index].trail.count - trailCapacity)
                }
                if sample.phase != .move { fingers[index].isDown = false }
            }
        }
    }
}
