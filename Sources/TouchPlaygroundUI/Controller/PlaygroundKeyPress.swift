import Foundation

/// One key press as the controller sees it: the key, the modifiers held, and
/// whether the keyboard repeats a key held down (only bindings that
/// ``PlaygroundKeyBinding/repeats`` act on repeats).
package struct PlaygroundKeyPress: Hashable, Sendable {
    package var key: PlaygroundKey
    package var modifiers: PlaygroundModifierKeys
    package var isRepeat: Bool

    package init(_ key: PlaygroundKey, modifiers: PlaygroundModifierKeys = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
