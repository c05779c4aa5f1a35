import CSDL2
import CSDL2TTF
import Foundation

/// Rendered text textures of one SDL_Renderer, kept from one frame to the next.
///
/// Rasterising a string (`TTF_RenderUTF8_Blended`) and uploading it
/// (`SDL_CreateTextureFromSurface`) costs far more than copying the texture, and
/// the playground redraws mostly the same labels every frame. So a texture made
/// in one frame is reused while it keeps being drawn, and is destroyed at the end
/// of the first frame that does not draw it: memory stays bounded by what one
/// frame shows, even while a label's text changes every frame (a coordinate
/// readout).
///
/// Textures belong to the renderer that made them (SDL_CreateTexture), so each
/// ``SDLCanvas`` has its own cache. Text is rasterised in the run's colour at
/// full opacity; the run's alpha is applied per draw with
/// `SDL_SetTextureAlphaMod`, so fading a label does not re-rasterise it.
final class TextTextureCache {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var usedThisFrame: Bool
    }

    private let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// Number of textures currently kept (for tests and diagnostics).
    var count: Int { entries.count }

    /// The texture for `key`, rasterised with `font` if this frame or the last
    /// one did not already draw it. `nil` for an empty string (SDL_ttf refuses
    /// to render zero-width text).
    func texture(for key: Key, font: OpaquePointer) throws -> Entry? {
        if key.text.isEmpty { return nil }
        if var entry = entries[key] {
            entry.usedThisFrame = true
            entries[key] = entry
            return entry
        }
        let color = SDL_Color(r: key.red, g: key.green, b: key.blue, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, key.text, color) else {
            throw TouchSDLError.lastSDLError("TTF_RenderUTF8_Blended")
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw TouchSDLError.lastSDLError("SDL_CreateTextureFromSurface")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, usedThisFrame: true)
        entries[key] = entry
        return entry
    }

    /// Destroys the textures the frame that just ended did not draw, and starts
    /// counting use for the next frame.
    func endFrame() {
        for (key, entry) in entries {
            if entry.usedThisFrame {
                entries[key]?.usedThisFrame = false
            } else {
                SDL_DestroyTexture(entry.texture)
                entries[key] = nil
            }
        }
    }
}
