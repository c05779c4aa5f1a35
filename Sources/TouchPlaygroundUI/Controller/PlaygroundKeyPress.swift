import Foundation

/// One key press as the controller sees it: the key, the modifiers held, and
/// whether the keyboard repeats a key held down (only bindings that
/// ``PlaygroundKeyBinding/repeats`` act on repeats).
public struct PlaygroundKeyPress: Hashable, Sendable {
    public var key: PlaygroundKey
    public var modifiers: PlaygroundModifierKeys
    public var isRepeat: Bool

    public init(_ key: PlaygroundKey, modifiers: PlaygroundModifierKeys = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}
