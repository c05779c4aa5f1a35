import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The timeline panel: ``TouchTimeline``'s lanes under the log, so the
/// interplay of recognizers and the view's touch methods reads left to right
/// (see ``PlaygroundRenderer``, step 7).
///
/// A recognizer lane is a bar coloured by state, with the state's name where
/// it changes (a tap's `ended` lasts no time at all, so names are pinned at
/// the change rather than fitted inside the bar). A view lane has one circle
/// per touch method: filled when delivered (`B`egan, `E`nded, `C`ancelled;
/// moves are small dots), dashed when withheld, ringed when released late
/// (with a dashed bracket from where it was held), a red ✗ when discarded or
/// excluded. Marks that fall on the same instant are set side by side in
/// trace order, so the axis is exact between instants, not within one. A
/// shake's or remote command's lanes are drawn by
/// `PlaygroundRenderer+MessageLanes`.
///
/// Paused or scrubbed, nothing after the cursor is known yet: each bar is
/// drawn in its state's colour up to the cursor and grey after it, and the
/// cursor (with its time below the axis, clear of the legend) stays where the
/// pointer dragged it, a dashed tick marking the record shown.
extension PlaygroundRenderer {
    static let timelineTitleHeight: CGFloat = 28
    static let timelineAxisHeight: CGFloat = 22

    /// The height the timeline panel wants for `timeline`.
    static func timelineHeight(for timeline: TouchTimeline) -> CGFloat {
        let lanes = min(timeline.lanes.count, PlaygroundStyle.maximumTimelineLanes)
        guard lanes > 0 else { return PlaygroundStyle.minimumTimelineHeight }
        let more: CGFloat = timeline.lanes.count > lanes ? 14 : 0
        return max(
            PlaygroundStyle.minimumTimelineHeight,
            timelineTitleHeight + CGFloat(lanes) * PlaygroundStyle.timelineLaneHeight + timelineAxisHeight + more + 8)
    }

    /// Where the lanes' time axis runs in the timeline panel `panel`: the host
    /// asks too, to turn a drag on the timeline into a time.
    public static func timelineTrack(in panel: CGRect) -> CGRect {
        CGRect(
            x: panel.minX + PlaygroundStyle.timelineLabelWidth, y: panel.minY + Self.timelineTitleHeight,
            width: panel.width - PlaygroundStyle.timelineLabelWidth - 56,
            height: panel.height - Self.timelineTitleHeight - Self.timelineAxisHeight - 4)
    }

    mutating func drawTimeline(_ timeline: TouchTimeline, in panel: CGRect) {
        list.fill(panel, PlaygroundStyle.timelineBackground)
        list.stroke(panel, DrawColor.lightGray, width: 1)
        list.text(
            "Timeline", at: CGPoint(x: panel.minX + 10, y: panel.minY + 7), size: PlaygroundStyle.panelTitleSize,
            PlaygroundStyle.viewName)
        drawTimelineLegend(in: panel)
        guard !timeline.isEmpty else {
            list.text(
                "Touch a view: each recognizer and each touched view gets a lane here.",
                at: CGPoint(x: panel.minX + 10, y: panel.minY + Self.timelineTitleHeight + 6), size: 11,
                DrawColor.gray, maxWidth: panel.width - 20)
            return
        }
        let track = Self.timelineTrack(in: panel)
        let cursor = timelineCursor()
        let laneHeight = PlaygroundStyle.timelineLaneHeight
        let fitting = max(0, min(PlaygroundStyle.maximumTimelineLanes, Int(track.height / laneHeight)))
        let shown = timeline.lanes(fitting: fitting, keeping: frame.inspectedView?.traceSubject)
        for (row, lane) in shown.enumerated() {
            let rect = CGRect(
                x: panel.minX + 1, y: track.minY + CGFloat(row) * laneHeight,
                width: panel.width - 2, height: laneHeight)
            let background = row % 2 == 0 ? Self.timelineStripeColor : PlaygroundStyle.timelineBackground
            if row % 2 == 0 { list.fill(rect, background) }
            let isRecognizer = lane.kind == .recognizer
            // A view lane of one of several touches names them: "Card #1".
            let touches = lane.touches.isEmpty ? "" : " " + lane.touches.map { "#\($0)" }.joined(separator: " ")
            let room = PlaygroundStyle.timelineLabelWidth - 16
            let nameRoom = room - PlaygroundStyle.estimatedWidth(of: touches, size: 11)
            text(
                ClassNameAbbreviation.short(lane.subject.name, width: nameRoom, size: 11) + touches,
                whole: lane.subject.name + touches, at: CGPoint(x: panel.minX + 10, y: rect.minY + 5), size: 11,
                isRecognizer ? PlaygroundStyle.recognizerColor : PlaygroundStyle.viewName, maxWidth: room)
            let laneTrack = CGRect(x: track.minX, y: rect.minY, width: track.width, height: laneHeight)
            switch lane.kind {
            case .recognizer: drawRecognizerLane(lane, timeline, in: laneTrack, until: cursor?.time)
            case .view: drawViewLane(lane, timeline, in: laneTrack, background: background)
            case .input: drawInputLane(lane, timeline, in: laneTrack)
            case .responder: drawResponderLane(lane, timeline, in: laneTrack)
            }
        }
        if timeline.lanes.count > shown.count {
            let hidden = timeline.lanes.count - shown.count
            let shownSet = Set(shown)
            let onlyUndecided = timeline.lanes.allSatisfy {
                shownSet.contains($0) || ($0.kind == .recognizer && $0.segments.allSatisfy { $0.state == .possible })
            }
            list.text(
                "+ \(hidden) more lane\(hidden == 1 ? "" : "s")"
                    + (onlyUndecided ? " of recognizers that stayed possible" : "") + " (enlarge the window)",
                at: CGPoint(x: panel.minX + 10, y: track.minY + CGFloat(shown.count) * laneHeight + 2), size: 10,
                DrawColor.gray)
        }
        let axisY = panel.maxY - Self.timelineAxisHeight
        let label = cursor.map { timelineCursorLabel($0, timeline, track: track, axisY: axisY, panel: panel) }
        drawTimelineAxis(timeline, track: track, y: axisY, avoiding: label?.rect)
        if let cursor, let label { drawTimelineCursor(cursor, label, timeline, track: track, axisY: axisY) }
    }

    func x(_ time: TimeInterval, _ timeline: TouchTimeline, in track: CGRect) -> CGFloat {
        track.minX + timeline.fraction(of: time) * track.width
    }

    /// State bars, and the new state's name pinned where each change happens
    /// (``TimelinePillLayout``); a return to `possible` (a reset) is a thin
    /// tick only. Paused at `now`, each bar is grey after it: what a state
    /// does later is not known yet at the cursor.
    private mutating func drawRecognizerLane(
        _ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, until now: TimeInterval?
    ) {
        let barHeight: CGFloat = 6
        let barY = track.midY - barHeight / 2
        let nowX = now.map { x($0, timeline, in: track) } ?? .infinity
        for segment in lane.segments {
            let startX = x(segment.start, timeline, in: track), endX = x(segment.end, timeline, in: track)
            let knownEnd = min(endX, max(startX, nowX))
            list.fill(
                CGRect(x: startX, y: barY, width: max(0, knownEnd - startX), height: barHeight),
                PlaygroundStyle.stateColor(segment.state))
            if endX > knownEnd {
                list.fill(CGRect(x: knownEnd, y: barY, width: endX - knownEnd, height: barHeight), Self.timelineFutureColor)
            }
        }
        for segment in lane.segments.dropFirst() where segment.state == .possible {
            let changeX = x(segment.start, timeline, in: track)
            list.line(
                from: CGPoint(x: changeX, y: track.minY + 5), to: CGPoint(x: changeX, y: track.maxY - 5),
                DrawColor.gray, width: 1)
        }
        drawTimelinePills(Self.timelinePills(lane, timeline, in: track))
    }

    /// Draws laid-out pills, each part with a tick at the instant of its change,
    /// under the pill: moved back to stay within the axis, the pill alone would
    /// put it earlier.
    mutating func drawTimelinePills(_ layout: TimelinePillLayout) {
        for pill in layout.pills {
            for part in pill {
                list.fill(CGRect(x: part.changeX - 1, y: part.rect.maxY, width: 2, height: 3), part.color)
                list.fill(part.rect, part.color)
                list.text(
                    part.text, at: CGPoint(x: part.rect.minX + 4, y: part.rect.minY + 2), size: 10, .white,
                    maxWidth: part.rect.width - 6)
            }
        }
    }

    /// Every other lane's background.
    static let timelineStripeColor = DrawColor(red: 239, green: 239, blue: 244)

    /// The grey of a bar's part after the cursor, where nothing is known yet.
    static let timelineFutureColor = DrawColor(red: 216, green: 216, blue: 220)

    /// Where a recognizer lane's state names go (``TimelinePillLayout``).
    static func timelinePills(_ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect) -> TimelinePillLayout {
        let changes = lane.segments.dropFirst().map { segment in
            TimelinePillLayout.Change(x: track.minX + timeline.fraction(of: segment.start) * track.width, state: segment.state)
        }
        return TimelinePillLayout(changes: changes, track: track, y: track.minY + 4, size: 10)
    }

    /// Touch-method marks; marks on one instant are set side by side.
    /// A mark's word sits on the lane's line, on a plate of the lane's
    /// `background`, so the line stops short of it rather than striking it.
    private mutating func drawViewLane(
        _ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, background: DrawColor
    ) {
        let radius = PlaygroundStyle.timelineMarkRadius
        let y = track.midY
        if let first = lane.marks.first, let last = lane.marks.last {
            list.line(
                from: CGPoint(x: x(first.time, timeline, in: track), y: y),
                to: CGPoint(x: x(last.time, timeline, in: track), y: y), DrawColor.lightGray, width: 2)
        }
        var freeX = -CGFloat.infinity
        var heldAt: [TraceRecord.TouchMethod: CGPoint] = [:]
        for (index, mark) in lane.marks.enumerated() {
            let exactX = x(mark.time, timeline, in: track)
            if Self.isMove(mark) {
                list.fillCircle(center: CGPoint(x: max(exactX, freeX - radius), y: y), radius: 2.5, DrawColor.gray)
                continue
            }
            let center = CGPoint(x: max(exactX, freeX + radius), y: y)
            freeX = center.x + radius + 2
            switch mark.kind {
            case .delivered(let method):
                list.fillCircle(center: center, radius: radius, Self.methodColor(method))
                list.text(
                    Self.methodLetter(method), at: CGPoint(x: center.x, y: center.y - 6), size: 10, .white,
                    alignment: .center)
            case .withheld(let method):
                list.fillCircle(center: center, radius: radius, .white)
                list.strokeCircle(center: center, radius: radius, PlaygroundStyle.withheldColor, width: 1.5, dash: [3, 2])
                list.text(
                    Self.methodLetter(method), at: CGPoint(x: center.x, y: center.y - 6), size: 10,
                    PlaygroundStyle.withheldColor,
                    alignment: .center)
                heldAt[method] = center
            case .released(let method):
                // A bracket under the lane from where the phase was held to
                // where it arrived, clear of the caption on the baseline.
                if let held = heldAt[method], center.x - held.x > 2 * radius + 4 {
                    let low = y + radius + 3
                    list.line(
                        from: CGPoint(x: held.x, y: y + radius), to: CGPoint(x: held.x, y: low),
                        PlaygroundStyle.releasedColor, width: 1.5)
                    list.line(
                        from: CGPoint(x: held.x, y: low), to: CGPoint(x: center.x, y: low),
                        PlaygroundStyle.releasedColor, width: 1.5, dash: [4, 3])
                    list.line(
                        from: CGPoint(x: center.x, y: low), to: CGPoint(x: center.x, y: y + radius + 2),
                        PlaygroundStyle.releasedColor, width: 1.5)
                }
                list.fillCircle(center: center, radius: radius, Self.methodColor(method))
                list.strokeCircle(center: center, radius: radius + 2.5, PlaygroundStyle.releasedColor, width: 2)
                list.text(
                    Self.methodLetter(method), at: CGPoint(x: center.x, y: center.y - 6), size: 10, .white,
                    alignment: .center)
                freeX += 3
            case .discarded, .excluded:
                list.fillCircle(center: center, radius: radius, PlaygroundStyle.discardedColor)
                list.text("✗", at: CGPoint(x: center.x, y: center.y - 6), size: 10, .white, alignment: .center)
            }
            // A word after the last mark of a run, where there is room.
            let nextX =
                lane.marks.dropFirst(index + 1).first { !Self.isMove($0) }
                .map { x($0.time, timeline, in: track) } ?? track.maxX + 14
            if let caption = Self.caption(mark), nextX - freeX > PlaygroundStyle.estimatedWidth(of: caption, size: 9) + 6 {
                list.fill(
                    CGRect(x: freeX - 1, y: y - 6, width: PlaygroundStyle.estimatedWidth(of: caption, size: 9) + 4, height: 15),
                    background)
                list.text(caption, at: CGPoint(x: freeX + 1, y: y - 5), size: 9, Self.captionColor(mark))
            }
        }
    }

    static func isMove(_ mark: TimelineMark) -> Bool {
        if case .delivered(.moved) = mark.kind { return true }
        return false
    }

    static func methodLetter(_ method: TraceRecord.TouchMethod) -> String {
        switch method {
        case .began: return "B"
        case .moved: return "M"
        case .ended: return "E"
        case .cancelled: return "C"
        }
    }

    static func methodColor(_ method: TraceRecord.TouchMethod) -> DrawColor {
        switch method {
        // One colour for every delivered method (PlaygroundStyle's table): the
        // letter says which; orange would say "consumed", which a delivery is not.
        case .began, .moved, .ended, .cancelled: return PlaygroundStyle.deliveredColor
        }
    }

    /// The word after a mark that needs one.
    static func caption(_ mark: TimelineMark) -> String? {
        switch mark.kind {
        case .delivered(.cancelled): return "cancelled"
        case .delivered: return nil
        case .withheld: return mark.by.map { "held by \($0.name)" } ?? "held"
        case .released: return "late"
        case .discarded: return mark.by.map { "discarded: \($0.name)" } ?? "discarded"
        case .excluded(let reason):
            switch reason {
            case .multipleTouchDisabled: return "not multi-touch"
            case .exclusiveTouch: return "exclusive touch"
            case .refusedByScrollView: return "scroll view refused"
            default: return "excluded"
            }
        }
    }

    static func captionColor(_ mark: TimelineMark) -> DrawColor {
        switch mark.kind {
        case .discarded, .excluded: return PlaygroundStyle.discardedColor
        // Words in neutral ink: a cancelled delivery is not "consumed", and the
        // released mark's light ring colour is too pale for text.
        case .released: return PlaygroundStyle.neutralInk
        case .delivered: return PlaygroundStyle.neutralInk
        case .withheld: return DrawColor.darkGray
        }
    }

    /// The axis, its ticks and their labels, but no label under `cursorLabel`
    /// (the cursor's time, which is read first while scrubbing).
    private mutating func drawTimelineAxis(_ timeline: TouchTimeline, track: CGRect, y: CGFloat, avoiding cursorLabel: CGRect?) {
        list.line(from: CGPoint(x: track.minX, y: y), to: CGPoint(x: track.maxX, y: y), DrawColor.gray, width: 1)
        let ticks = timeline.ticks(count: max(2, Int(track.width / 70)))
        for (index, tick) in ticks.enumerated() {
            let tickX = x(timeline.start + tick / 1000, timeline, in: track)
            guard tickX <= track.maxX + 1 else { continue }
            list.line(from: CGPoint(x: tickX, y: y), to: CGPoint(x: tickX, y: y + 4), DrawColor.gray, width: 1)
            let label = TraceFormatter.number(CGFloat(tick)) + (index == ticks.count - 1 || tickX + 60 > track.maxX ? " ms" : "")
            let width = PlaygroundStyle.estimatedWidth(of: label, size: 9)
            let box = CGRect(x: tickX - width / 2, y: y + 5, width: width, height: 11)
            if let cursorLabel, box.intersects(cursorLabel) { continue }
            list.text(label, at: CGPoint(x: tickX, y: y + 5), size: 9, DrawColor.darkGray, alignment: .center)
        }
    }

    /// One sample of each mark, top right of the panel, never over the panel's
    /// title: on a narrow panel the gaps close up, then "released late" becomes "late".
    /// Each sample is drawn as the lane draws its mark, glyph included (a `B`
    /// in a filled circle, a `B` in a dotted ring, a ringed `E`, a ✗), so the
    /// marks are told apart by more than their colour.
    private mutating func drawTimelineLegend(in panel: CGRect) {
        let titleEnd =
            panel.minX + 10 + PlaygroundStyle.estimatedWidth(of: "Timeline", size: PlaygroundStyle.panelTitleSize) + 12
        let marks = Self.timelineLegendMarks
        let long = marks.map(\.word)
        let short = marks.map { $0.word == "released late" ? "late" : $0.word }
        func width(_ words: [String], gap: CGFloat) -> CGFloat {
            words.reduce(0) { $0 + PlaygroundStyle.estimatedWidth(of: $1, size: 10) * 0.9 + gap }
        }
        let choices: [([String], CGFloat)] = [(long, 24), (long, 18), (short, 18)]
        let (words, gap) = choices.first { panel.maxX - 10 - width($0.0, gap: $0.1) >= titleEnd } ?? (short, 18)
        var x = panel.maxX - 10
        let radius: CGFloat = 6
        for (text, mark) in zip(words, marks).reversed() {
            x -= PlaygroundStyle.estimatedWidth(of: text, size: 10) * 0.9
            list.text(text, at: CGPoint(x: x, y: panel.minY + 9), size: 10, DrawColor.darkGray)
            let center = CGPoint(x: x - (mark.ring?.dotted == false ? 12 : 9), y: panel.minY + 15)
            list.fillCircle(center: center, radius: radius, mark.fill)
            if let ring = mark.ring {
                list.strokeCircle(
                    center: center, radius: ring.dotted ? radius : radius + 2, ring.color, width: 1.5, dash: ring.dotted ? [2, 2] : [])
            }
            list.text(mark.glyph, at: CGPoint(x: center.x, y: center.y - 5), size: 8, mark.glyphColor, alignment: .center)
            x -= gap
        }
    }

    /// The timeline legend's samples, left to right: the word, and the mark
    /// as a view lane draws it (fill, glyph, ring).
    static var timelineLegendMarks:
        [(word: String, fill: DrawColor, glyph: String, glyphColor: DrawColor, ring: (color: DrawColor, dotted: Bool)?)]
    {
        [
            ("delivered", PlaygroundStyle.deliveredColor, "B", .white, nil),
            ("withheld", .white, "B", PlaygroundStyle.withheldColor, (PlaygroundStyle.withheldColor, true)),
            ("released late", PlaygroundStyle.deliveredColor, "E", .white, (PlaygroundStyle.releasedColor, false)),
            ("discarded", PlaygroundStyle.discardedColor, "✗", .white, nil),
        ]
    }
}
