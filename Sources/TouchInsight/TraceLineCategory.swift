import Foundation
import TouchCore

/// The kind of a trace line, which decides its colour in the log panel.
///
/// Five kinds match the questions a reader asks of a log: who was hit
/// (hit-testing), who got the touch methods (touches), what the recognizers
/// did, which actions and messages ran (a message's end of the chain with them),
/// and what input the core refused (ignored). Input
/// headings get their own kind so each touch sequence stands out.
public enum TraceLineCategory: String, Hashable, Sendable, CaseIterable {
    case input, hitTesting, touches, recognizers, actions, ignored

    public init(_ record: TraceRecord) {
        switch record.kind {
        case .input, .timerFired:
            self = .input
        case .hitTestTouch, .hitTest, .pointInside, .touchBound:
            self = .hitTesting
        case .sendEvent, .touches, .withheld, .released:
            self = .touches
        case .recognizersCollected, .recognizerTouches, .recognizerState:
            self = .recognizers
        case .call, .message:
            self = .actions
        case .dropped(let selector, _):
            // The end of the responder chain is ordinary UIKit (SPEC R3), not a
            // refusal: the line belongs with the messages it ends, not in red.
            self = TraceRecord.TouchMethod.allCases.contains { $0.selector == selector } ? .touches : .actions
        case .ignoredInput, .warning:
            self = .ignored
        }
    }

    /// The legend's word for the category.
    public var title: String {
        switch self {
        case .input: return "input"
        case .hitTesting: return "hit-testing"
        case .touches: return "touches"
        case .recognizers: return "recognizers"
        case .actions: return "actions"
        case .ignored: return "ignored"
        }
    }
}
