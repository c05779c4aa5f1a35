import Foundation
import Testing
import TouchCore

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// The right-hand column's panels, and what the timeline and selection
/// panels draw.
struct PlaygroundPanelsTests {
    let size = CGSize(width: 1280, height: 860)

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
        let short = PlaygroundLayout(canvasSize: CGSize(width: 1280, height: 400), screenRect: layout.screenRect)
        let squeezed = short.panels(timelineHeight: 130, selectionHeight: 300)
        #expect(squeezed.timeline == nil && squeezed.log.height >= PlaygroundStyle.minimumLogHeight)
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
