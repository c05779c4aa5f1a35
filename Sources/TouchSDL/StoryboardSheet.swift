import Foundation
import TouchDisplayList
import TouchPlaygroundUI

/// The moments of a script on one picture, each captioned with what happened
/// then — a handout of a script (`touchlab shoot --storyboard`).
///
/// Each frame is the device and the timeline cut from the frame drawn as a
/// slide (``StoryboardCrop``), copied in pixel for pixel at that size: a line
/// across the cell with the moment's time and its caption, then the device
/// on the left and the timeline on its right. The trace stays out: it is
/// what `touchlab trace` prints, and the command prints each frame's time and
/// caption as text. Frames fill rows of at most ``columns``, left to right,
/// in cells of one size. Every text the sheet writes is at least
/// ``StoryboardCrop/minimumTextPixels`` high, as the slide's are.
package struct StoryboardSheet: Sendable {
    /// One moment: the parts cut from its picture and what it shows.
    package struct Panel: Sendable {
        package var device: RenderedImage
        package var timeline: RenderedImage?
        /// The moment's time, "0.150 s".
        package var time: String
        /// What happened then, in a line (two when it is long).
        package var caption: String

        package init(device: RenderedImage, timeline: RenderedImage?, time: String, caption: String) {
            self.device = device
            self.timeline = timeline
            self.time = time
            self.caption = caption
        }
    }

    /// A title over the panels (scene · script).
    package var title: String
    /// Under the title: which fidelity mode the frames followed, in the
    /// words of a picture's footer, written once for all the frames.
    package var note: String = ""
    package var panels: [Panel] = []
    /// Panels per row.
    package var columns = 2

    static let gap = 24
    static let inset = 16
    static let titleSize: CGFloat = 30
    static let noteSize: CGFloat = 18
    static let noteLineHeight = 24
    static let timeSize: CGFloat = 22
    static let timeWidth = 120
    static let captionSize: CGFloat = 22
    static let captionLineHeight = 30
    /// The least room a cell gives the caption, in pixels.
    static let minimumCaptionWidth = 900
    static let background = DrawColor(red: 245, green: 245, blue: 247)
    static let card = DrawColor.white
    static let captionColor = DrawColor(red: 28, green: 28, blue: 30)
    static let timeColor = DrawColor(red: 60, green: 60, blue: 67)

    package init(title: String) {
        self.title = title
    }

    /// Where a panel's parts go inside its cell, and the cell's size.
    struct CellLayout {
        var captionLines: [[String]]
        var captionWidth: Int
        var captionHeight: Int
        var deviceWidth: Int
        var width: Int
        var height: Int
    }

    func cellLayout() -> CellLayout {
        let deviceWidth = panels.map(\.device.width).max() ?? 1
        let deviceHeight = panels.map(\.device.height).max() ?? 1
        let timelineWidth = panels.compactMap { $0.timeline?.width }.max() ?? 0
        let timelineHeight = panels.compactMap { $0.timeline?.height }.max() ?? 0
        let partsWidth = deviceWidth + (timelineWidth > 0 ? Self.gap + timelineWidth : 0)
        let width = Self.inset + max(partsWidth, Self.minimumCaptionWidth) + Self.inset
        let captionWidth = width - 2 * Self.inset - Self.timeWidth
        let lines = panels.map { PlaygroundStyle.wrap($0.caption, width: CGFloat(captionWidth), size: Self.captionSize) }
        let captionHeight = max(1, lines.map(\.count).max() ?? 1) * Self.captionLineHeight
        let height = Self.inset + captionHeight + 12 + max(deviceHeight, timelineHeight) + Self.inset
        return CellLayout(
            captionLines: lines, captionWidth: captionWidth, captionHeight: captionHeight, deviceWidth: deviceWidth, width: width,
            height: height)
    }

    /// The sheet's text and cards as a draw list in pixels (scale 1), and
    /// where each panel's device and timeline go.
    package func drawList() -> (list: DrawList, devices: [(Int, Int)], timelines: [(Int, Int)?]) {
        let cell = cellLayout()
        let columns = max(1, min(self.columns, panels.count))
        let rows = (panels.count + columns - 1) / columns
        let width = columns * cell.width + (columns + 1) * Self.gap
        let noteLines = note.isEmpty ? [] : PlaygroundStyle.wrap(note, width: CGFloat(width - 2 * Self.gap), size: Self.noteSize)
        let titleHeight = Int(Self.titleSize) + 2 * Self.gap + noteLines.count * Self.noteLineHeight
        let height = titleHeight + rows * (cell.height + Self.gap)
        var list = DrawList(size: CGSize(width: width, height: height), background: Self.background)
        list.text(
            title, at: CGPoint(x: Self.gap, y: Self.gap), size: Self.titleSize, Self.captionColor,
            maxWidth: CGFloat(width - 2 * Self.gap))
        for (row, line) in noteLines.enumerated() {
            list.text(
                line, at: CGPoint(x: Self.gap, y: Self.gap + Int(Self.titleSize) + 10 + row * Self.noteLineHeight), size: Self.noteSize,
                Self.timeColor, maxWidth: CGFloat(width - 2 * Self.gap))
        }
        var devices: [(Int, Int)] = []
        var timelines: [(Int, Int)?] = []
        for (index, panel) in panels.enumerated() {
            let x = Self.gap + (index % columns) * (cell.width + Self.gap)
            let y = titleHeight + (index / columns) * (cell.height + Self.gap)
            list.fill(CGRect(x: x, y: y, width: cell.width, height: cell.height), Self.card)
            list.stroke(CGRect(x: x, y: y, width: cell.width, height: cell.height), DrawColor.lightGray, width: 1)
            let left = x + Self.inset
            var top = y + Self.inset
            list.text(panel.time, at: CGPoint(x: left, y: top + 2), size: Self.timeSize, Self.timeColor)
            for line in cell.captionLines[index] {
                list.text(
                    line, at: CGPoint(x: left + Self.timeWidth, y: top), size: Self.captionSize, Self.captionColor,
                    maxWidth: CGFloat(cell.captionWidth))
                top += Self.captionLineHeight
            }
            let partsTop = y + Self.inset + cell.captionHeight + 12
            devices.append((left, partsTop))
            timelines.append(panel.timeline == nil ? nil : (left + cell.deviceWidth + Self.gap, partsTop))
        }
        return (list, devices, timelines)
    }

    /// Rows of pixels the sheet is drawn in at a time.
    static let bandHeight = 256

    /// `list` drawn a band of rows at a time, each band the list moved up by
    /// its top, and the bands stacked: the same pixels as drawing it whole,
    /// but the rasteriser's working memory (about 48 bytes a pixel) is a
    /// band's, not the sheet's. A sheet of twelve frames at twice their size
    /// is 14 million pixels; drawn whole it took 690 MB.
    @MainActor
    static func renderInBands(_ list: DrawList, with renderer: HeadlessRenderer) throws -> (
        width: Int, height: Int, pixels: [UInt32]
    ) {
        let width = Int(list.size.width.rounded(.up)), height = Int(list.size.height.rounded(.up))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        var top = 0
        while top < height {
            let rows = min(bandHeight, height - top)
            var band = DrawList(size: CGSize(width: list.size.width, height: CGFloat(rows)), background: list.background)
            band.commands = list.commands.map { Self.moved($0, up: CGFloat(top)) }
            let image = try renderer.render(band)
            pixels += image.pixels.prefix(width * rows)
            top += rows
        }
        return (width, height, pixels)
    }

    /// `command` moved up by `dy` points.
    static func moved(_ command: DrawCommand, up dy: CGFloat) -> DrawCommand {
        func p(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x, y: point.y - dy) }
        func r(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: 0, dy: -dy) }
        switch command {
        case .fillRect(let rect, let color): return .fillRect(r(rect), color: color)
        case .strokeRect(let rect, let color, let style): return .strokeRect(r(rect), color: color, style: style)
        case .fillPolygon(let corners, let color): return .fillPolygon(corners.map(p), color: color)
        case .strokePolygon(let corners, let color, let style): return .strokePolygon(corners.map(p), color: color, style: style)
        case .line(let from, let to, let color, let style): return .line(from: p(from), to: p(to), color: color, style: style)
        case .arrow(let from, let to, let color, let style, let head):
            return .arrow(from: p(from), to: p(to), color: color, style: style, headLength: head)
        case .fillCircle(let center, let radius, let color): return .fillCircle(center: p(center), radius: radius, color: color)
        case .strokeCircle(let center, let radius, let color, let style):
            return .strokeCircle(center: p(center), radius: radius, color: color, style: style)
        case .text(var run):
            run.origin = p(run.origin)
            return .text(run)
        case .pushClip(let rect): return .pushClip(r(rect))
        case .popClip: return .popClip
        }
    }

    /// The sheet, rendered by `renderer` (the text) with the frames' parts copied in.
    @MainActor
    package func render(with renderer: HeadlessRenderer) throws -> RenderedImage {
        guard !panels.isEmpty else { throw TouchSDLError.sdlCall(function: "StoryboardSheet", message: "no frames") }
        let (list, devices, timelines) = drawList()
        // The pixels held once, not copied into an image and out again: a
        // sheet of tall frames is tens of millions of pixels.
        let (width, height, bandPixels) = try Self.renderInBands(list, with: renderer)
        var pixels = consume bandPixels
        func copy(_ image: RenderedImage, to origin: (Int, Int)) {
            for row in 0..<image.height where origin.1 + row < height {
                let count = min(image.width, width - origin.0)
                guard count > 0 else { return }
                let target = (origin.1 + row) * width + origin.0
                pixels.replaceSubrange(target..<(target + count), with: image.pixels[(row * image.width)..<(row * image.width + count)])
            }
        }
        for (index, panel) in panels.enumerated() {
            copy(panel.device, to: devices[index])
            if let timeline = panel.timeline, let origin = timelines[index] { copy(timeline, to: origin) }
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }
}
