import Foundation

/// The modifier keys held while a key or a mouse button is pressed.
public struct PlaygroundModifierKeys: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let shift = PlaygroundModifierKeys(rawValue: 1 << 0)
    public static let control = PlaygroundModifierKeys(rawValue: 1 << 1)
    public static let alt = PlaygroundModifierKeys(rawValue: 1 << 2)
}
