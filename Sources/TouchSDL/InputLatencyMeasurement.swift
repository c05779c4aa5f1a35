/// How long the playground window took from a press entering SDL's event queue
/// to the frame showing its highlight being presented, press after press.
///
/// The performance target (docs/performance.md) is the highlight "within one
/// frame at 120 Hz": 8.3 ms. The time covers SDL's queue, the input converter,
/// the core's whole delivery (traced), the session, the display list, TouchRaster's render, the texture upload and
/// `SDL_RenderPresent`. It does not cover what happens outside the process (the
/// X server, a touchscreen's own scan rate) nor waiting for the display's next
/// vertical blank, which a vsync'd accelerated renderer adds on real hardware.
public struct InputLatencyMeasurement: Hashable, Sendable {
    /// SDL's video driver (`x11` under a display or Xvfb, `dummy` without one).
    public var videoDriver: String
    /// The renderer SDL picked to present with (`opengl`, `software`...).
    public var renderer: String
    /// Window size in points.
    public var width: Int
    public var height: Int
    /// Nanoseconds per press, from pushing the press into SDL's queue to the end
    /// of the presentation of the frame that shows it; presses and releases alike.
    public var nanoseconds: [Double]
    /// Presses whose loop turn presented no frame, or whose touch was not
    /// hit-tested by then. Should be 0.
    public var pressesWithoutHighlight: Int

    public init(
        videoDriver: String, renderer: String, width: Int, height: Int, nanoseconds: [Double],
        pressesWithoutHighlight: Int
    ) {
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.width = width
        self.height = height
        self.nanoseconds = nanoseconds
        self.pressesWithoutHighlight = pressesWithoutHighlight
    }
}
