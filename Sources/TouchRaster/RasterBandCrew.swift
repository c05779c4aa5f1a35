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
/// A helper keeps off the processor the canvas's thread was on when it woke
/// it, for as long as it helps. Left to itself, the system wakes it there
/// whenever the other processors are busy, and it then paints nothing (above).
/// Kept off, it shares a busy processor with whatever runs there, and is
/// mostly given its turn at once; but now and then the system stops it, in
/// the middle of its band, for a whole time slice, or lets it run only part
/// of the time (the bench's changed frame, beside a busy process, waited up
/// to 5.7 ms at p99 for such helpers). So a helper paints its band aside, into
/// pixels of its own (``RasterBandWork/paintAside(band:worker:)``), and only
/// the canvas's thread copies them into the canvas. That thread, its own
/// bands done, waits for the helpers' bands for ``raceDelay``; then it
/// paints any band still unfinished too, straight into the canvas, and the
/// first to finish gives the band: the canvas's thread, losing, copies the
/// helper's pixels over its own; the helper, losing, drops its pixels when
/// it runs again. A render thus never takes much longer than the canvas's
/// thread painting every band itself, whatever its helpers do.
///
/// A helper that arrives after the rows were split claims any band not yet
/// taken; one that arrives after the render ended finds the crew closed and
/// returns without touching the work. One that lost a race may still be
/// painting aside when the render ends: the canvas waits for it
/// (``awaitHelpers()``) before it touches that helper's worker or its kept
/// pixels again, at the start of its next render, which in practice finds it
/// long gone. The pixels do not depend on how many bands there are, nor on
/// who painted them (``RasterCanvas`` states the one known exception).
final class RasterBandCrew: Sendable {
    /// Where a band of the render stands.
    private enum Band {
        /// Not claimed yet.
        case open
        /// Painted, or being painted, by the canvas's thread, straight into
        /// the canvas.
        case canvas
        /// Being painted aside by helper `worker`.
        case aside(worker: Int)
        /// Being painted aside by helper `worker` and straight into the
        /// canvas by the canvas's thread: the first to finish gives the band.
        case racing(worker: Int)
        /// Painted aside by helper `worker`, for the canvas's thread to copy
        /// into the canvas.
        case painted(worker: Int)
        /// In the canvas, from a helper's pixels.
        case done
        /// Painted by the canvas's thread before the helper that claimed it
        /// finished; that helper's pixels are dropped.
        case takenOver
    }

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
        /// Each band's state, once split.
        var bands: [Band] = []
        /// Helpers painting a band aside, whether or not the render still
        /// waits for it.
        var painting = 0
        /// When the work was handed out (nanoseconds): the canvas's thread
        /// starts its band then, and a helper's first band is timed from
        /// then too, its wait to be woken included, so that the bands the
        /// balance makes end together.
        var handedOut: UInt64 = 0
        /// Nanoseconds the helpers' bands painted in time took, all together
        /// (each from when the work was handed out, or from when its helper
        /// claimed it after another band), and how many those were.
        var helperNanoseconds: UInt64 = 0
        var paintedBands = 0
        /// The render is over: arriving helpers return at once.
        var closed = false
    }

    private let state = Mutex(State())
    /// Signalled once for each waiting helper when the work is published or
    /// the crew closes.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled by a helper each time it leaves a band, painted in time or
    /// dropped (``awaitHelpers()`` waits on it).
    private let finished = DispatchSemaphore(value: 0)
    /// How long the canvas's thread waits for a first helper when none has
    /// arrived by the time the plan is ready, in nanoseconds.
    private let patience: UInt64
    /// How long the canvas's thread, its own bands done, waits for the
    /// helpers' before it paints those still unfinished too, in nanoseconds.
    let raceDelay: UInt64
    /// The processor the calling thread is on (-1: unknown).
    private let currentProcessor: @Sendable () -> Int32
    /// The clock, in nanoseconds.
    private let now: @Sendable () -> UInt64

    /// How long the canvas's thread waits for its helpers' bands, by
    /// default, before it races them: in a balanced render they end within
    /// about 0.1 ms of its own, and racing earlier would mostly paint rows
    /// for nothing.
    static let defaultRaceDelay: UInt64 = 100_000

    /// Pauses the canvas's thread makes between two looks at its helpers'
    /// bands: the fewer the looks, the less the spinning takes from a helper
    /// on a hardware thread of the same core.
    static let pausesBetweenLooks = 32

    /// The system's monotonic clock, in nanoseconds.
    static let systemClock: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

    /// Wakes `helpers` threads (at least 1) to help paint, each started by
    /// `launch` (a thread of the system's pool; tests start them when they
    /// choose); `patience` is how long ``paint(maximum:_:)`` waits for the
    /// first one, `raceDelay` how long it waits for the helpers' bands
    /// before it races them, both in nanoseconds of `now`.
    /// `currentProcessor` says which processor the calling thread runs on
    /// (the system's answer; tests say it), -1 when unknown. With
    /// `keepsHelpersOffCanvasProcessor`, each helper is kept off the
    /// processor the calling thread is on now while it helps.
    init(
        helpers: Int, patience: UInt64, raceDelay: UInt64 = RasterBandCrew.defaultRaceDelay,
        launch: (@escaping @Sendable () -> Void) -> Void = { DispatchQueue.global(qos: .userInteractive).async(execute: $0) },
        currentProcessor: @escaping @Sendable () -> Int32 = { touchlab_current_processor() },
        now: @escaping @Sendable () -> UInt64 = RasterBandCrew.systemClock,
        keepsHelpersOffCanvasProcessor: Bool = true
    ) {
        self.patience = patience
        self.raceDelay = raceDelay
        self.currentProcessor = currentProcessor
        self.now = now
        let helpers = max(1, helpers)
        let canvasProcessor = keepsHelpersOffCanvasProcessor ? currentProcessor() : -1
        for _ in 0..<helpers {
            launch { [self] in
                var saved = touchlab_processor_set()
                let moved = canvasProcessor >= 0 && touchlab_avoid_processor(canvasProcessor, &saved) == 1
                help()
                if moved { touchlab_restore_processors(&saved) }
            }
        }
    }

    /// How many helpers have arrived so far.
    var arrived: Int { state.withLock { $0.arrived } }

    /// Whether the crew is closed (its render is over or failed).
    private var isClosed: Bool { state.withLock { $0.closed } }

    /// What a render split among helpers learned: how long the first band
    /// (the calling thread's) took, how long the helpers' bands took on
    /// average, in nanoseconds (for a band the calling thread finished first,
    /// how long after the work was handed out it did: its helper would have
    /// taken longer), and how many bands the calling thread finished first.
    struct Outcome: Equatable {
        var firstBand: UInt64
        var helperBand: UInt64
        var takenOver: Int
    }

    /// Paints `makeWork(count)`'s bands with the helpers that are here:
    /// `count` is one more than the helpers that have arrived on another
    /// processor than the calling thread's (waiting up to the crew's patience
    /// for a first one to arrive), at most `maximum`; 2 when none has arrived
    /// at all (a helper may still come). Returns when every band is in the
    /// canvas; the crew is then closed. A crew paints once: closed, it paints
    /// nothing.
    ///
    /// Returns what the render learned when helpers had bands
    /// (``RasterBandBalance`` learns from it); `nil` otherwise.
    @discardableResult
    func paint(maximum: Int, _ makeWork: (_ count: Int) -> any RasterBandWork) -> Outcome? {
        var helpers = arrived
        if helpers == 0, maximum > 1 {
            let deadline = now() &+ patience
            while helpers == 0, now() < deadline {
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
            work.paint(band: 0, worker: 0)
            return nil
        }
        let start = now()
        let waiting = state.withLock { state -> Int in
            state.work = work
            state.handedOut = start
            state.canvasProcessor = processor
            state.bands = Array(repeating: .open, count: work.count)
            state.bands[0] = .canvas  // this thread's
            defer { state.waiting = 0 }
            return state.waiting
        }
        for _ in 0..<waiting { wake.signal() }
        work.paint(band: 0, worker: 0)
        let firstBand = now() &- start
        while let band = claim() { work.paint(band: band, worker: 0) }
        // Every band is claimed now: wait for those the helpers have.
        let (takenOver, takenOverNanoseconds) = awaitHelpersBands(of: work, handedOut: start)
        let (painted, paintedNanoseconds) = state.withLock { ($0.paintedBands, $0.helperNanoseconds) }
        close()
        let helperBands = painted + takenOver
        guard helperBands > 0 else { return nil }
        return Outcome(
            firstBand: firstBand, helperBand: (paintedNanoseconds &+ takenOverNanoseconds) / UInt64(helperBands),
            takenOver: takenOver)
    }

    /// Waits until every band a helper claimed is in the canvas, copying
    /// each that its helper has painted aside. ``raceDelay`` after it began
    /// to wait, it paints any band still unfinished too, straight into the
    /// canvas, until it is done or the helper finishes first (then it copies
    /// the helper's pixels over its own). Returns how many bands it finished
    /// first, and how long after `handedOut` it finished them, all together
    /// (their helpers would have taken longer).
    ///
    /// It spins rather than sleeps: asleep, the canvas's thread would leave
    /// its processor free, and beside a busy process the system moves that
    /// process there, so that the thread, woken, waits for it to finish its
    /// time slice (waits of 2–4 ms, logged, with no helper stopped at all).
    /// The helpers are kept off this thread's processor, so the spinning
    /// takes nothing from them but from a helper on another hardware thread
    /// of the same core: hence the pauses between looks.
    private func awaitHelpersBands(of work: any RasterBandWork, handedOut: UInt64) -> (count: Int, nanoseconds: UInt64) {
        var takenOver = 0
        var heldNanoseconds: UInt64 = 0
        let idleSince = now()
        while true {
            let band: Int
            switch look() {
            case .allDone:
                return (takenOver, heldNanoseconds)
            case .painted(let painted, let worker):
                work.publish(band: painted, worker: worker)
                continue
            case .unfinished(let unfinished):
                band = unfinished
            }
            guard now() &- idleSince >= raceDelay else {
                // Between two looks, about a microsecond.
                for _ in 0..<Self.pausesBetweenLooks { touchlab_spin_pause() }
                continue
            }
            guard let worker = race(band) else { continue }
            let finished = work.paint(band: band, worker: 0) { helperHasPainted(band) }
            let helperFirst = state.withLock { state -> Bool in
                if case .racing = state.bands[band] {
                    state.bands[band] = .takenOver
                    return false
                }
                state.bands[band] = .done
                return true
            }
            if helperFirst {
                // The helper finished first: its pixels replace this
                // thread's (all of them, had this thread finished too).
                if !finished { work.publish(band: band, worker: worker) }
            } else {
                takenOver += 1
                heldNanoseconds &+= now() &- handedOut
            }
        }
    }

    /// What the canvas's thread finds when it looks at the helpers' bands.
    private enum Look {
        /// A band its helper has painted aside, now the canvas thread's to copy.
        case painted(band: Int, worker: Int)
        /// A band its helper is still painting.
        case unfinished(band: Int)
        /// Every band is in the canvas.
        case allDone
    }

    /// The first band painted aside (marked done: the caller copies it), or
    /// else the first still being painted aside.
    private func look() -> Look {
        state.withLock { state -> Look in
            var unfinished: Int?
            for band in state.bands.indices {
                switch state.bands[band] {
                case .painted(let worker):
                    state.bands[band] = .done
                    return .painted(band: band, worker: worker)
                case .aside where unfinished == nil: unfinished = band
                default: continue
                }
            }
            return unfinished.map { .unfinished(band: $0) } ?? .allDone
        }
    }

    /// Whether the helper that had `band` has painted it.
    private func helperHasPainted(_ band: Int) -> Bool {
        state.withLock { if case .painted = $0.bands[band] { true } else { false } }
    }

    /// Marks `band`, which a helper paints aside, as painted by the canvas's
    /// thread too, unless the helper has just finished it; the helper's
    /// worker when it did.
    private func race(_ band: Int) -> Int? {
        state.withLock { state in
            guard case .aside(let worker) = state.bands[band] else { return nil }
            state.bands[band] = .racing(worker: worker)
            return worker
        }
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

    /// Returns once no helper is in the middle of a band: after the render,
    /// only a helper still painting aside a band it lost can be (it reads
    /// the render's plan and kept pixels, and writes its worker's pixels).
    /// The canvas calls it before it next touches any of those.
    func awaitHelpers() {
        while state.withLock({ $0.painting }) > 0 { finished.wait() }
    }

    /// The first band not yet claimed, now the canvas thread's; `nil` when
    /// none is left or the crew is closed.
    private func claim() -> Int? {
        state.withLock { state -> Int? in
            guard !state.closed, let open = state.bands.firstIndex(where: { if case .open = $0 { true } else { false } })
            else { return nil }
            state.bands[open] = .canvas
            return open
        }
    }

    /// The published work and its first band not yet claimed, now helper
    /// `worker`'s (on `processor`, -1 when unknown), or `nil` when none is
    /// left, the crew is closed, the work has no worker of that number, or
    /// the helper is on the processor the canvas's thread split the rows on,
    /// which it would only take from it.
    /// The work cannot change while a helper has a band of it: the canvas's
    /// thread waits for each such band, or finishes it first, before it
    /// closes the crew, and the work is never replaced.
    private func claim(byHelper worker: Int, on processor: Int32) -> (any RasterBandWork, Int)? {
        state.withLock { state -> (any RasterBandWork, Int)? in
            guard !state.closed, let work = state.work, worker < work.workerCount,
                processor < 0 || state.canvasProcessor < 0 || processor != state.canvasProcessor,
                let open = state.bands.firstIndex(where: { if case .open = $0 { true } else { false } })
            else { return nil }
            state.bands[open] = .aside(worker: worker)
            state.painting += 1
            return (work, open)
        }
    }

    /// A helper's part: wait for the work unless it is out
    /// already (or the render is over), then paint bands aside, each left
    /// for the canvas's thread to copy, until none is left or one was lost.
    private func help() {
        let processor = currentProcessor()
        let arrival = state.withLock { state -> (worker: Int, mustWait: Bool)? in
            guard !state.closed else { return nil }
            state.arrived += 1
            state.processors.append(processor)
            guard state.work == nil else { return (state.arrived, false) }
            state.waiting += 1
            return (state.arrived, true)
        }
        guard let (worker, mustWait) = arrival else { return }
        if mustWait { wake.wait() }
        var first = true
        while let (work, band) = claim(byHelper: worker, on: currentProcessor()) {
            let start = first ? state.withLock { $0.handedOut } : now()
            first = false
            work.paintAside(band: band, worker: worker)
            let took = now() &- start
            let inTime = state.withLock { state -> Bool in
                state.painting -= 1
                switch state.bands[band] {
                case .aside, .racing: break
                default: return false  // lost the race
                }
                state.bands[band] = .painted(worker: worker)
                state.helperNanoseconds &+= took
                state.paintedBands += 1
                return true
            }
            finished.signal()
            if !inTime { return }
        }
    }
}
