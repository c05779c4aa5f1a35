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
/// column's panels (``panels``), the timeline's model and its track, the
/// hierarchy panel's rows and scroll. What only drawing finds out (where the
/// exploded view's layers landed) the renderer adds while it draws
/// (``explodedLayers``).
public struct PlaygroundScreenLayout {
    public let canvasSize: CGSize
    /// The device, the rail and the right-hand column.
    public let layout: PlaygroundLayout
    /// The right-hand column's panels.
    public let panels: PlaygroundPanels
    /// What the timeline panel draws, when it is shown.
    public let timeline: TouchTimeline?
    /// The hierarchy panel's rows, when it is shown.
    public let hierarchy: PlaygroundRenderer.HierarchyPanelGeometry?
    /// The selection panel's rows for the inspected view, wrapped to the
    /// panel's width (`nil` when no view is inspected).
    let selectionRows: [PlaygroundRenderer.SelectionRow]?
    /// How many rows the selection panel can scroll: those its height cut off.
    public let selectionOverflow: Int
    /// The hierarchy's rows before folding and searching (`nil` when the panel is hidden).
    let outline: HierarchyOutline?
    /// The shown records, read once for every part that explains them.
    let analysis: TouchSequenceAnalysis

    /// The exploded view's layers as drawn, frontmost last, for picking with
    /// the pointer (empty when the device is flat).
    public internal(set) var explodedLayers: [(quad: [CGPoint], view: UIView)] = []

    /// Where the views' own texts were drawn (a label's text, a button's
    /// title: ``PlaygroundRenderer/contentText(of:)``), by their origins: part
    /// of a view's face, which the chain's arrows and the visit path cross as
    /// they cross the view (``DrawListGeometryCheck``).
    public internal(set) var viewContentTexts: [CGPoint] = []

    /// What placing the frame's labels and callouts looked at
    /// (``LabelPlacementWork``): near-linear in the views, as a test checks.
    public internal(set) var labelPlacementWork = 0

    /// Lays `frame` out on a canvas of `canvasSize` points.
    public init(frame: PlaygroundFrame, canvasSize: CGSize) {
        self.canvasSize = canvasSize
        let layout = PlaygroundLayout(
            canvasSize: canvasSize, application: frame.application, zoom: frame.deviceZoom,
            hierarchyWidth: PlaygroundRenderer.hierarchyWidth(for: frame.options, canvasSize: canvasSize))
        self.layout = layout
        let analysis = TouchSequenceAnalysis(records: frame.shownSequence)
        self.analysis = analysis
        let timeline = PlaygroundRenderer.timeline(for: frame)
        self.timeline = timeline
        let selectionRows =
            frame.inspectedView == nil ? nil : PlaygroundRenderer.selectionRows(for: frame, width: layout.logRect.width - 20)
        self.selectionRows = selectionRows
        let panels = PlaygroundRenderer.panels(for: frame, layout: layout, timeline: timeline, selectionRows: selectionRows)
        self.panels = panels
        if let selectionRows, let panel = panels.selection {
            selectionOverflow = PlaygroundRenderer.selectionOverflow(selectionRows, height: panel.height)
        } else {
            selectionOverflow = 0
        }
        if layout.hierarchyRect != nil {
            let outline = HierarchyOutline(application: frame.application, analysis: analysis)
            self.outline = outline
            hierarchy = PlaygroundRenderer.hierarchyGeometry(outline: outline, frame: frame, layout: layout)
        } else {
            outline = nil
            hierarchy = nil
        }
    }

    /// Where the timeline's time axis runs, when the panel is shown.
    public var timelineTrack: CGRect? { panels.timeline.map(PlaygroundRenderer.timelineTrack(in:)) }

    /// The whole of each text the renderer drew shortened (an abbreviated
    /// class name), for the tooltip and ``DrawListGeometryCheck``.
    public internal(set) var shortenedTexts: [String] = []

    /// The view whose exploded layer is frontmost under a canvas point.
    public func explodedView(at point: CGPoint) -> UIView? {
        explodedLayers.last { ExplodedProjection.contains($0.quad, point) }?.view
    }
}
