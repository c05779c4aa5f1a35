import Foundation
import TouchCore

/// Times `UIWindow.hitTest(_:with:)` per probe point, untraced, as the application
/// calls it for a new touch.
///
/// Each point is hit-tested `repeatsPerProbe` times in a row and the elapsed time
/// divided, so the clock's own cost (tens of nanoseconds) is spread thin; the
/// distribution is over points, which is what varies (how deep the point lands,
/// how many siblings come first). One untimed round over every point first builds
/// the lazy subview indexes and warms the caches.
package struct HitTestBenchmark: Sendable {
    package var repeatsPerProbe: Int

    package init(repeatsPerProbe: Int = 8) {
        self.repeatsPerProbe = max(1, repeatsPerProbe)
    }

    package func run(_ subject: BenchmarkSubject) -> HitTestMeasurement? {
        let window = subject.window
        let points = subject.probes.map(window.convertFromScreen)
        var belowWindow = 0
        for point in points where window.hitTest(point, with: nil).map({ $0 !== window }) ?? false {
            belowWindow += 1
        }
        var perPoint: [Double] = []
        perPoint.reserveCapacity(points.count)
        let repeats = repeatsPerProbe
        for point in points {
            let elapsed = MonotonicClock.measure {
                for _ in 0..<repeats { _ = window.hitTest(point, with: nil) }
            }
            perPoint.append(elapsed / Double(repeats))
        }
        guard let summary = TimingSummary(nanoseconds: perPoint) else { return nil }
        return HitTestMeasurement(perPoint: summary, repeatsPerProbe: repeats, probesBelowWindow: belowWindow)
    }
}

/// What ``HitTestBenchmark`` measured on one subject.
package struct HitTestMeasurement: Codable, Hashable, Sendable {
    /// Nanoseconds per hit-tested point.
    package var perPoint: TimingSummary
    package var repeatsPerProbe: Int
    /// Probes that found a view other than the window, to show the points reached
    /// into the hierarchy rather than missing it.
    package var probesBelowWindow: Int

    package init(perPoint: TimingSummary, repeatsPerProbe: Int, probesBelowWindow: Int) {
        self.perPoint = perPoint
        self.repeatsPerProbe = repeatsPerProbe
        self.probesBelowWindow = probesBelowWindow
    }
}
