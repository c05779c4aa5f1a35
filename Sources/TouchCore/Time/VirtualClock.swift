import Foundation

/// The core's only source of time: a clock that moves when its host says so.
///
/// iOS's delivery has timing rules (a scroll view holds touches 0.15 s, a long
/// press fires after 0.5 s, a withheld `touchesEnded` is released after 0.15 s).
/// The core never reads the wall clock: tests and headless runs advance this clock
/// by hand, so a script runs instantly and identically every time; the SDL window
/// advances it with real elapsed time every frame. Timers fire in time order, ties
/// in the order they were scheduled (Flutter's FakeAsync does the same).
package final class VirtualClock {
    /// A handle to cancel a scheduled timer.
    package struct Timer: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Entry {
        let id: Int
        let deadline: TimeInterval
        let purpose: TraceRecord.TimerPurpose?
        let action: () -> Void
    }

    /// Called just before a timer's action runs, with what the timer is for, and just
    /// after: the application heads what the timer triggers in the trace with the time
    /// it fired (SPEC §11), as input is headed.
    package var willFire: ((TraceRecord.TimerPurpose?) -> Void)?
    package var didFire: (() -> Void)?

    /// Read for every trace record; unchecked for exclusivity (see UIView).
    @exclusivity(unchecked) package private(set) var now: TimeInterval
    private var entries: [Entry] = []
    private var nextID = 0

    package init(now: TimeInterval = 0) {
        self.now = now
    }

    /// Runs `action` once the clock reaches `now + delay`. `purpose` says what the
    /// timer is for, for the trace's heading when it fires.
    @discardableResult
    package func schedule(
        after delay: TimeInterval, purpose: TraceRecord.TimerPurpose? = nil, _ action: @escaping () -> Void
    ) -> Timer {
        nextID += 1
        let deadline = now + max(0, delay.isFinite ? delay : 0)
        // Keep entries sorted by (deadline, id): insertion after equal deadlines.
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert(Entry(id: nextID, deadline: deadline, purpose: purpose, action: action), at: index)
        return Timer(id: nextID)
    }

    package func cancel(_ timer: Timer?) {
        guard let timer else { return }
        entries.removeAll { $0.id == timer.id }
    }

    package var pendingTimerCount: Int { entries.count }

    /// Moves time forward to `time`, firing every timer due on the way, each with
    /// `now` set to its own deadline. Time never goes backwards: an earlier `time`
    /// (a host glitch, a script mistake) leaves the clock where it is.
    package func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let first = entries.first, first.deadline <= time {
            entries.removeFirst()
            now = max(now, first.deadline)
            willFire?(first.purpose)
            first.action()
            didFire?()
        }
        now = max(now, time)
    }

    package func advance(by interval: TimeInterval) {
        advance(to: now + interval)
    }
}
