import Foundation
import TestSupport
import Testing

@testable import TouchPlaygroundUI

/// Text widths added up on bytes for printable ASCII are the widths added up
/// on characters, to the last bit: the log panel wraps where it did.
@Suite struct PlaygroundTextWidthTests {
    /// The per-character table as it was before the byte path.
    private func characterWidth(_ character: Character) -> CGFloat {
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

    @Test func everyCharacterKeepsItsWidth() {
        let characters = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "é", "漢", "👍🏽", "\u{301}"]
        for character in characters {
            #expect(PlaygroundText.emWidth(of: character) == characterWidth(character), "\(character.unicodeScalars.map(\.value))")
        }
    }

    /// The table the byte path reads (``PlaygroundText/printableASCIIEm``)
    /// gives each printable byte its character's width, alone and after
    /// every other byte.
    @Test func everyPrintableByteReadsItsCharactersWidth() {
        for byte in UInt8(0x20)...0x7E {
            let character = Character(Unicode.Scalar(byte))
            #expect(PlaygroundText.emWidth(of: String(character)) == characterWidth(character), "byte \(byte)")
            for before in UInt8(0x20)...0x7E {
                let pair = String([Character(Unicode.Scalar(before)), character])
                #expect(PlaygroundText.emWidth(of: pair) == characterWidth(Character(Unicode.Scalar(before))) + characterWidth(character))
            }
        }
        #expect(PlaygroundText.printableASCIIEm.count == 0x7F - 0x20)
    }

    @Test func stringsAddUpAsTheirCharactersDid() {
        var random = SeededRandom(seed: 6)
        let alphabet = Array(" abcxyzIJMWilfrtmw0189()[]:,.#·→_-\t\r\né漢")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...60, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let expected = text.reduce(0) { $0 + characterWidth($1) }
            #expect(PlaygroundText.emWidth(of: text) == expected, "\(text.debugDescription)")
            let tail = text.dropFirst(text.count / 3)
            #expect(PlaygroundText.emWidth(of: tail) == tail.reduce(0) { $0 + characterWidth($1) }, "\(tail.debugDescription)")
        }
    }

    /// The scalars summed on their bytes (`standaloneWideScalar`), and every
    /// other in their blocks, are estimated as the per-character table
    /// estimates them and counted as `String.count` counts them: alone,
    /// between letters, next to each other, and followed by a combining
    /// accent or a variation selector (which join them into one character,
    /// so the byte path must step aside).
    @Test func thePlaygroundsOwnSymbolsKeepTheirWidthAndCount() {
        let blocks: [ClosedRange<UInt32>] = [0x80...0xFF, 0x2000...0x206F, 0x2100...0x21FF, 0x2500...0x27BF]
        let scalars = blocks.flatMap { $0 }.compactMap(Unicode.Scalar.init).map(String.init)
        #expect(scalars.contains(" · ".trimmingCharacters(in: .whitespaces)))
        var checked = 0
        for scalar in scalars {
            for text in [
                scalar, "a" + scalar + "b", "UITapGestureRecognizer " + scalar + " ended", scalar + scalar, scalar + "\u{301}x",
                "e" + scalar + "\u{FE0F}", "\r\n" + scalar, scalar + "\u{200D}" + scalar,
            ] {
                let expected = text.reduce(0) { $0 + characterWidth($1) }
                #expect(PlaygroundText.emWidth(of: text) == expected, "\(text.unicodeScalars.map(\.value))")
                #expect(PlaygroundStyle.characterCount(text) == text.count, "\(text.unicodeScalars.map(\.value))")
                checked += 1
            }
        }
        #expect(checked > 8_000)
        // The chip's separator is on the fast path (not a fallback that happens to agree).
        #expect(PlaygroundText.standaloneWideScalar(0xB7))
        #expect(!PlaygroundText.standaloneWideScalar(0x212A))  // the Kelvin sign, canonically "K"
    }

    /// The flat width a character alone never exceeds a text's estimate, to
    /// the last bit, at any size: the names' loop leaves out a short name
    /// wider than its room by that width alone, before summing its glyphs,
    /// and must leave out exactly the names the whole estimate would.
    @Test func theFlatWidthAloneIsNeverWiderThanTheEstimate() {
        var random = SeededRandom(seed: 31)
        let alphabet = Array(" abcxyzIJMWilfrtmw0189()[]:,.#·→_-…é漢\u{301}")
        var narrower = 0
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let size = [PlaygroundStyle.viewNameSize, 9.5, 10, 11, 13.25, CGFloat.random(in: 1...40, using: &random)]
                .randomElement(using: &random)!
            let characters = PlaygroundStyle.characterCount(text)
            let least = PlaygroundStyle.leastEstimatedWidth(characters: characters, size: size)
            let estimate = PlaygroundStyle.estimatedWidth(of: text, size: size)
            #expect(least <= estimate, "\(text.debugDescription) at \(size)")
            #expect(PlaygroundStyle.estimatedWidth(of: text, characters: characters, size: size) == estimate)
            if least < estimate { narrower += 1 }
        }
        // Some texts are wider by their glyphs ("mmm"): the bound is not the estimate itself.
        #expect(narrower > 100)
    }
}

/// A text is cut into words as `split(separator: " ")` cuts it, whether it
/// is split on its bytes (ASCII) or on its characters.
@Suite struct PlaygroundTextWordsTests {
    @Test func wordsAreThePiecesBetweenSpaces() {
        var random = SeededRandom(seed: 34)
        let alphabets = [Array(" ab  c\t\r\n.:(x"), Array(" ab\r\né\u{301}漢 👍🏽\u{301}") + ["\u{301}"]]
        for alphabet in alphabets {
            for _ in 0..<2_000 {
                let text = String((0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                let tail = text.dropFirst(Int.random(in: 0...3, using: &random))
                let words = PlaygroundText.words(of: tail)
                #expect(words == tail.split(separator: " ", omittingEmptySubsequences: false), "\(tail.debugDescription)")
                #expect(words.map(\.startIndex) == tail.split(separator: " ", omittingEmptySubsequences: false).map(\.startIndex))
            }
        }
    }
}
