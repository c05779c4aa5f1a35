import Foundation
import TouchPlaygroundUI

/// Which parts of a playground picture a storyboard frame keeps: the device
/// (with its heading and footer) and the timeline, the two parts a class
/// reads (with the visit list under the timeline, which says what the
/// device's visit numbers found), cut from the frame drawn as a slide
/// (``TouchPlaygroundUI/PlaygroundLayoutKind/slide``) at ``scale`` — the
/// slide's own size — so that their text is as readable as a slide's (the
/// smallest a slide draws, 9 points, is 18 pixels at 2×).
///
/// The trace and the rail stay out: they are what `touchlab trace` prints,
/// and at a storyboard's size they were the ~5 px text nobody could read.
package struct StoryboardCrop: Hashable, Sendable {
    /// Pixels per canvas point of the picture the parts are cut from.
    package var scale: CGFloat
    /// The device and its "Device" heading, in canvas points.
    package var device: CGRect
    /// The timeline panel, and under it the slide's visit list, in canvas
    /// points, when shown.
    package var timeline: CGRect?

    /// The pixels per point storyboard frames are rendered at for a picture
    /// asked for at `scale`: a 1080-pixel slide's magnification (2) times
    /// `scale`, at most 4.
    package static func renderScale(for scale: CGFloat) -> CGFloat { min(4, 2 * scale) }

    /// The smallest text a storyboard draws, in pixels at the default scale:
    /// a slide's (readable on a projector; the issue asked for at least 14).
    package static let minimumTextPixels: CGFloat = 18

    /// The parts kept, in canvas points.
    package var regions: [CGRect] { [device] + (timeline.map { [$0] } ?? []) }

    /// The parts of `screen` (a frame's layout) to keep.
    package init(screen: PlaygroundScreenLayout, scale: CGFloat) {
        self.scale = scale
        let layout = screen.layout
        let viewport = layout.viewportRect
        // The heading is 18 points above the device. The footer's fidelity
        // words, the same in every frame, are written once on the sheet.
        let top = max(0, viewport.minY - 20)
        let bottom = min(screen.canvasSize.height, viewport.maxY + 4)
        let left = max(0, viewport.minX - 4)
        let right = min(screen.canvasSize.width, viewport.maxX + 4)
        var device = CGRect(x: left, y: top, width: right - left, height: bottom - top)
        // A callout beside or under the device is part of its picture: the
        // frame keeps it whole rather than cutting its last line.
        for callout in screen.callouts {
            device = device.union(callout.box.insetBy(dx: -3, dy: -3))
        }
        self.device = device.intersection(
            CGRect(x: 0, y: 0, width: min(screen.canvasSize.width, layout.railRect.minX - 2), height: screen.canvasSize.height))
        // The visit list under the timeline goes with it: on a slide the
        // device shows the visits' numbers, the list their verdicts.
        var timeline = screen.panels.timeline
        if let visits = screen.panels.visits { timeline = timeline.map { $0.union(visits) } ?? visits }
        self.timeline = timeline.map { $0.insetBy(dx: -1, dy: -1) }
    }

    /// `rect` (canvas points) in whole pixels of the picture, inside `image`.
    func pixels(_ rect: CGRect, in image: RenderedImage) -> (x: Int, y: Int, width: Int, height: Int) {
        let x = max(0, Int((rect.minX * scale).rounded(.down))), y = max(0, Int((rect.minY * scale).rounded(.down)))
        let maxX = min(image.width, Int((rect.maxX * scale).rounded(.up)))
        let maxY = min(image.height, Int((rect.maxY * scale).rounded(.up)))
        return (x, y, max(1, maxX - x), max(1, maxY - y))
    }

    /// The part of `image` (rendered at ``scale``) inside `rect`.
    package func cut(_ rect: CGRect, from image: RenderedImage) -> RenderedImage {
        let box = pixels(rect, in: image)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(box.width * box.height)
        for row in box.y..<(box.y + box.height) {
            let start = row * image.width + box.x
            pixels += image.pixels[start..<(start + box.width)]
        }
        return RenderedImage(width: box.width, height: box.height, pixels: pixels)
    }
}
