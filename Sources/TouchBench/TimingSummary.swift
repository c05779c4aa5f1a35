import Foundation

/// The distribution of many timed runs, in nanoseconds per operation.
///
/// The median is the headline figure (robust to a run interrupted by the other
/// builds sharing this machine); p99 shows the tail that an interactive app feels,
/// and p99.9 the rarer stalls behind it. With fewer than 100 samples p99 is the
/// slowest, with fewer than 1,000 p99.9 is: a tail figure means what it says only
/// with enough samples (the input-to-highlight rows take 1,000 inputs).
package struct TimingSummary: Codable, Hashable, Sendable {
    package var samples: Int
    package var median: Double
    package var p99: Double
    /// Nil in reports made before it was kept.
    package var p999: Double?
    package var mean: Double
    package var minimum: Double
    package var maximum: Double

    package init(samples: Int, median: Double, p99: Double, mean: Double, minimum: Double, maximum: Double) {
        self.samples = samples
        self.median = median
        self.p99 = p99
        self.mean = mean
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Summarises `nanoseconds` (one value per run); nil when there are none.
    /// Percentiles use the nearest-rank method, so they are always a measured value.
    package init?(nanoseconds: [Double]) {
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
        p999 = rank(0.999)
    }
}

/// Nanoseconds from a clock that never jumps (CLOCK_MONOTONIC), for timing code.
///
/// The core's `VirtualClock` is the only time the touch pipeline sees; this clock
/// measures how long the pipeline takes and never reaches the core.
package enum MonotonicClock {
    @inline(__always)
    package static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Runs `body` and returns how long it took, in nanoseconds.
    @inline(__always)
    package static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds()
        try body()
        return Double(nanoseconds() &- start)
    }
}

/// SplitMix64: a tiny seedable generator, so a benchmark hierarchy and its probe
/// points are the same on every run and every machine for one seed (Swift's system
/// generator cannot be seeded).
///
/// See also: Steele, Lea and Flood, "Fast splittable pseudorandom number generators"
/// (OOPSLA 2014); the constants are theirs.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
