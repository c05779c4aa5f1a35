/// Why a draw list could not be rendered, worded so the reader knows what to
/// do next.
package enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A ``TouchDisplayList/DrawCommand/popClip`` had no matching push;
    /// `commandIndex` is its position in the draw list.
    case unbalancedClipPop(commandIndex: Int)
    /// The canvas would have no pixels (or absurdly many).
    case invalidCanvasSize(width: Int, height: Int)

    package var description: String {
        switch self {
        case .unbalancedClipPop(let index):
            return "Draw command \(index) pops a clip that was never pushed;"
                + " build clips with DrawList.clipped(to:_:) to keep them balanced."
        case .invalidCanvasSize(let width, let height):
            return "Cannot render a canvas of \(width)×\(height) pixels; both sides must be 1…16384."
        }
    }
}
