import Testing
import TouchCore

/// Scene text on its way to a terminal: control characters become visible
/// escapes, long values are cut, everything else passes unchanged.
@Suite struct TerminalTextTests {
    @Test func plainTextIsUnchanged() {
        for text in ["", "EView", "button tapped (a nil-target action) — café, 😀, e\u{301}", "C:\\path\\to"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(TerminalText.escaped("red\u{1B}[31mtext") == "red\\e[31mtext")
        #expect(TerminalText.escaped("one\ntwo\r\tthree") == "one\\ntwo\\r\\tthree")
        #expect(TerminalText.escaped("bell\u{7} nul\u{0} del\u{7F} csi\u{9B}") == "bell\\u{7} nul\\u{0} del\\u{7F} csi\\u{9B}")
        // Right-to-left override and zero-width space: text that reads
        // differently from what it is.
        #expect(TerminalText.escaped("abc\u{202E}fed\u{200B}") == "abc\\u{202E}fed\\u{200B}")
    }

    @Test func everyScalarBelowSpaceIsEscaped() {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        #expect(!TerminalText.escaped(all).unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func longValuesAreCutWithAnEllipsisAndTheirLength() {
        #expect(TerminalText.shortened(String(repeating: "a", count: 120)) == String(repeating: "a", count: 120))
        #expect(
            TerminalText.shortened(String(repeating: "a", count: 121)) == String(repeating: "a", count: 120) + "… (121 characters)")
        #expect(TerminalText.shortened("éééé", limit: 2) == "éé… (4 characters)")
        #expect(TerminalText.quoted("\u{1B}" + String(repeating: "x", count: 300), limit: 3) == "\\exx… (301 characters)")
    }
}
