import Testing
import TouchSDL

/// Names from scenes become one safe file-name component: nothing that leaves
/// `--out`, hides the file, or reaches a terminal raw.
@Suite struct SafeFileNameTests {
    @Test func ordinaryNamesAreKept() {
        for name in ["hit-testing", "tap-E", "drag-down-right", "café", "Scene_2", "v1.2", "(copy)", "日本語"] {
            #expect(SafeFileName.component(name) == name)
        }
    }

    @Test func separatorsAndTraversalsBecomeOneComponent() {
        #expect(SafeFileName.component("../../x") == "_._.__x")
        #expect(SafeFileName.component("..") == "_.")
        #expect(SafeFileName.component(".") == "_")
        #expect(SafeFileName.component("/etc/passwd") == "_etc_passwd")
        #expect(SafeFileName.component("a\\b:c*d?e\"f<g>h|i") == "a_b_c_d_e_f_g_h_i")
        #expect(SafeFileName.component(".hidden") == "_hidden")
        #expect(SafeFileName.component("-rf") == "_rf")
        #expect(SafeFileName.component("a...b") == "a._.b")
    }

    @Test func controlAndInvisibleCharactersAndSpacesBecomeUnderscores() {
        #expect(SafeFileName.component("evil\u{1B}[31mred\nline") == "evil_[31mred_line")
        #expect(SafeFileName.component("a b\tc\u{0}d\u{202E}e\u{7F}") == "a_b_c_d_e_")
    }

    @Test func emptyNamesGetTheFallback() {
        #expect(SafeFileName.component("") == "unnamed")
        #expect(SafeFileName.component("", fallback: "scene") == "scene")
    }

    @Test func longNamesAreCutWithAStableHashThatKeepsThemApart() {
        let a = String(repeating: "é", count: 5_000) + "a", b = String(repeating: "é", count: 5_000) + "b"
        let safeA = SafeFileName.component(a), safeB = SafeFileName.component(b)
        #expect(safeA.utf8.count <= SafeFileName.maximumBytes)
        #expect(safeA != safeB)
        #expect(safeA == SafeFileName.component(a))
        #expect(safeA.hasPrefix("éééé"))
        #expect(safeA.dropLast(9).allSatisfy { $0 == "é" })
    }

    /// Whatever the name, the result is one component a path can hold:
    /// every sequence of up to three awkward pieces, checked byte by byte.
    @Test func everyResultIsOneSafeComponent() {
        let pieces = ["/", "\\", ".", "..", "\u{1B}", "\n", " ", "a", "é", "-", "\u{0}", "\u{202E}", "😀", "\u{301}", "e\u{301}"]
        var names = [""]
        for _ in 0..<3 { names = names.flatMap { name in pieces.map { name + $0 } } }
        for name in names {
            let safe = Array(SafeFileName.component(name).utf8)
            let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
            #expect(!safe.isEmpty && safe.first != dot && safe.first != dash, "\(name.debugDescription)")
            #expect(!safe.contains(UInt8(ascii: "/")) && !zip(safe, safe.dropFirst()).contains { $0 == dot && $1 == dot })
            #expect(!safe.contains { $0 < 0x20 || $0 == 0x7F })
            #expect(!String(decoding: safe, as: UTF8.self).unicodeScalars.contains("\u{202E}"))
            #expect(safe.count <= SafeFileName.maximumBytes)
        }
    }
}
