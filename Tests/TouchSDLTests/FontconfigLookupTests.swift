import Foundation
import Testing

@testable import TouchSDL

/// The fallback font for glyphs DejaVu Sans lacks comes from fontconfig, on any Linux.
@Suite struct FontconfigLookupTests {
    /// fc-match names some font for any pattern, one without Chinese too: it counts only
    /// when fc-list says that font covers the language.
    @Test func fcMatchsAnswerCountsOnlyWhenItCoversTheLanguage() {
        let listed = "/fonts/b-cjk.ttc\n/fonts/a-cjk.otf\n"
        #expect(FontconfigLookup.choose(matched: "/fonts/b-cjk.ttc", covering: listed) == "/fonts/b-cjk.ttc")
        #expect(FontconfigLookup.choose(matched: "/fonts/DejaVuSans.ttf", covering: listed) == "/fonts/a-cjk.otf")
        #expect(FontconfigLookup.choose(matched: nil, covering: listed) == "/fonts/a-cjk.otf")
        #expect(FontconfigLookup.choose(matched: "/fonts/DejaVuSans.ttf", covering: "") == nil)
    }

    /// Here (make setup installs a Chinese font when fontconfig finds none), the font
    /// fontconfig picks is the first fallback the cache tries, and it draws 按钮.
    @Test @MainActor func theFallbackIsTheFontFontconfigPicksForChinese() throws {
        let picked = try #require(FontconfigLookup.fontFile(forLanguage: "zh-cn"), "no Chinese font (make setup installs one)")
        #expect(FileManager.default.isReadableFile(atPath: picked))
        #expect(FontCache.defaultFallbackPaths.first == picked)
        #expect(Array(FontCache.defaultFallbackPaths.dropFirst()) == FontCache.knownFallbackPaths)
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        #expect(fonts.fallbackPath == picked)
        #expect(try fonts.missingGlyphs(in: "按钮").isEmpty)
    }
}
