import Foundation
import TouchCore

/// One row of the touch timeline: a gesture recognizer's states, or the touch
/// methods of one view the touches were bound to.
///
/// See also: ``TouchTimeline``.
public struct TimelineLane: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// State segments plus the touch methods the recognizer received.
        case recognizer
        /// Touch methods the window gave (or kept from) a hit-test view.
        case view
    }

    public var subject: TraceSubject
    public var kind: Kind
    /// Recognizer lanes only; empty for view lanes.
    public var segments: [TimelineSegment]
    public var marks: [TimelineMark]
    /// For a view lane in a sequence of several touches, the touches its marks
    /// are about (the label names them, `Card #1`); empty otherwise.
    public var touches: [Int]

    public init(
        subject: TraceSubject, kind: Kind, segments: [TimelineSegment] = [], marks: [TimelineMark] = [],
        touches: [Int] = []
    ) {
        self.subject = subject
        self.kind = kind
        self.segments = segments
        self.marks = marks
        self.touches = touches
    }
}
