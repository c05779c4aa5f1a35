import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The lesson card, heading the right-hand column: the scene's name and
/// description, its `lesson:` text, and its scripts as a picker (the picked
/// one filled; Enter plays it) with the playback speed. Folded (L), it is one
/// title line. While a script plays, a line in the card says which, at what
/// speed and virtual time (the banner over the device says it too).
///
/// It leads the column (``PlaygroundPanelSizing/leading``): laid out first,
/// at most ``PlaygroundStyle/maximumPanelShare`` of it. Keys drive it; the
/// pointer does nothing on it.
struct LessonCardPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.leading

    let card: PlaygroundLessonCard
    /// The playing line's parts: a still picture takes no input, so its
    /// last part, the window's "live input ignored", is left out.
    let playingParts: [String]

    /// The card, when the frame has one (the window's scenes do).
    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        guard let card = frame.lesson else { return nil }
        self.card = card
        playingParts = frame.options.isStillPicture ? Array(card.playingParts.dropLast()) : card.playingParts
    }

    func height(forWidth width: CGFloat) -> CGFloat { Self.lessonHeight(for: card, width: width) }

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

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        let accent = PlaygroundStyle.chainColor
        canvas.list.fill(panel, DrawColor(red: 255, green: 253, blue: 240))
        canvas.list.stroke(panel, accent.withAlpha(card.playing == nil ? 120 : 255), width: card.playing == nil ? 1 : 2)
        let fold = card.isExpanded ? "▾" : "▸"
        let title = "\(fold) \(card.sceneName)"
        canvas.list.text(
            title, at: CGPoint(x: panel.minX + 10, y: panel.minY + 6), size: PlaygroundStyle.panelTitleSize,
            PlaygroundStyle.viewName, maxWidth: panel.width - 150)
        canvas.list.text(
            card.isExpanded ? "L folds · [ ] Enter: scripts" : "L: lesson & scripts",
            at: CGPoint(x: panel.maxX - 10, y: panel.minY + 8), size: 10, DrawColor.gray, alignment: .right)
        guard card.isExpanded else {
            if card.playing != nil {
                let room = max(0, panel.width - PlaygroundStyle.estimatedWidth(of: title, size: 13) - 140)
                canvas.list.text(
                    PlaygroundStyle.fitting(playingParts, width: room, size: 10),
                    at: CGPoint(x: panel.minX + 10 + PlaygroundStyle.estimatedWidth(of: title, size: 13) + 12, y: panel.minY + 8),
                    size: 10, accent, maxWidth: room)
            }
            return
        }
        var y = panel.minY + Self.lessonTitleHeight
        for line in Self.lessonTextLines(card, width: panel.width - 20) {
            canvas.list.text(
                line.text, at: CGPoint(x: panel.minX + 10, y: y), size: Self.lessonTextSize,
                line.isLesson ? PlaygroundStyle.viewName : DrawColor.gray, maxWidth: panel.width - 20)
            y += Self.lessonLineHeight
        }
        y += 6
        canvas.list.text("Scripts", at: CGPoint(x: panel.minX + 10, y: y + 3), size: 11, DrawColor.gray)
        let rows = Self.scriptPillRows(card, width: panel.width - 20)
        if rows.isEmpty {
            canvas.list.text(
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
                canvas.list.fill(rect, picked ? accent : DrawColor.white)
                canvas.list.stroke(rect, playing ? PlaygroundStyle.consumedColor : accent.withAlpha(150), width: playing ? 2 : 1)
                canvas.list.text(
                    pill.text, at: CGPoint(x: rect.minX + 7, y: rect.minY + 3), size: Self.lessonTextSize,
                    picked ? DrawColor.white : accent)
            }
            y += Self.lessonPillHeight + 4
        }
        canvas.list.text(
            "speed \(card.speed.label) (- =) · Enter plays · . steps · Space pauses",
            at: CGPoint(x: panel.minX + 10, y: y + 2), size: 10, DrawColor.gray, maxWidth: panel.width - 20)
        y += Self.lessonLineHeight
        if card.playing != nil {
            canvas.list.text(
                PlaygroundStyle.fitting(playingParts, width: panel.width - 20, size: 11), at: CGPoint(x: panel.minX + 10, y: y + 2),
                size: 11, accent, maxWidth: panel.width - 20)
        }
    }
}
