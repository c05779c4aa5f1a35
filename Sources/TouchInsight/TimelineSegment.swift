import Foundation
import TouchCore

/// One stretch of a gesture recognizer's state on the timeline: from the
/// record that entered `state` to the record that left it (or the end of the
/// sequence).
///
/// States are the trace's words (`possible`, `began`, `changed`, `ended`,
/// `failed`, `cancelled`), so the timeline says exactly what the log says.
/// See also: ``TouchTimeline``, SPEC G3.
package struct TimelineSegment: Hashable, Sendable {
    package var state: UIGestureRecognizer.State
    package var start: TimeInterval
    package var end: TimeInterval

    package init(state: UIGestureRecognizer.State, start: TimeInterval, end: TimeInterval) {
        self.state = state
        self.start = start
        self.end = end
    }
}
