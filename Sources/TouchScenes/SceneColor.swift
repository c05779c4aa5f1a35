/// A background colour with components from 0 to 1.
///
/// Scene files write `"#rrggbb"`, `"#rrggbbaa"` or one of UIKit's named class
/// colours (`red`, `clear`, `lightGray`, …). Colour never affects delivery —
/// a fully transparent background with `alpha: 1` still takes touches (SPEC H5) —
/// it only makes the hierarchy visible in the playground and in screenshots.
package struct SceneColor: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's class colours with the component values Apple documents for them
    /// (Apple: UIColor, "Standard colors"), so a scene's `red` matches `UIColor.red`.
    package static let named: [String: SceneColor] = [
        "black": SceneColor(red: 0, green: 0, blue: 0),
        "darkGray": SceneColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": SceneColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "white": SceneColor(red: 1, green: 1, blue: 1),
        "gray": SceneColor(red: 0.5, green: 0.5, blue: 0.5),
        "red": SceneColor(red: 1, green: 0, blue: 0),
        "green": SceneColor(red: 0, green: 1, blue: 0),
        "blue": SceneColor(red: 0, green: 0, blue: 1),
        "cyan": SceneColor(red: 0, green: 1, blue: 1),
        "yellow": SceneColor(red: 1, green: 1, blue: 0),
        "magenta": SceneColor(red: 1, green: 0, blue: 1),
        "orange": SceneColor(red: 1, green: 0.5, blue: 0),
        "purple": SceneColor(red: 0.5, green: 0, blue: 0.5),
        "brown": SceneColor(red: 0.6, green: 0.4, blue: 0.2),
        "clear": SceneColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
