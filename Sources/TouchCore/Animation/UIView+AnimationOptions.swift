import Foundation

extension UIView {
    /// Options for animating views (Apple: UIView.AnimationOptions).
    ///
    /// The raw values are UIKit's. Of UIKit's options the core models the one that
    /// changes touch delivery, `.allowUserInteraction`; the timing curves are accepted
    /// so UIKit code reads the same, and change nothing here because the core never
    /// draws an animation's in-between frames (see `UIView+Animation.swift`).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// "Allow the user to interact with views while they are being animated"
        /// (Apple: UIView.AnimationOptions.allowUserInteraction). Without it the
        /// animating views do not take touches until the animation ends.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }
}
