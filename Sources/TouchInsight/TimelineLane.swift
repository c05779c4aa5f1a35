import Foundation
import TouchCore

/// One row of the touch timeline: a gesture recognizer's states, or the touch
/// methods of one view the touches were bound to; for a shake or a
/// remote-control command, the input's phases and the messages its first
/// responder got.
///
/// See also: ``TouchTimeline``.
package struct TimelineLane: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// State segments plus the touch methods the recognizer received.
        case recognizer
        /// Touch methods the window gave (or kept from) a hit-test view.
        case view
        /// A non-touch input itself (``TimelineLane/subject`` is named `shake`
        /// or `remote control`): its phases, and how long a shake lasted.
        case input
        /// The responder a shake's or remote command's messages were sent to
        /// first (SPEC F2); forwarding up its chain is the rail's business.
        case responder
    }

    package var subject: TraceSubject
    package var kind: Kind
    /// Recognizer lanes only; empty for view lanes.
    package var segments: [TimelineSegment]
    package var marks: [TimelineMark]
    /// Input and responder lanes only: the input's phases or the messages sent.
    package var messages: [TimelineMessage]
    /// For a view lane in a sequence of several touches, the touches its marks
    /// are about (the label names them, `Card #1`); empty otherwise.
    package var touches: [Int]

    package init(
        subject: TraceSubject, kind: Kind, segments: [TimelineSegment] = [], marks: [TimelineMark] = [],
        messages: [TimelineMessage] = [], touches: [Int] = []
    ) {
        self.subject = subject
        self.kind = kind
        self.segments = segments
        self.marks = marks
        self.messages = messages
        self.touches = touches
    }
}
