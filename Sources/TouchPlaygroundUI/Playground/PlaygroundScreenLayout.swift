import Foundation
import TouchCore
import TouchInsight

/// Where everything on the playground's screen is, for one frame: laid out
/// once, drawn from, and hit-tested against until the next frame is laid out.
///
/// Flutter's `RenderBox` lays out once per frame and its `paint` and
/// `hitTest` read the same sizes; so here the renderer draws from this value
/// and the controller answers a click, a wheel turn or a drag on the timeline
/// with the value of the frame the user is looking at
/// (``PlaygroundController/screen``) — never by laying the frame out again.
///
/// What the pass decides: the device, rail and column (``layout``), the
/// rail's chain and rows (``rail``), the
/// column's panels — each made for this frame and given its rectangle
/// (``column``, ``panels``) — and the hierarchy panel with its rows and
/// scroll (``hierarchyPanel``). What only drawing finds out (where the
/// exploded view's layers landed) the renderer adds while it draws
/// (``explodedLayers``).
package struct PlaygroundScreenLayout {
    package let canvasSize: CGSize
    /// The device, the rail and the right-hand column.
    package let layout: PlaygroundLayout
    /// Where the right-hand column's panels are.
    package let panels: PlaygroundPanels
    /// The column's showing panels as this frame made them, with their
    /// rectangles, in column order (``PlaygroundColumn/panels``): the
    /// renderer draws each, and the controller asks the one under the
    /// pointer what the user's input does.
    let column: [(panel: any PlaygroundColumnPanel, rect: CGRect)]
    /// The hierarchy panel left of the device, when it is shown.
    let hierarchyPanel: HierarchyPanel?
    /// The rail beside the device: the responder chain, "Delivered to", the
    /// legend (in ``PlaygroundLayout/railRect``).
    let rail: ResponderChainPanel
    /// The hierarchy panel's rows, when it is shown.
    package var hierarchy: PlaygroundRenderer.HierarchyPanelGeometry? { hierarchyPanel?.geometry }
    /// The shown records, read once for every part that explains them.
    let analysis: TouchSequenceAnalysis

    /// The exploded view's layers as drawn, frontmost last, for picking with
    /// the pointer (empty when the device is flat).
    package internal(set) var explodedLayers: [(quad: [CGPoint], view: UIView)] = []

    /// Where the views' own texts were drawn (a label's text, a button's
    /// title: ``PlaygroundRenderer/contentText(of:)``), by their origins: part
    /// of a view's face, which the chain's arrows and the visit path cross as
    /// they cross the view (``DrawListGeometryCheck``).
    package internal(set) var viewContentTexts: [CGPoint] = []

    /// The callout boxes drawn, with where their leaders end
    /// (``DrawListGeometryCheck``: a callout covers no other view's face).
    package internal(set) var callouts: [DrawListGeometryCheck.Callout] = []

    /// What placing the frame's labels and callouts looked at
    /// (``LabelPlacementWork``): near-linear in the views, as a test checks.
    package internal(set) var labelPlacementWork = 0

    /// Lays `frame` out on a canvas of `canvasSize` points.
    package init(frame: PlaygroundFrame, canvasSize: CGSize) {
        self.canvasSize = canvasSize
        let kind = frame.options.layoutKind
        let hierarchyWidth = PlaygroundRenderer.hierarchyWidth(for: frame.options, canvasSize: canvasSize)
        // A slide's fidelity words are in its trace excerpt: under its device
        // only the line saying UIKit's private containers are hidden, so the
        // device takes the slide's height.
        let slideFooter: CGFloat =
            kind == .slide && frame.options.hidesPrivateContainers
                && PlaygroundRenderer.hasPrivateContainers(frame.application) ? 18 : 4
        var layout = PlaygroundLayout(
            canvasSize: canvasSize, application: frame.application, zoom: frame.deviceZoom, hierarchyWidth: hierarchyWidth,
            kind: kind, footerHeight: kind == .slide ? slideFooter : 32)
        // A still picture's fidelity words are whole: when they need more
        // than the footer's two lines at their smallest, the device makes room.
        if frame.options.isStillPicture, kind == .standard {
            let width = layout.railRect.minX - layout.viewportRect.minX - 8
            let words = PlaygroundRendererFidelity.plainWords(frame.application.fidelity)
            let size = PlaygroundRenderer.footerFidelityMinimumSize
            let lines = CGFloat(PlaygroundStyle.wrap(words, width: width, size: size).count + 1)  // a line to spare
            let parts: CGFloat = frame.options.hidesPrivateContainers ? 13 : 0
            let needed = lines * size * 1.2 + parts + 7 - PlaygroundStyle.margin
            if needed > 32 {
                layout = PlaygroundLayout(
                    canvasSize: canvasSize, application: frame.application, zoom: frame.deviceZoom, hierarchyWidth: hierarchyWidth,
                    kind: kind, footerHeight: needed)
            }
        }
        self.layout = layout
        let analysis = TouchSequenceAnalysis(records: frame.shownSequence)
        self.analysis = analysis
        let width = layout.logRect.width
        var showing = PlaygroundColumn.panels(for: kind).compactMap { $0.init(frame: frame, columnWidth: width) }
        var panels = PlaygroundColumn.layout(
            showing.map { (type(of: $0), $0.height(forWidth: width)) }, in: layout.logRect, keptShare: kind.maximumKeptShare,
            fillFloor: kind == .slide ? Self.slideExcerptFloor(showing) : nil)
        // A slide's visit list is whole or not shown: the device's badges
        // then give way to the workbench's labels, verdicts and all
        // (``PlaygroundRenderer/usesSlideBadges``), so no verdict goes unsaid.
        // The excerpt gives up its trace lines first (a slide's trace may be
        // "none": its fidelity words stay).
        if let visits = showing.first(where: { $0 is VisitListPanel }) as? VisitListPanel,
            let rect = panels[VisitListPanel.self], !visits.showsEveryRow(in: rect)
        {
            // With the excerpt at its least, a kept panel (the list, the
            // timeline) may take what it asks for, not only a share: a 4:3
            // slide's column is too short for a dozen visits in a share.
            let tighter = PlaygroundColumn.layout(
                showing.map { (type(of: $0), $0.height(forWidth: width)) }, in: layout.logRect,
                keptShare: 1, fillFloor: PlaygroundStyle.slideExcerptLeast)
            if let rect = tighter[VisitListPanel.self], visits.showsEveryRow(in: rect) {
                panels = tighter
            } else {
                showing.removeAll { $0 is VisitListPanel }
                panels = PlaygroundColumn.layout(
                    showing.map { (type(of: $0), $0.height(forWidth: width)) }, in: layout.logRect,
                    keptShare: kind.maximumKeptShare, fillFloor: Self.slideExcerptFloor(showing))
            }
        }
        self.panels = panels
        column = showing.compactMap { panel in panels[type(of: panel)].map { (panel, $0) } }
        hierarchyPanel = HierarchyPanel(frame: frame, layout: layout, analysis: analysis)
        rail = ResponderChainPanel(frame: frame, layout: layout, analysis: analysis)
    }

    /// The least a slide's trace excerpt keeps: a few lines above its
    /// fidelity words, fewer when the visit list shares the column (the
    /// visits and verdicts are what the device's badges point to).
    private static func slideExcerptFloor(_ showing: [any PlaygroundColumnPanel]) -> CGFloat {
        showing.contains { $0 is VisitListPanel } ? PlaygroundStyle.slideExcerptFloorBesideVisits : PlaygroundStyle.slideExcerptFloor
    }

    /// Where the timeline's time axis runs, when the panel is shown.
    package var timelineTrack: CGRect? { panels.timeline.map(TimelinePanel.timelineTrack(in:)) }

    /// How many rows the selection panel can scroll: those its height cut off.
    package var selectionOverflow: Int {
        guard let (panel, rect) = panel(SelectionPanel.self) else { return 0 }
        return panel.overflow(in: rect)
    }

    /// The column's panel of type `type` in this frame, and its rectangle.
    func panel<Panel: PlaygroundColumnPanel>(_ type: Panel.Type) -> (panel: Panel, rect: CGRect)? {
        for (panel, rect) in column { if let panel = panel as? Panel { return (panel, rect) } }
        return nil
    }

    /// What `input` at `point` does to the column's panel under it: `nil`
    /// when no panel is there or the panel has no use for it.
    func panelAction(_ input: PlaygroundPanelInput, at point: CGPoint) -> PlaygroundPanelAction? {
        guard let (panel, rect) = column.last(where: { $0.rect.contains(point) }) else { return nil }
        return panel.handle(input, in: rect)
    }

    /// The whole of each text the renderer drew shortened (an abbreviated
    /// class name), for the tooltip and ``DrawListGeometryCheck``.
    package internal(set) var shortenedTexts: [String] = []

    /// The view whose exploded layer is frontmost under a canvas point.
    package func explodedView(at point: CGPoint) -> UIView? {
        explodedLayers.last { ExplodedProjection.contains($0.quad, point) }?.view
    }
}
