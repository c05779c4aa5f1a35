import Foundation
import TouchCore

/// How an action sent with a nil target travelled, read from its trace
/// records: the responders asked `canPerformAction(_:withSender:)`, in order,
/// with their answers, and who performed it — or where the search ended.
///
/// UIKit sends a nil-target action to the first responder, else to the
/// sender, and `target(forAction:withSender:)` walks up the chain from there
/// asking each responder `canPerformAction(_:withSender:)` until one answers
/// YES (SPEC C5, F3; Apple: UIApplication.sendAction(_:to:from:for:)). That is
/// not the touch's responder chain: the touch went to the control, the action
/// starts wherever the first responder is. Every responder asked is in the
/// records with its answer, those that do not implement the action included.
///
/// See also: ``MessageDelivery`` (shakes and remote control, also from the
/// first responder), ``PlaygroundRenderer`` (the rail's action section).
package struct ActionDelivery: Equatable, Sendable {
    /// One responder asked, and its answer.
    package struct Answer: Equatable, Sendable {
        package var responder: TraceSubject
        package var canPerform: Bool
    }

    /// The action's name, `paste`.
    package var action: String
    /// The control (or object) that sent it.
    package var sender: TraceSubject?
    /// Every responder asked, in the order asked.
    package var asked: [Answer]
    /// The responder that performed the action.
    package var performer: TraceSubject?
    /// Where the search ended with nobody performing it (SPEC R3).
    package var droppedAfter: TraceSubject?
    /// The index of the `sendAction:to:from:forEvent:` record.
    package var record: Int

    /// Every nil-target action in `records`, in the order sent.
    package static func all(in records: [TraceRecord]) -> [ActionDelivery] {
        var result: [ActionDelivery] = []
        for (index, record) in records.enumerated() {
            guard case .call(_, "sendAction:to:from:forEvent:", .sendAction(let action, target: .none, sender: let sender)?) = record.kind
            else { continue }
            var delivery = ActionDelivery(
                action: action, sender: sender, asked: [], performer: nil, droppedAfter: nil, record: index)
            var scan = index + 1
            while scan < records.count, records[scan].depth > record.depth {
                switch records[scan].kind {
                case .call(let receiver, "canPerformAction:withSender:", _):
                    if case .bool(let answer)? = records[scan].outcome {
                        delivery.asked.append(Answer(responder: receiver, canPerform: answer))
                    }
                case .call(let receiver, action, _) where records[scan].depth == record.depth + 1:
                    delivery.performer = delivery.performer ?? receiver
                case .dropped(action, let last):
                    delivery.droppedAfter = last
                default:
                    break
                }
                scan += 1
            }
            result.append(delivery)
        }
        return result
    }

    /// The first responder when the action at `index` was sent: the last
    /// change recorded before it; with none recorded, the first responder a
    /// later resign names, else `live` (the application's first responder
    /// now), unless a later change makes it unknown.
    package static func firstResponder(
        at index: Int, in records: [TraceRecord], live: TraceSubject?
    ) -> TraceSubject? {
        func change(_ record: TraceRecord) -> (TraceSubject, Bool)? {
            if case .call(let receiver, _, .firstResponder(let became)?) = record.kind { return (receiver, became) }
            return nil
        }
        if let (receiver, became) = records[..<index].lazy.compactMap(change).last {
            return became ? receiver : nil
        }
        if let (receiver, became) = records[index...].lazy.compactMap(change).first {
            return became ? nil : receiver
        }
        return live
    }
}
