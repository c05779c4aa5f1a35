import Foundation
import TouchCore

/// One event on a timeline lane: a touch method delivered, held back, let
/// through late or thrown away.
///
/// Marks keep the index of the record they come from (``order``), so marks
/// with the same time stay in trace order and the panel can point at the line
/// in the log. See also: ``TouchTimeline``, ``TimelineLane``.
package struct TimelineMark: Hashable, Sendable {
    /// What happened to the phase.
    package enum Kind: Hashable, Sendable {
        /// The window called the touch method on the view, or the recognizer
        /// received it (SPEC G1: recognizers first).
        case delivered(TraceRecord.TouchMethod)
        /// The phase was held back from the view (SPEC G4 `delaysTouchesEnded`,
        /// G6 `delaysTouchesBegan`).
        case withheld(TraceRecord.TouchMethod)
        /// A held-back phase reached the view late.
        case released(TraceRecord.TouchMethod)
        /// A held-back phase was thrown away: the view never gets it (a
        /// recognizer recognized, or the touch was cancelled first).
        case discarded
        /// The touch is never given to the view (SPEC T7, T8, S3).
        case excluded(TraceRecord.Withholding)
    }

    package var time: TimeInterval
    /// The index of the record in the sequence.
    package var order: Int
    package var kind: Kind
    package var touches: [Int]
    /// The recognizer responsible, for held-back and thrown-away phases.
    package var by: TraceSubject?

    package init(time: TimeInterval, order: Int, kind: Kind, touches: [Int], by: TraceSubject? = nil) {
        self.time = time
        self.order = order
        self.kind = kind
        self.touches = touches
        self.by = by
    }
}
