import CCurrentProcessor
import Foundation
import Synchronization

/// The threads that paint one render's bands beside the canvas's own: helpers
/// are woken before the plan is made, and the rows are split among the
/// threads that have arrived when it is ready — one band each — or in two
/// when none has yet.
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
/// processors, docs/performance.md). So a helper that arrived there gets no
/// band, nor does one that would claim a band from there later. The
/// canvas's thread claims its band before it wakes the helpers, so a helper
/// that takes its processor cannot take both bands either.
///
/// When no helper at all has arrived by then, the rows are split in two all
/// the same and the canvas's thread starts on the first band: a helper that
/// comes while it paints, on another processor, takes the second. On a quiet
/// machine whose idle processor woke late (a virtual machine's, sometimes
/// for a whole run), a frame used to be one band's work whenever the helper
/// missed the plan by a few microseconds. Split for nothing, the second band
/// costs the 8 % above; a helper that arrived on the canvas thread's
/// processor says the other is busy, and then the rows stay one band.
///
/// A helper that arrives after the rows were split claims any band not yet
/// taken; one that arrives after the render ended finds the crew closed and
/// returns without touching the work (whose pixel pointers are then stale).
/// The pixels do not depend on how many bands there are (``RasterCanvas``
/// states the one known exception).
final class RasterBandCrew: Sendable {
    private struct State {
        /// Helpers that have arrived, whether waiting or painting.
        var arrived = 0
        /// The processor each helper arrived on (-1: unknown), in order.
        var processors: [Int32] = []
        /// Helpers waiting for the work.
        var waiting = 0
        /// The render's bands, once split.
        var work: (any RasterBandWork)?
        /// The processor the canvas's thread was on when it split the rows
        /// (-1: unknown).
        var canvasProcessor: Int32 = -1
        /// The next band to claim.
        var next = 0
        /// Bands helpers have claimed: the canvas's thread waits for each.
        var claimedByHelpers = 0
        /// Nanoseconds the helpers spent painting their bands, all together.
        var helperNanoseconds: UInt64 = 0
        /// The render is over: arriving helpers return at once.
        var closed = false
    }

    private let state = Mutex(State())
    /// Signalled once for each waiting helper when the work is published or
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

    /// Paints `makeWork(count)`'s bands with the helpers that are here:
    /// `count` is one more than the helpers that have arrived on another
    /// processor than the calling thread's (waiting up to the crew's patience
    /// for a first one to arrive), at most `maximum`; 2 when none has arrived
    /// at all (a helper may still come). Returns when every band is painted;
    /// the crew is then closed. A crew paints once: closed, it paints nothing.
    ///
    /// Returns how long the first band (the calling thread's) took and how
    /// long the helpers' bands took on average, in nanoseconds, when helpers
    /// painted some (``RasterBandBalance`` learns from them); `nil` otherwise.
    @discardableResult
    func paint(
        maximum: Int, _ makeWork: (_ count: Int) -> any RasterBandWork
    ) -> (firstBand: UInt64, helperBand: UInt64)? {
        var helpers = arrived
        if helpers == 0, maximum > 1 {
            let deadline = DispatchTime.now().uptimeNanoseconds &+ patience
            while helpers == 0, DispatchTime.now().uptimeNanoseconds < deadline {
                helpers = arrived
            }
        }
        let processor = currentProcessor()
        let (present, elsewhere) = state.withLock { state in
            (state.arrived, state.processors.count { $0 < 0 || processor < 0 || $0 != processor })
        }
        let count = maximum < 2 ? 1 : present == 0 ? 2 : min(maximum, 1 + elsewhere)
        guard !isClosed else { return nil }
        let work = makeWork(count)
        if count == 1 {
            // No helper to share the rows with: they go, and this thread paints.
            close()
            work.paint(band: 0)
            return nil
        }
        let waiting = state.withLock { state -> Int in
            state.work = work
            state.canvasProcessor = processor
            state.next = 1  // band 0 is this thread's
            defer { state.waiting = 0 }
            return state.waiting
        }
        for _ in 0..<waiting { wake.signal() }
        let start = DispatchTime.now().uptimeNanoseconds
        work.paint(band: 0)
        let firstBand = DispatchTime.now().uptimeNanoseconds &- start
        while let (work, band) = claim(byHelperOn: nil) { work.paint(band: band) }
        // Every band is claimed now: wait for those the helpers are painting.
        let helperBands = state.withLock { $0.claimedByHelpers }
        for _ in 0..<helperBands { finished.wait() }
        let helperNanoseconds = state.withLock { $0.helperNanoseconds }
        close()
        guard helperBands > 0 else { return nil }
        return (firstBand, helperNanoseconds / UInt64(helperBands))
    }

    /// Ends the render: helpers still waiting, or yet to arrive, return
    /// without painting. Called by ``paint(maximum:_:)``, and by the canvas
    /// when a render fails before its bands are painted.
    func close() {
        let waiting = state.withLock { state -> Int in
            state.closed = true
            state.work = nil
            defer { state.waiting = 0 }
            return state.waiting
        }
        for _ in 0..<waiting { wake.signal() }
    }

    /// The published work and its next unpainted band, or `nil` when none is
    /// left, the crew is closed, or the claim is a helper's (`processor`,
    /// -1 when unknown; `nil` for the canvas's thread) on the processor the
    /// canvas's thread split the rows on, which the helper would only take
    /// from it. The work cannot change while a band of it is unfinished: the
    /// canvas's thread waits for every band a helper claimed before it
    /// closes the crew.
    private func claim(byHelperOn processor: Int32?) -> (any RasterBandWork, Int)? {
        state.withLock { state -> (any RasterBandWork, Int)? in
            guard !state.closed, let work = state.work, state.next < work.count else { return nil }
            if let processor {
                guard processor < 0 || state.canvasProcessor < 0 || processor != state.canvasProcessor else { return nil }
                state.claimedByHelpers += 1
            }
            defer { state.next += 1 }
            return (work, state.next)
        }
    }

    /// A helper's part: wait for the work unless it is out already (or the
    /// render is over), then paint bands until none is left.
    private func help() {
        let processor = currentProcessor()
        let mustWait = state.withLock { state -> Bool? in
            guard !state.closed else { return nil }
            state.arrived += 1
            state.processors.append(processor)
            guard state.work == nil else { return false }
            state.waiting += 1
            return true
        }
        guard let mustWait else { return }
        if mustWait { wake.wait() }
        while let (work, band) = claim(byHelperOn: currentProcessor()) {
            let start = DispatchTime.now().uptimeNanoseconds
            work.paint(band: band)
            let took = DispatchTime.now().uptimeNanoseconds &- start
            state.withLock { $0.helperNanoseconds &+= took }
            finished.signal()
        }
    }
}
