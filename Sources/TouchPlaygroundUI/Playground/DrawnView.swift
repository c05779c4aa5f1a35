import Foundation
import TouchCore

/// A view as ``PlaygroundRenderer`` drew it in step 1: where, under which clip,
/// and whether hidden. The later steps (highlights, labels, chips, the
/// selection outline) read these instead of asking the view again.
///
/// The view is held `unowned(unsafe)`: the renderer's ``PlaygroundRenderer/views``
/// holds every view it draws strongly, taken before the first is drawn and
/// kept for the renderer's life, so a subclass whose getter changed the tree
/// mid-draw cannot free a view drawn here. A strong reference here was a
/// retain and release of each view's count, which lives in a side table
/// (its subviews reference it weakly), for every copy and at the end.
struct DrawnView {
    unowned(unsafe) let view: UIView
    /// The bounds' corners on the canvas, clockwise from the top-left.
    let quad: [CGPoint]
    /// The quad's axis-aligned bounding box (``PlaygroundRenderer/bounds(of:)``).
    let box: CGRect
    /// ``box``'s edges, read once for the loops over every view.
    let edges: Edges
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
