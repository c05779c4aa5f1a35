import CSDL2
import CSDL2TTF
import Foundation
import TouchDrawing

/// Executes a ``TouchDrawing/DrawList`` on an SDL renderer: a window's renderer
/// or a software renderer drawing into a surface (see ``HeadlessRenderer``).
///
/// Coordinates in the list are points; the canvas multiplies them by `scale` to
/// get renderer pixels, and renders text at `pointSize × scale` pixels so it
/// stays sharp at 2×. How each command becomes pixels:
///
/// - Rectangles snap their edges to whole pixels and use `SDL_RenderFillRect`,
///   so view frames stay crisp and pixel tests can name exact border pixels.
///   Strokes are bands inside the rectangle (``TouchDrawing/StrokeStyle``).
/// - Polygons, lines, arrows and circles become triangles for
///   `SDL_RenderGeometry` (SDL ≥ 2.0.18; Debian 12 has 2.26.5). Polygons must be
///   convex: they are filled as a triangle fan.
///   On a software renderer drawing into a surface (``HeadlessRenderer``),
///   solid strokes of axis-aligned quads — every view's outline — skip the
///   triangles and are painted by `SoftwareQuadPainter` with the same pixels,
///   many times faster.
/// - Text is rasterised with SDL_ttf (`TTF_RenderUTF8_Blended`, antialiased) in
///   the bundled DejaVu Sans; `TextTextureCache` keeps each texture while
///   consecutive frames draw it, so keep one canvas for a renderer across frames.
/// - Clips nest: each push intersects with the enclosing clip
///   (`SDL_RenderSetClipRect`). While the clip is empty nothing is drawn; SDL is
///   not asked to clip to an empty rectangle, because SDL 2.26's
///   `SDL_RenderSetClipRect` takes a rectangle without width or height to mean
///   "no clipping" (SDL_render.c).
///
/// Every colour is alpha-blended (`SDL_BLENDMODE_BLEND`:
/// dst = src × a + dst × (1 − a)), except that an opaque colour is drawn with
/// `SDL_BLENDMODE_NONE`, which gives the same pixels (the blend with a = 1 is a
/// copy in every SDL renderer) without the per-pixel arithmetic: the software
/// renderer then fills rectangles with `SDL_FillRect` and writes triangles
/// straight into the target instead of through a temporary surface and a blit.
/// The canvas does not present: the window's
/// owner calls `SDL_RenderPresent`, and reads pixels back *before* presenting
/// (SDL documents the back buffer as undefined afterwards; notes §5).
///
/// Not thread-safe, like SDL's renderer: use a canvas on the thread that made
/// its renderer.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_RenderGeometry,
/// https://wiki.libsdl.org/SDL2/SDL_SetRenderDrawBlendMode
public final class SDLCanvas {
    /// The renderer drawn on; the canvas does not own or destroy it.
    public let renderer: OpaquePointer
    public let fonts: FontCache
    /// Renderer pixels per point.
    public var scale: CGFloat

    private let textures: TextTextureCache
    /// Set when drawing into a surface through a software renderer.
    private let quadPainter: SoftwareQuadPainter?
    /// Whether opaque colours are drawn unblended (see the type's doc); off only
    /// in tests that check it changes no pixel.
    private let copiesOpaqueColors: Bool
    /// The renderer's draw blend mode as last set by this canvas in this frame.
    private var blendMode: SDL_BlendMode?
    /// Pixel clip rectangles of the pushed clips, innermost last.
    private var clips: [SDL_Rect] = []

    /// The renderer must outlive the canvas (its text textures are destroyed
    /// with the canvas).
    public init(renderer: OpaquePointer, fonts: FontCache, scale: CGFloat = 1) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
        self.textures = TextTextureCache(renderer: renderer)
        self.quadPainter = nil
        self.copiesOpaqueColors = true
    }

    /// A canvas on a software renderer (`SDL_CreateSoftwareRenderer`) that draws
    /// into `surface`, which must outlive the canvas. With `usesShortcuts`
    /// the outlines of axis-aligned quads are painted into the surface by
    /// `SoftwareQuadPainter` rather than through `SDL_RenderGeometry`, and
    /// opaque colours are drawn unblended; the pixels are the same either way
    /// (tests turn the shortcuts off to compare).
    init(
        softwareRenderer renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>, fonts: FontCache,
        scale: CGFloat, usesShortcuts: Bool = true
    ) {
        self.renderer = renderer
        self.fonts = fonts
        self.scale = scale
        self.textures = TextTextureCache(renderer: renderer)
        self.quadPainter = usesShortcuts ? SoftwareQuadPainter(renderer: renderer, target: surface) : nil
        self.copiesOpaqueColors = usesShortcuts
    }

    /// Clears the renderer to the list's background and executes its commands.
    ///
    /// Throws ``TouchSDLError/unbalancedClipPop(commandIndex:)`` for a pop
    /// without a push (the frame is left half drawn), and
    /// ``TouchSDLError/sdlCall(function:message:)`` when SDL refuses a call.
    /// Pushes left open at the end are closed silently.
    public func draw(_ list: DrawList) throws {
        clips.removeAll()
        defer {
            clips.removeAll()
            SDL_RenderSetClipRect(renderer, nil)
            textures.endFrame()
        }
        try check(SDL_RenderSetClipRect(renderer, nil), "SDL_RenderSetClipRect")
        blendMode = nil
        try setColor(list.background)
        try check(SDL_RenderClear(renderer), "SDL_RenderClear")
        for (index, command) in list.commands.enumerated() {
            try execute(command, index: index)
        }
    }

    /// The size in points a text run takes when drawn, after truncation.
    public func size(of run: TextRun) throws -> CGSize {
        let pixelSize = self.pixelSize(run.pointSize)
        let text = try displayedText(run, pixelSize: pixelSize)
        if text.isEmpty { return .zero }
        let size = try fonts.size(of: text, pixelSize: pixelSize)
        return CGSize(width: CGFloat(size.width) / scale, height: CGFloat(size.height) / scale)
    }

    /// Number of text textures kept for reuse in the next frame.
    var cachedTextTextureCount: Int { textures.count }

    private func execute(_ command: DrawCommand, index: Int) throws {
        switch command {
        case .pushClip(let rect):
            let clip = pixelRect(rect)
            if let enclosing = clips.last {
                clips.append(Self.intersection(clip, enclosing))
            } else {
                clips.append(clip)
            }
            try applyClip()
            return
        case .popClip:
            guard clips.popLast() != nil else { throw TouchSDLError.unbalancedClipPop(commandIndex: index) }
            try applyClip()
            return
        default:
            break
        }
        if let clip = clips.last, clip.w <= 0 || clip.h <= 0 { return }

        switch command {
        case .fillRect(let rect, let color):
            var pixels = pixelRect(rect)
            guard pixels.w > 0, pixels.h > 0 else { return }
            try setColor(color)
            try check(SDL_RenderFillRect(renderer, &pixels), "SDL_RenderFillRect")
        case .strokeRect(let rect, let color, let style):
            guard style.width > 0 else { return }
            let pixels = pixelRect(rect)
            let bands = Tessellator.rectStroke(
                CGRect(x: Int(pixels.x), y: Int(pixels.y), width: Int(pixels.w), height: Int(pixels.h)),
                width: max(1, Int((style.width * scale).rounded())), style: style.scaled(by: scale))
            guard !bands.isEmpty else { return }
            let rects = bands.map { SDL_Rect(x: Int32($0.minX), y: Int32($0.minY), w: Int32($0.width), h: Int32($0.height)) }
            try setColor(color)
            try check(SDL_RenderFillRects(renderer, rects, Int32(rects.count)), "SDL_RenderFillRects")
        case .fillPolygon(let corners, let color):
            try drawTriangles(Tessellator.fillConvex(corners.map(pixelPoint)), color)
        case .strokePolygon(let corners, let color, let style):
            let points = corners.map(pixelPoint)
            let pixelStyle = style.scaled(by: scale)
            if let quadPainter, !pixelStyle.isDashed,
                let bands = Tessellator.softwareCoverage(ofQuadStroke: points, width: pixelStyle.width)
            {
                try quadPainter.fill(bands, color: color, clip: clips.last)
            } else {
                try drawTriangles(Tessellator.strokeConvex(points, style: pixelStyle), color)
            }
        case .line(let start, let end, let color, let style):
            try drawTriangles(Tessellator.line(from: pixelPoint(start), to: pixelPoint(end), style: style.scaled(by: scale)), color)
        case .arrow(let start, let end, let color, let style, let headLength):
            try drawTriangles(
                Tessellator.arrow(
                    from: pixelPoint(start), to: pixelPoint(end),
                    width: style.width * scale, headLength: headLength * scale), color)
        case .fillCircle(let center, let radius, let color):
            try drawTriangles(Tessellator.fillConvex(Tessellator.circle(center: pixelPoint(center), radius: radius * scale)), color)
        case .strokeCircle(let center, let radius, let color, let style):
            try drawTriangles(
                Tessellator.strokeCircle(
                    center: pixelPoint(center), radius: radius * scale,
                    style: style.scaled(by: scale)), color)
        case .text(let run):
            try drawText(run)
        case .pushClip, .popClip:
            break
        }
    }

    private func drawText(_ run: TextRun) throws {
        guard run.color.alpha > 0 else { return }
        let pixelSize = self.pixelSize(run.pointSize)
        let text = try displayedText(run, pixelSize: pixelSize)
        let key = TextTextureCache.Key(
            text: text, pixelSize: pixelSize,
            red: run.color.red, green: run.color.green, blue: run.color.blue)
        guard let entry = try textures.texture(for: key, font: fonts.font(pixelSize: pixelSize)) else { return }
        let anchor = pixelPoint(run.origin)
        let left: CGFloat
        switch run.alignment {
        case .left: left = anchor.x
        case .center: left = anchor.x - CGFloat(entry.width) / 2
        case .right: left = anchor.x - CGFloat(entry.width)
        }
        var destination = SDL_Rect(x: Int32(left.rounded()), y: Int32(anchor.y.rounded()), w: entry.width, h: entry.height)
        try check(SDL_SetTextureAlphaMod(entry.texture, run.color.alpha), "SDL_SetTextureAlphaMod")
        try check(SDL_RenderCopy(renderer, entry.texture, nil, &destination), "SDL_RenderCopy")
    }

    private func displayedText(_ run: TextRun, pixelSize: Int) throws -> String {
        guard let maxWidth = run.maxWidth else { return run.string }
        return try fonts.truncated(run.string, pixelSize: pixelSize, maxWidth: Int((maxWidth * scale).rounded(.down)))
    }

    private func drawTriangles(_ points: [CGPoint], _ color: DrawColor) throws {
        guard !points.isEmpty, color.alpha > 0 else { return }
        try setColor(color)
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let vertices = points.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        try check(SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0), "SDL_RenderGeometry")
    }

    private func applyClip() throws {
        guard var clip = clips.last else {
            try check(SDL_RenderSetClipRect(renderer, nil), "SDL_RenderSetClipRect")
            return
        }
        // An empty clip is handled by skipping commands (see the type's doc).
        if clip.w > 0, clip.h > 0 {
            try check(SDL_RenderSetClipRect(renderer, &clip), "SDL_RenderSetClipRect")
        }
    }

    /// Sets the draw colour, and the blend mode it is drawn with: none for an
    /// opaque colour when allowed (the same pixels, see the type's doc), else
    /// blending. Also applies to `SDL_RenderGeometry`, which blends with the
    /// renderer's draw blend mode.
    private func setColor(_ color: DrawColor) throws {
        let mode = copiesOpaqueColors && color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if mode != blendMode {
            try check(SDL_SetRenderDrawBlendMode(renderer, mode), "SDL_SetRenderDrawBlendMode")
            blendMode = mode
        }
        try check(SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha), "SDL_SetRenderDrawColor")
    }

    /// Font size in pixels, 1…512: a larger size would only make FreeType
    /// allocate huge glyph bitmaps for text no canvas here can show.
    private func pixelSize(_ pointSize: CGFloat) -> Int {
        let pixels = pointSize * scale
        guard pixels.isFinite else { return 1 }
        return min(512, max(1, Int(pixels.rounded())))
    }

    private func pixelPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * scale, y: point.y * scale)
    }

    /// The rectangle scaled to pixels with each edge rounded to the nearest
    /// pixel boundary, so adjacent rectangles neither overlap nor leave gaps.
    /// Edges far off the canvas are clamped (a `CGRect.infinite` clip becomes a
    /// very large one), so a non-finite rectangle cannot trap.
    private func pixelRect(_ rect: CGRect) -> SDL_Rect {
        let rect = rect.standardized
        let x0 = pixelEdge(rect.minX), y0 = pixelEdge(rect.minY)
        let x1 = pixelEdge(rect.maxX), y1 = pixelEdge(rect.maxY)
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    private func pixelEdge(_ value: CGFloat) -> Int32 {
        let limit: CGFloat = 16_777_216  // 2^24, far beyond any canvas
        let pixels = value * scale
        guard !pixels.isNaN else { return 0 }
        return Int32(min(limit, max(-limit, pixels)).rounded())
    }

    /// The overlap of two pixel rectangles; an empty rectangle when they do not
    /// overlap.
    private static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    private func check(_ result: Int32, _ function: String) throws {
        if result != 0 { throw TouchSDLError.lastSDLError(function) }
    }
}
