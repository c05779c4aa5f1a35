import Foundation
import TouchCore

/// A view as ``PlaygroundRenderer`` drew it in step 1: where, under which clip,
/// and whether hidden. The later steps (highlights, labels, chips, the
/// selection outline) read these instead of asking the view again.
///
/// The view is held strongly. Holding it `unowned(unsafe)` saved about 5 % of
/// a 1,000-view display list (a view's reference count lives in a side table,
/// since its subviews reference it weakly), but would turn a subclass whose
/// getter changed the tree mid-draw into a use-after-free; 35 µs a frame is
/// not worth that in a tool that runs other people's classes.
struct DrawnView {
    let view: UIView
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
    /// Filled with at least half opacity, so what is behind it does not show
    /// through: a name behind it would read as this view's.
    let isOpaque: Bool
    /// The position of the last view of its subtree: views drawn after that
    /// are in front of it and none is its descendant.
    var subtreeEnd: Int
}
