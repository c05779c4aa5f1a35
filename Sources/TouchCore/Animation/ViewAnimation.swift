import Foundation

/// One `UIView.animate` call while its `animations` block runs: the views whose
/// animatable properties the block changes (Apple: "the views being animated").
///
/// UIKit keeps the animation being built in global state that its property setters
/// consult; the core keeps it in a task-local value bound only while the block
/// runs, so nothing is shared between applications or tests, and a block run
/// inside another's gets its own animation.
final class ViewAnimation: @unchecked Sendable {
    // Unchecked: an animation is created, filled and read on the thread that runs
    // its block, inside `UIView.animate`; it is bound as a task-local only there.

    /// The animation whose block is running, if any.
    @TaskLocal static var current: ViewAnimation?

    /// The views changed in the block, in the order first changed.
    private(set) var views: [UIView] = []

    func add(_ view: UIView) {
        if !views.contains(where: { $0 === view }) { views.append(view) }
    }
}
