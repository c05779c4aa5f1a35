import Foundation

extension TraceRecord {
    /// The objects the record is about, receiver first: the view asked or called,
    /// the recognizer that changed state, the responder a phase was withheld from and
    /// the recognizer that withheld it. A filter by receiver (`touchlab trace
    /// --receiver`, the window's search) keeps a record when one of these matches.
    /// Input headings, timers and user messages are about no object.
    public var subjects: [TraceSubject] {
        switch kind {
        case .input, .timerFired, .hitTestTouch, .message, .ignoredInput, .warning:
            return []
        case .sendEvent(let receiver), .touches(_, let receiver, _), .call(let receiver, _, _):
            return [receiver]
        case .hitTest(let view, _), .pointInside(let view, _, _, _), .released(_, let view, _, _):
            return [view]
        case .touchBound(_, let view, let window, _):
            return [view, window].compactMap { $0 }
        case .recognizersCollected(_, let recognizers):
            return recognizers
        case .dropped(_, let last):
            return [last]
        case .recognizerTouches(_, let recognizer, _), .recognizerState(let recognizer, _, _, _):
            return [recognizer]
        case .withheld(_, let view, _, _, let by):
            return [view] + (by.map { [$0] } ?? [])
        }
    }
}
