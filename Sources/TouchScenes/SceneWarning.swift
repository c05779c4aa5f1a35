import TouchCore

/// Something in a scene file that loads but is probably a mistake: where, and
/// what to do about it.
///
/// `description` has the `file:line:column: warning: message` form compilers
/// use, like ``SceneError``'s, so editors link it to the spot. A warning never
/// stops a scene from loading; `touchlab check` prints them.
///
/// The one warning today: an action a responder implements (its `actions`)
/// that nothing in the scene sends — no control's target names the responder
/// with that action, and no nil-target registration sends an action of that
/// name up the responder chain (SPEC C4, C5). On iOS such a method is dead
/// code; in a scene it is usually a misspelt or forgotten `targets:` entry,
/// and a learner waiting for its message waits for ever.
package struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    /// One sentence or two, lower-case first word, saying what looks wrong and
    /// what to write instead.
    package var message: String

    package init(file: String, position: ScenePosition, message: String) {
        self.file = TerminalText.escaped(file)
        self.line = position.line
        self.column = position.column
        self.message = TerminalText.escaped(message)
    }

    package var position: ScenePosition { ScenePosition(line: line, column: column) }

    package var description: String {
        "\(file):\(position): warning: \(message)"
    }
}
