import Foundation
import TouchCore

/// A name from a scene (its `name`, a script's, a shot's) reduced to one safe
/// file-name component, so that `touchlab shoot` writes only inside `--out`.
///
/// A scene named `../../x` would otherwise write two folders above `--out`,
/// and one named with an ESC or a newline would put them in file names that
/// a terminal listing then obeys. The result:
///
/// - has no separator (`/`, `\`), no control or invisible character
///   (``TouchCore/TerminalText/needsEscape(_:)``), no space, and none of the
///   characters other systems refuse in names (`: * ? " < > |`): each becomes
///   `_`;
/// - has no `..` (the second dot becomes `_`), and does not start with a dot
///   (a hidden file, or `.`/`..`) or a dash (read as an option by tools);
/// - is at most ``maximumBytes`` bytes of UTF-8: a longer name keeps its first
///   characters and ends with `~` and eight hex digits of a hash of the whole
///   name, so two long names that differ only at the end stay apart;
/// - is never empty (`fallback` then).
///
/// Letters and digits of every script, `-`, `_`, `.` and other punctuation are
/// kept, so ordinary names (`hit-testing`, `tap-E`, `café`) are unchanged.
package enum SafeFileName {
    /// Longest component, in bytes: three of them and `.png` stay far below
    /// the 255 bytes most file systems allow a name.
    package static let maximumBytes = 80

    package static func component(_ name: String, maximumBytes: Int = maximumBytes, fallback: String = "unnamed") -> String {
        // Scalar by scalar, so a combining mark cannot hide a dot from the
        // rules (".\u{301}" still starts with a dot byte).
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars {
            var safe = scalar
            if TerminalText.needsEscape(scalar) || scalar.properties.isWhitespace || "/\\:*?\"<>|".unicodeScalars.contains(scalar) {
                safe = "_"
            } else if scalar == "." && (previous == nil || previous == ".") {
                safe = "_"
            } else if scalar == "-" && previous == nil {
                safe = "_"
            }
            result.append(safe)
            previous = safe
        }
        let text = String(result)
        if text.isEmpty { return fallback }
        guard text.utf8.count > maximumBytes else { return text }
        let suffix = String(format: "~%08x", hash(name))
        var cut = ""
        for character in text {
            if cut.utf8.count + character.utf8.count + suffix.utf8.count > maximumBytes { break }
            cut.append(character)
        }
        return cut + suffix
    }

    /// FNV-1a over the name's UTF-8, folded to 32 bits: stable across runs
    /// (unlike `hashValue`), so a long name gets the same file name every time.
    private static func hash(_ name: String) -> UInt32 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01B3
        }
        return UInt32(truncatingIfNeeded: value ^ (value >> 32))
    }
}
