import Foundation
import TouchDisplayList
import TouchPlaygroundUI

/// The moments of a script on one picture, each captioned with what happened
/// then — a handout of a script (`touchlab shoot --storyboard`).
///
/// Each frame is the device and the timeline cut from a picture rendered at
/// twice its size (``StoryboardCrop``), copied in pixel for pixel: the
/// device on the left, and on its right the moment's time, its caption, the
/// timeline, and the trace lines of that instant as `touchlab trace` prints
/// them (as many as fit, then how many more). Frames fill rows of at most ``columns``, left to right, in
/// cells of one size. Every text the sheet writes is at least
/// ``StoryboardCrop/minimumTextPixels`` high.
package struct StoryboardSheet: Sendable {
    /// One moment: the parts cut from its picture and what it shows.
    package struct Panel: Sendable {
        package var device: RenderedImage
        package var timeline: RenderedImage?
        /// The moment's time, "0.150 s".
        package var time: String
        /// What happened then, in a line or two.
        package var caption: String
        /// The trace's lines of that instant, each in its category's colour.
        package var trace: [(text: String, color: DrawColor)]

        package init(
            device: RenderedImage, timeline: RenderedImage?, time: String, caption: String,
            trace: [(text: String, color: DrawColor)] = []
        ) {
            self.device = device
            self.timeline = timeline
            self.time = time
            self.caption = caption
            self.trace = trace
        }
    }

    /// A title over the panels (scene · script).
    package var title: String
    package var panels: [Panel] = []
    /// Panels per row.
    package var columns = 2

    static let gap = 24
    static let inset = 16
    static let titleSize: CGFloat = 30
    static let timeSize: CGFloat = 26
    static let captionSize: CGFloat = 22
    static let captionLineHeight = 30
    static let traceSize: CGFloat = 17
    static let traceLineHeight = 23
    /// The least room the right-hand column gives the caption, in pixels.
    static let minimumCaptionWidth = 560
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
        var rightWidth: Int
        var width: Int
        var height: Int
    }

    func cellLayout() -> CellLayout {
        let deviceWidth = panels.map(\.device.width).max() ?? 1
        let deviceHeight = panels.map(\.device.height).max() ?? 1
        let timelineWidth = panels.compactMap { $0.timeline?.width }.max() ?? 0
        let timelineHeight = panels.compactMap { $0.timeline?.height }.max() ?? 0
        let rightWidth = max(Self.minimumCaptionWidth, timelineWidth)
        let lines = panels.map { PlaygroundStyle.wrap($0.caption, width: CGFloat(rightWidth), size: Self.captionSize) }
        let textHeight = Int(Self.timeSize) + 14 + (lines.map(\.count).max() ?? 0) * Self.captionLineHeight + 16
        let width = Self.inset + deviceWidth + Self.gap + rightWidth + Self.inset
        let height = Self.inset + max(deviceHeight, textHeight + timelineHeight) + Self.inset
        return CellLayout(captionLines: lines, rightWidth: rightWidth, width: width, height: height)
    }

    /// The sheet's text and cards as a draw list in pixels (scale 1), and
    /// where each panel's device and timeline go.
    func drawList() -> (list: DrawList, devices: [(Int, Int)], timelines: [(Int, Int)?]) {
        let cell = cellLayout()
        let columns = max(1, min(self.columns, panels.count))
        let rows = (panels.count + columns - 1) / columns
        let titleHeight = Int(Self.titleSize) + 2 * Self.gap
        let width = columns * cell.width + (columns + 1) * Self.gap
        let height = titleHeight + rows * (cell.height + Self.gap)
        var list = DrawList(size: CGSize(width: width, height: height), background: Self.background)
        list.text(
            title, at: CGPoint(x: Self.gap, y: Self.gap), size: Self.titleSize, Self.captionColor,
            maxWidth: CGFloat(width - 2 * Self.gap))
        var devices: [(Int, Int)] = []
        var timelines: [(Int, Int)?] = []
        let deviceWidth = panels.map(\.device.width).max() ?? 1
        for (index, panel) in panels.enumerated() {
            let x = Self.gap + (index % columns) * (cell.width + Self.gap)
            let y = titleHeight + (index / columns) * (cell.height + Self.gap)
            list.fill(CGRect(x: x, y: y, width: cell.width, height: cell.height), Self.card)
            list.stroke(CGRect(x: x, y: y, width: cell.width, height: cell.height), DrawColor.lightGray, width: 1)
            devices.append((x + Self.inset, y + Self.inset))
            let right = x + Self.inset + deviceWidth + Self.gap
            var top = y + Self.inset
            list.text(panel.time, at: CGPoint(x: right, y: top), size: Self.timeSize, Self.timeColor)
            top += Int(Self.timeSize) + 14
            for line in cell.captionLines[index] {
                list.text(
                    line, at: CGPoint(x: right, y: top), size: Self.captionSize, Self.captionColor, maxWidth: CGFloat(cell.rightWidth))
                top += Self.captionLineHeight
            }
            top = y + Self.inset + Int(Self.timeSize) + 14 + (cell.captionLines.map(\.count).max() ?? 0) * Self.captionLineHeight + 16
            timelines.append(panel.timeline == nil ? nil : (right, top))
            top += (panels.compactMap { $0.timeline?.height }.max() ?? 0) + 16
            drawTrace(
                panel.trace, in: CGRect(x: right, y: top, width: cell.rightWidth, height: y + cell.height - Self.inset - top), on: &list)
        }
        return (list, devices, timelines)
    }

    /// The instant's trace lines on the log's dark ground, as many as fit
    /// in `box`, the last line saying how many more there are.
    func drawTrace(_ lines: [(text: String, color: DrawColor)], in box: CGRect, on list: inout DrawList) {
        let rows = Int((box.height - 16) / CGFloat(Self.traceLineHeight))
        guard !lines.isEmpty, rows >= 2 else { return }
        let shown = lines.count <= rows ? lines : Array(lines.prefix(rows - 1))
        let height = CGFloat(min(rows, lines.count) * Self.traceLineHeight + 16)
        list.fill(CGRect(x: box.minX, y: box.minY, width: box.width, height: height), PlaygroundStyle.logBackground)
        for (row, line) in shown.enumerated() {
            list.text(
                line.text, at: CGPoint(x: box.minX + 10, y: box.minY + 8 + CGFloat(row * Self.traceLineHeight)), size: Self.traceSize,
                line.color, maxWidth: box.width - 20)
        }
        if shown.count < lines.count {
            list.text(
                "… \(lines.count - shown.count) more trace lines at this instant (touchlab trace prints them all)",
                at: CGPoint(x: box.minX + 10, y: box.minY + 8 + CGFloat(shown.count * Self.traceLineHeight)), size: Self.traceSize,
                DrawColor.lightGray, maxWidth: box.width - 20)
        }
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
