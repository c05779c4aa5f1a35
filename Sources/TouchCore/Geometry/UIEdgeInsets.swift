import Foundation

/// Inset distances for the four edges of a rectangle (Apple: UIEdgeInsets,
/// <https://developer.apple.com/documentation/uikit/uiedgeinsets>).
///
/// Positive values shrink a rectangle, negative values grow it: an enlarged hit
/// area is `bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10,
/// right: -10))` in a `point(inside:with:)` override (SPEC H8).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// All four insets 0 (Apple: UIEdgeInsets.zero).
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init() { self = .zero }

    /// UIKit's `NSStringFromUIEdgeInsets` form: `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle with its edges moved inwards by `insets` (outwards where an inset
    /// is negative) (Apple: CGRect.inset(by:),
    /// <https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)>).
    ///
    /// The Swift method is UIKit's inline `UIEdgeInsetsInsetRect` (its documented
    /// symbol), which adds `left` and `top` to the origin and takes `left + right`
    /// and `top + bottom` from the size — nothing more: the rectangle is not
    /// standardised first, and insets larger than it give a negative size, not
    /// `CGRect.null` as `insetBy(dx:dy:)` would.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
