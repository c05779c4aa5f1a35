import Foundation

/// How the playground's panels fit long text into their width: broken into
/// lines rather than cut, because what is cut off is usually the reason.
///
/// Widths are estimated, as everywhere in the drawing layer (no font here),
/// but per character (``emWidth(of:)``): trace text and class names are full
/// of capitals and brackets, and an average advance either wraps lines that
/// fit or lets the rasteriser cut lines that do not.
package enum PlaygroundText {
    /// Wrapping leaves this much more room than the estimate asks for.
    static let safety: CGFloat = 1.04

    /// How wide `text` is in em, estimated from DejaVu Sans's advances
    /// (capitals about 0.7 em, `i` and `l` 0.28, `m` and `w` 0.9, CJK and
    /// other wide characters 1).
    package static func emWidth(of text: some StringProtocol) -> CGFloat {
        // Printable ASCII (nearly every name and trace line) is added up on
        // its bytes, each a character of its own, in the same order: walking
        // Characters (grapheme breaking, then comparing each with the ranges
        // below as strings) was most of the cost of wrapping the log panel's
        // lines every frame.
        // The few other characters the playground writes itself (" · "
        // between a chip's name and state, arrows, "…", "×") are summed on
        // their bytes too (``standaloneWideScalar(_:)``).
        // Each byte's width is read from a table (``printableASCIIEm``), the
        // same values added in the same order as the switch gives them.
        let printableASCIIWidth = text.utf8.withContiguousStorageIfAvailable { bytes -> CGFloat? in
            printableASCIIEm.withUnsafeBufferPointer { table -> CGFloat? in
                var width: CGFloat = 0
                var index = 0
                while index < bytes.count {
                    let slot = Int(bytes[index]) &- 0x20
                    if slot >= 0, slot < table.count {
                        width += table[slot]
                        index += 1
                    } else if let length = standaloneWideScalarLength(bytes, at: index) {
                        width += 1.0
                        index += length
                    } else {
                        return nil
                    }
                }
                return width
            }
        }
        if let width = printableASCIIWidth ?? nil { return width }
        return text.reduce(0) { $0 + emWidth(of: $1) }
    }

    /// The number of UTF-8 bytes (2 or 3) of the scalar starting at `index`
    /// when it is a ``standaloneWideScalar(_:)``, else `nil`.
    @inline(__always)
    static func standaloneWideScalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        if lead & 0xE0 == 0xC0, index + 1 < bytes.count {
            let scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            return bytes[index + 1] & 0xC0 == 0x80 && standaloneWideScalar(scalar) ? 2 : nil
        }
        if lead & 0xF0 == 0xE0, index + 2 < bytes.count, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 {
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            return standaloneWideScalar(scalar) ? 3 : nil
        }
        return nil
    }

    /// Whether `scalar` is one the per-character estimate counts 1 em
    /// wherever it stands: not ASCII, a character of its own whatever its
    /// neighbours are (Grapheme_Cluster_Break "Other": no combining mark,
    /// joiner, control or prepended mark, so it never joins the character
    /// before or after it, UAX #29 GB999), and its canonical form not
    /// ASCII (unlike the Kelvin sign, equal to "K"), so the switch in
    /// ``emWidth(of:)-(Character)`` gives it 1: Latin-1's symbols and
    /// letters but the soft hyphen, the dashes, quotes, bullet and ellipsis
    /// of General Punctuation, number forms (⅒), arrows, box drawing,
    /// geometric shapes (▶ ●) and dingbats (✓ ✗ ❚). `PlaygroundTextTests`
    /// compares the estimate with the per-character one for each.
    @inline(__always)
    static func standaloneWideScalar(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA0...0xAC, 0xAE...0xFF: return true
        case 0x2010...0x2027: return true
        case 0x2150...0x215F, 0x2190...0x21FF: return true
        case 0x2500...0x25FF, 0x2700...0x27BF: return true
        default: return false
        }
    }

    static func emWidth(of character: Character) -> CGFloat {
        if let byte = character.asciiValue, let em = emWidth(ofPrintableASCII: byte) { return em }
        switch character {
        case "I", "J": return 0.32
        case "M", "W": return 0.86
        case "A"..."Z": return 0.70
        case "i", "j", "l": return 0.28
        case "f", "t", "r": return 0.41
        case "m", "w": return 0.90
        case "a"..."z": return 0.61
        case "0"..."9": return 0.64
        case " ": return 0.32
        default: return character.isASCII ? 0.45 : 1.0
        }
    }

    /// The width in em of the printable ASCII character `byte` (space to
    /// tilde), as the switch on characters below gives it, compared as bytes;
    /// `nil` for any other byte.
    @inline(__always)
    static func emWidth(ofPrintableASCII byte: UInt8) -> CGFloat? {
        switch byte {
        case UInt8(ascii: "I"), UInt8(ascii: "J"): return 0.32
        case UInt8(ascii: "M"), UInt8(ascii: "W"): return 0.86
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.70
        case UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"): return 0.28
        case UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"): return 0.41
        case UInt8(ascii: "m"), UInt8(ascii: "w"): return 0.90
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 0.61
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 0.64
        case UInt8(ascii: " "): return 0.32
        case 0x21..<0x7F: return 0.45
        default: return nil
        }
    }

    /// ``emWidth(ofPrintableASCII:)`` of each printable ASCII byte, space
    /// (0x20) to tilde (0x7E), by its value less 0x20: the names and trace
    /// lines of a frame are tens of thousands of bytes, and a load from a
    /// table is several times cheaper than the switch's comparisons.
    static let printableASCIIEm: [CGFloat] = (0x20...0x7E).map { emWidth(ofPrintableASCII: UInt8($0))! }

    /// Whether `text` is estimated to fit `width` points at `size`.
    package static func fits(_ text: some StringProtocol, width: CGFloat, size: CGFloat) -> Bool {
        emWidth(of: text) * size * safety <= width
    }

    /// `text` broken into lines no wider than `width` at `size`: at spaces
    /// where it can, and a word longer than a whole line after the last
    /// punctuation that fits (`:`, `(`, `,`, `]`), else wherever it must. The
    /// lines after the first start with `hangingIndent` spaces (at most half
    /// the width), counted in their width, so a continued trace line reads as one.
    package static func wrap(_ text: String, width: CGFloat, size: CGFloat, hangingIndent: Int = 0) -> [String] {
        let room = width / size / safety
        guard room.isFinite, room > 0, emWidth(of: text) > room else { return [text] }
        // A deep trace line's indent leaves at least half the room for words.
        let indent = String(repeating: " ", count: max(0, min(hangingIndent, Int(room / 2 / emWidth(of: " " as Character)))))
        let indentWidth = emWidth(of: indent)
        // Leading spaces (a trace line's depth) stay with the first line.
        let leading = text.prefix { $0 == " " }
        var lines: [String] = []
        var line = String(leading)
        var lineWidth = emWidth(of: leading)
        var hasWords = false
        func flush() {
            lines.append(lines.isEmpty ? line : indent + line)
            line = ""
            lineWidth = indentWidth
            hasWords = false
        }
        for piece in words(of: text.dropFirst(leading.count)) {
            var word = Substring(piece)
            let separator: CGFloat = hasWords ? emWidth(of: " " as Character) : 0
            let wordWidth = emWidth(of: word)
            if lineWidth + separator + wordWidth <= room {
                line += (hasWords ? " " : "") + word
                lineWidth += separator + wordWidth
                hasWords = true
                continue
            }
            if hasWords { flush() }
            // A word longer than a line is split where it reads best.
            while !word.isEmpty, lineWidth + emWidth(of: word) > room {
                var end = word.startIndex
                var used = lineWidth
                while end < word.endIndex, used + emWidth(of: word[end]) <= room {
                    used += emWidth(of: word[end])
                    end = word.index(after: end)
                }
                if end == word.startIndex { end = word.index(after: end) }
                let head = word[..<end]
                if let mark = head.dropLast().lastIndex(where: { ":(,]".contains($0) }) { end = word.index(after: mark) }
                line += word[..<end]
                word = word[end...]
                flush()
            }
            line += word
            lineWidth += emWidth(of: word)
            hasWords = hasWords || !word.isEmpty
        }
        if hasWords || lines.isEmpty { flush() }
        return lines
    }

    /// `text` split at every space, empty pieces kept: what
    /// `split(separator: " ", omittingEmptySubsequences: false)` gives.
    ///
    /// Split on the bytes when the text is ASCII: each byte is then a
    /// character of its own, or one of a CR LF pair, which holds no space,
    /// so the pieces are the same; splitting by characters walks grapheme
    /// clusters, and the selection panel's explanation has hundreds.
    static func words(of text: Substring) -> [Substring] {
        let words = text.utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words: [Substring] = []
            var start = text.startIndex, length = 0
            for byte in bytes {
                guard byte == UInt8(ascii: " ") else {
                    length += 1
                    continue
                }
                let end = text.utf8.index(start, offsetBy: length)
                words.append(text[start..<end])
                start = text.utf8.index(after: end)
                length = 0
            }
            words.append(text[start...])
            return words
        }
        return (words ?? nil) ?? text.split(separator: " ", omittingEmptySubsequences: false)
    }
}
