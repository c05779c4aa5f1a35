import Foundation
import TestSupport
import Testing
import TouchDisplayList

@testable import TouchRaster

/// The pixels of a list's stable prefix kept between renders
/// (``RasterCanvas``, ``StablePrefixLayer``): a canvas rendering a sequence of
/// lists gives, for each, exactly the bytes a fresh canvas gives for that list
/// alone, whether the kept pixels were used, noted, taken or dropped; and when
/// the same prefix repeats, the kept pixels are used (counted, and the text
/// source is not asked for the prefix's text again). Tolerance: 0 pixels.
@Suite struct StablePrefixLayerTests {
    static let size = CGSize(width: 64, height: 48)

    /// A scene like the playground's: a backdrop, a clip, views (fill and
    /// outline of the same quad, fused), a dashed hidden view, a heading.
    static func scene(shift: CGFloat = 0) -> [DrawCommand] {
        var list = DrawList(size: size)
        list.fill(CGRect(x: 2, y: 2, width: 60, height: 44), DrawColor(red: 230, green: 230, blue: 235))
        list.text("Device", at: CGPoint(x: 4, y: 3), size: 6, .black)
        list.append(.pushClip(CGRect(x: 3, y: 10, width: 58, height: 35)))
        for index in 0..<6 {
            let x = 4 + CGFloat(index) * 9 + shift, y = 12 + CGFloat(index % 3) * 7
            let corners = [CGPoint(x: x, y: y), CGPoint(x: x + 20, y: y), CGPoint(x: x + 20, y: y + 15), CGPoint(x: x, y: y + 15)]
            list.fillPolygon(corners, DrawColor(red: UInt8(40 * index), green: 120, blue: 200))
            list.strokePolygon(corners, .black, width: 1)
        }
        list.strokePolygon(
            [CGPoint(x: 8, y: 30), CGPoint(x: 50, y: 26), CGPoint(x: 54, y: 44), CGPoint(x: 10, y: 43)], .gray, width: 1,
            dash: [3, 2])
        list.append(.popClip)
        return list.commands
    }

    /// What a frame draws over the scene: outlines, a label, an arrow.
    static func overlay(_ variant: Int) -> [DrawCommand] {
        var list = DrawList(size: size)
        let x = CGFloat(5 + 7 * variant)
        list.stroke(CGRect(x: x, y: 14, width: 18, height: 12), .red, width: 2)
        list.text("tap \(variant)", at: CGPoint(x: x, y: 30), size: 5, .blue)
        list.arrow(from: CGPoint(x: 60, y: 46), to: CGPoint(x: x + 9, y: 20), DrawColor.purple.withAlpha(160), width: 1.5)
        list.fill(CGRect(x: 0, y: 40, width: 64, height: 8), DrawColor.white.withAlpha(200))
        return list.commands
    }

    static func list(
        _ prefix: [DrawCommand], _ rest: [DrawCommand], stable: Int? = nil, background: DrawColor = .white,
        size: CGSize = size
    ) -> DrawList {
        var list = DrawList(size: size, background: background, commands: prefix + rest)
        list.stablePrefixCount = stable ?? prefix.count
        return list
    }

    /// Renders `list` on a fresh canvas with a fresh source of the same kind.
    static func fresh(
        _ list: DrawList, scale: CGFloat, source: (any TextMaskSource)? = BlockTextSource()
    ) -> (pixels: [UInt32], error: String?) {
        let canvas = RasterCanvas(textSource: source)
        canvas.bandCount = 1
        do {
            try canvas.render(list, scale: scale)
            return (canvas.pixels, nil)
        } catch {
            return (canvas.pixels, String(describing: error))
        }
    }

    /// Renders `list` on `canvas` and expects the fresh canvas's bytes (and
    /// error, if any).
    static func expectFresh(
        _ list: DrawList, on canvas: RasterCanvas, scale: CGFloat = 1, _ note: String,
        freshSource: (any TextMaskSource)? = BlockTextSource(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var thrown: String?
        do { try canvas.render(list, scale: scale) } catch { thrown = String(describing: error) }
        let expected = fresh(list, scale: scale, source: canvas.textSource == nil ? nil : freshSource)
        let differing =
            expected.pixels.count == canvas.pixels.count
            ? zip(expected.pixels, canvas.pixels).count { $0 != $1 } : -1
        #expect(differing == 0, "\(note): \(differing) pixels differ", sourceLocation: sourceLocation)
        #expect(thrown == expected.error, "\(note)", sourceLocation: sourceLocation)
    }

    static func canvas(bands: Int? = 1) -> RasterCanvas {
        let canvas = RasterCanvas(textSource: BlockTextSource())
        canvas.bandCount = bands
        return canvas
    }

    // MARK: The kept pixels are used

    @Test(arguments: [1, 2, 3, 7])
    func theSamePrefixWithDifferentSuffixesStartsFromTheKeptPixels(bands: Int) {
        let canvas = Self.canvas(bands: bands)
        for variant in 0..<6 {
            Self.expectFresh(Self.list(Self.scene(), Self.overlay(variant)), on: canvas, "variant \(variant), \(bands) bands")
        }
        // Noted on the first render, taken on the second, used from the third.
        #expect(canvas.prefixCopies == 1)
        #expect(canvas.prefixReuses == 4)
    }

    @Test func aRenderFromTheKeptPixelsAsksTheTextSourceOnlyForTheRest() throws {
        let source = BlockTextSource()
        let canvas = RasterCanvas(textSource: source)
        for variant in 0..<3 { try canvas.render(Self.list(Self.scene(), Self.overlay(variant)), scale: 1) }
        #expect(source.requests.map(\.text) == ["Device", "tap 0", "Device", "tap 1", "tap 2"])
        #expect(source.framesEnded == 3)
    }

    @Test func aSceneThatChangesEveryFrameIsNeverCopied() {
        let canvas = Self.canvas()
        for frame in 0..<6 {
            Self.expectFresh(
                Self.list(Self.scene(shift: CGFloat(frame % 2)), Self.overlay(frame)), on: canvas, "frame \(frame)")
        }
        #expect(canvas.prefixCopies == 0 && canvas.prefixReuses == 0)
    }

    // MARK: Two prefixes, and prefixes painted ahead of time

    /// A window alternates between its scene as shown and muted (a touch
    /// explained): both stay kept.
    @Test(arguments: [1, 2, 3, 7])
    func twoAlternatingPrefixesAreBothKept(bands: Int) {
        let canvas = Self.canvas(bands: bands)
        let shown = Self.scene(), muted = Self.scene(shift: 1)
        for (index, prefix) in [shown, shown, muted, muted, shown, muted, shown, muted].enumerated() {
            Self.expectFresh(Self.list(prefix, Self.overlay(index % 3)), on: canvas, "render \(index), \(bands) bands")
        }
        #expect(canvas.prefixCopies == 2 && canvas.prefixReuses == 4)
    }

    @Test func aThirdPrefixDropsTheLeastRecentlyUsed() {
        let canvas = Self.canvas()
        let first = Self.scene(), second = Self.scene(shift: 1), third = Self.scene(shift: 2)
        // Keeps the first and the second, uses the first again, keeps the third: the second goes.
        for (index, prefix) in [first, first, second, second, first, third, third].enumerated() {
            Self.expectFresh(Self.list(prefix, Self.overlay(1)), on: canvas, "render \(index)")
        }
        #expect(canvas.prefixCopies == 3 && canvas.prefixReuses == 1)
        Self.expectFresh(Self.list(first, Self.overlay(2)), on: canvas, "first again")
        #expect(canvas.prefixReuses == 2)
        Self.expectFresh(Self.list(second, Self.overlay(2)), on: canvas, "second again")
        #expect(canvas.prefixReuses == 2, "the second was dropped")
    }

    @Test(arguments: [1, 2, 3, 7])
    func aPreparedPrefixIsUsedByTheNextRender(bands: Int) throws {
        let canvas = Self.canvas(bands: bands)
        let shown = Self.list(Self.scene(), Self.overlay(0)), muted = Self.list(Self.scene(shift: 1), Self.overlay(1))
        Self.expectFresh(shown, on: canvas, "shown")
        let before = canvas.pixels
        try canvas.prepareStablePrefix(of: muted, scale: 1)
        #expect(canvas.pixels == before, "preparing leaves the shown frame's pixels alone")
        #expect(canvas.prefixPreparations == 1 && canvas.prefixReuses == 0)
        Self.expectFresh(muted, on: canvas, "muted, from the prepared prefix, \(bands) bands")
        #expect(canvas.prefixReuses == 1)
        // The shown prefix, noted by the first render, is no longer the last one: noted again, then kept.
        for round in 0..<3 { Self.expectFresh(shown, on: canvas, "shown again, round \(round)") }
        Self.expectFresh(muted, on: canvas, "muted again")
        #expect(canvas.prefixReuses == 3 && canvas.prefixCopies == 1)
    }

    @Test func preparingNeedsNoRenderBeforeAndKeepsAPrefixOnce() throws {
        let canvas = Self.canvas()
        let list = Self.list(Self.scene(), Self.overlay(0))
        try canvas.prepareStablePrefix(of: list, scale: 1)
        #expect(canvas.pixels.isEmpty && canvas.width == 0, "nothing rendered")
        try canvas.prepareStablePrefix(of: list, scale: 1)
        #expect(canvas.prefixPreparations == 1, "a kept prefix is not painted again")
        Self.expectFresh(list, on: canvas, "first render")
        #expect(canvas.prefixReuses == 1)
        // A list without a stable prefix, or at another scale, gives no prefix to use.
        try canvas.prepareStablePrefix(of: Self.list(Self.scene(), [], stable: 0), scale: 1)
        #expect(canvas.prefixPreparations == 1)
        try canvas.prepareStablePrefix(of: list, scale: 2)
        Self.expectFresh(list, on: canvas, "scale 1 again")
        #expect(canvas.prefixReuses == 2 && canvas.prefixPreparations == 2)
    }

    @Test func preparingAsksTheTextSourceOnlyForThePrefixAndEndsNoFrame() throws {
        let source = BlockTextSource()
        let canvas = RasterCanvas(textSource: source)
        try canvas.prepareStablePrefix(of: Self.list(Self.scene(), Self.overlay(0)), scale: 1)
        #expect(source.requests.map(\.text) == ["Device"])
        #expect(source.framesEnded == 0)
    }

    @Test func preparingAPrefixThatFailsThrowsAndKeepsNothing() throws {
        var broken = Self.scene()
        broken.insert(.popClip, at: 1)
        let canvas = Self.canvas()
        let list = Self.list(broken, Self.overlay(0))
        #expect(throws: RasterError.self) { try canvas.prepareStablePrefix(of: list, scale: 1) }
        Self.expectFresh(list, on: canvas, "broken")
        #expect(canvas.prefixPreparations == 0 && canvas.prefixReuses == 0)
        #expect(throws: RasterError.self) {
            try canvas.prepareStablePrefix(of: Self.list(Self.scene(), [], size: CGSize(width: 0, height: 4)), scale: 1)
        }
    }

    // MARK: Anything the prefix's pixels depend on changes

    @Test func aPrefixChangedByOneCommandIsPaintedAgain() {
        let canvas = Self.canvas()
        var changed = Self.scene()
        changed[5] = .strokePolygon(
            [CGPoint(x: 13, y: 19), CGPoint(x: 33, y: 19), CGPoint(x: 33, y: 34), CGPoint(x: 13, y: 34)], color: .red,
            style: StrokeStyle(width: 1))
        let lists = [Self.scene(), Self.scene(), Self.scene(), changed, changed, Self.scene()].map { Self.list($0, Self.overlay(1)) }
        for (index, list) in lists.enumerated() { Self.expectFresh(list, on: canvas, "render \(index)") }
        // Reused by render 2; the changed prefix noted, taken; the first, still kept, reused by render 5.
        #expect(canvas.prefixReuses == 2 && canvas.prefixCopies == 2)
    }

    @Test func aCoordinateChangedByOneBitIsNotTheSamePrefix() {
        let base = Self.scene()
        guard case .fillPolygon(var corners, let color) = base[3] else {
            Issue.record("the scene's fourth command is a view's fill")
            return
        }
        corners[1].x = corners[1].x.nextUp
        var nudged = base
        nudged[3] = .fillPolygon(corners, color: color)
        // `0.0` and `-0.0` are equal by `==`, not bit for bit.
        var zero = base, negativeZero = base
        zero[0] = .fillRect(CGRect(x: 0, y: 2, width: 60, height: 44), color: .gray)
        negativeZero[0] = .fillRect(CGRect(x: -0.0, y: 2, width: 60, height: 44), color: .gray)
        #expect(zero[0] == negativeZero[0])
        for (first, second) in [(base, nudged), (zero, negativeZero)] {
            let canvas = Self.canvas()
            for prefix in [first, first, second] { Self.expectFresh(Self.list(prefix, Self.overlay(2)), on: canvas, "bit") }
            #expect(canvas.prefixCopies == 1 && canvas.prefixReuses == 0)
        }
    }

    @Test func canonicallyEquivalentStringsAreNotTheSamePrefix() {
        var composed = Self.scene(), decomposed = Self.scene()
        composed[1] = .text(TextRun("caf\u{E9}", origin: CGPoint(x: 4, y: 3), pointSize: 6, color: .black))
        decomposed[1] = .text(TextRun("cafe\u{301}", origin: CGPoint(x: 4, y: 3), pointSize: 6, color: .black))
        #expect(composed[1] == decomposed[1])
        let canvas = Self.canvas()
        for prefix in [composed, composed, decomposed] { Self.expectFresh(Self.list(prefix, []), on: canvas, "string") }
        #expect(canvas.prefixReuses == 0)
    }

    @Test func theSizeScaleBackgroundOrTextSourceChangedPaintsAgain() {
        let canvas = Self.canvas(bands: 2)
        let plain = Self.list(Self.scene(), Self.overlay(0))
        func twice(_ list: DrawList, scale: CGFloat = 1, _ note: String) {
            Self.expectFresh(list, on: canvas, scale: scale, note)
            Self.expectFresh(list, on: canvas, scale: scale, note)
        }
        twice(plain, "plain")
        let reused = canvas.prefixReuses
        Self.expectFresh(plain, on: canvas, "plain again")
        #expect(canvas.prefixReuses == reused + 1)
        // The same pixel size at another scale.
        twice(Self.list(Self.scene(), Self.overlay(0), size: CGSize(width: 32, height: 24)), scale: 2, "32×24 at 2")
        twice(Self.list(Self.scene(), Self.overlay(0), size: CGSize(width: 64, height: 50)), "taller")
        twice(plain, scale: 2, "scale 2")
        twice(Self.list(Self.scene(), Self.overlay(0), background: .black), "black")
        canvas.textSource = BlockTextSource()
        twice(plain, "another source")
        canvas.textSource = nil
        twice(plain, "no source")
        canvas.textSource = WideTextSource()
        Self.expectFresh(plain, on: canvas, "wide source", freshSource: WideTextSource())
        Self.expectFresh(plain, on: canvas, "wide source", freshSource: WideTextSource())
        // Each change was noted, then taken: none was drawn from another's pixels.
        #expect(canvas.prefixReuses == reused + 1)
    }

    @Test(arguments: [1, 2, 3, 7])
    func aChangedBandCountStartsFromTheSameKeptPixels(bands: Int) {
        let canvas = Self.canvas(bands: 3)
        Self.expectFresh(Self.list(Self.scene(), Self.overlay(0)), on: canvas, "first")
        Self.expectFresh(Self.list(Self.scene(), Self.overlay(1)), on: canvas, "second")
        canvas.bandCount = bands
        Self.expectFresh(Self.list(Self.scene(), Self.overlay(2)), on: canvas, "\(bands) bands")
        #expect(canvas.prefixReuses == 1)
    }

    @Test func releasingTheStorageDropsTheKeptPixels() {
        let canvas = Self.canvas()
        for variant in 0..<2 { Self.expectFresh(Self.list(Self.scene(), Self.overlay(variant)), on: canvas, "before") }
        canvas.releaseStorage()
        Self.expectFresh(Self.list(Self.scene(), Self.overlay(3)), on: canvas, "after")
        #expect(canvas.prefixReuses == 0)
    }

    // MARK: The boundary

    @Test func aClipLeftOpenAtTheBoundaryStillClipsTheRest() {
        var prefix = Self.scene()
        prefix.append(.pushClip(CGRect(x: 10, y: 10, width: 30, height: 20)))
        prefix.append(.pushClip(CGRect(x: 20, y: 5, width: 30, height: 20)))
        var rest = Self.overlay(1)
        rest.append(.popClip)
        rest.append(.fillRect(CGRect(x: 0, y: 0, width: 64, height: 48), color: DrawColor.green.withAlpha(100)))
        rest.append(.popClip)
        rest.append(.fillRect(CGRect(x: 0, y: 0, width: 64, height: 48), color: DrawColor.red.withAlpha(60)))
        let canvas = Self.canvas(bands: 2)
        for round in 0..<4 { Self.expectFresh(Self.list(prefix, rest), on: canvas, "round \(round)") }
        #expect(canvas.prefixReuses == 2)
        // The rest pops a clip the prefix pushed, then one too many: the same error and half-drawn frame.
        rest.append(.popClip)
        for round in 0..<2 { Self.expectFresh(Self.list(prefix, rest), on: canvas, "extra pop \(round)") }
        #expect(canvas.prefixReuses == 4)
    }

    @Test func aViewSplitByTheBoundaryIsPaintedAsWithoutIt() {
        // The scene's fourth command is a view's fill and the fifth its
        // outline, which a render paints together: the prefix ends between them.
        let canvas = Self.canvas()
        for round in 0..<3 {
            var list = DrawList(size: Self.size, commands: Self.scene() + Self.overlay(round))
            list.stablePrefixCount = 4
            Self.expectFresh(list, on: canvas, "split after the fill, round \(round)")
        }
        #expect(canvas.prefixReuses == 1)
    }

    @Test func prefixCountsOfZeroAllAndMoreThanTheCommands() {
        let commands = Self.scene() + Self.overlay(0)
        for stable in [0, commands.count, commands.count + 5, -3] {
            let canvas = Self.canvas(bands: 2)
            for round in 0..<3 {
                Self.expectFresh(Self.list(commands, [], stable: stable), on: canvas, "\(stable), round \(round)")
            }
            #expect(canvas.prefixReuses == (stable > 0 ? 1 : 0), "\(stable)")
        }
        // A whole list kept, then a longer one with the same start.
        let canvas = Self.canvas()
        for _ in 0..<2 { Self.expectFresh(Self.list(Self.scene(), [], stable: 99), on: canvas, "whole") }
        Self.expectFresh(Self.list(Self.scene(), Self.overlay(1)), on: canvas, "longer")
        #expect(canvas.prefixReuses == 1)
    }

    // MARK: Errors

    @Test func aPopWithoutAPushInThePrefixKeepsNothing() {
        var broken = Self.scene()
        broken.insert(.popClip, at: 1)
        let canvas = Self.canvas()
        for round in 0..<3 { Self.expectFresh(Self.list(broken, Self.overlay(round)), on: canvas, "broken \(round)") }
        #expect(canvas.prefixCopies == 0 && canvas.prefixReuses == 0)
        for round in 0..<3 { Self.expectFresh(Self.list(Self.scene(), Self.overlay(round)), on: canvas, "fixed \(round)") }
        #expect(canvas.prefixReuses == 1)
    }

    @Test func aTextSourceErrorInThePrefixKeepsNothing() {
        final class FailingOnce: TextMaskSource {
            var fails = true
            let blocks = BlockTextSource()
            func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
                if fails && text == "Device" { throw CocoaError(.fileReadUnknown) }
                return try blocks.mask(for: text, pixelSize: pixelSize, maxWidth: maxWidth)
            }
            func frameDidEnd() {}
        }
        let source = FailingOnce()
        let canvas = RasterCanvas(textSource: source)
        let list = Self.list(Self.scene(), Self.overlay(0))
        for _ in 0..<2 { #expect(throws: CocoaError.self) { try canvas.render(list, scale: 1) } }
        #expect(canvas.prefixCopies == 0)
        source.fails = false
        for round in 0..<3 { Self.expectFresh(list, on: canvas, "round \(round)") }
        #expect(canvas.prefixCopies == 1 && canvas.prefixReuses == 1)
    }

    // MARK: The comparison

    /// ``StablePrefixLayer/same(_:_:)`` compares the payloads field by field:
    /// these are all their fields, so one added to a payload type fails here
    /// until the comparison covers it.
    @Test func theComparisonKnowsEveryFieldOfThePayloads() {
        func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        #expect(
            fields(TextRun("", origin: .zero, pointSize: 1, color: .black))
                == ["string", "origin", "pointSize", "color", "maxWidth", "alignment", "highlights", "highlightColor"])
        #expect(fields(StrokeStyle()) == ["width", "dash"])
        #expect(fields(DrawColor.black) == ["red", "green", "blue", "alpha"])
    }

    @Test func everyFieldOfACommandCounts() {
        let run = TextRun("label", origin: CGPoint(x: 1, y: 2), pointSize: 9, color: .black, maxWidth: 30)
        var runs: [TextRun] = []
        for change in 0..<8 {
            var changed = run
            switch change {
            case 0: changed.string = "labeL"
            case 1: changed.origin.y = 2.5
            case 2: changed.pointSize = 10
            case 3: changed.color = DrawColor(red: 0, green: 0, blue: 1)
            case 4: changed.maxWidth = nil
            case 5: changed.alignment = .center
            case 6: changed.highlights = [0..<2]
            default: changed.highlightColor = .red
            }
            runs.append(changed)
        }
        let corners = [CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 5, y: 7)]
        let style = StrokeStyle(width: 1, dash: [2, 1])
        let pairs: [(DrawCommand, [DrawCommand])] = [
            (.text(run), runs.map { .text($0) }),
            (
                .strokePolygon(corners, color: .red, style: style),
                [
                    .strokePolygon(corners + [CGPoint(x: 1, y: 2)], color: .red, style: style),
                    .strokePolygon(corners, color: .red.withAlpha(254), style: style),
                    .strokePolygon(corners, color: .red, style: StrokeStyle(width: 1, dash: [2, 1.5])),
                    .strokePolygon(corners, color: .red, style: StrokeStyle(width: 2, dash: [2, 1])),
                    .fillPolygon(corners, color: .red),
                ]
            ),
            (
                .arrow(from: .zero, to: CGPoint(x: 5, y: 5), color: .red, style: style, headLength: 8),
                [
                    .arrow(from: .zero, to: CGPoint(x: 5, y: 5), color: .red, style: style, headLength: 9),
                    .line(from: .zero, to: CGPoint(x: 5, y: 5), color: .red, style: style),
                ]
            ),
            (
                .strokeCircle(center: .zero, radius: 3, color: .red, style: style),
                [
                    .strokeCircle(center: .zero, radius: 4, color: .red, style: style),
                    .fillCircle(center: .zero, radius: 3, color: .red),
                ]
            ),
            (.pushClip(CGRect(x: 0, y: 0, width: 4, height: 4)), [.pushClip(CGRect(x: 0, y: 0, width: 4, height: 5)), .popClip]),
        ]
        for (command, others) in pairs {
            #expect(StablePrefixLayer.same(command, command))
            for other in others { #expect(!StablePrefixLayer.same(command, other), "\(command) and \(other)") }
        }
    }

    // MARK: Random lists

    @Test(arguments: [1, 2, 3, 7])
    func randomSequencesGiveTheBytesOfAFreshCanvas(bands: Int) {
        var random = SeededRandom(seed: 59 + UInt64(bands))
        let lists = BandedRenderTests()
        let canvas = Self.canvas(bands: bands)
        var prefix = lists.randomList(&random, size: Self.size, count: 30)
        for round in 0..<40 {
            switch random.int(0..<6) {
            case 0:
                prefix = lists.randomList(&random, size: Self.size, count: 30)
            case 1 where !prefix.commands.isEmpty:
                // One command replaced by another list's.
                let other = lists.randomList(&random, size: Self.size, count: 4)
                if let command = other.commands.first {
                    prefix.commands[random.int(0..<prefix.commands.count)] = command
                }
            default:
                break
            }
            let rest = lists.randomList(&random, size: Self.size, count: 12)
            let scale: CGFloat = round % 10 < 7 ? 1 : 1.5
            var list = DrawList(size: Self.size, background: prefix.background, commands: prefix.commands + rest.commands)
            list.stablePrefixCount = prefix.commands.count
            Self.expectFresh(list, on: canvas, scale: scale, "round \(round), \(bands) bands")
        }
        #expect(canvas.prefixReuses > 5, "the kept pixels were used \(canvas.prefixReuses) times")
    }
}

/// A text source whose masks are wider than ``BlockTextSource``'s: another
/// font, to show the kept pixels depend on the source.
final class WideTextSource: TextMaskSource {
    func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
        let width = 5 * text.count
        guard width > 0 else { return nil }
        return TextMask(width: width, height: pixelSize, coverage: [UInt8](repeating: 200, count: width * pixelSize))
    }

    func frameDidEnd() {}
}
