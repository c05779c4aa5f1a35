import Foundation
import TouchCore

/// What input on a panel did, for the controller to carry out
/// (``PlaygroundPanel/handle(_:in:)``): panels answer with values, as the
/// gesture arena answers with effects, and never change the controller.
enum PlaygroundPanelAction {
    /// Scroll the trace back by `lines` (negative: towards its end).
    case scrollLog(lines: Int)
    /// Scroll the selection panel down by `rows` (negative: up).
    case scrollSelection(rows: Int)
    /// Move the step cursor to `time` on the last sequence, pausing first;
    /// `startsDrag`: the pointer now drags the cursor until the button is
    /// released (``PlaygroundController/Drag/scrubbing``).
    case scrub(toTime: TimeInterval, startsDrag: Bool)
    /// Select `view` (`nil`: nothing), as a right-click on the device does.
    case select(UIView?)
    /// Fold the hierarchy row of the object `id`, or unfold it.
    case fold(ObjectIdentifier)
    /// Scroll the hierarchy panel so that row `toRow` is its first.
    case scrollHierarchy(toRow: Int)
    /// Answer the quiz's question with `reply` (a choice clicked on the quiz panel).
    case answerQuiz(String)
    /// The panel took the input and nothing changes (a click on its
    /// header): the host must not make touches of it.
    case nothing
}
