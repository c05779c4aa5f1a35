import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The legend says what the device draws: each verdict's entry carries its
/// chip's glyph and words in its chip's colour, so a reader who cannot tell
/// the colours apart can still match a legend entry to a mark; a view hitTest
/// never asked has a thin grey outline, and the legend calls it that (not
/// "no outline"); a lifted finger's dotted ring has an entry of its own. The
/// timeline's legend draws each mark with its glyph, as the lanes do.
struct LegendTests {
    /// Seed 002's A–F hierarchy after a tap on E: E the hit-test view, F
    /// rejected (outside bounds), UIWindow, RootView, A and C containing the
    /// point; B and D never asked.
    private func tappedFrame() -> (fixture: PlaygroundFixture, list: DrawList) {
        let fixture = PlaygroundFixture()
        fixture.tap("E")
        return (fixture, fixture.drawList())
    }

    private func texts(_ list: DrawList) -> [TextRun] {
        list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// Each chip on the device: its text and the fill drawn right under it.
    private func chips(_ list: DrawList) -> [(text: String, fill: DrawColor)] {
        var result: [(String, DrawColor)] = []
        for (index, command) in list.commands.enumerated().dropFirst() {
            guard case .text(let run) = command, case .fillRect(_, let fill) = list.commands[index - 1] else { continue }
            if run.string.hasPrefix("✓") || run.string.hasPrefix("✗") { result.append((run.string, fill)) }
        }
        return result
    }

    private func entry(startingWith words: String) -> ResponderChainPanel.LegendSwatch? {
        ResponderChainPanel.legendEntries.first { $0.text.hasPrefix(words) }?.swatch
    }

    @Test func everyVerdictChipOnTheDeviceHasALegendEntryWithItsGlyphWordsAndColour() throws {
        let (_, list) = tappedFrame()
        let drawn = chips(list)
        // The three verdicts of the tap, each with its glyph.
        let hit = try #require(drawn.first { $0.text == "✓ hit-test view" })
        let inside = try #require(drawn.first { $0.text == "✓ inside" })
        let rejected = try #require(drawn.first { $0.text == "✗ outside bounds" })
        #expect(entry(startingWith: "✓ hit-test view") == .outline(hit.fill, width: 3, dash: []))
        #expect(entry(startingWith: "✓ inside") == .outline(inside.fill, width: 2, dash: []))
        guard case .outline(let color, _, let dash)? = entry(startingWith: "✗") else {
            Issue.record("no legend entry begins with ✗")
            return
        }
        #expect(color == rejected.fill)
        #expect(!dash.isEmpty, "a rejection is the one dashed outline in a colour, in the legend too")
        // And the legend's words are drawn as written.
        let words = Set(texts(list).map(\.string))
        for (_, text) in ResponderChainPanel.legendEntries where !text.hasPrefix("hitTest visit order") {
            #expect(words.contains(text), "legend entry \"\(text)\" is not drawn")
        }
    }

    @Test func aViewHitTestNeverAskedHasTheThinGreyOutlineTheLegendNames() throws {
        let (fixture, list) = tappedFrame()
        let layout = fixture.layout()
        let quad = fixture.views["D"]!.screenQuad.map(layout.canvasPoint(fromScreen:))
        let outlines: [(DrawColor, StrokeStyle)] = list.commands.compactMap {
            if case .strokePolygon(let points, let color, let style) = $0, points == quad { (color, style) } else { nil }
        }
        #expect(outlines.count == 1)
        let outline = try #require(outlines.first)
        let named = ResponderChainPanel.legendEntries.first { $0.text.contains("never asked") }
        #expect(named?.swatch == .outline(outline.0, width: outline.1.width, dash: outline.1.dash))
        #expect(named?.text == "thin grey outline: never asked")
        #expect(!ResponderChainPanel.legendEntries.contains { $0.text.contains("no outline") })
    }

    @Test func aLiftedFingersDottedRingHasItsOwnEntry() throws {
        let (_, list) = tappedFrame()
        // The lifted finger's ring: a dashed circle in the finger's colour.
        let rings: [StrokeStyle] = list.commands.compactMap {
            if case .strokeCircle(_, let radius, let color, let style) = $0, radius == PlaygroundStyle.fingerRadius,
                color.red == PlaygroundStyle.fingerColor.red
            {
                style
            } else {
                nil
            }
        }
        #expect(rings.contains { $0.isDashed })
        #expect(ResponderChainPanel.legendEntries.contains { $0.swatch == .finger(lifted: true) && $0.text.hasPrefix("dotted ring") })
    }

    /// docs/teaching.md's table of marks quotes the legend's words.
    @Test func teachingDocQuotesEveryLegendEntry() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let teaching = try String(contentsOf: root.appendingPathComponent("docs/teaching.md"), encoding: .utf8)
        for (_, text) in ResponderChainPanel.legendEntries {
            #expect(teaching.contains("\"\(text)\""), "docs/teaching.md does not quote the legend's \"\(text)\"")
        }
        for mark in TimelinePanel.timelineLegendMarks {
            #expect(teaching.contains("\"\(mark.word)\""), "docs/teaching.md does not quote the timeline's \"\(mark.word)\"")
        }
    }

    @Test func theTimelineLegendDrawsEachMarkWithTheGlyphAndColoursOfTheLane() {
        let marks = TimelinePanel.timelineLegendMarks
        #expect(marks.map(\.word) == ["delivered", "withheld", "released late", "discarded"])
        #expect(marks.map(\.glyph) == ["B", "B", "E", "✗"])
        #expect(marks[0].fill == PlaygroundStyle.deliveredColor && marks[0].ring == nil)
        #expect(marks[1].ring?.color == PlaygroundStyle.withheldColor && marks[1].ring?.dotted == true)
        #expect(marks[2].ring?.color == PlaygroundStyle.releasedColor && marks[2].ring?.dotted == false)
        #expect(marks[3].fill == PlaygroundStyle.discardedColor)
        // Every delivered method wears the delivered colour: the letter tells them apart.
        for method in TraceRecord.TouchMethod.allCases {
            #expect(TimelinePanel.methodColor(method) == PlaygroundStyle.deliveredColor)
        }
    }
}
