import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The log panel: the seed-style trace (``TraceFormatter``), coloured by
/// ``TraceLineCategory`` (see ``PlaygroundRenderer``, step 6). A script played
/// in the window is written exactly as `touchlab trace` writes it, on the
/// scene's clock (`@0.500 shake began`); live input in the window's form: each
/// heading's time counted from its touch sequence's start (`+0.150`) and
/// locations to the half point (``TouchCore/TraceFormatter/windowOptions(_:playedUntil:)``).
/// A line under the title says which times the panel shows. A line too long
/// for the panel wraps, its continuation indented under it, rather than losing
/// its end (the reason).
///
/// Normally the tail of ``PlaygroundFrame/log``, scrolled back
/// ``PlaygroundFrame/logScroll`` lines, with a count of the lines above and
/// below. Paused, the frozen sequence instead, centred on the step cursor's
/// record (marked with a bar), the records after it dimmed: they have not
/// "happened" yet in what the rest of the canvas shows.
///
/// On a slide (``PlaygroundLayoutKind/slide``) it is an excerpt: only the
/// shown touch's lines that matter (``TouchInsight/TraceExcerpt``), the
/// latest that fit, titled so; `touchlab trace` prints them all.
///
/// It fills the column (what the other panels leave) and scrolls: the wheel
/// over it moves it three lines a notch.
struct LogPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.fills(
        floor: min(PlaygroundStyle.minimumLogHeight, 4 * PlaygroundStyle.logLineHeight + 30),
        comfortable: PlaygroundStyle.minimumLogHeight)

    /// The records to write: the log's, or paused, the frozen sequence.
    let log: [TraceRecord]
    let sequence: [TraceRecord]
    let stepCursor: PlaygroundStepCursor?
    let playedUntil: TimeInterval?
    let logScroll: Int
    let logSearch: PlaygroundLogSearch?
    /// While the quiz asks or answers, the trace stops at the moment shown:
    /// the banner says so rather than offering steps past it.
    let quizStop: Bool
    /// A slide's excerpt (``TouchInsight/TraceExcerpt``) instead of the whole log.
    let isExcerpt: Bool
    /// Under a slide's excerpt: which fidelity mode the delivery followed
    /// (SPEC §10), whole — the footer's words, which a slide's device has no room under.
    let fidelityWords: String?

    init(frame: PlaygroundFrame, columnWidth: CGFloat) {
        quizStop = frame.quiz != nil && frame.stepCursor != nil
        isExcerpt = frame.options.layoutKind == .slide
        fidelityWords = isExcerpt ? PlaygroundRendererFidelity.plainWords(frame.application.fidelity) : nil
        if isExcerpt {
            let shown = frame.shownSequence
            log = TraceExcerpt.indices(in: shown).map { shown[$0] }
            sequence = []
            stepCursor = nil
            logSearch = nil
            logScroll = 0
        } else {
            log = frame.log
            sequence = frame.sequence
            stepCursor = frame.stepCursor
            logSearch = frame.logSearch
            logScroll = frame.logScroll
        }
        playedUntil = frame.playedUntil
    }

    static let fidelitySize: CGFloat = 9
    static let fidelityLineHeight: CGFloat = 12

    /// The trace takes what the others leave: it asks for nothing.
    func height(forWidth width: CGFloat) -> CGFloat { 0 }

    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? {
        guard case .wheel(let notches, _) = input else { return nil }
        return .scrollLog(lines: notches * 3)
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, PlaygroundStyle.logBackground)
        // A slide's excerpt squeezed below its title, legend and fidelity
        // words (a 4:3 slide whose visit list takes the room) keeps the
        // fidelity words alone: what the picture follows is never left out.
        if isExcerpt, let words = fidelityWords {
            let lines = PlaygroundStyle.wrap(words, width: panel.width - 20, size: Self.fidelitySize)
            let wordsHeight = CGFloat(lines.count) * Self.fidelityLineHeight + 8
            if panel.height < 46 + wordsHeight {
                // Never above the panel, over the one before it.
                let top = max(panel.minY, panel.maxY - wordsHeight)
                for (row, line) in lines.enumerated() {
                    canvas.list.text(
                        line, at: CGPoint(x: panel.minX + 10, y: top + 4 + CGFloat(row) * Self.fidelityLineHeight),
                        size: Self.fidelitySize, DrawColor.lightGray, maxWidth: panel.width - 20)
                }
                return
            }
        }
        let title = isExcerpt ? "Trace, the lines that matter" : "Trace"
        canvas.list.text(title, at: CGPoint(x: panel.minX + 10, y: panel.minY + 8), size: PlaygroundStyle.panelTitleSize, .white)
        // Legend: one coloured word per category, all of them on a narrow panel too
        // (the gaps close up first, then the words get smaller). An excerpt's
        // legend goes under its longer title.
        var x = panel.minX + (isExcerpt ? 10 : 62)
        let legendY = panel.minY + (isExcerpt ? 27 : 10)
        let categories = TraceLineCategory.allCases
        let available = panel.maxX - 10 - x
        var size: CGFloat = 10
        func wordsWidth(_ size: CGFloat) -> CGFloat {
            categories.reduce(0) { $0 + PlaygroundStyle.estimatedWidth(of: $1.title, size: size) * 0.9 }
        }
        if wordsWidth(size) + 4 * CGFloat(categories.count - 1) > available { size = 9 }
        let gap = min(12, max(4, (available - wordsWidth(size)) / CGFloat(categories.count - 1)))
        // Still too wide (a small window): the words that do not fit go on a
        // second row, under the first — a legend cut at "ig" would hide a category.
        let rowStart = x
        var legendRows: CGFloat = 1
        for category in categories {
            let width = PlaygroundStyle.estimatedWidth(of: category.title, size: size) * 0.9
            if x > rowStart, x + width > panel.maxX - 10 {
                x = rowStart
                legendRows += 1
            }
            canvas.list.text(
                category.title, at: CGPoint(x: x, y: legendY + (legendRows - 1) * (size + 3)), size: size, category.color)
            x += width + gap
        }
        let legendExtra = (legendRows - 1) * (size + 3)
        // Paused, a call still open at the cursor shows no answer yet (⇒ EView comes
        // when the walk below it returns); the dimmed lines after it are the future.
        let records =
            stepCursor.map {
                TraceRecordPrefix.records(sequence, upTo: $0.position) + sequence.dropFirst($0.position)
            } ?? log
        let forms = TraceFormatter.windowOptions(records, playedUntil: playedUntil)
        var top = panel.minY + 46 + legendExtra
        if isExcerpt {
            top += 2
        } else if let note = Self.logTimesNote(forms, width: panel.width - 20) {
            canvas.list.text(
                note, at: CGPoint(x: panel.minX + 10, y: panel.minY + 27 + legendExtra), size: Self.logTimesNoteSize,
                DrawColor.lightGray, maxWidth: panel.width - 20)
        }
        let lineHeight = PlaygroundStyle.logLineHeight
        if let cursor = stepCursor {
            canvas.list.fill(CGRect(x: panel.minX, y: top - 4, width: panel.width, height: 20), PlaygroundStyle.stepCursorColor)
            let banner =
                quizStop
                ? "Quiz: this touch's trace up to the moment asked about (\(cursor.count) record\(cursor.count == 1 ? "" : "s"))"
                : "Paused: record \(cursor.position) of \(cursor.count)"
                    + " · ←/→ step · ↑/↓ phase · Home/End ends · Space resume"
            canvas.list.text(
                banner,
                at: CGPoint(x: panel.minX + 10, y: top - 1), size: 11, .white, maxWidth: panel.width - 20)
            top += 22
        }
        if let search = logSearch, stepCursor == nil {
            canvas.list.fill(CGRect(x: panel.minX, y: top - 4, width: panel.width, height: 20), DrawColor(red: 58, green: 58, blue: 60))
            let what = search.isCategory ? "\(search.query) lines" : "lines with “\(search.query)”"
            canvas.list.text(
                "Find: \(search.kept) of \(search.total) \(what) · key N: edit · Esc: clear",
                at: CGPoint(x: panel.minX + 10, y: top - 1), size: 11, .white, maxWidth: panel.width - 20)
            top += 22
        }
        var bottom = panel.maxY
        if let words = fidelityWords {
            let lines = PlaygroundStyle.wrap(words, width: panel.width - 20, size: Self.fidelitySize)
            bottom -= CGFloat(lines.count) * Self.fidelityLineHeight + 8
            for (row, line) in lines.enumerated() {
                canvas.list.text(
                    line, at: CGPoint(x: panel.minX + 10, y: bottom + 4 + CGFloat(row) * Self.fidelityLineHeight), size: Self.fidelitySize,
                    DrawColor.lightGray, maxWidth: panel.width - 20)
            }
        }
        let capacity = max(0, Int((bottom - 8 - top) / lineHeight))
        guard !records.isEmpty else {
            canvas.list.text(
                isExcerpt
                    ? "Nothing delivered yet."
                    : quizStop ? "Nothing of this touch yet: predict, then see." : "No input yet: tap a view with the mouse.",
                at: CGPoint(x: panel.minX + 10, y: top), size: 11,
                DrawColor.gray)
            return
        }
        let textWidth = panel.width - 20
        var wrapped: [Int: [String]] = [:]
        func rows(_ index: Int) -> [String] {
            if let rows = wrapped[index] { return rows }
            let record = records[index]
            let line = TraceFormatter.line(for: record, options: forms[index])
            let rows = PlaygroundText.wrap(
                line, width: textWidth, size: PlaygroundStyle.logTextSize, hangingIndent: 2 * record.depth + 4)
            wrapped[index] = rows
            return rows
        }
        let window = Self.logWindow(
            count: records.count, capacity: capacity, scroll: logScroll,
            focus: stepCursor?.currentIndex, rows: { rows($0).count })
        var y = top
        if window.above > 0, y + lineHeight <= bottom {
            canvas.list.text(
                "… \(window.above) earlier lines",
                at: CGPoint(x: panel.minX + 10, y: y), size: PlaygroundStyle.logTextSize, DrawColor.gray)
            y += lineHeight
        }
        for index in window.lines {
            let record = records[index]
            let lines = rows(index)
            var color = TraceLineCategory(record).color
            if let current = stepCursor?.currentIndex {
                if index == current {
                    let band = CGRect(
                        x: panel.minX + 4, y: y - 1, width: panel.width - 8, height: lineHeight * CGFloat(lines.count))
                    canvas.list.fill(band, PlaygroundStyle.currentLogLineFill)
                    canvas.list.fill(
                        CGRect(x: band.minX, y: band.minY, width: 2, height: band.height), PlaygroundStyle.stepCursorEdge)
                } else if index > current {
                    color = color.withAlpha(80)
                }
            }
            for line in lines where y + lineHeight <= bottom {
                var run = TextRun(
                    line, origin: CGPoint(x: panel.minX + 10, y: y), pointSize: PlaygroundStyle.logTextSize, color: color,
                    maxWidth: textWidth)
                if stepCursor == nil, let search = logSearch { run.highlights = search.matches(in: line) }
                canvas.list.append(.text(run))
                y += lineHeight
            }
        }
        if window.below > 0 {
            canvas.list.text(
                "… \(window.below) newer lines",
                at: CGPoint(x: panel.minX + 10, y: y), size: PlaygroundStyle.logTextSize, DrawColor.gray)
        }
    }

    /// The line under the title saying what the headings' times count: the
    /// script's clock for a played script's lines, the touch's start for live
    /// input's; `nil` with no lines. The longest wording that fits `width`
    /// points at the note's size, so a narrow window gets a shorter note
    /// rather than one cut mid-word; the shortest when none fits.
    static func logTimesNote(_ forms: [TraceFormatter.Options], width: CGFloat = .infinity) -> String? {
        let played = forms.contains { $0.timeOrigin == nil }
        let live = forms.contains { $0.timeOrigin != nil }
        let wordings: [String]
        switch (played, live) {
        case (true, true):
            wordings = [
                "Times: @ on the script's clock, as touchlab trace · + since the live touch began",
                "Times: @ on the script's clock · + since the live touch began",
                "@ script's clock · + live touch",
            ]
        case (true, false):
            wordings = [
                "Times: @ on the script's clock, as touchlab trace prints them",
                "Times: @ on the script's clock",
                "@ script's clock",
            ]
        case (false, true):
            wordings = [
                "Times: + since the touch (or shake, or command) began · points to the half point",
                "Times: + since the touch (or shake, or command) began",
                "+ since the touch began",
            ]
        case (false, false): return nil
        }
        return wordings.first { PlaygroundText.fits($0, width: width, size: logTimesNoteSize) } ?? wordings.last
    }

    /// The times note's text size, in points.
    static let logTimesNoteSize: CGFloat = 10

    /// Which of `count` lines fit in `capacity` rows, each one row.
    static func logWindow(count: Int, capacity: Int, scroll: Int, focus: Int?) -> (above: Int, lines: Range<Int>, below: Int) {
        logWindow(count: count, capacity: capacity, scroll: focus == nil ? scroll : 0, focus: focus, rows: { _ in 1 })
    }

    /// Which of `count` records fit in `capacity` rows when record `i` takes
    /// `rows(i)` (a wrapped line takes several): ending `scroll` records
    /// before the last, or with `focus` in the middle; a row at the top (and
    /// at the bottom) is given up to say how many records are hidden there.
    /// Only the records near the window are measured.
    static func logWindow(
        count: Int, capacity: Int, scroll: Int, focus: Int?, rows: (Int) -> Int
    ) -> (above: Int, lines: Range<Int>, below: Int) {
        guard capacity > 0, count > 0 else { return (count, 0..<0, 0) }
        var end: Int
        if let focus, (0..<count).contains(focus) {
            // Half the rows for the focus and what follows it.
            end = focus + 1
            var used = rows(focus)
            while end < count, used + rows(end) <= capacity / 2 {
                used += rows(end)
                end += 1
            }
        } else {
            end = count - min(max(0, scroll), count - 1)
        }
        let budget = capacity - (end < count ? 1 : 0)
        var start = end
        var used = 0
        while start > 0 {
            let needed = rows(start - 1) + (start - 1 > 0 ? 1 : 0)
            guard used + needed <= budget else { break }
            used += rows(start - 1)
            start -= 1
        }
        // The last record is shown even when it alone is taller than the panel.
        if start == end { start = end - 1 }
        return (start, start..<end, count - end)
    }
}
