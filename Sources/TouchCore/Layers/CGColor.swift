import Foundation

/// A colour as Core Animation's layer properties take it (Apple: CGColor,
/// <https://developer.apple.com/documentation/coregraphics/cgcolor>): what
/// `UIColor.cgColor` gives for `layer.borderColor` and `layer.backgroundColor`.
///
/// Foundation on Linux has no Core Graphics, so the core defines the part UIKit code
/// uses: sRGB components with alpha. Deliberate difference: a value type, compared
/// by its components, where Core Graphics' is a reference type compared with
/// `CFEqual` — which also compares components.
public struct CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0…1 (Apple: CGColor.components).
    public let components: [CGFloat]?

    /// Creates a colour in the sRGB colour space (Apple: CGColor.init(red:green:blue:alpha:)).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a grey (Apple: CGColor.init(gray:alpha:)), stored as sRGB components.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The colour's opacity, 0…1 (Apple: CGColor.alpha).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Apple: CGColor.numberOfComponents (always 4 here: red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha (Apple: CGColor.copy(alpha:)).
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public var description: String {
        let c = (components ?? []).map { "\($0)" }.joined(separator: ", ")
        return "CGColor(\(c))"
    }
}

extension UIColor {
    /// The colour as a `CGColor`, for layer properties (Apple: UIColor.cgColor,
    /// <https://developer.apple.com/documentation/uikit/uicolor/cgcolor>).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The `UIColor` of a `CGColor` (Apple: UIColor.init(cgColor:)).
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
}
