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
}
