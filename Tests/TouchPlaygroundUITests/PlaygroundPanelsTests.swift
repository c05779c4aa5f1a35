import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The right-hand column's panels, and what the timeline and selection
/// panels draw.
struct PlaygroundPanelsTests {
    let size = CGSize(width: 1280, height: 860)

    /// The log's times note is never cut mid-word: a narrow panel gets the
    /// longest wording that fits, a wide one the whole note.
    @Test func theLogsTimesNoteFitsItsPanel() {
        let played = TraceFormatter.Options.exact, live = TraceFormatter.Options.window(origin: 1)
        for forms in [[played], [live], [played, live]] {
            let full = LogPanel.logTimesNote(forms)!
            #expect(LogPanel.logTimesNote(forms, width: 2_000) == full)
            var widths: Set<Int> = []
            let shortest = LogPanel.logTimesNote(forms, width: 0)!
            for width in stride(from: CGFloat(60), through: 600, by: 20) {
                let note = LogPanel.logTimesNote(forms, width: width)!
                if PlaygroundText.fits(shortest, width: width, size: LogPanel.logTimesNoteSize) {
                    #expect(PlaygroundText.fits(note, width: width, size: LogPanel.logTimesNoteSize), "\(width): \(note)")
                } else {
                    #expect(note == shortest)
                }
                widths.insert(note.count)
            }
            // Narrower panels get shorter wordings, not one cut.
            #expect(widths.count == 3, "\(forms)")
        }
        #expect(LogPanel.logTimesNote([]) == nil)
    }

    @Test func panelsStackInTheLogColumnWithoutOverlapping() {
        let layout = PlaygroundLayout(canvasSize: size, screenRect: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panels = layout.panels(timelineHeight: 130, selectionHeight: 300)
        let timeline = panels.timeline!, selection = panels.selection!
        #expect(panels.log.minY == layout.logRect.minY && selection.maxY == layout.logRect.maxY)
        #expect(panels.log.maxY < timeline.minY && timeline.maxY < selection.minY)
        #expect(timeline.height == 130 && selection.height == 300)
        #expect(panels.log.height >= PlaygroundStyle.minimumLogHeight)
        // Alone, the log takes the column; in a short window the timeline gives way.
        #expect(layout.panels(timelineHeight: nil, selectionHeight: nil).log == layout.logRect)
    }

    /// Issue 26: the timeline is where a lesson is read, so the panels that
    /// scroll (the log, the selection) give way to it — with a tall
    /// explanation and the lesson card open at the default size, and in a
    /// short window.
    @Test func theTimelineIsNeverSqueezedOut() throws {
        let layout = PlaygroundLayout(canvasSize: size, screenRect: CGRect(x: 0, y: 0, width: 400, height: 800))
        let crowded = layout.panels(timelineHeight: 130, selectionHeight: 700, lessonHeight: 220)
        let timeline = try #require(crowded.timeline)
        #expect(timeline.height == 130)
        let selection = try #require(crowded.selection)
        #expect(selection.height < 700, "the selection scrolls instead")
        #expect(crowded.log.height >= PlaygroundStyle.minimumLogHeight)
        #expect(crowded.lesson!.maxY < crowded.log.minY && crowded.log.maxY < timeline.minY && timeline.maxY < selection.minY)
        #expect(selection.maxY == layout.logRect.maxY)

        let short = PlaygroundLayout(canvasSize: CGSize(width: 1280, height: 400), screenRect: layout.screenRect)
        let squeezed = short.panels(timelineHeight: 130, selectionHeight: 300)
        let kept = try #require(squeezed.timeline)
        #expect(kept.height >= PlaygroundStyle.minimumTimelineHeight)
        let yielded = try #require(squeezed.selection)
        #expect(yielded.height < 300 && yielded.height >= PlaygroundStyle.selectionHintHeight)
        #expect(squeezed.log.height > 0 && squeezed.log.maxY < kept.minY && kept.maxY < yielded.minY)
        #expect(yielded.maxY <= short.logRect.maxY)
    }

    /// A panel added to the column is one type and one entry: the column
    /// lays it out by its sizing, at its place in column order, and the
    /// panels already there keep their rules — the timeline its height, the
    /// trace its floor — while the new panel and the selection panel yield.
    @Test func aPanelAddedToTheColumnTakesItsPlaceAndYieldsToTheTimeline() throws {
        let layout = PlaygroundLayout(canvasSize: size, screenRect: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panels = PlaygroundColumn.layout(
            [
                (LessonCardPanel.self, 150), (LogPanel.self, 0), (TimelinePanel.self, 130), (NotesPanel.self, 400),
                (SelectionPanel.self, 300),
            ], in: layout.logRect)
        let lesson = try #require(panels.lesson), timeline = try #require(panels.timeline)
        let notes = try #require(panels[NotesPanel.self]), selection = try #require(panels.selection)
        let spacing = PlaygroundStyle.panelSpacing
        // Top to bottom in column order, touching only through the spacing.
        #expect(lesson.minY == layout.logRect.minY && selection.maxY == layout.logRect.maxY)
        #expect(lesson.maxY + spacing == panels.log.minY && panels.log.maxY + spacing == timeline.minY)
        #expect(timeline.maxY + spacing == notes.minY && notes.maxY + spacing == selection.minY)
        // The timeline keeps what it asked for; the two scrolling panels give way.
        #expect(timeline.height == 130)
        #expect(notes.height < 400 && notes.height >= NotesPanel.floor)
        #expect(selection.height < 300 && selection.height >= PlaygroundStyle.selectionHintHeight)
        #expect(panels.log.height >= min(PlaygroundStyle.minimumLogHeight, 4 * PlaygroundStyle.logLineHeight + 30))
    }

    /// The column's panels in their order, top to bottom.
    @Test func theColumnListsEachPanelOnceInOrder() {
        let names = PlaygroundColumn.panels.map { String(describing: $0) }
        #expect(names == ["LessonCardPanel", "QuizPanel", "LogPanel", "TimelinePanel", "SelectionPanel"])
    }

    @Test func theTimelinePanelDrawsALanePerRecognizerAndViewAndCanBeHidden() {
        let world = PlaygroundFixture()
        world.tap("F")  // F has the tap recognizer: it recognizes and cancels F
        let shown = world.drawList()
        #expect(shown.texts.contains("Timeline"))
        #expect(shown.texts.contains("Tap") && shown.texts.contains("F"))
        #expect(shown.texts.contains("ended"), "the recognizer's change is named on its lane")
        #expect(shown.texts.contains("C"), "F's cancelled mark")
        #expect(shown.texts.contains("100 ms"))
        let hidden = world.drawList(options: PlaygroundOptions(showsTimeline: false))
        #expect(!hidden.texts.contains("Timeline"))
    }

    @Test func theSelectionPanelExplainsInspectsAndOutlinesTheSelectedView() throws {
        let world = PlaygroundFixture()
        world.tap("E")
        var frame = world.session.frame(options: PlaygroundOptions())
        frame.selectedView = world.views["D"]
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: size)
        let texts = list.texts
        #expect(texts.contains("D (UIView)"))
        // B, D's parent, was never asked: C is in front of it in A and answered.
        #expect(texts.contains { $0.hasPrefix("hitTest never asked D: its ancestor B was skipped because C") }, "\(texts)")
        #expect(texts.contains("-[C hitTest:withEvent:] ⇒ E"), "the evidence line")
        #expect(texts.contains("Responder chain"))
        #expect(texts.contains { $0.hasPrefix("D → B → A") })
        let outline = DrawCommand.strokePolygon(
            world.canvasQuad("D"), color: PlaygroundStyle.selectionHalo,
            style: .solid(PlaygroundStyle.selectionHaloWidth))
        #expect(list.commands.contains(outline))
        #expect(PlaygroundScreenLayout(frame: frame, canvasSize: size).panels.selection?.height == PlaygroundStyle.selectionHeight)
        // Nothing selected or hovered: a short panel says how to select.
        let idle = world.drawList().texts
        #expect(idle.contains { $0.hasPrefix("Right-click a view") })
        let idlePanels = PlaygroundScreenLayout(frame: world.session.frame(options: PlaygroundOptions()), canvasSize: size).panels
        #expect(idlePanels.selection?.height == PlaygroundStyle.selectionHintHeight)
    }

    @Test func aNoticeIsDrawnOverTheDevice() {
        let world = PlaygroundFixture()
        var frame = world.session.frame(options: PlaygroundOptions())
        frame.notice = "scene.yaml did not load\nline 3: unknown key"
        let texts = PlaygroundRenderer.drawList(for: frame, canvasSize: size).texts
        #expect(texts.contains("scene.yaml did not load") && texts.contains("line 3: unknown key"))
    }

    @Test func wrappingBreaksAtSpacesWithinTheWidth() {
        let lines = PlaygroundStyle.wrap("one two three four five six", width: 60, size: 10)
        #expect(lines.count > 1)
        #expect(lines.joined(separator: " ") == "one two three four five six")
        #expect(PlaygroundStyle.wrap("", width: 60, size: 10) == [""])
    }
}

/// Issue 26: the selection panel yields room to the timeline and scrolls:
/// what it cannot show is announced, and the wheel over it brings it in.
@Suite struct SelectionPanelScrollTests {
    @Test func aLongExplanationScrollsAndTheTimelineStays() throws {
        let harness = ControllerHarness()
        harness.send(.windowChanged(size: CGSize(width: 1280, height: 640)))
        harness.tap("F")  // a recognizer, a cancel: a long explanation
        harness.rightClick("F")
        harness.presentIfNeeded()
        let screen = try #require(harness.controller.lastScreen)
        #expect(screen.panels.timeline != nil)
        #expect(screen.selectionOverflow > 0)
        let panel = try #require(screen.panels.selection)
        var texts = harness.controller.drawList().texts
        #expect(texts.contains { $0.hasPrefix("▼ ") && $0.hasSuffix("· the wheel scrolls") })
        #expect(!texts.contains { $0.hasPrefix("▲ ") })
        // The wheel turned towards the user scrolls down, by three rows a notch.
        harness.send(.wheel(notches: -1, at: CGPoint(x: panel.midX, y: panel.midY)))
        texts = harness.controller.drawList().texts
        #expect(texts.contains("▲ \(min(3, screen.selectionOverflow)) more line\(min(3, screen.selectionOverflow) == 1 ? "" : "s") above"))
        // Far enough, the last row shows and nothing is announced below.
        for _ in 0..<40 { harness.send(.wheel(notches: -1, at: CGPoint(x: panel.midX, y: panel.midY))) }
        texts = harness.controller.drawList().texts
        #expect(!texts.contains { $0.hasPrefix("▼ ") })
        #expect(texts.contains("▲ \(screen.selectionOverflow) more line\(screen.selectionOverflow == 1 ? "" : "s") above"))
        // Another view's panel starts at its top.
        harness.rightClick("E")
        texts = harness.controller.drawList().texts
        #expect(!texts.contains { $0.hasPrefix("▲ ") })
    }
}

/// A panel the column does not have, laid out beside the real ones: it
/// scrolls, like the selection panel.
private struct NotesPanel: PlaygroundColumnPanel {
    static let floor: CGFloat = 60
    static let sizing = PlaygroundPanelSizing.scrolls(floor: floor)
    init?(frame: PlaygroundFrame, columnWidth: CGFloat) { nil }
    func height(forWidth width: CGFloat) -> CGFloat { 400 }
    func draw(in rect: CGRect, into canvas: inout PlaygroundPanelCanvas) {}
}
