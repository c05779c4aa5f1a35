import Foundation
import TouchCore

/// Windows and views as coloured quads (see ``PlaygroundRenderer``, step 1).
extension PlaygroundRenderer {
    mutating func drawDeviceBackdrop() {
        list.text(
            "Device", at: CGPoint(x: layout.deviceRect.minX, y: layout.deviceRect.minY - 18),
            size: PlaygroundStyle.panelTitleSize, PlaygroundStyle.viewName)
        list.fill(layout.deviceRect.insetBy(dx: -3, dy: -3), DrawColor(red: 44, green: 44, blue: 46))
    }

    mutating func drawWindows() {
        let visible = frame.application.windowsFrontToBack
        // Hidden windows first (they are skipped by hit-testing, SPEC W2), then
        // visible ones back to front.
        for window in frame.application.windows where !visible.contains(where: { $0 === window }) {
            drawView(window, inheritedAlpha: 1, underHidden: true, clip: nil)
        }
        for window in visible.reversed() {
            drawView(window, inheritedAlpha: 1, underHidden: false, clip: nil)
        }
    }

    private mutating func drawView(_ view: UIView, inheritedAlpha: CGFloat, underHidden: Bool, clip: CGRect?) {
        let id = ObjectIdentifier(view)
        views[id] = view
        drawOrder.append(view)
        let alpha = inheritedAlpha * max(0, min(1, view.alpha))
        let hidden = underHidden || view.isHidden || alpha < TouchConstants.minimumHittableAlpha
        let quad = view.screenQuad.map(layout.canvasPoint(fromScreen:))
        quads[id] = quad
        if let clip { clipOf[id] = clip }
        if hidden {
            hiddenViews.insert(id)
            if frame.options.showsHiddenViews {
                list.strokePolygon(quad, PlaygroundStyle.hiddenOutline, width: 1, dash: [5, 4])
            }
        } else {
            let fill = fillColor(of: view, alpha: alpha)
            if fill.alpha > 0 { list.fillPolygon(quad, fill) }
            list.strokePolygon(quad, PlaygroundStyle.viewOutline.withAlpha(UInt8(110 * max(0.3, alpha))), width: 1)
        }
        var childClip = clip
        let clips = view.clipsToBounds && Self.isAxisAligned(quad)
        if clips {
            let own = Self.bounds(of: quad)
            childClip = clip.map { $0.intersection(own) } ?? own
            list.append(.pushClip(own))
        }
        for subview in view.subviews {
            drawView(subview, inheritedAlpha: alpha, underHidden: hidden, clip: childClip)
        }
        if clips { list.append(.popClip) }
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
        func channel(_ value: CGFloat) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return DrawColor(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
            alpha: channel(color.alpha * alpha))
    }

    /// Whether a view's own colour is dark enough that its name reads better in white.
    func isDark(_ view: UIView) -> Bool {
        guard let color = view.backgroundColor, color.alpha * view.alpha > 0.5 else { return false }
        return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue < 0.5
    }
}
