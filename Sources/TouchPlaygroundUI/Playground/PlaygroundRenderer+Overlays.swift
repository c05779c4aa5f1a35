import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Recognizer chips, fingers, the footer and the help overlay
/// (see ``PlaygroundRenderer``, steps 4, 5 and 7).
extension PlaygroundRenderer {
    /// Each view's recognizers as chips stacked up from its bottom-left corner,
    /// with the state each reached in the shown sequence (``shownState(of:)``);
    /// a chip with no room on its view goes in a callout.
    mutating func drawRecognizers() {
        let decided = Self.decidedStates(in: frame.shownSequence)
        // Read once: a debug build copies the whole renderer for each call of
        // one of its methods from this mutating one, a thousand views a frame.
        let drawsTwice = drawsSomeViewTwice, drawnIndex = drawnIndex
        for position in drawn.indices {
            let latest = Self.latestDrawing(position, of: drawn, index: drawnIndex, drawsTwice: drawsTwice)
            guard latest == position, !drawn[latest].isHidden, drawn[latest].hasRecognizers,
                let recognizers = drawn[latest].view.gestureRecognizers, !recognizers.isEmpty
            else { continue }
            let visible = visibleBox(drawn[latest])
            guard !visible.isNull else { continue }
            for recognizer in recognizers {
                let state = decided[ObjectIdentifier(recognizer)] ?? (frame.stepCursor == nil ? recognizer.state : .possible)
                placeChip(
                    recognizer.traceName, keepingWhole: recognizer.isEnabled ? state.description : "disabled",
                    fill: Self.recognizerColor(recognizer, state: state), in: visible, of: latest, fromBottom: true)
            }
        }
    }

    /// A chip on a view (the one drawn at `position`, whose visible box is
    /// `box`): in `box` from its bottom-left corner upwards (`fromBottom`)
    /// or from its top-right corner downwards, at the first free place; else
    /// in a callout; else cut to the view's width when it is long; else (the
    /// device is full) left to the log and the timeline. A chip with a
    /// `state` keeps it whole when it has to be shortened: its name is
    /// abbreviated instead (``chipText(_:state:width:size:)``), since
    /// "UIScrollViewDelayedTouchesBeganGestureRecognizer · f…" hides whether
    /// it failed.
    mutating func placeChip(
        _ name: String, keepingWhole state: String? = nil, fill: DrawColor, in box: CGRect, of position: Int, fromBottom: Bool
    ) {
        let text = state.map { name + " · " + $0 } ?? name
        let size = PlaygroundStyle.recognizerTextSize
        let fullWidth = PlaygroundStyle.estimatedWidth(of: text, size: size) + 8
        // Whole on the view, else whole in a callout; cut to the view's width
        // only when no callout has room either.
        if fullWidth <= box.width - 6, placeChipOnView(text, fill: fill, in: box, width: fullWidth, fromBottom: fromBottom) {
            return
        }
        // In a callout the chip is a label's chip, drawn at the labels' size.
        var label = LabelLayout()
        let reasonSize = PlaygroundStyle.reasonSize
        let wholeWidth = PlaygroundStyle.estimatedWidth(of: text, size: reasonSize)
        let calloutText =
            wholeWidth <= labelFrame.width - 18
            ? text : Self.chipText(name, state: state, width: labelFrame.width - 18, size: reasonSize)
        let textWidth = calloutText == text ? wholeWidth : PlaygroundStyle.estimatedWidth(of: calloutText, size: reasonSize)
        let width = min(textWidth + 8, labelFrame.width - 10)
        label.items = [(.chip(calloutText, fill), CGPoint(x: 0, y: -2), width)]
        label.size = CGSize(width: width, height: reasonSize + 6)
        if callout(label, for: box, of: position) { return }
        // A short chip is whole or not drawn ("CTap · en…" reads as another
        // state); the timeline's lane still says it.
        let cut = min(fullWidth, max(40, box.width - 8))
        if cut < fullWidth, cut <= box.width - 6, PlaygroundStyle.characterCount(text) > DrawListGeometryCheck.shortNameLength {
            placeChipOnView(
                Self.cutChipText(name, state: state, width: cut - 8, size: size), fill: fill, in: box, width: cut,
                fromBottom: fromBottom)
        }
    }

    /// `name` cut to a prefix so that `… · state` follows it whole in
    /// `width` points at `size`: the cheap form for a chip cut to its view,
    /// many a frame (no abbreviation search), counting every character of
    /// the name as wide as a capital, so the state is never the part cut.
    static func cutChipText(_ name: String, state: String?, width: CGFloat, size: CGFloat) -> String {
        guard let state else { return name }
        let tail = "… · " + state
        let room = width - PlaygroundStyle.estimatedWidth(of: tail, size: size)
        let characters = max(1, Int(room / (PlaygroundStyle.widestCharacterEm * size)))
        return characters >= name.count ? name + " · " + state : String(name.prefix(characters)) + tail
    }

    /// `name · state` in `width` points at `size`: whole when it fits, else
    /// with the name abbreviated (``ClassNameAbbreviation``) and the state whole.
    static func chipText(_ name: String, state: String?, width: CGFloat, size: CGFloat) -> String {
        guard let state else { return name }
        let whole = name + " · " + state
        guard PlaygroundStyle.estimatedWidth(of: whole, size: size) > width else { return whole }
        var room = width - PlaygroundStyle.estimatedWidth(of: " · " + state, size: size)
        var text = ClassNameAbbreviation.short(name, width: max(0, room), size: size) + " · " + state
        // An abbreviation may come out a little wider than asked: ask again for less.
        for _ in 0..<4 {
            let excess = PlaygroundStyle.estimatedWidth(of: text, size: size) - width
            guard excess > 0, room > 0 else { break }
            room -= excess
            text = ClassNameAbbreviation.short(name, width: max(0, room), size: size) + " · " + state
        }
        return text
    }

    /// Places a chip `width` wide on `box` (top right, or bottom left when
    /// `fromBottom`), sliding past labels; `false` when no row has room.
    @discardableResult
    private mutating func placeChipOnView(_ text: String, fill: DrawColor, in box: CGRect, width: CGFloat, fromBottom: Bool)
        -> Bool
    {
        let size = PlaygroundStyle.recognizerTextSize
        let chipSize = CGSize(width: width, height: size + 6)
        let step = size + 9
        let rows = Int(max(0, min(50, (box.height - 6 - chipSize.height) / step))) + 1
        for row in 0..<rows {
            let y = fromBottom ? box.maxY - 3 - chipSize.height - CGFloat(row) * step : box.minY + 3 + CGFloat(row) * step
            var x = fromBottom ? box.minX + 4 : box.maxX - 4 - chipSize.width
            while x >= box.minX + 2 && x + chipSize.width <= box.maxX - 2 {
                let rect = CGRect(x: x, y: y, width: chipSize.width, height: chipSize.height)
                guard let blocking = occupied.rightmostEdge(intersecting: rect) else {
                    if Self.isInside(rect, labelFrame) {
                        occupied.insert(rect)
                        pill(text, at: rect.origin, size: size, text: .white, fill: fill, maxWidth: chipSize.width)
                        return true
                    }
                    break
                }
                // Bottom chips slide right past what blocks them; top-right ones slide left.
                let next = fromBottom ? blocking + 6 : x - chipSize.width - 6
                guard next.isFinite, next != x else { break }
                x = next
            }
        }
        return false
    }

    /// Each control's live state (SPEC C1, C2) as a chip in its top-right corner:
    /// highlighted while the finger is inside the grown bounds, tracking, selected,
    /// disabled, and the value of a switch, slider, stepper, segmented or page control.
    mutating func drawControlStates() {
        for position in drawn.indices {
            let latest = latestDrawing(position)
            guard latest == position, !drawn[latest].isHidden, drawn[latest].isControl,
                let control = drawn[latest].view as? UIControl
            else { continue }
            var words: [String] = []
            if !control.isEnabled { words.append("disabled") }
            // While the quiz asks, the live highlight would name the view the
            // touch went to: only the records up to the moment are shown.
            let conceals = frame.quiz?.conceals ?? false
            if control.isHighlighted && !conceals { words.append("highlighted") }
            if control.isTracking && !conceals { words.append("tracking") }
            if control.isSelected { words.append("selected") }
            if let toggle = control as? UISwitch { words.append(toggle.isOn ? "on" : "off") }
            if let slider = control as? UISlider { words.append(String(format: "value %.2f", Double(slider.value))) }
            if let stepper = control as? UIStepper { words.append("value \(TraceFormatter.number(CGFloat(stepper.value)))") }
            if let segments = control as? UISegmentedControl {
                let index = segments.selectedSegmentIndex
                words.append(index == UISegmentedControl.noSegment ? "no segment" : "segment \(index)")
            }
            if let pages = control as? UIPageControl { words.append("page \(pages.currentPage + 1) of \(pages.numberOfPages)") }
            guard !words.isEmpty else { continue }
            let visible = visibleBox(drawn[latest])
            guard !visible.isNull else { continue }
            // Charcoal, highlighted or not: orange is the consumer's colour.
            placeChip(words.joined(separator: " · "), fill: DrawColor.darkGray, in: visible, of: latest, fromBottom: false)
        }
    }

    /// The last state each recognizer reached in `records`, its reset to
    /// `possible` at the end of a sequence left out: after a tap the chip
    /// says the tap ended (UIKit resets a recognizer once its sequence is
    /// over, SPEC G3, which would otherwise leave every chip at "possible").
    /// While stepping, `records` stop at the cursor, so the chip says where
    /// the recognizer stood then.
    static func decidedStates(in records: [TraceRecord]) -> [ObjectIdentifier: UIGestureRecognizer.State] {
        var states: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
        for record in records {
            guard case .recognizerState(let recognizer, _, let to, let reason) = record.kind else { continue }
            if case .reset? = reason { continue }
            states[recognizer.id] = to
        }
        return states
    }

    /// A recognizer chip's colour: its state's (``PlaygroundStyle/stateColor(_:isEnabled:)``),
    /// the same as on the timeline.
    static func recognizerColor(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) -> DrawColor {
        PlaygroundStyle.stateColor(state, isEnabled: recognizer.isEnabled)
    }

    /// Fingers as neutral circles labelled with their touch number (the
    /// trace's `#n`, which also marks that touch's verdict chips when several
    /// touches were hit-tested), over their trails; lifted fingers faint and dashed.
    /// The trails are drawn first (``drawFingerTrails(under:)``).
    mutating func drawFingers() {
        let radius = PlaygroundStyle.fingerRadius
        for finger in frame.fingers {
            let color = PlaygroundStyle.fingerColor
            let center = layout.canvasPoint(fromScreen: finger.location)
            guard layout.viewportRect.contains(center) else { continue }
            list.fillCircle(center: center, radius: radius, DrawColor.white.withAlpha(finger.isDown ? 170 : 90))
            list.strokeCircle(
                center: center, radius: radius, color.withAlpha(finger.isDown ? 255 : 150),
                width: 2, dash: finger.isDown ? [] : [4, 3])
            // Kept inside the frame, like every label.
            let half = PlaygroundStyle.estimatedWidth(of: finger.label, size: 12) / 2
            let x = max(labelFrame.minX + half, min(labelFrame.maxX - half, center.x))
            let y = max(labelFrame.minY, min(labelFrame.maxY - 15, center.y - 8))
            // On a plate of the circle's white, opaque, so a chain arrow
            // passing under the finger does not strike its number through.
            list.fill(CGRect(x: x - half - 1, y: y + 1, width: 2 * half + 2, height: 14), .white)
            list.text(finger.label, at: CGPoint(x: x, y: y), size: 12, color, alignment: .center)
        }
    }

    /// The fingers' trails, inserted under the labels at `index` of the list
    /// like the chain's arrows, each stopping at its finger's circle: no trail
    /// runs through a name, a chip or a finger's number.
    mutating func drawFingerTrails(under index: Int) {
        var trails = DrawList(size: list.size, background: list.background)
        for finger in frame.fingers {
            let trail = finger.trail.map(layout.canvasPoint(fromScreen:))
            let center = layout.canvasPoint(fromScreen: finger.location)
            for (a, b) in zip(trail, trail.dropFirst()) {
                guard let (from, to) = Self.segment(from: a, to: b, outside: center, radius: PlaygroundStyle.fingerRadius)
                else { continue }
                trails.line(
                    from: from, to: to, PlaygroundStyle.fingerColor.withAlpha(finger.isDown ? 110 : 60),
                    width: PlaygroundStyle.trailWidth)
            }
        }
        list.commands.insert(contentsOf: trails.commands, at: min(index, list.commands.count))
    }

    /// The part of the segment from `a` to `b` outside the circle of
    /// `radius` around `center`, when a trail's last moves end inside its
    /// finger: `nil` when all of it is inside. A trail only ever enters its
    /// finger's circle at its end, so the part kept runs from `a`.
    static func segment(from a: CGPoint, to b: CGPoint, outside center: CGPoint, radius: CGFloat) -> (CGPoint, CGPoint)? {
        func inside(_ point: CGPoint) -> Bool { hypot(point.x - center.x, point.y - center.y) < radius }
        if inside(a) { return nil }
        guard inside(b) else { return (a, b) }
        // Where the segment enters the circle: the smaller root of
        // |a + t (b − a) − center|² = radius².
        let dx = b.x - a.x, dy = b.y - a.y, fx = a.x - center.x, fy = a.y - center.y
        let qa = dx * dx + dy * dy, qb = 2 * (fx * dx + fy * dy), qc = fx * fx + fy * fy - radius * radius
        let discriminant = qb * qb - 4 * qa * qc
        guard qa > 0, discriminant >= 0 else { return nil }
        let t = (-qb - discriminant.squareRoot()) / (2 * qa)
        return (a, CGPoint(x: a.x + t * dx, y: a.y + t * dy))
    }

    /// The footer's parts line and fidelity lines, where they go and their size.
    typealias FooterLayout = (parts: [String], x: CGFloat, width: CGFloat, top: CGFloat, size: CGFloat, lines: [String])

    /// The footer's layout, worked out once for drawing (``drawFooter()``)
    /// and for keeping callouts off it (``reserveFooter()``).
    func footerLayout() -> FooterLayout {
        let options = frame.options
        var parts: [String] = []
        // A still picture has no keys and no pointer: only what the picture shows.
        if !options.isStillPicture {
            if !options.helpEntries.isEmpty { parts.append("? keys") }
            parts.append("hidden views: \(options.showsHiddenViews ? "shown" : "not shown")")
            if !layout.zoom.isFit { parts.append("zoomed: F fits") }
        }
        if let note = privateContainersNote { parts.append(note + (options.isStillPicture ? "" : ": U shows them")) }
        let width = layout.railRect.minX - layout.viewportRect.minX - 8
        // Then which fidelity mode the drawn delivery followed (SPEC §10), in
        // plain words over two lines; hovering them shows the whole text and
        // the switches' names as a scene file writes them. A still picture
        // has no hovering: its words are whole, on as many lines as they take.
        let words = PlaygroundRendererFidelity.plainWords(frame.application.fidelity)
        var size = Self.footerFidelitySize
        // A slide's fidelity words are at the foot of its trace excerpt
        // (``LogPanel``), where the column has the width for them.
        var lines = options.layoutKind == .slide ? [] : PlaygroundStyle.wrap(words, width: width, size: size)
        // At the canvas's bottom, leaving the strip under the device to callouts.
        let partsHeight: CGFloat = parts.isEmpty ? 0 : 13
        let height = partsHeight + CGFloat(options.isStillPicture ? lines.count : min(2, lines.count)) * size * 1.2
        let top = max(layout.viewportRect.maxY + 5, layout.canvasSize.height - 2 - height) + partsHeight
        if options.isStillPicture {
            // Whole, down to the canvas's edge: a size smaller when that is what fits.
            let room = layout.canvasSize.height - 2 - top
            while size > Self.footerFidelityMinimumSize, CGFloat(lines.count) * size * 1.2 > room {
                size -= 0.5
                lines = PlaygroundStyle.wrap(words, width: width, size: size)
            }
        }
        return (parts, layout.viewportRect.minX, width, top, size, lines)
    }

    /// Takes the heading's room (the word "Device", and the playback
    /// banner's row while a script plays, ``drawPlaybackBanner()``) and the
    /// footer's before any label, so no callout above or below the device
    /// covers their words.
    mutating func reserveHeadingAndFooter() {
        let viewport = layout.viewportRect
        let heading = PlaygroundStyle.estimatedWidth(of: deviceHeading, size: PlaygroundStyle.panelTitleSize) + 4
        let width = frame.lesson?.bannerLine == nil ? heading : max(heading, viewport.width + 4)
        occupied.insert(CGRect(x: viewport.minX - 2, y: 0, width: width, height: max(1, viewport.minY - 1)))
        reserveFooter()
    }

    /// Takes the footer's room before any label, so no callout below the
    /// device covers its words.
    private mutating func reserveFooter() {
        let footer = footerLayout()
        self.footer = footer
        let shown = frame.options.isStillPicture ? footer.lines.count : min(2, footer.lines.count)
        let bottom = footer.top + CGFloat(shown) * footer.size * 1.2
        let top = footer.top - (footer.parts.isEmpty ? 0 : 13) - 2
        occupied.insert(CGRect(x: footer.x - 2, y: top, width: footer.width + 4, height: max(1, bottom + 2 - top)))
    }

    mutating func drawFooter() {
        let options = frame.options
        let footer = self.footer ?? footerLayout()
        let (parts, x, width, top, size) = (footer.parts, footer.x, footer.width, footer.top, footer.size)
        let color = PlaygroundStyle.viewName.withAlpha(200)
        if !parts.isEmpty {
            // A slide's device is narrow (a 4:3 slide's 206 points): its one
            // line, "UIKit's private containers hidden", at the slide's
            // smallest size, whole.
            let size: CGFloat = options.layoutKind == .slide ? PlaygroundStyle.smallestSlideTextSize : 11
            list.text(parts.joined(separator: "   ·   "), at: CGPoint(x: x, y: top - 13), size: size, color, maxWidth: width)
        }
        let fidelity = frame.application.fidelity
        let words = PlaygroundRendererFidelity.plainWords(fidelity)
        let lines = footer.lines
        let shown = options.isStillPicture ? lines.count : 2
        var covered = CGRect.null
        for (row, line) in lines.prefix(shown).enumerated() {
            let cut = row == shown - 1 && lines.count > shown
            let origin = CGPoint(x: x, y: top + CGFloat(row) * size * 1.2)
            list.text(cut ? line + " …" : line, at: origin, size: size, color, maxWidth: width)
            covered = covered.union(CGRect(x: x, y: origin.y, width: width, height: size * 1.2))
        }
        shortened.append((list.commands.count - 1, covered, words + " " + PlaygroundRendererFidelity.switchNames(fidelity)))
    }

    static let footerFidelitySize: CGFloat = 10
    /// The smallest a still picture's fidelity words get to stay whole.
    static let footerFidelityMinimumSize: CGFloat = 8

    /// The host's message (a flag toggled, a scene that failed to reload, a
    /// recording saved) in a dark box that covers nothing the touch is
    /// explained with: in the rail, in the free space between its rows and
    /// the legend, or else over the legend (which only repeats what the marks
    /// mean); only when the rail has no room, on the device, at its bottom or
    /// its top, whichever covers no label or chip (a tab bar's, a recognizer's).
    mutating func drawNotice() {
        guard let notice = frame.notice, !notice.isEmpty else { return }
        let rail = layout.railRect
        let railLines = Self.noticeLines(notice, width: rail.width - 16, size: Self.noticeSize)
        let railHeight = Self.noticeHeight(lines: railLines.count)
        let legendTop = min(rail.maxY, screen.rail.legendTop)
        let rowsBottom = screen.rail.rowsBottom + 8
        if rail.width >= 120, railLines.count <= Self.noticeLineLimit {
            // Right above the legend, when the rows leave room; else over it.
            let bottom = legendTop - 8 - rowsBottom >= railHeight ? legendTop - 8 : rail.maxY
            let box = CGRect(x: rail.minX, y: bottom - railHeight, width: rail.width, height: railHeight)
            if box.minY >= rowsBottom {
                drawNoticeBox(box, lines: railLines)
                return
            }
        }
        let width = max(200, layout.viewportRect.width - 16)
        let lines = Array(Self.noticeLines(notice, width: width - 16, size: Self.noticeSize).prefix(Self.noticeLineLimit))
        let height = Self.noticeHeight(lines: lines.count)
        let viewport = layout.viewportRect
        let bottom = CGRect(x: viewport.minX + 8, y: max(viewport.minY + 8, viewport.maxY - 8 - height), width: width, height: height)
        let top = CGRect(x: viewport.minX + 8, y: viewport.minY + 8, width: width, height: height)
        let free = [bottom, top].first { occupied.rightmostEdge(intersecting: $0) == nil }
        drawNoticeBox(free ?? bottom, lines: lines)
    }

    private mutating func drawNoticeBox(_ box: CGRect, lines: [String]) {
        list.fill(box, DrawColor.black.withAlpha(235))
        list.stroke(box, PlaygroundStyle.selectionColor, width: 1)
        for (row, line) in lines.enumerated() {
            list.text(
                line, at: CGPoint(x: box.minX + 8, y: box.minY + 7 + CGFloat(row) * Self.noticeLineHeight),
                size: Self.noticeSize, .white, maxWidth: box.width - 16)
        }
    }

    static let noticeSize: CGFloat = 11
    static let noticeLineHeight: CGFloat = 15
    /// The most lines a notice shows; a longer one is cut.
    static let noticeLineLimit = 16

    static func noticeHeight(lines: Int) -> CGFloat {
        CGFloat(lines) * noticeLineHeight + 12
    }

    /// `notice`'s lines wrapped to `width`; a word too long for a line (a
    /// file path, `View.isUserInteractionEnabled`) is broken across lines
    /// rather than cut, since it is usually what the notice is about: after
    /// a `/`, `.` or `-` when one is far enough along, else anywhere.
    static func noticeLines(_ notice: String, width: CGFloat, size: CGFloat) -> [String] {
        let perLine = max(8, Int(width / (size * 0.58)))
        var result: [String] = []
        for paragraph in notice.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in PlaygroundStyle.wrap(String(paragraph), width: width, size: size) {
                var rest = Substring(line)
                while rest.count > perLine {
                    let limit = rest.index(rest.startIndex, offsetBy: perLine)
                    let natural = rest[..<limit].lastIndex { "/.-".contains($0) }
                        .map { rest.index(after: $0) }
                        .flatMap { rest.distance(from: rest.startIndex, to: $0) >= perLine / 3 ? $0 : nil }
                    let cut = natural ?? limit
                    result.append(String(rest[..<cut]))
                    rest = rest[cut...]
                }
                result.append(String(rest))
            }
        }
        return result
    }

    /// A dimmed canvas with a panel listing every key the host handles.
    mutating func drawHelp() {
        let entries = frame.options.helpEntries
        list.fill(CGRect(origin: .zero, size: layout.canvasSize), DrawColor.black.withAlpha(150))
        let width: CGFloat = 560
        // Rows close up on a short window (a slide's canvas is 540 points
        // high), their words a little smaller, rather than run off it.
        let row = max(11, min(22, (layout.canvasSize.height - 84) / CGFloat(max(1, entries.count))))
        let size = min(13, row - 2)
        let height = 64 + CGFloat(entries.count) * row
        let panel = CGRect(
            x: (layout.canvasSize.width - width) / 2, y: (layout.canvasSize.height - height) / 2,
            width: width, height: height)
        list.fill(panel, .white)
        list.stroke(panel, PlaygroundStyle.chainColor, width: 2)
        list.text("Keys", at: CGPoint(x: panel.minX + 20, y: panel.minY + 16), size: 16, PlaygroundStyle.viewName)
        for (index, entry) in entries.enumerated() {
            let y = panel.minY + 48 + CGFloat(index) * row
            list.text(entry.key, at: CGPoint(x: panel.minX + 20, y: y), size: size, PlaygroundStyle.chainColor, maxWidth: 90)
            list.text(
                entry.action, at: CGPoint(x: panel.minX + 120, y: y), size: size, PlaygroundStyle.viewName,
                maxWidth: width - 140)
        }
    }
}
