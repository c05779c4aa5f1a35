import Foundation

/// Nanoseconds from a clock that never jumps (CLOCK_MONOTONIC), for timing code.
///
/// The core's `VirtualClock` is the only time the touch pipeline sees; this clock
/// measures how long the pipeline takes and never reaches the core.
public enum MonotonicClock {
    @inline(__always)
    public static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Runs `body` and returns how long it took, in nanoseconds.
    @inline(__always)
    public static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = nanoseconds()
        try body()
        return Double(nanoseconds() &- start)
    }
}
