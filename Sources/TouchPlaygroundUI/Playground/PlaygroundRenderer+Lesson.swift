import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The playback banner and the previewed simulated fingers (see
/// ``PlaygroundRenderer``): while a script plays, a banner above the device
/// says which, at what speed and virtual time, and that live input is
/// ignored, as a line in the lesson card does (``LessonCardPanel``).
extension PlaygroundRenderer {
    /// A banner in the device's heading row while a script plays, beside the word
    /// "Device": above the frame, so it covers no view's label.
    mutating func drawPlaybackBanner() {
        guard let card = frame.lesson, card.playing != nil else { return }
        let box = layout.viewportRect
        list.stroke(box.insetBy(dx: -3, dy: -3), PlaygroundStyle.playbackColor, width: 3)
        let size: CGFloat = 11
        let left = box.minX + PlaygroundStyle.estimatedWidth(of: deviceHeading, size: PlaygroundStyle.panelTitleSize) + 12
        // A still picture takes no input: the window's hint is left out.
        let parts = card.bannerParts(takesInput: !frame.options.isStillPicture)
        let line = PlaygroundStyle.fitting(parts, width: box.maxX - left - 14, size: size)
        let width = min(box.maxX - left, PlaygroundStyle.estimatedWidth(of: line, size: size) + 14)
        let banner = CGRect(x: left, y: box.minY - 22, width: max(0, width), height: size + 7)
        list.fill(banner, PlaygroundStyle.playbackColor)
        list.text(line, at: CGPoint(x: banner.minX + 7, y: banner.minY + 3), size: size, .white, maxWidth: max(0, width - 10))
    }

    /// Hollow rings where the simulated fingers would touch if the button
    /// went down now (Alt held), joined by a dashed line.
    mutating func drawFingerPreview() {
        let points = frame.fingerPreview
        guard !points.isEmpty else { return }
        let color = PlaygroundStyle.fingerColor
        for (a, b) in zip(points, points.dropFirst()) {
            list.line(from: a, to: b, color.withAlpha(120), width: 1, dash: [4, 4])
        }
        for point in points {
            list.fillCircle(center: point, radius: PlaygroundStyle.fingerRadius, DrawColor.white.withAlpha(150))
            list.strokeCircle(center: point, radius: PlaygroundStyle.fingerRadius, color, width: 2, dash: [4, 3])
            list.fillCircle(center: point, radius: 3, color.withAlpha(200))
        }
    }
}
