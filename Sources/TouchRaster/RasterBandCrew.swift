import CCurrentProcessor
import Foundation
import Synchronization

/// The threads that paint one render's bands beside the canvas's own: helpers
/// are woken before the plan is made, and the rows are split among the
/// threads that have arrived when it is ready — one band each.
///
/// Used by a canvas for a stream of frames (``RasterCanvas/choosesBandsPerRender``).
/// Why not a fixed number of bands (`DispatchQueue.concurrentPerform`, which
/// ``RasterCanvas`` uses for pictures and for a band count a test sets):
/// beside a busy process, a woken thread often gets no processor for
/// milliseconds (the scheduler lets the process running on the other core
/// finish its time slice), so the calling thread paints every band itself,
/// one after the other. Each band walks the whole plan and sets up the
/// commands crossing its edges again, so two bands painted by one thread cost
/// about 8 % more than one band (the bench's 1,000-view frame, 31.4 against
/// 29.1 million instructions). Splitting only among threads that are there
/// costs nothing when the helpers come, and nothing more when they do not.
///
/// A helper counts only when it arrived on another processor than the one
/// the canvas's thread is on when the plan is ready. Beside a busy process on
/// a two-core machine, the system's pool mostly wakes the helper on the
/// canvas thread's own processor (the other is busy): it then takes the
/// processor from the canvas's thread, and the two bands are painted one
/// after the other by one processor, each setting up again the commands
/// crossing the split: 2.16 ms of painting for the bench's changed frame,
/// against 1.97 ms for one band (a log of every render's bands and
/// processors, docs/performance.md). The canvas's thread claims its band
/// before it wakes the helpers, so a helper that takes its processor cannot
/// take both bands either.
///
/// A helper that arrives after the rows were split claims any band not yet
/// taken; one that arrives after the render ended finds the crew closed and
/// returns without touching the job (whose pixel pointers are then stale).
/// The pixels do not depend on how many bands there are (``RasterCanvas``
/// states the one known exception).
final class RasterBandCrew: Sendable {
    private struct State {
        /// Helpers that have arrived, whether waiting or painting.
        var arrived = 0
        /// The processor each helper arrived on (-1: unknown), in order.
        var processors: [Int32] = []
        /// Helpers waiting for the job.
        var waiting = 0
        /// The render's bands, once split.
        var job: RasterBandJob?
        /// The next band to claim.
        var next = 0
        /// Bands helpers have claimed: the canvas's thread waits for each.
        var claimedByHelpers = 0
        /// The render is over: arriving helpers return at once.
        var closed = false
    }

    private let state = Mutex(State())
    /// Signalled once for each waiting helper when the job is published or
    /// the crew closes.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled by a helper each time it finishes a band.
    private let finished = DispatchSemaphore(value: 0)
    /// How long the canvas's thread waits for a first helper when none has
    /// arrived by the time the plan is ready, in nanoseconds.
    private let patience: UInt64
    /// The processor the calling thread is on (-1: unknown).
    private let currentProcessor: @Sendable () -> Int32

    /// Wakes `helpers` threads (at least 1) to help paint, each started by
    /// `launch` (a thread of the system's pool; tests start them when they
    /// choose); `patience` is how long ``paint(maximum:_:)`` waits for the
    /// first one. `currentProcessor` says which processor the calling
    /// thread runs on (the system's answer; tests say it), -1 when unknown.
    init(
        helpers: Int, patience: UInt64,
        launch: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global(qos: .userInteractive).async(execute: $0) },
        currentProcessor: @escaping @Sendable () -> Int32 = { touchlab_current_processor() }
    ) {
        self.patience = patience
        self.currentProcessor = currentProcessor
        for _ in 0..<max(1, helpers) {
            launch { [self] in help() }
        }
    }

    /// How many helpers have arrived so far.
    var arrived: Int { state.withLock { $0.arrived } }

    /// Whether the crew is closed (its render is over or failed).
    private var isClosed: Bool { state.withLock { $0.closed } }

    /// Paints `makeJob(count)`'s bands with the helpers that are here: `count`
    /// is one more than the helpers that have arrived on another processor
    /// than the calling thread's (waiting up to the crew's patience for a
    /// first one to arrive), at most `maximum`. Returns when every band is
    /// painted; the crew is then closed. A crew paints once: closed, it
    /// paints nothing.
    func paint(maximum: Int, _ makeJob: (_ count: Int) -> RasterBandJob) {
        var helpers = arrived
        if helpers == 0, maximum > 1 {
            let deadline = DispatchTime.now().uptimeNanoseconds &+ patience
            while helpers == 0, DispatchTime.now().uptimeNanoseconds < deadline {
                helpers = arrived
            }
        }
        let processor = currentProcessor()
        let elsewhere = state.withLock { state in
            state.processors.count { $0 < 0 || processor < 0 || $0 != processor }
        }
        let count = max(1, min(maximum, 1 + elsewhere))
        guard !isClosed else { return }
        let job = makeJob(count)
        if count == 1 {
            // No helper to share the rows with: they go, and this thread paints.
            close()
            job.paint(band: 0)
            return
        }
        let waiting = state.withLock { state -> Int in
            state.job = job
            state.next = 1  // band 0 is this thread's
            defer { state.waiting = 0 }
            return state.waiting
        }
        for _ in 0..<waiting { wake.signal() }
        job.paint(band: 0)
        while let (job, band) = claim(byHelper: false) { job.paint(band: band) }
        // Every band is claimed now: wait for those the helpers are painting.
        for _ in 0..<state.withLock({ $0.claimedByHelpers }) { finished.wait() }
        close()
    }

    /// Ends the render: helpers still waiting, or yet to arrive, return
    /// without painting. Called by ``paint(maximum:_:)``, and by the canvas
    /// when a render fails before its bands are painted.
    func close() {
        let waiting = state.withLock { state -> Int in
            state.closed = true
            state.job = nil
            defer { state.waiting = 0 }
            return state.waiting
        }
        for _ in 0..<waiting { wake.signal() }
    }

    /// The published job and its next unpainted band, or `nil` when none is
    /// left or the crew is closed. The job cannot change while a band of it
    /// is unfinished: the canvas's thread waits for every band a helper
    /// claimed before it closes the crew.
    private func claim(byHelper: Bool) -> (RasterBandJob, Int)? {
        state.withLock { state -> (RasterBandJob, Int)? in
            guard !state.closed, let job = state.job, state.next < job.count else { return nil }
            defer { state.next += 1 }
            if byHelper { state.claimedByHelpers += 1 }
            return (job, state.next)
        }
    }

    /// A helper's work: wait for the job unless it is out already (or the
    /// render is over), then paint bands until none is left.
    private func help() {
        let processor = currentProcessor()
        let mustWait = state.withLock { state -> Bool? in
            guard !state.closed else { return nil }
            state.arrived += 1
            state.processors.append(processor)
            guard state.job == nil else { return false }
            state.waiting += 1
            return true
        }
        guard let mustWait else { return }
        if mustWait { wake.wait() }
        while let (job, band) = claim(byHelper: true) {
            job.paint(band: band)
            finished.signal()
        }
    }
}
