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
/// The fonts, surface, renderer and canvas are kept between renders of the
/// same pixel size (``HeadlessSurface``), as a window keeps its renderer: text a
/// frame shares with the previous one is not rasterised again. A render of
/// another size replaces them. The output does not depend on what was rendered
/// before: every render clears the whole surface, and cached text textures are
/// the same pixels SDL_ttf would make again.
///
/// SDL and SDL_ttf objects are made and released on the main actor (see
/// ``FontCache``), hence the isolation.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_CreateSoftwareRenderer
@MainActor
public final class HeadlessRenderer {
    public let fonts: FontCache
    /// Whether the canvas takes its software shortcuts (outlines of
    /// axis-aligned quads painted by `SoftwareQuadPainter`, opaque colours
    /// unblended); tests turn them off to check they change no pixel.
    let usesShortcuts: Bool
    private var target: HeadlessSurface?

    public init(fonts: FontCache) {
        self.fonts = fonts
        self.usesShortcuts = true
    }

    init(fonts: FontCache, usesShortcuts: Bool) {
        self.fonts = fonts
        self.usesShortcuts = usesShortcuts
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
        let target = try surface(width: width, height: height, scale: scale)
        try target.canvas.draw(list)
        // Render commands may be batched; flush before reading the surface.
        guard SDL_RenderFlush(target.renderer) == 0 else { throw TouchSDLError.lastSDLError("SDL_RenderFlush") }
        return try RenderedImage(argbSurface: target.surface)
    }

    /// Releases the kept surface, renderer and text textures (the next render
    /// makes new ones): what a first frame costs, for benchmarks, or memory back.
    public func discardSurface() {
        target = nil
    }

    /// Renders `list` and writes it as a PNG at `path`, atomically (see
    /// ``RenderedImage/writePNG(to:)``).
    public func writePNG(_ list: DrawList, scale: CGFloat = 1, to path: String) throws {
        try render(list, scale: scale).writePNG(to: path)
    }

    private func surface(width: Int, height: Int, scale: CGFloat) throws -> HeadlessSurface {
        if let target, target.width == width, target.height == height, target.scale == scale { return target }
        // Release the old one first: two 16384² surfaces would not fit.
        target = nil
        let made = try HeadlessSurface(
            width: width, height: height, scale: scale, fonts: fonts,
            usesShortcuts: usesShortcuts)
        target = made
        return made
    }

    private static func pixelCount(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(1e6, max(-1e6, value)).rounded())
    }
}
