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
    /// Nanoseconds to rasterise it with the software renderer.
    public var render: TimingSummary

    public init(views: Int, canvasWidth: Int, canvasHeight: Int, pixels: Int, drawCommands: Int,
                drawList: TimingSummary, render: TimingSummary) {
        self.views = views
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.pixels = pixels
        self.drawCommands = drawCommands
        self.drawList = drawList
        self.render = render
    }

    /// Median nanoseconds for a whole frame: display list plus rasterising.
    public var frameMedian: Double { drawList.median + render.median }
}
