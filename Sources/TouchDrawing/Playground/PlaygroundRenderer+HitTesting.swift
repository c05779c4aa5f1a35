import Foundation
import TouchCore

/// Hit-test verdicts, view labels and the responder chain on the device
/// (see ``PlaygroundRenderer``, steps 2 and 3).
extension PlaygroundRenderer {
    /// Tints and outlines every visited view by its verdict; rejected first, the
    /// hit-test view last so its bold outline is never painted over.
    mutating func drawHitTestTints() {
        let visited = analysis.visitOrder.compactMap { subject in
            quads[subject.id].map { (subject, $0, analysis.verdicts[subject.id]) }
        }
        for (_, quad, verdict) in visited {
            if case .rejected? = verdict {
                list.fillPolygon(quad, PlaygroundStyle.rejectedTint)
                list.strokePolygon(quad, PlaygroundStyle.rejectedColor, width: 2, dash: [6, 4])
            }
        }
        for (_, quad, verdict) in visited {
            if case .passedOn? = verdict {
                list.strokePolygon(quad, PlaygroundStyle.passedColor, width: 2)
            }
        }
        for subject in analysis.hitViews {
            guard let quad = quads[subject.id] else { continue }
            list.fillPolygon(quad, PlaygroundStyle.hitTint)
            list.strokePolygon(quad, PlaygroundStyle.hitColor, width: PlaygroundStyle.hitOutlineWidth)
        }
    }

    /// Each view's label at its top-left corner: chain badge and name, then
    /// its verdict and whether it consumed the touch. Pills that do not fit in
    /// the view's width wrap onto the next line; labels of views that share a
    /// corner stack downwards instead of overlapping.
    mutating func drawLabels() {
        let lineHeight: CGFloat = 21
        for view in drawOrder {
            let id = ObjectIdentifier(view)
            let hidden = hiddenViews.contains(id)
            let verdict = analysis.verdicts[id]
            if hidden && !frame.options.showsHiddenViews && verdict == nil { continue }
            guard let quad = quads[id] else { continue }
            let box = Self.bounds(of: quad)
            var origin = CGPoint(x: box.minX + 4, y: box.minY + 4)
            if let clip = clipOf[id], !clip.contains(origin) { continue }

            let subject = view.traceSubject
            // Windows are chips in the rail, not badges on the device.
            let chainIndex = view is UIWindow ? nil : chain.firstIndex { $0 === view }
            let name = hidden ? "\(subject.name) (hidden)" : subject.name
            let nameWidth = (chainIndex == nil ? 0 : 24) + PlaygroundStyle.estimatedWidth(of: name, size: PlaygroundStyle.viewNameSize)
            var pills: [(String, DrawColor)] = []
            if let verdict { pills.append((verdictLabel(verdict), verdictColor(verdict))) }
            if !consumedMethods(of: subject).isEmpty { pills.append(("consumed", PlaygroundStyle.consumedColor)) }

            // Lay the pills out after the name, wrapping at the view's right edge.
            let right = max(box.maxX - 4, origin.x + nameWidth + 60)
            var positions: [CGPoint] = []
            var cursor = CGPoint(x: nameWidth + 8, y: 0)
            var width = nameWidth
            for (text, _) in pills {
                let pillWidth = PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.reasonSize) + 8
                if origin.x + cursor.x + pillWidth > right && cursor.x > 0 {
                    cursor = CGPoint(x: chainIndex == nil ? 0 : 24, y: cursor.y + lineHeight)
                }
                positions.append(cursor)
                cursor.x += pillWidth + 6
                width = max(width, cursor.x)
            }
            var row = CGRect(x: origin.x, y: origin.y, width: width, height: cursor.y + lineHeight)
            var attempts = 0
            while occupied.contains(where: { $0.intersects(row) }) && attempts < 8 {
                origin.y += lineHeight
                row.origin.y = origin.y
                attempts += 1
            }
            occupied.append(row)

            var x = origin.x
            if let chainIndex {
                let center = CGPoint(x: x + PlaygroundStyle.chainBadgeRadius, y: origin.y + lineHeight / 2 - 1)
                drawBadge(chainIndex + 1, at: center)
                badgeCenters[chainIndex] = center
                x += 24
            }
            let nameColor = hidden ? PlaygroundStyle.hiddenOutline
                : isDark(view) ? DrawColor.white : PlaygroundStyle.viewName
            list.text(name, at: CGPoint(x: x, y: origin.y + 2), size: PlaygroundStyle.viewNameSize, nameColor,
                      maxWidth: max(40, box.maxX - x - 4))
            for ((text, color), position) in zip(pills, positions) {
                pill(text, at: CGPoint(x: origin.x + position.x, y: origin.y + position.y + 1),
                     size: PlaygroundStyle.reasonSize, text: .white, fill: color)
            }
        }
    }

    func verdictColor(_ verdict: HitTestVerdict) -> DrawColor {
        switch verdict {
        case .hit: return PlaygroundStyle.hitColor
        case .passedOn: return PlaygroundStyle.passedColor
        case .rejected: return PlaygroundStyle.rejectedColor
        }
    }

    /// `✗ outside bounds`: the visit's outcome. The order of visits is left to
    /// the log, so the only numbers on the device are the chain's.
    func verdictLabel(_ verdict: HitTestVerdict) -> String {
        switch verdict {
        case .hit: return "✓ hit-test view"
        case .passedOn: return "✓ inside"
        case .rejected(let reason): return "✗ " + HitTestVerdict.shortReason(reason)
        }
    }

    mutating func drawBadge(_ number: Int, at center: CGPoint) {
        list.fillCircle(center: center, radius: PlaygroundStyle.chainBadgeRadius, PlaygroundStyle.chainColor)
        list.text("\(number)", at: CGPoint(x: center.x, y: center.y - 7), size: 11, .white, alignment: .center)
    }

    /// Arrows from each view's badge to the next view's badge on the device.
    /// The chain continues in the rail, which lists every responder with the
    /// same numbers; an arrow across the device into the rail would cross the
    /// very views the reader is looking at.
    mutating func drawChainArrows() {
        let radius = PlaygroundStyle.chainBadgeRadius
        let color = PlaygroundStyle.chainColor.withAlpha(200)
        for index in chain.indices.dropLast() {
            guard let start = badgeCenters[index], let end = badgeCenters[index + 1] else { continue }
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 2 * radius + 4 else { continue }
            let ux = dx / length, uy = dy / length
            list.arrow(from: CGPoint(x: start.x + ux * radius, y: start.y + uy * radius),
                       to: CGPoint(x: end.x - ux * (radius + 1), y: end.y - uy * (radius + 1)),
                       color, width: 2, headLength: 8)
        }
    }
}
