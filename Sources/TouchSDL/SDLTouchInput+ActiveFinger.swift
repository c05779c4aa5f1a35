import Foundation

extension SDLTouchInput {
    /// A finger that is down: its number in ``TouchCore/TouchSample`` and where
    /// it was last reported (so ``SDLTouchInput/cancelAll()`` can say where it
    /// was cancelled).
    package struct ActiveFinger: Hashable, Sendable {
        package var finger: Int
        package var location: CGPoint
        package var force: CGFloat?
    }
}
