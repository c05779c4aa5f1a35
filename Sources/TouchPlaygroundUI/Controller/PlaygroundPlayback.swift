import Foundation
import TouchCore

/// A script playing in the window: which one, how fast, paused or not, and
/// how the host's wall clock maps onto the scene's virtual clock.
///
/// The virtual time runs at ``speed`` from an anchor — the virtual time and
/// the host's milliseconds when playing started, the speed last changed or
/// the pause ended — and stands still while paused. Each event of the script
/// is played when the virtual time reaches the event's own time, so slow
/// motion, pauses and single steps change only *when* on the wall clock an
/// event happens, never the virtual times the core sees: the trace is the one
/// `touchlab trace` prints. Between events the application's clock is moved
/// to the virtual time (so a long press's state changes show as they happen),
/// but never past the next event (``PlaygroundScriptPlayer``).
///
/// Pure: the host's time comes in as milliseconds (SDL's ticks in the window,
/// any number in a test).
package struct PlaygroundPlayback {
    package let player: PlaygroundScriptPlayer
    package var scriptName: String { player.name }
    package private(set) var speed: PlaygroundPlaybackSpeed
    package private(set) var isPaused = false
    /// The virtual time at ``anchorMilliseconds``.
    private var anchorTime: TimeInterval
    private var anchorMilliseconds: UInt64

    /// Starts playing `player` at virtual time `time` (the scene's clock when
    /// it was built) and host time `milliseconds`.
    package init(
        _ player: PlaygroundScriptPlayer, speed: PlaygroundPlaybackSpeed, from time: TimeInterval,
        at milliseconds: UInt64
    ) {
        self.player = player
        self.speed = speed
        self.anchorTime = time
        self.anchorMilliseconds = milliseconds
    }

    /// The scene's virtual time at host time `milliseconds`.
    package func time(at milliseconds: UInt64) -> TimeInterval {
        guard !isPaused else { return anchorTime }
        let elapsed = milliseconds >= anchorMilliseconds ? Double(milliseconds - anchorMilliseconds) / 1000 : 0
        return anchorTime + elapsed * speed.factor
    }

    /// Whether every event, and the settle after the script, has been played.
    package var isFinished: Bool { player.nextTime() == nil }

    /// The events played so far.
    package var playedEvents: Int { player.playedEvents() }

    /// Plays every event due by host time `milliseconds`, then moves the
    /// clock on to the virtual time (not past the next event).
    package mutating func play(until milliseconds: UInt64, deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void) {
        play(until: milliseconds, deliver: deliver, advance: advance, stoppingWhen: { false })
    }

    /// Plays as ``play(until:deliver:advance:)``, but stops as soon as
    /// `stop` says so after an event (or after moving the clock on), and
    /// pauses there: the window's quiz stops at the event that makes the
    /// record its question is asked before, so nothing later has happened
    /// yet. Returns whether it stopped.
    @discardableResult
    package mutating func play(
        until milliseconds: UInt64, deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void,
        stoppingWhen stop: () -> Bool
    ) -> Bool {
        let target = time(at: milliseconds)
        while let next = player.nextTime(), next <= target {
            player.playNext(deliver, advance)
            if stop() {
                stand(atTime: next)
                return true
            }
        }
        if let next = player.nextTime() {
            advance(min(target, next))
            if stop() {
                stand(atTime: min(target, next))
                return true
            }
        }
        return false
    }

    /// Pauses at virtual time `time`, where the last event stopped the
    /// playing; ``resume(at:)`` runs on from there.
    private mutating func stand(atTime time: TimeInterval) {
        anchorTime = time
        isPaused = true
    }

    /// Plays the next event at once and pauses there: the virtual time jumps
    /// to the event's, whatever the speed.
    package mutating func step(at milliseconds: UInt64, deliver: (HostInput) -> Void, advance: (TimeInterval) -> Void) {
        let now = time(at: milliseconds)
        guard let next = player.nextTime() else { return }
        player.playNext(deliver, advance)
        anchorTime = max(now, next)
        anchorMilliseconds = milliseconds
        isPaused = true
    }

    package mutating func pause(at milliseconds: UInt64) {
        guard !isPaused else { return }
        anchorTime = time(at: milliseconds)
        anchorMilliseconds = milliseconds
        isPaused = true
    }

    package mutating func resume(at milliseconds: UInt64) {
        guard isPaused else { return }
        anchorMilliseconds = milliseconds
        isPaused = false
    }

    /// Changes the speed from now on; the virtual time so far stays.
    package mutating func setSpeed(_ speed: PlaygroundPlaybackSpeed, at milliseconds: UInt64) {
        anchorTime = time(at: milliseconds)
        anchorMilliseconds = milliseconds
        self.speed = speed
    }
}

/// Two playbacks are equal when they play the same script at the same
/// speed from the same anchor, paused alike, with as many events played
/// (the player itself is closures, which cannot be compared).
extension PlaygroundPlayback: Equatable {
    package static func == (a: PlaygroundPlayback, b: PlaygroundPlayback) -> Bool {
        a.scriptName == b.scriptName && a.speed == b.speed && a.isPaused == b.isPaused && a.anchorTime == b.anchorTime
            && a.anchorMilliseconds == b.anchorMilliseconds && a.playedEvents == b.playedEvents
    }
}
