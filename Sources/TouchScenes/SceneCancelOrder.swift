/// The order of a recognizer's action and the view's `touchesCancelled` when both
/// happen in the same event (SPEC G13, §10).
///
/// Devices run the action first (seed 002's logs: `View Taped` then
/// `touchesCancelled`); Apple's guide suggests the cancel comes first.
public enum SceneCancelOrder: String, CaseIterable, Hashable, Sendable {
    case actionFirst
    case cancelFirst
}
