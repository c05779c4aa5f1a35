import Foundation
import Synchronization

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

    /// How many `animations` blocks are running, on any thread. Every setter of
    /// an animatable property asks for ``current``; a task-local read is a
    /// thread-local lookup and a walk of the task's bindings, so the setters ask
    /// only while some block runs (building a large scene sets every view's
    /// frame, with no block running).
    private static let blocksRunning = Atomic<Int>(0)

    /// The animation whose block is running on this thread, if any, without the
    /// task-local lookup when no block runs anywhere.
    static var running: ViewAnimation? {
        blocksRunning.load(ordering: .acquiring) == 0 ? nil : current
    }

    /// Runs `animations` with `animation` bound as ``current``.
    static func run(_ animation: ViewAnimation, _ animations: () -> Void) {
        blocksRunning.add(1, ordering: .releasing)
        defer { blocksRunning.subtract(1, ordering: .releasing) }
        $current.withValue(animation) { animations() }
    }

    /// The views changed in the block, in the order first changed.
    private(set) var views: [UIView] = []
    /// For each of `views`, its layer's presentation values just before the block
    /// first changed it (where its animation starts), and the properties changed.
    private(set) var starts: [(from: LayerState, properties: LayerState.Properties)] = []

    /// Called before `property` of `view` changes inside the block.
    func add(_ view: UIView, _ property: LayerState.Properties) {
        if let index = views.firstIndex(where: { $0 === view }) {
            starts[index].properties.insert(property)
            return
        }
        views.append(view)
        let now = view.window?.attachedApplication?.clock.now
        starts.append((now.map { view.layer.presentationState(at: $0) } ?? LayerState(view), property))
    }
}
