import Foundation
import TouchDisplayList

/// A caption bar under a screenshot, so a picture makes a slide on its own:
/// which scene, which script, at what moment, and what the scene is about.
///
/// The bar is drawn below the playground's own drawing: a picture of
/// `canvasSize` keeps its size, the playground drawn in the part above the
/// bar (``playgroundSize(for:)``), so nothing the playground shows is covered.
/// The description wraps to at most ``maximumDescriptionLines`` lines; a longer one
/// ends in "…" (the full text is in the scene file and `touchlab list`).
package struct PlaygroundCaption: Hashable, Sendable {
    package var scene: String
    package var script: String
    /// Seconds since the script started (the virtual clock).
    package var time: TimeInterval
    package var description: String

    package init(scene: String, script: String, time: TimeInterval, description: String) {
        self.scene = scene
        self.script = script
        self.time = time
        self.description = description
    }

    package static let height: CGFloat = 62
    static let titleSize: CGFloat = 15
    static let descriptionSize: CGFloat = 12
    static let maximumDescriptionLines = 2
    static let background = DrawColor(red: 28, green: 28, blue: 30)
    static let titleColor = DrawColor.white
    static let descriptionColor = DrawColor(red: 210, green: 210, blue: 215)

    /// The canvas left for the playground above the bar.
    package static func playgroundSize(for canvasSize: CGSize) -> CGSize {
        CGSize(width: canvasSize.width, height: max(1, canvasSize.height - height))
    }

    /// "scene · script · 0.350 s": the title line.
    package var title: String {
        "\(scene) · \(script) · \(String(format: "%.3f", time)) s"
    }

    /// The description's lines as drawn: wrapped to `width`, the last one
    /// marked "…" when the text goes on. Line breaks in the scene's
    /// description (a YAML `>` block ends in one) count as spaces.
    func descriptionLines(width: CGFloat) -> [String] {
        let flat = description.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        guard !flat.isEmpty else { return [] }
        let lines = PlaygroundStyle.wrap(flat, width: width, size: Self.descriptionSize)
        guard lines.count > Self.maximumDescriptionLines else { return lines }
        var kept = Array(lines.prefix(Self.maximumDescriptionLines))
        kept[kept.count - 1] += " …"
        return kept
    }

    /// `list`, drawn for ``playgroundSize(for:)``, grown to `canvasSize`
    /// with the bar in the space below it.
    package func adding(to list: DrawList, canvasSize: CGSize) -> DrawList {
        var result = list
        result.size = canvasSize
        let top = Self.playgroundSize(for: canvasSize).height
        let bar = CGRect(x: 0, y: top, width: canvasSize.width, height: canvasSize.height - top)
        let inset = PlaygroundStyle.margin
        let width = bar.width - 2 * inset
        result.clipped(to: bar) { list in
            list.fill(bar, Self.background)
            list.text(title, at: CGPoint(x: inset, y: bar.minY + 7), size: Self.titleSize, Self.titleColor, maxWidth: width)
            for (index, line) in descriptionLines(width: width).enumerated() {
                list.text(
                    line, at: CGPoint(x: inset, y: bar.minY + 28 + CGFloat(index) * 15), size: Self.descriptionSize,
                    Self.descriptionColor, maxWidth: width)
            }
        }
        return result
    }
}
