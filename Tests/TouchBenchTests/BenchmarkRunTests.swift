import Foundation
import Testing
import TouchBench
import TouchCore

/// The benchmarks measure what they say: hit-testing finds views, traced taps count
/// the views the full walk considers, and the application is left as found. The
/// counts are checked; the times never are (they depend on the machine).
@Suite struct BenchmarkRunTests {
    /// A window with a back view and a front view overlapping it; a probe in the
    /// overlap asks the window and the front view only (last added first, SPEC H3).
    private func overlapping(probes: [CGPoint]) -> BenchmarkSubject {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        application.addWindow(window)
        window.makeKeyAndVisible()
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        window.addSubview(UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200)))
        return BenchmarkSubject(name: "overlap", application: application, window: window, probes: probes)
    }

    @Test func tracedTapsCountTheViewsConsidered() throws {
        let inFront = overlapping(probes: [CGPoint(x: 150, y: 150)])
        let front = try #require(TapBenchmark(taps: 5, warmupTaps: 1).run(inFront, traced: true))
        #expect(front.hitTestVisitsPerTap == 2)
        #expect(front.perTap.samples == 5)
        let onlyBack = overlapping(probes: [CGPoint(x: 50, y: 50)])
        #expect(try #require(TapBenchmark(taps: 5, warmupTaps: 0).run(onlyBack, traced: true)).hitTestVisitsPerTap == 3)
        let untraced = try #require(TapBenchmark(taps: 5, warmupTaps: 0).run(onlyBack, traced: false))
        #expect(untraced.hitTestVisitsPerTap == nil)
        #expect(onlyBack.application.trace.isEnabled == false)
        #expect(onlyBack.application.trace.records.isEmpty)
        #expect(onlyBack.application.activeTouches.isEmpty)
    }

    @Test func hitTestingReachesIntoTheHierarchy() throws {
        let subject = overlapping(probes: [CGPoint(x: 150, y: 150), CGPoint(x: 50, y: 50), CGPoint(x: 390, y: 790)])
        let measurement = try #require(HitTestBenchmark(repeatsPerProbe: 2).run(subject))
        #expect(measurement.perPoint.samples == 3)
        #expect(measurement.probesBelowWindow == 2)
        let generated = BenchmarkHierarchy(count: 1_000, shape: .balanced, seed: 6).makeSubject(probes: 200)
        let deep = try #require(HitTestBenchmark(repeatsPerProbe: 1).run(generated))
        #expect(deep.probesBelowWindow > 150)
    }

    /// A short storm through the playground session: every tenth read, invalid input
    /// refused and counted, and nothing left active once the fingers are gone.
    @Test func aStormLeavesNothingBehind() {
        let subject = BenchmarkHierarchy(count: 100, shape: .balanced, seed: 6).makeSubject(probes: 0)
        let storm = StormBenchmark(events: 2_000, seed: 3).run(subject)
        #expect(storm.events == 2_000)
        #expect(storm.samples.map(\.events) == Array(stride(from: 200, through: 2_000, by: 200)))
        #expect(storm.samples.allSatisfy { $0.residentBytes > 0 })
        #expect(storm.refusedInputs > 0)
        #expect(storm.activeTouchesLeft == 0)
        #expect(storm.recognizersMidGesture == 0)
        #expect(storm.timersLeft == 0)
        // The removed views are back where they were.
        #expect(subject.window.subviews.count == 1)
        func count(_ view: UIView) -> Int { view.subviews.map(count).reduce(view.subviews.count, +) }
        #expect(count(subject.window) == 100)
    }
}
