import CSDL2
import TouchRaster

/// Shows frames rasterised by TouchRaster in a window: one streaming texture
/// the size of the frame, refreshed with the frame's pixels
/// (`SDL_UpdateTexture`), copied over the whole window and presented.
///
/// So the window shows exactly the pixels of a screenshot of the same frame
/// (``HeadlessRenderer``), whichever renderer SDL picked — accelerated or
/// software, whose own blending and triangle rules differ. The copy is
/// unblended and, when the frame is as large as the renderer's output, unscaled.
/// The texture is remade only when the frame's size changes (a resized
/// window). It belongs to the renderer: release the presenter before
/// destroying the renderer, on the same thread.
///
/// See also: https://wiki.libsdl.org/SDL2/SDL_UpdateTexture
final class StreamingFramePresenter {
    let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var width = 0
    private var height = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// The renderer's output size in pixels (larger than the window's size in
    /// points on a high-density display).
    var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Uploads the canvas's last render and presents it.
    func present(_ canvas: RasterCanvas) throws {
        let texture = try streamingTexture(width: canvas.width, height: canvas.height)
        let updated = canvas.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(canvas.width * 4))
        }
        guard updated == 0 else { throw TouchSDLError.lastSDLError("SDL_UpdateTexture") }
        guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else { throw TouchSDLError.lastSDLError("SDL_RenderCopy") }
        SDL_RenderPresent(renderer)
    }

    private func streamingTexture(width: Int, height: Int) throws -> OpaquePointer {
        if let texture, width == self.width, height == self.height { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        guard
            let made = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(width), Int32(height))
        else { throw TouchSDLError.lastSDLError("SDL_CreateTexture") }
        guard SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE) == 0 else {
            SDL_DestroyTexture(made)
            throw TouchSDLError.lastSDLError("SDL_SetTextureBlendMode")
        }
        texture = made
        self.width = width
        self.height = height
        return made
    }
}
