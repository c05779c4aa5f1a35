import Foundation
import TouchCore

/// Where the user is while stepping through a paused touch sequence: how many
/// of its records the display shows.
///
/// Paused, the highlights, the rail, the timeline and the explanation are
/// drawn from the first ``position`` records only, so each step shows what
/// one more delivery decision changed. Pausing starts at the first record of
/// the touch, so stepping tells the story from its beginning; Home and End jump to
/// the ends. The cursor never goes below one record, so something is always
/// highlighted, nor past the end.
package struct PlaygroundStepCursor: Hashable, Sendable {
    /// The number of records in the paused sequence.
    package let count: Int
    /// How many records are shown: 1 through ``count`` (0 only when empty).
    package private(set) var position: Int { didSet { time = nil } }
    /// The instant the timeline's cursor was dragged to (``jump(toTime:in:)``),
    /// which lies at or after the last record shown: the cursor stays under the
    /// pointer rather than snapping to that record. `nil` after any other move.
    package private(set) var time: TimeInterval?

    package init(count: Int) {
        self.count = max(0, count)
        self.position = min(1, self.count)
    }

    /// Shows the first record only (Home).
    package mutating func jumpToStart() {
        position = min(1, count)
    }

    /// Shows every record (End).
    package mutating func jumpToEnd() {
        position = count
    }

    /// The index of the last record shown, the one the log marks.
    package var currentIndex: Int? { position > 0 ? position - 1 : nil }

    /// Moves by `delta` records, staying within the sequence.
    package mutating func step(_ delta: Int) {
        position = min(count, max(min(1, count), position + delta))
    }

    /// Moves to the last record at or before `time` in `records` (in time
    /// order), at least the first: the timeline's cursor dragged to an
    /// instant shows the state then, as stepping to that record would.
    package mutating func jump(toTime time: TimeInterval, in records: [TraceRecord]) {
        let shown = records.prefix(count).prefix { $0.time <= time }.count
        position = min(count, max(min(1, count), shown))
        self.time = time
    }

    /// Moves to the next (or previous) heading in `records`, so one press goes from
    /// a touch phase to the next (`@0.100 touch #1 ended…`) or to what a timer did
    /// (`@0.250 timer: …`).
    package mutating func jumpToHeading(forward: Bool, in records: [TraceRecord]) {
        guard let current = currentIndex else { return }
        let candidates =
            forward
            ? Array(records.indices.filter { $0 > current })
            : Array(records.indices.filter { $0 < current }.reversed())
        let heading = candidates.first { records[$0].kind.isHeading }
        position = (heading ?? (forward ? count - 1 : 0)) + 1
    }
}
