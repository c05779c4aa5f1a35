import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI

/// Zooming and panning the device canvas so a small view can be inspected:
/// the zoom is a pure value, and the layout maps points both ways through it,
/// so a click still lands on the view drawn under it.
@Suite struct DeviceZoomTests {
    let canvas = CGSize(width: 1280, height: 860)
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    @Test func fitShowsTheWholeDeviceAsWithoutZoom() {
        let plain = PlaygroundLayout(canvasSize: canvas, screenRect: screen)
        #expect(DeviceZoom.fit.isFit)
        #expect(plain.deviceRect == plain.viewportRect)
        #expect(plain.zoom == .fit)
    }

    @Test func zoomKeepsThePointUnderThePointer() {
        let plain = PlaygroundLayout(canvasSize: canvas, screenRect: screen)
        let pointer = plain.canvasPoint(fromScreen: CGPoint(x: 300, y: 700))
        var zoom = DeviceZoom()
        zoom.zoom(by: 4, around: pointer, in: plain.viewportRect)
        #expect(zoom.scale == 4)
        let zoomed = PlaygroundLayout(canvasSize: canvas, screenRect: screen, zoom: zoom)
        let under = zoomed.screenPoint(fromCanvas: pointer)
        #expect(abs(under.x - 300) < 0.001 && abs(under.y - 700) < 0.001)
        #expect(abs(zoomed.scale - plain.scale * 4) < 0.0001)
        // The frame stays where it was; the zoomed device covers it.
        #expect(zoomed.viewportRect == plain.viewportRect)
        #expect(zoomed.deviceRect.contains(zoomed.viewportRect))
        // Round trip through the zoomed layout.
        let point = CGPoint(x: 123, y: 456)
        let back = zoomed.screenPoint(fromCanvas: zoomed.canvasPoint(fromScreen: point))
        #expect(abs(back.x - point.x) < 0.001 && abs(back.y - point.y) < 0.001)
    }

    @Test func zoomAndPanAreClampedToTheDevice() {
        let viewport = CGRect(x: 100, y: 50, width: 300, height: 600)
        var zoom = DeviceZoom()
        zoom.zoom(by: 0.5, around: CGPoint(x: 200, y: 200), in: viewport)
        #expect(zoom == .fit)  // never smaller than fitted
        zoom.zoom(by: 1000, around: CGPoint(x: 200, y: 200), in: viewport)
        #expect(zoom.scale == DeviceZoom.maximumScale)
        zoom.pan(by: CGPoint(x: 1e9, y: 1e9), in: viewport)
        #expect(zoom.offset == .zero)  // the device's corner stays on the frame's
        zoom.pan(by: CGPoint(x: -1e9, y: -1e9), in: viewport)
        let content = zoom.contentRect(for: viewport)
        #expect(abs(content.maxX - viewport.maxX) < 0.001 && abs(content.maxY - viewport.maxY) < 0.001)
        zoom.zoom(by: .nan, around: CGPoint(x: 200, y: 200), in: viewport)
        #expect(zoom.scale == DeviceZoom.maximumScale)
        zoom.fitAll()
        #expect(zoom == .fit)
    }

    /// A 51 × 31 switch zoomed four times is drawn four times larger, inside
    /// the device's frame (clipped to it), with its label.
    @Test func zoomedDeviceIsClippedToItsFrame() {
        let app = UIApplication()
        let window = UIWindow(frame: screen)
        app.addWindow(window)
        window.makeKeyAndVisible()
        let toggle = UISwitch(frame: CGRect(x: 300, y: 700, width: 51, height: 31))
        toggle.name = "Switch"
        window.addSubview(toggle)
        let session = PlaygroundSession(application: app)
        session.handle(.touches([TouchSample(finger: 1, phase: .down, location: CGPoint(x: 320, y: 715))], timestamp: 0))
        session.handle(.touches([TouchSample(finger: 1, phase: .up, location: CGPoint(x: 320, y: 715))], timestamp: 0.05))
        var frame = session.frame(options: PlaygroundOptions())
        let plain = PlaygroundLayout(canvasSize: canvas, application: app)
        var zoom = DeviceZoom()
        zoom.zoom(by: 4, around: plain.canvasPoint(fromScreen: CGPoint(x: 325, y: 715)), in: plain.viewportRect)
        frame.deviceZoom = zoom
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvas)
        #expect(list.commands.contains(.pushClip(plain.viewportRect)))
        let zoomed = PlaygroundLayout(canvasSize: canvas, application: app, zoom: zoom)
        let quad = toggle.screenQuad.map(zoomed.canvasPoint(fromScreen:))
        #expect(abs((quad[1].x - quad[0].x) - 51 * plain.scale * 4) < 0.001)
        #expect(
            list.commands.contains(.strokePolygon(quad, color: PlaygroundStyle.hitColor, style: .solid(PlaygroundStyle.hitOutlineWidth))))
        #expect(list.texts.contains("Switch"))
        #expect(list.texts.contains("Device ×4"))
    }
}
