import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// A slide's list of hitTest's visits (``PlaygroundLayoutKind/slide``): each
/// view the first touch's hit-testing asked, in visit order (SPEC H1:
/// subviews front to back, depth first), with its number — the number of its
/// square on the device — and its verdict as the device's chip words it
/// (`✓ inside`, `✗ outside bounds`, `✓ hit-test view`).
///
/// On a slide the device shows each visited view's numbers as a badge and
/// keeps its words for the hit-test view (``PlaygroundRenderer/placeSlideBadges(_:)``):
/// the verdicts are read here, beside it, instead of in callouts piled over
/// the views they describe. UIKit's private containers whose marks are hidden
/// (``PlaygroundOptions/hidesPrivateContainers``) keep their rows, in
/// neutral ink, so the numbers run on without a gap; consecutive ones with
/// one verdict fold into one row ("4–5 · 2 UIKit containers"), as do
/// consecutive views of one name and verdict ("5–10 UITableViewCell").
struct VisitListPanel: PlaygroundColumnPanel {
    static let sizing = PlaygroundPanelSizing.kept(minimum: 40)

    static let titleSize: CGFloat = 12
    static let textSize: CGFloat = 9
    static let rowHeight: CGFloat = 13
    static let titleHeight: CGFloat = 21
    /// The least width of a column of rows; a wide panel has two.
    static let minimumColumnWidth: CGFloat = 230

    /// One row: the visit numbers it stands for, the name, the verdict, and
    /// whether it is a hidden private container (or a fold of them).
    struct Row {
        var numbers: ClosedRange<Int>?
        /// The view's name (the first of a fold's).
        var baseName: String
        var verdict: HitTestVerdict
        var isHiddenContainer: Bool

        /// The name shown: folded containers say how many they are; views
        /// of one name keep it, their numbers' range saying how many.
        var name: String {
            let count = numbers?.count ?? 1
            if isHiddenContainer && count > 1 { return "\(count) UIKit containers" }
            return baseName
        }

        var numberText: String {
            guard let numbers else { return "→" }
            return numbers.count == 1 ? "\(numbers.lowerBound)" : "\(numbers.lowerBound)–\(numbers.upperBound)"
        }
    }

    let title: String
    let rows: [Row]

    init?(frame: PlaygroundFrame, columnWidth: CGFloat) {
        guard frame.options.layoutKind == .slide, frame.options.exploded == nil else { return nil }
        let analysis = TouchSequenceAnalysis(records: frame.shownSequence)
        guard let first = analysis.hitTests.first, !first.visitOrder.isEmpty else { return nil }
        title = "hitTest visits" + (analysis.hitTests.count > 1 ? " · touch #\(first.touch)" : "")
        var views: [ObjectIdentifier: UIView] = [:]
        if frame.options.hidesPrivateContainers {
            var stack: [UIView] = frame.application.windows
            while let view = stack.popLast() {
                if view.isUIKitPrivateContainer { views[ObjectIdentifier(view)] = view }
                stack += view.subviews
            }
        }
        var rows: [Row] = []
        for (order, subject) in first.visitOrder.enumerated() {
            guard let verdict = first.verdicts[subject.id] else { continue }
            let number = order + 1
            let hidden =
                views[subject.id].map { PlaygroundRenderer.hidesPrivateContainer($0, frame: frame, analysis: analysis) } ?? false
            // Consecutive visits that read the same fold into one row: hidden
            // containers with one verdict, or views of one name (a table's
            // rows, each `✗ outside bounds`).
            if let last = rows.last, let numbers = last.numbers, numbers.upperBound == number - 1,
                last.verdict.chipText == verdict.chipText, last.isHiddenContainer == hidden,
                hidden || last.baseName == subject.name, verdict != .hit
            {
                rows[rows.count - 1].numbers = numbers.lowerBound...number
                continue
            }
            rows.append(Row(numbers: number...number, baseName: subject.name, verdict: verdict, isHiddenContainer: hidden))
        }
        // A `hitTest` override may answer a view it never visited (seed 000).
        if let hit = first.hitView, first.verdicts[hit.id] == nil {
            rows.append(Row(numbers: nil, baseName: hit.name, verdict: .hit, isHiddenContainer: false))
        }
        self.rows = rows
    }

    func columns(forWidth width: CGFloat) -> Int {
        rows.count > 4 && width - 20 >= 2 * Self.minimumColumnWidth + 10 ? 2 : 1
    }

    func height(forWidth width: CGFloat) -> CGFloat {
        let perColumn = (rows.count + columns(forWidth: width) - 1) / columns(forWidth: width)
        return Self.titleHeight + CGFloat(perColumn) * Self.rowHeight + 6
    }

    /// Whether every row fits in `panel`.
    func showsEveryRow(in panel: CGRect) -> Bool {
        max(0, Int((panel.height - Self.titleHeight - 4) / Self.rowHeight)) * columns(forWidth: panel.width) >= rows.count
    }

    func draw(in panel: CGRect, into canvas: inout PlaygroundPanelCanvas) {
        canvas.list.fill(panel, PlaygroundStyle.timelineBackground)
        canvas.list.stroke(panel, PlaygroundStyle.chainColor.withAlpha(120), width: 1)
        canvas.list.text(
            title, at: CGPoint(x: panel.minX + 10, y: panel.minY + 6), size: Self.titleSize, PlaygroundStyle.viewName,
            maxWidth: panel.width - 20)
        let columns = columns(forWidth: panel.width)
        let capacity = max(0, Int((panel.height - Self.titleHeight - 4) / Self.rowHeight)) * columns
        guard capacity > 0 else { return }
        // Rows that do not fit leave their last place to say how many: the trace has them.
        var shown = Array(rows.enumerated())
        var leftOut = 0
        if shown.count > capacity {
            leftOut = shown.count - (capacity - 1)
            shown = Array(shown.prefix(capacity - 1))
        }
        let perColumn = (min(rows.count, capacity) + columns - 1) / columns
        let columnWidth = (panel.width - 20 - CGFloat(columns - 1) * 10) / CGFloat(columns)
        func origin(_ place: Int) -> CGPoint {
            CGPoint(
                x: panel.minX + 10 + CGFloat(place / perColumn) * (columnWidth + 10),
                y: panel.minY + Self.titleHeight + CGFloat(place % perColumn) * Self.rowHeight)
        }
        for (place, (_, row)) in shown.enumerated() {
            let at = origin(place)
            let numberText = row.numberText
            let tagWidth = max(16, PlaygroundStyle.estimatedWidth(of: numberText, size: 9) + 6)
            let tag = CGRect(x: at.x, y: at.y, width: tagWidth, height: 13)
            canvas.list.fill(tag, row.isHiddenContainer ? PlaygroundStyle.neutralInk : PlaygroundStyle.visitColor)
            canvas.list.text(numberText, at: CGPoint(x: tag.midX, y: at.y + 1), size: 9, .white, alignment: .center)
            let chip = row.verdict.chipText
            let chipWidth = PlaygroundStyle.estimatedWidth(of: chip, size: Self.textSize) + 8
            let chipRect = CGRect(x: at.x + columnWidth - chipWidth, y: at.y, width: chipWidth, height: Self.rowHeight - 1)
            let fill = row.isHiddenContainer ? PlaygroundStyle.neutralInk : PlaygroundStyle.verdictColor(row.verdict)
            canvas.list.fill(chipRect, fill)
            canvas.list.text(
                chip, at: CGPoint(x: chipRect.minX + 4, y: at.y + 1), size: Self.textSize, PlaygroundStyle.ink(on: fill))
            let nameX = tag.maxX + 6
            let room = chipRect.minX - 6 - nameX
            let name = ClassNameAbbreviation.short(row.name, width: room, size: Self.textSize)
            canvas.text(
                name, whole: row.name, at: CGPoint(x: nameX, y: at.y + 1), size: Self.textSize,
                row.isHiddenContainer ? PlaygroundStyle.neutralInk : PlaygroundStyle.viewName, maxWidth: room)
        }
        if leftOut > 0 {
            let at = origin(shown.count)
            canvas.list.text(
                "… \(leftOut) more (the trace has them)", at: CGPoint(x: at.x, y: at.y + 2), size: Self.textSize,
                PlaygroundStyle.neutralInk, maxWidth: columnWidth)
        }
    }
}
