import Foundation

/// How far the device canvas is zoomed in and where it is panned to, so that a
/// small view (a 51 × 31 switch) can be inspected: a pure value the host changes
/// with the wheel, a drag and a key, and ``PlaygroundLayout`` applies.
///
/// The zoom is relative to the fitted device (``PlaygroundLayout/viewportRect``):
/// at ``scale`` 1 the whole screen fits, as without zoom. ``offset`` is where
/// the zoomed screen's top-left corner is, in canvas points from the
/// viewport's top-left corner; it is kept so the zoomed screen always covers
/// the viewport (no empty band appears beside it).
package struct DeviceZoom: Hashable, Sendable {
    /// Canvas points per fitted canvas point: 1 (fit) to ``maximumScale``.
    package private(set) var scale: CGFloat
    /// The zoomed screen's top-left corner relative to the viewport's, in canvas points (never positive).
    package private(set) var offset: CGPoint

    package static let maximumScale: CGFloat = 16
    /// The whole device fitted into its viewport.
    package static let fit = DeviceZoom()

    package init() {
        scale = 1
        offset = .zero
    }

    /// Zoomed in `scale` times (clamped to 1 ... ``maximumScale``) with the
    /// canvas point `center` of the fitted device `viewport` in the middle of
    /// the viewport, as near as the clamp allows: a picture of one small
    /// control (`touchlab shoot --zoom`).
    package init(scale: CGFloat, centeredOn center: CGPoint, in viewport: CGRect) {
        self.init()
        guard scale.isFinite, center.x.isFinite, center.y.isFinite else { return }
        self.scale = max(1, min(Self.maximumScale, scale))
        offset = CGPoint(
            x: viewport.width / 2 - (center.x - viewport.minX) * self.scale,
            y: viewport.height / 2 - (center.y - viewport.minY) * self.scale)
        clamp(in: viewport)
    }

    /// Whether the whole device shows.
    package var isFit: Bool { scale == 1 }

    /// Where the screen is drawn when the fitted device is `viewport`.
    package func contentRect(for viewport: CGRect) -> CGRect {
        CGRect(
            x: viewport.minX + offset.x, y: viewport.minY + offset.y,
            width: viewport.width * scale, height: viewport.height * scale)
    }

    /// Zooms by `factor` (above 1 in, below 1 out) keeping the canvas point
    /// `anchor` (the pointer) over the same spot of the screen; clamped to
    /// 1 ... ``maximumScale``.
    package mutating func zoom(by factor: CGFloat, around anchor: CGPoint, in viewport: CGRect) {
        guard factor.isFinite, factor > 0, anchor.x.isFinite, anchor.y.isFinite else { return }
        let newScale = max(1, min(Self.maximumScale, scale * factor))
        let content = contentRect(for: viewport)
        // The anchor's place in the content, as a fraction, stays put.
        let fx = content.width > 0 ? (anchor.x - content.minX) / content.width : 0
        let fy = content.height > 0 ? (anchor.y - content.minY) / content.height : 0
        scale = newScale
        offset = CGPoint(
            x: anchor.x - viewport.minX - fx * viewport.width * newScale,
            y: anchor.y - viewport.minY - fy * viewport.height * newScale)
        clamp(in: viewport)
    }

    /// Moves the zoomed screen by `delta` canvas points (a drag), kept over the viewport.
    package mutating func pan(by delta: CGPoint, in viewport: CGRect) {
        guard delta.x.isFinite, delta.y.isFinite else { return }
        offset = CGPoint(x: offset.x + delta.x, y: offset.y + delta.y)
        clamp(in: viewport)
    }

    /// Keeps the same part of the screen in view when the viewport changes
    /// from `old` to `new` (the window was resized): the offset is scaled
    /// with the viewport, then clamped again, so no empty band appears
    /// beside the zoomed screen in a larger window.
    package mutating func viewportChanged(from old: CGRect, to new: CGRect) {
        guard !isFit else { return }
        let ratioX = old.width > 0 ? new.width / old.width : 1, ratioY = old.height > 0 ? new.height / old.height : 1
        if ratioX.isFinite, ratioY.isFinite {
            offset = CGPoint(x: offset.x * ratioX, y: offset.y * ratioY)
        }
        clamp(in: new)
    }

    /// Back to the whole device.
    package mutating func fitAll() {
        self = .fit
    }

    private mutating func clamp(in viewport: CGRect) {
        let minX = viewport.width - viewport.width * scale, minY = viewport.height - viewport.height * scale
        offset = CGPoint(x: max(minX, min(0, offset.x)), y: max(minY, min(0, offset.y)))
    }
}
