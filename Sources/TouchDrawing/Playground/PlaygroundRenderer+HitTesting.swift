import Foundation
import TouchCore

/// Hit-test verdicts, view labels and the responder chain on the device
/// (see ``PlaygroundRenderer``, steps 2 and 3).
extension PlaygroundRenderer {
    /// Tints and outlines every visited view by its verdict; rejected first, the
    /// hit-test view last so its bold outline is never painted over.
    mutating func drawHitTestTints() {
        let visited = analysis.visitOrder.compactMap { subject in
            drawnView(subject.id).map { (subject, $0.quad, analysis.verdicts[subject.id]) }
        }
        for (subject, quad, verdict) in visited {
            if case .rejected? = verdict {
                clipped(to: subject) { list in
                    list.fillPolygon(quad, PlaygroundStyle.rejectedTint)
                    list.strokePolygon(quad, PlaygroundStyle.rejectedColor, width: 2, dash: [6, 4])
                }
            }
        }
        for (subject, quad, verdict) in visited {
            if case .passedOn? = verdict {
                clipped(to: subject) { $0.strokePolygon(quad, PlaygroundStyle.passedColor, width: 2) }
            }
        }
        for subject in analysis.hitViews {
            guard let quad = drawnView(subject.id)?.quad else { continue }
            clipped(to: subject) { list in
                list.fillPolygon(quad, PlaygroundStyle.hitTint)
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

    /// Each view's label at its top-left corner: chain badge and name, then
    /// its verdict and whether it consumed the touch. Pills that do not fit in
    /// the view's width wrap onto the next line. Labels never overlap: one
    /// whose corner is taken moves right, then down, inside its own view
    /// (``labelSlot(size:in:lineHeight:rows:)``). A view the last touch did not
    /// visit keeps to its first row, and goes unlabelled when that row is full
    /// (a navigation controller's stack of full-screen containers); a chain
    /// member with no room keeps just its numbered badge, so no name drifts
    /// onto another view.
    mutating func drawLabels() {
        let lineHeight: CGFloat = 21
        // The few views with a verdict, a place in the chain or perhaps a
        // consumed phase (``consumedMethods(of:)`` not empty), found once by
        // position in ``drawn``; every other view has none of these.
        var factIndex = [Int32](repeating: -1, count: drawn.count)
        var facts: [(verdict: HitTestVerdict?, chainIndex: Int?, mayHaveConsumed: Bool)] = []
        func fact(_ id: ObjectIdentifier) -> Int? {
            guard let position = drawnIndex[id] else { return nil }
            if factIndex[position] < 0 {
                factIndex[position] = Int32(facts.count)
                facts.append((nil, nil, false))
            }
            return Int(factIndex[position])
        }
        for (id, verdict) in analysis.verdicts {
            if let index = fact(id) { facts[index].verdict = verdict }
        }
        for (position, responder) in chain.enumerated() {
            if let index = fact(ObjectIdentifier(responder)), facts[index].chainIndex == nil {
                facts[index].chainIndex = position
            }
        }
        let consumers = Set(analysis.handlings.compactMap(\.handler))
        for consumer in consumers {
            if let index = fact(consumer.id) { facts[index].mayHaveConsumed = true }
        }
        // Front to back: the innermost views, the ones a user taps, take their
        // own corners first; containers that share a corner (a navigation
        // controller's stack of full-screen views) then fit around them.
        for position in drawn.indices.reversed() {
            let latest = latestDrawing(position)
            let viewFacts = factIndex[latest] < 0 ? nil : facts[Int(factIndex[latest])]
            let hidden = drawn[latest].isHidden
            let verdict = viewFacts?.verdict
            if hidden && !frame.options.showsHiddenViews && verdict == nil { continue }
            let box = drawn[latest].box
            let corner = CGPoint(x: box.minX + 4, y: box.minY + 4)
            if let clip = drawn[latest].clip, !clip.contains(corner) { continue }

            // Windows are chips in the rail, not badges on the device.
            let chainIndex = viewFacts?.chainIndex.flatMap { drawn[latest].view is UIWindow ? nil : $0 }
            let name = hidden ? "\(drawn[latest].name) (hidden)" : drawn[latest].name
            let nameWidth = (chainIndex == nil ? 0 : 24) + PlaygroundStyle.estimatedWidth(of: name, size: PlaygroundStyle.viewNameSize)
            var pills: [(String, DrawColor)] = []
            if let verdict { pills.append((verdictLabel(verdict), verdictColor(verdict))) }
            if viewFacts?.mayHaveConsumed == true && consumers.contains(drawn[latest].view.traceSubject) {
                pills.append(("consumed", PlaygroundStyle.consumedColor))
            }

            // Lay the pills out after the name, wrapping at the view's right edge.
            let right = max(box.maxX - 4, corner.x + nameWidth + 60)
            var positions: [CGPoint] = []
            var cursor = CGPoint(x: nameWidth + 8, y: 0)
            var width = nameWidth
            for (text, _) in pills {
                let pillWidth = PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.reasonSize) + 8
                if corner.x + cursor.x + pillWidth > right && cursor.x > 0 {
                    cursor = CGPoint(x: chainIndex == nil ? 0 : 24, y: cursor.y + lineHeight)
                }
                positions.append(cursor)
                cursor.x += pillWidth + 6
                width = max(width, cursor.x)
            }
            let size = CGSize(width: width, height: cursor.y + lineHeight)
            // Near the corner: the first row, or the first three for a view
            // the touch visited; a chain member with no room there shows only
            // its badge (the rail names it with the same number).
            var showsText = true
            let origin: CGPoint
            if let slot = labelSlot(size: size, in: box, lineHeight: lineHeight, rows: verdict == nil ? 1 : 3) {
                origin = slot
            } else if chainIndex != nil,
                let slot = labelSlot(size: CGSize(width: 22, height: lineHeight), in: box, lineHeight: lineHeight, rows: 8)
            {
                origin = slot
                showsText = false
            } else {
                // No room left in the view: a name here would only be drawn
                // over another view's; the log (and the rail) still name it.
                continue
            }
            occupied.insert(CGRect(origin: origin, size: showsText ? size : CGSize(width: 22, height: lineHeight)))

            var x = origin.x
            if let chainIndex {
                let center = CGPoint(x: x + PlaygroundStyle.chainBadgeRadius, y: origin.y + lineHeight / 2 - 1)
                drawBadge(chainIndex + 1, at: center)
                badgeCenters[chainIndex] = center
                x += 24
            }
            guard showsText else { continue }
            let nameColor =
                hidden
                ? PlaygroundStyle.hiddenOutline
                : isDark(drawn[latest].view) ? DrawColor.white : PlaygroundStyle.viewName
            list.text(
                name, at: CGPoint(x: x, y: origin.y + 2), size: PlaygroundStyle.viewNameSize, nameColor,
                maxWidth: max(40, box.maxX - x - 4))
            for ((text, color), position) in zip(pills, positions) {
                pill(
                    text, at: CGPoint(x: origin.x + position.x, y: origin.y + position.y + 1),
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
            list.arrow(
                from: CGPoint(x: start.x + ux * radius, y: start.y + uy * radius),
                to: CGPoint(x: end.x - ux * (radius + 1), y: end.y - uy * (radius + 1)),
                color, width: 2, headLength: 8)
        }
    }

    /// Where a label of `size` for a view drawn in `box` goes: the first free
    /// place in the view's first `rows` rows, reading down from its top-left
    /// corner and sliding right past labels already placed, without leaving
    /// the view (a label wider than its view may overhang at the row's start);
    /// `nil` when those rows are full, or when the view's corner is not a
    /// finite place on the canvas (no label can be drawn there).
    ///
    /// Nested transforms put boxes far beyond any `Int` (four views scaled a
    /// million times each reach 10²⁴ points) or make their edges infinite, so
    /// the rows that fit are counted in floating point, and sliding right stops
    /// where adding the gap no longer moves the label (past 2⁵³ points).
    func labelSlot(size: CGSize, in box: CGRect, lineHeight: CGFloat, rows: Int) -> CGPoint? {
        let start = CGPoint(x: box.minX + 4, y: box.minY + 4)
        guard start.x.isFinite, start.y.isFinite else { return nil }
        let fitting = (box.maxY - 2 - start.y - size.height) / lineHeight
        let rows = fitting >= CGFloat(rows - 1) ? max(1, rows) : fitting > 0 ? max(1, Int(fitting) + 1) : 1
        for row in 0..<rows {
            var candidate = CGRect(origin: CGPoint(x: start.x, y: start.y + CGFloat(row) * lineHeight), size: size)
            while candidate.minX == start.x || candidate.maxX <= box.maxX - 4 {
                guard let blocking = occupied.rightmostEdge(intersecting: candidate) else { return candidate.origin }
                let next = blocking + 6
                guard next > candidate.origin.x, next.isFinite else { break }
                candidate.origin.x = next
            }
        }
        return nil
    }
}
