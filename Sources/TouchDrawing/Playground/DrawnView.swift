import Foundation
import TouchCore

/// A view as ``PlaygroundRenderer`` drew it in step 1: where, under which clip,
/// and whether hidden. The later steps (highlights, labels, chips, the
/// selection outline) read these instead of asking the view again.
///
/// The view is held `unowned(unsafe)`: the frame's application owns every
/// window and view for the whole of `drawList`, which only reads them. A view
/// is weakly referenced by its subviews, so its reference count lives in a side
/// table and every retain and release is an atomic trip there; a thousand views
/// held strongly cost a thousand of each per frame for nothing.
struct DrawnView {
    unowned(unsafe) let view: UIView
    /// The bounds' corners on the canvas, clockwise from the top-left.
    let quad: [CGPoint]
    /// The quad's axis-aligned bounding box (``PlaygroundRenderer/bounds(of:)``).
    let box: CGRect
    /// The clip its ancestors' `clipsToBounds` draw it under, if any.
    var clip: CGRect?
    /// Hidden, under a hidden ancestor, or too transparent to be hit-tested.
    var isHidden: Bool
    /// The name its label shows: its trace subject's, read while it was drawn
    /// so that placing labels (which mostly finds no room) need not touch it.
    let name: String
    /// Shown, with gesture recognizers: it gets recognizer chips (step 4).
    let hasRecognizers: Bool
    /// Shown, and a `UIControl`: it may get a state chip. Asked while the view
    /// is at hand, so the later steps visit only the few views concerned.
    let isControl: Bool
}
