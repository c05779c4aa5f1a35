import Foundation
import TouchCore

/// What the rail's "Delivered to" box says about one touch of a sequence:
/// for each touch method, who consumed its last delivery; that it reached
/// the view and no responder handled it (dropped after the last one, SPEC
/// R3, R4: normal, so in neutral ink); or who cancelled it (never "consumed":
/// a cancelled phase was taken away, SPEC G4, T6). When no method reached
/// any responder, that nothing did, and why, in words taken from the records.
///
/// With several touches the box is about one of them, the touch whose chain
/// the rail draws (``chainTouch(_:)``), and says so: two touches' phases are
/// never mixed into one story.
///
/// A quick tap on a table cell is the case to get right: the scroll view's
/// delayed-touches recognizer withholds `touchesBegan` (SPEC S1, G5), the
/// tap recognizer on the background recognizes, and the withheld phase is
/// thrown away (G6): "nothing: touchesBegan was withheld (delaysTouchesBegan
/// by …), then discarded when BackTap recognized at +0.050". Phases held
/// only because their began was share its fate, in the past tense once it
/// is settled ("touchesMoved was withheld, then discarded with touchesBegan").
///
/// Every word comes from the typed records (``TraceRecord/Kind/withheld(_:view:touches:reason:by:)``,
/// ``TraceRecord/Kind/recognizerState(recognizer:from:to:reason:)``); times are
/// counted from the sequence's first record, as the window's log counts them.
package struct DeliverySummary: Equatable, Sendable {
    /// How a row is inked: only a phase that no view received is a failure.
    package enum Ink: Equatable, Sendable {
        /// A responder handled the phase (not forwarded, not dropped).
        case consumed
        /// Received, but no responder handled it; or cancelled. Normal on iOS
        /// (UIResponder's defaults forward to `next`, SPEC R3, R4): neutral ink.
        case neutral
        /// Nobody got the phase at all: drawn in the rejection colour.
        case negative
    }

    /// One row: the method it is about (nil for the "nothing" row) and what happened.
    package struct Row: Equatable, Sendable {
        package var method: TraceRecord.TouchMethod?
        package var text: String
        package var ink: Ink
        /// Nobody took it: drawn in the rejection colour.
        package var isNegative: Bool { ink == .negative }
        /// Neither consumed nor refused: not settled yet ("nothing yet"), received and
        /// handled by no responder (ordinary UIKit, SPEC R3), or cancelled.
        package var isNeutral: Bool { ink == .neutral }
    }

    package var rows: [Row]
    /// The touch the rows are about (`touch #n` in the trace); nil before any touch.
    package var touch: Int?

    /// The summary of `records` (one touch sequence) for `touch`, naming
    /// subjects with `name` (the rail abbreviates long class names). With no
    /// `touch`, the rows follow ``chainTouch(_:)``, the touch whose responder
    /// chain the rail draws, so that with several touches the box never
    /// mixes one touch's phases with another's.
    package init(records: [TraceRecord], touch: Int? = nil, name: (TraceSubject) -> String = { $0.name }) {
        let analysis = TouchSequenceAnalysis(records: records)
        let touch = touch ?? Self.chainTouch(analysis)
        self.touch = touch
        var byMethod: [TraceRecord.TouchMethod: TouchSequenceAnalysis.Handling] = [:]
        for handling in analysis.handlings where touch.map(handling.touches.contains) ?? true {
            byMethod[handling.method] = handling
        }
        let origin = records.first?.time ?? 0
        var rows: [Row] = []
        for method in TraceRecord.TouchMethod.allCases {
            guard let handling = byMethod[method] else { continue }
            if method == .cancelled {
                // Cancelled is not consumed (SPEC G4, T6): say who cancelled it.
                let cause = Self.cancellation(at: handling.record, records, origin: origin, name: name)
                rows.append(Row(method: method, text: "cancelled (\(cause))", ink: .neutral))
            } else if let handler = handling.handler {
                rows.append(Row(method: method, text: "consumed by \(name(handler))", ink: .consumed))
            } else {
                // The phase reached the view; every responder passed it on (SPEC R3).
                let after = handling.droppedAfter.map { " (dropped after \(name($0)))" } ?? ""
                rows.append(Row(method: method, text: "received; no responder handled it" + after, ink: .neutral))
            }
        }
        if rows.isEmpty, let nothing = Self.nothing(records, touch: touch, name: name) {
            // Not settled yet is neutral; a touch kept from the view is a refusal.
            rows.append(Row(method: nil, text: nothing, ink: nothing.hasPrefix("nothing yet") ? .neutral : .negative))
        }
        self.rows = rows
    }

    /// The touch whose responder chain the rail draws: the first touch
    /// hit-testing bound to a view, else the first touch hit-tested.
    package static func chainTouch(_ analysis: TouchSequenceAnalysis) -> Int? {
        (analysis.hitTests.first { $0.hitView != nil } ?? analysis.hitTests.first)?.touch
    }

    /// Who or what cancelled the touch whose `touchesCancelled` is the record
    /// at `index`, from the records of the same input: a recognizer that
    /// recognized there (cancelsTouchesInView, SPEC G4, G7); a system
    /// interruption (T6); the host cancelling the touch; otherwise the view
    /// left its window (the core cancels a removed view's touches first).
    static func cancellation(
        at index: Int, _ records: [TraceRecord], origin: TimeInterval, name: (TraceSubject) -> String
    ) -> String {
        let heading = records[..<index].lastIndex { record in
            switch record.kind {
            case .input, .timerFired: return true
            default: return false
            }
        }
        let start = heading ?? 0
        if let heading, case .input(let input) = records[heading].kind {
            // An interruption heads the cancelled touches' own headings (SPEC T6).
            let headings = records[...heading].reversed().prefix { if case .input = $0.kind { true } else { false } }
            if headings.contains(where: { if case .input(.interruption) = $0.kind { true } else { false } }) {
                return "by a system interruption"
            }
            if case .touch(_, .cancelled, _) = input { return "the touch was cancelled" }
        }
        let winner = records[start..<index].last { record in
            if case .recognizerState(_, .possible, let to, _) = record.kind { return to == .ended || to == .began }
            return false
        }
        if let winner, case .recognizerState(let recognizer, _, _, _) = winner.kind {
            return "by \(name(recognizer))"
        }
        return "its view left the window"
    }

    /// Why no responder received any touch method, or nil before any touch.
    static func nothing(_ records: [TraceRecord], touch: Int? = nil, name: (TraceSubject) -> String) -> String? {
        guard let start = records.firstIndex(where: { if case .hitTestTouch = $0.kind { true } else { false } }) else {
            return nil
        }
        let origin = records.first?.time ?? 0
        var bound: [TraceSubject] = []
        var boundToNothing = false
        for record in records {
            guard case .touchBound(let number, let view, _, _) = record.kind, touch.map({ $0 == number }) ?? true else { continue }
            if let view { bound.append(view) } else { boundToNothing = true }
        }
        if bound.isEmpty {
            return boundToNothing ? "nothing: no view took the touch (hitTest returned nil)" : "nothing yet: hit-testing is under way"
        }
        // Each method kept from the hit-test view, in the order it was kept.
        var clauses: [(text: String, settled: Bool)] = []
        var seen: [TraceRecord.TouchMethod] = []
        for (index, record) in records.enumerated() where index > start {
            guard case .withheld(let method, let view, let touches, _, _) = record.kind, bound.contains(view),
                !seen.contains(method), touch.map(touches.contains) ?? true
            else { continue }
            seen.append(method)
            clauses.append(clause(method, view, from: index, records, origin: origin, name: name))
        }
        guard !clauses.isEmpty else { return "nothing yet: no touch method has been delivered" }
        let settled = clauses.contains { $0.settled }
        return (settled ? "nothing: " : "nothing yet: ") + clauses.map(\.text).joined(separator: "; ")
    }

    /// What became of `method` for `view`, starting at its first `.withheld` record.
    private static func clause(
        _ method: TraceRecord.TouchMethod, _ view: TraceSubject, from first: Int, _ records: [TraceRecord],
        origin: TimeInterval, name: (TraceSubject) -> String
    ) -> (text: String, settled: Bool) {
        let phase = "touches" + method.rawValue.prefix(1).uppercased() + method.rawValue.dropFirst()
        var held: String?
        var discard: String?
        var released = false
        for index in first..<records.count {
            switch records[index].kind {
            case .withheld(method, view, _, let reason, let by):
                if reason.fate == .excluded {
                    // Kept from the view for the touch's whole life (SPEC T7, T8, S3).
                    return ("\(phase) was kept from \(name(view)) (\(reason.rawValue))", true)
                }
                if reason.fate == .discarded {
                    guard discard == nil else { continue }
                    discard = discarded(reason, by: by, at: index, records, origin: origin, name: name)
                } else if held == nil {
                    held = reason.rawValue + (by.map { " by \(name($0))" } ?? "")
                }
            case .released(method, view, _, _):
                released = true
            default:
                continue
            }
        }
        if method != .began, discard == nil, !released, case .withheld(_, _, _, .delaysTouchesBegan, _) = records[first].kind {
            // Held because its began was (SPEC G6): it shares the began's fate,
            // which only the began's record tells.
            for record in records[first...] {
                switch record.kind {
                case .withheld(.began, view, _, let reason, _) where reason.isDiscard:
                    return ("\(phase) was withheld, then discarded with touchesBegan", true)
                case .released(.began, view, _, _):
                    released = true
                default:
                    continue
                }
            }
        }
        switch (held, discard) {
        case (let held?, let discard?): return ("\(phase) was withheld (\(held)), then discarded \(discard)", true)
        case (nil, let discard?): return ("\(phase) was discarded \(discard)", true)
        case (let held?, nil):
            return released ? ("\(phase) was withheld (\(held)), then released", true) : ("\(phase) is withheld (\(held))", false)
        case (nil, nil): return ("\(phase) was withheld", true)
        }
    }

    /// When and why a withheld phase was thrown away: for a recognizer's
    /// cancellation, the moment it recognized (SPEC G6).
    private static func discarded(
        _ reason: TraceRecord.Withholding, by: TraceSubject?, at index: Int, _ records: [TraceRecord],
        origin: TimeInterval, name: (TraceSubject) -> String
    ) -> String {
        guard reason == .cancelledByRecognizer, let by else { return "(\(reason.rawValue))" }
        let recognized = records[..<index].last { record in
            if case .recognizerState(by, .possible, let to, _) = record.kind { return to == .ended || to == .began }
            return false
        }
        let time = TraceFormatter.relativeTime((recognized ?? records[index]).time, since: origin)
        return "when \(name(by)) recognized at \(time)"
    }
}
