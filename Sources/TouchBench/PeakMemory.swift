import Foundation

/// The process's peak resident memory so far, from `getrusage`.
///
/// The peak never goes down, so the benchmark reads it after each size, smallest
/// first: each reading is the most any size up to that one needed at once (the
/// earlier hierarchies are released before the next is built).
///
/// See also: getrusage(2); Linux reports `ru_maxrss` in kilobytes, macOS in bytes.
package enum PeakMemory {
    package static func residentBytes() -> Int {
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

/// The process's resident memory now, from `/proc/self/statm` (Linux).
///
/// Unlike ``PeakMemory``, which only ever grows, this goes down when memory is
/// given back, so samples taken along a long run show whether the run itself
/// keeps growing. Nil where `/proc` is not available.
///
/// See also: proc(5), `/proc/[pid]/statm`: the second field is resident pages.
package enum ResidentMemory {
    package static func currentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
