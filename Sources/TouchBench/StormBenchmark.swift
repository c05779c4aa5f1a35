import Foundation
import TouchCore
import TouchPlaygroundUI

/// Sends a long storm of random input — valid and not — through a
/// ``TouchPlaygroundUI/PlaygroundSession`` on a generated hierarchy, as a noisy
/// touchscreen would through the live window, and reads resident memory along
/// the way (docs/performance.md: "memory stays flat over a million events").
///
/// The storm is the event-storm tests' (`Tests/TouchCoreTests/EventStormTests`)
/// at a length no test run can afford: up to three fingers change per input frame,
/// out of twelve (more than iOS tracks); downs for fingers already down, ups and
/// moves for fingers that are not; NaN and far-outside locations; timestamps that
/// sometimes go back; interruptions; the clock advanced past every timer; and
/// views removed from the hierarchy mid-touch and put back. Tracing is on, as in
/// the window, and the session keeps its log and sequence within their bounds.
///
/// The invariants themselves (one end per began, nothing delivered outside a
/// window) are asserted by the storm tests; this reports the figures they cannot:
/// time per event, memory over a million events, and what is left at the end.
package struct StormBenchmark: Sendable {
    package var events: Int
    package var seed: UInt64

    package init(events: Int = 1_000_000, seed: UInt64 = 6) {
        self.events = max(1, events)
        self.seed = seed
    }

    package func run(_ subject: BenchmarkSubject) -> StormMeasurement {
        let application = subject.application
        let session = PlaygroundSession(application: application)
        var refused = 0
        session.onRecords = { records in
            for record in records { if case .ignoredInput = record.kind { refused += 1 } }
        }
        var rng = SplitMix64(seed: seed ^ 0x5707)
        let screen = subject.window.bounds.size
        // Views to remove and put back: a few of the hierarchy's, from its middle levels.
        let removable = Self.descendants(of: subject.window).filter { $0.superview !== subject.window }
            .shuffled(using: &rng).prefix(16).map { ($0, $0.superview!) }
        var down: Set<Int> = []
        var time = application.clock.now + 1
        var samples: [StormMeasurement.Sample] = []
        let tenth = max(1, events / 10)
        var elapsed = 0.0

        func location() -> CGPoint {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: return CGPoint(x: CGFloat.nan, y: 10)
            case 1: return CGPoint(x: 1e9, y: -1e9)
            default:
                return CGPoint(
                    x: CGFloat.random(in: -20...(screen.width + 20), using: &rng),
                    y: CGFloat.random(in: -20...(screen.height + 20), using: &rng))
            }
        }

        for index in 0..<events {
            time += Int.random(in: 0..<25, using: &rng) == 0 ? -0.5 : Double.random(in: 0...0.05, using: &rng)
            let roll = Int.random(in: 0..<100, using: &rng)
            let start = MonotonicClock.nanoseconds()
            switch roll {
            case 0:
                session.handle(.interruption(timestamp: time))
                down.removeAll()
            case 1 where !removable.isEmpty:
                let (view, parent) = removable[Int.random(in: 0..<removable.count, using: &rng)]
                if view.superview == nil { parent.addSubview(view) } else { view.removeFromSuperview() }
            case 2:
                session.advance(to: max(time, application.clock.now) + 1)
            default:
                var frame: [TouchSample] = []
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let finger = Int.random(in: 0..<12, using: &rng)
                    let phase: TouchSample.Phase =
                        down.contains(finger)
                        ? [.move, .move, .move, .up, .cancel, .down].randomElement(using: &rng)!
                        : [.down, .down, .down, .up, .move].randomElement(using: &rng)!
                    frame.append(TouchSample(finger: finger, phase: phase, location: location()))
                    if phase == .down { down.insert(finger) }
                    if phase == .up || phase == .cancel { down.remove(finger) }
                }
                session.handle(.touches(frame, timestamp: time))
            }
            elapsed += Double(MonotonicClock.nanoseconds() &- start)
            if (index + 1) % tenth == 0, let bytes = ResidentMemory.currentBytes() {
                samples.append(StormMeasurement.Sample(events: index + 1, residentBytes: bytes))
            }
        }
        // Lift everything, put every view back, and let every timer run.
        session.handle(.interruption(timestamp: time + 0.1))
        for (view, parent) in removable where view.superview == nil { parent.addSubview(view) }
        session.advance(to: max(time, application.clock.now) + 10)
        let recognizers = Self.descendants(of: subject.window).flatMap { $0.gestureRecognizers ?? [] }
        return StormMeasurement(
            events: events, refusedInputs: refused, nanosecondsPerEvent: elapsed / Double(events),
            samples: samples, activeTouchesLeft: application.activeTouches.count,
            recognizersMidGesture: recognizers.count { $0.state != .possible },
            timersLeft: application.clock.pendingTimerCount)
    }

    private static func descendants(of view: UIView) -> [UIView] {
        var result: [UIView] = []
        var stack = view.subviews
        while let next = stack.popLast() {
            result.append(next)
            stack += next.subviews
        }
        return result
    }
}

/// What ``StormBenchmark`` measured: how fast a long storm of random input went
/// through the playground session, whether memory stayed flat, and what state was
/// left once every finger was gone.
package struct StormMeasurement: Codable, Hashable, Sendable {
    /// One reading of resident memory during the storm.
    package struct Sample: Codable, Hashable, Sendable {
        /// Inputs handled before the reading.
        package var events: Int
        package var residentBytes: Int

        package init(events: Int, residentBytes: Int) {
            self.events = events
            self.residentBytes = residentBytes
        }
    }

    /// Inputs sent: finger frames, interruptions, clock advances and view removals.
    package var events: Int
    /// Finger samples among them that the core refused (up without down, a second
    /// down, NaN, more fingers than allowed...), counted from its trace.
    package var refusedInputs: Int
    package var nanosecondsPerEvent: Double
    /// Resident memory after each tenth of the storm.
    package var samples: [Sample]
    /// Resident memory at the end minus halfway: growth over the storm's second
    /// half, by when the session's log has long filled to its bound and the
    /// allocator has settled (the first tenths show that warm-up). Negative when
    /// memory was given back.
    package var growthBytes: Int?
    /// After a final interruption and every timer run: touches still active,
    /// recognizers not back in `.possible`, timers pending. All should be 0.
    package var activeTouchesLeft: Int
    package var recognizersMidGesture: Int
    package var timersLeft: Int

    package init(
        events: Int, refusedInputs: Int, nanosecondsPerEvent: Double, samples: [Sample],
        activeTouchesLeft: Int, recognizersMidGesture: Int, timersLeft: Int
    ) {
        self.events = events
        self.refusedInputs = refusedInputs
        self.nanosecondsPerEvent = nanosecondsPerEvent
        self.samples = samples
        self.growthBytes =
            samples.count >= 2 ? samples[samples.count - 1].residentBytes - samples[(samples.count - 1) / 2].residentBytes : nil
        self.activeTouchesLeft = activeTouchesLeft
        self.recognizersMidGesture = recognizersMidGesture
        self.timersLeft = timersLeft
    }
}
