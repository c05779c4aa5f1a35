import Foundation

/// A colour in 8-bit sRGB channels with straight (not premultiplied) alpha.
///
/// 8-bit channels are what SDL's renderer takes (`SDL_SetRenderDrawColor`,
/// `SDL_Color`), so a colour survives the trip to pixels unchanged and pixel
/// tests can compare exact values.
///
/// The named palette copies iOS's light-mode system colours, so the playground's
/// highlights look like the platform it explains.
///
/// See also: Apple HIG, "Color" (system colors, light appearance).
package struct DrawColor: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// 0 is fully transparent, 255 fully opaque.
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour with another alpha, e.g. a translucent highlight over a view.
    package func withAlpha(_ alpha: UInt8) -> DrawColor {
        DrawColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `rgba(r,g,b,a)`, the form failing pixel tests print.
    package var description: String {
        "rgba(\(red),\(green),\(blue),\(alpha))"
    }
}

extension DrawColor {
    package static let clear = DrawColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = DrawColor(red: 0, green: 0, blue: 0)
    package static let white = DrawColor(red: 255, green: 255, blue: 255)
    /// UIColor.systemGray.
    package static let gray = DrawColor(red: 142, green: 142, blue: 147)
    /// UIColor.systemGray4: separators and inactive outlines.
    package static let lightGray = DrawColor(red: 209, green: 209, blue: 214)
    /// UIColor.darkText-like grey for labels on light backgrounds.
    package static let darkGray = DrawColor(red: 58, green: 58, blue: 60)
    /// UIColor.systemRed: rejected hit-tests, cancelled touches.
    package static let red = DrawColor(red: 255, green: 59, blue: 48)
    /// UIColor.systemOrange.
    package static let orange = DrawColor(red: 255, green: 149, blue: 0)
    /// UIColor.systemYellow.
    package static let yellow = DrawColor(red: 255, green: 204, blue: 0)
    /// UIColor.systemGreen: the view that won the hit-test.
    package static let green = DrawColor(red: 52, green: 199, blue: 89)
    /// UIColor.systemTeal.
    package static let teal = DrawColor(red: 48, green: 176, blue: 199)
    /// UIColor.systemBlue: tint, touch markers.
    package static let blue = DrawColor(red: 0, green: 122, blue: 255)
    /// UIColor.systemIndigo.
    package static let indigo = DrawColor(red: 88, green: 86, blue: 214)
    /// UIColor.systemPurple: gesture recognizers.
    package static let purple = DrawColor(red: 175, green: 82, blue: 222)
    /// UIColor.systemPink.
    package static let pink = DrawColor(red: 255, green: 45, blue: 85)
}
