/// Text from a scene file, made safe to print on a terminal or to quote in an
/// error message.
///
/// Scenes come from other people, and any text in them — a label, a message,
/// a description, a name the loader refuses — may hold control characters:
/// an ESC that starts a terminal escape sequence (colours, a new window
/// title, a cleared screen), a newline that forges a second line of output,
/// or a right-to-left override that makes a line read differently from what
/// it is. Every such character is written as a visible escape instead
/// (`\e`, `\n`, `\u{202E}`), and a value too long to read is cut with an
/// ellipsis, so a 200 KB name cannot flood an error message.
///
/// The trace keeps scene text as it is (``TraceFormatter`` makes the same
/// lines for the window's log and the golden files); programs that print it
/// to a terminal pass each line through ``escaped(_:)``.
package enum TerminalText {
    /// The longest value an error message quotes in full, in characters.
    package static let valueLimit = 120

    /// `text` with every control character written as an escape: `\e` for
    /// ESC, `\n`, `\r` and `\t`, and `\u{…}` for the other ASCII and
    /// Latin-1 control characters, DEL, and the invisible characters that reorder or hide text
    /// (bidirectional overrides and isolates, zero-width joiners and marks, the
    /// byte-order mark). A backslash is kept as it is: the result is for
    /// reading, not for parsing back.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\u{1B}": result += "\\e"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// Whether `scalar` must not reach a terminal as it is.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // ASCII controls, DEL, Latin-1 controls
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: return true  // zero-width, bidi, separators
        default: return false
        }
    }

    /// `text` cut to its first `limit` characters followed by `…` and how
    /// long it was, when it is longer than `limit`; otherwise `text`.
    package static func shortened(_ text: String, limit: Int = valueLimit) -> String {
        var index = text.startIndex
        var count = 0
        while index < text.endIndex {
            if count == limit {
                return String(text[..<index]) + "… (\(text.count) characters)"
            }
            text.formIndex(after: &index)
            count += 1
        }
        return text
    }

    /// A value as an error message quotes it: shortened, then escaped.
    package static func quoted(_ value: String, limit: Int = valueLimit) -> String {
        escaped(shortened(value, limit: limit))
    }
}
