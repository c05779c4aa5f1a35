import CSDL2
import Foundation
import Testing
import TouchDrawing

@testable import TouchSDL

/// The canvas on a software renderer the test owns, for what the headless
/// renderer does not show: text measurement and the per-frame texture cache.
@Suite(.serialized) @MainActor struct SDLCanvasFrameTests {
    /// Runs `body` with a canvas on a 200×50 ARGB surface at `scale`.
    func withCanvas(scale: CGFloat = 1, _ body: (SDLCanvas) throws -> Void) throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 200, 50, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let fonts = try FontCache(fontPath: TestAssets.fontPath)
        try body(SDLCanvas(renderer: renderer, fonts: fonts, scale: scale))
    }

    func frame(_ labels: [String]) -> DrawList {
        var list = DrawList(size: CGSize(width: 200, height: 50))
        for label in labels { list.text(label, at: .zero, size: 12, .black) }
        return list
    }

    @Test func textTexturesLiveWhileEachFrameDrawsThem() throws {
        try withCanvas { canvas in
            try canvas.draw(frame(["A", "B"]))
            #expect(canvas.cachedTextTextureCount == 2)
            try canvas.draw(frame(["B", "C"]))  // A is not drawn: gone
            #expect(canvas.cachedTextTextureCount == 2)
            try canvas.draw(frame(["B", "B"]))  // one texture for both
            #expect(canvas.cachedTextTextureCount == 1)
            try canvas.draw(frame([]))
            #expect(canvas.cachedTextTextureCount == 0)
        }
    }

    @Test func measuredSizeIsInPointsAtAnyScale() throws {
        var one = CGSize.zero, two = CGSize.zero
        let run = TextRun("Measure me", origin: .zero, pointSize: 12, color: .black)
        try withCanvas { one = try $0.size(of: run) }
        try withCanvas(scale: 2) { two = try $0.size(of: run) }
        #expect(one.width > 40 && one.height >= 12)
        // 24 px glyphs are hinted separately from 12 px ones: close, not equal.
        #expect(abs(two.width - one.width) <= 3 && abs(two.height - one.height) <= 2)
    }

    @Test func measuredSizeRespectsMaxWidth() throws {
        try withCanvas { canvas in
            let run = TextRun("A label that is much too long", origin: .zero, pointSize: 12, color: .black, maxWidth: 60)
            let size = try canvas.size(of: run)
            #expect(size.width <= 60 && size.width > 30)
            var empty = run
            empty.string = ""
            #expect(try canvas.size(of: empty) == .zero)
        }
    }
}
