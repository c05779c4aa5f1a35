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
/// `TimelinePanel+MessageLanes`.
///
/// Paused or scrubbed, nothing after the cursor is known yet: each bar is
/// drawn in its state's colour up to the cursor and grey after it, and the
/// cursor (with its time below the axis, clear of the legend) stays where the
/// pointer dragged it, a dashed tick marking the record shown.
///
/// It is kept: the trace and the selection panel yield to it
/// (``PlaygroundPanelSizing/kept(minimum:)``). A press on its track scrubs
/// (``PlaygroundPanelAction/scrub(toTime:startsDrag:)``), and the drag that
/// follows moves the cursor with the pointer.
struct TimelinePanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.kept(minimum: PlaygroundStyle.minimumTimelineHeight)

    let timeline: TouchTimeline
    /// The lane kept in sight when not all fit: the inspected view's.
    let inspected: TraceSubject?
    /// While paused, the instant the cursor stands at and the shown record's time.
    let cursor: (time: TimeInterval, recordTime: TimeInterval)?
    let playedUntil: TimeInterval?
    /// The sequence a drag on the track scrubs through: the whole last
    /// sequence; `nil` for a shake's or remote command's timeline, which is
    /// not the sequence's (nothing to scrub).
    let scrubbed: [TraceRecord]?
    /// The size of a mark's letter (B, E, C, ✗): 8 points, 9 on a slide, whose
    /// text is never under 9 (``PlaygroundStyle/smallestSlideTextSize``).
    let glyphSize: CGFloat
    /// A still picture has no window to enlarge: its "more lanes" line does not ask.
    let isStillPicture: Bool

    /// The panel when the timeline is switched on (T).
    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        guard let timeline = Self.timeline(for: frame) else { return nil }
        self.timeline = timeline
        inspected = frame.inspectedView?.traceSubject
        cursor = Self.cursor(frame)
        playedUntil = frame.playedUntil
        scrubbed = frame.messageDelivery == nil && !frame.sequence.isEmpty ? frame.sequence : nil
        glyphSize = frame.options.layoutKind == .slide ? PlaygroundStyle.smallestSlideTextSize : 8
        isStillPicture = frame.options.isStillPicture
    }

    /// The timeline of the shown records on the whole sequence's axis — or,
    /// while a shake or remote-control command is the latest input, of that
    /// event (its lanes, ``TimelineLane/Kind/input``); `nil` when the panel is off.
    static func timeline(for frame: PlaygroundFrame) -> TouchTimeline? {
        guard frame.options.showsTimeline else { return nil }
        if frame.messageDelivery != nil { return TouchTimeline(records: frame.message) }
        return TouchTimeline(records: frame.shownSequence, axisEnd: frame.sequence.last?.time)
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        Self.timelineHeight(for: timeline) + Self.titleHeight(forWidth: width) - Self.timelineTitleHeight
    }

    /// A primary press on the track scrubs there and starts dragging the
    /// cursor; a drag moves it, clamped to the track when the pointer leaves
    /// it. Elsewhere on the panel nothing happens (the press still is not a
    /// touch: the timeline is not the device).
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? {
        switch input {
        case .pressed(.primary, let point):
            return time(at: point, in: rect, clamped: false).map { .scrub(toTime: $0, startsDrag: true) }
        case .dragged(let point):
            return time(at: point, in: rect, clamped: true).map { .scrub(toTime: $0, startsDrag: false) }
        case .pressed, .wheel:
            return nil
        }
    }

    /// The time on the last sequence's timeline under `point`; `nil` when the
    /// point is not on the track (unless `clamped`, for a drag that leaves
    /// it) or there is no sequence to scrub.
    func time(at point: CGPoint, in rect: CGRect, clamped: Bool) -> TimeInterval? {
        guard let scrubbed else { return nil }
        let track = Self.timelineTrack(in: rect)
        guard track.width > 0, clamped || track.contains(point) else { return nil }
        let fraction = min(1, max(0, (point.x - track.minX) / track.width))
        return TouchTimeline(records: scrubbed).time(atFraction: fraction)
    }

    static let timelineTitleHeight: CGFloat = 28
    /// The legend's own row under the title, when the panel is too narrow
    /// for both on one line (a 4:3 slide's column).
    static let legendRowHeight: CGFloat = 20

    /// The lanes' name column at `width`: narrower in a narrow panel (a 4:3
    /// slide's), so the axis keeps room for the states' names.
    static func labelWidth(forWidth width: CGFloat) -> CGFloat {
        width < 360 ? 104 : PlaygroundStyle.timelineLabelWidth
    }

    /// The title's height at `width`: one line, or two when the legend
    /// does not fit beside the title (``legendLayout(width:)``).
    static func titleHeight(forWidth width: CGFloat) -> CGFloat {
        legendLayout(width: width).ownRow ? timelineTitleHeight + legendRowHeight : timelineTitleHeight
    }
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
    static func timelineTrack(in panel: CGRect) -> CGRect {
        CGRect(
            x: panel.minX + labelWidth(forWidth: panel.width), y: panel.minY + titleHeight(forWidth: panel.width),
            width: panel.width - labelWidth(forWidth: panel.width) - 56,
            height: panel.height - titleHeight(forWidth: panel.width) - Self.timelineAxisHeight - 4)
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, PlaygroundStyle.timelineBackground)
        canvas.list.stroke(panel, DrawColor.lightGray, width: 1)
        canvas.list.text(
            "Timeline", at: CGPoint(x: panel.minX + 10, y: panel.minY + 7), size: PlaygroundStyle.panelTitleSize,
            PlaygroundStyle.viewName)
        drawTimelineLegend(in: panel, into: &canvas.list)
        guard !timeline.isEmpty else {
            canvas.list.text(
                "Touch a view: each recognizer and each touched view gets a lane here.",
                at: CGPoint(x: panel.minX + 10, y: panel.minY + Self.titleHeight(forWidth: panel.width) + 6), size: 11,
                DrawColor.gray, maxWidth: panel.width - 20)
            return
        }
        let track = Self.timelineTrack(in: panel)
        let lanesStart = canvas.list.commands.count
        let laneHeight = PlaygroundStyle.timelineLaneHeight
        let fitting = max(0, min(PlaygroundStyle.maximumTimelineLanes, Int(track.height / laneHeight)))
        let shown = timeline.lanes(fitting: fitting, keeping: inspected)
        for (row, lane) in shown.enumerated() {
            let rect = CGRect(
                x: panel.minX + 1, y: track.minY + CGFloat(row) * laneHeight,
                width: panel.width - 2, height: laneHeight)
            let background = row % 2 == 0 ? Self.timelineStripeColor : PlaygroundStyle.timelineBackground
            if row % 2 == 0 { canvas.list.fill(rect, background) }
            let isRecognizer = lane.kind == .recognizer
            // A view lane of one of several touches names them: "Card #1".
            let touches = lane.touches.isEmpty ? "" : " " + lane.touches.map { "#\($0)" }.joined(separator: " ")
            let room = Self.labelWidth(forWidth: panel.width) - 16
            let nameRoom = room - PlaygroundStyle.estimatedWidth(of: touches, size: 11)
            canvas.text(
                ClassNameAbbreviation.short(lane.subject.name, width: nameRoom, size: 11) + touches,
                whole: lane.subject.name + touches, at: CGPoint(x: panel.minX + 10, y: rect.minY + 5), size: 11,
                isRecognizer ? PlaygroundStyle.recognizerColor : PlaygroundStyle.viewName, maxWidth: room)
            let laneTrack = CGRect(x: track.minX, y: rect.minY, width: track.width, height: laneHeight)
            switch lane.kind {
            case .recognizer: drawRecognizerLane(lane, timeline, in: laneTrack, until: cursor?.time, into: &canvas.list)
            case .view: drawViewLane(lane, timeline, in: laneTrack, background: background, into: &canvas.list)
            case .input: drawInputLane(lane, timeline, in: laneTrack, into: &canvas.list)
            case .responder: drawResponderLane(lane, timeline, in: laneTrack, into: &canvas.list)
            }
        }
        if timeline.lanes.count > shown.count {
            let hidden = timeline.lanes.count - shown.count
            let shownSet = Set(shown)
            let onlyUndecided = timeline.lanes.allSatisfy {
                shownSet.contains($0) || ($0.kind == .recognizer && $0.segments.allSatisfy { $0.state == .possible })
            }
            canvas.list.text(
                "+ \(hidden) more lane\(hidden == 1 ? "" : "s")"
                    + (onlyUndecided ? " of recognizers that stayed possible" : "") + (isStillPicture ? "" : " (enlarge the window)"),
                at: CGPoint(x: panel.minX + 10, y: track.minY + CGFloat(shown.count) * laneHeight + 2), size: 10,
                DrawColor.gray)
        }
        let axisY = panel.maxY - Self.timelineAxisHeight
        let label = cursor.map { timelineCursorLabel($0, timeline, track: track, axisY: axisY, panel: panel) }
        drawTimelineAxis(timeline, track: track, y: axisY, avoiding: label?.rect, into: &canvas.list)
        if let cursor, let label {
            drawTimelineCursor(
                cursor, label, timeline, track: track, axisY: axisY, lanesFrom: lanesStart, into: &canvas.list)
        }
    }

    func x(_ time: TimeInterval, _ timeline: TouchTimeline, in track: CGRect) -> CGFloat {
        track.minX + timeline.fraction(of: time) * track.width
    }

    /// State bars, and the new state's name pinned where each change happens
    /// (``TimelinePillLayout``); a return to `possible` (a reset) is a thin
    /// tick only. Paused at `now`, each bar is grey after it: what a state
    /// does later is not known yet at the cursor.
    private func drawRecognizerLane(
        _ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, until now: TimeInterval?, into list: inout DrawList
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
        drawTimelinePills(Self.timelinePills(lane, timeline, in: track), into: &list)
    }

    /// Draws laid-out pills, each part with a tick at the instant of its change,
    /// under the pill: moved back to stay within the axis, the pill alone would
    /// put it earlier.
    func drawTimelinePills(_ layout: TimelinePillLayout, into list: inout DrawList) {
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
    private func drawViewLane(
        _ lane: TimelineLane, _ timeline: TouchTimeline, in track: CGRect, background: DrawColor, into list: inout DrawList
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
    private func drawTimelineAxis(
        _ timeline: TouchTimeline, track: CGRect, y: CGFloat, avoiding cursorLabel: CGRect?, into list: inout DrawList
    ) {
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
    /// The legend's words and gap at `width`: the long words beside the
    /// title when they fit, then closer, then "late" for "released late";
    /// else the long words on a row of their own under the title.
    static func legendLayout(width: CGFloat) -> (words: [String], gap: CGFloat, ownRow: Bool) {
        let titleEnd = 10 + PlaygroundStyle.estimatedWidth(of: "Timeline", size: PlaygroundStyle.panelTitleSize) + 12
        let marks = Self.timelineLegendMarks
        let long = marks.map(\.word)
        let short = marks.map { $0.word == "released late" ? "late" : $0.word }
        func wordsWidth(_ words: [String], gap: CGFloat) -> CGFloat {
            words.reduce(0) { $0 + PlaygroundStyle.estimatedWidth(of: $1, size: 10) * 0.9 + gap }
        }
        let choices: [([String], CGFloat)] = [(long, 24), (long, 18), (short, 18)]
        if let (words, gap) = choices.first(where: { width - 10 - wordsWidth($0.0, gap: $0.1) >= titleEnd }) {
            return (words, gap, false)
        }
        return (wordsWidth(long, gap: 18) <= width - 20 ? long : short, 18, true)
    }

    private func drawTimelineLegend(in panel: CGRect, into list: inout DrawList) {
        let marks = Self.timelineLegendMarks
        let (words, gap, ownRow) = Self.legendLayout(width: panel.width)
        let top = panel.minY + (ownRow ? Self.timelineTitleHeight - 4 : 0)
        var x = panel.maxX - 10
        let radius: CGFloat = 6
        for (text, mark) in zip(words, marks).reversed() {
            x -= PlaygroundStyle.estimatedWidth(of: text, size: 10) * 0.9
            list.text(text, at: CGPoint(x: x, y: top + 9), size: 10, DrawColor.darkGray)
            let center = CGPoint(x: x - (mark.ring?.dotted == false ? 12 : 9), y: top + 15)
            list.fillCircle(center: center, radius: radius, mark.fill)
            if let ring = mark.ring {
                list.strokeCircle(
                    center: center, radius: ring.dotted ? radius : radius + 2, ring.color, width: 1.5, dash: ring.dotted ? [2, 2] : [])
            }
            list.text(mark.glyph, at: CGPoint(x: center.x, y: center.y - 5), size: glyphSize, mark.glyphColor, alignment: .center)
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

    /// The timeline's cursor while paused: the instant it stands at — where
    /// the pointer dragged it (``PlaygroundStepCursor/time``), else the time of
    /// the record shown — and that record's time; `nil` unless paused.
    static func cursor(_ frame: PlaygroundFrame) -> (time: TimeInterval, recordTime: TimeInterval)? {
        guard let cursor = frame.stepCursor, let index = cursor.currentIndex, frame.sequence.indices.contains(index)
        else { return nil }
        let recordTime = frame.sequence[index].time
        return (cursor.time ?? recordTime, recordTime)
    }

    /// The cursor's time and where it is written: under the axis, centred on
    /// the cursor but inside the panel, so it never covers the legend above
    /// the lanes. Times from the sequence's start, as the axis counts; a played
    /// script's instant on its clock too, as the log stamps it (`@0.350`),
    /// when the sequence did not start at the script's start.
    func timelineCursorLabel(
        _ cursor: (time: TimeInterval, recordTime: TimeInterval), _ timeline: TouchTimeline, track: CGRect,
        axisY: CGFloat, panel: CGRect
    ) -> (text: String, rect: CGRect) {
        var text = String(format: "+%.3f s", max(0, cursor.time - timeline.start))
        // Only when the two differ: a sequence that starts at the script's 0 needs one number.
        if let played = playedUntil, cursor.time < played, abs(timeline.start) >= 0.0005 {
            text += String(format: " · @%.3f", cursor.time)
        }
        let width = PlaygroundStyle.estimatedWidth(of: text, size: 9) + 8
        let cursorX = x(cursor.time, timeline, in: track)
        let left = min(max(cursorX - width / 2, panel.minX + 2), panel.maxX - 2 - width)
        return (text, CGRect(x: left, y: axisY + 4, width: width, height: 14))
    }

    /// The time cursor on the timeline while stepping or scrubbing: a line at
    /// its instant, which the pointer drags, its time in a tag under the
    /// axis, and a dashed tick at the record shown when that lies before it.
    func drawTimelineCursor(
        _ cursor: (time: TimeInterval, recordTime: TimeInterval), _ label: (text: String, rect: CGRect),
        _ timeline: TouchTimeline, track: CGRect, axisY: CGFloat, lanesFrom lanesStart: Int,
        into list: inout DrawList
    ) {
        let color = PlaygroundStyle.stepCursorColor
        let cursorX = x(cursor.time, timeline, in: track)
        let recordX = x(cursor.recordTime, timeline, in: track)
        if abs(recordX - cursorX) > 1 {
            list.line(
                from: CGPoint(x: recordX, y: track.minY), to: CGPoint(x: recordX, y: axisY + 3), color.withAlpha(160),
                width: 1, dash: [3, 3])
        }
        // The line stops short of the pills it meets (a mark at the cursor's
        // time): a line through a pill's letter would hide which phase it is.
        var gaps: [ClosedRange<CGFloat>] = []
        for command in list.commands[lanesStart...] {
            guard case .fillCircle(let center, let radius, _) = command, abs(center.x - cursorX) < radius + 1,
                center.y > track.minY - 2, center.y < axisY + 4
            else { continue }
            gaps.append((center.y - radius - 1)...(center.y + radius + 1))
        }
        var from = track.minY - 2
        for gap in gaps.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if gap.lowerBound > from {
                list.line(from: CGPoint(x: cursorX, y: from), to: CGPoint(x: cursorX, y: gap.lowerBound), color, width: 2)
            }
            from = max(from, gap.upperBound)
        }
        if axisY + 4 > from {
            list.line(from: CGPoint(x: cursorX, y: from), to: CGPoint(x: cursorX, y: axisY + 4), color, width: 2)
        }
        list.fill(label.rect, color)
        list.text(label.text, at: CGPoint(x: label.rect.minX + 4, y: label.rect.minY + 2), size: 9, .white)
    }
}
