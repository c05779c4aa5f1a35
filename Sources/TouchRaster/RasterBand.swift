import Foundation
import TouchDisplayList

/// Paints a render's commands into one horizontal band of the canvas's rows:
/// the worker ``RasterCanvas`` runs once per band, the bands in parallel.
///
/// Every command is painted through a clip (its own, from the plan, cut to
/// the band's rows), and nothing a command paints in a row depends on which
/// other rows are painted: rectangles are whole pixels, polygon edges are
/// stepped from their own first row whatever row a walk starts at
/// (``ConvexPolygonScanner``), circles and text are computed per row. So each
/// band walks the whole plan, skips what lies outside its rows, and the
/// bands together give exactly the pixels of one band the height of the
/// canvas, whatever their number.
///
/// A band keeps its own scratch storage (polygon corners) from render to
/// render, so a steady stream of frames allocates nothing. A band is used by
/// one thread at a time; the canvas gives each concurrent worker its own.
final class RasterBand {
    /// Pixels per point during a render.
    private var scale: CGFloat = 1
    /// Corners of the polygon being drawn, in pixels, then its inset outline,
    /// then one dash or line piece.
    private let points = PointBuffer()
    /// The pixels this worker paints a band into when it paints aside
    /// (``RasterBandJob/paintAside(band:worker:)``), and its rows of
    /// the stable prefix.
    let aside = AsidePixels()
    let keptAside = AsidePixels()
    /// Paints every dash piece through the general polygon fill, as before
    /// ``DashPiece``, and every edge's pieces even where its band holds no
    /// pixel centre: the reference the tests compare with, pixel for pixel.
    /// Never set outside tests.
    var dashPiecesThroughScanner = false
    #if DEBUG
        /// Paints opaque polygons' and view bands' spans through
        /// ``PixelTarget/fillSpan(row:from:to:_:)``, as before their direct
        /// stores: the reference the tests (a debug build) compare with,
        /// pixel for pixel. Never set outside tests.
        var opaqueSpansThroughFillSpan = false
    #else
        /// Always `false` in a release build: the test in the fills, kept,
        /// changed how the optimiser laid them out, and the bench frame's
        /// one-band render took 0.05 ms longer.
        var opaqueSpansThroughFillSpan: Bool { false }
    #endif

    /// Paints the planned commands (from `commands`) into rows `rows` of
    /// `target` at `scale` pixels per point, over what the rows hold.
    func paint(
        _ plan: ArraySlice<PlannedCommand>, of commands: [DrawCommand], rows: Range<Int>, scale: CGFloat,
        on target: PixelTarget
    ) {
        self.scale = scale
        let band = PixelRect(minX: 0, minY: rows.lowerBound, maxX: target.width, maxY: rows.upperBound)
        guard !band.isEmpty else { return }
        for planned in plan {
            let clip = planned.clip.intersection(band)
            if !clip.isEmpty { paint(planned, commands, clip: clip, on: target) }
        }
    }

    /// Whether `first` and `second` are an opaque polygon fill followed by
    /// the solid stroke of the same polygon — how the playground draws every
    /// view — which ``paintView(_:_:_:_:clip:on:)`` paints in one pass.
    static func fusesView(_ first: DrawCommand, _ second: DrawCommand, scale: CGFloat) -> Bool {
        guard case .fillPolygon(let corners, let fillColor) = first, fillColor.alpha == 255,
            case .strokePolygon(let outline, _, let style) = second, outline == corners,
            style.width > 0, style.width.isFinite
        else { return false }
        return !DashPattern(style, scale: scale).isDashed
    }

    /// Paints a fused view (``fusesView(_:_:scale:)``): the opaque fill and
    /// the solid stroke of the same polygon.
    ///
    /// The stroke's band lies inside the fill, so wherever the stroke paints,
    /// it blends over the fill's one opaque colour: its result there is the
    /// constant `stroke over fill`. Storing that colour in the band and the
    /// fill's colour elsewhere gives exactly the pixels of the two commands
    /// in turn, with one walk down the polygon's rows and no per-pixel
    /// blending.
    private func paintView(
        _ corners: [CGPoint], _ fillColor: DrawColor, _ strokeColor: DrawColor, _ style: StrokeStyle, clip: PixelRect,
        on target: PixelTarget
    ) {
        let count = loadCorners(corners)
        guard count >= 3, Self.overlaps(points.base, count: count, clip) else { return }
        let fill = SourceOverColor(fillColor)
        let band = SourceOverColor(SourceOverColor.color(of: SourceOverColor(strokeColor).blend(over: fill.pixel)))
        let outer = points.base, inner = points.base + count
        let width = style.width * scale
        guard width.isFinite, ConvexOutline.inset(outer, count: count, by: width, into: inner) else {
            // The stroke covers the whole polygon.
            fillConvex(outer, count: count, band, clip: clip, on: target)
            return
        }
        strokeBand(outer: outer, inner: inner, count: count, band, hole: fill, clip: clip, on: target)
    }

    /// Paints one command (or fused pair) of the plan, limited to `clip`: the
    /// command's clip within this band's rows.
    private func paint(_ planned: PlannedCommand, _ commands: [DrawCommand], clip: PixelRect, on target: PixelTarget) {
        if planned.isFusedView {
            guard case .fillPolygon(let corners, let fillColor) = commands[planned.index],
                case .strokePolygon(_, let strokeColor, let style) = commands[planned.index + 1]
            else { return }
            paintView(corners, fillColor, strokeColor, style, clip: clip, on: target)
            return
        }
        switch commands[planned.index] {
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
            for rect in planned.highlights { target.fill(rect.intersection(clip), SourceOverColor(run.highlightColor)) }
            if let mask = planned.mask { text(run, mask, clip: clip, on: target) }
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
        guard count >= 3, Self.overlaps(points.base, count: count, clip) else { return }
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
            // A sliver thinner than the stroke yet longer than any canvas (a
            // view scaled far past it, its corners clamped onto a line) is
            // filled: its dashes, fanned to a centre millions of pixels away,
            // could not be cut to the clip, and would be lines on it anyway.
            for index in 0..<count {
                let next = index + 1 == count ? 0 : index + 1
                if hypot(outer[next].x - outer[index].x, outer[next].y - outer[index].y) > Self.longEdge {
                    fillConvex(outer, count: count, color, clip: clip, on: target)
                    return
                }
            }
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
        // Read once: a stored property read in the pieces' closures is an
        // exclusivity check each time.
        let throughScanner = dashPiecesThroughScanner
        // Rows outside the clip (the band's, mostly), widened by a pixel
        // against rounding: pieces and edges wholly there paint nothing, and
        // are skipped before their corners are computed. A dashed outline
        // has hundreds of pieces, and every band it crosses walks them all.
        let above = CGFloat(clip.minY) - 1, below = CGFloat(clip.maxY) + 1
        var travelled: CGFloat = 0
        for index in 0..<count {
            let next = index + 1 == count ? 0 : index + 1
            let length = hypot(outer[next].x - outer[index].x, outer[next].y - outer[index].y)
            defer { travelled += length }
            var (outerStart, outerEnd, innerStart, innerEnd) = (outer[index], outer[next], inner[index], inner[next])
            var (edgeLength, phase) = (length, travelled)
            if length > Self.longEdge {
                // Only the stretch of a long edge near the clip can paint:
                // dash that, continuing the pattern where it starts.
                guard let part = Self.reachableFractions(of: outerStart, outerEnd, innerStart, innerEnd, clip: clip) else {
                    continue
                }
                (outerStart, outerEnd) = (
                    Self.lerp(outer[index], outer[next], part.lowerBound), Self.lerp(outer[index], outer[next], part.upperBound)
                )
                (innerStart, innerEnd) = (
                    Self.lerp(inner[index], inner[next], part.lowerBound), Self.lerp(inner[index], inner[next], part.upperBound)
                )
                edgeLength = hypot(outerEnd.x - outerStart.x, outerEnd.y - outerStart.y)
                phase = travelled + part.lowerBound * length
            }
            let (o0, o1, i0, i1) = (outerStart.y, outerEnd.y, innerStart.y, innerEnd.y)
            if max(o0, o1, i0, i1) <= above || min(o0, o1, i0, i1) >= below { continue }
            // Every piece of this edge lies in the box of its stretch of the
            // band: when no pixel centre's column (or row) crosses the box,
            // no piece has a pixel, and none is set up. Half of a thin
            // upright sliver's outline is such a stretch: the band between
            // its left side and its centre line holds no column of centres
            // when the right half does. (The margin is far above the
            // scanner's rounding, a few 2⁻³² pixels per row.)
            let (x0, x1, x2, x3) = (outerStart.x, outerEnd.x, innerStart.x, innerEnd.x)
            if !throughScanner,
                Self.holdsNoCentre(min(min(x0, x1), min(x2, x3)), max(max(x0, x1), max(x2, x3)))
                    || Self.holdsNoCentre(min(min(o0, o1), min(i0, i1)), max(max(o0, o1), max(i0, i1)))
            {
                continue
            }
            /// Paints the piece of the band from `from` to `to` (fractions of
            /// the edge) within `clip`.
            func paintPiece(from: CGFloat, to: CGFloat, clip: PixelRect) {
                let ys = (o0 + (o1 - o0) * from, o0 + (o1 - o0) * to, i0 + (i1 - i0) * to, i0 + (i1 - i0) * from)
                // Not the variadic `min` and `max`, which build an array, nor
                // the two-argument ones, which order NaNs (the corners are
                // finite): one instruction each.
                if Self.greatest(Self.greatest(ys.0, ys.1), Self.greatest(ys.2, ys.3)) <= above
                    || Self.least(Self.least(ys.0, ys.1), Self.least(ys.2, ys.3)) >= below
                {
                    return
                }
                let quad = (
                    Self.lerp(outerStart, outerEnd, from), Self.lerp(outerStart, outerEnd, to),
                    Self.lerp(innerStart, innerEnd, to), Self.lerp(innerStart, innerEnd, from)
                )
                // Most pieces are painted by `DashPiece`, the same pixels
                // as the general fill below for a fraction of its set-up.
                if !throughScanner,
                    DashPiece.fill(quad.0, quad.1, quad.2, quad.3, color, clip: clip, on: target)
                {
                    return
                }
                (piece[0], piece[1], piece[2], piece[3]) = quad
                let corners = ConvexOutline.removeRepeatedCorners(piece, count: 4)
                if corners >= 3 { fillConvex(piece, count: corners, color, clip: clip, on: target) }
            }
            // An edge's dashes are painted from its band (``DashedEdge``),
            // the same pixels for a fraction of the pieces' set-up; a piece
            // from its first pixel whose centre lies too near one of its
            // sides to be sure of, piece by piece. Edges near level are
            // painted piece by piece.
            if !throughScanner,
                let edge = DashedEdge(outerStart: outerStart, outerEnd: outerEnd, innerStart: innerStart, innerEnd: innerEnd)
            {
                pattern.forEachDash(alongLength: edgeLength, phase: phase) { start, end in
                    let (from, to) = (start / edgeLength, end / edgeLength)
                    let resume = edge.paint(from: from, to: to, color, clip: clip, on: target) { row, column in
                        paintPiece(from: from, to: to, clip: PixelRect(minX: column, minY: row, maxX: clip.maxX, maxY: row + 1))
                    }
                    if let resume, resume < clip.maxY {
                        paintPiece(from: from, to: to, clip: PixelRect(minX: clip.minX, minY: resume, maxX: clip.maxX, maxY: clip.maxY))
                    }
                }
                continue
            }
            pattern.forEachDash(alongLength: edgeLength, phase: phase) { start, end in
                paintPiece(from: start / edgeLength, to: end / edgeLength, clip: clip)
            }
        }
    }

    /// The lesser of two finite values (one instruction; `min` orders NaNs).
    @inline(__always)
    private static func least(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a < b ? a : b }

    /// The greater of two finite values (one instruction; `max` orders NaNs).
    @inline(__always)
    private static func greatest(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a > b ? a : b }

    /// Whether no pixel centre (a whole number plus ½) lies within
    /// `low...high`, widened by 10⁻⁴ pixel on each side.
    @inline(__always)
    static func holdsNoCentre(_ low: CGFloat, _ high: CGFloat) -> Bool {
        PixelSnapping.firstCentre(atOrAfter: low - 1e-4) >= PixelSnapping.firstCentre(atOrAfter: high + 1e-4)
    }

    /// Edges and lines longer than this, in pixels, are cut to the stretch
    /// that can reach the clip before they are dashed: several times any
    /// canvas's side, so every edge of a view that fits on the canvas is
    /// dashed whole, exactly as before, while a view scaled far beyond it
    /// (up to ±2²⁴ pixels, where corners are clamped) is not walked dash by
    /// dash across millions of pixels nobody sees.
    static let longEdge: CGFloat = 65_536

    /// The part of the band between the outer edge `outerStart`–`outerEnd`
    /// and the inner one `innerStart`–`innerEnd` that can reach `clip`, as
    /// fractions of the edges; `nil` when none can.
    ///
    /// At each fraction, the inner point is no farther from the outer one
    /// than at one of the ends (the distance between two linear paths is
    /// convex), so where the outer edge is farther than that from the clip
    /// (on either axis), the piece there lies wholly outside it.
    static func reachableFractions(
        of outerStart: CGPoint, _ outerEnd: CGPoint, _ innerStart: CGPoint, _ innerEnd: CGPoint, clip: PixelRect
    ) -> ClosedRange<CGFloat>? {
        let reach =
            max(
                hypot(innerStart.x - outerStart.x, innerStart.y - outerStart.y),
                hypot(innerEnd.x - outerEnd.x, innerEnd.y - outerEnd.y)) + 2
        var low: CGFloat = 0, high: CGFloat = 1
        func keep(_ start: CGFloat, _ end: CGFloat, within minimum: Int, _ maximum: Int) {
            let lowest = CGFloat(minimum) - reach, highest = CGFloat(maximum) + reach
            let delta = end - start
            guard delta != 0 else {
                if !(start >= lowest && start <= highest) { (low, high) = (1, 0) }
                return
            }
            let first = (lowest - start) / delta, second = (highest - start) / delta
            low = max(low, min(first, second))
            high = min(high, max(first, second))
        }
        keep(outerStart.x, outerEnd.x, within: clip.minX, clip.maxX)
        keep(outerStart.y, outerEnd.y, within: clip.minY, clip.maxY)
        return low <= high ? low...high : nil
    }

    /// A line of `style.width` centred on the segment, flat ends, dashed if
    /// the style says so.
    private func line(
        from start: CGPoint, to end: CGPoint, _ color: SourceOverColor, _ style: StrokeStyle, clip: PixelRect,
        on target: PixelTarget
    ) {
        let length = hypot(end.x - start.x, end.y - start.y)
        let width = style.width * scale
        guard length > 0, length.isFinite, width > 0, width.isFinite, !color.isInvisible else { return }
        var (first, last, lineLength, phase) = (start, end, length, CGFloat(0))
        if length > Self.longEdge {
            // As for a polygon's edge: dash only the stretch near the clip.
            let half = CGPoint(x: -(end.y - start.y) / length * width / 2, y: (end.x - start.x) / length * width / 2)
            let side = (CGPoint(x: start.x + half.x, y: start.y + half.y), CGPoint(x: end.x + half.x, y: end.y + half.y))
            guard let part = Self.reachableFractions(of: start, end, side.0, side.1, clip: clip) else { return }
            (first, last) = (Self.lerp(start, end, part.lowerBound), Self.lerp(start, end, part.upperBound))
            lineLength = hypot(last.x - first.x, last.y - first.y)
            phase = part.lowerBound * length
        }
        DashPattern(style, scale: scale).forEachDash(alongLength: lineLength, phase: phase) { from, to in
            segment(
                from: Self.lerp(first, last, from / lineLength), to: Self.lerp(first, last, to / lineLength), width: width,
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

    /// Blends the run's colour through its mask (fetched before the bands
    /// ran), placed by ``textOrigin(_:_:scale:)``.
    private func text(_ run: TextRun, _ mask: TextMask, clip: PixelRect, on target: PixelTarget) {
        let (x, y) = Self.textOrigin(run, mask, scale: scale)
        target.blend(mask, x: x, y: y, SourceOverColor(run.color), clip: clip)
    }

    /// Where the top-left pixel of `run`'s mask lands: the run's origin in
    /// pixels, moved left by the mask's width for right alignment (half for
    /// centred), each coordinate rounded to a whole pixel.
    static func textOrigin(_ run: TextRun, _ mask: TextMask, scale: CGFloat) -> (x: Int, y: Int) {
        let anchor = CGPoint(x: run.origin.x * scale, y: run.origin.y * scale)
        let left: CGFloat
        switch run.alignment {
        case .left: left = anchor.x
        case .center: left = anchor.x - CGFloat(mask.width) / 2
        case .right: left = anchor.x - CGFloat(mask.width)
        }
        return (PixelSnapping.edge(left), PixelSnapping.edge(anchor.y))
    }

    /// Pixels that contain every pixel a polygon with `corners` (in points)
    /// can paint at `scale`, filled or stroked: the bounding box of its
    /// corners in pixels, widened to whole pixels and one more on each side;
    /// `nil` when a corner is not finite (such a polygon paints nothing).
    /// The plan cuts a polygon's clip to it, so a band whose rows it misses
    /// skips the polygon without touching its corners.
    static func polygonBounds(_ corners: [CGPoint], scale: CGFloat) -> PixelRect? {
        guard let first = corners.first else { return nil }
        var minX = first.x, maxX = minX, minY = first.y, maxY = minY
        for corner in corners {
            guard corner.x.isFinite, corner.y.isFinite else { return nil }
            minX = min(minX, corner.x)
            maxX = max(maxX, corner.x)
            minY = min(minY, corner.y)
            maxY = max(maxY, corner.y)
        }
        func pixel(_ value: CGFloat) -> Int {
            let scaled = value * scale
            guard scaled.isFinite else { return value * scale > 0 ? Int(PixelSnapping.limit) : -Int(PixelSnapping.limit) }
            return Int(min(PixelSnapping.limit, max(-PixelSnapping.limit, scaled)))
        }
        return PixelRect(minX: pixel(minX) - 2, minY: pixel(minY) - 2, maxX: pixel(maxX) + 2, maxY: pixel(maxY) + 2)
    }

    // MARK: Spans

    private func fillConvex(
        _ corners: UnsafePointer<CGPoint>, count: Int, _ color: SourceOverColor, clip: PixelRect, on target: PixelTarget
    ) {
        if count == 4, let rect = ConvexOutline.axisAlignedRect(corners) {
            target.fill(rect.intersection(clip), color)
            return
        }
        // Most dash pieces of a clipped view, or outside this band, lie
        // outside the clip: reject them before setting up edges.
        guard Self.overlaps(corners, count: count, clip) else { return }
        var scanner = ConvexPolygonScanner(points: corners, count: count)
        let first = max(scanner.firstRow, clip.minY), end = min(scanner.endRow, clip.maxY)
        guard first < end else { return }
        if color.isOpaque, !opaqueSpansThroughFillSpan {
            // Most polygons are opaque (views, their slivers): stored without
            // testing the colour on every row, and, when the spans need no
            // limiting to the clip's columns, without limiting them.
            let pixel = color.pixel
            if ConvexPolygonScanner.staysWithin(columns: clip.minX, clip.maxX, points: corners, count: count) {
                scanner.forEachUnlimitedSpan(rows: first, end) { row, start, end in
                    if end > start { PixelTarget.store(pixel, at: target.base + (row &* target.width &+ start), count: end &- start) }
                }
            } else {
                scanner.forEachSpan(rows: first, end, minX: clip.minX, maxX: clip.maxX) { row, start, end in
                    if end > start { PixelTarget.store(pixel, at: target.base + (row &* target.width &+ start), count: end &- start) }
                }
            }
            return
        }
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
        if color.isOpaque, hole?.isOpaque ?? true, !opaqueSpansThroughFillSpan {
            // A view's band and fill are always opaque: each row's address
            // once, and no colour tested per span.
            let (pixel, holePixel) = (color.pixel, hole?.pixel)
            func store(_ row: Int, _ start: Int, _ end: Int, _ holeStart: Int, _ holeEnd: Int) {
                let pixels = target.base + row &* target.width
                if holeEnd > holeStart {
                    if holeStart > start { PixelTarget.store(pixel, at: pixels + start, count: holeStart &- start) }
                    if let holePixel { PixelTarget.store(holePixel, at: pixels + holeStart, count: holeEnd &- holeStart) }
                    if end > holeEnd { PixelTarget.store(pixel, at: pixels + holeEnd, count: end &- holeEnd) }
                } else if end > start {
                    PixelTarget.store(pixel, at: pixels + start, count: end &- start)
                }
            }
            // Most views lie within their clip's columns: their spans need no limiting.
            if ConvexPolygonScanner.staysWithin(columns: clip.minX, clip.maxX, points: outer, count: count) {
                ConvexPolygonScanner.forEachUnlimitedBandSpan(
                    outer: &outerScanner, inner: &innerScanner, rows: first, end, store)
            } else {
                ConvexPolygonScanner.forEachBandSpan(
                    outer: &outerScanner, inner: &innerScanner, rows: first, end, minX: clip.minX, maxX: clip.maxX, store)
            }
            return
        }
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

    /// Whether the bounding box of the `count` corners at `corners` reaches
    /// into `clip`. A shape paints only pixels whose centres lie inside its
    /// corners' hull, so when this is `false` it paints nothing there; most
    /// commands lie outside most bands.
    @inline(__always)
    private static func overlaps(_ corners: UnsafePointer<CGPoint>, count: Int, _ clip: PixelRect) -> Bool {
        var minX = corners[0].x, maxX = minX, minY = corners[0].y, maxY = minY
        for index in 1..<count {
            minX = min(minX, corners[index].x)
            maxX = max(maxX, corners[index].x)
            minY = min(minY, corners[index].y)
            maxY = max(maxY, corners[index].y)
        }
        return maxX > CGFloat(clip.minX) && minX < CGFloat(clip.maxX) && maxY > CGFloat(clip.minY) && minY < CGFloat(clip.maxY)
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

    private func pixelRect(_ rect: CGRect) -> PixelRect {
        Self.pixelRect(rect, scale: scale)
    }

    /// The rectangle in pixels (`rect × scale`) with each edge rounded to the
    /// nearest pixel boundary (``PixelSnapping/edge(_:)``): how rectangles
    /// and clips snap.
    static func pixelRect(_ rect: CGRect, scale: CGFloat) -> PixelRect {
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
}
