/// The distribution of many timed runs, in nanoseconds per operation.
///
/// The median is the headline figure (robust to a run interrupted by the other
/// builds sharing this machine); p99 shows the tail that an interactive app feels.
public struct TimingSummary: Codable, Hashable, Sendable {
    public var samples: Int
    public var median: Double
    public var p99: Double
    public var mean: Double
    public var minimum: Double
    public var maximum: Double

    public init(samples: Int, median: Double, p99: Double, mean: Double, minimum: Double, maximum: Double) {
        self.samples = samples
        self.median = median
        self.p99 = p99
        self.mean = mean
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Summarises `nanoseconds` (one value per run); nil when there are none.
    /// Percentiles use the nearest-rank method, so they are always a measured value.
    public init?(nanoseconds: [Double]) {
        guard !nanoseconds.isEmpty else { return nil }
        let sorted = nanoseconds.sorted()
        func rank(_ fraction: Double) -> Double {
            let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(index, 0), sorted.count - 1)]
        }
        self.init(
            samples: sorted.count, median: rank(0.5), p99: rank(0.99),
            mean: sorted.reduce(0, +) / Double(sorted.count),
            minimum: sorted[0], maximum: sorted[sorted.count - 1])
    }
}
