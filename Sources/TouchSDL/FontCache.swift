import CSDL2
import CSDL2TTF
import Foundation

/// The open SDL_ttf fonts of one font file, one per pixel size.
///
/// `TTF_OpenFont` parses the whole file and builds a FreeType face, so a font is
/// opened once per size and kept; a frame full of labels in two or three sizes
/// opens two or three fonts. Fonts are independent of any renderer, so one cache
/// can serve a window and any number of headless renders.
///
/// The cache holds one `TTF_Init` reference for its lifetime; SDL_ttf counts
/// `TTF_Init`/`TTF_Quit` pairs (SDL_ttf.h, TTF_Init), so several caches may
/// coexist. SDL_ttf and FreeType are not thread-safe, and neither is that count:
/// use a cache, and let its last reference go, on one thread (the main actor in
/// the app and the tests); a cache released on another thread while a second
/// one is in use crashes inside FreeType.
///
/// Glyphs the bundled font lacks (the Chinese of the seed articles: 按钮点击) come
/// from a fallback font, chosen per character (``runs(of:pixelSize:)``): the
/// first fallback file that exists — by default the font fontconfig picks for
/// Chinese (`fc-match`; on Debian WenQuanYi Micro Hei, which `make` installs when no
/// Chinese font is there). Text in one font renders exactly as before.
///
/// See also: https://wiki.libsdl.org/SDL2_ttf/TTF_OpenFont
package final class FontCache {
    package let fontPath: String
    /// The fallback font file in use, if one was found.
    package let fallbackPath: String?
    private var fonts: [Int: OpaquePointer] = [:]
    private var fallbackFonts: [Int: OpaquePointer] = [:]

    /// Fallback fonts tried in order; the first readable one is used: the font
    /// fontconfig picks for Chinese (``FontconfigLookup``), then
    /// ``knownFallbackPaths`` for a machine without fontconfig's tools. Asked once a process.
    package static let defaultFallbackPaths: [String] =
        (FontconfigLookup.fontFile(forLanguage: "zh-cn").map { [$0] } ?? []) + knownFallbackPaths

    /// Where Debian (fonts-wqy-microhei, fonts-noto-cjk), Fedora
    /// (google-noto-sans-cjk-fonts) and Arch (noto-fonts-cjk) put a Chinese font.
    package static let knownFallbackPaths = [
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    ]

    /// Initialises SDL_ttf and opens the font once at 12 px to check that the
    /// file is a font SDL_ttf can read.
    package init(fontPath: String, fallbackPaths: [String] = FontCache.defaultFallbackPaths) throws {
        guard TTF_Init() == 0 else { throw TouchSDLError.lastSDLError("TTF_Init") }
        self.fontPath = fontPath
        self.fallbackPath = fallbackPaths.first { FileManager.default.isReadableFile(atPath: $0) }
        do {
            _ = try font(pixelSize: 12)
        } catch {
            closeAll()
            TTF_Quit()
            throw error
        }
    }

    /// A cache of the bundled font, found by ``FontLocator/forCurrentProcess()``.
    package convenience init() throws {
        try self.init(fontPath: FontLocator.forCurrentProcess().locate())
    }

    deinit {
        closeAll()
        TTF_Quit()
    }

    /// The font at `pixelSize` (clamped to at least 1), opened on first use.
    package func font(pixelSize: Int) throws -> OpaquePointer {
        let size = max(1, pixelSize)
        if let font = fonts[size] { return font }
        guard let font = TTF_OpenFont(fontPath, Int32(size)) else {
            throw TouchSDLError.lastSDLError("TTF_OpenFont(\(fontPath), \(size))")
        }
        fonts[size] = font
        return font
    }

    /// The fallback font at `pixelSize`, or nil without a fallback file.
    package func fallbackFont(pixelSize: Int) throws -> OpaquePointer? {
        guard let fallbackPath else { return nil }
        let size = max(1, pixelSize)
        if let font = fallbackFonts[size] { return font }
        guard let font = TTF_OpenFont(fallbackPath, Int32(size)) else {
            throw TouchSDLError.lastSDLError("TTF_OpenFont(\(fallbackPath), \(size))")
        }
        fallbackFonts[size] = font
        return font
    }

    /// `text` cut into runs that each render in one font: the bundled font
    /// wherever it has the glyph, else the fallback if that has it, else the
    /// bundled font (which draws its missing-glyph box).
    package func runs(of text: String, pixelSize: Int) throws -> [(text: String, font: OpaquePointer)] {
        let primary = try font(pixelSize: pixelSize)
        var result: [(text: String, font: OpaquePointer)] = []
        for scalar in text.unicodeScalars {
            var chosen = primary
            if TTF_GlyphIsProvided32(primary, scalar.value) == 0, let fallback = try fallbackFont(pixelSize: pixelSize),
                TTF_GlyphIsProvided32(fallback, scalar.value) != 0
            {
                chosen = fallback
            }
            if let last = result.last, last.font == chosen {
                result[result.count - 1].text.unicodeScalars.append(scalar)
            } else {
                result.append((String(scalar), chosen))
            }
        }
        return result
    }

    /// The characters of `text` that no font here can draw.
    package func missingGlyphs(in text: String) throws -> [Character] {
        let primary = try font(pixelSize: 12)
        let fallback = try fallbackFont(pixelSize: 12)
        return text.filter { character in
            character.unicodeScalars.contains { scalar in
                !scalar.properties.isWhitespace && TTF_GlyphIsProvided32(primary, scalar.value) == 0
                    && fallback.map { TTF_GlyphIsProvided32($0, scalar.value) == 0 } ?? true
            }
        }.map { $0 }
    }

    /// The size in pixels `text` takes when rendered at `pixelSize`.
    package func size(of text: String, pixelSize: Int) throws -> (width: Int, height: Int) {
        var total = (width: 0, height: 0)
        for run in try runs(of: text, pixelSize: pixelSize) {
            var width: Int32 = 0
            var height: Int32 = 0
            guard TTF_SizeUTF8(run.font, run.text, &width, &height) == 0 else {
                throw TouchSDLError.lastSDLError("TTF_SizeUTF8")
            }
            total = (total.width + Int(width), max(total.height, Int(height)))
        }
        return total
    }

    /// `text`, shortened from the end with "…" appended until it is at most
    /// `maxWidth` pixels wide; the whole text when it fits. When not even "…"
    /// fits, the result is empty.
    package func truncated(_ text: String, pixelSize: Int, maxWidth: Int) throws -> String {
        if try size(of: text, pixelSize: pixelSize).width <= maxWidth { return text }
        let characters = Array(text)
        // Binary search for the longest prefix that fits with the ellipsis:
        // width grows with the prefix length, so the predicate is monotonic.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]) + "…"
            if try size(of: candidate, pixelSize: pixelSize).width <= maxWidth {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let result = String(characters[..<low]) + "…"
        return try size(of: result, pixelSize: pixelSize).width <= maxWidth ? result : ""
    }

    private func closeAll() {
        for font in fallbackFonts.values { TTF_CloseFont(font) }
        for font in fonts.values { TTF_CloseFont(font) }
        fallbackFonts.removeAll()
        fonts.removeAll()
    }
}
