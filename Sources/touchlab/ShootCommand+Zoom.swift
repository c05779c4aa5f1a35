import Foundation
import TouchCore
import TouchPlaygroundUI
import TouchScenes

/// `touchlab shoot --zoom FACTOR --zoom-center VIEW-or-X,Y`: a picture of the
/// device magnified as the window's wheel magnifies it (``DeviceZoom``), so a
/// small control fills a slide.
extension ShootCommand {
    /// The zoom `--zoom FACTOR --zoom-center VIEW-or-X,Y` asks for: the view's
    /// centre on the screen as the picture is taken (it may have moved), or
    /// the screen point, or the screen's centre, in the middle of the device.
    @MainActor
    static func deviceZoom(
        _ factor: Double, center: String?, in world: SceneWorld, canvasSize: CGSize, kind: PlaygroundLayoutKind = .standard
    ) -> DeviceZoom {
        let layout = PlaygroundLayout(canvasSize: canvasSize, application: world.application, kind: kind)
        var point = CGPoint(x: layout.screenRect.midX, y: layout.screenRect.midY)
        if let center, let view = world.view(named: center) {
            let quad = view.screenQuad
            point = CGPoint(x: quad.map(\.x).reduce(0, +) / 4, y: quad.map(\.y).reduce(0, +) / 4)
        } else if let center, let screen = parsePoint(center) {
            point = screen
        }
        return DeviceZoom(scale: CGFloat(factor), centeredOn: layout.canvasPoint(fromScreen: point), in: layout.viewportRect)
    }

    /// `X,Y` as a point, each a finite number.
    static func parsePoint(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}
