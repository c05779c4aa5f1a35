import Foundation

/// One line of the playground's help overlay: a key and what it does.
///
/// The entries come from the controller's key bindings
/// (``PlaygroundKeyBinding/helpEntries``), so the overlay always lists
/// exactly the keys the window handles.
package struct PlaygroundHelpEntry: Hashable, Sendable {
    /// The key as a person names it, e.g. `S` or `Esc / Q`.
    package var key: String
    /// What pressing it does, e.g. `shake the device (motion event)`.
    package var action: String

    package init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}
