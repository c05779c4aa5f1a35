import CSDL2
import Foundation

/// The pixels, software renderer and canvas one ``HeadlessRenderer`` draws
/// with, kept from one render to the next while the image size stays the same.
///
/// Keeping them is what makes consecutive renders cheap: the canvas's text
/// textures belong to this renderer (`TextTextureCache`), so a new renderer per
/// frame would rasterise every label again, and the surface would be allocated
/// and zeroed again. Everything is released in reverse order of creation —
/// canvas (and its textures), renderer, surface — when the owner lets go, on
/// the thread that rendered (the main actor).
final class HeadlessSurface {
    let width: Int
    let height: Int
    let scale: CGFloat
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer
    /// Optional only so `deinit` can release it before the renderer.
    private(set) var canvas: SDLCanvas!

    init(width: Int, height: Int, scale: CGFloat, fonts: FontCache, usesShortcuts: Bool) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw TouchSDLError.lastSDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = TouchSDLError.lastSDLError("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.surface = surface
        self.renderer = renderer
        canvas = SDLCanvas(
            softwareRenderer: renderer, surface: surface, fonts: fonts, scale: scale,
            usesShortcuts: usesShortcuts)
    }

    deinit {
        canvas = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
