import Foundation
import TouchCore

/// What the rail's "Delivered to" box says about a touch sequence: for each
/// touch method, who consumed its last delivery, or that it was dropped at the
/// end of the responder chain (SPEC R3, R4); and when no method reached any
/// responder, that nothing did, and why, in words taken from the records.
///
/// A quick tap on a table cell is the case to get right: the scroll view's
/// delayed-touches recognizer withholds `touchesBegan` (SPEC S1, G5), the
/// tap recognizer on the background recognizes, and the withheld phase is
/// thrown away (G6): "nothing: touchesBegan was withheld (delaysTouchesBegan
/// by …), then discarded when BackTap recognized at +0.050".
///
/// Every word comes from the typed records (``TraceRecord/Kind/withheld(_:view:touches:reason:by:)``,
/// ``TraceRecord/Kind/recognizerState(recognizer:from:to:reason:)``); times are
/// counted from the sequence's first record, as the window's log counts them.
public struct DeliverySummary: Equatable, Sendable {
    /// One row: the method it is about (nil for the "nothing" row) and what happened.
    public struct Row: Equatable, Sendable {
        public var method: TraceRecord.TouchMethod?
        public var text: String
        /// Nobody took it: drawn in the rejection colour.
        public var isNegative: Bool
        /// Neither consumed nor refused — not settled yet ("nothing yet"), or
        /// received and handled by no responder, which is ordinary UIKit
        /// (SPEC R3): drawn in neutral ink, not red.
        public var isNeutral = false
    }

    public var rows: [Row]

    /// The summary of `records` (one touch sequence), naming subjects with
    /// `name` (the rail abbreviates long class names).
    public init(records: [TraceRecord], name: (TraceSubject) -> String = { $0.name }) {
        let analysis = TouchSequenceAnalysis(records: records)
        let byMethod = analysis.lastHandlingByMethod
        var rows: [Row] = []
        for method in TraceRecord.TouchMethod.allCases {
            guard let handling = byMethod[method] else { continue }
            let text =
                handling.handler.map { "consumed by \(name($0))" }
                ?? "dropped: nobody consumed it"
            rows.append(Row(method: method, text: text, isNegative: false, isNeutral: handling.handler == nil))
        }
        if rows.isEmpty, let nothing = Self.nothing(records, name: name) {
            let pending = nothing.hasPrefix("nothing yet")
            rows.append(Row(method: nil, text: nothing, isNegative: !pending, isNeutral: pending))
        }
        self.rows = rows
    }

    /// Why no responder received any touch method, or nil before any touch.
    static func nothing(_ records: [TraceRecord], name: (TraceSubject) -> String) -> String? {
        guard let start = records.firstIndex(where: { if case .hitTestTouch = $0.kind { true } else { false } }) else {
            return nil
        }
        let origin = records.first?.time ?? 0
        var bound: [TraceSubject] = []
        var boundToNothing = false
        for record in records {
            guard case .touchBound(_, let view, _, _) = record.kind else { continue }
            if let view { bound.append(view) } else { boundToNothing = true }
        }
        if bound.isEmpty {
            return boundToNothing ? "nothing: no view took the touch (hitTest returned nil)" : "nothing yet: hit-testing is under way"
        }
        // Each method kept from the hit-test view, in the order it was kept.
        var clauses: [(text: String, settled: Bool)] = []
        var seen: [TraceRecord.TouchMethod] = []
        for (index, record) in records.enumerated() where index > start {
            guard case .withheld(let method, let view, _, _, _) = record.kind, bound.contains(view), !seen.contains(method)
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
                if Self.excludes(reason) {
                    // Kept from the view for the touch's whole life (SPEC T7, T8, S3).
                    return ("\(phase) was kept from \(name(view)) (\(reason.rawValue))", true)
                }
                if reason.isDiscard {
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
        switch (held, discard) {
        case (let held?, let discard?): return ("\(phase) was withheld (\(held)), then discarded \(discard)", true)
        case (nil, let discard?): return ("\(phase) was discarded \(discard)", true)
        case (let held?, nil):
            return released ? ("\(phase) was withheld (\(held)), then released", true) : ("\(phase) is withheld (\(held))", false)
        case (nil, nil): return ("\(phase) was withheld", true)
        }
    }

    /// Reasons that keep a touch from its view for good, rather than for a while.
    static func excludes(_ reason: TraceRecord.Withholding) -> Bool {
        switch reason {
        case .multipleTouchDisabled, .exclusiveTouch, .refusedByScrollView, .noHitTestView: return true
        default: return false
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
