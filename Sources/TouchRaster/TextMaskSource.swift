/// Where ``RasterCanvas`` gets the pixels of text: coverage masks of a string
/// at a pixel size, from a font rasteriser the raster layer does not know.
///
/// TouchRaster turns drawing descriptions into pixels without any graphics or
/// font library; the front end that owns the fonts (TouchSDL, with SDL_ttf)
/// implements this protocol and is expected to cache masks, because a frame
/// draws mostly the labels the previous frame drew. The canvas decides the
/// pixel size and where the mask goes (``TouchDisplayList/TextRun``'s alignment);
/// the source decides the glyphs.
///
/// The canvas asks for every mask of a frame on the thread that called
/// ``RasterCanvas/render(_:scale:)``, in command order, before any band is
/// painted, and never from a band's thread: a source need not be thread-safe
/// (SDL_ttf is not).
///
/// A source must give the same mask for the same question for as long as it
/// is the canvas's source: the canvas keeps pixels painted with its masks
/// (a list's stable prefix) and does not ask again for them. To draw with
/// another font, set another source.
package protocol TextMaskSource: AnyObject {
    /// The coverage mask of `text` at `pixelSize` pixels (1…512). When
    /// `maxWidth` is given and the text is wider, the source drops characters
    /// from the end and appends "…" until it fits, like `UILabel` with
    /// `.byTruncatingTail`. `nil` when nothing would be drawn (an empty string,
    /// or not even "…" fits).
    func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask?

    /// Called after every frame the canvas renders: a source may release the
    /// masks that frame did not use.
    func frameDidEnd()

    /// Whether this frame may go without `text`, leaving the run out, because
    /// its mask is not ready and making it now would delay the frame.
    ///
    /// The canvas asks only for text a frame's answer to the latest input does
    /// not need: at or after the list's ``TouchDisplayList/DrawList/primaryCommandCount``,
    /// visible (inside its clip, not transparent), before asking for its mask.
    /// A source that answers `true` takes on drawing it later: it must note
    /// that the frame is incomplete, so its owner renders the same list again,
    /// and must not answer `true` in that render (a live window presents the
    /// device's answer first and the panels' new text a moment later). The
    /// default answers `false`: every frame is complete.
    func defersMask(for text: String, pixelSize: Int, maxWidth: Int?) -> Bool
}

extension TextMaskSource {
    package func defersMask(for text: String, pixelSize: Int, maxWidth: Int?) -> Bool { false }
}
