import Foundation
import TouchCore

/// Where the playground's parts go on a canvas, and how screen points map onto it.
///
/// The device area (the windows' screen rectangle, scaled to fit and centred)
/// is on the left; the responder rail and the log panel are on the right. The
/// device is drawn at scale 1 when it fits, smaller when it does not, and at
/// most 2× larger. The same value converts the host's pointer positions back to
/// screen points, so a click lands on the view drawn under it.
///
/// A ``DeviceZoom`` magnifies the device inside its frame: the frame
/// (``viewportRect``) stays where the fitted device is, and ``deviceRect`` and
/// ``scale`` (which map points both ways) follow the zoom.
public struct PlaygroundLayout: Hashable, Sendable {
    public var canvasSize: CGSize
    /// The screen rectangle the windows cover, in screen points.
    public var screenRect: CGRect
    /// Where `screenRect` is drawn, in canvas points: the viewport itself
    /// when the zoom fits, larger (and only partly visible) when zoomed in.
    public var deviceRect: CGRect
    /// The device's frame on the canvas: everything drawn on the device stays inside it.
    public var viewportRect: CGRect
    /// Canvas points per screen point.
    public var scale: CGFloat
    public var zoom: DeviceZoom
    public var railRect: CGRect
    public var logRect: CGRect
    /// The hierarchy panel left of the device, when it is shown.
    public var hierarchyRect: CGRect?
    /// The room the device may take (the exploded view takes all of it).
    public var deviceBox: CGRect

    /// `hierarchyWidth` makes room for the hierarchy panel at the left (0: none).
    /// A ``PlaygroundLayoutKind/slide`` gives the device the canvas's whole
    /// height and the column what is left beside it and a narrower rail (at
    /// least ``PlaygroundStyle/minimumSlideColumnWidth``, for the timeline).
    ///
    /// `footerHeight` is the room under the device for the footer: 32 points
    /// (two lines), more for a still picture whose fidelity words need it.
    public init(
        canvasSize: CGSize, screenRect: CGRect, zoom: DeviceZoom = .fit, hierarchyWidth: CGFloat = 0,
        kind: PlaygroundLayoutKind = .standard, footerHeight: CGFloat = 32
    ) {
        let margin = PlaygroundStyle.margin
        self.canvasSize = canvasSize
        self.screenRect = screenRect.isEmpty ? CGRect(x: 0, y: 0, width: 390, height: 844) : screenRect
        let railWidth = kind == .slide ? PlaygroundStyle.slideRailWidth : PlaygroundStyle.railWidth
        let logWidth: CGFloat
        switch kind {
        case .standard:
            // The hierarchy panel's width comes out of the log's share too, so the device keeps its room.
            logWidth = max(PlaygroundStyle.minimumLogWidth, (canvasSize.width - hierarchyWidth) * PlaygroundStyle.logShare)
        case .slide:
            let fullHeight = max(1, canvasSize.height - 2 * margin - 18 - footerHeight)
            let deviceWidth = self.screenRect.width * min(2, fullHeight / self.screenRect.height)
            logWidth = max(
                PlaygroundStyle.minimumSlideColumnWidth, canvasSize.width - deviceWidth - railWidth - 4 * margin - hierarchyWidth)
        }
        let rightWidth = railWidth + logWidth + margin
        let leftWidth = hierarchyWidth > 0 ? hierarchyWidth + margin : 0
        hierarchyRect =
            hierarchyWidth > 0
            ? CGRect(x: margin, y: margin, width: hierarchyWidth, height: max(1, canvasSize.height - 2 * margin)) : nil
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
        logRect = CGRect(
            x: logX, y: margin, width: max(1, canvasSize.width - logX - margin),
            height: canvasSize.height - 2 * margin)
    }

    /// The layout for `application`'s windows: the union of the frames of its
    /// visible windows (all windows when none is visible).
    public init(
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
    public func panels(timelineHeight: CGFloat?, selectionHeight: CGFloat?, lessonHeight: CGFloat? = nil) -> PlaygroundPanels {
        let asked: [(panel: any PlaygroundColumnPanel.Type, height: CGFloat?)] = [
            (LessonCardPanel.self, lessonHeight), (LogPanel.self, 0), (TimelinePanel.self, timelineHeight),
            (SelectionPanel.self, selectionHeight),
        ]
        return PlaygroundColumn.layout(asked.compactMap { request in request.height.map { (request.panel, $0) } }, in: logRect)
    }

    /// A screen point on the canvas.
    public func canvasPoint(fromScreen point: CGPoint) -> CGPoint {
        CGPoint(
            x: deviceRect.minX + (point.x - screenRect.minX) * scale,
            y: deviceRect.minY + (point.y - screenRect.minY) * scale)
    }

    /// A canvas point (a pointer position) in screen points.
    public func screenPoint(fromCanvas point: CGPoint) -> CGPoint {
        CGPoint(
            x: screenRect.minX + (point.x - deviceRect.minX) / scale,
            y: screenRect.minY + (point.y - deviceRect.minY) / scale)
    }
}
