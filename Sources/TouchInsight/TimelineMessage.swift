import Foundation
import TouchCore

/// One moment of an event that is not a touch, on the timeline: a phase of
/// the input itself (a shake's `began`, `ended` or `cancelled`, a whole
/// `shake`, a remote-control command), or the message the first responder
/// got for it (`motionBegan:withEvent:`, `remoteControlReceivedWithEvent:`).
///
/// UIKit sends these to the first responder, not to a hit-test view (SPEC F2),
/// so they have lanes of their own (``TimelineLane/Kind/input`` and
/// ``TimelineLane/Kind/responder``). See also: ``TouchTimeline``, ``MessageDelivery``.
package struct TimelineMessage: Hashable, Sendable {
    package var time: TimeInterval
    /// The index of the record in the records the timeline was made of.
    package var order: Int
    /// On an input lane, the input's word as the log writes it after `shake`
    /// (`began`, `ended`, `cancelled`) or the whole input (`shake`, a remote
    /// command's name); on a responder lane, the message's selector.
    package var text: String

    package init(time: TimeInterval, order: Int, text: String) {
        self.time = time
        self.order = order
        self.text = text
    }

    /// The letter a responder lane draws for a message: the phase it tells
    /// (`B`egan, `E`nded, `C`ancelled) or `R` for a remote-control command.
    package var letter: String {
        switch text {
        case "motionBegan:withEvent:": return "B"
        case "motionEnded:withEvent:": return "E"
        case "motionCancelled:withEvent:": return "C"
        default: return "R"
        }
    }
}
