import TouchCore

/// Why a scene file could not be loaded: where, and what was expected.
///
/// `description` has the `file:line:column: error: message` form compilers
/// use, so editors and terminals link it to the spot. Positions are 1-based and
/// point at the offending key or value; a problem with the whole file (it cannot
/// be read, it is too large) has line and column 0 and prints `file: error: …`.
///
/// Messages quote values from the file, which may be hostile: the file name and
/// the message keep no control characters (``TouchCore/TerminalText``), and a
/// quoted value longer than ``TouchCore/TerminalText/valueLimit`` characters
/// is cut with an ellipsis, so an error about a 200 KB name is one short line.
package struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int
    /// One sentence or two, lower-case first word, saying what is wrong and what
    /// to write instead.
    package var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = TerminalText.escaped(file)
        self.line = line
        self.column = column
        self.message = Self.readable(message)
    }

    package init(file: String, position: ScenePosition?, message: String) {
        self.init(file: file, line: position?.line ?? 0, column: position?.column ?? 0, message: message)
    }

    package var position: ScenePosition? {
        line > 0 ? ScenePosition(line: line, column: column) : nil
    }

    package var description: String {
        if let position {
            return "\(file):\(position): error: \(message)"
        }
        return "\(file): error: \(message)"
    }
}

extension SceneError {
    /// The longest message kept whole, in characters: a backstop for a long
    /// value that is not quoted.
    static let messageLimit = 2_000

    /// `message` with each `'quoted'` value cut to
    /// ``TouchCore/TerminalText/valueLimit`` characters, then every control
    /// character escaped.
    ///
    /// A quote opens at a `'` that starts the message or follows a space or
    /// an opening bracket, and closes at the next `'` that ends the message or
    /// comes before a space or punctuation, so a value with an apostrophe in
    /// it stays one value.
    static func readable(_ message: String) -> String {
        let characters = Array(message)
        guard characters.count > TerminalText.valueLimit else { return TerminalText.escaped(message) }
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let opens = character == "'" && (index == 0 || " ([{\"".contains(characters[index - 1]))
            guard opens else {
                result.append(character)
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count
                && !(characters[end] == "'" && (end + 1 == characters.count || " ;,.:)]}?!".contains(characters[end + 1])))
            {
                end += 1
            }
            let value = String(characters[(index + 1)..<end])
            result += "'" + TerminalText.shortened(value) + (end < characters.count ? "'" : "")
            index = end + 1
        }
        return TerminalText.escaped(TerminalText.shortened(result, limit: messageLimit))
    }
}
