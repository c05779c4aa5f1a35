import Foundation

/// The right-hand column's panels, top to bottom, and how the column's
/// height is shared among them.
enum PlaygroundColumn {
    /// Every panel of the column, in column order (top to bottom). A panel
    /// not showing in a frame (its ``PlaygroundColumnPanel/init(frame:columnWidth:)``
    /// answers `nil`) takes no room. A new panel is one line here.
    static let panels: [any PlaygroundColumnPanel.Type] = [
        LessonCardPanel.self,
        QuizPanel.self,
        LogPanel.self,
        TimelinePanel.self,
        SelectionPanel.self,
    ]

    /// A slide's column (``PlaygroundLayoutKind/slide``), top to bottom: what
    /// happened at the moment shown, the timeline, hitTest's visits with
    /// their verdicts (the device shows their numbers), and an excerpt of
    /// the trace, which fills what is left.
    static let slidePanels: [any PlaygroundColumnPanel.Type] = [
        MomentPanel.self,
        TimelinePanel.self,
        VisitListPanel.self,
        LogPanel.self,
    ]

    /// The column's panels for a layout of `kind`.
    static func panels(for kind: PlaygroundLayoutKind) -> [any PlaygroundColumnPanel.Type] {
        switch kind {
        case .standard: return panels
        case .slide: return slidePanels
        }
    }

    /// The showing panels' rectangles in `column`, each asking for `height`.
    ///
    /// The ``PlaygroundPanelSizing/leading`` panels (the lesson card) are
    /// laid out first, at the top, each up to
    /// ``PlaygroundStyle/maximumPanelShare`` of the column; the filling
    /// panel keeps ``PlaygroundStyle/minimumLogHeight`` when it can. Then the
    /// ``PlaygroundPanelSizing/kept`` panels (the timeline, where a lesson is
    /// read: "which recognizer won"): each gets the height it asks for up to
    /// ``PlaygroundStyle/maximumPanelShare`` of what is left, never less than
    /// its minimum unless the column cannot hold the others' floors as well
    /// (only then do its lanes shrink, never below its title and one lane).
    /// Then the panels that ``PlaygroundPanelSizing/scrolls`` (the selection
    /// panel): their height while the filling panel keeps its comfortable
    /// height, at least their floor. The filling panel (the trace) takes the
    /// rest. Panels before the filling one stack down from the top, those
    /// after it up from the bottom, in column order.
    ///
    /// `keptShare` is the share of the column (after the leading panels) a
    /// kept panel may take: ``PlaygroundStyle/maximumPanelShare``, more on a
    /// slide (``PlaygroundLayoutKind``), whose trace is an excerpt; `fillFloor`,
    /// when given, the least the filling panel keeps instead of its sizing's
    /// (a slide's excerpt keeps a few lines above its fidelity words).
    static func layout(
        _ requests: [(panel: any PlaygroundColumnPanel.Type, height: CGFloat)], in column: CGRect,
        keptShare: CGFloat = PlaygroundStyle.maximumPanelShare, fillFloor floorOverride: CGFloat? = nil
    ) -> PlaygroundPanels {
        let spacing = PlaygroundStyle.panelSpacing
        guard let fillIndex = requests.firstIndex(where: { if case .fills = $0.panel.sizing { true } else { false } }),
            case .fills(let sizingFloor, let comfortable) = requests[fillIndex].panel.sizing
        else { preconditionFailure("The column needs one panel that fills (the trace).") }
        let fillFloor = floorOverride ?? sizingFloor
        var heights = [CGFloat?](repeating: nil, count: requests.count)
        // The leading panels head the column; what is left is shared below them.
        var rest = column
        for (index, request) in requests.enumerated() where request.panel.sizing == .leading {
            let height = max(0, min(request.height, rest.height * PlaygroundStyle.maximumPanelShare))
            heights[index] = height
            rest = CGRect(x: rest.minX, y: rest.minY, width: rest.width, height: max(1, rest.height - height - spacing))
        }
        let cap = rest.height * keptShare
        // The least the scrolling panels are squeezed to before a kept panel
        // loses room.
        let scrollingFloors = requests.reduce(CGFloat(0)) { sum, request in
            guard case .scrolls(let floor) = request.panel.sizing else { return sum }
            return sum + min(request.height, floor) + spacing
        }
        var reserved: CGFloat = 0
        for (index, request) in requests.enumerated() {
            guard case .kept(let minimum) = request.panel.sizing else { continue }
            let wanted = max(minimum, min(request.height, cap))
            let room = rest.height - reserved - fillFloor - scrollingFloors - spacing
            var shown = max(0, min(wanted, room))
            if shown < minimum { shown = min(minimum, max(0, rest.height - reserved - spacing - 20)) }
            heights[index] = shown
            reserved += shown + spacing
        }
        // Each scrolling panel leaves the floors of those after it.
        var laterFloors = scrollingFloors
        for (index, request) in requests.enumerated() {
            guard case .scrolls(let floor) = request.panel.sizing else { continue }
            let least = min(request.height, floor)
            laterFloors -= least + spacing
            let spare = rest.height - reserved - comfortable - spacing - laterFloors
            let room = rest.height - reserved - fillFloor - spacing - laterFloors
            let height = max(0, min(request.height, max(least, spare), room))
            heights[index] = height
            reserved += height + spacing
        }
        var rects: [ObjectIdentifier: CGRect] = [:]
        var top = column.minY
        for index in requests.indices[..<fillIndex] {
            guard let height = heights[index] else { continue }
            rects[ObjectIdentifier(requests[index].panel)] = CGRect(x: column.minX, y: top, width: column.width, height: height)
            top = top + height + spacing
        }
        var bottom = column.maxY
        for index in requests.indices[(fillIndex + 1)...].reversed() {
            guard let height = heights[index] else { continue }
            // A kept panel squeezed to nothing is not drawn at all.
            if case .kept = requests[index].panel.sizing, height <= 0 { continue }
            rects[ObjectIdentifier(requests[index].panel)] = CGRect(
                x: column.minX, y: bottom - height, width: column.width, height: height)
            bottom -= height + spacing
        }
        rects[ObjectIdentifier(requests[fillIndex].panel)] = CGRect(
            x: column.minX, y: top, width: column.width, height: max(1, bottom - top))
        return PlaygroundPanels(rects: rects)
    }
}
