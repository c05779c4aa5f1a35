/// What ``RenderBenchmark`` measured: one playground frame, in two stages.
public struct RenderMeasurement: Codable, Hashable, Sendable {
    public var views: Int
    public var canvasWidth: Int
    public var canvasHeight: Int
    /// Pixels in the rendered image, to show the render really covered the canvas.
    public var pixels: Int
    public var drawCommands: Int
    /// Nanoseconds to build the display list.
    public var drawList: TimingSummary
    /// Nanoseconds to rasterise it (TouchRaster) into an image, in the steady
    /// state: the same pixel buffer and text masks as the frame before, as a
    /// live window keeps them.
    public var render: TimingSummary
    /// The same render with nothing kept from an earlier one (new pixel
    /// buffer, every label rasterised): a first frame. Nil in reports made
    /// before it was measured.
    public var coldRender: TimingSummary?

    public init(
        views: Int, canvasWidth: Int, canvasHeight: Int, pixels: Int, drawCommands: Int,
        drawList: TimingSummary, render: TimingSummary, coldRender: TimingSummary? = nil
    ) {
        self.views = views
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.pixels = pixels
        self.drawCommands = drawCommands
        self.drawList = drawList
        self.render = render
        self.coldRender = coldRender
    }

    /// Median nanoseconds for a whole steady-state frame: display list plus
    /// rasterising.
    public var frameMedian: Double { drawList.median + render.median }
}
