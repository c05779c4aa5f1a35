import Foundation
import TouchCore

/// The lines of a trace that matter to a slide: where the delivery decided
/// something (``TouchMoment``), the touch methods the window gave each
/// touch's hit-test view (SPEC T1: `touchesBegan`, `touchesEnded`), and the
/// inputs and timers those happened at, so every line keeps its time.
///
/// What is left out is what a slide cannot show whole and `touchlab trace`
/// prints: hitTest's visits and pointInside answers (the device's numbered
/// squares show them), moves, the chain's forwarding, recognizers that stay
/// possible. The lines themselves are the trace's own, unchanged
/// (``TouchCore/TraceFormatter``), so an excerpt never says what the trace does not.
package enum TraceExcerpt {
    /// The indices of `records` an excerpt keeps, in trace order.
    package static func indices(in records: [TraceRecord]) -> [Int] {
        var kept = Set(TouchMoment.moments(in: records).map(\.record))
        var hitViews: [Int: ObjectIdentifier] = [:]
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .touchBound(let touch, let view?, _, _):
                hitViews[touch] = view.id
            case .touches(let method, let receiver, let touches) where method != .moved:
                // The window's call to the hit-test view, not the chain's forwarding.
                if touches.contains(where: { hitViews[$0] == receiver.id }) { kept.insert(index) }
            default:
                break
            }
        }
        // Each kept line's heading: the input or timer it happened at.
        for index in kept.sorted() {
            if let heading = records[..<index].lastIndex(where: Self.isHeading) { kept.insert(heading) }
        }
        return kept.sorted()
    }

    /// Whether a record heads what follows it: an input or a timer that fired.
    static func isHeading(_ record: TraceRecord) -> Bool {
        switch record.kind {
        case .input, .timerFired: return true
        default: return false
        }
    }
}
