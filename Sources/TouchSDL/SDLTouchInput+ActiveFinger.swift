import Foundation

extension SDLTouchInput {
    /// A finger that is down: its number in ``TouchCore/TouchSample`` and where
    /// it was last reported (so ``SDLTouchInput/cancelAll()`` can say where it
    /// was cancelled).
    public struct ActiveFinger: Hashable, Sendable {
        public var finger: Int
        public var location: CGPoint
        public var force: CGFloat?
    }
}
