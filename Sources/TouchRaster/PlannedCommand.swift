import Foundation

/// One step of a render, resolved before the bands paint: which command (or
/// fused view) to paint, through which clip, and for text the mask to blend.
///
/// Clips are a stack that only a walk of the whole list in order can
/// resolve, and text masks come from a ``TextMaskSource`` that may only be
/// used on the thread that renders (SDL_ttf is not thread-safe). So
/// ``RasterCanvas`` walks the list once, serially, resolving both, and the
/// bands, running in parallel, read nothing but the plan and the commands.
struct PlannedCommand: Sendable {
    /// The command's index in the list; with ``isFusedView``, the fill's,
    /// and the stroke follows it.
    var index: Int
    /// The command at ``index`` and the next are an opaque polygon fill and
    /// the solid stroke of the same polygon, painted in one pass
    /// (``RasterBand/fusesView(_:_:scale:)``).
    var isFusedView: Bool
    /// The pixels the command may paint: the innermost clip pushed before
    /// it, within the canvas; never empty.
    var clip: PixelRect
    /// A text command's coverage mask; `nil` for other commands (text with
    /// no mask is not planned at all).
    var mask: TextMask?
    /// A text command's highlighted ranges, in pixels, painted before the mask.
    var highlights: [PixelRect] = []
}
