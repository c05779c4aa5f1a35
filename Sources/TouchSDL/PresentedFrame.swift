/// One frame the live window presented, with what each stage of it took,
/// timed inside the window (``PlaygroundWindow``'s latency measurement reads
/// them to explain its figures).
///
/// A frame answering an input may leave out the panels' new text
/// (``deferredTextRuns`` > 0); the window then renders the same display list
/// again at once and presents that, the completing frame, which builds no
/// list of its own.
struct PresentedFrame: Hashable, Sendable {
    /// Nanoseconds building the display list (0 for a completing frame).
    var displayListNanoseconds: UInt64
    /// Nanoseconds in TouchRaster's render, text masks included.
    var renderNanoseconds: UInt64
    /// Text masks SDL_ttf rasterised during the render, and the nanoseconds
    /// that took (part of ``renderNanoseconds``).
    var textMasksRasterised: Int
    var textRasterisingNanoseconds: UInt64
    /// Nanoseconds uploading the pixels to the texture and presenting it.
    var presentNanoseconds: UInt64
    /// Text runs after the device left out because their masks were not
    /// rasterised yet: 0 for a complete frame.
    var deferredTextRuns: Int
    /// Whether this frame renders again a list the frame before left text out of.
    var isCompleting: Bool
    /// When the presentation ended, in `DispatchTime` uptime nanoseconds.
    var presentedAt: UInt64
}
