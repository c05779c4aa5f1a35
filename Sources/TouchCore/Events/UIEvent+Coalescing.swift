import Foundation

/// Coalesced and predicted touches (Apple: UIEvent, "Getting the touches for an
/// event"; "Getting high-fidelity input with coalesced touches").
///
/// A host gives TouchLab one sample per touch per input frame, and each is
/// delivered: nothing arrives between two deliveries to coalesce, and TouchLab
/// predicts nothing.
extension UIEvent {
    /// Every sample of `touch` since the last delivery, oldest first, "with the last
    /// touch being a copy of the same touch you specified" (Apple:
    /// UIEvent.coalescedTouches(for:),
    /// <https://developer.apple.com/documentation/uikit/uievent/coalescedtouches(for:)>):
    /// here that copy alone, a list of one. Nil when `touch` is not in this event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        return [UITouch(copyOf: touch)]
    }

    /// The touches the system predicts for `touch`, not including it (Apple:
    /// UIEvent.predictedTouches(for:),
    /// <https://developer.apple.com/documentation/uikit/uievent/predictedtouches(for:)>):
    /// an empty list, as TouchLab predicts nothing. Nil when `touch` is not in this
    /// event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        return []
    }
}
