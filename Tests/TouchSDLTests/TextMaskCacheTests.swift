import Foundation
import Testing
import TouchRaster

@testable import TouchSDL

/// SDL_ttf's text as coverage masks, kept while frames draw them. Each test
/// opens and releases its fonts itself, on the main actor (see
/// HeadlessTextTests).
@Suite(.serialized) @MainActor struct TextMaskCacheTests {
    func makeCache() throws -> TextMaskCache {
        TextMaskCache(fonts: try FontCache(fontPath: TestAssets.fontPath))
    }

    @Test func masksLiveWhileEachFrameDrawsThem() throws {
        let cache = try makeCache()
        func frame(_ labels: [String]) throws {
            for label in labels { _ = try cache.mask(for: label, pixelSize: 12, maxWidth: nil) }
            cache.frameDidEnd()
        }
        try frame(["A", "B"])
        #expect(cache.count == 2)
        try frame(["B", "C"])  // A is not drawn: gone
        #expect(cache.count == 2)
        try frame(["B", "B"])  // one mask for both
        #expect(cache.count == 1)
        try frame([])
        #expect(cache.count == 0)
    }

    @Test func aKeptMaskIsTheOneRasterisedBefore() throws {
        let cache = try makeCache()
        let first = try #require(try cache.mask(for: "Touch", pixelSize: 14, maxWidth: nil))
        cache.frameDidEnd()
        let again = try #require(try cache.mask(for: "Touch", pixelSize: 14, maxWidth: nil))
        #expect(again.coverage == first.coverage && again.width == first.width)
        // A fresh cache rasterises the same coverage: masks are deterministic.
        let fresh = try #require(try makeCache().mask(for: "Touch", pixelSize: 14, maxWidth: nil))
        #expect(fresh.coverage == first.coverage)
    }

    @Test func masksHoldCoverageAsTallAsTheFontsLine() throws {
        let cache = try makeCache()
        let mask = try #require(try cache.mask(for: "Ink", pixelSize: 20, maxWidth: nil))
        let width = try cache.fonts.size(of: "Ink", pixelSize: 20)
        #expect(mask.width == width.width && mask.height == width.height)
        #expect(mask.coverage.contains(255))  // the glyphs' cores
        #expect(mask.coverage.contains(0))  // the space around them
        #expect(mask.coverage.contains { $0 > 0 && $0 < 255 })  // antialiased edges
    }

    @Test func textWiderThanMaxWidthIsTruncatedWithAnEllipsis() throws {
        let cache = try makeCache()
        let text = "A long label that does not fit"
        let full = try #require(try cache.mask(for: text, pixelSize: 14, maxWidth: nil))
        let truncated = try #require(try cache.mask(for: text, pixelSize: 14, maxWidth: 80))
        #expect(full.width > 150)
        #expect(truncated.width <= 80 && truncated.width > 60)
        #expect(try cache.mask(for: text, pixelSize: 14, maxWidth: 2) == nil)  // not even "…" fits
        #expect(try cache.mask(for: "", pixelSize: 14, maxWidth: nil) == nil)
    }
}
