import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The log's and the timeline's headers keep every legend word, apart from each other
/// and from the panel's title, on canvases down to 900×700: a legend that loses a
/// word, or writes it over the title, no longer says what a colour means.
@Suite struct PanelHeaderLayoutTests {
    static let sizes = DeviceLabelLayoutTests.sizes

    /// A text run's box, with widths estimated as the headers estimate them.
    static func box(_ run: TextRun) -> CGRect {
        CGRect(
            x: run.origin.x, y: run.origin.y, width: PlaygroundStyle.estimatedWidth(of: run.string, size: run.pointSize) * 0.9,
            height: run.pointSize * 1.2)
    }

    func runs(_ list: DrawList, _ strings: Set<String>) -> [TextRun] {
        list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, strings.contains(run.string) { return run }
            return nil
        }
    }

    func expectApartAndInside(_ runs: [TextRun], width: CGFloat, _ what: String) {
        for (i, a) in runs.enumerated() {
            #expect(Self.box(a).maxX <= width, "\(what): \"\(a.string)\" leaves the canvas")
            for b in runs[(i + 1)...] {
                #expect(!Self.box(a).intersects(Self.box(b)), "\(what): \"\(a.string)\" overlaps \"\(b.string)\"")
            }
        }
    }

    @Test(arguments: sizes)
    func everyLegendWordIsDrawnApartFromTheTitles(size: CGSize) {
        let fixture = PlaygroundFixture()
        fixture.tap("E")
        let list = fixture.drawList(size: size)
        let logWords = Set(TraceLineCategory.allCases.map(\.title)).union(["Trace"])
        let log = runs(list, logWords)
        #expect(Set(log.map(\.string)) == logWords, "every category is named at \(size)")
        expectApartAndInside(log, width: size.width, "log header at \(size)")

        let timeline = runs(list, ["Timeline", "delivered", "withheld", "released late", "late", "discarded"])
        #expect(timeline.count == 5, "the title and four marks at \(size)")
        expectApartAndInside(timeline, width: size.width, "timeline header at \(size)")
    }
}
