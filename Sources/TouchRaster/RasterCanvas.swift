import Foundation
import TouchDrawing

/// Renders a ``TouchDrawing/DrawList`` into ARGB8888 pixels, in pure Swift,
/// deterministically: the same list at the same scale gives the same pixels
/// on every run and machine.
///
/// TouchLab draws every frame — screenshots, golden images, `touchlab shoot`,
/// the benchmark and the live window — with this canvas. SDL 2.26's software
/// renderer spent about 170 ms on a 1,000-view frame, most of it allocating,
/// scanning and blitting a temporary surface for every blended triangle
/// (docs/performance.md); drawing the spans directly takes a few milliseconds.
///
/// How commands become pixels (coordinates are points, multiplied by the
/// render's scale):
///
/// - Rectangles and clips snap each edge to the nearest pixel boundary
///   (``PixelSnapping``), so view borders stay crisp and adjacent rectangles
///   neither overlap nor leave gaps. A rectangle's stroke is up to four bands
///   inside it, as many whole pixels thick as the width rounds to (at least
///   one); a dash pattern runs clockwise from the top-left corner.
/// - Polygons, lines, arrows and circles are sampled at pixel centres, one
///   span per row (``ConvexPolygonScanner``): no antialiasing. A polygon's
///   stroke is the band between its outline and the outline inset by the
///   width (mitred corners): per row, the outer span minus the inner one. A
///   dashed stroke is one quad per dash, measured along the outline and
///   continuing from edge to edge. Lines and arrows are quads (and a
///   triangle head) centred on the segment; circles are exact, their dashes
///   measured along the circumference from the rightmost point, clockwise.
/// - Text is a coverage mask from a ``TextMaskSource`` at
///   `pointSize × scale` pixels (rounded, 1…512), blended in the run's colour,
///   its top at the origin's y and its left, middle or right edge at the
///   origin's x, both rounded to whole pixels. Without a source, text draws
///   nothing.
/// - Clips nest: each push intersects with the enclosing clip; while the clip
///   is empty nothing is drawn.
///
/// Every colour is blended source-over with SDL's integer arithmetic
/// (``SourceOverColor``); opaque colours are plain stores and invisible ones
/// are skipped. Later commands paint over earlier ones.
///
/// The canvas keeps its pixel buffer between renders of the same size and its
/// scratch storage always, so a steady stream of frames allocates nothing.
/// ``pixels`` is an array: a caller keeping a frame's pixels shares the buffer
/// until the next render writes, which then copies it (copy on write), so a
/// kept frame never changes. Not thread-safe: use a canvas on one thread.
public final class RasterCanvas {
    /// Largest side, in pixels, a canvas may have.
    public static let maximumSide = 16384

    /// The last render's size in pixels (0 before the first).
    public private(set) var width = 0
    public private(set) var height = 0
    /// The last render's pixels, `0xAARRGGBB`, `width × height` of them, row
    /// by row from the top left.
    public private(set) var pixels: [UInt32] = []
    /// Where text comes from; `nil` draws no text.
    public var textSource: (any TextMaskSource)?

    /// Pixels per point during a render.
    private var scale: CGFloat = 1
    /// Pixel rectangles of the pushed clips (each already intersected with
    /// the enclosing one and the canvas), innermost last.
    private var clips: [PixelRect] = []
    /// Corners of the polygon being drawn, in pixels, then its inset outline,
    /// then one dash or line piece.
    private let points = PointBuffer()

    public init(textSource: (any TextMaskSource)? = nil) {
        self.textSource = textSource
        clips.reserveCapacity(32)
    }

    /// The size in pixels a list renders to at `scale`: each side of
    /// `list.size × scale` rounded to the nearest pixel.
    public static func pixelSize(of list: DrawList, scale: CGFloat) -> (width: Int, height: Int) {
        (pixelCount(list.size.width * scale), pixelCount(list.size.height * scale))
    }

    /// Clears the canvas to the list's background and executes its commands
    /// at `scale` pixels per point; the result is in ``pixels``.
    ///
    /// Throws ``RasterError/invalidCanvasSize(width:height:)`` when a side of
    /// the image would be outside 1…16384 pixels, and
    /// ``RasterError/unbalancedClipPop(commandIndex:)`` for a pop without a
    /// push (the frame is left half drawn). Pushes left open at the end are
    /// closed silently.
    public func render(_ list: DrawList, scale: CGFloat) throws {
        let (width, height) = Self.pixelSize(of: list, scale: scale)
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RasterError.invalidCanvasSize(width: width, height: height)
        }
        if width != self.width || height != self.height || pixels.count != width * height {
            pixels = []  // let the old buffer go before making the new one
            pixels = Array(repeating: 0, count: width * height)
            self.width = width
            self.height = height
        }
        self.scale = scale
        clips.removeAll(keepingCapacity: true)
        defer {
            clips.removeAll(keepingCapacity: true)
            textSource?.frameDidEnd()
        }
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let target = PixelTarget(base: buffer.baseAddress!, width: width, height: height)
            target.clear(to: SourceOverColor(list.background).pixel)
            let commands = list.commands
            var index = 0
            while index < commands.count {
                if index + 1 < commands.count, paintViewIfFusable(commands[index], commands[index + 1], on: target) {
                    index += 2
                    continue
                }
                try execute(commands[index], index: index, on: target)
                index += 1
            }
        }
    }

    /// Lets the pixel buffer go; the next render makes a new one. For memory
    /// back, and for benchmarks of a first frame.
    public func releaseStorage() {
        pixels = []
        width = 0
        height = 0
    }

    // MARK: Commands

    /// Paints an opaque polygon fill and the solid stroke of the same polygon
    /// that follows it — how the playground draws every view — in one pass,
    /// when it can; returns whether it did.
    ///
    /// The stroke's band lies inside the fill, so wherever the stroke paints,
    /// it blends over the fill's one opaque colour: its result there is the
    /// constant `stroke over fill`. Storing that colour in the band and the
    /// fill's colour elsewhere gives exactly the pixels of the two commands
    /// in turn, with one walk down the polygon's rows and no per-pixel
    /// blending.
    private func paintViewIfFusable(_ first: DrawCommand, _ second: DrawCommand, on target: PixelTarget) -> Bool {
        guard case .fillPolygon(let corners, let fillColor) = first, fillColor.alpha == 255,
            case .strokePolygon(let outline, let strokeColor, let style) = second, outline == corners,
            style.width > 0, style.width.isFinite
        else { return false }
        let pattern = DashPattern(style, scale: scale)
        guard !pattern.isDashed else { return false }
        let clip = clips.last ?? target.bounds
        if clip.isEmpty { return true }
        let fill = SourceOverColor(fillColor)
        let band = SourceOverColor(SourceOverColor.color(of: SourceOverColor(strokeColor).blend(over: fill.pixel)))
        let count = loadCorners(corners)
        guard count >= 3 else { return true }
        let outer = points.base, inner = points.base + count
        let width = style.width * scale
        guard width.isFinite, ConvexOutline.inset(outer, count: count, by: width, into: inner) else {
            // The stroke covers the whole polygon.
            fillConvex(outer, count: count, band, clip: clip, on: target)
            return true
        }
        strokeBand(outer: outer, inner: inner, count: count, band, hole: fill, clip: clip, on: target)
        return true
    }

    private func execute(_ command: DrawCommand, index: Int, on target: PixelTarget) throws {
        switch command {
        case .pushClip(let rect):
            clips.append(pixelRect(rect).intersection(clips.last ?? target.bounds))
            return
        case .popClip:
            guard clips.popLast() != nil else { throw RasterError.unbalancedClipPop(commandIndex: index) }
            return
        default:
            break
        }
        let clip = clips.last ?? target.bounds
        if clip.isEmpty { return }

        switch command {
        case .fillRect(let rect, let color):
            target.fill(pixelRect(rect).intersection(clip), SourceOverColor(color))
        case .strokeRect(let rect, let color, let style):
            strokeRect(pixelRect(rect), SourceOverColor(color), style, clip: clip, on: target)
        case .fillPolygon(let corners, let color):
            let color = SourceOverColor(color)
            guard !color.isInvisible else { return }
            let count = loadCorners(corners)
            if count >= 3 { fillConvex(points.base, count: count, color, clip: clip, on: target) }
        case .strokePolygon(let corners, let color, let style):
            strokePolygon(corners, SourceOverColor(color), style, clip: clip, on: target)
        case .line(let start, let end, let color, let style):
            line(from: pixelPoint(start), to: pixelPoint(end), SourceOverColor(color), style, clip: clip, on: target)
        case .arrow(let start, let end, let color, let style, let headLength):
            arrow(
                from: pixelPoint(start), to: pixelPoint(end), SourceOverColor(color), width: style.width * scale,
                headLength: headLength * scale, clip: clip, on: target)
        case .fillCircle(let center, let radius, let color):
            circle(
                center: pixelPoint(center), radius: radius * scale, SourceOverColor(color), width: nil, dash: nil,
                clip: clip, on: target)
        case .strokeCircle(let center, let radius, let color, let style):
            guard style.width > 0 else { return }
            let pattern = DashPattern(style, scale: scale)
            guard !pattern.drawsNothing else { return }
            circle(
                center: pixelPoint(center), radius: radius * scale, SourceOverColor(color), width: style.width * scale,
                dash: pattern.isDashed ? pattern : nil, clip: clip, on: target)
        case .text(let run):
            try text(run, clip: clip, on: target)
        case .pushClip, .popClip:
            break
        }
    }

    /// Up to four bands inside `rect`, `round(width × scale)` pixels thick
    /// (at least 1), tiling the border without overlap: top (full width),
    /// right (below the top band), bottom (left of the right band), left
    /// (between the top and bottom bands). A dash pattern runs clockwise from
    /// the top-left corner along them, each dash's ends rounded to whole
    /// pixels. A stroke at least half as thick as the shorter side fills the
    /// rectangle, dashed or not.
    private func strokeRect(
        _ rect: PixelRect, _ color: SourceOverColor, _ style: StrokeStyle, clip: PixelRect, on target: PixelTarget
    ) {
        guard style.width > 0, !color.isInvisible, !rect.isEmpty else { return }
        let pixels = style.width * scale
        let t = pixels.isFinite ? max(1, Int(min(PixelSnapping.limit, pixels).rounded())) : Int(PixelSnapping.limit)
        if 2 * t >= min(rect.width, rect.height) {
            target.fill(rect.intersection(clip), color)
            return
        }
        let pattern = DashPattern(style, scale: scale)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var travelled: CGFloat = 0
        for band in 0..<4 {
            let length: Int
            switch band {
            case 0: length = rect.width
            case 1: length = rect.height - t
            case 2: length = rect.width - t
            default: length = rect.height - 2 * t
            }
            pattern.forEachDash(alongLength: CGFloat(length), phase: travelled) { start, end in
                let a = Int(start.rounded()), b = Int(end.rounded())
                guard b > a else { return }
                let piece: PixelRect
                switch band {
                case 0: piece = PixelRect(minX: x0 + a, minY: y0, maxX: x0 + b, maxY: y0 + t)
                case 1: piece = PixelRect(minX: x1 - t, minY: y0 + t + a, maxX: x1, maxY: y0 + t + b)
                case 2: piece = PixelRect(minX: x1 - t - b, minY: y1 - t, maxX: x1 - t - a, maxY: y1)
                default: piece = PixelRect(minX: x0, minY: y1 - t - b, maxX: x0 + t, maxY: y1 - t - a)
                }
                target.fill(piece.intersection(clip), color)
            }
            travelled += CGFloat(length)
        }
    }

    private func strokePolygon(
        _ corners: [CGPoint], _ color: SourceOverColor, _ style: StrokeStyle, clip: PixelRect, on target: PixelTarget
    ) {
        let width = style.width * scale
        guard width > 0, !color.isInvisible else { return }
        let pattern = DashPattern(style, scale: scale)
        guard !pattern.drawsNothing else { return }
        let count = loadCorners(corners)
        guard count >= 3 else { return }
        let outer = points.base, inner = points.base + count
        let hasInset = width.isFinite && ConvexOutline.inset(outer, count: count, by: width, into: inner)
        if !pattern.isDashed {
            if hasInset {
                strokeBand(outer: outer, inner: inner, count: count, color, clip: clip, on: target)
            } else {
                fillConvex(outer, count: count, color, clip: clip, on: target)
            }
            return
        }
        if !hasInset {
            // Too thick for an inset outline: the band reaches the middle. Inset
            // as deep as the outline allows (a sliver's centre line), so each
            // dash stays a short piece of the band; the centroid when even that
            // fails.
            let deepest = ConvexOutline.deepestInset(outer, count: count) * 0.999_999
            if !(deepest > 0 && ConvexOutline.inset(outer, count: count, by: deepest, into: inner)) {
                var centre = CGPoint.zero
                for index in 0..<count {
                    centre.x += outer[index].x
                    centre.y += outer[index].y
                }
                centre = CGPoint(x: centre.x / CGFloat(count), y: centre.y / CGFloat(count))
                for index in 0..<count { inner[index] = centre }
            }
        }
        let piece = points.base + 2 * count
        var travelled: CGFloat = 0
        for index in 0..<count {
            let next = index + 1 == count ? 0 : index + 1
            let length = hypot(outer[next].x - outer[index].x, outer[next].y - outer[index].y)
            pattern.forEachDash(alongLength: length, phase: travelled) { start, end in
                let from = start / length, to = end / length
                piece[0] = Self.lerp(outer[index], outer[next], from)
                piece[1] = Self.lerp(outer[index], outer[next], to)
                piece[2] = Self.lerp(inner[index], inner[next], to)
                piece[3] = Self.lerp(inner[index], inner[next], from)
                let corners = ConvexOutline.removeRepeatedCorners(piece, count: 4)
                if corners >= 3 { fillConvex(piece, count: corners, color, clip: clip, on: target) }
            }
            travelled += length
        }
    }

    /// A line of `style.width` centred on the segment, flat ends, dashed if
    /// the style says so.
    private func line(
        from start: CGPoint, to end: CGPoint, _ color: SourceOverColor, _ style: StrokeStyle, clip: PixelRect,
        on target: PixelTarget
    ) {
        let length = hypot(end.x - start.x, end.y - start.y)
        let width = style.width * scale
        guard length > 0, length.isFinite, width > 0, !color.isInvisible else { return }
        DashPattern(style, scale: scale).forEachDash(alongLength: length) { from, to in
            segment(
                from: Self.lerp(start, end, from / length), to: Self.lerp(start, end, to / length), width: width,
                color, clip: clip, on: target)
        }
    }

    /// A solid shaft that stops where the head begins, and a triangular head
    /// as wide as it is long with its tip at `end`; a head longer than the
    /// arrow is shortened to the arrow's length.
    private func arrow(
        from start: CGPoint, to end: CGPoint, _ color: SourceOverColor, width: CGFloat, headLength: CGFloat,
        clip: PixelRect, on target: PixelTarget
    ) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, length.isFinite, !color.isInvisible else { return }
        let head = headLength.isNaN ? 0 : min(max(0, headLength), length)
        let direction = CGPoint(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let base = CGPoint(x: end.x - direction.x * head, y: end.y - direction.y * head)
        if head < length {
            segment(from: start, to: base, width: width, color, clip: clip, on: target)
        }
        if head > 0 {
            let normal = CGPoint(x: -direction.y * head / 2, y: direction.x * head / 2)
            points.reserve(4)
            let triangle = points.base
            triangle[0] = end
            triangle[1] = CGPoint(x: base.x + normal.x, y: base.y + normal.y)
            triangle[2] = CGPoint(x: base.x - normal.x, y: base.y - normal.y)
            let corners = ConvexOutline.removeRepeatedCorners(triangle, count: 3)
            if corners == 3 { fillConvex(triangle, count: 3, color, clip: clip, on: target) }
        }
    }

    /// The quad covering the segment widened by `width`, flat ends. Uses the
    /// last four slots of the point buffer, so a polygon's corners survive.
    private func segment(
        from start: CGPoint, to end: CGPoint, width: CGFloat, _ color: SourceOverColor, clip: PixelRect,
        on target: PixelTarget
    ) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0, width > 0, width.isFinite else { return }
        let half = CGPoint(x: -(end.y - start.y) / length * width / 2, y: (end.x - start.x) / length * width / 2)
        points.reserve(4)
        let quad = points.base + (points.capacity - 4)
        quad[0] = CGPoint(x: start.x + half.x, y: start.y + half.y)
        quad[1] = CGPoint(x: end.x + half.x, y: end.y + half.y)
        quad[2] = CGPoint(x: end.x - half.x, y: end.y - half.y)
        quad[3] = CGPoint(x: start.x - half.x, y: start.y - half.y)
        let corners = ConvexOutline.removeRepeatedCorners(quad, count: 4)
        if corners >= 3 { fillConvex(quad, count: corners, color, clip: clip, on: target) }
    }

    /// A filled circle (`width == nil`) or the band between `radius − width`
    /// and `radius`, dashed along the outer circumference when `dash` is given.
    private func circle(
        center: CGPoint, radius: CGFloat, _ color: SourceOverColor, width: CGFloat?, dash: DashPattern?,
        clip: PixelRect, on target: PixelTarget
    ) {
        guard radius > 0, radius < PixelSnapping.limit, center.x.isFinite, center.y.isFinite else { return }
        guard !color.isInvisible else { return }
        let inner = width.map { $0.isNaN ? 0 : max(0, radius - $0) } ?? 0
        let outerSquared = radius * radius, innerSquared = inner * inner
        let rows = max(clip.minY, PixelSnapping.firstCentre(atOrAfter: center.y - radius))
        let endRow = min(clip.maxY, PixelSnapping.firstCentre(atOrAfter: center.y + radius))
        guard rows < endRow else { return }
        for row in rows..<endRow {
            let dy = CGFloat(row) + 0.5 - center.y
            let outerReach = outerSquared - dy * dy
            guard outerReach > 0 else { continue }
            let half = outerReach.squareRoot()
            let start = PixelSnapping.firstCentre(atOrAfter: center.x - half, within: clip.minX, clip.maxX)
            let end = PixelSnapping.firstCentre(atOrAfter: center.x + half, within: clip.minX, clip.maxX)
            guard end > start else { continue }
            var holeStart = end, holeEnd = end
            let innerReach = innerSquared - dy * dy
            if inner > 0, innerReach > 0 {
                let innerHalf = innerReach.squareRoot()
                holeStart = PixelSnapping.firstCentre(atOrAfter: center.x - innerHalf, within: start, end)
                holeEnd = PixelSnapping.firstCentre(atOrAfter: center.x + innerHalf, within: start, end)
                if holeEnd <= holeStart { (holeStart, holeEnd) = (end, end) }
            }
            if let dash {
                for column in start..<end where column < holeStart || column >= holeEnd {
                    var angle = atan2(dy, CGFloat(column) + 0.5 - center.x)
                    if angle < 0 { angle += 2 * .pi }
                    if dash.isOn(at: angle * radius) {
                        target.fillSpan(row: row, from: column, to: column + 1, color)
                    }
                }
            } else {
                target.fillSpan(row: row, from: start, to: holeStart, color)
                target.fillSpan(row: row, from: holeEnd, to: end, color)
            }
        }
    }

    private func text(_ run: TextRun, clip: PixelRect, on target: PixelTarget) throws {
        guard run.color.alpha > 0, let source = textSource else { return }
        let maxWidth = run.maxWidth.map { value -> Int in
            let pixels = (value * scale).rounded(.down)
            return pixels.isNaN ? 0 : Int(min(PixelSnapping.limit, max(-PixelSnapping.limit, pixels)))
        }
        guard let mask = try source.mask(for: run.string, pixelSize: Self.fontPixelSize(run.pointSize * scale), maxWidth: maxWidth)
        else { return }
        let anchor = pixelPoint(run.origin)
        let left: CGFloat
        switch run.alignment {
        case .left: left = anchor.x
        case .center: left = anchor.x - CGFloat(mask.width) / 2
        case .right: left = anchor.x - CGFloat(mask.width)
        }
        target.blend(mask, x: PixelSnapping.edge(left), y: PixelSnapping.edge(anchor.y), SourceOverColor(run.color), clip: clip)
    }

    // MARK: Spans

    private func fillConvex(
        _ corners: UnsafePointer<CGPoint>, count: Int, _ color: SourceOverColor, clip: PixelRect, on target: PixelTarget
    ) {
        if count == 4, let rect = ConvexOutline.axisAlignedRect(corners) {
            target.fill(rect.intersection(clip), color)
            return
        }
        // Most dash pieces of a clipped view lie outside the clip: reject
        // them before setting up edges.
        var minX = corners[0].x, maxX = minX, minY = corners[0].y, maxY = minY
        for index in 1..<count {
            minX = min(minX, corners[index].x)
            maxX = max(maxX, corners[index].x)
            minY = min(minY, corners[index].y)
            maxY = max(maxY, corners[index].y)
        }
        guard maxX > CGFloat(clip.minX), minX < CGFloat(clip.maxX), maxY > CGFloat(clip.minY), minY < CGFloat(clip.maxY)
        else { return }
        var scanner = ConvexPolygonScanner(points: corners, count: count)
        let first = max(scanner.firstRow, clip.minY), end = min(scanner.endRow, clip.maxY)
        guard first < end else { return }
        scanner.forEachSpan(rows: first, end, minX: clip.minX, maxX: clip.maxX) { row, start, end in
            target.fillSpan(row: row, from: start, to: end, color)
        }
    }

    /// Paints the pixels inside `outer` and not inside `inner` (both with
    /// `count` corners) with `color`, per row at most two spans, and those
    /// inside `inner` with `hole` when given.
    private func strokeBand(
        outer: UnsafePointer<CGPoint>, inner: UnsafePointer<CGPoint>, count: Int, _ color: SourceOverColor,
        hole: SourceOverColor? = nil, clip: PixelRect, on target: PixelTarget
    ) {
        if count == 4, let outerRect = ConvexOutline.axisAlignedRect(outer),
            let innerRect = ConvexOutline.axisAlignedRect(inner)
        {
            // The same pixels as the rows below: the outer rectangle minus the
            // inner one (clamped inside it), as four bands.
            let (o, i) = (outerRect, innerRect)
            let x0 = min(max(i.minX, o.minX), o.maxX), x1 = max(min(i.maxX, o.maxX), x0)
            let y0 = min(max(i.minY, o.minY), o.maxY), y1 = max(min(i.maxY, o.maxY), y0)
            target.fill(PixelRect(minX: o.minX, minY: o.minY, maxX: o.maxX, maxY: y0).intersection(clip), color)
            target.fill(PixelRect(minX: o.minX, minY: y1, maxX: o.maxX, maxY: o.maxY).intersection(clip), color)
            target.fill(PixelRect(minX: o.minX, minY: y0, maxX: x0, maxY: y1).intersection(clip), color)
            target.fill(PixelRect(minX: x1, minY: y0, maxX: o.maxX, maxY: y1).intersection(clip), color)
            if let hole { target.fill(PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1).intersection(clip), hole) }
            return
        }
        var outerScanner = ConvexPolygonScanner(points: outer, count: count)
        var innerScanner = ConvexPolygonScanner(points: inner, count: count)
        let first = max(outerScanner.firstRow, clip.minY), end = min(outerScanner.endRow, clip.maxY)
        guard first < end else { return }
        ConvexPolygonScanner.forEachBandSpan(
            outer: &outerScanner, inner: &innerScanner, rows: first, end, minX: clip.minX, maxX: clip.maxX
        ) { row, start, end, holeStart, holeEnd in
            if holeEnd > holeStart {
                target.fillSpan(row: row, from: start, to: holeStart, color)
                if let hole { target.fillSpan(row: row, from: holeStart, to: holeEnd, hole) }
                target.fillSpan(row: row, from: holeEnd, to: end, color)
            } else {
                target.fillSpan(row: row, from: start, to: end, color)
            }
        }
    }

    // MARK: Coordinates

    /// Copies `corners` into the point buffer in pixels, without repeated
    /// corners, leaving room for as many again plus a piece; returns how many
    /// are left, or 0 when any is not finite. Corners beyond ±2²⁴ pixels are
    /// clamped there (``ConvexPolygonScanner``'s range).
    private func loadCorners(_ corners: [CGPoint]) -> Int {
        points.reserve(2 * corners.count + 4)
        let base = points.base
        let limit = PixelSnapping.limit
        for (index, corner) in corners.enumerated() {
            let x = corner.x * scale, y = corner.y * scale
            guard x.isFinite, y.isFinite else { return 0 }
            base[index] = CGPoint(x: min(limit, max(-limit, x)), y: min(limit, max(-limit, y)))
        }
        return ConvexOutline.removeRepeatedCorners(base, count: corners.count)
    }

    @inline(__always)
    private func pixelPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * scale, y: point.y * scale)
    }

    /// The rectangle in pixels with each edge rounded to the nearest pixel
    /// boundary (``PixelSnapping/edge(_:)``).
    private func pixelRect(_ rect: CGRect) -> PixelRect {
        let rect = rect.standardized
        return PixelRect(
            minX: PixelSnapping.edge(rect.minX * scale), minY: PixelSnapping.edge(rect.minY * scale),
            maxX: PixelSnapping.edge(rect.maxX * scale), maxY: PixelSnapping.edge(rect.maxY * scale))
    }

    /// `a + (b − a)·t`, exactly `a` at 0 and `b` at 1, so pieces of one
    /// outline meet on bit-identical corners.
    @inline(__always)
    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        if t == 0 { return a }
        if t == 1 { return b }
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Font size in pixels, 1…512: a larger size would only make the font
    /// rasteriser allocate huge glyph bitmaps for text no canvas here can show.
    static func fontPixelSize(_ pixels: CGFloat) -> Int {
        guard pixels.isFinite else { return 1 }
        return min(512, max(1, Int(pixels.rounded())))
    }

    private static func pixelCount(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(1e6, max(-1e6, value)).rounded())
    }
}
