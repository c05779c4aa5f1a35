import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The lesson card, the playback banner, the previewed simulated fingers and
/// the timeline's time cursor (see ``PlaygroundRenderer``).
///
/// The card heads the right-hand column: the scene's name and description,
/// its `lesson:` text, and its scripts as a picker (the picked one filled;
/// Enter plays it) with the playback speed. Folded (L), it is one title line.
/// While a script plays, a banner above the device and a line in the card say
/// which, at what speed and virtual time, and that live input is ignored.
extension PlaygroundRenderer {
    static let lessonTextSize: CGFloat = 12
    static let lessonLineHeight: CGFloat = 16
    static let lessonTitleHeight: CGFloat = 26
    static let lessonPillHeight: CGFloat = 20

    /// The height the lesson card wants at `width`: its title line only when
    /// folded.
    static func lessonHeight(for card: PlaygroundLessonCard, width: CGFloat) -> CGFloat {
        guard card.isExpanded else { return lessonTitleHeight + 4 }
        let text = lessonTextLines(card, width: width - 20).count
        let pills = scriptPillRows(card, width: width - 20).count
        let playing = card.playing == nil ? 0 : 1
        return lessonTitleHeight + CGFloat(text + playing) * lessonLineHeight
            + CGFloat(max(1, pills)) * (lessonPillHeight + 4) + 30
    }

    /// The description and the lesson, wrapped, with a blank line between.
    static func lessonTextLines(_ card: PlaygroundLessonCard, width: CGFloat) -> [(text: String, isLesson: Bool)] {
        func wrapped(_ text: String) -> [String] {
            paragraphs(text).flatMap { $0.isEmpty ? [""] : PlaygroundStyle.wrap($0, width: width, size: lessonTextSize) }
        }
        var lines: [(String, Bool)] = []
        if let description = card.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty {
            lines += wrapped(description).map { ($0, false) }
        }
        if let lesson = card.lesson, !lesson.isEmpty {
            if !lines.isEmpty { lines.append(("", false)) }
            lines += wrapped(lesson).map { ($0, true) }
        }
        return lines
    }

    /// A scene's text as the card reflows it: a YAML block's lines are joined into
    /// paragraphs, since the author wrapped them for the file, not for the card; a
    /// blank line keeps a paragraph break, and a line that starts a list item
    /// (`- `, `• `, `* `, `1. `) starts a new line.
    static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                if let paragraph = current { result.append(paragraph) }
                current = nil
                if result.last != "" && !result.isEmpty { result.append("") }
                continue
            }
            let startsItem =
                ["- ", "• ", "* "].contains { line.hasPrefix($0) }
                || (line.first?.isNumber == true && line.drop { $0.isNumber }.hasPrefix(". "))
            if let paragraph = current, !startsItem {
                current = paragraph + " " + line
            } else {
                if let paragraph = current { result.append(paragraph) }
                current = line
            }
        }
        if let paragraph = current { result.append(paragraph) }
        while result.last == "" { result.removeLast() }
        return result
    }

    /// The scripts as pills laid out in rows of `width`: each pill's text and
    /// its offset from the row's start.
    static func scriptPillRows(_ card: PlaygroundLessonCard, width: CGFloat) -> [[(index: Int, text: String, x: CGFloat)]] {
        var rows: [[(Int, String, CGFloat)]] = []
        var row: [(Int, String, CGFloat)] = []
        var x: CGFloat = 58
        for (index, name) in card.scripts.enumerated() {
            let text = "\(index + 1). \(name)"
            let pillWidth = PlaygroundStyle.estimatedWidth(of: text, size: lessonTextSize) + 14
            if x + pillWidth > width, !row.isEmpty {
                rows.append(row)
                row = []
                x = 58
            }
            row.append((index, text, x))
            x += pillWidth + 6
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    mutating func drawLessonCard(_ card: PlaygroundLessonCard, in panel: CGRect) {
        let accent = PlaygroundStyle.chainColor
        list.fill(panel, DrawColor(red: 255, green: 253, blue: 240))
        list.stroke(panel, accent.withAlpha(card.playing == nil ? 120 : 255), width: card.playing == nil ? 1 : 2)
        let fold = card.isExpanded ? "▾" : "▸"
        let title = "\(fold) \(card.sceneName)"
        list.text(
            title, at: CGPoint(x: panel.minX + 10, y: panel.minY + 6), size: PlaygroundStyle.panelTitleSize,
            PlaygroundStyle.viewName, maxWidth: panel.width - 150)
        list.text(
            card.isExpanded ? "L folds · [ ] Enter: scripts" : "L: lesson & scripts",
            at: CGPoint(x: panel.maxX - 10, y: panel.minY + 8), size: 10, DrawColor.gray, alignment: .right)
        guard card.isExpanded else {
            if let line = card.playingLine {
                list.text(
                    line, at: CGPoint(x: panel.minX + 10 + PlaygroundStyle.estimatedWidth(of: title, size: 13) + 12, y: panel.minY + 8),
                    size: 10, accent, maxWidth: max(0, panel.width - PlaygroundStyle.estimatedWidth(of: title, size: 13) - 140))
            }
            return
        }
        var y = panel.minY + Self.lessonTitleHeight
        for line in Self.lessonTextLines(card, width: panel.width - 20) {
            list.text(
                line.text, at: CGPoint(x: panel.minX + 10, y: y), size: Self.lessonTextSize,
                line.isLesson ? PlaygroundStyle.viewName : DrawColor.gray, maxWidth: panel.width - 20)
            y += Self.lessonLineHeight
        }
        y += 6
        list.text("Scripts", at: CGPoint(x: panel.minX + 10, y: y + 3), size: 11, DrawColor.gray)
        let rows = Self.scriptPillRows(card, width: panel.width - 20)
        if rows.isEmpty {
            list.text(
                "none: add some under 'scripts:' in the scene file", at: CGPoint(x: panel.minX + 68, y: y + 3),
                size: 11, DrawColor.gray, maxWidth: panel.width - 78)
            y += Self.lessonPillHeight + 4
        }
        for row in rows {
            for pill in row {
                let picked = pill.index == card.pickedScript
                let playing = card.playing?.script == card.scripts[pill.index]
                let width = PlaygroundStyle.estimatedWidth(of: pill.text, size: Self.lessonTextSize) + 14
                let rect = CGRect(x: panel.minX + 10 + pill.x, y: y, width: width, height: Self.lessonPillHeight)
                list.fill(rect, picked ? accent : DrawColor.white)
                list.stroke(rect, playing ? PlaygroundStyle.consumedColor : accent.withAlpha(150), width: playing ? 2 : 1)
                list.text(
                    pill.text, at: CGPoint(x: rect.minX + 7, y: rect.minY + 3), size: Self.lessonTextSize,
                    picked ? DrawColor.white : accent)
            }
            y += Self.lessonPillHeight + 4
        }
        list.text(
            "speed \(card.speed.label) (- =) · Enter plays · . steps · Space pauses",
            at: CGPoint(x: panel.minX + 10, y: y + 2), size: 10, DrawColor.gray, maxWidth: panel.width - 20)
        y += Self.lessonLineHeight
        if let line = card.playingLine {
            list.text(line, at: CGPoint(x: panel.minX + 10, y: y + 2), size: 11, accent, maxWidth: panel.width - 20)
        }
    }

    /// A banner in the device's heading row while a script plays, beside the word
    /// "Device": above the frame, so it covers no view's label.
    mutating func drawPlaybackBanner() {
        guard let card = frame.lesson, let line = card.bannerLine else { return }
        let box = layout.viewportRect
        list.stroke(box.insetBy(dx: -3, dy: -3), PlaygroundStyle.playbackColor, width: 3)
        let size: CGFloat = 11
        let left = box.minX + PlaygroundStyle.estimatedWidth(of: deviceHeading, size: PlaygroundStyle.panelTitleSize) + 12
        let width = min(box.maxX - left, PlaygroundStyle.estimatedWidth(of: line, size: size) + 14)
        let banner = CGRect(x: left, y: box.minY - 22, width: max(0, width), height: size + 7)
        list.fill(banner, PlaygroundStyle.playbackColor)
        list.text(line, at: CGPoint(x: banner.minX + 7, y: banner.minY + 3), size: size, .white, maxWidth: max(0, width - 10))
    }

    /// Hollow rings where the simulated fingers would touch if the button
    /// went down now (Alt held), joined by a dashed line.
    mutating func drawFingerPreview() {
        let points = frame.fingerPreview
        guard !points.isEmpty else { return }
        let color = PlaygroundStyle.fingerColor
        for (a, b) in zip(points, points.dropFirst()) {
            list.line(from: a, to: b, color.withAlpha(120), width: 1, dash: [4, 4])
        }
        for point in points {
            list.fillCircle(center: point, radius: PlaygroundStyle.fingerRadius, DrawColor.white.withAlpha(150))
            list.strokeCircle(center: point, radius: PlaygroundStyle.fingerRadius, color, width: 2, dash: [4, 3])
            list.fillCircle(center: point, radius: 3, color.withAlpha(200))
        }
    }

    /// The timeline's cursor while paused: the instant it stands at — where
    /// the pointer dragged it (``PlaygroundStepCursor/time``), else the time of
    /// the record shown — and that record's time; `nil` unless paused.
    func timelineCursor() -> (time: TimeInterval, recordTime: TimeInterval)? {
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
        if let played = frame.playedUntil, cursor.time < played, abs(timeline.start) >= 0.0005 {
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
    mutating func drawTimelineCursor(
        _ cursor: (time: TimeInterval, recordTime: TimeInterval), _ label: (text: String, rect: CGRect),
        _ timeline: TouchTimeline, track: CGRect, axisY: CGFloat
    ) {
        let color = PlaygroundStyle.selectionColor
        let cursorX = x(cursor.time, timeline, in: track)
        let recordX = x(cursor.recordTime, timeline, in: track)
        if abs(recordX - cursorX) > 1 {
            list.line(
                from: CGPoint(x: recordX, y: track.minY), to: CGPoint(x: recordX, y: axisY + 3), color.withAlpha(160),
                width: 1, dash: [3, 3])
        }
        list.line(from: CGPoint(x: cursorX, y: track.minY - 2), to: CGPoint(x: cursorX, y: axisY + 4), color, width: 2)
        list.fill(label.rect, color)
        list.text(label.text, at: CGPoint(x: label.rect.minX + 4, y: label.rect.minY + 2), size: 9, .white)
    }
}
