import Foundation
import TouchCore

/// The last touch sequence as swim lanes over time: one lane per gesture
/// recognizer with its states, one lane per hit-test view with the touch
/// methods it got, and those it did not.
///
/// This is the interplay a device never shows (SPEC G1, G4, G6): a recognizer
/// still `possible` while the view receives `touchesBegan`; the view's
/// `touchesEnded` held back until the recognizer fails, then released late; or
/// the recognizer recognizing and the view getting `touchesCancelled` instead.
///
/// Built from records only, like ``TouchSequenceAnalysis``. Recognizer lanes
/// come first, in the order the touches collected them; view lanes follow, in
/// the order the views were first bound to or given a touch. A view lane holds
/// only the window's own deliveries: calls forwarded up the responder chain
/// are the rail's business. A `touches…` call that merely carries out a
/// release is folded into the ``TimelineMark/Kind/released(_:)`` mark.
///
/// A shake or a remote-control command (``PlaygroundFrame/message``) has no
/// hit-test view: its timeline has a lane for the input itself (a shake that
/// lasts spans from `began` to `ended`) and one for the responder each of its
/// messages was sent to first (SPEC F2).
///
/// With several touches, no lane mixes them unmarked: a view whose marks are
/// about different touches (a second finger refused, SPEC T7; a lifted
/// finger's end released while the next tap is down, G4) gets one lane per
/// touch, and every view lane is labelled with its touches (`Card #1`).
///
/// See also: ``TimelineLane``, ``TimelineMark``, ``PlaygroundRenderer`` (the panel).
package struct TouchTimeline {
    /// The shortest span the axis covers, in seconds, so a tap's marks do not
    /// spread over the whole width as if they took long.
    package static let minimumSpan: TimeInterval = 0.1

    /// The time of the first record.
    package private(set) var start: TimeInterval = 0
    /// The time of the last record, at least ``minimumSpan`` after `start`.
    package private(set) var end: TimeInterval = minimumSpan
    package private(set) var lanes: [TimelineLane] = []

    package var isEmpty: Bool { lanes.isEmpty }

    /// The timeline of `records`; `axisEnd` stretches the axis to a later
    /// time, so stepping through a paused sequence (which shows its first
    /// records only) keeps the whole sequence's scale.
    package init(records: [TraceRecord], axisEnd: TimeInterval? = nil) {
        guard let first = records.first, let last = records.last else { return }
        start = first.time
        end = max(last.time, axisEnd ?? last.time, start + Self.minimumSpan)
        // The selector and depth of the message chain in progress, so a message
        // forwarded up the responder chain stays off the lanes.
        var chain: (selector: String, depth: Int)?
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .input(let input):
                chain = nil
                guard let (name, word) = Self.inputLane(input) else { continue }
                lanes[inputLane(name)].messages.append(TimelineMessage(time: record.time, order: index, text: word))
            case .call(let receiver, let selector, _) where MessageDelivery.selectors.contains(selector):
                if let open = chain, open.selector == selector, record.depth == open.depth + 1 {
                    chain = (selector, record.depth)
                    continue
                }
                chain = (selector, record.depth)
                lanes[responderLane(receiver)].messages.append(
                    TimelineMessage(time: record.time, order: index, text: selector))
            case .recognizersCollected(_, let recognizers):
                for recognizer in recognizers { _ = recognizerLane(recognizer, at: record.time) }
            case .recognizerTouches(let method, let recognizer, let touches):
                let lane = recognizerLane(recognizer, at: record.time)
                lanes[lane].marks.append(TimelineMark(time: record.time, order: index, kind: .delivered(method), touches: touches))
            case .recognizerState(let recognizer, let from, let to, _):
                let lane = recognizerLane(recognizer, at: record.time, initialState: from)
                guard from != to, var current = lanes[lane].segments.popLast() else { continue }
                current.end = record.time
                lanes[lane].segments.append(current)
                lanes[lane].segments.append(TimelineSegment(state: to, start: record.time, end: end))
            case .touchBound(let touch, let view?, _, _):
                lanes[viewLane(view)].touches.append(touch)
            case .touches(let method, let receiver, let touches):
                guard !TouchSequenceAnalysis.isForwarded(index, method, in: records) else { continue }
                let lane = viewLane(receiver)
                if let previous = lanes[lane].marks.last, previous.kind == .released(method),
                    previous.time == record.time, previous.touches == touches
                {
                    continue
                }
                lanes[lane].marks.append(TimelineMark(time: record.time, order: index, kind: .delivered(method), touches: touches))
            case .withheld(let method, let view, let touches, let reason, let by):
                let kind: TimelineMark.Kind
                switch reason.fate {
                case .withheld: kind = .withheld(method)
                case .discarded: kind = .discarded
                case .excluded: kind = .excluded(reason)
                }
                lanes[viewLane(view)].marks.append(
                    TimelineMark(
                        time: record.time, order: index, kind: kind,
                        touches: touches, by: by))
            case .released(let method, let view, let touches, _):
                lanes[viewLane(view)].marks.append(
                    TimelineMark(
                        time: record.time, order: index, kind: .released(method),
                        touches: touches))
            default:
                break
            }
        }
        // The input first, then recognizers: they see every phase before the view (SPEC G1).
        lanes =
            lanes.filter { $0.kind == .input } + lanes.filter { $0.kind == .recognizer }
            + separatingTouches(lanes.filter { $0.kind == .view }) + lanes.filter { $0.kind == .responder }
    }

    /// The lane a non-touch input goes on and its word there; `nil` for touches,
    /// interruptions and script steps, which have no lane of their own.
    static func inputLane(_ input: TraceRecord.Input) -> (lane: String, word: String)? {
        switch input {
        case .shake: return ("shake", "shake")
        case .shakePhase(let phase): return ("shake", phase.rawValue)
        case .shakeCancelled: return ("shake", "cancelled")
        case .remoteControl(let subtype): return ("remote control", "\(subtype)")
        case .touch, .interruption, .script: return nil
        }
    }

    /// `viewLanes` with each touch told apart: when the view lanes are about
    /// more than one touch, a lane whose marks (and bindings) are about
    /// different touches becomes one lane per touch, holding the marks that
    /// carry it, and every lane names its touches; otherwise they are
    /// unchanged and name none. (On entry a lane's `touches` are the touches
    /// bound to its view.)
    private func separatingTouches(_ viewLanes: [TimelineLane]) -> [TimelineLane] {
        let every = Set(viewLanes.flatMap { $0.touches + $0.marks.flatMap(\.touches) })
        guard every.count > 1 else { return viewLanes.map { TimelineLane(subject: $0.subject, kind: .view, marks: $0.marks) } }
        return viewLanes.flatMap { lane -> [TimelineLane] in
            var groups = Set(lane.marks.map(\.touches))
            for touch in lane.touches where !groups.contains(where: { $0.contains(touch) }) { groups.insert([touch]) }
            if groups.count <= 1 {
                return [TimelineLane(subject: lane.subject, kind: .view, marks: lane.marks, touches: groups.first ?? [])]
            }
            let touches = Set(groups.flatMap { $0 }).sorted()
            return touches.map { touch in
                TimelineLane(
                    subject: lane.subject, kind: .view, marks: lane.marks.filter { $0.touches.contains(touch) },
                    touches: [touch])
            }
        }
    }

    /// The lanes to draw when only `count` fit, in their order. Kept first:
    /// every hit-test view's lane, the input's and its responder's, and
    /// `selected`'s; then every recognizer that decided (began, recognized,
    /// failed or was cancelled); then the recognizers that stayed possible,
    /// as room allows. A lesson's lane ("watch the SingleTap lane") is never
    /// the one left out.
    package func lanes(fitting count: Int, keeping selected: TraceSubject? = nil) -> [TimelineLane] {
        guard lanes.count > count else { return lanes }
        func priority(_ lane: TimelineLane) -> Int {
            if lane.kind != .recognizer || lane.subject == selected { return 0 }
            return lane.segments.contains { $0.state != .possible } ? 1 : 2
        }
        var kept = Set<Int>()
        for tier in 0...2 {
            for (index, lane) in lanes.enumerated() where kept.count < count && priority(lane) == tier { kept.insert(index) }
        }
        return lanes.indices.filter(kept.contains).map { lanes[$0] }
    }

    /// The fraction of the axis at which `time` lies, 0 at ``start``, 1 at ``end``.
    package func fraction(of time: TimeInterval) -> CGFloat {
        CGFloat((time - start) / (end - start))
    }

    /// The time at `fraction` of the axis: the inverse of ``fraction(of:)``,
    /// for a cursor dragged along it.
    package func time(atFraction fraction: CGFloat) -> TimeInterval {
        start + TimeInterval(fraction) * (end - start)
    }

    /// Round tick values in milliseconds after ``start`` for an axis that
    /// fits about `count` labels: steps of 1, 2 or 5 × 10ⁿ ms.
    package func ticks(count: Int) -> [Double] {
        let span = (end - start) * 1000
        let raw = span / Double(max(1, count))
        let magnitude = pow(10, floor(log10(max(raw, 0.001))))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        return stride(from: 0, through: span + step * 0.001, by: step).map { $0 }
    }

    private mutating func recognizerLane(
        _ subject: TraceSubject, at time: TimeInterval, initialState: UIGestureRecognizer.State = .possible
    ) -> Int {
        if let index = lanes.firstIndex(where: { $0.subject == subject }) { return index }
        lanes.append(
            TimelineLane(
                subject: subject, kind: .recognizer,
                segments: [TimelineSegment(state: initialState, start: time, end: end)]))
        return lanes.count - 1
    }

    private mutating func inputLane(_ name: String) -> Int {
        if let index = lanes.firstIndex(where: { $0.kind == .input && $0.subject.name == name }) { return index }
        // The input is no object of the scene: a subject of its own, named as the log heads it.
        let subject = TraceSubject(id: ObjectIdentifier(HostInput.self), name: name, role: .object)
        lanes.append(TimelineLane(subject: subject, kind: .input))
        return lanes.count - 1
    }

    private mutating func responderLane(_ subject: TraceSubject) -> Int {
        if let index = lanes.firstIndex(where: { $0.subject == subject && $0.kind == .responder }) { return index }
        lanes.append(TimelineLane(subject: subject, kind: .responder))
        return lanes.count - 1
    }

    private mutating func viewLane(_ subject: TraceSubject) -> Int {
        if let index = lanes.firstIndex(where: { $0.subject == subject && $0.kind == .view }) { return index }
        lanes.append(TimelineLane(subject: subject, kind: .view))
        return lanes.count - 1
    }
}
