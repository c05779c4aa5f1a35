import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The rail beside the device: the responder chain of the chain's touch as
/// numbered entries, who consumed each phase ("Delivered to"), each nil-target
/// action's own path, and the legend of the device's marks.
///
/// Laid out once, in the frame's layout pass (``PlaygroundScreenLayout``):
/// the chain is walked there from the live hit-test view (the renderer's
/// chain badges on the device read the same walk), the rail's commands are
/// made there, and where its rows end and its legend begins is known before
/// anything is drawn, so the host's notice can go between them
/// (``PlaygroundRenderer/drawNotice()``). Drawing appends those commands.
struct ResponderChainPanel: PlaygroundPanel {
    static let railTop: CGFloat = 26
    static let railEntrySpacing: CGFloat = 12

    private let frame: PlaygroundFrame
    private let layout: PlaygroundLayout
    private let analysis: TouchSequenceAnalysis
    /// The responder chain from the hit-test view of the chain's touch
    /// (``responderChain(frame:analysis:)``).
    let chain: [UIResponder]
    /// The rail as drawn: its commands, and the names it shortened.
    private var canvas = PlaygroundPanelCanvas(list: DrawList(size: .zero), shortened: [])
    /// Where the rail's rows (chain, deliveries, action paths) end.
    private(set) var rowsBottom: CGFloat = 0
    /// Where the legend begins (`.infinity` when the rows left it no room).
    private(set) var legendTop: CGFloat = .infinity

    /// The rail of `frame` in `layout`'s rail rectangle.
    init(frame: PlaygroundFrame, layout: PlaygroundLayout, analysis: TouchSequenceAnalysis) {
        self.frame = frame
        self.layout = layout
        self.analysis = analysis
        chain = Self.responderChain(frame: frame, analysis: analysis)
        drawRail()
    }

    /// Appends the rail laid out for ``PlaygroundLayout/railRect`` (`rect`).
    func draw(in rect: CGRect, into target: inout PlaygroundPanelCanvas) {
        let offset = target.list.commands.count
        target.list.commands.append(contentsOf: canvas.list.commands)
        target.shortened.append(contentsOf: canvas.shortened.map { ($0.order + offset, $0.rect, $0.whole) })
    }

    /// The chain from the hit-test view of the chain's touch
    /// (``DeliverySummary/chainTouch(_:)``: the first touch bound to a view),
    /// following `next` on the live objects (at most 64 steps, in case an
    /// override forms a cycle). Empty when that view is no longer in a window
    /// of the application.
    static func responderChain(frame: PlaygroundFrame, analysis: TouchSequenceAnalysis) -> [UIResponder] {
        let touch = DeliverySummary.chainTouch(analysis)
        guard let first = analysis.hitTests.first(where: { $0.touch == touch })?.hitView ?? analysis.hitViews.first,
            let view = liveView(first.id, in: frame.application)
        else { return [] }
        return Array(view.responderChain.prefix(64))
    }

    /// The view with identity `id` among `application`'s windows and their
    /// subviews, as the device draws them.
    private static func liveView(_ id: ObjectIdentifier, in application: UIApplication) -> UIView? {
        var stack: [UIView] = application.windows
        while let view = stack.popLast() {
            if ObjectIdentifier(view) == id { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The methods `subject` consumed for the chain's touch, in SPEC order; a
    /// `touchesCancelled` it took is not consuming the touch (SPEC G4).
    func consumedMethods(of subject: TraceSubject) -> [TraceRecord.TouchMethod] {
        let touch = DeliverySummary.chainTouch(analysis)
        let methods = Set(
            analysis.handlings.compactMap { handling in
                handling.handler == subject && handling.method != .cancelled
                    && (touch.map(handling.touches.contains) ?? true) ? handling.method : nil
            })
        return TraceRecord.TouchMethod.allCases.filter(methods.contains)
    }

    /// The gap between two chain entries, their arrow's length: smaller on a
    /// slide, whose rail must hold the chain and "Delivered to" at twice the size.
    var railEntrySpacing: CGFloat { frame.options.layoutKind == .slide ? 7 : Self.railEntrySpacing }

    /// Where the rail's row `index` (a chain entry, or a fold of them) is drawn.
    func railEntryRect(_ index: Int) -> CGRect {
        CGRect(
            x: layout.railRect.minX,
            y: layout.railRect.minY + Self.railTop + CGFloat(index) * (PlaygroundStyle.chipHeight + railEntrySpacing),
            width: layout.railRect.width, height: PlaygroundStyle.chipHeight)
    }

    /// The rail's rows: each chain position, except that on a slide a run of
    /// two or more UIKit private containers whose marks are hidden folds into
    /// one row ("… 3 UIKit containers"), which says how many, so the chain is
    /// never shortened silently.
    func railRows() -> [ClosedRange<Int>] {
        var rows: [ClosedRange<Int>] = []
        for index in chain.indices {
            if isFoldedInRail(index), let last = rows.last, isFoldedInRail(last.lowerBound) {
                rows[rows.count - 1] = last.lowerBound...index
            } else {
                rows.append(index...index)
            }
        }
        return rows
    }

    /// Whether chain position `index` may fold with its neighbours in a
    /// slide's rail: a view (not a window) whose marks are hidden.
    private func isFoldedInRail(_ index: Int) -> Bool {
        guard frame.options.layoutKind == .slide, let view = chain[index] as? UIView, !(view is UIWindow) else { return false }
        return PlaygroundRenderer.hidesPrivateContainer(view, frame: frame, analysis: analysis)
    }

    /// Drops what was drawn since `start` (commands and shortened texts)
    /// when its bottom, `bottom`, runs past the rail's: a section cut at the
    /// canvas's edge would be read half ("Delivered to" with no rows), on a
    /// slide and in a small window alike. Returns the bottom of what stays.
    private mutating func keepIfFits(from start: (commands: Int, shortened: Int), top: CGFloat, bottom: CGFloat) -> CGFloat {
        guard bottom > layout.railRect.maxY + 1 else { return bottom }
        canvas.list.commands.removeSubrange(start.commands...)
        canvas.shortened.removeSubrange(start.shortened...)
        return top
    }

    private var drawnSoFar: (commands: Int, shortened: Int) { (canvas.list.commands.count, canvas.shortened.count) }

    /// A row standing for the chain positions `indices`, UIKit private
    /// containers whose marks are hidden: their numbers and how many, in
    /// neutral ink, the chain's arrow running through it.
    private mutating func drawRailFold(_ row: Int, _ indices: ClosedRange<Int>) {
        let rect = railEntryRect(row)
        canvas.list.fill(rect, DrawColor.white.withAlpha(140))
        canvas.list.stroke(rect, PlaygroundStyle.neutralInk.withAlpha(160), width: 1, dash: [3, 2])
        let numbers = "\(indices.lowerBound + 1)–\(indices.upperBound + 1)"
        canvas.list.text(
            numbers, at: CGPoint(x: rect.minX + 6, y: rect.minY + 5), size: PlaygroundStyle.chipTextSize,
            PlaygroundStyle.neutralInk)
        let x = rect.minX + 12 + PlaygroundStyle.estimatedWidth(of: numbers, size: PlaygroundStyle.chipTextSize)
        canvas.list.text(
            "… \(indices.count) UIKit containers", at: CGPoint(x: x, y: rect.minY + 5), size: PlaygroundStyle.chipTextSize,
            PlaygroundStyle.neutralInk, maxWidth: rect.maxX - 4 - x)
        drawRailArrow(into: row)
    }

    /// The chain's arrow from the row above into row `row`.
    private mutating func drawRailArrow(into row: Int) {
        guard row > 0 else { return }
        let rect = railEntryRect(row)
        let above = railEntryRect(row - 1)
        canvas.list.arrow(
            from: CGPoint(x: rect.minX + 14, y: above.maxY), to: CGPoint(x: rect.minX + 14, y: rect.minY),
            PlaygroundStyle.chainColor, width: 2, headLength: min(7, railEntrySpacing - 1))
    }

    private mutating func drawRail() {
        let rail = layout.railRect
        // With several touches, or an action that travelled its own path, the
        // chain is one touch's: say which.
        let touch = DeliverySummary.chainTouch(analysis)
        let namesTouch = frame.messageDelivery == nil && (severalTouches || !actionDeliveries.isEmpty)
        let title = namesTouch ? "Responder chain · touch #\(touch ?? 1)" : "Responder chain"
        // A slide's narrower rail: the title a size smaller rather than cut
        // before the touch it names ("Responder chain · touch …").
        let titleSize =
            frame.options.layoutKind == .slide
                && PlaygroundStyle.estimatedWidth(of: title, size: PlaygroundStyle.panelTitleSize) > rail.width
            ? PlaygroundStyle.panelTitleSize - 2 : PlaygroundStyle.panelTitleSize
        canvas.list.text(
            title, at: CGPoint(x: rail.minX, y: rail.minY), size: titleSize, PlaygroundStyle.viewName, maxWidth: rail.width)
        if let delivery = frame.messageDelivery {
            drawMessageRail(delivery)
            return
        }
        guard !chain.isEmpty else {
            canvas.list.text(
                "Touch a view to see", at: CGPoint(x: rail.minX, y: rail.minY + Self.railTop), size: 11,
                PlaygroundStyle.viewName.withAlpha(170))
            canvas.list.text(
                "its responder chain.", at: CGPoint(x: rail.minX, y: rail.minY + Self.railTop + 15), size: 11,
                PlaygroundStyle.viewName.withAlpha(170))
            // A touch no view took still gets its "nothing" said.
            guard !DeliverySummary(records: frame.shownSequence).rows.isEmpty else {
                drawLegend(below: rail.minY + Self.railTop + 30)
                return
            }
            drawLegend(
                below: drawActionPaths(from: drawDeliveryRows(from: drawDeliveredHeading(belowEntries: 2, dropped: false))))
            return
        }
        let rows = railRows()
        for (row, indices) in rows.enumerated() {
            guard indices.count == 1 else {
                drawRailFold(row, indices)
                continue
            }
            let responder = chain[indices.lowerBound]
            let subject = responder.traceSubject
            drawRailEntry(
                indices.lowerBound, subject, isView: responder is UIView && !(responder is UIWindow),
                consumed: !consumedMethods(of: subject).isEmpty, row: row)
        }
        let dropped = analysis.handlings.contains {
            $0.handler == nil && $0.droppedAfter != nil && (touch.map($0.touches.contains) ?? true)
        }
        // Each section below the chain whole, or not at all.
        let entriesBottom = railEntryRect(rows.count - 1).maxY
        var start = drawnSoFar
        var y = drawDeliveryRows(from: drawDeliveredHeading(belowEntries: rows.count, dropped: dropped))
        y = keepIfFits(from: start, top: entriesBottom, bottom: y)
        start = drawnSoFar
        y = keepIfFits(from: start, top: y, bottom: drawActionPaths(from: y))
        drawLegend(below: y)
    }

    /// Whether the shown sequence involves more than one touch: hit-tested,
    /// or given a phase (a lifted finger's end released in the next touch's
    /// sequence counts).
    private var severalTouches: Bool {
        Set(analysis.hitTests.map(\.touch) + analysis.handlings.flatMap(\.touches)).count > 1
    }

    /// The "Delivered to" rows (``DeliverySummary``), wrapped to the rail:
    /// the method, then who consumed it or why nothing was delivered; long
    /// class names abbreviated (``ClassNameAbbreviation``), whole under the
    /// pointer. Returns the bottom of the last row.
    private mutating func drawDeliveryRows(from top: CGFloat) -> CGFloat {
        let rail = layout.railRect
        let size: CGFloat = 11
        let indent: CGFloat = 68
        let whole = DeliverySummary(records: frame.shownSequence)
        // Names as long as a row has room for: the "nothing" row has the rail's width.
        let room = whole.rows.first?.method == nil ? rail.width : rail.width - indent
        // A little narrower than the row, so a name is never split by the wrapping.
        let short = DeliverySummary(records: frame.shownSequence) {
            ClassNameAbbreviation.short($0.name, width: room * 0.9, size: size)
        }
        var y = top
        for (row, full) in zip(short.rows, whole.rows) {
            let x = row.method == nil ? rail.minX : rail.minX + indent
            if let method = row.method {
                canvas.list.text(method.rawValue, at: CGPoint(x: rail.minX, y: y), size: size, PlaygroundStyle.viewName)
            }
            let color: DrawColor
            switch row.ink {
            case .consumed: color = PlaygroundStyle.consumerText
            case .neutral: color = PlaygroundStyle.neutralInk
            case .negative: color = PlaygroundStyle.rejectedColor
            }
            y = drawWrapped(row.text, whole: full.text, at: CGPoint(x: x, y: y), width: rail.maxX - x, color) + 1
        }
        return y
    }

    /// The nil-target actions of the shown records (``ActionDelivery``).
    private var actionDeliveries: [ActionDelivery] { ActionDelivery.all(in: frame.shownSequence) }

    /// Each nil-target action's own path, below the touch's rows: where it
    /// started (the first responder, else the sender), every responder asked
    /// `canPerformAction` with its answer, and who performed it (SPEC C5, F3).
    /// The touch's chain above is not this path. The last two actions at
    /// most. Returns the bottom of the section.
    private mutating func drawActionPaths(from top: CGFloat) -> CGFloat {
        let rail = layout.railRect
        var y = top
        let deliveries = actionDeliveries.suffix(2)
        for delivery in deliveries {
            y += 10
            canvas.list.text(
                "Action \(delivery.action) · nil target", at: CGPoint(x: rail.minX, y: y),
                size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName, maxWidth: rail.width)
            y += 20
            let start = ActionDelivery.firstResponder(
                at: delivery.record, in: frame.shownSequence, live: frame.application.firstResponder?.traceSubject)
            // Every responder is asked, implementing the action or not (SPEC F3; Apple:
            // target(forAction:withSender:)).
            let asking = "asking each responder canPerformAction(\(delivery.action)):"
            let from =
                start.map { "from the first responder, \($0.name), up its chain, \(asking)" }
                ?? delivery.sender.map { "no first responder: from the sender, \($0.name), up its chain, \(asking)" }
                ?? "from the first responder up its chain, \(asking)"
            y = drawWrapped(from, at: CGPoint(x: rail.minX, y: y), width: rail.width, PlaygroundStyle.viewName.withAlpha(170))
            // One row per responder asked: its name, its answer at the right.
            for answer in delivery.asked {
                let verdict = answer.canPerform ? "YES" : "NO"
                let room = rail.width - 12 - 34
                let color = answer.canPerform ? PlaygroundStyle.consumerText : PlaygroundStyle.viewName
                canvas.text(
                    ClassNameAbbreviation.short(answer.responder.name, width: room, size: 11), whole: answer.responder.name,
                    at: CGPoint(x: rail.minX + 12, y: y), size: 11, color, maxWidth: room)
                canvas.list.text(verdict, at: CGPoint(x: rail.maxX - 4, y: y), size: 11, color, alignment: .right)
                y += 15
            }
            let outcome =
                delivery.performer.map { "performed by \($0.name)" }
                ?? delivery.droppedAfter.map { "nobody performed it (dropped after \($0.name))" }
                ?? "nobody performed it"
            y = drawWrapped(
                outcome, at: CGPoint(x: rail.minX + 12, y: y), width: rail.width - 12,
                delivery.performer == nil ? PlaygroundStyle.viewName : PlaygroundStyle.consumerText)
        }
        return y
    }

    /// `text` at 11 points wrapped to `width` from `origin`, 15 points a line;
    /// the tooltip shows `whole` over any line of a shortened text. Returns
    /// the bottom of the last line.
    private mutating func drawWrapped(
        _ string: String, whole: String? = nil, at origin: CGPoint, width: CGFloat, _ color: DrawColor
    ) -> CGFloat {
        let tooltip = whole.flatMap { $0 == string ? nil : $0 }
        var y = origin.y
        for line in PlaygroundText.wrap(string, width: width, size: 11) {
            canvas.text(line, whole: tooltip ?? line, at: CGPoint(x: origin.x, y: y), size: 11, color, maxWidth: width)
            y += 15
        }
        return y
    }

    /// The rail for a shake or a remote-control command (SPEC F2): the
    /// responders its messages reached from the first responder, numbered as a
    /// touch's chain, the one that kept each message, and the input it was.
    private mutating func drawMessageRail(_ delivery: MessageDelivery) {
        let rail = layout.railRect
        let longest = delivery.steps.max { $0.responders.count < $1.responders.count } ?? delivery.steps[0]
        for (index, subject) in longest.responders.enumerated() {
            drawRailEntry(
                index, subject, isView: subject.role == .view,
                consumed: delivery.steps.contains { $0.keeper == subject })
        }
        var y = drawDeliveredHeading(
            belowEntries: longest.responders.count, dropped: delivery.steps.contains(where: \.isDropped))
        y = drawWrapped(delivery.input, at: CGPoint(x: rail.minX, y: y), width: rail.width, PlaygroundStyle.viewName)
        y = drawWrapped(
            "from the first responder, up its chain", at: CGPoint(x: rail.minX, y: y), width: rail.width,
            PlaygroundStyle.viewName.withAlpha(170))
        y += 3
        for step in delivery.steps {
            let message = step.selector.split(separator: ":").first.map(String.init) ?? step.selector
            y = drawWrapped(message, at: CGPoint(x: rail.minX, y: y), width: rail.width, PlaygroundStyle.viewName)
            let keeper = step.keeper.map { ClassNameAbbreviation.short($0.name, width: (rail.width - 12) * 0.9, size: 11) }
            // Reaching the end of the chain is normal (SPEC R3): neutral ink, as for touches.
            let after = step.responders.last.map { " (dropped after \($0.name))" } ?? ""
            let who = keeper.map { "kept by \($0)" } ?? "received; no responder kept it" + after
            y = drawWrapped(
                who, whole: step.keeper.map { "kept by \($0.name)" } ?? who, at: CGPoint(x: rail.minX + 12, y: y),
                width: rail.width - 12, step.keeper == nil ? PlaygroundStyle.neutralInk : PlaygroundStyle.consumerText)
            y += 3
        }
        drawLegend(below: y)
    }

    /// Below `count` chain entries: the pill saying the chain ended with nobody
    /// when `dropped`, then the "Delivered to" heading. Returns where the rows
    /// under the heading start.
    private mutating func drawDeliveredHeading(belowEntries count: Int, dropped: Bool) -> CGFloat {
        let rail = layout.railRect
        var y = railEntryRect(count).minY
        if dropped {
            // Nobody handling a touch is normal on iOS (UIResponder's defaults
            // forward it, SPEC R3): neutral, not a failure.
            canvas.list.pill(
                "end of chain: not handled", at: CGPoint(x: rail.minX, y: y), size: 11, text: .white,
                fill: PlaygroundStyle.neutralInk)
            y += 26
        }
        y += 8
        // With several touches the box is about the chain's touch: say which.
        let touch = frame.messageDelivery == nil && severalTouches ? DeliverySummary.chainTouch(analysis) : nil
        canvas.list.text(
            "Delivered to" + (touch.map { " · touch #\($0)" } ?? ""), at: CGPoint(x: rail.minX, y: y),
            size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        return y + 20
    }

    /// A chain entry: views as light rows (they are drawn on the device too),
    /// other responders as blue chips with their role; the consumer in orange.
    private mutating func drawRailEntry(_ index: Int, _ subject: TraceSubject, isView: Bool, consumed: Bool, row: Int? = nil) {
        let row = row ?? index
        let rect = railEntryRect(row)
        let fill: DrawColor =
            consumed
            ? PlaygroundStyle.consumedColor
            : isView ? DrawColor.white.withAlpha(200) : PlaygroundStyle.chainColor
        let textColor: DrawColor = isView && !consumed ? PlaygroundStyle.viewName : PlaygroundStyle.ink(on: fill)
        canvas.list.fill(rect, fill)
        if isView { canvas.list.stroke(rect, PlaygroundStyle.chainColor.withAlpha(120), width: 1) }
        let badge = CGPoint(x: rect.minX + 14, y: rect.midY)
        canvas.list.fillCircle(center: badge, radius: 9, isView || consumed ? PlaygroundStyle.chainColor : .white)
        canvas.list.text(
            "\(index + 1)", at: CGPoint(x: badge.x, y: badge.y - 7), size: 11,
            isView || consumed ? .white : PlaygroundStyle.chainColor, alignment: .center)
        let role = Self.roleName(subject.role)
        let room = rect.width - 38 - PlaygroundStyle.estimatedWidth(of: role, size: 9)
        canvas.text(
            ClassNameAbbreviation.short(subject.name, width: room, size: PlaygroundStyle.chipTextSize),
            whole: subject.name, at: CGPoint(x: rect.minX + 30, y: rect.minY + 5), size: PlaygroundStyle.chipTextSize,
            textColor, maxWidth: room)
        canvas.list.text(
            role, at: CGPoint(x: rect.maxX - 6, y: rect.minY + 8), size: 9, textColor.withAlpha(200),
            alignment: .right)
        drawRailArrow(into: row)
    }

    static func roleName(_ role: TraceSubject.Role) -> String {
        switch role {
        case .view: return "view"
        case .window: return "window"
        case .viewController: return "controller"
        case .application: return "application"
        case .appDelegate: return "app delegate"
        case .responder: return "responder"
        case .gestureRecognizer: return "recognizer"
        case .object: return "object"
        }
    }

    /// One swatch of the rail's legend, drawn as the device draws the mark.
    enum LegendSwatch: Equatable {
        case outline(DrawColor, width: CGFloat, dash: [CGFloat])
        case fill(DrawColor)
        case visitSquare, chainCircle, halo
        case finger(lifted: Bool)
    }

    /// What each outline, shape and colour on the device means, in the words
    /// and glyphs the device uses: a verdict's entry begins with its chip's
    /// glyph and words (`✓ hit-test view`, `✓ inside`, `✗` and the reason),
    /// so no meaning is told by colour alone; a view hitTest never asked keeps
    /// its thin grey outline, and the legend says so.
    static var legendEntries: [(swatch: LegendSwatch, text: String)] {
        [
            (.outline(PlaygroundStyle.hitColor, width: 3, dash: []), "✓ hit-test view"),
            (.outline(PlaygroundStyle.passedColor, width: 2, dash: []), "✓ inside: contains the point"),
            (.outline(PlaygroundStyle.overriddenColor, width: 2, dash: []), "overridden → view"),
            (.outline(PlaygroundStyle.rejectedColor, width: 2, dash: [3, 2]), "✗ rejected by hitTest: why"),
            (.visitSquare, "hitTest visit order"),
            (.chainCircle, "responder chain"),
            (.fill(PlaygroundStyle.consumedColor), "consumed: handled the touch"),
            (.fill(PlaygroundStyle.recognizerColor), "gesture recognizer · state"),
            (.fill(PlaygroundStyle.firstResponderColor), "first responder"),
            (.halo, "selected view"),
            (.finger(lifted: false), "finger: touch #n"),
            (.finger(lifted: true), "dotted ring: finger lifted"),
            (.outline(PlaygroundStyle.viewOutline, width: 1, dash: []), "thin grey outline: never asked"),
        ]
    }

    /// The legend (``legendEntries``) at the bottom of the rail. Left out when
    /// the rows above reach down to it (`below`), which matter more.
    private mutating func drawLegend(below top: CGFloat = 0) {
        rowsBottom = top
        let rail = layout.railRect
        let visitNote = analysis.hitTests.count > 1 ? " (touch #\(analysis.hitTests[0].touch))" : ""
        let items = Self.legendEntries
        let spacing: CGFloat = 16
        var y = rail.maxY - CGFloat(items.count) * spacing - 20
        legendTop = y
        guard y >= top + 8 else { return }
        canvas.list.text("Legend", at: CGPoint(x: rail.minX, y: y), size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        y += 20
        for (swatch, text) in items {
            let box = CGRect(x: rail.minX + 1, y: y + 2, width: 12, height: 12)
            switch swatch {
            case .outline(let color, let width, let dash):
                canvas.list.stroke(box.insetBy(dx: width / 2, dy: width / 2), color, width: width, dash: dash)
            case .fill(let color):
                canvas.list.fill(box, color)
            case .visitSquare:
                canvas.list.fill(box, PlaygroundStyle.visitColor)
                canvas.list.text("1", at: CGPoint(x: box.midX, y: box.minY), size: 9, .white, alignment: .center)
            case .chainCircle:
                canvas.list.fillCircle(center: CGPoint(x: box.midX, y: box.midY), radius: 6.5, PlaygroundStyle.chainColor)
                canvas.list.text("1", at: CGPoint(x: box.midX, y: box.minY), size: 9, .white, alignment: .center)
            case .halo:
                canvas.list.stroke(box, PlaygroundStyle.selectionHalo, width: 4)
                canvas.list.stroke(box, PlaygroundStyle.selectionHaloCore, width: 1.5)
            case .finger(let lifted):
                canvas.list.strokeCircle(
                    center: CGPoint(x: box.midX, y: box.midY), radius: 6,
                    PlaygroundStyle.fingerColor.withAlpha(lifted ? 150 : 255), width: 1.5, dash: lifted ? [2, 2] : [])
            }
            let words = swatch == .visitSquare ? text + visitNote : text
            canvas.list.text(words, at: CGPoint(x: rail.minX + 18, y: y), size: 11, PlaygroundStyle.viewName, maxWidth: rail.width - 18)
            y += spacing
        }
    }
}
