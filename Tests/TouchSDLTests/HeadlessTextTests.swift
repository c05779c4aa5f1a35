import Foundation
import Testing
import TouchDisplayList
import TouchInsight
import TouchRaster

@testable import TouchSDL

/// Text rendered headlessly: SDL_ttf's glyphs in the bundled font, blended by
/// TouchRaster's canvas. Text is checked by where its pixels are, not by their
/// values (FreeType's antialiasing may shift between builds). The shapes'
/// exact pixels are TouchRasterTests' subject.
///
/// Every SDL object is made and released inside a test, on the main actor:
/// FreeType and SDL_ttf's init count are not thread-safe, and a suite's stored
/// properties are released on whatever thread the test runner likes.
@Suite(.serialized) @MainActor struct HeadlessTextTests {
    func makeRenderer() throws -> HeadlessRenderer {
        HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
    }

    func render(
        width: CGFloat = 60, height: CGFloat = 40, background: DrawColor = .white, scale: CGFloat = 1,
        _ build: (inout DrawList) -> Void
    ) throws -> RenderedImage {
        var list = DrawList(size: CGSize(width: width, height: height), background: background)
        build(&list)
        return try makeRenderer().render(list, scale: scale)
    }

    /// The columns of `row` whose pixel differs from `background`.
    func inkedColumns(_ image: RenderedImage, rows: Range<Int>, background: DrawColor = .white) -> [Int] {
        (0..<image.width).filter { x in rows.contains { image.pixel(x: x, y: $0) != background } }
    }

    @Test func backgroundFillsTheCanvas() throws {
        let image = try render(background: .indigo) { _ in }
        #expect(image.width == 60 && image.height == 40)
        #expect(Set(image.pixels).count == 1)
        #expect(image.pixel(x: 59, y: 39) == .indigo)
    }

    @Test func popWithoutPushIsAnError() throws {
        var list = DrawList(size: CGSize(width: 10, height: 10))
        list.fill(.zero, .red)
        list.append(.popClip)
        let renderer = try makeRenderer()
        #expect(throws: RasterError.unbalancedClipPop(commandIndex: 1)) { try renderer.render(list) }
    }

    // MARK: Text

    @Test func textDrawsInkBelowAndRightOfItsOrigin() throws {
        let image = try render(width: 120) { $0.text("Hello", at: CGPoint(x: 10, y: 10), size: 16, .black) }
        let columns = inkedColumns(image, rows: 0..<40)
        #expect(!columns.isEmpty)
        #expect(columns.min()! >= 10 && columns.min()! <= 13)
        let rows = (0..<40).filter { y in (0..<120).contains { image.pixel(x: $0, y: y) != .white } }
        #expect(rows.min()! >= 10 && rows.max()! < 10 + 20)
        // The darkest pixel is (near) the text colour: the glyphs are opaque at their core.
        #expect(image.pixels.contains(0xFF00_0000))
    }

    @Test func textAlignmentPlacesTheOriginAtTheLeftMiddleOrRightEdge() throws {
        func columns(_ alignment: TextAlignment) throws -> [Int] {
            let image = try render(width: 200) {
                $0.text("Touch", at: CGPoint(x: 100, y: 5), size: 20, .black, alignment: alignment)
            }
            return inkedColumns(image, rows: 0..<40)
        }
        let left = try columns(.left), center = try columns(.center), right = try columns(.right)
        #expect(left.min()! >= 100 && left.min()! <= 103)
        #expect(right.max()! <= 100 && right.max()! >= 96)
        let middle = (center.min()! + center.max()!) / 2
        #expect(abs(middle - 100) <= 2)
    }

    @Test func textLongerThanMaxWidthIsTruncatedWithAnEllipsis() throws {
        let text = "A long label that does not fit"
        let full = try render(width: 300) { $0.text(text, at: CGPoint(x: 10, y: 10), size: 14, .black) }
        let truncated = try render(width: 300) {
            $0.text(text, at: CGPoint(x: 10, y: 10), size: 14, .black, maxWidth: 80)
        }
        #expect(inkedColumns(full, rows: 0..<40).max()! > 150)
        let columns = inkedColumns(truncated, rows: 0..<40)
        #expect(columns.max()! < 90)
        #expect(columns.max()! > 60)  // it uses the room it has
    }

    @Test func translucentTextIsLighterThanOpaqueText() throws {
        let opaque = try render(width: 100) { $0.text("Ink", at: CGPoint(x: 5, y: 5), size: 20, .black) }
        let faded = try render(width: 100) { $0.text("Ink", at: CGPoint(x: 5, y: 5), size: 20, DrawColor.black.withAlpha(100)) }
        #expect(opaque.pixels.contains(0xFF00_0000))
        #expect(!faded.pixels.contains(0xFF00_0000))
        #expect(faded.pixels.contains { $0 != 0xFFFF_FFFF })
    }

    @Test func textIsClippedAndScaled() throws {
        let clipped = try render(width: 120) {
            $0.clipped(to: CGRect(x: 0, y: 0, width: 30, height: 40)) {
                $0.text("Hello there", at: CGPoint(x: 10, y: 10), size: 16, .black)
            }
        }
        #expect(inkedColumns(clipped, rows: 0..<40).max()! < 30)
        let one = try render(width: 120) { $0.text("Hello", at: CGPoint(x: 10, y: 10), size: 16, .black) }
        let two = try render(width: 120, scale: 2) { $0.text("Hello", at: CGPoint(x: 10, y: 10), size: 16, .black) }
        let oneColumns = inkedColumns(one, rows: 0..<40), twoColumns = inkedColumns(two, rows: 0..<80)
        #expect(twoColumns.min()! >= 20 && twoColumns.min()! <= 26)
        // 32 px glyphs are hinted separately from 16 px ones: about twice as wide.
        let widthOne = oneColumns.max()! - oneColumns.min()!, widthTwo = twoColumns.max()! - twoColumns.min()!
        #expect(abs(widthTwo - 2 * widthOne) <= 4, "\(widthOne) → \(widthTwo)")
    }

    @Test func textKeepsItsMasksWhileFramesDrawIt() throws {
        let renderer = try makeRenderer()
        var list = DrawList(size: CGSize(width: 100, height: 40))
        list.text("One", at: .zero, size: 12, .black)
        list.text("One", at: CGPoint(x: 0, y: 20), size: 12, .red)  // colourless masks: one for both
        list.text("Two", at: CGPoint(x: 40, y: 0), size: 12, .black)
        let first = try renderer.render(list)
        #expect(renderer.cachedTextMaskCount == 2)
        #expect(try renderer.render(list) == first)
        list.commands.removeLast()
        _ = try renderer.render(list)
        #expect(renderer.cachedTextMaskCount == 1)
        renderer.discardCaches()
        #expect(renderer.cachedTextMaskCount == 0)
    }

    @Test func emptyAndFullyTransparentTextDrawNothing() throws {
        let image = try render {
            $0.text("", at: CGPoint(x: 5, y: 5), size: 12, .black)
            $0.text("Hidden", at: CGPoint(x: 5, y: 5), size: 12, .clear)
        }
        #expect(Set(image.pixels) == [0xFFFF_FFFF])
    }

    /// A highlighted range is painted behind exactly the glyphs it names, placed by
    /// the font's own widths: a run of "xx" and a highlight over "yy" in "xxyy" puts the
    /// highlight's left edge where "xx" alone ends.
    @Test func aHighlightSitsBehindTheMatchedGlyphs() throws {
        let highlight = DrawColor(red: 255, green: 214, blue: 10)
        let alone = try render(width: 120, height: 30) { list in
            list.text("xx", at: CGPoint(x: 4, y: 4), size: 14, .black)
        }
        let prefixEnd = try #require(inkedColumns(alone, rows: 4..<24).max())
        let image = try render(width: 120, height: 30) { list in
            var run = TextRun("xxyy", origin: CGPoint(x: 4, y: 4), pointSize: 14, color: .black)
            run.highlights = [2..<4]
            run.highlightColor = highlight
            list.append(.text(run))
        }
        let lit = (0..<image.width).filter { x in (4..<24).contains { image.pixel(x: x, y: $0) == highlight } }
        let first = try #require(lit.min())
        #expect(abs(first - prefixEnd) <= 2, "the highlight starts where 'xx' ends (\(prefixEnd)), not at \(first)")
        #expect(lit.max()! > first + 8, "and covers 'yy'")
        #expect(!(0..<image.height).contains { image.pixel(x: 4, y: $0) == highlight }, "nothing before the match")
    }
}
