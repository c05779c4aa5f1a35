import Foundation
import TouchCore

/// Everything the selection panel says about one view, as text: why it did or did
/// not get the last touch (``DeliveryExplanation``) with the trace lines it rests on,
/// then what the next touch will see (``ViewInspection``).
///
/// The window's panel draws it (wrapped, in colour) and `touchlab why` prints it, so
/// a learner over ssh, a grader or a test reads the very words the window shows.
package struct ViewReport {
    package var inspection: ViewInspection
    package var explanation: DeliveryExplanation
    /// The explanation's evidence, each record as the window's log writes it (a
    /// played script's on its clock, `@0.250`; live input's from the touch's
    /// start, `+0.150`), with the record itself for its log colour.
    package var evidence: [(text: String, record: TraceRecord)]

    package static let whyHeading = "Why — the last touch"
    package static let inspectorHeading = "Inspector — what the next touch will see"
    package static let handlersHeading = "Handlers"
    package static let chainHeading = "Responder chain"
    package static let noHandlers = "No recognizers on it or its ancestors; no control actions."

    /// `view` against the touch sequence `records`; `shown`, while the reader steps
    /// through it, is how many records are on screen (``DeliveryExplanation/init(view:records:shown:)``);
    /// records before `playedUntil` were played by a script (``PlaygroundSession/playedUntil``).
    package init(view: UIView, records: [TraceRecord], shown: Int? = nil, playedUntil: TimeInterval? = nil) {
        inspection = ViewInspection(view: view)
        explanation =
            shown.map { DeliveryExplanation(view: view, records: records, shown: $0) }
            ?? DeliveryExplanation(view: view, records: records)
        let forms = TraceFormatter.windowOptions(records, playedUntil: playedUntil)
        evidence = explanation.evidence.filter(records.indices.contains).map { index in
            (TraceFormatter.describe(records[index], options: forms[index]), records[index])
        }
    }

    /// A handler's line: its owner first when it sits on an ancestor.
    package static func handlerLine(_ handler: HandlerEntry) -> String {
        (handler.isOwn ? "" : "on \(handler.owner): ") + handler.text
    }

    /// The chain's line, `EView → CView → … → AppDelegate`.
    package var chainLine: String { inspection.chain.joined(separator: " → ") }

    /// The report as plain text, one section after another, unwrapped.
    package var text: String {
        var lines = [inspection.title, "", Self.whyHeading, explanation.sentence]
        lines += evidence.map { "  " + $0.text }
        lines += ["", Self.inspectorHeading]
        lines += inspection.properties.map { "  \($0.label): \($0.value)" + ($0.blocksHitTesting ? " (stops hit-testing)" : "") }
        lines += ["", Self.handlersHeading]
        lines += inspection.handlers.isEmpty ? ["  " + Self.noHandlers] : inspection.handlers.map { "  " + Self.handlerLine($0) }
        lines += ["", Self.chainHeading, "  " + chainLine]
        return lines.joined(separator: "\n") + "\n"
    }
}
