import Foundation

/// The modifier keys held while a key or a mouse button is pressed.
package struct PlaygroundModifierKeys: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static let shift = PlaygroundModifierKeys(rawValue: 1 << 0)
    package static let control = PlaygroundModifierKeys(rawValue: 1 << 1)
    package static let alt = PlaygroundModifierKeys(rawValue: 1 << 2)
}
