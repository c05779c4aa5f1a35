import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Hit-test verdicts, view labels and the responder chain on the device
/// (see ``PlaygroundRenderer``, steps 2 and 3).
extension PlaygroundRenderer {
    /// Outlines every visited view by its verdict (SPEC H1–H3): a red dashed
    /// outline for a rejection, a teal one for a view whose `point(inside:with:)`
    /// said YES, a charcoal one for a view whose `hitTest` override chose the
    /// answer (H8), a bold green one for a hit-test view, drawn in that order so
    /// the hit-test view's is never painted over. No tint: a verdict's colour
    /// mixed into the view's own would read as neither. A view two touches
    /// judged differently shows both outlines; its chips say which touch is which.
    mutating func drawHitTestOutlines() {
        var passed: [TraceSubject] = [], rejected: [TraceSubject] = [], overriding: [TraceSubject] = []
        for subject in analysis.visitOrder where !hidesMarks(of: subject.id) {
            let verdicts =
                analysis.hitTests.isEmpty
                ? [analysis.verdicts[subject.id]].compactMap { $0 }
                : analysis.hitTests.compactMap { $0.verdicts[subject.id] }
            if verdicts.contains(where: \.saysInside) { passed.append(subject) }
            if verdicts.contains(where: { if case .overridden = $0 { return true } else { return false } }) {
                overriding.append(subject)
            }
            if verdicts.contains(where: { if case .rejected = $0 { return true } else { return false } }) { rejected.append(subject) }
        }
        for subject in passed {
            guard let quad = drawnView(subject.id)?.quad else { continue }
            clipped(to: subject) { $0.strokePolygon(quad, PlaygroundStyle.passedColor, width: 2) }
        }
        // An override's answer says nothing about containing the point: the
        // visit's own charcoal, not the teal of `point(inside:with:)` said YES.
        for subject in overriding {
            guard let quad = drawnView(subject.id)?.quad else { continue }
            clipped(to: subject) { $0.strokePolygon(quad, PlaygroundStyle.overriddenColor, width: 2) }
        }
        for subject in rejected {
            guard let quad = drawnView(subject.id)?.quad else { continue }
            clipped(to: subject) {
                $0.strokePolygon(quad, PlaygroundStyle.rejectedColor, width: 2, dash: PlaygroundStyle.rejectedDash)
            }
        }
        for subject in analysis.hitViews {
            guard let quad = drawnView(subject.id)?.quad else { continue }
            clipped(to: subject) { list in
                list.strokePolygon(quad, PlaygroundStyle.hitColor, width: PlaygroundStyle.hitOutlineWidth)
            }
        }
    }

    /// Draws a view's highlight inside the clip its ancestors' `clipsToBounds` give
    /// it, as the view itself is drawn: a scrolled content view's outline must not run
    /// past its scroll view.
    private mutating func clipped(to subject: TraceSubject, _ body: (inout DrawList) -> Void) {
        if let clip = drawnView(subject.id)?.clip {
            list.clipped(to: clip, body)
        } else {
            body(&list)
        }
    }

    func verdictColor(_ verdict: HitTestVerdict) -> DrawColor {
        PlaygroundStyle.verdictColor(verdict)
    }

    /// `✗ outside bounds`: the visit's outcome. The order of visits is its own
    /// numbered square (``LabelItem/visitTag(_:)``).
    func verdictLabel(_ verdict: HitTestVerdict) -> String {
        verdict.chipText
    }

    mutating func drawBadge(_ number: Int, at center: CGPoint) {
        list.fillCircle(center: center, radius: PlaygroundStyle.chainBadgeRadius, PlaygroundStyle.chainColor)
        list.text("\(number)", at: CGPoint(x: center.x, y: center.y - 7), size: 11, .white, alignment: .center)
    }

    /// Arrows from each view's badge to the next view's badge on the device.
    /// The chain continues in the rail, which lists every responder with the
    /// same numbers; an arrow across the device into the rail would cross the
    /// very views the reader is looking at. The shafts are inserted under
    /// the labels at `position` of the list, so no arrow crosses a name or a
    /// chip; the heads are drawn over everything on the device, so a callout
    /// box next to a badge never hides which way the chain goes.
    mutating func drawChainArrows(under position: Int) {
        let radius = PlaygroundStyle.chainBadgeRadius
        let color = PlaygroundStyle.chainColor.withAlpha(200)
        var arrows = DrawList(size: list.size, background: list.background)
        for index in chain.indices.dropLast() {
            // A hidden private container's badge is skipped: the arrow goes
            // on to the next responder drawn (never past a controller).
            var next = index + 1
            while next < chain.count - 1, chain[next] is UIView, hidesMarks(of: ObjectIdentifier(chain[next])) { next += 1 }
            guard let start = badgeCenters[index], let end = badgeCenters[next] else { continue }
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 2 * radius + 4 else { continue }
            let ux = dx / length, uy = dy / length
            let head: CGFloat = 8
            let tip = CGPoint(x: end.x - ux * (radius + 1), y: end.y - uy * (radius + 1))
            let tail = CGPoint(x: start.x + ux * radius, y: start.y + uy * radius)
            // The head alone, a shaft as long as itself, drawn over the
            // labels: at the badge it points to, unless that would cover a
            // name or chip there (an arrow arriving from the side the name
            // is on); then as near the badge as it covers none, still on the
            // line and pointing the same way.
            let room = length - 2 * radius - 1
            guard room > 0 else { continue }
            func clear(_ from: CGPoint, _ to: CGPoint) -> Bool {
                !textPlates.contains { DrawListGeometryCheck.segment(from, to, crosses: $0.insetBy(dx: -2, dy: -2)) }
            }
            func point(back: CGFloat) -> CGPoint { CGPoint(x: tip.x - ux * back, y: tip.y - uy * back) }
            var back: CGFloat = 0
            while back + head < room, !clear(point(back: back + head), point(back: back)) { back += 2 }
            if back + head < room {
                arrows.line(from: tail, to: tip, color, width: 2)
                list.arrow(from: point(back: back + head), to: point(back: back), color, width: 2, headLength: head)
                continue
            }
            // No stretch of the line is clear: the arrow turns and comes
            // down (or up) into the badge, its head on that last short leg.
            let leg = head + 6
            let elbows = [-1, 1].map { side -> (corner: CGPoint, tip: CGPoint) in
                let sign = CGFloat(side)
                return (
                    CGPoint(x: end.x, y: end.y + sign * (radius + 1 + leg)), CGPoint(x: end.x, y: end.y + sign * (radius + 1))
                )
            }
            if let elbow = elbows.first(where: { labelFrame.contains($0.corner) && clear($0.corner, $0.tip) }) {
                arrows.line(from: tail, to: elbow.corner, color, width: 2)
                arrows.line(from: elbow.corner, to: elbow.tip, color, width: 2)
                let sign: CGFloat = elbow.tip.y > end.y ? 1 : -1
                list.arrow(
                    from: CGPoint(x: end.x, y: elbow.tip.y + sign * head), to: elbow.tip, color, width: 2, headLength: head)
                continue
            }
            // Hemmed in by labels on every side (badges stacked in a column,
            // chips between them): the line alone, under the labels, rather
            // than a head over a word; the badges' numbers give the order.
            arrows.line(from: tail, to: tip, color, width: 2)
        }
        list.commands.insert(contentsOf: arrows.commands, at: min(position, list.commands.count))
    }

    /// hitTest's visit order for the first touch: a dotted charcoal path
    /// through the visit tags in order (SPEC H1: subviews front to back,
    /// depth first), inserted under the labels at `index` of the list.
    mutating func drawVisitPath(under index: Int) {
        var path = DrawList(size: list.size, background: list.background)
        let numbers = visitTagCenters.keys.sorted()
        for (a, b) in zip(numbers, numbers.dropFirst()) {
            guard let start = visitTagCenters[a], let end = visitTagCenters[b] else { continue }
            path.line(from: start, to: end, PlaygroundStyle.visitColor.withAlpha(200), width: 2, dash: PlaygroundStyle.visitPathDash)
        }
        list.commands.insert(contentsOf: path.commands, at: min(index, list.commands.count))
    }
}
