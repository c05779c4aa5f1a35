import Foundation
import TouchCore

/// The first records of a trace as they stood when the last of them was written.
///
/// A call's outcome is filled in when it returns, so a plain prefix of a finished
/// trace already knows answers the walk has not reached: `-[AView hitTest:withEvent:]
/// ⇒ EView` before AView's `pointInside` was even asked. While the reader steps
/// through a touch, every call still open at the cut — one whose nested records
/// continue past it — has no outcome yet, as a debugger paused there would show.
package enum TraceRecordPrefix {
    /// The first `count` of `records`, with the outcome of each call still open
    /// after them removed.
    package static func records(_ records: [TraceRecord], upTo count: Int) -> [TraceRecord] {
        let count = max(0, min(count, records.count))
        var prefix = Array(records[..<count])
        guard count < records.count else { return prefix }
        // A record's call is still open when every later record up to and including
        // the first one left out lies deeper than it.
        var shallowestAfter = records[count].depth
        for index in prefix.indices.reversed() {
            if prefix[index].depth < shallowestAfter {
                prefix[index].outcome = nil
            }
            shallowestAfter = min(shallowestAfter, prefix[index].depth)
        }
        return prefix
    }
}
