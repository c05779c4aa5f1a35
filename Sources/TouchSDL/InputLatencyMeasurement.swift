/// How long the playground window took from a press entering SDL's event queue
/// to the frame showing its highlight being presented, and to the frame with
/// the panels caught up, press after press.
///
/// The performance target (docs/performance.md) is the highlight "within one
/// frame at 120 Hz": 8.3 ms. The time covers SDL's queue, the input converter,
/// the core's whole delivery (traced), the session, the display list, TouchRaster's render, the texture upload and
/// `SDL_RenderPresent`. The first frame after an input may leave out the panels'
/// new text (``PlaygroundWindow``), so its highlight is presented before that
/// text is rasterised; ``completeNanoseconds`` runs to the frame that has it.
/// It does not cover what happens outside the process (the
/// X server, a touchscreen's own scan rate) nor waiting for the display's next
/// vertical blank, which a vsync'd accelerated renderer adds on real hardware.
package struct InputLatencyMeasurement: Hashable, Sendable {
    /// SDL's video driver (`x11` under a display or Xvfb, `dummy` without one).
    package var videoDriver: String
    /// The renderer SDL picked to present with (`opengl`, `software`...).
    package var renderer: String
    /// Window size in points.
    package var width: Int
    package var height: Int
    /// Nanoseconds per press, from pushing the press into SDL's queue to the end
    /// of the presentation of the first frame that shows it (the device's
    /// answer); presses and releases alike.
    package var nanoseconds: [Double]
    /// Presses whose loop turn presented no frame, or whose touch was not
    /// hit-tested by then. Should be 0.
    package var pressesWithoutHighlight: Int
    /// Nanoseconds per press, as ``nanoseconds``, to the end of the
    /// presentation of the frame with every panel's text: the same as
    /// ``nanoseconds`` for a press whose first frame left nothing out.
    package var completeNanoseconds: [Double]
    /// What the frames took, stage by stage, timed inside the window.
    package var stages: Stages
    /// The press and the release of the first touch, clicked before the
    /// timed ones and not among them, queue to the first presented frame as
    /// in ``nanoseconds``. The first touch after none changes the whole
    /// picture of the scene (its colours are muted while a touch is
    /// explained), so its frames paint every view again, and its release's
    /// frame keeps the muted scene's pixels for the touches after it
    /// (TouchRaster's `RasterCanvas`): a cold start, measured apart as the
    /// first frame of a render is.
    package var firstTouchNanoseconds: [Double] = []

    /// The stages of the frames the presses were answered with, each array
    /// one value per press (``completingRender`` and ``completingPresent``
    /// one per press whose first frame left text out).
    package struct Stages: Hashable, Sendable {
        /// Building the first frame's display list.
        package var displayList: [Double] = []
        /// TouchRaster's render of the first frame (the text masks it makes included).
        package var render: [Double] = []
        /// SDL_ttf rasterising the first frame's new text masks, within ``render``.
        package var textRasterising: [Double] = []
        /// Text runs the first frame left out, for the completing frame.
        package var deferredTextRuns: [Double] = []
        /// Uploading the first frame's pixels and presenting them.
        package var present: [Double] = []
        /// Rendering the same list again with the text the first frame left out.
        package var completingRender: [Double] = []
        /// SDL_ttf rasterising that text, within ``completingRender``.
        package var completingTextRasterising: [Double] = []
        /// Uploading and presenting that complete frame.
        package var completingPresent: [Double] = []

        package init() {}

        /// Adds the frames one loop turn presented.
        mutating func add(_ frames: [PresentedFrame]) {
            guard let first = frames.first else { return }
            displayList.append(Double(first.displayListNanoseconds))
            render.append(Double(first.renderNanoseconds))
            textRasterising.append(Double(first.textRasterisingNanoseconds))
            deferredTextRuns.append(Double(first.deferredTextRuns))
            present.append(Double(first.presentNanoseconds))
            if first.deferredTextRuns > 0, let completing = frames.dropFirst().first(where: \.isCompleting) {
                completingRender.append(Double(completing.renderNanoseconds))
                completingTextRasterising.append(Double(completing.textRasterisingNanoseconds))
                completingPresent.append(Double(completing.presentNanoseconds))
            }
        }
    }

    package init(
        videoDriver: String, renderer: String, width: Int, height: Int, nanoseconds: [Double],
        pressesWithoutHighlight: Int, completeNanoseconds: [Double]? = nil, stages: Stages = Stages(),
        firstTouchNanoseconds: [Double] = []
    ) {
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.width = width
        self.height = height
        self.nanoseconds = nanoseconds
        self.pressesWithoutHighlight = pressesWithoutHighlight
        self.completeNanoseconds = completeNanoseconds ?? nanoseconds
        self.stages = stages
        self.firstTouchNanoseconds = firstTouchNanoseconds
    }
}
