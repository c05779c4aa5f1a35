import Foundation
import TouchCore
import TouchInsight

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
/// remote-control events go to the log and to ``message``, not the sequence.
///
/// A script played in the window (``isPlayingScript``) runs on the scene's
/// own clock from the scene's start, as `touchlab trace` runs it;
/// ``playedUntil`` says which records it made, so the log writes them with
/// that clock's time stamps and live input with times from its touch's start.
package final class PlaygroundSession {
    package let application: UIApplication
    /// The records of the current (or last) touch sequence: all of them, or, for a
    /// sequence longer than ``sequenceCapacity`` (a finger held down through a
    /// storm), its first ``sequenceHeadCount`` records and the most recent ones.
    package private(set) var sequence: [TraceRecord] = []
    /// The records for the log panel, oldest first: the last ``logCapacity`` to
    /// a quarter more (see ``logCapacity``).
    package private(set) var log: [TraceRecord] = []
    package private(set) var fingers: [PlaygroundFinger] = []
    /// The records of the last shake or remote-control command while it is the
    /// latest input (touch input or an interruption clears it): the rail shows
    /// how it travelled from the first responder (``MessageDelivery``), the
    /// timeline when it happened. A shake that lasts is kept whole, from its
    /// `began` to its `ended` (or its cancellation, by an interruption too).
    package private(set) var message: [TraceRecord] = []
    /// Set by the host while the input it sends is a played script's, not the user's.
    /// A script is played on a fresh scene, so it starts a session: setting this
    /// marks every record until live input arrives as the script's (``playedUntil``).
    package var isPlayingScript = false {
        didSet { if isPlayingScript { playedUntil = .infinity } }
    }
    /// The instant live input took over from a script played in this session:
    /// records before it are the script's, on the scene's clock (`@0.500`);
    /// `.infinity` while no live input came after the script; `nil` when no
    /// script played (``TouchCore/TraceFormatter/windowOptions(_:playedUntil:)``).
    package private(set) var playedUntil: TimeInterval?
    /// The log keeps at least this many of the latest records. A long session must
    /// not grow memory forever (the panel shows only the tail anyway), so once the
    /// log is a quarter over, its oldest records are dropped down to this many in
    /// one go: trimming every step instead would move the whole log for each
    /// record added, which a storm of a million events cannot afford (docs/performance.md).
    package var logCapacity = 5000
    /// A touch sequence keeps at most this many records (plus a quarter before
    /// trimming, as the log), so a finger that never lifts cannot grow memory.
    package var sequenceCapacity = 20_000
    /// How many of a trimmed sequence's first records stay: hit-testing and the
    /// first deliveries of its touches, which the highlights are drawn from.
    package var sequenceHeadCount = 2_000
    /// Changes whenever the records or fingers do, so a host redraws exactly when
    /// there is something new (counts alone stop changing once the log is full).
    package private(set) var revision = 0
    /// How many records the session has taken from the application in all,
    /// log trimming and clearing aside: the window's quiz counts a played
    /// script's records by it (``PlaygroundQuiz``).
    package private(set) var recordCount = 0
    /// The longest trail kept per finger, in samples.
    package var trailCapacity = 120
    /// Called with each step's new records, e.g. to echo them to stdout.
    package var onRecords: (([TraceRecord]) -> Void)?
    /// Host fingers that went down outside the device area, ignored until they lift.
    private var ignoredFingers: Set<Int> = []

    package init(application: UIApplication) {
        self.application = application
        application.trace.isEnabled = true
        take(intoSequence: false)
    }

    /// Sends `input` to the application and records what it did.
    package func handle(_ input: HostInput) {
        if !isPlayingScript, playedUntil == .infinity { playedUntil = input.timestamp }
        switch input {
        case .touches(let samples, _):
            let startsSequence = samples.contains { $0.phase == .down } && application.activeTouches.isEmpty
            message.removeAll()
            if startsSequence {
                sequence.removeAll()
                fingers.removeAll { !$0.isDown }
            }
            let before = Set(application.activeTouches.map(\.number))
            application.handle(input)
            let new = application.activeTouches.filter { !before.contains($0.number) }.map(\.number)
            track(samples, newTouchNumbers: new)
            revision &+= 1
            take(intoSequence: true)
        case .interruption:
            // An interruption while only a shake is in progress cancels that shake
            // (motionCancelled): it ends the shake's story, so it joins the message.
            let endsShakeOnly = isShakeInProgress && application.activeTouches.isEmpty
            if !endsShakeOnly { message.removeAll() }
            application.handle(input)
            for index in fingers.indices { fingers[index].isDown = false }
            ignoredFingers.removeAll()
            revision &+= 1
            let new = take(intoSequence: true)
            if endsShakeOnly { message += new }
        case .shake, .motion:
            // While a shake lasts, its later phases (and a second shake refused
            // meanwhile) join it: the message keeps the whole shake from `began`,
            // so the timeline shows how long it lasted.
            let continues = isShakeInProgress
            application.handle(input)
            let new = take(intoSequence: false)
            message = continues ? message + new : new
        case .remoteControl:
            application.handle(input)
            message = take(intoSequence: false)
        }
    }

    /// Whether ``message`` is a shake that began and has not ended yet.
    private var isShakeInProgress: Bool {
        var open = false
        for record in message {
            guard case .input(let input) = record.kind else { continue }
            switch input {
            case .shakePhase(.began): open = true
            case .shakePhase, .shakeCancelled, .shake, .remoteControl, .interruption: open = false
            default: continue
            }
        }
        return open
    }

    /// Samples in canvas points (a window's pointer positions): converted to
    /// screen points through `layout`; a finger that goes down outside the
    /// device's frame is ignored until it lifts, so clicks on the log do nothing.
    /// A `recorder` that is recording snaps the samples it keeps (``PlaygroundRecorder``).
    package func handleCanvasTouches(
        _ samples: [TouchSample], layout: PlaygroundLayout, timestamp: TimeInterval, recorder: PlaygroundRecorder? = nil
    ) {
        var accepted: [TouchSample] = []
        for var sample in samples {
            if sample.phase == .down && !layout.viewportRect.contains(sample.location) {
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
        recorder?.record(&accepted, at: timestamp)
        guard !accepted.isEmpty else { return }
        handle(.touches(accepted, timestamp: timestamp))
    }

    /// Moves the application's clock, firing due timers.
    package func advance(to time: TimeInterval) {
        application.advance(to: time)
        take(intoSequence: true)
    }

    /// Empties the log panel (the highlights of the current sequence stay).
    package func clearLog() {
        log.removeAll()
        revision &+= 1
    }

    /// What the renderer needs to draw the current state.
    package func frame(options: PlaygroundOptions) -> PlaygroundFrame {
        var frame = PlaygroundFrame(
            application: application, sequence: sequence, log: log, fingers: fingers, options: options,
            message: message)
        frame.playedUntil = playedUntil
        return frame
    }

    /// Moves the recorder's new records into the log (and the sequence) and
    /// returns them.
    @discardableResult
    private func take(intoSequence: Bool) -> [TraceRecord] {
        let new = application.trace.records
        guard !new.isEmpty else { return [] }
        application.trace.removeAll()
        revision &+= 1
        recordCount += new.count
        log.append(contentsOf: new)
        let keep = max(0, logCapacity)
        if log.count > keep + keep / 4 { log.removeFirst(log.count - keep) }
        if intoSequence {
            sequence.append(contentsOf: new)
            let capacity = max(0, sequenceCapacity)
            let head = min(max(0, sequenceHeadCount), capacity / 2)
            if sequence.count > capacity + capacity / 4 {
                sequence.removeSubrange(head..<(head + sequence.count - capacity))
            }
        }
        onRecords?(new)
        return new
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
