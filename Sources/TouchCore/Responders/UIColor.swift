import Foundation

/// A colour in sRGB with alpha, enough for views drawn as coloured rectangles.
///
/// UIKit's colour is irrelevant to hit-testing (SPEC H5: a clear background still
/// takes touches); it exists so scenes and the window can show views.
public struct UIColor: Equatable, Hashable, Sendable {
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let white = UIColor(white: 1)
    public static let black = UIColor(white: 0)
    public static let gray = UIColor(white: 0.5)
    public static let lightGray = UIColor(white: 2.0 / 3.0)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1)
}
