import Foundation

/// The process's resident memory now, from `/proc/self/statm` (Linux).
///
/// Unlike ``PeakMemory``, which only ever grows, this goes down when memory is
/// given back, so samples taken along a long run show whether the run itself
/// keeps growing. Nil where `/proc` is not available.
///
/// See also: proc(5), `/proc/[pid]/statm`: the second field is resident pages.
public enum ResidentMemory {
    public static func currentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
