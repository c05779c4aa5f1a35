import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// Turns a ``PlaygroundFrame`` into a ``DrawList``: the playground's picture of
/// iOS touch delivery, as a pure function of the frame and the canvas size.
///
/// What it draws, back to front:
/// 1. every window and view as a filled quad (`screenQuad`, so transforms show)
///    in its background colour, with alpha multiplied down the tree, clipped by
///    ancestors with `clipsToBounds` when they are axis-aligned (a rotated
///    clipping ancestor does not clip: `pushClip` takes rectangles only);
///    hidden and fully transparent views as faint dashed outlines when
///    ``PlaygroundOptions/showsHiddenViews`` is on;
///    the scene's colours muted while a touch is explained, so that only the
///    highlights wear the colours that mean something (``PlaygroundStyle``);
///    controls' parts where the core's geometry puts them: a slider's track and
///    thumb, a switch's knob, a stepper's halves, a segmented control's
///    segments (``drawControlParts(of:quad:alpha:)``);
///    labels' texts, buttons' titles and table rows' titles small and muted
///    where no label of step 2 to 5 is, and scroll views' scroll indicators
///    (``placeContentTexts()``, ``drawScrollIndicators(of:box:quad:)``);
/// 2. the last touch sequence's hit-testing: the hit-test view outlined in
///    bold green, views that contained the point in teal, rejected views in
///    red dashes with the reason (``HitTestVerdict``) as a chip, each verdict
///    marked with its touch's number when several touches were hit-tested;
///    the first touch's visit order as numbered charcoal squares joined by a
///    dotted path; the selected view in a neutral halo;
/// 3. the responder chain from the first touch's hit-test view: numbered blue
///    circles joined by arrows through the views, continuing into the rail,
///    where the controllers, window, application and app delegate are
///    numbered chips; the responder that consumed each phase is tagged in
///    orange (``TouchSequenceAnalysis/handlings``), and under the chain what
///    became of that touch's phases (``DeliverySummary``); a nil-target
///    action's own path from the first responder (``ActionDelivery``) below
///    it, the first responder chipped on the device;
/// 4. gesture recognizers as chips on their views with their live state, and
///    controls' states;
/// 5. fingers as circles numbered like the trace's touches, with their trails.
///
///    Labels (names, tags, badges, chips) never cover each other or a finger
///    and never leave the device's frame: a view hit-testing visited or the
///    chain runs through whose label nearly fits has it jut out of the view
///    a little, and one that has no room for it gets a callout box with a
///    leader line (``drawLabels(important:)``). The device can be
///    zoomed and panned (``DeviceZoom``);
/// 6.–8. the right-hand column's panels, each drawing itself in the
///    rectangle the layout gave it, in ``PlaygroundColumn/panels``' order:
///    the log panel (``LogPanel``): the ``TraceFormatter`` lines of ``PlaygroundFrame/log``,
///    coloured by ``TraceLineCategory``, scrolled to the end or back by
///    ``PlaygroundFrame/logScroll`` lines;
///    the timeline panel under the log (``TimelinePanel``, ``TouchTimeline``), when shown;
///    the selection panel (``SelectionPanel``): why it did or did not get the last touch
///    (``DeliveryExplanation``), its inspector and handler inventory
///    (``ViewInspection``) and its responder chain;
/// 9. a footer hint, the host's notice and, when asked for, the help overlay;
///    the lesson card above the log and, while a script plays, a banner on
///    the device (``LessonCardPanel``, ``drawPlaybackBanner()``); the simulated fingers previewed;
/// 10. under the pointer, the whole of any text drawn shortened
///     (``ClassNameAbbreviation``, or cut with an ellipsis at its `maxWidth`).
///
/// Paused (``PlaygroundFrame/stepCursor``), steps 2, 3, 7 and 8 read only the
/// records up to the cursor.
///
/// Deterministic: no clocks, no randomness, no font metrics (widths are
/// estimated by ``PlaygroundStyle/estimatedWidth(of:size:)``).
package struct PlaygroundRenderer {
    let frame: PlaygroundFrame
    /// The frame's one layout pass; what drawing finds out (the exploded
    /// layers) is added to it, and the controller keeps it for the next input.
    var screen: PlaygroundScreenLayout
    let layout: PlaygroundLayout
    let analysis: TouchSequenceAnalysis
    var list: DrawList
    /// Every view of every window in drawing order, each with its number of
    /// subviews, read before the first is drawn: holding each view strongly
    /// for the renderer's life, which ``drawn`` refers to unowned.
    var views: [(view: UIView, subviews: Int)] = []
    /// Every view of every window in drawing order (back to front), visible or
    /// not, with its quad on the canvas and the clip it is drawn under.
    var drawn: [DrawnView] = []
    /// What drawing asks of a view's class, kept for the next view of that class.
    var classTraits = ViewClassTraits.Cache()
    /// Each view's position in ``drawn`` by identity, to map trace subjects
    /// back to views.
    var drawnIndex = ViewPositionIndex()
    /// Whether some view was drawn twice (a window that is also another view's
    /// subview): its last drawing then answers for it everywhere, as the
    /// identity-keyed tables this replaced answered.
    var drawsSomeViewTwice = false
    /// The responder chain from the first hit-test view (the rail's,
    /// ``ResponderChainPanel/chain``).
    var chain: [UIResponder] { screen.rail.chain }
    /// Where each view's chain badge was drawn, by chain position.
    var badgeCenters: [Int: CGPoint] = [:]
    /// Where the labels' words sit on their plates (names, chips, visit
    /// tags): what an arrowhead drawn over the labels must keep clear of.
    var textPlates: [CGRect] = []
    /// Callouts' leader lines, put under every label with the chain's arrows.
    var leaders: [DrawCommand] = []
    /// Label rectangles already placed, so names of views sharing a corner stack.
    var occupied = LabelGrid()
    /// Text drawn shortened on purpose (an abbreviated class name), with
    /// where it was drawn: the tooltip shows the whole text there.
    var shortened: [(order: Int, rect: CGRect, whole: String)] = []
    /// Where each visit tag was drawn, by visit number, for the dotted path.
    var visitTagCenters: [Int: CGPoint] = [:]
    /// Where the device's commands end in ``list`` (the rail and panels follow).
    var deviceCommandsEnd = 0
    /// The boxes of the views with must-show labels, by position in ``drawn``.
    var frontBoxes: [(position: Int, box: CGRect)] = []
    /// ``frontBoxes`` binned by place, for the labels' searches.
    var frontBoxIndex = FrontBoxIndex()
    /// The footer's layout (``footerLayout()``) when its room was reserved
    /// before the labels, kept for drawing it: its words are wrapped once a
    /// frame, not twice.
    var footer: FooterLayout?
    /// Callouts drawn or searched among the views so far (``calloutBudget``).
    var calloutsUsed = 0
    /// Every shown view's face (``faceBoxes()``), found at the first callout
    /// that asks.
    var viewFaces: [(rect: CGRect, position: Int)]?
    /// ``viewFaces`` binned for the callout searches, made at the first that needs them.
    var faceObstacles: CalloutObstacles?
    /// The views' own texts, noted while they are drawn and placed after
    /// the labels (``placeContentTexts()``).
    var contentTexts: [ContentText] = []
    /// Whether a touch is being explained (a hit-test shown or a finger on
    /// the device): the scene's colours are then muted (``PlaygroundStyle/muted(_:)``).
    let mutesScene: Bool

    /// The display list for `frame` on a canvas of `canvasSize` points.
    ///
    /// `mutingScene`, when given, mutes the scene's colours or not whatever
    /// the frame says (``mutesScene(for:)``): muted, the list begins with the
    /// stable prefix the next frame will have once a touch starts being
    /// explained (the views' own texts, which move with the touch's labels,
    /// come after it), so a window can paint that prefix ahead of time.
    package static func drawList(for frame: PlaygroundFrame, canvasSize: CGSize, mutingScene: Bool? = nil) -> DrawList {
        render(frame, canvasSize: canvasSize, mutingScene: mutingScene).list
    }

    /// The display list for `frame`, and the screen layout it was drawn from,
    /// which the controller hit-tests the user's next input against.
    package static func render(_ frame: PlaygroundFrame, canvasSize: CGSize, mutingScene: Bool? = nil)
        -> (list: DrawList, screen: PlaygroundScreenLayout)
    {
        var renderer = PlaygroundRenderer(frame: frame, canvasSize: canvasSize, mutesScene: mutingScene)
        renderer.drawAll()
        return (renderer.list, renderer.screen)
    }

    /// Whether `frame` mutes the scene's colours: while a touch is explained,
    /// a hit-test shown or a finger on the device.
    package static func mutesScene(for frame: PlaygroundFrame) -> Bool {
        !frame.fingers.isEmpty || !TouchSequenceAnalysis(records: frame.shownSequence).visitOrder.isEmpty
    }

    init(frame: PlaygroundFrame, canvasSize: CGSize, mutesScene: Bool? = nil) {
        self.frame = frame
        let screen = PlaygroundScreenLayout(frame: frame, canvasSize: canvasSize)
        self.screen = screen
        self.layout = screen.layout
        self.analysis = screen.analysis
        self.mutesScene = mutesScene ?? (!analysis.visitOrder.isEmpty || !frame.fingers.isEmpty)
        self.list = DrawList(size: canvasSize, background: PlaygroundStyle.background)
    }

    mutating func drawAll() {
        let deviceStart = list.commands.count
        drawDeviceBackdrop()
        let zoomed = !layout.zoom.isFit
        if zoomed { list.append(.pushClip(layout.viewportRect)) }
        drawWindows()
        // The scene's views repeat from frame to frame until the scene changes
        // or a touch starts or stops being explained (which mutes them).
        list.stablePrefixCount = list.commands.count
        drawHitTestOutlines()
        drawSelectionOutline()
        // Labels in order of importance, each clear of those before it.
        reserveFingers()
        if layout.zoom.isFit { reserveHeadingAndFooter() }
        let pathIndex = list.commands.count
        drawLabels(important: true)
        drawControlStates()
        drawRecognizers()
        drawLabels(important: false)
        list.commands.insert(contentsOf: leaders, at: pathIndex)
        drawChainArrows(under: pathIndex)
        drawVisitPath(under: pathIndex)
        drawFingerTrails(under: pathIndex)
        placeContentTexts()
        drawFingers()
        drawFingerPreview()
        if zoomed { list.append(.popClip) }
        if let camera = frame.options.exploded {
            drawExploded(replacingFrom: deviceStart, camera: camera)
            list.stablePrefixCount = 0
        }
        drawPlaybackBanner()
        deviceCommandsEnd = list.commands.count
        list.primaryCommandCount = deviceCommandsEnd
        if let hierarchy = screen.hierarchyPanel { draw(hierarchy, in: hierarchy.geometry.panel) }
        draw(screen.rail, in: layout.railRect)
        for (panel, rect) in screen.column { draw(panel, in: rect) }
        drawFooter()
        drawNotice()
        if frame.options.showsHelp { drawHelp() }
        drawTooltip()
        screen.shortenedTexts = shortened.map(\.whole)
        screen.labelPlacementWork = occupied.work.looks
    }

    /// Draws a panel in `rect`, handing it the list (moved, not
    /// copied) and the shortened texts, and taking them back.
    private mutating func draw(_ panel: any PlaygroundPanel, in rect: CGRect) {
        var canvas = PlaygroundPanelCanvas(list: list, shortened: shortened)
        list = DrawList(size: .zero)
        shortened = []
        panel.draw(in: rect, into: &canvas)
        list = canvas.list
        shortened = canvas.shortened
    }

    /// The first responder when the last nil-target action was sent, to be
    /// marked on the device: where that action's search began (SPEC C5).
    var actionFirstResponder: TraceSubject? {
        guard let last = ActionDelivery.all(in: frame.shownSequence).last else { return nil }
        return ActionDelivery.firstResponder(
            at: last.record, in: frame.shownSequence, live: frame.application.firstResponder?.traceSubject)
    }

    // MARK: Shared drawing helpers

    /// A pill-shaped label (``TouchDisplayList/DrawList/pill(_:at:size:text:fill:maxWidth:)``),
    /// its rectangle kept clear of the arrowheads drawn over the labels.
    @discardableResult
    mutating func pill(
        _ text: String, at origin: CGPoint, size: CGFloat, text textColor: DrawColor,
        fill: DrawColor, maxWidth: CGFloat? = nil
    ) -> CGRect {
        let rect = list.pill(text, at: origin, size: size, text: textColor, fill: fill, maxWidth: maxWidth)
        textPlates.append(rect)
        return rect
    }

    /// The view drawn with identity `id`, if it was drawn.
    func drawnView(_ id: ObjectIdentifier) -> DrawnView? {
        drawnIndex[id].map { drawn[$0] }
    }

    /// Where in ``drawn`` the view drawn at `position` is described as every
    /// later step sees it: `position` itself, unless the view was drawn again later.
    func latestDrawing(_ position: Int) -> Int {
        drawsSomeViewTwice ? drawnIndex[ObjectIdentifier(drawn[position].view)]! : position
    }

    /// The axis-aligned bounding box of a quad: the smallest and largest
    /// coordinates, compared as `min()` and `max()` compare them, without
    /// their arrays.
    static func bounds(of quad: [CGPoint]) -> CGRect {
        guard let first = quad.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in quad.dropFirst() {
            if point.x < minX { minX = point.x }
            if maxX < point.x { maxX = point.x }
            if point.y < minY { minY = point.y }
            if maxY < point.y { maxY = point.y }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a quad (clockwise from the top-left) is an axis-aligned rectangle.
    static func isAxisAligned(_ quad: [CGPoint]) -> Bool {
        guard quad.count == 4 else { return false }
        let epsilon: CGFloat = 0.001
        return abs(quad[0].y - quad[1].y) < epsilon && abs(quad[1].x - quad[2].x) < epsilon
            && abs(quad[2].y - quad[3].y) < epsilon && abs(quad[3].x - quad[0].x) < epsilon
    }
}
