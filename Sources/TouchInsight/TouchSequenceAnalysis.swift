import Foundation
import TouchCore

/// What the trace of one touch sequence says about hit-testing and dispatch.
///
/// Built from records only, never from live objects: the highlights then show
/// what the core decided when the touch began (SPEC H6), even if the views
/// have changed since.
///
/// - ``verdicts``: every view `hitTest` visited, with its outcome
///   (`.hitTest` and `.pointInside` records; the last visit wins when several
///   touches visit the same view).
/// - ``hitViews``: the views touches were bound to (`.touchBound`), in touch order.
/// - ``handlings``: for each touch-method delivery, the responder that consumed
///   it — the last `.touches` record of a forwarding chain that has neither a
///   nested `.touches` record for the next responder nor a `.dropped` record —
///   or the responder after which the chain ended.
///
/// See also: ``HitTestVerdict``; SPEC R4 (consume, ignore, handle and forward).
package struct TouchSequenceAnalysis {
    /// One delivery of a touch method and who consumed it.
    package struct Handling: Hashable, Sendable {
        package var method: TraceRecord.TouchMethod
        /// The responder that consumed the phase; `nil` when it was dropped.
        package var handler: TraceSubject?
        /// The last responder asked when nobody consumed the phase.
        package var droppedAfter: TraceSubject?
        /// Every responder the phase visited, hit-test view first.
        package var path: [TraceSubject]
        /// The touches the window's call carried (`touch #n` in the trace), so
        /// that with several touches each phase is told about its own touch.
        package var touches: [Int] = []
        /// The index of the window's call (the chain's first record) in the records.
        package var record: Int = 0
    }

    /// One touch's hit-testing: where it went down, the views `hitTest`
    /// visited in order with their outcomes, and the view it was bound to.
    /// Kept per touch so that two touches' highlights never merge into one
    /// contradictory picture (a view can be one touch's hit-test view and
    /// outside another's point).
    package struct TouchHitTest: Sendable {
        /// The touch number (`touch #n` in the trace).
        package var touch: Int
        package var location: CGPoint
        /// Views in the order this touch's `hitTest` first visited them (SPEC H1: front to back).
        package var visitOrder: [TraceSubject] = []
        package var verdicts: [ObjectIdentifier: HitTestVerdict] = [:]
        /// The view the touch was bound to (`.touchBound`), if any.
        package var hitView: TraceSubject?
    }

    package private(set) var verdicts: [ObjectIdentifier: HitTestVerdict] = [:]
    /// Each touch's hit-testing, in the order the touches were hit-tested (a
    /// second pass of the same touch adds to its entry).
    package private(set) var hitTests: [TouchHitTest] = []
    /// Views in the order hitTest first visited them.
    package private(set) var visitOrder: [TraceSubject] = []
    package private(set) var hitViews: [TraceSubject] = []
    package private(set) var handlings: [Handling] = []

    package init(records: [TraceRecord]) {
        var current: Int?
        for (index, record) in records.enumerated() {
            switch record.kind {
            case .hitTestTouch(let touch, let location, _):
                if let existing = hitTests.firstIndex(where: { $0.touch == touch }) {
                    current = existing
                } else {
                    hitTests.append(TouchHitTest(touch: touch, location: location))
                    current = hitTests.count - 1
                }
            case .hitTest(let view, _):
                noteVisit(view, entry: current)
                var verdict: HitTestVerdict?
                switch record.outcome {
                case .view(let answer)?:
                    verdict = answer.id == view.id ? .hit : .passedOn(to: answer)
                case .viewFromOverride(let answer)?:
                    verdict = .overridden(returned: answer)
                case .rejected(let reason)?:
                    verdict = .rejected(reason)
                default:
                    break
                }
                if let verdict {
                    verdicts[view.id] = verdict
                    if let current { hitTests[current].verdicts[view.id] = verdict }
                }
            case .pointInside(let view, _, let inside, _):
                noteVisit(view, entry: current)
                // A walk shown only up to here (stepping) has no answer from this
                // view's hitTest yet; its pointInside YES is what is known (SPEC H2).
                if inside, let current, hitTests[current].verdicts[view.id] == nil {
                    hitTests[current].verdicts[view.id] = .insideAskingSubviews
                    verdicts[view.id] = .insideAskingSubviews
                }
            case .touchBound(let touch, let view?, _, _):
                if !hitViews.contains(view) { hitViews.append(view) }
                if let entry = hitTests.firstIndex(where: { $0.touch == touch }) { hitTests[entry].hitView = view }
            case .touches(let method, _, _):
                if !Self.isForwarded(index, method, in: records) {
                    var handling = Self.follow(index, method, in: records)
                    if case .touches(_, _, let touches) = record.kind { handling.touches = touches }
                    handling.record = index
                    handlings.append(handling)
                }
            default:
                break
            }
        }
    }

    /// The handler of each method's most recent delivery, for a one-line summary.
    package var lastHandlingByMethod: [TraceRecord.TouchMethod: Handling] {
        var result: [TraceRecord.TouchMethod: Handling] = [:]
        for handling in handlings { result[handling.method] = handling }
        return result
    }

    /// Notes a visit overall and in the hit test at `entry` of ``hitTests``.
    private mutating func noteVisit(_ view: TraceSubject, entry: Int?) {
        if !visitOrder.contains(view) { visitOrder.append(view) }
        if let entry, !hitTests[entry].visitOrder.contains(view) { hitTests[entry].visitOrder.append(view) }
    }

    /// Whether the `.touches` record at `index` was made by the previous
    /// responder forwarding: its parent (the nearest earlier record one level
    /// up) is a `.touches` record of the same method.
    static func isForwarded(_ index: Int, _ method: TraceRecord.TouchMethod, in records: [TraceRecord]) -> Bool {
        let depth = records[index].depth
        guard depth > 0 else { return false }
        for candidate in records[..<index].reversed() where candidate.depth < depth {
            guard candidate.depth == depth - 1, case .touches(let parentMethod, _, _) = candidate.kind else { return false }
            return parentMethod == method
        }
        return false
    }

    /// Walks the forwarding chain that starts at `index` to its end.
    private static func follow(_ index: Int, _ method: TraceRecord.TouchMethod, in records: [TraceRecord]) -> Handling {
        var current = index
        var path: [TraceSubject] = []
        while true {
            guard case .touches(_, let receiver, _) = records[current].kind else { break }
            path.append(receiver)
            let depth = records[current].depth
            var next: Int?
            var dropped = false
            var scan = current + 1
            while scan < records.count, records[scan].depth > depth {
                if records[scan].depth == depth + 1 {
                    switch records[scan].kind {
                    case .touches(let childMethod, _, _) where childMethod == method:
                        next = scan
                    case .dropped(let selector, _) where selector == method.selector:
                        dropped = true
                    default:
                        break
                    }
                }
                if next != nil { break }
                scan += 1
            }
            if let next {
                current = next
                continue
            }
            return Handling(
                method: method, handler: dropped ? nil : receiver,
                droppedAfter: dropped ? receiver : nil, path: path)
        }
        return Handling(method: method, handler: nil, droppedAfter: nil, path: path)
    }
}
