import Foundation

/// The 1,000-view frame with the hierarchy panel open and the device drawn
/// as the exploded view (``TouchPlaygroundUI/ExplodedCamera/standard``), measured
/// as ``RenderMeasurement`` measures the plain frame: the display list, then
/// the steady-state render.
package struct PanelsFrameMeasurement: Codable, Hashable, Sendable {
    package var drawCommands: Int
    /// Nanoseconds to build the display list.
    package var drawList: TimingSummary
    /// Nanoseconds to rasterise it, keeping the pixel buffer and text masks.
    package var render: TimingSummary

    package init(drawCommands: Int, drawList: TimingSummary, render: TimingSummary) {
        self.drawCommands = drawCommands
        self.drawList = drawList
        self.render = render
    }

    /// Median nanoseconds for a whole frame.
    package var frameMedian: Double { drawList.median + render.median }

    /// Frames a second at the median.
    package var framesPerSecond: Double { frameMedian > 0 ? 1e9 / frameMedian : 0 }
}
