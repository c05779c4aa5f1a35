/// Where a view being read sits: what the reader passes down the tree so each
/// view can be registered with its window, ancestors and UIKit `next`, and so
/// frames left out can fill their container.
struct SceneViewPlace {
    let window: String
    /// Names of the views above, window first.
    let ancestors: [String]
    /// UIKit's `next` for the view: its controller when it is a controller's view,
    /// otherwise its superview (SPEC R1).
    let defaultNext: String
    /// 1 for a window's direct subview or a root, presented or child controller's view.
    let depth: Int
    /// The bounds size of the superview, which a missing frame fills.
    let containerSize: SceneSize
    /// The window's size, which a presented controller's view fills.
    let windowSize: SceneSize
    /// The nearest controller whose view tree this is; a `child:` entry becomes
    /// its child.
    let controller: String?
    /// True where the file may leave the frame out (windows and controllers' views).
    let frameOptional: Bool
}
