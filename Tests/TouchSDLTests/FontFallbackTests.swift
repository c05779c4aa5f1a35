import Foundation
import Testing

@testable import TouchSDL

/// Text the bundled font cannot draw comes from the fallback font, per character,
/// so the seed articles' Chinese messages (按钮点击, 手势触发) render instead of boxes.
/// `make` installs the fallback (fonts-wqy-microhei); these tests need it.
@Suite(.serialized) @MainActor struct FontFallbackTests {
    @Test func theFallbackFontIsInstalled() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        #expect(fonts.fallbackPath != nil, "install fonts-wqy-microhei (make setup does)")
    }

    @Test func chineseTextIsCutIntoRunsOfTheFontThatHasItsGlyphs() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        let runs = try fonts.runs(of: "View 按钮点击!", pixelSize: 14)
        #expect(runs.map(\.text) == ["View ", "按钮点击", "!"])
        #expect(runs[0].font == runs[2].font && runs[1].font != runs[0].font)
        #expect(try fonts.missingGlyphs(in: "View 按钮点击!").isEmpty)
    }

    @Test func withoutAFallbackTheMissingGlyphsAreNamed() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath, fallbackPaths: [])
        #expect(try fonts.missingGlyphs(in: "View 按钮") == ["按", "钮"])
        #expect(try fonts.runs(of: "View 按钮", pixelSize: 14).count == 1)
    }

    @Test func mixedTextRendersWiderThanItsLatinPartAndDiffersFromTheBoxes() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        let masks = TextMaskCache(fonts: fonts)
        let mixed = try #require(try masks.mask(for: "Tap 按钮", pixelSize: 14, maxWidth: nil))
        let latin = try #require(try masks.mask(for: "Tap ", pixelSize: 14, maxWidth: nil))
        #expect(mixed.width > latin.width + 20)
        let boxes = try #require(
            try TextMaskCache(fonts: FontCache(fontPath: TestAssets.fontPath, fallbackPaths: []))
                .mask(for: "Tap 按钮", pixelSize: 14, maxWidth: nil))
        #expect(boxes.coverage != mixed.coverage)
    }

    @Test func everyCharacterTheLibraryScenesDrawHasAGlyph() throws {
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        let folder = TestAssets.repositoryRoot.appendingPathComponent("scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            // Comments are not drawn; everything else may be (names, messages, text).
            let drawn = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            #expect(try fonts.missingGlyphs(in: drawn.joined(separator: "\n")).isEmpty, "\(file)")
        }
    }
}
