import Foundation
import TestSupport
import Testing
import TouchBench
import TouchCore
import TouchPlaygroundUI

/// The benchmark's frame draws exactly what it drew before: the display list of
/// the 1,000-view balanced app after a tap (``RenderBenchmark/frame(for:)``), and
/// of the same frame on other canvases, paused, with a view selected, at other sizes
/// and for the flat shape — the crowded cases that stress label placement — are
/// pinned by digest in `Tests/Fixtures/golden/drawlists/benchmark-frames.digests`
/// (`TOUCHLAB_RECORD=1` re-records; the library scenes are pinned the same way by
/// `PlaygroundRendererFixtureTests`).
@Suite struct RenderBenchmarkFrameTests {
    static let canvas = CGSize(width: 1280, height: 800)

    @Test func theFrameIsTheTappedApp() throws {
        let frame = RenderBenchmark.frame(for: BenchmarkHierarchy(count: 100, shape: .balanced, seed: 6))
        #expect(frame.fingers.count == 1)
        #expect(frame.sequence.contains { if case .touchBound = $0.kind { true } else { false } })
    }

    @Test func framesDrawTheirFixture() throws {
        var fixture = DrawListFixture(name: "benchmark-frames")
        func note(_ label: String, _ frame: PlaygroundFrame, size: CGSize = Self.canvas) {
            fixture.note(label, PlaygroundRenderer.drawList(for: frame, canvasSize: size))
        }
        let bench = RenderBenchmark.frame(for: BenchmarkHierarchy(count: 1_000, shape: .balanced, seed: 6))
        note("balanced-1000", bench)
        note("balanced-1000-small", bench, size: CGSize(width: 640, height: 400))
        note("balanced-1000-large", bench, size: CGSize(width: 2560, height: 1600))
        var variant = bench
        variant.options = PlaygroundOptions(showsHiddenViews: false, showsTimeline: false)
        note("balanced-1000-no-hidden", variant)
        variant = bench
        variant.selectedView = bench.application.windows.first?.subviews.first?.subviews.last
        variant.hoveredView = bench.application.windows.first?.subviews.last
        note("balanced-1000-selected", variant)
        for position in [1, bench.sequence.count / 2] {
            variant = bench
            var cursor = PlaygroundStepCursor(count: bench.sequence.count)
            cursor.step(position - 1)
            variant.stepCursor = cursor
            note("balanced-1000-paused-\(position)", variant)
        }
        for (count, shape) in [(100, BenchmarkShape.balanced), (3_000, .balanced), (1_000, .flat), (3_000, .flat)] {
            note("\(shape.rawValue)-\(count)", RenderBenchmark.frame(for: BenchmarkHierarchy(count: count, shape: shape, seed: 6)))
        }
        for seed: UInt64 in [1, 2, 3] {
            let frame = RenderBenchmark.frame(for: BenchmarkHierarchy(count: 1_000, shape: .balanced, seed: seed))
            note("balanced-1000-seed-\(seed)", frame)
            note("balanced-1000-seed-\(seed)-small", frame, size: CGSize(width: 800, height: 500))
        }
        try fixture.check()
    }
}
