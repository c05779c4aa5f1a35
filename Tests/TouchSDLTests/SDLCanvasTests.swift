import Foundation
import Testing
import TouchDrawing

@testable import TouchSDL

/// What each draw command puts into pixels, rendered headlessly with SDL's
/// software renderer. Tolerance: exact (0) for shapes, whose pixels the
/// software renderer computes deterministically; text is checked by where its
/// pixels are, not by their values.
///
/// Every SDL object is made and released inside a test, on the main actor:
/// FreeType and SDL_ttf's init count are not thread-safe, and a suite's stored
/// properties are released on whatever thread the test runner likes.
@Suite(.serialized) @MainActor struct SDLCanvasTests {
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

    @Test func fillRectCoversExactlyItsPixels() throws {
        let image = try render { $0.fill(CGRect(x: 10, y: 5, width: 20, height: 10), .red) }
        #expect(image.pixel(x: 10, y: 5) == .red)
        #expect(image.pixel(x: 29, y: 14) == .red)
        #expect(image.pixel(x: 9, y: 5) == .white)
        #expect(image.pixel(x: 30, y: 14) == .white)
        #expect(image.pixel(x: 29, y: 15) == .white)
        #expect(image.pixels.filter { $0 == 0xFFFF_3B30 }.count == 200)
    }

    @Test func translucentFillBlendsOverWhatIsThere() throws {
        // SDL's blend (SDL_draw.h DRAW_SETPIXEL_BLEND, integer division by 255):
        // dst = src·a/255 + dst·(255−a)/255, each term truncated.
        // Green (52,199,89) at a=128 over red (255,59,48):
        //   r = 52·128/255 + 255·127/255 = 26 + 127 = 153
        //   g = 199·128/255 + 59·127/255 = 99 + 29 = 128
        //   b = 89·128/255 + 48·127/255 = 44 + 23 = 67
        let image = try render {
            $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
            $0.fill(CGRect(x: 10, y: 0, width: 20, height: 20), DrawColor.green.withAlpha(128))
        }
        #expect(image.pixel(x: 5, y: 5) == .red)
        #expect(image.pixel(x: 15, y: 5) == DrawColor(red: 153, green: 128, blue: 67))
        // Over white: r = 26 + 127 = 153, g = 99 + 127 = 226, b = 44 + 127 = 171.
        #expect(image.pixel(x: 25, y: 5) == DrawColor(red: 153, green: 226, blue: 171))
    }

    @Test func strokeRectLiesInsideTheRect() throws {
        let image = try render { $0.stroke(CGRect(x: 10, y: 10, width: 20, height: 16), .blue, width: 2) }
        // Corners and each side's two border rows/columns.
        for (x, y) in [(10, 10), (29, 10), (10, 25), (29, 25), (11, 18), (28, 18), (20, 11), (20, 24)] {
            #expect(image.pixel(x: x, y: y) == .blue, "(\(x), \(y))")
        }
        // Just outside and just inside the border.
        for (x, y) in [(9, 10), (30, 10), (20, 9), (20, 26), (12, 18), (27, 18), (20, 12), (20, 23)] {
            #expect(image.pixel(x: x, y: y) == .white, "(\(x), \(y))")
        }
        // A 2 px ring inside a 20×16 rect: 20·16 − 16·12 = 128 px, each painted once.
        #expect(image.pixels.filter { $0 == 0xFF00_7AFF }.count == 128)
    }

    @Test func translucentStrokeHasNoDoubleBlendedCorners() throws {
        let image = try render { $0.stroke(CGRect(x: 10, y: 10, width: 20, height: 16), DrawColor.black.withAlpha(128), width: 3) }
        let stroke = image.pixel(x: 20, y: 10)
        #expect(stroke != .white)
        for (x, y) in [(10, 10), (29, 10), (10, 25), (29, 25), (12, 12), (27, 23)] {
            #expect(image.pixel(x: x, y: y) == stroke, "(\(x), \(y))")
        }
    }

    @Test func dashedStrokeAlternatesAlongTheTopEdge() throws {
        let image = try render { $0.stroke(CGRect(x: 10, y: 10, width: 40, height: 20), .black, width: 1, dash: [4, 2]) }
        let top = (10..<50).map { image.pixel(x: $0, y: 10) == .black ? "#" : "." }.joined()
        #expect(top == "####..####..####..####..####..####..####")
        // The pattern continues down the right edge: the top edge used 40 = 6·6 + 4,
        // so the right edge (from y = 11) starts with a 2 px gap.
        let right = (11..<20).map { image.pixel(x: 49, y: $0) == .black ? "#" : "." }.joined()
        #expect(right == "..####..#")
    }

    @Test func polygonFillsItsInteriorOnly() throws {
        // A diamond (a square rotated 45°) centred at (30, 20).
        let diamond = [CGPoint(x: 30, y: 5), CGPoint(x: 45, y: 20), CGPoint(x: 30, y: 35), CGPoint(x: 15, y: 20)]
        let image = try render { $0.fillPolygon(diamond, .purple) }
        #expect(image.pixel(x: 30, y: 20) == .purple)
        #expect(image.pixel(x: 30, y: 7) == .purple)
        #expect(image.pixel(x: 42, y: 20) == .purple)
        // Corners of its bounding box lie outside the diamond.
        #expect(image.pixel(x: 16, y: 6) == .white)
        #expect(image.pixel(x: 44, y: 34) == .white)
        // Area 2·15² = 450 px; rasterisation may differ by the edge pixels only.
        let count = image.pixels.filter { $0 == 0xFFAF_52DE }.count
        #expect(abs(count - 450) <= 30, "\(count) px")
    }

    @Test func translucentPolygonBlendsLikeARect() throws {
        let square = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)]
        let image = try render {
            $0.fill(CGRect(x: 0, y: 0, width: 60, height: 40), .red)
            $0.fillPolygon(square, DrawColor.green.withAlpha(128))
            $0.fill(CGRect(x: 40, y: 10, width: 10, height: 10), DrawColor.green.withAlpha(128))
        }
        #expect(image.pixel(x: 20, y: 20) == image.pixel(x: 45, y: 15))
        #expect(image.pixel(x: 20, y: 20) == DrawColor(red: 153, green: 128, blue: 67))
    }

    @Test func polygonStrokeIsInsideAndLeavesTheMiddleEmpty() throws {
        let square = [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30)]
        let image = try render { $0.strokePolygon(square, .teal, width: 4) }
        #expect(image.pixel(x: 20, y: 11) == .teal)
        #expect(image.pixel(x: 28, y: 20) == .teal)
        #expect(image.pixel(x: 11, y: 11) == .teal)
        #expect(image.pixel(x: 20, y: 20) == .white)
        #expect(image.pixel(x: 20, y: 8) == .white)
    }

    @Test func lineIsCentredOnTheSegment() throws {
        let image = try render { $0.line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 50, y: 20), .black, width: 4) }
        let column = (15..<26).map { image.pixel(x: 30, y: $0) == .black ? "#" : "." }.joined()
        #expect(column == "...####....")  // rows 18…21: y = 20 ± 2
        #expect(image.pixel(x: 9, y: 19) == .white)
        #expect(image.pixel(x: 50, y: 19) == .white)
    }

    @Test func arrowHasAHeadWiderThanItsShaft() throws {
        let image = try render {
            $0.arrow(from: CGPoint(x: 5, y: 20), to: CGPoint(x: 55, y: 20), .red, width: 2, headLength: 12)
        }
        func height(atColumn x: Int) -> Int { (0..<40).filter { image.pixel(x: x, y: $0) == .red }.count }
        #expect(height(atColumn: 20) == 2)
        #expect(height(atColumn: 45) > 8)
        // 2.5 pt before the tip the head is 2.5 pt wide: rows 19 and 20 (centres 19.5, 20.5).
        #expect(image.pixel(x: 52, y: 19) == .red && image.pixel(x: 52, y: 20) == .red)
        #expect(image.pixel(x: 52, y: 17) == .white)
        #expect(image.pixel(x: 56, y: 20) == .white)
    }

    @Test func circlesFillAndStrokeAroundTheirCentre() throws {
        let image = try render {
            $0.fillCircle(center: CGPoint(x: 15, y: 20), radius: 10, .orange)
            $0.strokeCircle(center: CGPoint(x: 45, y: 20), radius: 10, .blue, width: 2)
        }
        #expect(image.pixel(x: 15, y: 20) == .orange)
        #expect(image.pixel(x: 15, y: 11) == .orange)
        #expect(image.pixel(x: 6, y: 12) == .white)  // inside the bounding box, 11.3 from the centre
        #expect(image.pixel(x: 45, y: 20) == .white)
        #expect(image.pixel(x: 45, y: 11) == .blue)
        #expect(image.pixel(x: 54, y: 20) == .blue)
        #expect(image.pixel(x: 45, y: 8) == .white)
        let area = image.pixels.filter { $0 == 0xFFFF_9500 }.count
        #expect(abs(area - 314) <= 20, "\(area) px for π·10²")
    }

    @Test func clipsNestAndPopRestoresTheOuterClip() throws {
        let everything = CGRect(x: 0, y: 0, width: 60, height: 40)
        let image = try render {
            $0.clipped(to: CGRect(x: 10, y: 10, width: 30, height: 20)) { list in
                list.clipped(to: CGRect(x: 30, y: 0, width: 30, height: 40)) { $0.fill(everything, .red) }
                list.fill(CGRect(x: 0, y: 0, width: 60, height: 12), .blue)
            }
            $0.fill(CGRect(x: 0, y: 38, width: 60, height: 2), .green)
        }
        #expect(image.pixel(x: 35, y: 20) == .red)  // inside both clips
        #expect(image.pixel(x: 20, y: 20) == .white)  // outer only: red was clipped
        #expect(image.pixel(x: 45, y: 20) == .white)  // inner only
        #expect(image.pixel(x: 15, y: 11) == .blue)  // after the pop: outer clip again
        #expect(image.pixel(x: 5, y: 5) == .white)
        #expect(image.pixel(x: 5, y: 39) == .green)  // after both pops: no clip
    }

    @Test func disjointNestedClipsDrawNothing() throws {
        let image = try render {
            $0.clipped(to: CGRect(x: 0, y: 0, width: 10, height: 10)) { list in
                list.clipped(to: CGRect(x: 20, y: 20, width: 10, height: 10)) {
                    $0.fill(CGRect(x: 0, y: 0, width: 60, height: 40), .red)
                    $0.fillCircle(center: CGPoint(x: 25, y: 25), radius: 5, .red)
                }
            }
        }
        #expect(Set(image.pixels) == [0xFFFF_FFFF])
    }

    @Test func popWithoutPushIsAnError() throws {
        var list = DrawList(size: CGSize(width: 10, height: 10))
        list.fill(.zero, .red)
        list.append(.popClip)
        let renderer = try makeRenderer()
        #expect(throws: TouchSDLError.unbalancedClipPop(commandIndex: 1)) { try renderer.render(list) }
    }

    @Test func scaleMultipliesGeometry() throws {
        let image = try render(width: 10, height: 10, scale: 2) { $0.fill(CGRect(x: 1, y: 1, width: 2, height: 2), .red) }
        #expect(image.width == 20 && image.height == 20)
        #expect(image.pixel(x: 1, y: 2) == .white)
        #expect(image.pixel(x: 2, y: 2) == .red)
        #expect(image.pixel(x: 5, y: 5) == .red)
        #expect(image.pixel(x: 6, y: 5) == .white)
    }

    @Test func fractionalRectsSnapToTheNearestPixelEdges() throws {
        let image = try render { $0.fill(CGRect(x: 10.4, y: 10.6, width: 5.2, height: 1.8), .red) }
        // x: 10.4…15.6 → 10…16; y: 10.6…12.4 → 11…12.
        #expect(inkedColumns(image, rows: 0..<40) == Array(10..<16))
        #expect((0..<40).filter { image.pixel(x: 12, y: $0) == .red } == [11])
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

    @Test func emptyAndFullyTransparentTextDrawNothing() throws {
        let image = try render {
            $0.text("", at: CGPoint(x: 5, y: 5), size: 12, .black)
            $0.text("Hidden", at: CGPoint(x: 5, y: 5), size: 12, .clear)
        }
        #expect(Set(image.pixels) == [0xFFFF_FFFF])
    }
}
