import Foundation

/// A key the playground reacts to, named without any platform's codes: the
/// window translates its own key events into these (TouchSDL: `PlaygroundKey(keycode:)`).
///
/// Printable keys are matched by the character the keyboard layout gives
/// them, unshifted and lowercase, so `S` is S on any layout; `?` arrives as
/// `?` where the layout has it as a key of its own and as `/` (Shift+/) on US
/// layouts. Keys that print nothing have cases of their own.
package enum PlaygroundKey: Hashable, Sendable {
    /// A printable key, by its unshifted character (`"s"`, `"1"`, `"/"`).
    case character(Character)
    case space, tab, escape, enter, backspace
    case left, right, up, down
    case home, end, pageUp, pageDown

    /// The scene number a digit key stands for (`1` to `9`); `nil` otherwise.
    package var digit: Int? {
        guard case .character(let character) = self, let value = character.wholeNumberValue,
            character.isASCII
        else { return nil }
        return value
    }
}
