import Foundation
import TouchDisplayList

/// Key frames side by side on one picture, each captioned — a handout of a
/// script (`touchlab shoot --storyboard`).
///
/// Each frame is shrunk to half its size by averaging 2 × 2 pixels (exact and
/// deterministic), and the frames fill rows of at most ``columns``, left to
/// right, each with its caption (the moment's time and what happened) under it.
package struct StoryboardSheet: Sendable {
    /// A title over the panels (scene · script).
    package var title: String
    /// The key frames, each with its caption.
    package var panels: [(image: RenderedImage, caption: String)] = []
    /// Panels per row.
    package var columns = 3

    static let gap = 16
    static let captionHeight = 26
    static let titleHeight = 34
    static let background = DrawColor(red: 245, green: 245, blue: 247)
    static let captionColor = DrawColor(red: 28, green: 28, blue: 30)

    package init(title: String) {
        self.title = title
    }

    /// The sheet, rendered by `renderer` (the captions' text) with the
    /// shrunk frames copied in.
    @MainActor
    package func render(with renderer: HeadlessRenderer) throws -> RenderedImage {
        guard let first = panels.first?.image else { throw TouchSDLError.sdlCall(function: "StoryboardSheet", message: "no frames") }
        let panelWidth = first.width / 2, panelHeight = first.height / 2
        let columns = max(1, min(self.columns, panels.count))
        let rows = (panels.count + columns - 1) / columns
        let gap = Self.gap
        let width = columns * panelWidth + (columns + 1) * gap
        let height = Self.titleHeight + rows * (panelHeight + Self.captionHeight + gap) + gap
        var list = DrawList(size: CGSize(width: width, height: height), background: Self.background)
        list.text(title, at: CGPoint(x: gap, y: 10), size: 16, Self.captionColor, maxWidth: CGFloat(width - 2 * gap))
        var origins: [(Int, Int)] = []
        for index in panels.indices {
            let x = gap + (index % columns) * (panelWidth + gap)
            let y = Self.titleHeight + (index / columns) * (panelHeight + Self.captionHeight + gap)
            origins.append((x, y))
            list.text(
                panels[index].caption, at: CGPoint(x: x, y: y + panelHeight + 6), size: 13, Self.captionColor,
                maxWidth: CGFloat(panelWidth))
        }
        let sheet = try renderer.render(list)
        var pixels = sheet.pixels
        for (index, panel) in panels.enumerated() {
            let (left, top) = origins[index]
            let image = panel.image
            for y in 0..<panelHeight {
                for x in 0..<panelWidth {
                    pixels[(top + y) * width + left + x] = Self.average(
                        image.pixels[(2 * y) * image.width + 2 * x], image.pixels[(2 * y) * image.width + 2 * x + 1],
                        image.pixels[(2 * y + 1) * image.width + 2 * x], image.pixels[(2 * y + 1) * image.width + 2 * x + 1])
                }
            }
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    /// The mean of four ARGB pixels, channel by channel, rounded.
    static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let sum = ((a >> shift) & 0xFF) + ((b >> shift) & 0xFF) + ((c >> shift) & 0xFF) + ((d >> shift) & 0xFF)
            result |= ((sum + 2) / 4) << shift
        }
        return result
    }
}
