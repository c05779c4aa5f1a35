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
                Thread {
                    started.signal()
                    body()
                }.start()
            }
            for _ in bodies { started.wait() }
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

    /// A job over `pixels` with no commands: each band clears its rows to
    /// `background`, so the buffer shows which rows were painted.
    func clearingJob(_ pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, count: Int, background: UInt32) -> RasterBandJob {
        RasterBandJob(
            target: PixelTarget(base: pixels.baseAddress!, width: width, height: pixels.count / width),
            bands: (0..<count).map { _ in RasterBand() }, count: count, plan: [], commands: [], background: background,
            scale: 1, kept: nil, keeping: nil)
    }

    /// Waits (up to a few seconds of real time: threads are being started,
    /// nothing is timed) until `crew` counts `helpers` arrived.
    func waitForArrival(_ crew: RasterBandCrew, helpers: Int) {
        let deadline = Date().addingTimeInterval(5)
        while crew.arrived < helpers, Date() < deadline { usleep(100) }
    }

    @Test func withNoHelperHereTheCanvasThreadPaintsEveryRowInOneBand() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 3, patience: 0, launch: launcher.launch)
        var pixels = [UInt32](repeating: 0, count: 16 * 12)
        var counts: [Int] = []
        pixels.withUnsafeMutableBufferPointer { buffer in
            crew.paint(maximum: 4) { count in
                counts.append(count)
                return clearingJob(buffer, width: 16, count: count, background: 0xFF11_2233)
            }
        }
        #expect(counts == [1])
        #expect(pixels.allSatisfy { $0 == 0xFF11_2233 })
        // Helpers that come after the render return without painting.
        pixels = pixels.map { _ in 0 }
        launcher.runAllHere()
        #expect(crew.arrived == 0)
        #expect(pixels.allSatisfy { $0 == 0 })
    }

    @Test func helpersThatArrivedEachGetABand() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 3, patience: 0, launch: launcher.launch)
        launcher.startAll()
        waitForArrival(crew, helpers: 3)
        var pixels = [UInt32](repeating: 0, count: 16 * 40)
        var counts: [Int] = []
        pixels.withUnsafeMutableBufferPointer { buffer in
            crew.paint(maximum: 4) { count in
                counts.append(count)
                return clearingJob(buffer, width: 16, count: count, background: 0xFF44_5566)
            }
        }
        #expect(counts == [4])
        #expect(pixels.allSatisfy { $0 == 0xFF44_5566 })
    }

    @Test func theBandCountNeverPassesTheMaximum() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 5, patience: 0, launch: launcher.launch)
        launcher.startAll()
        waitForArrival(crew, helpers: 5)
        var pixels = [UInt32](repeating: 0, count: 8 * 8)
        var counts: [Int] = []
        pixels.withUnsafeMutableBufferPointer { buffer in
            crew.paint(maximum: 2) { count in
                counts.append(count)
                return clearingJob(buffer, width: 8, count: count, background: 0xFF00_00FF)
            }
        }
        #expect(counts == [2])
        #expect(pixels.allSatisfy { $0 == 0xFF00_00FF })
    }

    @Test func aCrewClosedBeforeItPaintedLetsWaitingHelpersGo() {
        let launcher = Launcher()
        let crew = RasterBandCrew(helpers: 2, patience: 0, launch: launcher.launch)
        launcher.startAll()
        waitForArrival(crew, helpers: 2)
        // A render that failed before its bands: the waiting helpers are
        // woken and return (were they not, this pool's threads would hang).
        crew.close()
        let deadline = Date().addingTimeInterval(5)
        var paintedAfterClosing = false
        var pixels = [UInt32](repeating: 0, count: 4 * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            crew.paint(maximum: 3) { count in
                clearingJob(buffer, width: 4, count: count, background: 0xFFFF_FFFF)
            }
            paintedAfterClosing = buffer.contains { $0 != 0 }
        }
        #expect(Date() < deadline)
        #expect(!paintedAfterClosing)
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
}
