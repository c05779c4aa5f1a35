import Foundation

/// The process's peak resident memory so far, from `getrusage`.
///
/// The peak never goes down, so the benchmark reads it after each size, smallest
/// first: each reading is the most any size up to that one needed at once (the
/// earlier hierarchies are released before the next is built).
///
/// See also: getrusage(2); Linux reports `ru_maxrss` in kilobytes, macOS in bytes.
public enum PeakMemory {
    public static func residentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) * 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #endif
    }
}
