import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Labels on the device: names, hitTest's visit tags, chain badges, verdict and
/// consumed chips, recognizer and control chips, placed so that no two cover
/// each other, none covers a finger and none leaves the device's frame (see
/// ``PlaygroundRenderer``, steps 2 to 5).
///
/// Every label takes a rectangle in ``PlaygroundRenderer/occupied`` before it
/// is drawn, in order of importance: the fingers' markers, then the views
/// hit-testing visited or the chain runs through (never dropped: one a little
/// too big for its view juts out of it by up to ``labelOverhang`` where that
/// covers nothing, one with no room goes in a callout box with a leader line
/// to it), then the controls' and recognizers' chips, then the other views'
/// names, which are left out when their view has no room, and last the views'
/// own text (``placeContentTexts()``).
extension PlaygroundRenderer {
    /// One part of a label line.
    enum LabelItem {
        /// hitTest's visit order (a charcoal square).
        case visitTag(Int)
        /// A chain position, 0 based (a blue circle numbered from 1).
        case badge(Int)
        case name(String, DrawColor)
        case chip(String, DrawColor)
    }

    /// A label laid out: each item with its offset from the label's origin
    /// and its width, and the label's size.
    struct LabelLayout {
        var items: [(item: LabelItem, offset: CGPoint, width: CGFloat)] = []
        var size: CGSize = .zero
        /// Whether a name or a chip had to be cut to fit the width.
        var cuts = false
    }

    static let tagAdvance: CGFloat = 21
    static let badgeAdvance: CGFloat = 24
    /// The placing rank of a label whose views are not in the chain (hit-test views rank 0, the chain 1 up).
    static let offChainRank = 1000
    /// How far a label a little too big for its view may jut out of it.
    static let labelOverhang: CGFloat = 24
    /// At most this many callouts a frame, counting those searched for among
    /// the views and not placed: each search reads every shown view.
    static let calloutBudget = 40

    /// How many callouts a frame of `faces` shown views may search for among
    /// them: ``calloutBudget``, fewer on a crowded device (each search sorts
    /// every view into the callout grid's rows, and 40 of them made a
    /// 1,000-view frame ten times slower), at least 2.
    static func faceSearchBudget(faces: Int) -> Int {
        max(2, min(calloutBudget, 2_000 / max(1, faces)))
    }

    /// The rectangle labels must stay in: the device's frame, less a hair.
    var labelFrame: CGRect { layout.viewportRect.insetBy(dx: 2, dy: 2) }

    /// Lays `lines` out from the top-left, each line's chips wrapping at
    /// `width` under the line's name.
    func layOut(_ lines: [[LabelItem]], width: CGFloat) -> LabelLayout {
        let lineHeight = PlaygroundStyle.labelLineHeight
        var result = LabelLayout()
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for line in lines {
            var x: CGFloat = 0
            // Chips that do not fit after the name wrap to the line's start,
            // under the tag and badge, so a narrow view keeps its label.
            let indent: CGFloat = 0
            for item in line {
                switch item {
                case .visitTag:
                    result.items.append((item, CGPoint(x: x, y: y), PlaygroundStyle.visitTagSize))
                    x += Self.tagAdvance
                case .badge:
                    result.items.append((item, CGPoint(x: x, y: y), 2 * PlaygroundStyle.chainBadgeRadius))
                    x += Self.badgeAdvance
                case .name(let text, _):
                    let fullWidth = PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.viewNameSize)
                    let nameWidth = min(fullWidth, max(30, width - x))
                    if nameWidth < fullWidth { result.cuts = true }
                    result.items.append((item, CGPoint(x: x, y: y), nameWidth))
                    x += nameWidth + 8
                case .chip(let text, _):
                    let fullWidth = PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.reasonSize) + 8
                    let chipWidth = min(fullWidth, max(30, width - indent))
                    if chipWidth < fullWidth { result.cuts = true }
                    if x + chipWidth > width && x > indent {
                        widest = max(widest, x - 6)
                        y += lineHeight
                        x = indent
                    }
                    result.items.append((item, CGPoint(x: x, y: y), chipWidth))
                    x += chipWidth + 6
                }
            }
            widest = max(widest, x - 6)
            y += lineHeight
        }
        // Rows are a line apart; the last one needs only its chips' height.
        result.size = CGSize(width: max(1, widest), height: max(1, y - 3))
        return result
    }

    /// The size ``layOut(_:width:)`` gives a label of just the name `text`
    /// (one line, no chips), without laying it out.
    static func nameLabelSize(_ text: String, width: CGFloat) -> CGSize {
        nameLabelSize(fullWidth: PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.viewNameSize), width: width)
    }

    /// ``nameLabelSize(_:width:)`` of a name whose whole width is `fullWidth`.
    static func nameLabelSize(fullWidth: CGFloat, width: CGFloat) -> CGSize {
        let nameWidth = min(fullWidth, max(30, width - 0))
        let end: CGFloat = 0 + (nameWidth + 8)
        return CGSize(width: max(1, max(0, end - 6)), height: max(1, PlaygroundStyle.labelLineHeight - 3))
    }

    /// Draws a laid-out label at `origin`, noting where its badges and visit tags went.
    mutating func draw(_ label: LabelLayout, at origin: CGPoint) {
        for (item, offset, width) in label.items {
            let x = origin.x + offset.x, y = origin.y + offset.y
            switch item {
            case .visitTag(let number):
                let side = PlaygroundStyle.visitTagSize
                list.fill(CGRect(x: x, y: y + 1, width: side, height: side), PlaygroundStyle.visitColor)
                textPlates.append(CGRect(x: x, y: y + 1, width: side, height: side))
                list.text("\(number)", at: CGPoint(x: x + side / 2, y: y + 4), size: 10, .white, alignment: .center)
                visitTagCenters[number] = CGPoint(x: x + side / 2, y: y + 1 + side / 2)
            case .badge(let index):
                let center = CGPoint(x: x + PlaygroundStyle.chainBadgeRadius, y: y + PlaygroundStyle.chainBadgeRadius - 0.5)
                drawBadge(index + 1, at: center)
                let radius = PlaygroundStyle.chainBadgeRadius
                textPlates.append(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                badgeCenters[index] = center
            case .name(let text, let color):
                // On an opaque plate: the chain's arrows and the visit path,
                // drawn under the labels, pass under the name, never through it.
                let textWidth = min(width, PlaygroundStyle.estimatedWidth(of: text, size: PlaygroundStyle.viewNameSize))
                let plate = CGRect(x: x - 2, y: y + 1, width: textWidth + 4, height: PlaygroundStyle.viewNameSize + 6)
                list.fill(plate, PlaygroundStyle.namePlate(for: color))
                textPlates.append(plate)
                list.text(text, at: CGPoint(x: x, y: y + 3), size: PlaygroundStyle.viewNameSize, color, maxWidth: width)
            case .chip(let text, let color):
                pill(
                    text, at: CGPoint(x: x, y: y + 2), size: PlaygroundStyle.reasonSize, text: PlaygroundStyle.ink(on: color),
                    fill: color, maxWidth: width)
            }
        }
    }

    /// The part of a drawn view a label may use: its box inside its clip and the device's frame.
    /// Edges are compared one by one: Foundation's `CGRect.intersection`
    /// traps on boxes far beyond any screen (nested transforms reach 10²⁴⁰
    /// points), and a NaN edge leaves no room at all.
    func visibleBox(_ drawnView: DrawnView) -> CGRect {
        Self.visibleBox(drawnView, within: labelFrame)
    }

    /// ``visibleBox(_:)`` with the label frame given: a static function, so a
    /// loop over every view in a mutating method does not hand it a copy of
    /// the whole renderer (each of its arrays retained and released) per view.
    static func visibleBox(_ drawnView: DrawnView, within frame: CGRect) -> CGRect {
        visibleBox(of: drawnView.edges, clip: drawnView.clip, within: Edges(frame))
    }

    /// ``visibleBox(_:within:)`` of a view drawn with bounding box `box`
    /// under `clip`: a loop over every view reads the two without copying its
    /// ``DrawnView`` (a retain and release of its quad and its name).
    static func visibleBox(of box: CGRect, clip: CGRect?, within frame: CGRect) -> CGRect {
        visibleBox(of: Edges(box), clip: clip, within: Edges(frame))
    }

    /// ``visibleBox(of:clip:within:)`` with the box's and the frame's edges
    /// read once (``DrawnView/edges``; a loop reads the frame's before it):
    /// working them out from the rectangles was most of its cost, at two
    /// thousand calls a frame.
    static func visibleBox(of box: Edges, clip: CGRect?, within frame: Edges) -> CGRect {
        var minX = max(box.minX, frame.minX), maxX = min(box.maxX, frame.maxX)
        var minY = max(box.minY, frame.minY), maxY = min(box.maxY, frame.maxY)
        if let clip {
            minX = max(minX, clip.minX)
            maxX = min(maxX, clip.maxX)
            minY = max(minY, clip.minY)
            maxY = min(maxY, clip.maxY)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, minX < maxX, minY < maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether two rectangles share some area, edges compared one by one
    /// (`CGRect.intersects` traps on boxes far beyond any screen; NaN shares nothing).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Whether `inner` lies within `outer`, edges compared directly
    /// (`CGRect.contains` compares a union, which rounding can make unequal).
    static func isInside(_ inner: CGRect, _ outer: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.001 && inner.maxX <= outer.maxX + 0.001 && inner.minY >= outer.minY - 0.001
            && inner.maxY <= outer.maxY + 0.001
    }

    // MARK: Views' labels

    /// The labels of the views hit-testing visited or the chain runs through
    /// (`important`), or of every other shown view. Views sharing one
    /// rectangle (a window and its root view, a navigation controller's
    /// full-screen containers) share one label, a line each, so their names
    /// never pile up on whichever view is in front at their corner.
    mutating func drawLabels(important: Bool) {
        let facts = labelFacts()
        if important {
            // Front to back: the innermost views, the ones a user taps, take
            // their own corners first.
            var groups: [(box: CGRect, members: [Int])] = []
            for position in facts.keys.sorted(by: >) {
                let box = drawn[position].box
                if let index = groups.firstIndex(where: { Self.sameBox($0.box, box) }) {
                    groups[index].members.append(position)
                } else {
                    groups.append((box, [position]))
                }
            }
            // The hit-test views' labels first, on their views or in the
            // callouts nearest them; then every other label that fits on its
            // own view; then callouts for the rest, down the chain.
            // A label must not sit on another visited or chain view in front
            // of its own (it would read as that view's), nor a callout on one.
            // Sorted by left edge, so a callout's obstacles (`CalloutObstacles`)
            // need no sorting of their own; no other use depends on the order.
            frontBoxes = groups.map { ($0.members.max()!, $0.box) }.sorted { $0.box.minX < $1.box.minX }
            frontBoxIndex = FrontBoxIndex(frontBoxes.map(\.box), over: labelFrame)
            var waiting: [(lines: [[LabelItem]], position: Int, rank: Int)] = []
            let firstResponder = actionFirstResponder
            for group in groups {
                let members = group.members.sorted { a, b in
                    let ka = facts[a]!.visitIndex ?? facts[a]!.chainIndex.map { 1000 + $0 } ?? 2000
                    let kb = facts[b]!.visitIndex ?? facts[b]!.chainIndex.map { 1000 + $0 } ?? 2000
                    return ka < kb
                }
                let isHit = members.contains { member in
                    analysis.hitViews.contains { $0.id == ObjectIdentifier(drawn[member].view) }
                }
                let chainRank = members.compactMap { facts[$0]!.chainIndex }.min().map { $0 + 1 } ?? Self.offChainRank
                waiting.append(
                    (
                        members.map { slideLine(labelLine(for: $0, facts: facts[$0]!, firstResponder: firstResponder), of: $0) },
                        members[0], isHit ? 0 : chainRank
                    ))
            }
            waiting = waiting.enumerated().sorted { ($0.element.rank == 0 ? 0 : 1, $0.offset) < ($1.element.rank == 0 ? 0 : 1, $1.offset) }
                .map(\.element)
            // A slide keeps full labels for the hit-test views only; the
            // others get their numbers as badges (``placeSlideBadges(_:)``).
            let slideBadges = usesSlideBadges ? waiting.filter { $0.rank != 0 } : []
            if usesSlideBadges { waiting = waiting.filter { $0.rank == 0 } }
            var overhanging: [(lines: [[LabelItem]], position: Int, rank: Int)] = []
            for entry in waiting where !placeInside(entry.lines, of: entry.position) {
                if entry.rank == 0 {
                    if !placeInside(entry.lines, of: entry.position, overhang: Self.labelOverhang),
                        entry.lines.count > 1
                            || !placeInside(Self.chipsBelowNames(entry.lines), of: entry.position, overhang: Self.labelOverhang),
                        !placeSlideHitLabelStacked(entry.lines, of: entry.position)
                    {
                        placeCallout(entry.lines, of: entry.position)
                    }
                } else {
                    overhanging.append(entry)
                }
            }
            // A label a little too big for its view stays on it, jutting out
            // a few points where that covers nothing, rather than moving
            // into a callout.
            let unplaced = overhanging.filter { !placeInside($0.lines, of: $0.position, overhang: Self.labelOverhang) }
            for entry in unplaced.enumerated().sorted(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }) {
                // Its name on one row and its chips below, on the view, before
                // giving up the name.
                // (One view's label only: views sharing a rectangle read better
                // as a callout's list than as rows on the scene.)
                if entry.element.lines.count == 1, placeInside(Self.chipsBelowNames(entry.element.lines), of: entry.element.position) {
                    continue
                }
                // A view off the chain keeps its verdict on itself, with its
                // visit number but without its name, rather than far away.
                let nameless = entry.element.lines.map { $0.filter { if case .name = $0 { return false } else { return true } } }
                if entry.element.rank == Self.offChainRank, placeInside(nameless, of: entry.element.position) { continue }
                placeCallout(entry.element.lines, of: entry.element.position)
            }
            placeSlideBadges(slideBadges)
            return
        }
        // The other views' names, each where it fits on its view. On a
        // crowded device few do (about 4 in 100 of the 1,000-view frame), so
        // a name's size is worked out before its label is laid out.
        var hasLabel = [Bool](repeating: false, count: drawn.count)
        for position in facts.keys { hasLabel[position] = true }
        let labelFrame = labelFrame, labelEdges = Edges(labelFrame)
        // A name goes only where its own view shows: not on an opaque view
        // drawn in front of it that is not its descendant (a sheet over the
        // content it covers), where it would read as that view's name.
        // Read once: a debug build copies the whole renderer for each call
        // of one of its methods from this mutating one.
        let drawsTwice = drawsSomeViewTwice, hidesPrivate = frame.options.hidesPrivateContainers
        let showsHidden = frame.options.showsHiddenViews, drawnIndex = drawnIndex
        func isLatest(_ position: Int) -> Bool {
            Self.latestDrawing(position, of: drawn, index: drawnIndex, drawsTwice: drawsTwice) == position
        }
        var opaqueFaces: [(position: Int, box: CGRect)] = []
        opaqueFaces.reserveCapacity(drawn.count)
        for position in drawn.indices where drawn[position].isOpaque && isLatest(position) {
            let face = Self.visibleBox(of: drawn[position].edges, clip: drawn[position].clip, within: labelEdges)
            if !face.isNull { opaqueFaces.append((position, face)) }
        }
        // A constant for the searches below: a variable they capture would be
        // checked for exclusive access at every face they ask.
        let faces = opaqueFaces
        // A face spanning more than 16 cells is asked by every search rather
        // than filed: a few dozen places are searched a frame, and filing the
        // large faces of a thousand cost more than those searches saved.
        let faceIndex = FrontBoxIndex(faces.map(\.box), over: labelFrame, maximumCells: 16)
        // Their edges, read once: a slide asks a hundred faces or more at
        // each place, and `CGRect`'s edges are worked out at every reading.
        let faceEdges = faces.map { Edges($0.box) }
        for position in drawn.indices.reversed() {
            guard !hasLabel[position], isLatest(position),
                !hidesPrivate || !hidesMarks(of: ObjectIdentifier(drawn[position].view))
            else { continue }
            let hidden = drawn[position].isHidden
            if hidden && !showsHidden { continue }
            let visible = Self.visibleBox(of: drawn[position].edges, clip: drawn[position].clip, within: labelEdges)
            guard !visible.isNull else { continue }
            let name = hidden ? "\(drawn[position].name) (\(Self.skippedNote(drawn[position].view)))" : drawn[position].name
            let width = max(30, visible.width - 8)
            // A short name is whole or not drawn ("PlainTab…" on a small
            // device reads as a different name); a long one may be cut.
            // (Measured once: the width, then the size.) Most views of a
            // crowded device are too narrow for their short names by the
            // flat width a character alone (about 430 of the 1,000-view
            // frame's): those are left out before their glyphs are summed.
            let characters = PlaygroundStyle.characterCount(name)
            let isShort = characters <= DrawListGeometryCheck.shortNameLength
            if isShort, PlaygroundStyle.leastEstimatedWidth(characters: characters, size: PlaygroundStyle.viewNameSize) > width {
                continue
            }
            let fullWidth = PlaygroundStyle.estimatedWidth(of: name, characters: characters, size: PlaygroundStyle.viewNameSize)
            if fullWidth > width, isShort { continue }
            let size = Self.nameLabelSize(fullWidth: fullWidth, width: width)
            // Where it would go, then — only for the few that find room — not
            // on a face in front: else slid past the faces in front that cross its row.
            guard
                var origin = Self.labelSlot(size: size, in: visible, rows: 1, occupied: occupied, frame: labelFrame)
            else { continue }
            // The faces in front are those drawn after the view's subtree:
            // the faces from the first of those on, `faces` being in drawing order.
            let inFront = Self.firstFace(after: drawn[position].subtreeEnd, in: faces)
            let slot = CGRect(origin: origin, size: size)
            let slotEdges = Edges(slot)
            if faceIndex.contains(overlapping: slot, from: inFront, where: { faceEdges[$0].overlaps(slotEdges) }) {
                // Each place it slides to asks only the faces binned near
                // that place, not every face across the view's row.
                guard
                    let slid = Self.labelSlot(
                        size: size, in: visible, rows: 1, occupied: occupied, frame: labelFrame,
                        blockedBy: { place in
                            var looks = 0, edge: CGFloat?
                            let placeEdges = Edges(place)
                            faceIndex.forEach(overlapping: place, from: inFront) { index in
                                looks += 1
                                let face = faceEdges[index]
                                guard face.overlaps(placeEdges) else { return }
                                if edge.map({ $0 < face.maxX }) ?? true { edge = face.maxX }
                            }
                            occupied.work.looks &+= looks
                            return edge
                        })
                else { continue }
                origin = slid
            }
            let color =
                hidden
                ? PlaygroundStyle.hiddenOutline
                : Self.isDark(drawn[position].view, mutesScene: mutesScene) ? DrawColor.white : PlaygroundStyle.viewName
            let label = layOut([[.name(name, color)]], width: width)
            occupied.insert(CGRect(origin: origin, size: label.size))
            draw(label, at: origin)
        }
    }

    /// The index of the first of `faces` (in drawing order) drawn after
    /// `position`, or their count when none is: found by halving.
    static func firstFace(after position: Int, in faces: [(position: Int, box: CGRect)]) -> Int {
        var low = 0, high = faces.count
        while low < high {
            let middle = (low + high) / 2
            if faces[middle].position > position { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// `lines` with each row's chips moved to a row of their own below it: a
    /// narrower label for a view too small for name and verdict side by side.
    static func chipsBelowNames(_ lines: [[LabelItem]]) -> [[LabelItem]] {
        lines.flatMap { row -> [[LabelItem]] in
            let head = row.filter { if case .chip = $0 { return false } else { return true } }
            let chips = row.filter { if case .chip = $0 { return true } else { return false } }
            return chips.isEmpty || head.isEmpty ? [row] : [head, chips]
        }
    }

    /// Why a view drawn dashed is skipped by hit-testing, for a label that has
    /// no verdict chip to say it (SPEC H1): hidden itself, too transparent by
    /// its application's threshold, or inside a skipped ancestor.
    static func skippedNote(_ view: UIView) -> String {
        if view.isHidden { return "hidden" }
        if view.isTooTransparentToHit { return "transparent" }
        return "in a hidden view"
    }

    /// What the label of each visited, chain or consuming view says, by its position in ``drawn``.
    func labelFacts() -> [Int: (verdicts: [(touches: [Int], verdict: HitTestVerdict)], chainIndex: Int?, visitIndex: Int?, consumed: Bool)]
    {
        var facts: [Int: (verdicts: [(touches: [Int], verdict: HitTestVerdict)], chainIndex: Int?, visitIndex: Int?, consumed: Bool)] = [:]
        func position(_ id: ObjectIdentifier) -> Int? {
            guard let position = drawnIndex[id], !hidesMarks(of: id) else { return nil }
            if facts[position] == nil { facts[position] = ([], nil, nil, false) }
            return position
        }
        if analysis.hitTests.isEmpty {
            for (id, verdict) in analysis.verdicts {
                if let index = position(id) { facts[index]!.verdicts = [([], verdict)] }
            }
        }
        for hitTest in analysis.hitTests {
            for subject in hitTest.visitOrder {
                guard let verdict = hitTest.verdicts[subject.id], let index = position(subject.id) else { continue }
                // Verdicts that read the same (`✓ inside`) share one chip.
                if let same = facts[index]!.verdicts.firstIndex(where: { verdictLabel($0.verdict) == verdictLabel(verdict) }) {
                    facts[index]!.verdicts[same].touches.append(hitTest.touch)
                } else {
                    facts[index]!.verdicts.append(([hitTest.touch], verdict))
                }
            }
        }
        // The view a touch was bound to is its hit-test view, whoever chose it: a
        // `hitTest` override's answer may never have been visited itself (seed 000).
        for hitTest in analysis.hitTests {
            guard let hitView = hitTest.hitView, hitTest.verdicts[hitView.id] != .hit,
                let index = position(hitView.id)
            else { continue }
            if let same = facts[index]!.verdicts.firstIndex(where: { $0.verdict == .hit }) {
                facts[index]!.verdicts[same].touches.append(hitTest.touch)
            } else {
                facts[index]!.verdicts.append(([hitTest.touch], .hit))
            }
        }
        if let first = analysis.hitTests.first {
            for (order, subject) in first.visitOrder.enumerated() {
                if let index = position(subject.id) { facts[index]!.visitIndex = order + 1 }
            }
        }
        for (chainPosition, responder) in chain.enumerated() where responder is UIView && !(responder is UIWindow) {
            if let index = position(ObjectIdentifier(responder)), facts[index]!.chainIndex == nil {
                facts[index]!.chainIndex = chainPosition
            }
        }
        // A responder that only took a touchesCancelled did not consume the touch (SPEC G4).
        for consumer in Set(analysis.handlings.compactMap { $0.method == .cancelled ? nil : $0.handler }) {
            if let index = position(consumer.id) { facts[index]!.consumed = true }
        }
        // The first responder a nil-target action started from gets a label (its chip: labelLine).
        if let first = actionFirstResponder { _ = position(first.id) }
        // Only the latest drawing of a view drawn twice is labelled.
        return facts.filter { latestDrawing($0.key) == $0.key }
    }

    /// One view's line: visit tag, chain badge, name, verdicts (each marked
    /// with its touches' numbers when several touches were hit-tested), consumed,
    /// and "first responder" on `firstResponder`'s view (``actionFirstResponder``,
    /// found once a frame: it reads every shown record).
    func labelLine(
        for position: Int,
        facts: (verdicts: [(touches: [Int], verdict: HitTestVerdict)], chainIndex: Int?, visitIndex: Int?, consumed: Bool),
        firstResponder: TraceSubject?
    ) -> [LabelItem] {
        var line: [LabelItem] = []
        if let visit = facts.visitIndex { line.append(.visitTag(visit)) }
        if let chainIndex = facts.chainIndex { line.append(.badge(chainIndex)) }
        let hidden = drawn[position].isHidden
        // A verdict chip already says why a skipped view was not hit.
        let note = hidden && facts.verdicts.isEmpty ? " (\(Self.skippedNote(drawn[position].view)))" : ""
        line.append(
            .name(drawn[position].name + note, hidden ? PlaygroundStyle.hiddenOutline : PlaygroundStyle.viewName))
        let marksTouches = analysis.hitTests.count > 1
        for (touches, verdict) in facts.verdicts {
            let mark = marksTouches ? touches.map { "#\($0)" }.joined(separator: " ") + " " : ""
            line.append(.chip(mark + verdictLabel(verdict), verdictColor(verdict)))
        }
        if facts.consumed { line.append(.chip("consumed", PlaygroundStyle.consumedColor)) }
        // Where a nil-target action's search began (SPEC C5): not the touch's chain.
        if let first = firstResponder, first.id == ObjectIdentifier(drawn[position].view) {
            line.append(.chip("first responder", PlaygroundStyle.firstResponderColor))
        }
        return line
    }

    /// Places a must-show label on its view near the top-left corner, whole
    /// (no name or chip cut); `false` when it does not fit there. With an
    /// `overhang`, the label may jut out of the view by that much to the
    /// right, the left or above it (never out of the device's frame, nor over
    /// another label or another visited or chain view in front).
    mutating func placeInside(_ lines: [[LabelItem]], of position: Int, overhang: CGFloat = 0) -> Bool {
        let visible = visibleBox(drawn[position])
        guard !visible.isNull else { return false }
        let nameColor = isDark(drawn[position].view) ? DrawColor.white : PlaygroundStyle.viewName
        // Every place tried lies within the view's visible part, jutting out
        // by `overhang` at most: only the boxes near it can be in the way.
        let region = CGRect(
            x: visible.minX - overhang, y: visible.minY - overhang, width: visible.width + 2 * overhang,
            height: visible.height + overhang)
        let candidates = frontBoxIndex.candidates(overlapping: region)
        occupied.work.looks &+= candidates.count
        let avoiding = candidates.map { frontBoxes[$0] }
            .filter { $0.position > position && !Self.sameBox($0.box, drawn[position].box) }.map(\.box)
        let inside = layOut(lines.map { recoloured($0, nameColor) }, width: max(60, visible.width - 8 + overhang))
        guard !inside.cuts else { return false }
        var boxes = [visible]
        if overhang > 0 {
            // Jutting out sideways on the view's own rows first, then above it.
            let right = CGRect(x: visible.minX, y: visible.minY, width: visible.width + overhang, height: visible.height)
            let left = CGRect(x: visible.minX - overhang, y: visible.minY, width: visible.width + overhang, height: visible.height)
            boxes = [right, left, right.offsetBy(dx: 0, dy: -overhang), left.offsetBy(dx: 0, dy: -overhang)]
                .map { $0.intersection(labelFrame) }.filter { !$0.isNull }
        }
        for box in boxes where inside.size.width <= box.width - 6 {
            // Every place `labelSlot` tries lies in `box`, so only the boxes
            // overlapping it can be in the way: asking just those keeps a
            // label's search from asking every visited view in front of it
            // at every step (2,000 of them in a hit-test walk).
            let near = avoiding.filter { Self.overlaps($0, box) }
            guard let origin = labelSlot(size: inside.size, in: box, rows: 3, avoiding: near) else { continue }
            // Jutting out, the label must still sit mostly on its own view.
            let rect = CGRect(origin: origin, size: inside.size)
            if overhang > 0, !Self.overlaps(rect.insetBy(dx: 0, dy: min(rect.height / 2 - 1, 4)), visible) { continue }
            occupied.insert(rect)
            draw(inside, at: origin)
            return true
        }
        return false
    }

    /// Places a must-show label that has no room on its view in a callout;
    /// failing that, without its chips (the log has them), then smaller
    /// still (``callout(_:for:of:)`` finds no place over another view).
    mutating func placeCallout(_ lines: [[LabelItem]], of position: Int) {
        let visible = visibleBox(drawn[position])
        let anchorBox = visible.isNull ? drawn[position].box : visible
        guard anchorBox.minX.isFinite, anchorBox.minY.isFinite, anchorBox.maxX.isFinite, anchorBox.maxY.isFinite
        else { return }
        let width = min(labelFrame.width - 8, 260)
        func isChip(_ item: LabelItem) -> Bool { if case .chip = item { true } else { false } }
        // Views sharing one rectangle (a window and its root view): the
        // line of the one in the chain, else the first, when all of them
        // find no room together; last, its badge and name alone.
        let main = lines.first { $0.contains { if case .badge = $0 { true } else { false } } } ?? lines[0]
        var tries = [lines, lines.map { $0.filter { !isChip($0) } }]
        if lines.count > 1 { tries += [[main], [main.filter { !isChip($0) }]] }
        tries.append([main.filter { if case .visitTag = $0 { false } else { !isChip($0) } }])
        for attempt in tries where callout(layOut(attempt, width: width), for: anchorBox, of: position) { return }
    }

    private func recoloured(_ line: [LabelItem], _ color: DrawColor) -> [LabelItem] {
        line.map { item in
            if case .name(let text, let old) = item, old == PlaygroundStyle.viewName { return .name(text, color) }
            return item
        }
    }

    static func sameBox(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5 && abs(a.maxX - b.maxX) < 0.5 && abs(a.maxY - b.maxY) < 0.5
    }

    // MARK: Callouts

    /// Draws `label` in a box at the free place nearest `box`, with a leader
    /// line to it: on the device where no other view is, or in the margin
    /// beside it; `false` when there is no such place (or the frame's
    /// callout searches are used up).
    ///
    /// A callout never lies over another view's face: a box of words over
    /// a view reads as that view's label. The views it may cover are the
    /// one it explains, the view drawn at `position` (when that fills much
    /// of the device, ``CalloutGrid/mayCover``), the views holding its whole
    /// box, and its superviews (a callout beside the view, inside the
    /// container that holds it, keeps its leader short; a button jutting out
    /// of its tab bar is explained inside the bar); the leader then ends on
    /// the view where every superview the callout covers holds it, as
    /// ``DrawListGeometryCheck`` asks.
    @discardableResult
    mutating func callout(_ label: LabelLayout, for box: CGRect, of position: Int) -> Bool {
        guard calloutsUsed < Self.calloutBudget else { return false }
        let padded = CGSize(width: label.size.width + 6, height: label.size.height + 4)
        let bounds = calloutFrame
        guard padded.width <= bounds.width, padded.height <= bounds.height else { return false }
        // Found only when some place is free of labels at all (`nearestFree`);
        // each search that gets that far reads every face, so those, not
        // only the callouts drawn, count against the budget.
        if viewFaces == nil { viewFaces = faceBoxes() }
        let faces = viewFaces!
        // Once those searches are used up no place can be found (one is
        // found only clear of the views' faces), so none is looked for, not
        // even among the labels: on a crowded device most callouts end here
        // (40 of the 1,000-view frame's 42, each a grid of about 4,200 places).
        guard calloutsUsed < Self.faceSearchBudget(faces: faces.count) else { return false }
        // The view and its drawn superviews, each once (a view has one
        // drawn position): a few, so a scan beats hashing every face.
        var holders: [Int] = []
        var ancestor: UIView? = drawn[position].view
        while let view = ancestor, holders.count < 64 {
            if let index = drawnIndex[ObjectIdentifier(view)] { holders.append(index) }
            ancestor = view.superview
        }
        var searchedFaces = false
        let found = Self.nearestFree(
            in: CalloutGrid(over: bounds, size: padded, box: box), occupied: occupied, frame: bounds,
            others: {
                searchedFaces = true
                occupied.work.looks &+= faces.count
                if faceObstacles == nil { faceObstacles = CalloutObstacles(faces.map(\.rect), over: bounds) }
                // A superview that holds none of the view's box holds no leader's end.
                return faceObstacles!.excluding { index in
                    let face = faces[index]
                    return Self.isInside(box, face.rect) || (Self.overlaps(face.rect, box) && holders.contains(face.position))
                }
            }())
        if searchedFaces || found != nil { calloutsUsed += 1 }
        guard let found else { return false }
        let rect = CGRect(origin: found, size: padded)
        occupied.insert(rect)
        // The part of the view inside every superview the callout covers,
        // the superviews taken by left edge (a superview that meets the
        // part so far no longer is skipped).
        var target = box
        let covered = faces.filter { Self.overlaps($0.rect, rect) && holders.contains($0.position) }
        for face in covered.sorted(by: { $0.rect.minX < $1.rect.minX }) {
            let held = target.intersection(face.rect.insetBy(dx: -1, dy: -1))
            if !held.isNull, held.width > 0, held.height > 0 { target = held }
        }
        let anchor =
            Self.overlaps(rect, target)
            ? CGPoint(x: target.minX + min(2, target.width / 2), y: target.minY + min(2, target.height / 2))
            : CGPoint(
                x: max(target.minX + 1, min(target.maxX - 1, rect.midX)), y: max(target.minY + 1, min(target.maxY - 1, rect.midY)))
        let start = CGPoint(x: max(rect.minX, min(rect.maxX, anchor.x)), y: max(rect.minY, min(rect.maxY, anchor.y)))
        // The leader runs under every label, as the chain's arrows do: a
        // label it passes keeps its words whole on its plate.
        var leader = DrawList(size: list.size, background: list.background)
        leader.line(from: start, to: anchor, PlaygroundStyle.calloutOutline, width: 1.5)
        leader.fillCircle(center: anchor, radius: 2.5, PlaygroundStyle.calloutOutline)
        leaders += leader.commands
        let name =
            label.items.lazy.compactMap { (item, _, _) -> String? in
                switch item {
                case .name(let text, _), .chip(let text, _): return text
                case .visitTag, .badge: return nil
                }
            }.first ?? ""
        screen.callouts.append(DrawListGeometryCheck.Callout(box: rect, anchor: anchor, name: name))
        list.fill(rect, PlaygroundStyle.calloutFill)
        list.stroke(rect, PlaygroundStyle.calloutOutline, width: 1)
        draw(label, at: CGPoint(x: rect.minX + 3, y: rect.minY + 2))
        return true
    }

    /// The origin of the cheapest free place of `grid` that covers none of
    /// `others` — cost first, then top to bottom and left to right, as
    /// sorting every candidate gives — where a place costs its distance from
    /// the view (from its corner when it may cover it); `nil` when every
    /// free place covers one of `others`, or none is free.
    ///
    /// First whether any place is free of labels at all (if none is, there
    /// is nothing to find, and `others` — every shown view — is never
    /// asked for: on a crowded device most callouts end here); then the
    /// cheapest free place clear of `others`, the frame's faces less those
    /// the callout may cover (none when `others` is `nil`: the frame's
    /// searches among the views are used up). A view or grid that is not
    /// finite is searched by sorting them all.
    static func nearestFree(
        in grid: CalloutGrid, occupied: LabelGrid, frame: CGRect, others othersToFind: @autoclosure () -> CalloutObstacles?
    ) -> CGPoint? {
        guard grid.isFinite else {
            guard let others = othersToFind() else { return nil }
            return firstFreeBySorting(
                grid.candidates(), size: grid.size, occupied: occupied, frame: frame, others: others.countedBoxes)
        }
        let labels = LabelGrid.Rows(occupied, tops: grid.rows, height: grid.size.height)
        let rowOrder = grid.rowIndicesNearestFirst()
        guard cheapestFree(in: grid, rowOrder: rowOrder, labels: labels, frame: frame, avoiding: nil) != nil else { return nil }
        guard let others = othersToFind() else { return nil }
        return cheapestFree(in: grid, rowOrder: rowOrder, labels: labels, frame: frame, avoiding: others)?.origin
    }

    /// The cheapest free place of `grid` that covers none of `avoiding`,
    /// each costing its distance, in the order of
    /// ``CalloutCandidate/before(_:_:)``.
    ///
    /// A callout has thousands of candidates, so the rows are visited nearest
    /// the view first, keeping the best free place so far, and a place is
    /// looked at only if its distance — a lower bound of its cost — could
    /// still beat that: most are ruled out by arithmetic alone, and a row or
    /// column farther than the best cost is skipped whole. Along a row, a
    /// place blocked by a label or covering one of `avoiding` is followed by
    /// places blocked by the same one up to its right edge, which are
    /// skipped unasked; whether a place is blocked is asked only of the
    /// labels its row meets (``LabelGrid/Rows``), and whether it covers one
    /// of `avoiding` only of the faces in its cells (``CalloutObstacles``,
    /// binned once a frame); `nil` avoids nothing. The order is total (no two
    /// places share an origin), so the best is the one a sort of them all
    /// would put first, whatever order they are visited in.
    private static func cheapestFree(
        in grid: CalloutGrid, rowOrder: [Int], labels: LabelGrid.Rows, frame: CGRect, avoiding: CalloutObstacles?
    ) -> CalloutCandidate? {
        let columns = grid.columns, rows = grid.rows, size = grid.size, box = grid.box, mayCover = grid.mayCover
        let corner = CGPoint(x: box.minX, y: box.minY)
        var best: CalloutCandidate?
        var weighed = 0
        defer { labels.work.looks &+= weighed }
        // The columns that may still hold a place cheaper than `best`.
        var columnRange = columns.indices
        for row in rowOrder {
            let y = rows[row]
            // No place of a row is nearer the view than the row is, and the
            // rows come nearest first (the best only gets cheaper): none
            // after this one can beat it either.
            if let best, grid.verticalGap(y) - 0.01 > best.cost { break }
            // Places left of this are blocked by the label or view that
            // blocked the last place asked about: one that reaches a place's
            // left edge reaches every place up to its own right edge.
            var blockedUntil = -CGFloat.infinity
            var column = columnRange.lowerBound
            while column < columnRange.upperBound {
                if columns[column] < blockedUntil {
                    column = grid.firstColumn(from: column, notLeftOf: blockedUntil)
                    continue
                }
                let x = columns[column]
                column += 1
                weighed &+= 1
                if let best, grid.horizontalGap(x) - 0.01 > best.cost { continue }
                let rect = CGRect(origin: CGPoint(x: x, y: y), size: size)
                // The cheap tests first; each rules the place out for good.
                if !mayCover && overlaps(rect, box) {
                    blockedUntil = box.maxX
                    continue
                }
                if let avoiding {
                    let (edge, looks) = avoiding.rightmostEdge(overlapping: rect)
                    weighed &+= looks
                    if let edge {
                        blockedUntil = max(blockedUntil, edge)
                        continue
                    }
                }
                guard isInside(rect, frame) else { continue }
                let distance = mayCover ? Self.distance(corner, rect) : gap(rect, box)
                let place = CalloutCandidate(cost: distance, origin: rect.origin)
                if let best, !CalloutCandidate.before(place, best) { continue }
                if let edge = labels.rightmostEdge(intersecting: rect, inRow: row) {
                    blockedUntil = edge
                    continue
                }
                best = place
                columnRange = grid.columnIndices(within: place.cost)
            }
        }
        return best
    }

    /// The first of `candidates` whose rectangle of `size` is free (inside
    /// `frame`, clear of `occupied` and of `others`), all of them sorted:
    /// the search for a view or grid that is not finite, whose costs may
    /// not be ordered, and what ``nearestFree(in:occupied:frame:others:)``
    /// must agree with.
    static func firstFreeBySorting(
        _ candidates: [CalloutCandidate], size: CGSize, occupied: LabelGrid, frame: CGRect, others: [CGRect]
    ) -> CGPoint? {
        candidates.sorted(by: CalloutCandidate.before).first { candidate in
            let rect = CGRect(origin: candidate.origin, size: size)
            return isInside(rect, frame) && occupied.rightmostEdge(intersecting: rect) == nil
                && !others.contains { overlaps(rect, $0) }
        }?.origin
    }

    /// Where callouts may go: the device's frame and, unless the device is
    /// zoomed (its drawing is then clipped to its frame), the margins beside
    /// it up to the rail, above it and below it to the canvas's edges, less a
    /// hair (the heading's words above it and the footer's below it are
    /// taken before any label, ``reserveHeadingAndFooter()``).
    var calloutFrame: CGRect {
        let viewport = layout.viewportRect
        guard layout.zoom.isFit else { return labelFrame }
        let minX = min(viewport.minX, layout.deviceBox.minX)
        let maxX = max(viewport.maxX, layout.railRect.minX - PlaygroundStyle.margin / 2)
        let maxY = max(viewport.maxY, layout.canvasSize.height)
        return CGRect(x: minX, y: 0, width: maxX - minX, height: maxY).insetBy(dx: 2, dy: 2)
    }

    /// Every shown view's face as drawn: its box inside its clips (and the
    /// device's frame when zoomed), what a callout must not cover
    /// (``callout(_:for:)``, binned by ``CalloutObstacles``) and
    /// ``DrawListGeometryCheck`` checks; in drawing order.
    /// Each a point in from its edges: a callout may touch a view it does
    /// not cover (as ``DrawListGeometryCheck`` allows a sliver), so one
    /// fits a strip between views it fits by a rounding.
    /// (The arrays made at their full size: grown by doubling, a thousand
    /// faces are copied about ten times over.)
    func faceBoxes() -> [(rect: CGRect, position: Int)] {
        let shown = shownFaces()
        var boxes: [(rect: CGRect, position: Int)] = []
        boxes.reserveCapacity(shown.count)
        for face in shown {
            let rect = face.rect.insetBy(dx: 1, dy: 1)
            if !(rect.isNull || rect.width <= 0 || rect.height <= 0) { boxes.append((rect, face.position)) }
        }
        return boxes
    }

    /// Every shown view's face and its position in ``drawn``, in drawing order.
    private func shownFaces() -> [(rect: CGRect, position: Int)] {
        let within = layout.zoom.isFit ? CGRect(origin: .zero, size: layout.canvasSize) : layout.viewportRect
        let withinEdges = Edges(within)
        var faces: [(rect: CGRect, position: Int)] = []
        faces.reserveCapacity(drawn.count)
        // The views read from a local: a debug build copies the whole
        // renderer for each of its methods called, and each `where` asked.
        let drawn = drawn, drawnIndex = drawnIndex, drawsTwice = drawsSomeViewTwice
        for position in drawn.indices {
            guard !drawn[position].isHidden,
                Self.latestDrawing(position, of: drawn, index: drawnIndex, drawsTwice: drawsTwice) == position
            else { continue }
            let face = Self.visibleBox(of: drawn[position].edges, clip: drawn[position].clip, within: withinEdges)
            if !face.isNull { faces.append((face, position)) }
        }
        return faces
    }

    /// ``latestDrawing(_:)`` read from the views and their index handed
    /// over: for loops over every view, since a debug build calls a method
    /// of the renderer on a copy of the whole renderer.
    static func latestDrawing(_ position: Int, of drawn: [DrawnView], index: ViewPositionIndex, drawsTwice: Bool) -> Int {
        drawsTwice ? index[ObjectIdentifier(drawn[position].view)]! : position
    }

    /// Every shown view's face with its name, in drawing order, for ``DrawListGeometryCheck``.
    func viewFaceList() -> [DrawListGeometryCheck.ViewFace] {
        shownFaces().map { DrawListGeometryCheck.ViewFace(rect: $0.rect, name: drawn[$0.position].name) }
    }

    /// How far apart two rectangles are (0 when they touch or overlap).
    static func gap(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    static func distance(_ point: CGPoint, _ rect: CGRect) -> CGFloat {
        gap(CGRect(origin: point, size: .zero), rect)
    }

    // MARK: Slots

    /// Where a label of `size` goes in `box` (a view's visible part): the
    /// first free place in its first `rows` rows, reading down from its
    /// top-left corner and sliding right past labels already placed, without
    /// leaving the box; `nil` when those rows are full, or when the box's
    /// corner is not a finite place on the canvas (no label can be drawn there).
    ///
    /// Nested transforms put boxes far beyond any `Int` (four views scaled a
    /// million times each reach 10²⁴ points) or make their edges infinite, so
    /// the rows that fit are counted in floating point, and sliding right stops
    /// where adding the gap no longer moves the label (past 2⁵³ points).
    /// Sliding right also passes the boxes in `avoiding`.
    func labelSlot(size: CGSize, in box: CGRect, rows: Int, avoiding: [CGRect] = []) -> CGPoint? {
        Self.labelSlot(size: size, in: box, rows: rows, avoiding: avoiding, occupied: occupied, frame: labelFrame)
    }

    /// ``labelSlot(size:in:rows:avoiding:)`` with the placed labels and the
    /// label frame given: static, so the names' loop over every view does
    /// not hand it a copy of the renderer.
    static func labelSlot(
        size: CGSize, in box: CGRect, rows: Int, avoiding: [CGRect] = [], occupied: LabelGrid, frame labelFrame: CGRect
    ) -> CGPoint? {
        labelSlot(size: size, in: box, rows: rows, occupied: occupied, frame: labelFrame) { candidate in
            occupied.work.looks &+= avoiding.count
            return rightmostEdge(of: avoiding, overlapping: candidate)
        }
    }

    /// ``labelSlot(size:in:rows:avoiding:occupied:frame:)`` with the boxes
    /// to slide past asked for each place the label would take, once no
    /// placed label blocks it: the largest right edge of those that block
    /// the place, or `nil`.
    static func labelSlot(
        size: CGSize, in box: CGRect, rows: Int, occupied: LabelGrid, frame labelFrame: CGRect,
        blockedBy blockingEdge: (CGRect) -> CGFloat?
    ) -> CGPoint? {
        let lineHeight = PlaygroundStyle.labelLineHeight
        let start = CGPoint(x: box.minX + 4, y: box.minY + 3)
        guard start.x.isFinite, start.y.isFinite, size.width <= box.width - 6 || size.width <= 30 else { return nil }
        let fitting = (box.maxY - 1 - start.y - size.height) / lineHeight
        guard fitting >= 0 else { return nil }
        let rows = min(rows, Int(min(fitting, 1000)) + 1)
        for row in 0..<rows {
            var candidate = CGRect(origin: CGPoint(x: start.x, y: start.y + CGFloat(row) * lineHeight), size: size)
            while candidate.maxX <= box.maxX - 2 {
                guard Self.isInside(candidate, labelFrame) else { break }
                let blocking = occupied.rightmostEdge(intersecting: candidate) ?? blockingEdge(candidate)
                guard let blocking else { return candidate.origin }
                let next = blocking + 6
                guard next > candidate.origin.x, next.isFinite else { break }
                candidate.origin.x = next
            }
        }
        return nil
    }

    /// The largest right edge of the `boxes` that overlap `rect`, or `nil`:
    /// what `filter`, `map(\.maxX)` and `max()` gave, without their arrays
    /// for every place a label slides to.
    static func rightmostEdge(of boxes: [CGRect], overlapping rect: CGRect) -> CGFloat? {
        var result: CGFloat?
        for box in boxes where overlaps(box, rect) {
            if let current = result {
                if current < box.maxX { result = box.maxX }
            } else {
                result = box.maxX
            }
        }
        return result
    }

    // MARK: Fingers

    /// Takes the fingers' circles before any label, so none covers a finger.
    mutating func reserveFingers() {
        for finger in frame.fingers {
            let center = layout.canvasPoint(fromScreen: finger.location)
            guard layout.viewportRect.contains(center) else { continue }
            let radius = PlaygroundStyle.fingerRadius
            occupied.insert(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
    }
}
