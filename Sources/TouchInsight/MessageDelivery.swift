import Foundation
import TouchCore

/// How an event that is not a touch — a shake, a remote-control command —
/// travelled, read from its trace records: for each message it became
/// (`motionBegan:withEvent:`, `remoteControlReceivedWithEvent:`...), the
/// responders it reached in order and who kept it.
///
/// UIKit sends these to the first responder, and each default implementation
/// passes the message to `next` (SPEC F2, seeds 001 and 002), so a message's
/// chain is its run of nested calls with the same selector. The last responder
/// reached kept it, unless the chain ended with nobody (`.dropped`).
package struct MessageDelivery: Equatable, Sendable {
    /// One message and the responders it reached.
    package struct Step: Equatable, Sendable {
        package var selector: String
        /// From the first responder up the chain, in the order reached.
        package var responders: [TraceSubject]
        /// Reached the end of the chain with nobody keeping it.
        package var isDropped: Bool

        /// The responder that kept the message: the last one reached.
        package var keeper: TraceSubject? { isDropped ? nil : responders.last }
    }

    /// The input as the log heads it: `shake`, `remote control: play`.
    package var input: String
    package var steps: [Step]

    /// The messages the core sends for non-touch events (UIResponder).
    static let selectors: Set<String> = [
        "motionBegan:withEvent:", "motionEnded:withEvent:", "motionCancelled:withEvent:",
        "remoteControlReceivedWithEvent:",
    ]

    /// The delivery of the last input in `records`; nil unless it is a
    /// non-touch event that reached at least one responder or was dropped.
    package init?(records: [TraceRecord]) {
        guard let heading = records.lastIndex(where: { if case .input = $0.kind { true } else { false } }),
            case .input(let input) = records[heading].kind
        else { return nil }
        var steps: [Step] = []
        var lastDepth = Int.min
        for record in records[(heading + 1)...] {
            switch record.kind {
            case .call(let receiver, let selector, _) where Self.selectors.contains(selector):
                if let last = steps.last, last.selector == selector, !last.isDropped, record.depth == lastDepth + 1 {
                    steps[steps.count - 1].responders.append(receiver)
                } else {
                    steps.append(Step(selector: selector, responders: [receiver], isDropped: false))
                }
                lastDepth = record.depth
            case .dropped(let selector, _) where Self.selectors.contains(selector):
                if let last = steps.last, last.selector == selector {
                    steps[steps.count - 1].isDropped = true
                } else {
                    steps.append(Step(selector: selector, responders: [], isDropped: true))
                }
            default:
                continue
            }
        }
        guard !steps.isEmpty else { return nil }
        self.input = TraceFormatter.describe(input)
        self.steps = steps
    }
}
