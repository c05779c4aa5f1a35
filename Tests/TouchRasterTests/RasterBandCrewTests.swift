import CCurrentProcessor
import Foundation
import Synchronization
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// A render whose band count is automatic splits its rows among the threads
/// that have arrived to paint them (``RasterBandCrew``): every band is
/// painted exactly once whoever paints it, a helper that comes after the
/// render ended touches nothing, and the pixels are those of one band.
@Suite struct RasterBandCrewTests {
    /// Helpers started only when a test says so, instead of by the system's pool.
    final class Launcher: Sendable {
        private let pending = Mutex<[@Sendable () -> Void]>([])
        private let returned = DispatchSemaphore(value: 0)

        func launch(_ body: @escaping @Sendable () -> Void) {
            pending.withLock { $0.append(body) }
        }

        /// Runs every helper started so far, each on its own thread, and
        /// returns once each has begun.
        func startAll() {
            let bodies = pending.withLock { pending in
                defer { pending = [] }
                return pending
            }
            let started = DispatchSemaphore(value: 0)
            for body in bodies {
                Thread { [returned] in
                    started.signal()
                    body()
                    returned.signal()
                }.start()
            }
            for _ in bodies { started.wait() }
        }

        /// Whether `count` helpers run by ``startAll()`` have returned within
        /// a few seconds (real time only bounds a hang; nothing is timed).
        func haveReturned(_ count: Int) -> Bool {
            (0..<count).allSatisfy { _ in returned.wait(timeout: .now() + 5) == .success }
        }

        /// Runs every helper started so far on this thread, one after the other.
        func runAllHere() {
            let bodies = pending.withLock { pending in
                defer { pending = [] }
                return pending
            }
            for body in bodies { body() }
        }
    }

    /// A job over `pixels` with no commands, with `workers` workers: each
    /// band clears its rows to `background`, so the buffer shows which rows
    /// were painted.
    func clearingJob(
        _ pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, count: Int, workers: Int, background: UInt32
    ) -> RasterBandJob {
        RasterBandJob(
            target: PixelTarget(base: pixels.baseAddress!, width: width, height: pixels.count / width),
            bands: (0..<workers).map { _ in RasterBand() }, count: count, plan: [], commands: [], background: background,
            scale: 1, kept: nil, keeping: nil)
    }

    /// Paints a `width` × `rows` buffer with `crew` (at most `maximum`
    /// bands), each band clearing its rows to `background`; returns the band
    /// counts the crew asked for and the pixels.
    func paint(
        with crew: RasterBandCrew, maximum: Int, width: Int, rows: Int, background: UInt32
    ) -> (counts: [Int], pixels: [UInt32]) {
        var pixels = [UInt32](repeating: 0, count: width * rows)
        var counts: [Int] = []
        pixels.withUnsafeMutableBufferPointer { buffer in
            crew.paint(maximum: maximum) { count in
                counts.append(count)
                return clearingJob(buffer, width: width, count: count, workers: maximum, background: background)
            }
        }
        return (counts, pixels)
    }

    /// Waits (up to a few seconds of real time: threads are being started,
    /// nothing is timed) until `crew` counts `helpers` arrived.
    func waitForArrival(_ crew: RasterBandCrew, helpers: Int) {
        let deadline = Date().addingTimeInterval(5)
        while crew.arrived < helpers, Date() < deadline { usleep(100) }
    }

    /// Wakes `helpers` helpers, waits until all have arrived, then paints a
    /// 16-pixel-wide buffer of `rows` rows with at most `maximum` bands, each
    /// clearing its rows to one colour; `currentProcessor` says which
    /// processor each thread is on. Returns the band counts the crew asked
    /// for, whether every row was painted, and whether every helper returned.
    func paintAfterArrival(
        helpers: Int, maximum: Int, rows: Int, currentProcessor: @escaping @Sendable () -> Int32
    ) -> (counts: [Int], everyRowPainted: Bool, helpersReturned: Bool) {
        let launcher = Launcher()
        let crew = RasterBandCrew(
            helpers: helpers, patience: 0, launch: launcher.launch, currentProcessor: currentProcessor)
        launcher.startAll()
        waitForArrival(crew, helpers: helpers)
        let background: UInt32 = 0xFF44_5566
        let painted = paint(with: crew, maximum: maximum, width: 16, rows: rows, background: background)
        return (painted.counts, painted.pixels.allSatisfy { $0 == background }, launcher.haveReturned(helpers))
    }

    /// With no helper here yet, the rows are split in two all the same, for
    /// one that may still come; when none does, the canvas's thread paints
    /// both bands.
    @Test func withNoHelperHereTheCanvasThreadPaintsBothBands() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 3, patience: 0, launch: launcher.launch, currentProcessor: { -1 })
        let painted = paint(with: crew, maximum: 4, width: 16, rows: 12, background: 0xFF11_2233)
        #expect(painted.counts == [2])
        #expect(painted.pixels.allSatisfy { $0 == 0xFF11_2233 })
        // Helpers that come after the render return without arriving, so
        // without painting (the work's buffer is gone by then).
        launcher.runAllHere()
        #expect(crew.arrived == 0)
    }

    /// Bands that record which thread painted them, and how; while the
    /// canvas's thread paints band 0, `duringFirstBand` runs on it, and
    /// `laterBandPainted` is signalled each time another band is painted.
    /// A helper's band painted aside runs `aside` first; the canvas's thread
    /// racing a helper runs `race` instead of
    /// painting (given the question whether to give up), which says whether
    /// it finished.
    final class RecordingWork: RasterBandWork {
        let count: Int
        var workerCount: Int { .max }
        private let canvasThread: pthread_t
        private let laterBandPainted: DispatchSemaphore
        private let duringFirstBand: @Sendable () -> Void
        private let aside: @Sendable () -> Void
        private let race: @Sendable (() -> Bool) -> Bool
        /// Each band painted, and whether the canvas's thread painted it.
        let painted = Mutex<[Int: Bool]>([:])
        /// Each band's steps, in order: "canvas", "aside", "published",
        /// "raced" (the race finished) or "gave up".
        let steps = Mutex<[Int: [String]]>([:])

        init(
            count: Int, canvasThread: pthread_t, laterBandPainted: DispatchSemaphore,
            duringFirstBand: @escaping @Sendable () -> Void,
            aside: @escaping @Sendable () -> Void = {},
            race: @escaping @Sendable (() -> Bool) -> Bool = { _ in true }
        ) {
            self.count = count
            self.canvasThread = canvasThread
            self.laterBandPainted = laterBandPainted
            self.duringFirstBand = duringFirstBand
            self.aside = aside
            self.race = race
        }

        private var onCanvasThread: Bool { pthread_equal(pthread_self(), canvasThread) != 0 }

        private func note(_ step: String, band: Int) {
            steps.withLock { $0[band, default: []].append(step) }
        }

        func paint(band index: Int, worker: Int) {
            if index == 0 { duringFirstBand() }
            painted.withLock { $0[index] = onCanvasThread }
            note("canvas", band: index)
            if index > 0 { laterBandPainted.signal() }
        }

        func paint(band index: Int, worker: Int, giveUp: () -> Bool) -> Bool {
            let finished = race(giveUp)
            note(finished ? "raced" : "gave up", band: index)
            if finished { painted.withLock { $0[index] = onCanvasThread } }
            return finished
        }

        func paintAside(band index: Int, worker: Int) {
            aside()
            painted.withLock { $0[index] = onCanvasThread }
            note("aside", band: index)
            if index > 0 { laterBandPainted.signal() }
        }

        func publish(band index: Int, worker: Int) {
            // Only the canvas's thread writes the canvas.
            note(onCanvasThread ? "published" : "published by a helper", band: index)
        }
    }

    /// Paints with `crew` (at most `maximum` bands) on ``RecordingWork``
    /// whose first band runs `duringFirstBand`; returns the work, and the
    /// bands' times when the crew gave them.
    func record(
        with crew: RasterBandCrew, maximum: Int, laterBandPainted: DispatchSemaphore = DispatchSemaphore(value: 0),
        duringFirstBand: @escaping @Sendable () -> Void = {},
        aside: @escaping @Sendable () -> Void = {},
        race: @escaping @Sendable (() -> Bool) -> Bool = { _ in true }
    ) -> (work: RecordingWork?, timed: Bool, outcome: RasterBandCrew.Outcome?) {
        var work: RecordingWork?
        let outcome = crew.paint(maximum: maximum) { count in
            let recording = RecordingWork(
                count: count, canvasThread: pthread_self(), laterBandPainted: laterBandPainted,
                duringFirstBand: duringFirstBand, aside: aside, race: race)
            work = recording
            return recording
        }
        return (work, outcome != nil, outcome)
    }

    /// A helper that arrives after the plan was ready, while the canvas's
    /// thread paints the first band, takes the second when it is on another
    /// processor: a helper woken late (an idle virtual processor waking
    /// slowly) still shares the frame. The canvas's thread waits in its band
    /// until another band is painted (a few seconds at most: that only bounds
    /// a hang); were late helpers turned away, it would paint the second
    /// band itself, and the test fails.
    @Test func aHelperArrivingDuringTheFirstBandTakesTheSecond() {
        let launcher = Launcher()
        let canvasThread = pthread_self()
        let crew = RasterBandCrew(
            helpers: 1, patience: 0, launch: launcher.launch,
            currentProcessor: { pthread_equal(pthread_self(), canvasThread) != 0 ? 0 : 1 }, now: { 0 })
        let laterBand = DispatchSemaphore(value: 0)
        let (work, timed, _) = record(with: crew, maximum: 2, laterBandPainted: laterBand) { [launcher] in
            launcher.startAll()
            _ = laterBand.wait(timeout: .now() + 5)
        }
        #expect(work?.count == 2)
        #expect(work?.painted.withLock { $0 } == [0: true, 1: false])
        // Painted aside by the helper, copied into the canvas by the canvas's thread.
        #expect(work?.steps.withLock { $0[1] } == ["aside", "published"])
        // The bands' times, for the canvas's balance of rows.
        #expect(timed)
        #expect(launcher.haveReturned(1))
    }

    /// A helper that arrives late on the canvas thread's own processor
    /// would take that processor from it to paint the second band: it
    /// claims nothing, and the canvas's thread paints both.
    @Test func aLateHelperOnTheCanvasThreadsProcessorTakesNoBand() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 1, patience: 0, launch: launcher.launch, currentProcessor: { 3 })
        let (work, timed, _) = record(with: crew, maximum: 2) { [launcher] in
            launcher.startAll()
            #expect(launcher.haveReturned(1))
        }
        #expect(work?.count == 2)
        #expect(work?.painted.withLock { $0 } == [0: true, 1: true])
        // No helper painted: nothing for the balance to learn from.
        #expect(!timed)
    }

    @Test func helpersThatArrivedEachGetABand() {
        let painted = paintAfterArrival(helpers: 3, maximum: 4, rows: 40, currentProcessor: { -1 })
        #expect(painted.counts == [4])
        #expect(painted.everyRowPainted)
        #expect(painted.helpersReturned)
    }

    /// A helper woken on the canvas thread's own processor would take that
    /// processor from it and paint one band after the other with it: it
    /// gets no band, and the canvas's thread paints the rows in one.
    @Test func helpersOnTheCanvasThreadsProcessorGetNoBand() {
        let painted = paintAfterArrival(helpers: 2, maximum: 3, rows: 30, currentProcessor: { 3 })
        #expect(painted.counts == [1])
        #expect(painted.everyRowPainted)
        #expect(painted.helpersReturned)
    }

    /// Helpers on other processors than the canvas thread's each get a band;
    /// the canvas's thread claims its own before it wakes them.
    @Test func helpersOnOtherProcessorsGetBands() {
        let canvasThread = pthread_self()
        let painted = paintAfterArrival(
            helpers: 2, maximum: 3, rows: 30, currentProcessor: { pthread_equal(pthread_self(), canvasThread) != 0 ? 0 : 1 })
        #expect(painted.counts == [3])
        #expect(painted.everyRowPainted)
        #expect(painted.helpersReturned)
    }

    @Test func theBandCountNeverPassesTheMaximum() {
        let painted = paintAfterArrival(helpers: 5, maximum: 2, rows: 8, currentProcessor: { -1 })
        #expect(painted.counts == [2])
        #expect(painted.everyRowPainted)
        #expect(painted.helpersReturned)
    }

    @Test func aCrewClosedBeforeItPaintedLetsWaitingHelpersGo() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 2, patience: 0, launch: launcher.launch, currentProcessor: { -1 })
        launcher.startAll()
        waitForArrival(crew, helpers: 2)
        // A render that failed before its bands: the waiting helpers are
        // woken and return (were they not, the pool's threads would hang).
        crew.close()
        #expect(launcher.haveReturned(2))
        // A closed crew paints nothing.
        let painted = paint(with: crew, maximum: 3, width: 4, rows: 4, background: 0xFFFF_FFFF)
        #expect(painted.pixels.allSatisfy { $0 == 0 })
    }

    /// Only a canvas for a stream of frames splits its rows among the threads
    /// that are there; a picture's canvas keeps one band per processor, so
    /// its bytes never depend on the machine's load.
    @Test func onlyACanvasForFramesChoosesItsBandsPerRender() throws {
        var random = SeededRandom(seed: 5_151)
        let list = BandedRenderTests().randomList(&random, size: CGSize(width: 300, height: 260), count: 20)
        let picture = RasterCanvas()
        let frames = RasterCanvas()
        frames.choosesBandsPerRender = true
        for _ in 0..<3 {
            try picture.render(list, scale: 1)
            try frames.render(list, scale: 1)
        }
        #expect(picture.rendersSplitAmongReadyThreads == 0)
        let processors = ProcessInfo.processInfo.activeProcessorCount
        #expect(frames.rendersSplitAmongReadyThreads == (processors > 1 ? 3 : 0))
    }

    /// A canvas left to choose its bands gives the pixels of one band, render
    /// after render, whether its helpers come in time or not: seeded random
    /// lists of every command at two scales.
    @Test func automaticBandsGiveTheOneBandPixels() throws {
        var random = SeededRandom(seed: 5_150)
        let automatic = RasterCanvas()
        automatic.choosesBandsPerRender = true
        let banded = BandedRenderTests()
        for round in 0..<24 {
            let size = CGSize(width: 300, height: 260)
            let list = banded.randomList(&random, size: size, count: 60)
            for scale in [CGFloat(1), 2] {
                let single = RasterCanvas()
                single.bandCount = 1
                try single.render(list, scale: scale)
                try automatic.render(list, scale: scale)
                let differing = zip(single.pixels, automatic.pixels).count { $0 != $1 }
                #expect(differing == 0, "round \(round), scale \(scale): \(differing) pixels differ")
            }
        }
    }

    /// Bands of unequal rows (the canvas thread's weighted against the
    /// helpers', ``RasterBandBalance``) give the one-band pixels too, from
    /// the weights' least to their greatest.
    @Test func weightedBandsGiveTheOneBandPixels() throws {
        var random = SeededRandom(seed: 5_152)
        let banded = BandedRenderTests()
        for weight in [0.25, 0.6, 2.5, 4] {
            let size = CGSize(width: 300, height: 260)
            let list = banded.randomList(&random, size: size, count: 60)
            let single = RasterCanvas()
            single.bandCount = 1
            try single.render(list, scale: 1)
            let weighted = RasterCanvas()
            weighted.choosesBandsPerRender = true
            weighted.bandBalance = RasterBandBalance(weight: weight)
            try weighted.render(list, scale: 1)
            let differing = zip(single.pixels, weighted.pixels).count { $0 != $1 }
            #expect(differing == 0, "weight \(weight): \(differing) pixels differ")
        }
    }

    /// A canvas whose thread races every helper's band (a race delay of
    /// 0), so that the band comes now from the helper's pixels copied, now
    /// from the canvas thread's own, gives the one-band pixels, render after
    /// render: with and without a stable prefix kept, at two scales.
    @Test func racedHelpersGiveTheOneBandPixels() throws {
        var random = SeededRandom(seed: 5_153)
        let raced = RasterCanvas()
        raced.choosesBandsPerRender = true
        raced.helperRaceDelay = 0
        let banded = BandedRenderTests()
        for round in 0..<16 {
            let size = CGSize(width: 300, height: 260)
            var list = banded.randomList(&random, size: size, count: 60)
            list.stablePrefixCount = round % 2 == 0 ? 0 : list.commands.count / 2
            for scale in [CGFloat(1), 2] {
                let single = RasterCanvas()
                single.bandCount = 1
                try single.render(list, scale: scale)
                // Twice: the second starts from the kept prefix, if any.
                for _ in 0..<2 {
                    try raced.render(list, scale: scale)
                    let differing = zip(single.pixels, raced.pixels).count { $0 != $1 }
                    #expect(differing == 0, "round \(round), scale \(scale): \(differing) pixels differ")
                }
            }
        }
    }
}

/// A helper that the system stops in the middle of its band, or runs slowly,
/// cannot hold the render up: it paints aside, and the canvas's thread, its
/// own band done and the race delay over, paints the band too; the first to
/// finish gives the band (``RasterBandCrew``).
@Suite struct RasterBandCrewRaceTests {
    typealias Crew = RasterBandCrewTests

    /// A crew of one helper on another processor than the canvas's thread,
    /// on a clock that stands still, with `raceDelay`; the helper has
    /// arrived and waits for the work.
    func crewWithArrivedHelper(raceDelay: UInt64) -> (RasterBandCrew, Crew.Launcher) {
        let launcher = Crew.Launcher()
        let canvasThread = pthread_self()
        let crew = RasterBandCrew(
            helpers: 1, patience: 0, raceDelay: raceDelay, launch: launcher.launch,
            currentProcessor: { pthread_equal(pthread_self(), canvasThread) != 0 ? 0 : 1 }, now: { 0 },
            keepsHelpersOffCanvasProcessor: false)
        launcher.startAll()
        Crew().waitForArrival(crew, helpers: 1)
        return (crew, launcher)
    }

    /// Paints with `crew` (its helper arrived) so that the helper claims the
    /// second band while the canvas's thread paints the first (that band
    /// waits for the claim), then runs `inItsBand`; the canvas's thread,
    /// racing the helper, runs `race`.
    func recordWithHelperInItsBand(
        _ crew: RasterBandCrew, inItsBand: @escaping @Sendable () -> Void = {},
        race: @escaping @Sendable (() -> Bool) -> Bool = { _ in true }
    ) -> (work: Crew.RecordingWork?, timed: Bool, outcome: RasterBandCrew.Outcome?) {
        let claimed = DispatchSemaphore(value: 0)
        return Crew().record(
            with: crew, maximum: 2, duringFirstBand: { _ = claimed.wait(timeout: .now() + 5) },
            aside: {
                claimed.signal()
                inItsBand()
            },
            race: race)
    }

    /// The helper stops in its band (it waits there for the test); with a
    /// race delay of 0 the canvas's thread paints the band too, finishes
    /// first and returns without the helper. The helper, let go after the
    /// render, finds its band taken: its pixels are never copied. Were the
    /// canvas's thread to wait for its helpers, it would wait until the
    /// helper gave up waiting for the test (a few seconds), copy its band,
    /// and the test fails.
    @Test func aStoppedHelpersBandIsPaintedByTheCanvasThread() {
        let (crew, launcher) = crewWithArrivedHelper(raceDelay: 0)
        let letGo = DispatchSemaphore(value: 0)
        let (work, _, outcome) = recordWithHelperInItsBand(crew, inItsBand: { _ = letGo.wait(timeout: .now() + 5) })
        #expect(work?.count == 2)
        #expect(outcome?.takenOver == 1)
        #expect(work?.steps.withLock { $0[1] } == ["raced"])
        letGo.signal()
        crew.awaitHelpers()
        #expect(work?.steps.withLock { $0[1] } == ["raced", "aside"])
        #expect(launcher.haveReturned(1))
    }

    /// A helper that finishes while the canvas's thread races it wins: that
    /// thread gives up and copies the helper's pixels over its own.
    @Test func aHelperFinishingFirstWinsTheRace() {
        let (crew, launcher) = crewWithArrivedHelper(raceDelay: 0)
        let racing = DispatchSemaphore(value: 0)
        let (work, _, outcome) = recordWithHelperInItsBand(
            crew, inItsBand: { _ = racing.wait(timeout: .now() + 5) },
            race: { giveUp in
                racing.signal()  // the helper may finish now
                // Until the helper has finished (a few seconds of real time
                // only bound a hang; nothing is timed).
                let deadline = Date().addingTimeInterval(5)
                while !giveUp(), Date() < deadline { sched_yield() }
                return false
            })
        #expect(outcome?.takenOver == 0)
        #expect(work?.steps.withLock { $0[1] } == ["aside", "gave up", "published"])
        #expect(launcher.haveReturned(1))
    }

    /// On a clock that stands still, a race delay of 1 ns never ends: the
    /// canvas's thread waits for the helper's band and copies it, racing
    /// nothing.
    @Test func withinTheRaceDelayTheHelpersBandIsWaitedFor() {
        let (crew, launcher) = crewWithArrivedHelper(raceDelay: 1)
        let (work, timed, outcome) = recordWithHelperInItsBand(crew)
        #expect(timed)
        #expect(outcome?.takenOver == 0)
        #expect(work?.painted.withLock { $0 } == [0: true, 1: false])
        #expect(work?.steps.withLock { $0[1] } == ["aside", "published"])
        #expect(launcher.haveReturned(1))
    }

    /// A helper's first band is timed from when the work was handed out, its
    /// wake included, as the canvas thread's band is: the balance then makes
    /// the bands end together. Here the helper arrives 300 ns after the hand
    /// out and finishes at 1,000 ns, when the canvas's thread does: both
    /// bands took 1,000 ns (700 ns, timed from its claim, would tell the
    /// balance to give the helper more rows).
    @Test func aHelpersFirstBandIsTimedFromTheHandOut() {
        let launcher = Crew.Launcher()
        let canvasThread = pthread_self()
        let clock = Mutex<UInt64>(0)
        let crew = RasterBandCrew(
            helpers: 1, patience: 0, raceDelay: .max, launch: launcher.launch,
            currentProcessor: { pthread_equal(pthread_self(), canvasThread) != 0 ? 0 : 1 },
            now: { clock.withLock { $0 } }, keepsHelpersOffCanvasProcessor: false)
        let painted = DispatchSemaphore(value: 0)
        let (work, _, outcome) = Crew().record(
            with: crew, maximum: 2,
            duringFirstBand: {
                clock.withLock { $0 = 300 }
                launcher.startAll()
                _ = painted.wait(timeout: .now() + 5)
            },
            aside: {
                clock.withLock { $0 = 1_000 }
                painted.signal()
            })
        #expect(work?.steps.withLock { $0[1] } == ["aside", "published"])
        #expect(outcome == RasterBandCrew.Outcome(firstBand: 1_000, helperBand: 1_000, takenOver: 0))
        #expect(launcher.haveReturned(1))
    }

    /// The helper keeps off the processor the canvas's thread was on when
    /// it woke it, while it paints; it runs there again afterwards.
    @Test func aHelperKeepsOffTheCanvasThreadsProcessor() throws {
        try #require(ProcessInfo.processInfo.activeProcessorCount > 1, "needs two processors")
        let launcher = Crew.Launcher()
        // The canvas's thread says the processor it was on when it woke the
        // helper, wherever the system moves it since; the helper says its own.
        let canvasThread = pthread_self()
        let canvasProcessor = touchlab_current_processor()
        try #require(canvasProcessor >= 0, "the system says which processor a thread is on")
        let crew = RasterBandCrew(
            helpers: 1, patience: 0, raceDelay: .max, launch: launcher.launch,
            currentProcessor: { pthread_equal(pthread_self(), canvasThread) != 0 ? canvasProcessor : touchlab_current_processor() })
        let helperProcessor = Mutex<Int32>(-1)
        launcher.startAll()
        Crew().waitForArrival(crew, helpers: 1)
        let claimed = DispatchSemaphore(value: 0)
        let (work, _, _) = Crew().record(
            with: crew, maximum: 2, duringFirstBand: { _ = claimed.wait(timeout: .now() + 5) },
            aside: {
                helperProcessor.withLock { $0 = touchlab_current_processor() }
                claimed.signal()
            })
        #expect(work?.steps.withLock { $0[1] } == ["aside", "published"])
        #expect(helperProcessor.withLock { $0 } != canvasProcessor)
        #expect(launcher.haveReturned(1))
    }

    /// A thread kept off a processor moves at once, and is given its
    /// processors back.
    @Test func keepingOffAProcessorIsUndone() throws {
        try #require(ProcessInfo.processInfo.activeProcessorCount > 1, "needs two processors")
        let result = Mutex<(moved: Int32, elsewhere: Bool, back: Bool)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let here = touchlab_current_processor()
            var saved = touchlab_processor_set()
            let moved = touchlab_avoid_processor(here, &saved)
            let elsewhere = touchlab_current_processor() != here
            touchlab_restore_processors(&saved)
            var again = touchlab_processor_set()
            // Allowed there again: keeping off it works, and moves.
            let back = touchlab_avoid_processor(here, &again) == 1
            if back { touchlab_restore_processors(&again) }
            result.withLock { $0 = (moved, elsewhere, back) }
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 5) == .success)
        let outcome = try #require(result.withLock { $0 })
        #expect(outcome.moved == 1)
        #expect(outcome.elsewhere)
        #expect(outcome.back)
    }
}
