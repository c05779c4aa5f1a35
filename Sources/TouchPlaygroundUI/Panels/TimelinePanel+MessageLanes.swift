import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The timeline's lanes for an event that is not a touch (``TimelineLane/Kind/input``
/// and ``TimelineLane/Kind/responder``): a shake or a remote-control command
/// has no hit-test view, so without them a shake that lasts left the timeline
/// empty.
///
/// The input lane is a bar from a shake's `began` to its `ended` (or
/// `cancelled`; to the axis's end while it lasts), with each phase's word
/// pinned where it happened, as the recognizer lanes pin states
/// (``TimelinePillLayout``); a whole shake or a remote command is one word.
/// The responder lane has one delivered mark per message the first responder
/// got: `B`, `E` or `C` for `motionBegan`, `motionEnded` or `motionCancelled`,
/// `R` for `remoteControlReceivedWithEvent:`.
extension TimelinePanel {
    func drawInputLane(_ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, into list: inout DrawList) {
        let barHeight: CGFloat = 6
        let barY = track.midY - barHeight / 2
        var began: CGFloat?
        for message in lane.messages {
            let messageX = x(message.time, timeline, in: track)
            if message.text == HostInput.MotionPhase.began.rawValue {
                began = messageX
            } else if let start = began {
                list.fill(
                    CGRect(x: start, y: barY, width: max(2, messageX - start), height: barHeight), PlaygroundStyle.fingerColor)
                began = nil
            }
        }
        if let start = began {
            list.fill(CGRect(x: start, y: barY, width: max(2, track.maxX - start), height: barHeight), PlaygroundStyle.fingerColor)
        }
        drawTimelinePills(Self.timelineInputPills(lane, timeline, in: track), into: &list)
    }

    /// Where an input lane's words go: laid out as state names are, so they
    /// never overlap and stay within the axis.
    static func timelineInputPills(_ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect) -> TimelinePillLayout {
        let changes = lane.messages.map { message in
            TimelinePillLayout.Change(
                x: track.minX + timeline.fraction(of: message.time) * track.width, word: message.text,
                color: PlaygroundStyle.fingerColor)
        }
        return TimelinePillLayout(changes: changes, track: track, y: track.minY + 4, size: 10)
    }

    func drawResponderLane(_ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, into list: inout DrawList) {
        let radius = PlaygroundStyle.timelineMarkRadius
        let y = track.midY
        if let first = lane.messages.first, let last = lane.messages.last {
            list.line(
                from: CGPoint(x: x(first.time, timeline, in: track), y: y),
                to: CGPoint(x: x(last.time, timeline, in: track), y: y), DrawColor.lightGray, width: 2)
        }
        var freeX = -CGFloat.infinity
        for message in lane.messages {
            let center = CGPoint(x: max(x(message.time, timeline, in: track), freeX + radius), y: y)
            freeX = center.x + radius + 2
            list.fillCircle(center: center, radius: radius, DrawColor.green)
            list.text(message.letter, at: CGPoint(x: center.x, y: center.y - 6), size: 10, .white, alignment: .center)
        }
    }
}
