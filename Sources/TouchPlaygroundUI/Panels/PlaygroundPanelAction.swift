import Foundation

/// What input on a panel did, for the controller to carry out
/// (``PlaygroundPanel/handle(_:in:)``): panels answer with values, as the
/// gesture arena answers with effects, and never change the controller.
enum PlaygroundPanelAction: Equatable {
    /// Scroll the trace back by `lines` (negative: towards its end).
    case scrollLog(lines: Int)
    /// Scroll the selection panel down by `rows` (negative: up).
    case scrollSelection(rows: Int)
    /// Move the step cursor to `time` on the last sequence, pausing first;
    /// `startsDrag`: the pointer now drags the cursor until the button is
    /// released (``PlaygroundController/Drag/scrubbing``).
    case scrub(toTime: TimeInterval, startsDrag: Bool)
}
