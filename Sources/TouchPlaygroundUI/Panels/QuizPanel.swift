import Foundation
import TouchDisplayList
import TouchInsight

/// The quiz panel, heading the right-hand column while a quiz is under way
/// (Z, `touchlab run --quiz`; ``PlaygroundQuiz``): the question and its
/// numbered choices while it is asked (a click on a choice answers too),
/// then whether the answer was right, why, and the trace lines that show it
/// — the words `touchlab quiz` prints — and at the end the score, the
/// script's and the lesson's.
///
/// It leads the column (``PlaygroundPanelSizing/leading``), below the lesson
/// card, which folds while the quiz plays.
struct QuizPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.leading

    static let promptSize: CGFloat = 13
    static let lineHeight: CGFloat = 18
    static let textSize: CGFloat = 12
    static let textLineHeight: CGFloat = 16
    static let titleHeight: CGFloat = 28
    static let pillHeight: CGFloat = 22
    static let traceLineHeight = PlaygroundStyle.logLineHeight

    let card: PlaygroundQuizCard
    /// What the panel draws, top to bottom, laid out once for the column's width.
    let elements: [Element]
    /// The keys' hint, pinned to the panel's bottom: a long answer is cut
    /// above it, never the line that says how to go on.
    let footer: [String]
    let contentHeight: CGFloat
    static let footerLineHeight: CGFloat = 14

    var footerHeight: CGFloat { CGFloat(footer.count) * Self.footerLineHeight + 6 }

    /// One thing the panel draws, at `y` below its top.
    enum Element {
        case text(String, x: CGFloat, y: CGFloat, size: CGFloat, color: DrawColor)
        /// A choice's pill: the choice's index, its words with its number, its rectangle from the panel's origin.
        case choice(Int, String, rect: CGRect)
        /// The trace lines on a dark band, as the log shows them.
        case trace([String], y: CGFloat, height: CGFloat)
    }

    /// The panel, while a quiz is under way.
    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        guard let card = frame.quiz else { return nil }
        self.card = card
        (elements, footer) = Self.layout(card, width: columnWidth)
        let bottom = elements.reduce(Self.titleHeight) { bottom, element in
            switch element {
            case .text(_, _, let y, _, _): return max(bottom, y + Self.textLineHeight)
            case .choice(_, _, let rect): return max(bottom, rect.maxY)
            case .trace(_, let y, let height): return max(bottom, y + height)
            }
        }
        contentHeight = bottom + 6 + CGFloat(footer.count) * Self.footerLineHeight + 6 + 4
    }

    func height(forWidth width: CGFloat) -> CGFloat { contentHeight }

    static let accent = PlaygroundStyle.recognizerColor

    /// The elements for `card` in a panel `width` wide, and the footer's lines.
    static func layout(_ card: PlaygroundQuizCard, width: CGFloat) -> ([Element], [String]) {
        var elements: [Element] = []
        var footer: [String] = []
        var y = titleHeight
        let room = width - 20
        func paragraph(_ text: String, size: CGFloat = textSize, lineHeight: CGFloat = textLineHeight, _ color: DrawColor) {
            for line in PlaygroundStyle.wrap(text, width: room, size: size) {
                elements.append(.text(line, x: 10, y: y, size: size, color: color))
                y += lineHeight
            }
        }
        func hint(_ text: String) {
            footer = PlaygroundStyle.wrap(text, width: room, size: 10)
        }
        switch card.phase {
        case .asking:
            guard let question = card.question else { break }
            paragraph(question.prompt, size: promptSize, lineHeight: lineHeight, PlaygroundStyle.viewName)
            y += 4
            if question.choices.isEmpty {
                paragraph("Your answer: \(card.typed)▏", size: promptSize, lineHeight: lineHeight, accent)
                hint("Type your prediction, then Enter · Backspace deletes · Esc clears it, or with nothing typed leaves the quiz")
            } else {
                var x: CGFloat = 10
                for (index, choice) in question.choices.enumerated() {
                    let text = index < 9 ? "\(index + 1)  \(choice)" : choice
                    let pillWidth = min(room, PlaygroundStyle.estimatedWidth(of: text, size: textSize) + 16)
                    if x + pillWidth > width - 10, x > 10 {
                        x = 10
                        y += pillHeight + 5
                    }
                    elements.append(.choice(index, text, rect: CGRect(x: x, y: y, width: pillWidth, height: pillHeight)))
                    x += pillWidth + 6
                }
                y += pillHeight + 5
                let keys = question.choices.count > 1 ? "1–\(min(9, question.choices.count))" : "1"
                hint(
                    "Predict before you see: press \(keys) or click a choice"
                        + (card.answersByClick ? ", or click the view you predict on the device" : "") + " · Z leaves the quiz")
            }
        case .revealed(let reply, let right):
            guard let question = card.question else { break }
            paragraph(question.prompt, size: textSize, DrawColor.gray)
            y += 2
            let verdict = card.verdictLine ?? (right ? "✓ Right." : "✗ Not quite (you said \(reply)).")
            paragraph(verdict, size: promptSize, lineHeight: lineHeight, right ? PlaygroundStyle.hitText : PlaygroundStyle.rejectedText)
            if !question.explanation.isEmpty { paragraph("Why: \(question.explanation)", PlaygroundStyle.viewName) }
            if !card.traceLines.isEmpty {
                y += 4
                elements.append(.text("The trace:", x: 10, y: y, size: 10, color: DrawColor.gray))
                y += 14
                var rows: [String] = []
                for line in card.traceLines {
                    rows += PlaygroundText.wrap(line, width: room - 12, size: PlaygroundStyle.logTextSize, hangingIndent: 4)
                }
                let height = CGFloat(rows.count) * traceLineHeight + 8
                elements.append(.trace(rows, y: y, height: height))
                y += height
            }
            hint(
                (card.number < card.count ? "Enter: the next question" : "Enter: play the script to its end")
                    + (card.showsEvidence
                        ? " · the device and the timeline now show these records"
                        : " · the device stays at this moment: the next question is about what follows")
                    + " · Z leaves the quiz")
        case .playing:
            paragraph(
                card.question == nil
                    ? "Every question answered: the script plays to its end."
                    : "The script plays on to question \(card.number)'s moment…", size: promptSize, lineHeight: lineHeight,
                PlaygroundStyle.viewName)
            hint("Space pauses or resumes · Z leaves the quiz")
        case .finished:
            paragraph("Quiz over.", size: promptSize, lineHeight: lineHeight, PlaygroundStyle.viewName)
            for line in card.scoreLines { paragraph(line, size: promptSize, lineHeight: lineHeight, accent) }
            hint("Enter: take it again · Z leaves the quiz ([ ] then picks another script)")
        }
        return (elements, footer)
    }

    /// A click on a choice answers with it; the rest of the panel takes the
    /// press and does nothing (it is not the device).
    func handle(_ input: PlaygroundPanelInput, in rect: CGRect) -> PlaygroundPanelAction? {
        guard case .pressed(.primary, let point) = input else { return nil }
        for case .choice(let index, _, let pill) in elements
        where pill.offsetBy(dx: rect.minX, dy: rect.minY).contains(point) && pill.maxY + rect.minY <= rect.maxY {
            if let choices = card.question?.choices, choices.indices.contains(index) { return .answerQuiz(choices[index]) }
        }
        return .nothing
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, DrawColor(red: 250, green: 247, blue: 255))
        canvas.list.stroke(panel, Self.accent, width: 2)
        let title =
            card.question == nil
            ? "Predict, then see · \(card.script) · \(card.count) question\(card.count == 1 ? "" : "s")"
            : "Predict, then see · question \(card.number) of \(card.count)"
        canvas.list.text(
            title,
            at: CGPoint(x: panel.minX + 10, y: panel.minY + 7), size: PlaygroundStyle.panelTitleSize, Self.accent,
            maxWidth: panel.width - 110)
        canvas.list.text(
            "score \(card.score.correct) of \(card.score.answered)", at: CGPoint(x: panel.maxX - 10, y: panel.minY + 9),
            size: 10, DrawColor.gray, alignment: .right)
        let body = CGRect(x: panel.minX, y: panel.minY, width: panel.width, height: max(0, panel.height - footerHeight - 2))
        for (row, line) in footer.enumerated() {
            canvas.list.text(
                line, at: CGPoint(x: panel.minX + 10, y: body.maxY + 2 + CGFloat(row) * Self.footerLineHeight), size: 10,
                DrawColor.gray, maxWidth: panel.width - 20)
        }
        canvas.list.clipped(to: body) { list in
            for element in elements {
                switch element {
                case .text(let text, let x, let y, let size, let color):
                    list.text(text, at: CGPoint(x: panel.minX + x, y: panel.minY + y), size: size, color, maxWidth: panel.width - x - 10)
                case .choice(_, let text, let rect):
                    let pill = rect.offsetBy(dx: panel.minX, dy: panel.minY)
                    list.fill(pill, DrawColor.white)
                    list.stroke(pill, Self.accent, width: 1)
                    list.text(
                        text, at: CGPoint(x: pill.minX + 8, y: pill.minY + 4), size: Self.textSize, PlaygroundStyle.viewName,
                        maxWidth: pill.width - 12)
                case .trace(let rows, let y, let height):
                    let band = CGRect(
                        x: panel.minX + 8, y: panel.minY + y, width: panel.width - 16,
                        height: max(0, min(height, body.maxY - 2 - panel.minY - y)))
                    list.fill(band, PlaygroundStyle.logBackground)
                    // The rows that fit; when some do not, the last says how many more there are.
                    let fitting = max(0, Int((band.height - 8) / Self.traceLineHeight))
                    var shown = Array(rows.prefix(fitting))
                    if fitting < rows.count, !shown.isEmpty {
                        shown[shown.count - 1] = "… \(rows.count - fitting + 1) more lines"
                    }
                    for (row, line) in shown.enumerated() {
                        list.text(
                            line, at: CGPoint(x: band.minX + 6, y: band.minY + 4 + CGFloat(row) * Self.traceLineHeight),
                            size: PlaygroundStyle.logTextSize, DrawColor.white, maxWidth: band.width - 12)
                    }
                }
            }
        }
    }
}
