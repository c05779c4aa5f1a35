import Foundation
import Testing

@testable import TouchSDL

/// Each test opens and closes its fonts itself, on the main actor (see HeadlessTextTests).
@Suite(.serialized) @MainActor struct FontCacheTests {
    func makeFonts() throws -> FontCache {
        try FontCache(fontPath: TestAssets.fontPath)
    }

    @Test func largerSizesMeasureWider() throws {
        let fonts = try makeFonts()
        let small = try fonts.size(of: "Touch", pixelSize: 12)
        let large = try fonts.size(of: "Touch", pixelSize: 24)
        #expect(small.width > 0 && small.height > 0)
        #expect(large.width > small.width && large.height > small.height)
    }

    @Test func fontsAreOpenedOncePerSize() throws {
        let fonts = try makeFonts()
        let first = try fonts.font(pixelSize: 17)
        #expect(try fonts.font(pixelSize: 17) == first)
        #expect(try fonts.font(pixelSize: 18) != first)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let fonts = try makeFonts()
        #expect(try fonts.truncated("Hi", pixelSize: 14, maxWidth: 100) == "Hi")
    }

    @Test func truncationKeepsTheLongestPrefixThatFitsWithTheEllipsis() throws {
        let fonts = try makeFonts()
        let text = "UIGestureRecognizer"
        let maxWidth = try fonts.size(of: "UIGesture…", pixelSize: 14).width
        let result = try fonts.truncated(text, pixelSize: 14, maxWidth: maxWidth)
        #expect(result == "UIGesture…")
        #expect(try fonts.size(of: result, pixelSize: 14).width <= maxWidth)
        #expect(try fonts.truncated(text, pixelSize: 14, maxWidth: maxWidth - 1) == "UIGestur…")
    }

    @Test func truncationToLessThanAnEllipsisGivesNothing() throws {
        let fonts = try makeFonts()
        #expect(try fonts.truncated("Hello", pixelSize: 14, maxWidth: 2) == "")
    }

    @Test func aFileThatIsNotAFontIsAnSDLError() throws {
        let folder = try TestAssets.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bogus = folder.appendingPathComponent("bogus.ttf")
        try Data("not a font".utf8).write(to: bogus)
        #expect {
            _ = try FontCache(fontPath: bogus.path)
        } throws: { error in
            guard case TouchSDLError.sdlCall(let function, _) = error else { return false }
            return function.hasPrefix("TTF_OpenFont")
        }
    }
}
