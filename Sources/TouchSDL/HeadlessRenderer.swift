import Foundation
import TouchDisplayList
import TouchRaster

/// Renders draw lists to pixels without a window, a display or `SDL_Init`.
///
/// The pixels come from TouchRaster's ``TouchRaster/RasterCanvas``, a pure
/// Swift rasteriser, with text rasterised by SDL_ttf in the bundled font
/// (`TextMaskCache`). It is deterministic: the same list at the same scale
/// gives the same pixels and byte-identical PNGs run after run. It is what
/// screenshots, golden images, `touchlab shoot` and the benchmark use, and the
/// window shows the same pixels (``PlaygroundWindow``).
///
/// The canvas's pixel buffer and the text masks are kept between renders, as
/// a window keeps them: text a frame shares with the previous one is not
/// rasterised again, and a list that begins with the scene of the lists
/// before it starts from the scene's kept pixels (``TouchDisplayList/DrawList/stablePrefixCount``).
/// The output does not depend on what was rendered before: a render starts
/// from the background, or from kept pixels only when the commands that made
/// them are the same, bit for bit, on the same canvas; and cached masks are
/// the same pixels SDL_ttf would make again. The returned image shares the canvas's buffer
/// until the next render writes to it (copy on write), so a steady stream of
/// renders allocates nothing for pixels while nobody keeps the images.
///
/// SDL_ttf objects are made and released on the main actor (see
/// ``FontCache``), hence the isolation. The canvas paints in parallel bands
/// on other threads, but asks for every text mask on this one, before the
/// bands start (``TouchRaster/TextMaskSource``).
@MainActor
package final class HeadlessRenderer {
    package let fonts: FontCache
    private let textMasks: TextMaskCache
    private let canvas: RasterCanvas

    package init(fonts: FontCache) {
        self.fonts = fonts
        textMasks = TextMaskCache(fonts: fonts)
        canvas = RasterCanvas(textSource: textMasks)
    }

    /// How many bands each render paints in parallel; `nil` (the default)
    /// for the canvas's own choice (``TouchRaster/RasterCanvas/bandCount``).
    package var bandCount: Int? {
        get { canvas.bandCount }
        set { canvas.bandCount = newValue }
    }

    /// Splits each render's rows among the threads ready to paint, as the
    /// window does (``TouchRaster/RasterCanvas/choosesBandsPerRender``); off
    /// for pictures, whose bytes then never depend on the machine's load.
    package var choosesBandsPerRender: Bool {
        get { canvas.choosesBandsPerRender }
        set { canvas.choosesBandsPerRender = newValue }
    }

    /// A renderer using the bundled font (see ``FontLocator``).
    package convenience init() throws {
        try self.init(fonts: FontCache())
    }

    /// Renders `list` at `scale` pixels per point; the image is
    /// `list.size × scale` pixels, each side rounded to the nearest pixel.
    ///
    /// Throws ``TouchSDLError/invalidCanvasSize(width:height:)`` when a side
    /// would be outside 1…16384 pixels, and
    /// ``TouchRaster/RasterError/unbalancedClipPop(commandIndex:)`` for a pop
    /// without a push.
    package func render(_ list: DrawList, scale: CGFloat = 1) throws -> RenderedImage {
        let (width, height) = RasterCanvas.pixelSize(of: list, scale: scale)
        guard (1...RasterCanvas.maximumSide).contains(width), (1...RasterCanvas.maximumSide).contains(height) else {
            throw TouchSDLError.invalidCanvasSize(width: width, height: height)
        }
        try canvas.render(list, scale: scale)
        return RenderedImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }

    /// Releases the kept pixel buffer and text masks (the next render makes
    /// new ones): what a first frame costs, for benchmarks, or memory back.
    package func discardCaches() {
        canvas.releaseStorage()
        textMasks.removeAll()
    }

    /// Number of text masks kept for the next render.
    var cachedTextMaskCount: Int { textMasks.count }

    /// Text runs the last render left out: always 0, screenshots are complete.
    var deferredTextRuns: Int { textMasks.deferredInLastFrame }

    /// The text runs of `list` with characters no installed font can draw
    /// (``FontCache/missingGlyphs(in:)``), each string once, in drawing order:
    /// such a character would be drawn as an empty box, so a picture that
    /// has one does not show what it says.
    package func unprintableText(in list: DrawList) throws -> [(text: String, missing: [Character])] {
        var checked: Set<String> = []
        var result: [(text: String, missing: [Character])] = []
        for command in list.commands {
            guard case .text(let run) = command, checked.insert(run.string).inserted else { continue }
            let missing = try fonts.missingGlyphs(in: run.string)
            if !missing.isEmpty { result.append((run.string, missing)) }
        }
        return result
    }

    /// Renders `list` and writes it as a PNG at `path`, atomically (see
    /// ``RenderedImage/writePNG(to:using:)``).
    package func writePNG(
        _ list: DrawList, scale: CGFloat = 1, to path: String, using writer: AtomicFileWriter = AtomicFileWriter()
    ) throws {
        try render(list, scale: scale).writePNG(to: path, using: writer)
    }
}
