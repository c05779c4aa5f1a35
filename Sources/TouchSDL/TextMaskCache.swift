import CSDL2
import CSDL2TTF
import Foundation
import TouchRaster

/// The text of frames as coverage masks, rasterised with SDL_ttf in the
/// bundled font and kept from one frame to the next: TouchRaster's
/// ``TouchRaster/TextMaskSource`` for screenshots and the window.
///
/// Rasterising a string (`TTF_RenderUTF8_Blended`, antialiased) costs far more
/// than blending it, and the playground redraws mostly the same labels every
/// frame. So a mask made in one frame is reused while it keeps being drawn,
/// and released at the end of the first frame that does not draw it: memory
/// stays bounded by what one frame shows, even while a label's text changes
/// every frame (a coordinate readout). Truncation to a maximum width
/// (``FontCache/truncated(_:pixelSize:maxWidth:)``, which measures the text
/// several times) is part of the cached work.
///
/// Masks are colourless: SDL_ttf renders the text in opaque white and the
/// mask keeps its alpha, which is the glyphs' coverage, so one mask serves
/// every colour and alpha a label is drawn in. The canvas blends the run's
/// colour through it with the arithmetic SDL's renderer used for the text
/// textures before TouchRaster (``TouchRaster/SourceOverColor``).
///
/// A live window may set ``defersUncachedText`` for a frame that answers an
/// input: text after the device (``TouchDisplayList/DrawList/primaryCommandCount``)
/// whose mask is not kept is then left out rather than rasterised, the frame
/// reports it (``deferredInLastFrame``), and the window renders the same list
/// again at once with deferral off, rasterising it. Deferring never costs a
/// kept mask: the deferring frame still asks for every mask it has, so
/// ``frameDidEnd()`` keeps them all for the complete frame, and the masks
/// it lacked are not kept to lose. Screenshots never defer (the default).
///
/// SDL_ttf is not thread-safe (``FontCache``): use a cache on the thread that
/// owns its fonts.
final class TextMaskCache: TextMaskSource {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var maxWidth: Int?
    }

    private struct Entry {
        /// `nil`: nothing to draw (empty, or not even "…" fits).
        var mask: TextMask?
        /// The last frame that drew it.
        var frame: Int
    }

    let fonts: FontCache
    private var entries: [Key: Entry] = [:]
    /// The frame being drawn, counted from 0.
    private var frame = 0
    /// How many entries the current frame has drawn.
    private var usedThisFrame = 0
    /// Whether the frame being drawn may leave out text whose mask is not
    /// kept (``defersMask(for:pixelSize:maxWidth:)``); off after every frame.
    var defersUncachedText = false
    /// Text runs the current frame left out.
    private var deferredThisFrame = 0
    /// Text runs the last frame that ended left out: when not 0, it lacks
    /// text the same list rendered again would draw.
    private(set) var deferredInLastFrame = 0
    /// Masks the current frame rasterised, and the nanoseconds SDL_ttf took.
    private var rasterisedThisFrame = (count: 0, nanoseconds: UInt64(0))
    /// Masks the last frame that ended rasterised, and the nanoseconds it
    /// took (for the window's frame timings).
    private(set) var rasterisedInLastFrame = (count: 0, nanoseconds: UInt64(0))

    init(fonts: FontCache) {
        self.fonts = fonts
    }

    /// Number of masks currently kept (for tests and diagnostics).
    var count: Int { entries.count }

    func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
        let key = Key(text: text, pixelSize: pixelSize, maxWidth: maxWidth)
        if let index = entries.index(forKey: key) {
            if entries.values[index].frame != frame {
                entries.values[index].frame = frame
                usedThisFrame += 1
            }
            return entries.values[index].mask
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let mask = try rasterise(key)
        rasterisedThisFrame.count += 1
        rasterisedThisFrame.nanoseconds += DispatchTime.now().uptimeNanoseconds - start
        entries[key] = Entry(mask: mask, frame: frame)
        usedThisFrame += 1
        return mask
    }

    /// Leaves `text` out of the frame when it may (``defersUncachedText``) and
    /// its mask is not kept; an empty string, which draws nothing, never is.
    func defersMask(for text: String, pixelSize: Int, maxWidth: Int?) -> Bool {
        guard defersUncachedText, !text.isEmpty,
            entries[Key(text: text, pixelSize: pixelSize, maxWidth: maxWidth)] == nil
        else { return false }
        deferredThisFrame += 1
        return true
    }

    /// Releases the masks the frame that just ended did not draw. Nothing is
    /// copied when it drew them all. Deferral ends with the frame.
    func frameDidEnd() {
        if usedThisFrame < entries.count {
            let current = frame
            entries = entries.filter { $0.value.frame == current }
        }
        frame += 1
        usedThisFrame = 0
        deferredInLastFrame = deferredThisFrame
        deferredThisFrame = 0
        rasterisedInLastFrame = rasterisedThisFrame
        rasterisedThisFrame = (0, 0)
        defersUncachedText = false
    }

    /// Forgets every mask: the next frame rasterises all its text again.
    func removeAll() {
        entries.removeAll()
        usedThisFrame = 0
    }

    private func rasterise(_ key: Key) throws -> TextMask? {
        if key.text.isEmpty { return nil }
        let shown = try key.maxWidth.map { try fonts.truncated(key.text, pixelSize: key.pixelSize, maxWidth: $0) } ?? key.text
        // SDL_ttf refuses to render zero-width text.
        if shown.isEmpty { return nil }
        let runs = try fonts.runs(of: shown, pixelSize: key.pixelSize)
        if runs.count == 1 { return try rasterise(runs[0].text, in: runs[0].font) }
        return try compose(runs)
    }

    /// Runs in different fonts side by side, their baselines on one line.
    private func compose(_ runs: [(text: String, font: OpaquePointer)]) throws -> TextMask? {
        var parts: [(mask: TextMask, ascent: Int)] = []
        for run in runs {
            guard let mask = try rasterise(run.text, in: run.font) else { continue }
            parts.append((mask, Int(TTF_FontAscent(run.font))))
        }
        guard !parts.isEmpty else { return nil }
        let baseline = parts.map(\.ascent).max()!
        let width = parts.map(\.mask.width).reduce(0, +)
        let height = parts.map { baseline - $0.ascent + $0.mask.height }.max()!
        var coverage = [UInt8](repeating: 0, count: width * height)
        var x = 0
        for part in parts {
            let top = baseline - part.ascent
            for row in 0..<part.mask.height where top + row >= 0 && top + row < height {
                for column in 0..<part.mask.width {
                    coverage[(top + row) * width + x + column] = part.mask.coverage[row * part.mask.width + column]
                }
            }
            x += part.mask.width
        }
        return TextMask(width: width, height: height, coverage: coverage)
    }

    private func rasterise(_ shown: String, in font: OpaquePointer) throws -> TextMask? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = TTF_RenderUTF8_Blended(font, shown, white) else {
            throw TouchSDLError.lastSDLError("TTF_RenderUTF8_Blended")
        }
        defer { SDL_FreeSurface(rendered) }
        // SDL_ttf 2.20 renders ARGB8888; convert should another version not.
        var surface = rendered
        var converted: UnsafeMutablePointer<SDL_Surface>?
        if rendered.pointee.format.pointee.format != SDL_PIXELFORMAT_ARGB8888.rawValue {
            guard let made = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
                throw TouchSDLError.lastSDLError("SDL_ConvertSurfaceFormat")
            }
            converted = made
            surface = made
        }
        defer { if let converted { SDL_FreeSurface(converted) } }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0 else { return nil }
        guard SDL_LockSurface(surface) == 0 else { throw TouchSDLError.lastSDLError("SDL_LockSurface") }
        defer { SDL_UnlockSurface(surface) }
        let base = UnsafeRawPointer(surface.pointee.pixels!)
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            for row in 0..<height {
                let pixels = base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    buffer[row * width + column] = UInt8(truncatingIfNeeded: pixels[column] >> 24)
                }
            }
            initialized = width * height
        }
        return TextMask(width: width, height: height, coverage: coverage)
    }
}
