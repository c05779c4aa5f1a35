import Foundation
import TouchCore

/// Where the playground's parts go on a canvas, and how screen points map onto it.
///
/// The device area (the windows' screen rectangle, scaled to fit and centred)
/// is on the left; the responder rail and the log panel are on the right;
/// the hierarchy panel, when shown, left of the device or at the bottom of
/// the log's column. The
/// device is drawn at scale 1 when it fits, smaller when it does not, and at
/// most 2× larger. The same value converts the host's pointer positions back to
/// screen points, so a click lands on the view drawn under it.
///
/// A ``DeviceZoom`` magnifies the device inside its frame: the frame
/// (``viewportRect``) stays where the fitted device is, and ``deviceRect`` and
/// ``scale`` (which map points both ways) follow the zoom.
package struct PlaygroundLayout: Hashable, Sendable {
    package var canvasSize: CGSize
    /// The screen rectangle the windows cover, in screen points.
    package var screenRect: CGRect
    /// Where `screenRect` is drawn, in canvas points: the viewport itself
    /// when the zoom fits, larger (and only partly visible) when zoomed in.
    package var deviceRect: CGRect
    /// The device's frame on the canvas: everything drawn on the device stays inside it.
    package var viewportRect: CGRect
    /// Canvas points per screen point.
    package var scale: CGFloat
    package var zoom: DeviceZoom
    package var railRect: CGRect
    /// The right-hand column's panels' room (less the hierarchy panel's, when that is at its bottom).
    package var logRect: CGRect
    /// The hierarchy panel, when it is shown: left of the device, or at the
    /// bottom of the right-hand column on a canvas too narrow for it there
    /// (``hierarchyBesideDevice``).
    package var hierarchyRect: CGRect?
    /// Whether the hierarchy panel stands left of the device (`false`: in the
    /// right-hand column, or not shown).
    package var hierarchyBesideDevice: Bool
    /// The room the device may take (the exploded view takes all of it).
    package var deviceBox: CGRect

    /// The least width the device keeps beside the hierarchy panel: a
    /// 390-point phone drawn at half size, where a name of 12 characters
    /// still fits on a full-width row.
    package static let minimumDeviceWidthBesideHierarchy: CGFloat = 200
    /// The share of the right-hand column the hierarchy panel takes at its
    /// bottom when the canvas is too narrow to hold it beside the device.
    package static let hierarchyColumnShare: CGFloat = 0.4

    /// `hierarchyWidth` makes room for the hierarchy panel (0: none): at the
    /// left, taking its width from the log's share too, so the device keeps
    /// its room; or, when the device would then be narrower than
    /// ``minimumDeviceWidthBesideHierarchy`` (a 900-point canvas left it 87
    /// points, its names cut), at the bottom of the right-hand column, as
    /// wide as the column, which scrolls its rows.
    ///
    /// A ``PlaygroundLayoutKind/slide`` gives the device the canvas's whole
    /// height and the column what is left beside it and a narrower rail (at
    /// least ``PlaygroundStyle/minimumSlideColumnWidth``, for the timeline);
    /// a slide has no hierarchy panel.
    ///
    /// `footerHeight` is the room under the device for the footer: 32 points
    /// (two lines), more for a still picture whose fidelity words need it.
    package init(
        canvasSize: CGSize, screenRect: CGRect, zoom: DeviceZoom = .fit, hierarchyWidth: CGFloat = 0,
        kind: PlaygroundLayoutKind = .standard, footerHeight: CGFloat = 32
    ) {
        let margin = PlaygroundStyle.margin
        self.canvasSize = canvasSize
        self.screenRect = screenRect.isEmpty ? CGRect(x: 0, y: 0, width: 390, height: 844) : screenRect
        let railWidth = kind == .slide ? PlaygroundStyle.slideRailWidth : PlaygroundStyle.railWidth
        let screenSize = self.screenRect.size
        func logWidth(besideHierarchy width: CGFloat) -> CGFloat {
            switch kind {
            case .standard:
                // The hierarchy panel's width comes out of the log's share too, so the device keeps its room.
                return max(PlaygroundStyle.minimumLogWidth, (canvasSize.width - width) * PlaygroundStyle.logShare)
            case .slide:
                let fullHeight = max(1, canvasSize.height - 2 * margin - 18 - footerHeight)
                let deviceWidth = screenSize.width * min(2, fullHeight / screenSize.height)
                return max(
                    PlaygroundStyle.minimumSlideColumnWidth, canvasSize.width - deviceWidth - railWidth - 4 * margin - width)
            }
        }
        func deviceWidth(besideHierarchy width: CGFloat) -> CGFloat {
            let rightWidth = railWidth + logWidth(besideHierarchy: width) + margin
            return canvasSize.width - rightWidth - 3 * margin - (width > 0 ? width + margin : 0)
        }
        let beside = hierarchyWidth > 0 && deviceWidth(besideHierarchy: hierarchyWidth) >= Self.minimumDeviceWidthBesideHierarchy
        hierarchyBesideDevice = beside
        let besideWidth = beside ? hierarchyWidth : 0
        let logWidth = logWidth(besideHierarchy: besideWidth)
        let rightWidth = railWidth + logWidth + margin
        let leftWidth = beside ? hierarchyWidth + margin : 0
        hierarchyRect =
            beside ? CGRect(x: margin, y: margin, width: hierarchyWidth, height: max(1, canvasSize.height - 2 * margin)) : nil
        let deviceBox = CGRect(
            x: margin + leftWidth, y: margin + 18,
            width: max(1, canvasSize.width - rightWidth - 3 * margin - leftWidth),
            // 18 points above for the "Device" heading, the footer's below.
            height: max(1, canvasSize.height - 2 * margin - 18 - footerHeight))
        let fit = min(deviceBox.width / self.screenRect.width, deviceBox.height / self.screenRect.height)
        let fittedScale = max(0.05, min(2, fit))
        let size = CGSize(width: self.screenRect.width * fittedScale, height: self.screenRect.height * fittedScale)
        viewportRect = CGRect(
            x: deviceBox.minX + (deviceBox.width - size.width) / 2, y: deviceBox.minY,
            width: size.width, height: size.height)
        self.deviceBox = deviceBox
        self.zoom = zoom
        deviceRect = zoom.contentRect(for: viewportRect)
        scale = fittedScale * zoom.scale
        let railX = max(viewportRect.maxX, deviceBox.maxX) + margin
        railRect = CGRect(x: railX, y: margin, width: railWidth, height: canvasSize.height - 2 * margin)
        let logX = railRect.maxX + margin
        let column = CGRect(
            x: logX, y: margin, width: max(1, canvasSize.width - logX - margin),
            height: canvasSize.height - 2 * margin)
        logRect = column
        if hierarchyWidth > 0 && !beside {
            let height = (column.height * Self.hierarchyColumnShare).rounded()
            hierarchyRect = CGRect(x: column.minX, y: column.maxY - height, width: column.width, height: height)
            logRect = CGRect(
                x: column.minX, y: column.minY, width: column.width,
                height: max(1, column.height - height - PlaygroundStyle.panelSpacing))
        }
    }

    /// The layout for `application`'s windows: the union of the frames of its
    /// visible windows (all windows when none is visible).
    package init(
        canvasSize: CGSize, application: UIApplication, zoom: DeviceZoom = .fit, hierarchyWidth: CGFloat = 0,
        kind: PlaygroundLayoutKind = .standard, footerHeight: CGFloat = 32
    ) {
        let visible = application.windowsFrontToBack
        let windows = visible.isEmpty ? application.windows : visible
        let union = windows.map(\.frame).reduce(CGRect.null) { $0.union($1) }
        self.init(
            canvasSize: canvasSize, screenRect: union.isNull ? .zero : union, zoom: zoom, hierarchyWidth: hierarchyWidth,
            kind: kind, footerHeight: footerHeight)
    }

    /// The right-hand column split into the standard panels asking for
    /// these heights (`nil`: not showing), top to bottom: the lesson card, the
    /// log, the timeline, the selected view's panel — as
    /// ``PlaygroundColumn/layout(_:in:)`` shares the column out.
    package func panels(timelineHeight: CGFloat?, selectionHeight: CGFloat?, lessonHeight: CGFloat? = nil) -> PlaygroundPanels {
        let asked: [(panel: any PlaygroundColumnPanel.Type, height: CGFloat?)] = [
            (LessonCardPanel.self, lessonHeight), (LogPanel.self, 0), (TimelinePanel.self, timelineHeight),
            (SelectionPanel.self, selectionHeight),
        ]
        return PlaygroundColumn.layout(asked.compactMap { request in request.height.map { (request.panel, $0) } }, in: logRect)
    }

    /// A screen point on the canvas.
    package func canvasPoint(fromScreen point: CGPoint) -> CGPoint {
        CGPoint(
            x: deviceRect.minX + (point.x - screenRect.minX) * scale,
            y: deviceRect.minY + (point.y - screenRect.minY) * scale)
    }

    /// A canvas point (a pointer position) in screen points.
    package func screenPoint(fromCanvas point: CGPoint) -> CGPoint {
        CGPoint(
            x: screenRect.minX + (point.x - deviceRect.minX) / scale,
            y: screenRect.minY + (point.y - deviceRect.minY) / scale)
    }
}
