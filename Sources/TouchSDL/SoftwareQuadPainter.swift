import CSDL2
import Foundation
import TouchDrawing

/// Paints the outlines of axis-aligned quads straight into the surface SDL's
/// software renderer draws on, with the same pixels the renderer's triangles
/// would give, many times faster.
///
/// A playground frame is mostly views, and a view is a filled and a stroked quad
/// (``TouchDrawing/DrawCommand/fillPolygon(_:color:)`` and
/// ``TouchDrawing/DrawCommand/strokePolygon(_:color:style:)``, because a rotated
/// view is one). SDL turns the fill's two triangles into a rectangle fill by
/// itself, but the outline is a ring of eight triangles, and SDL 2.26's
/// software renderer fills each blended triangle by allocating a zeroed surface
/// the size of its bounding box, rasterising into it and blitting it with
/// `SDL_BlitSurface` (SDL_triangle.c, `SDL_SW_FillTriangle`): eight
/// allocations, blit set-ups and frees per view outline. That was most of a
/// 1,000-view frame's 230 ms.
///
/// This painter does what those triangles amount to
/// (``Tessellator/softwareCoverage(ofQuadStroke:width:)``: the outline's pixel
/// rectangle minus the inset one's): for each band it fills a reusable stamp
/// surface with the colour (`SDL_FillRect`, no blending) and blits it onto the
/// target with `SDL_BlitSurface` in `SDL_BLENDMODE_BLEND` — the same source
/// pixels and the same blit routine SDL uses, so the result is pixel-identical,
/// including the blit's rounding (which differs from `SDL_RenderFillRect`'s by
/// up to 2 per channel, and in the destination's alpha).
/// `SoftwareQuadPainterTests` compares the two on seeded random lists. An
/// opaque colour is written with `SDL_FillRect` directly, which is what that
/// blit does with alpha 255.
///
/// Only for a software renderer drawing into a surface the caller owns
/// (``HeadlessRenderer``); a window's renderer keeps using
/// `SDL_RenderGeometry`. Commands already queued on the renderer are flushed
/// first so painting order is kept. Not thread-safe, like the renderer.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_BlitSurface,
/// https://wiki.libsdl.org/SDL2/SDL_CreateSoftwareRenderer
final class SoftwareQuadPainter {
    private let renderer: OpaquePointer
    private let target: UnsafeMutablePointer<SDL_Surface>
    /// As large as the target, made on first translucent fill and reused.
    private var stamp: UnsafeMutablePointer<SDL_Surface>?

    /// `target` must be the ARGB8888 surface `renderer` (a software renderer)
    /// draws on, and must outlive the painter.
    init(renderer: OpaquePointer, target: UnsafeMutablePointer<SDL_Surface>) {
        self.renderer = renderer
        self.target = target
    }

    deinit {
        if let stamp { SDL_FreeSurface(stamp) }
    }

    /// Blends `color` over each pixel rectangle (whole-pixel edges, not
    /// overlapping), limited to `clip` and the surface, as SDL's software
    /// triangles covering the same pixels would.
    func fill(_ rects: [CGRect], color: DrawColor, clip: SDL_Rect?) throws {
        guard color.alpha > 0, !rects.isEmpty else { return }
        guard SDL_RenderFlush(renderer) == 0 else { throw TouchSDLError.lastSDLError("SDL_RenderFlush") }
        // The renderer leaves its clip on the surface; the rectangles are
        // clipped here instead, as SDL_SW_FillTriangle clips its bounding box.
        SDL_SetClipRect(target, nil)
        var bounds = SDL_Rect(x: 0, y: 0, w: target.pointee.w, h: target.pointee.h)
        if let clip { bounds = Self.intersection(bounds, clip) }
        if color.alpha == 255 {
            let pixel = SDL_MapRGBA(target.pointee.format, color.red, color.green, color.blue, 255)
            for rect in rects {
                var area = Self.intersection(Self.sdlRect(rect), bounds)
                guard area.w > 0, area.h > 0 else { continue }
                guard SDL_FillRect(target, &area, pixel) == 0 else { throw TouchSDLError.lastSDLError("SDL_FillRect") }
            }
            return
        }
        let stamp = try makeStamp()
        let pixel = SDL_MapRGBA(stamp.pointee.format, color.red, color.green, color.blue, color.alpha)
        for rect in rects {
            var area = Self.intersection(Self.sdlRect(rect), bounds)
            guard area.w > 0, area.h > 0 else { continue }
            var source = SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)
            guard SDL_FillRect(stamp, &source, pixel) == 0 else { throw TouchSDLError.lastSDLError("SDL_FillRect") }
            guard SDL_UpperBlit(stamp, &source, target, &area) == 0 else {
                throw TouchSDLError.lastSDLError("SDL_BlitSurface")
            }
        }
    }

    private func makeStamp() throws -> UnsafeMutablePointer<SDL_Surface> {
        if let stamp { return stamp }
        guard
            let made = SDL_CreateRGBSurfaceWithFormat(
                0, target.pointee.w, target.pointee.h, 32,
                target.pointee.format.pointee.format)
        else {
            throw TouchSDLError.lastSDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        SDL_SetSurfaceBlendMode(made, SDL_BLENDMODE_BLEND)
        stamp = made
        return made
    }

    /// Rectangles here have whole-pixel edges well inside `Int32`
    /// (``Tessellator/softwareCoverage(ofQuad:)`` guarantees both).
    private static func sdlRect(_ rect: CGRect) -> SDL_Rect {
        SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
    }

    private static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }
}
