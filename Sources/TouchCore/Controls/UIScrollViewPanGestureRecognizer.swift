import Foundation

/// A scroll view's own pan recognizer (UIKit's private class of the same name,
/// exposed as `UIScrollView.panGestureRecognizer`).
///
/// Unnamed, the trace calls it after its scroll view, as Swift code reaches it —
/// `List.panGestureRecognizer` — so two nested scroll views' pans are told apart
/// (a horizontal pager around a vertical list, SPEC S4 and docs/fidelity.md's
/// "direction and nesting"); `name` still wins when code sets one.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override var unnamedTraceName: String {
        view.map { "\($0.traceName).panGestureRecognizer" } ?? "UIScrollViewPanGestureRecognizer"
    }
}
