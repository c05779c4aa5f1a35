/// What ``HitTestBenchmark`` measured on one subject.
public struct HitTestMeasurement: Codable, Hashable, Sendable {
    /// Nanoseconds per hit-tested point.
    public var perPoint: TimingSummary
    public var repeatsPerProbe: Int
    /// Probes that found a view other than the window, to show the points reached
    /// into the hierarchy rather than missing it.
    public var probesBelowWindow: Int

    public init(perPoint: TimingSummary, repeatsPerProbe: Int, probesBelowWindow: Int) {
        self.perPoint = perPoint
        self.repeatsPerProbe = repeatsPerProbe
        self.probesBelowWindow = probesBelowWindow
    }
}
