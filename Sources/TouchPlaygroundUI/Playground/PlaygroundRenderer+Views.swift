import Foundation
import TouchCore
import TouchDisplayList

/// Windows and views as coloured quads (see ``PlaygroundRenderer``, step 1).
extension PlaygroundRenderer {
    /// The device's heading, with the zoom when zoomed in.
    var deviceHeading: String {
        layout.zoom.isFit ? "Device" : "Device ×\(TraceFormatter.number(layout.zoom.scale))"
    }

    mutating func drawDeviceBackdrop() {
        list.text(
            deviceHeading,
            at: CGPoint(x: layout.viewportRect.minX, y: layout.viewportRect.minY - 18),
            size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        list.fill(layout.viewportRect.insetBy(dx: -3, dy: -3), DrawColor(red: 44, green: 44, blue: 46))
    }

    mutating func drawWindows() {
        let visible = frame.application.windowsFrontToBack
        // Hidden windows first (they are skipped by hit-testing, SPEC W2), then
        // visible ones back to front.
        let roots =
            frame.application.windows.filter { window in !visible.contains { $0 === window } }.map { ($0, true) }
            + visible.reversed().map { ($0, false) }
        // Every view in drawing order with its number of subviews, read once:
        // the count also reserves room for every view and, roughly, the
        // commands of the whole frame (two or three per view, a few hundred
        // for the panels), so neither array is copied again and again as it
        // grows. They are kept (``views``) for the drawn views' sake.
        var tree: [(view: UIView, subviews: Int)] = []
        for (window, _) in roots { Self.collect(window, into: &tree) }
        defer { views = tree }
        drawn.reserveCapacity(tree.count)
        list.commands.reserveCapacity(list.commands.count + 3 * tree.count + 512)
        var next = 0
        for (window, underHidden) in roots {
            // The chain of geometry that maps views onto the screen starts
            // with the window's own superviews (normally none).
            var geometry: [ViewGeometry] = []
            var ancestor = window.superview
            while let view = ancestor {
                geometry.insert(ViewGeometry(view), at: 0)
                ancestor = view.superview
            }
            drawView(tree, &next, inheritedAlpha: 1, underHidden: underHidden, clip: nil, geometry: &geometry)
        }
        indexDrawnViews()
    }

    /// Appends `view` and its subtree to `tree` in drawing order, each with
    /// its number of subviews. (A function of its own rather than a closure
    /// over `tree`: a captured variable is checked for exclusive access at
    /// run time, once per view.)
    private static func collect(_ view: UIView, into tree: inout [(view: UIView, subviews: Int)]) {
        let subviews = view.subviews
        tree.append((view, subviews.count))
        for subview in subviews { collect(subview, into: &tree) }
    }

    /// Draws `tree[next]` and its subtree, which follow it, moving `next`
    /// past them; `geometry` holds the view's ancestors' geometry, the root
    /// first, and is left as found.
    private mutating func drawView(
        _ tree: [(view: UIView, subviews: Int)], _ next: inout Int, inheritedAlpha: CGFloat, underHidden: Bool,
        clip: CGRect?, geometry: inout [ViewGeometry]
    ) {
        let view = tree[next].view, subviews = tree[next].subviews
        next += 1
        let alpha = inheritedAlpha * max(0, min(1, view.alpha))
        // Skipped as hit-testing skips it (SPEC H1, by the application's threshold): a
        // view drawn nearly invisible by its ancestors' alpha is still hittable, and is
        // drawn faint, not dashed.
        let hidden = underHidden || view.isHidden || view.isTooTransparentToHit
        geometry.append(ViewGeometry(view))
        defer { geometry.removeLast() }
        var quad = ViewGeometry.screenQuad(of: geometry)
        for corner in quad.indices { quad[corner] = layout.canvasPoint(fromScreen: quad[corner]) }
        let box = Self.bounds(of: quad)
        let own = fillColor(of: view, alpha: alpha)
        let position = drawn.count
        // Asked of its class, once (a cast walks the class's superclasses).
        let traits = classTraits.traits(of: view)
        let isControl = traits.isControl
        drawn.append(
            DrawnView(
                view: view, quad: quad, box: box, edges: Edges(box), clip: clip, isHidden: hidden, name: view.traceSubject.name,
                hasRecognizers: !hidden && !(view.gestureRecognizers?.isEmpty ?? true), isControl: !hidden && isControl,
                isOpaque: !hidden && own.alpha >= 128 && Self.isAxisAligned(quad), subtreeEnd: position))
        defer { drawn[position].subtreeEnd = drawn.count - 1 }
        if hidden {
            if frame.options.showsHiddenViews {
                list.strokePolygon(quad, PlaygroundStyle.hiddenOutline, width: 1, dash: [5, 4])
            }
        } else {
            let fill = mutesScene ? PlaygroundStyle.muted(own) : own
            let outline = Self.layerOutline(of: view, quad: quad)
            if fill.alpha > 0 { list.fillPolygon(outline, fill) }
            list.strokePolygon(outline, PlaygroundStyle.viewOutline.withAlpha(UInt8(110 * max(0.3, alpha))), width: 1)
            if isControl { drawControlParts(of: view, quad: quad, alpha: alpha) }
            if traits.mayShowText { noteContentText(of: view, at: drawn.count - 1, alpha: alpha, quad: quad) }
        }
        var childClip = clip
        let clips = view.clipsToBounds && Self.isAxisAligned(quad)
        if clips {
            childClip = clip.map { $0.intersection(box) } ?? box
            list.append(.pushClip(box))
        }
        for _ in 0..<subviews {
            drawView(tree, &next, inheritedAlpha: alpha, underHidden: hidden, clip: childClip, geometry: &geometry)
        }
        if !hidden, traits.isScrollView, let scrollView = view as? UIScrollView {
            drawScrollIndicators(of: scrollView, box: box, quad: quad)
        }
        if !hidden { drawLayerBorder(of: view, quad: quad, alpha: alpha) }
        if clips { list.append(.popClip) }
    }

    /// Indexes ``drawn`` by identity. A view drawn a second time (a window that
    /// is also another view's subview) answers with its latest drawing,
    /// counted as hidden if either drawing was, and keeps its earlier clip
    /// when the latest has none.
    private mutating func indexDrawnViews() {
        drawnIndex = ViewPositionIndex(capacity: drawn.count)
        for position in drawn.indices {
            let id = ObjectIdentifier(drawn[position].view)
            guard let earlier = drawnIndex.updateValue(position, forKey: id) else { continue }
            drawsSomeViewTwice = true
            drawn[position].isHidden = drawn[position].isHidden || drawn[earlier].isHidden
            drawn[position].clip = drawn[position].clip ?? drawn[earlier].clip
        }
    }

    /// The view's background colour with the alpha it is composited with; a
    /// window without a colour is drawn white, like the default iOS backdrop.
    private func fillColor(of view: UIView, alpha: CGFloat) -> DrawColor {
        guard let color = view.backgroundColor else {
            return view is UIWindow ? PlaygroundStyle.windowFill.withAlpha(UInt8(255 * alpha)) : .clear
        }
        return Self.drawColor(color, alpha: alpha)
    }

    static func drawColor(_ color: UIColor, alpha: CGFloat) -> DrawColor {
        @inline(__always)
        func channel(_ value: CGFloat) -> UInt8 { PlaygroundStyle.channel(Double(value * 255)) }
        return DrawColor(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
            alpha: channel(color.alpha * alpha))
    }

    /// Whether a view's colour, as drawn, is dark enough that its name reads
    /// better in white (never while muted: muting lightens every colour).
    func isDark(_ view: UIView) -> Bool {
        Self.isDark(view, mutesScene: mutesScene)
    }

    /// ``isDark(_:)`` as a static function, for loops in mutating methods
    /// (see ``visibleBox(_:within:)``).
    static func isDark(_ view: UIView, mutesScene: Bool) -> Bool {
        guard !mutesScene, let color = view.backgroundColor, color.alpha * view.alpha > 0.5 else { return false }
        return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue < 0.5
    }
}
