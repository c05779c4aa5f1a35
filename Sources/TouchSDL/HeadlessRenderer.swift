import CSDL2
import Foundation
import TouchDrawing

/// Renders draw lists to pixels without a window, a display or `SDL_Init`.
///
/// Each render draws with SDL's software renderer into an ARGB8888 surface
/// (`SDL_CreateSoftwareRenderer`). That path needs no video driver and no
/// environment, and it is deterministic: the same list at the same scale gives
/// the same pixels and byte-identical PNGs run after run (notes §5, measured on
/// this project's machines). It is what screenshots, golden images and
/// `touchlab shoot` use. A window's renderer may be OpenGL, whose blending
/// rounds differently (134 vs 135), so goldens must come from here.
///
/// The fonts are shared between renders; the renderer and surface are made
/// fresh for each one.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_CreateSoftwareRenderer
public final class HeadlessRenderer {
    public let fonts: FontCache

    public init(fonts: FontCache) {
        self.fonts = fonts
    }

    /// A renderer using the bundled font (see ``FontLocator``).
    public convenience init() throws {
        try self.init(fonts: FontCache())
    }

    /// Renders `list` at `scale` pixels per point; the image is
    /// `list.size × scale` pixels, each side rounded to the nearest pixel.
    public func render(_ list: DrawList, scale: CGFloat = 1) throws -> RenderedImage {
        let width = Self.pixelCount(list.size.width * scale)
        let height = Self.pixelCount(list.size.height * scale)
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw TouchSDLError.invalidCanvasSize(width: width, height: height)
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw TouchSDLError.lastSDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw TouchSDLError.lastSDLError("SDL_CreateSoftwareRenderer")
        }
        defer { SDL_DestroyRenderer(renderer) }
        do {
            // Scoped so the canvas, and its text textures, go before the renderer.
            let canvas = SDLCanvas(renderer: renderer, fonts: fonts, scale: scale)
            try canvas.draw(list)
        }
        // Render commands may be batched; flush before reading the surface.
        guard SDL_RenderFlush(renderer) == 0 else { throw TouchSDLError.lastSDLError("SDL_RenderFlush") }
        return try RenderedImage(argbSurface: surface)
    }

    /// Renders `list` and writes it as a PNG at `path`, atomically (see
    /// ``RenderedImage/writePNG(to:)``).
    public func writePNG(_ list: DrawList, scale: CGFloat = 1, to path: String) throws {
        try render(list, scale: scale).writePNG(to: path)
    }

    private static func pixelCount(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(1e6, max(-1e6, value)).rounded())
    }
}
