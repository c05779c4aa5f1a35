import Foundation
import TouchCore

/// Recognizer chips, fingers, the footer and the help overlay
/// (see ``PlaygroundRenderer``, steps 4, 5 and 7).
extension PlaygroundRenderer {
    /// Each view's recognizers as chips stacked up from its bottom-left corner,
    /// coloured by live state.
    mutating func drawRecognizers() {
        for position in drawn.indices {
            let latest = latestDrawing(position)
            guard !drawn[latest].isHidden, drawn[latest].hasRecognizers,
                let recognizers = drawn[latest].view.gestureRecognizers, !recognizers.isEmpty
            else { continue }
            let box = drawn[latest].box
            let size = PlaygroundStyle.recognizerTextSize
            for (index, recognizer) in recognizers.enumerated() {
                let text = "\(recognizer.traceName) · \(recognizer.isEnabled ? recognizer.state.description : "disabled")"
                let origin = CGPoint(x: box.minX + 4, y: box.maxY - 4 - CGFloat(index + 1) * (size + 9))
                pill(
                    text, at: origin, size: size, text: .white, fill: Self.recognizerColor(recognizer),
                    maxWidth: max(40, box.width - 8))
            }
        }
    }

    /// Each control's live state (SPEC C1, C2) as a chip in its top-right corner:
    /// highlighted while the finger is inside the grown bounds, tracking, selected,
    /// disabled, and the value of a switch, slider, stepper, segmented or page control.
    mutating func drawControlStates() {
        for position in drawn.indices {
            let latest = latestDrawing(position)
            guard !drawn[latest].isHidden, drawn[latest].isControl, let control = drawn[latest].view as? UIControl
            else { continue }
            var words: [String] = []
            if !control.isEnabled { words.append("disabled") }
            if control.isHighlighted { words.append("highlighted") }
            if control.isTracking { words.append("tracking") }
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
            let box = drawn[latest].box
            let size = PlaygroundStyle.recognizerTextSize
            let text = words.joined(separator: " · ")
            let width = min(box.width - 8, CGFloat(text.count) * size * 0.62 + 10)
            pill(
                text, at: CGPoint(x: box.maxX - 4 - max(40, width), y: box.minY + 4), size: size, text: .white,
                fill: control.isHighlighted ? DrawColor.orange : DrawColor.darkGray, maxWidth: max(40, width))
        }
    }

    static func recognizerColor(_ recognizer: UIGestureRecognizer) -> DrawColor {
        guard recognizer.isEnabled else { return DrawColor.gray }
        switch recognizer.state {
        case .possible: return PlaygroundStyle.recognizerColor
        case .began, .changed: return DrawColor.blue
        case .ended: return DrawColor.green
        case .cancelled: return DrawColor.orange
        case .failed: return DrawColor.red
        }
    }

    /// Fingers as circles labelled with their touch number, over their trails;
    /// lifted fingers faint and dashed.
    mutating func drawFingers() {
        for finger in frame.fingers {
            let color = PlaygroundStyle.fingerColor
            let trail = finger.trail.map(layout.canvasPoint(fromScreen:))
            for (a, b) in zip(trail, trail.dropFirst()) {
                list.line(from: a, to: b, color.withAlpha(finger.isDown ? 130 : 70), width: PlaygroundStyle.trailWidth)
            }
            let center = layout.canvasPoint(fromScreen: finger.location)
            let radius = PlaygroundStyle.fingerRadius
            list.fillCircle(center: center, radius: radius, color.withAlpha(finger.isDown ? 90 : 40))
            list.strokeCircle(
                center: center, radius: radius, color.withAlpha(finger.isDown ? 255 : 150),
                width: 2, dash: finger.isDown ? [] : [4, 3])
            list.text(
                finger.label, at: CGPoint(x: center.x, y: center.y - 8), size: 12,
                DrawColor(red: 0, green: 64, blue: 160), alignment: .center)
        }
    }

    mutating func drawFooter() {
        let options = frame.options
        var parts: [String] = []
        if !options.helpEntries.isEmpty { parts.append("? keys") }
        parts.append("hidden views: \(options.showsHiddenViews ? "shown" : "not shown")")
        let width = layout.railRect.minX - layout.deviceRect.minX - 8
        let color = PlaygroundStyle.viewName.withAlpha(200)
        let x = layout.deviceRect.minX
        list.text(parts.joined(separator: "   ·   "), at: CGPoint(x: x, y: layout.deviceRect.maxY + 5), size: 11, color, maxWidth: width)
        // The second line: which fidelity mode the drawn delivery followed (SPEC §10).
        let fidelity = PlaygroundRendererFidelity.summary(frame.application.fidelity).joined(separator: " · ")
        list.text("fidelity: " + fidelity, at: CGPoint(x: x, y: layout.deviceRect.maxY + 19), size: 10, color, maxWidth: width)
    }

    /// The host's message (a flag toggled, a scene that failed to reload) in
    /// a dark box along the bottom of the device, where scenes rarely put the
    /// views being touched, wrapped to its width.
    mutating func drawNotice() {
        guard let notice = frame.notice, !notice.isEmpty else { return }
        let width = max(200, layout.deviceRect.width - 16)
        let size: CGFloat = 12
        let lines = notice.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { PlaygroundStyle.wrap(String($0), width: width - 20, size: size) }.prefix(16)
        let height = CGFloat(lines.count) * 16 + 14
        let box = CGRect(
            x: layout.deviceRect.minX + 8, y: max(layout.deviceRect.minY + 8, layout.deviceRect.maxY - 8 - height),
            width: width, height: height)
        list.fill(box, DrawColor.black.withAlpha(215))
        list.stroke(box, PlaygroundStyle.selectionColor, width: 1)
        for (row, line) in lines.enumerated() {
            list.text(
                line, at: CGPoint(x: box.minX + 10, y: box.minY + 7 + CGFloat(row) * 16), size: size, .white,
                maxWidth: width - 20)
        }
    }

    /// A dimmed canvas with a panel listing every key the host handles.
    mutating func drawHelp() {
        let entries = frame.options.helpEntries
        list.fill(CGRect(origin: .zero, size: layout.canvasSize), DrawColor.black.withAlpha(150))
        let width: CGFloat = 560
        let height = 64 + CGFloat(entries.count) * 22
        let panel = CGRect(
            x: (layout.canvasSize.width - width) / 2, y: (layout.canvasSize.height - height) / 2,
            width: width, height: height)
        list.fill(panel, .white)
        list.stroke(panel, PlaygroundStyle.chainColor, width: 2)
        list.text("Keys", at: CGPoint(x: panel.minX + 20, y: panel.minY + 16), size: 16, PlaygroundStyle.viewName)
        for (index, entry) in entries.enumerated() {
            let y = panel.minY + 48 + CGFloat(index) * 22
            list.text(entry.key, at: CGPoint(x: panel.minX + 20, y: y), size: 13, PlaygroundStyle.chainColor, maxWidth: 90)
            list.text(
                entry.action, at: CGPoint(x: panel.minX + 120, y: y), size: 13, PlaygroundStyle.viewName,
                maxWidth: width - 140)
        }
    }
}
