import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The timeline while scrubbing (issue 23, item 8), read from the draw list's
/// geometry: the cursor stays under the pointer, a dashed tick marks the
/// record shown; the cursor's time is written under the axis, clear of the
/// legend and every other word of the panel; each bar is grey after the
/// cursor, since what a recognizer does later has not happened yet at that
/// instant; and state pills never overlap and stay within the axis.
@Suite struct TimelineScrubbingTests {
    /// SPEC S1, table-cells short-press: the table withholds the cell's
    /// touchesBegan until its 0.15 s delay runs out. Dragged to instants
    /// between records, the cursor is where the pointer is, not at the record.
    @Test(arguments: [0.37, 0.62, 0.81])
    func theCursorStaysUnderThePointerAndATickMarksTheRecordShown(_ fraction: CGFloat) throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "short-press")
        harness.runUntilPlayed()
        let track = try Self.track(harness.controller)
        let start = CGPoint(x: track.minX + 2, y: track.midY)
        let pointer = CGPoint(x: track.minX + fraction * track.width, y: track.midY + 3)
        #expect(harness.send(.pointerPressed(.primary, at: start, modifiers: [])))
        #expect(harness.send(.pointerMoved(to: pointer)))

        let controller = harness.controller
        let list = PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize)
        let cursors = Self.verticalLines(list, in: track, color: PlaygroundStyle.stepCursorColor, dashed: false)
        #expect(cursors.count == 1)
        #expect(abs((cursors.first ?? .nan) - pointer.x) < 0.001)

        // The record shown is the last at or before the pointer's instant.
        let paused = try #require(controller.paused)
        let index = try #require(paused.cursor.currentIndex)
        let timeline = TouchTimeline(records: paused.sequence)
        let time = timeline.time(atFraction: fraction)
        #expect(paused.sequence[index].time <= time)
        #expect(paused.sequence.indices.contains(index + 1) == false || paused.sequence[index + 1].time > time)
        let recordX = track.minX + timeline.fraction(of: paused.sequence[index].time) * track.width
        let ticks = Self.verticalLines(list, in: track, color: PlaygroundStyle.stepCursorColor.withAlpha(160), dashed: true)
        if abs(recordX - pointer.x) > 1 {
            #expect(ticks.count == 1)
            #expect(abs((ticks.first ?? .nan) - recordX) < 0.001)
        } else {
            #expect(ticks.isEmpty)
        }
        // Letting go leaves the cursor where it was dropped.
        #expect(harness.send(.pointerReleased(.primary, at: pointer)))
        let after = PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize)
        #expect(Self.verticalLines(after, in: track, color: PlaygroundStyle.stepCursorColor, dashed: false) == cursors)
        // A step by the arrows puts the cursor on its record again.
        harness.press(.right)
        let stepped = PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize)
        let steppedIndex = try #require(controller.paused?.cursor.currentIndex)
        let steppedX = track.minX + timeline.fraction(of: paused.sequence[steppedIndex].time) * track.width
        let steppedCursor = Self.verticalLines(stepped, in: track, color: PlaygroundStyle.stepCursorColor, dashed: false)
        #expect(abs((steppedCursor.first ?? .nan) - steppedX) < 0.001)
    }

    /// The cursor's time is written under the axis, and no other word of the
    /// panel (the legend, a lane's name, a tick's label) lies under it.
    @Test(arguments: [0.05, 0.5, 0.97])
    func theCursorsTimeIsWrittenUnderTheAxisClearOfEveryOtherWord(_ fraction: CGFloat) throws {
        let harness = try SceneControllerHarness(scene: "table-cells")
        harness.controller.play(scriptNamed: "short-press")
        harness.runUntilPlayed()
        let controller = harness.controller
        let panel = try #require(PlaygroundScreenLayout(frame: controller.frame, canvasSize: controller.canvasSize).panels.timeline)
        let track = TimelinePanel.timelineTrack(in: panel)
        let pointer = CGPoint(x: track.minX + fraction * track.width, y: track.midY)
        #expect(harness.send(.pointerPressed(.primary, at: pointer, modifiers: [])))

        let runs = Self.runs(PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize), in: panel)
        let labels = runs.filter { $0.string.hasPrefix("+") && $0.string.hasSuffix(" s") || $0.string.contains(" s · @") }
        #expect(labels.count == 1)
        let label = try #require(labels.first)
        let timeline = TouchTimeline(records: try #require(controller.paused?.sequence))
        let seconds = timeline.time(atFraction: fraction) - timeline.start
        #expect(label.string.hasPrefix(String(format: "+%.3f s", seconds)))
        let axisY = panel.maxY - TimelinePanel.timelineAxisHeight
        let box = Self.box(label)
        #expect(box.minY > axisY)
        #expect(box.maxY <= panel.maxY && box.minX >= panel.minX && box.maxX <= panel.maxX)
        for run in runs where run != label {
            #expect(!Self.box(run).intersects(box), "\(run.string) under the cursor's time")
        }
        // The legend is still drawn whole.
        for word in ["delivered", "withheld", "discarded"] { #expect(runs.contains { $0.string == word }) }
    }

    /// A played script's sequence that starts later than the script (the second
    /// tap of animation's tap-while-animating, at 0.8 s): the cursor's time is
    /// given from the sequence's start, as the axis counts, and on the script's
    /// clock, as the log stamps it.
    @Test func aPlayedSequencesCursorAlsoGivesTheScriptsClock() throws {
        let harness = try SceneControllerHarness(scene: "animation")
        harness.controller.play(scriptNamed: "tap-while-animating")
        harness.runUntilPlayed()
        let controller = harness.controller
        let panel = try #require(PlaygroundScreenLayout(frame: controller.frame, canvasSize: controller.canvasSize).panels.timeline)
        let track = TimelinePanel.timelineTrack(in: panel)
        #expect(harness.send(.pointerPressed(.primary, at: CGPoint(x: track.midX, y: track.midY), modifiers: [])))
        let runs = Self.runs(PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize), in: panel)
        // touch #2 began at 0.8 and ended at 0.9: the middle of the axis is 0.05 s in.
        #expect(runs.contains { $0.string == "+0.050 s · @0.850" })
    }

    /// Paused at an instant, the part of each recognizer's bar after the
    /// cursor is grey: a state's later course is not known yet there.
    @Test(arguments: [("table-cells", "short-press", 0.4), ("recognizer-rules", "hold-then-draw", 0.75)])
    func eachBarIsGreyAfterTheCursor(_ scene: String, _ script: String, _ fraction: CGFloat) throws {
        let harness = try SceneControllerHarness(scene: scene)
        harness.controller.play(scriptNamed: script)
        harness.runUntilPlayed()
        let track = try Self.track(harness.controller)
        let pointer = CGPoint(x: track.minX + fraction * track.width, y: track.midY)
        #expect(harness.send(.pointerPressed(.primary, at: pointer, modifiers: [])))
        let list = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: harness.controller.canvasSize)
        let bars = Self.bars(list, in: track)
        let future = bars.filter { $0.color == TimelinePanel.timelineFutureColor }
        let known = bars.filter { $0.color != TimelinePanel.timelineFutureColor }
        #expect(!future.isEmpty && !known.isEmpty)
        for bar in known { #expect(bar.rect.maxX <= pointer.x + 0.001, "a state drawn past the cursor") }
        for bar in future { #expect(abs(bar.rect.minX - pointer.x) < 0.001 || bar.rect.minX > pointer.x) }
        // Every lane whose bar reaches the cursor goes on in grey to the axis's end.
        #expect(future.allSatisfy { abs($0.rect.maxX - track.maxX) < 0.001 })

        // Not paused, the bars are the whole story: nothing grey.
        harness.press(.space)
        let playing = PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: harness.controller.canvasSize)
        #expect(!Self.bars(playing, in: track).contains { $0.color == TimelinePanel.timelineFutureColor })
    }

    /// Changing-views remove-mid-drag: BoardPan goes `changed` then `ended` at
    /// the same instant, the last of the sequence. The two names form one pill,
    /// in order ("changed → ended"), inside the axis; recognizer-rules'
    /// hold-then-draw ends two recognizers there too. No two pills overlap.
    @Test(arguments: [
        ("changing-views", "remove-mid-drag"), ("recognizer-rules", "hold-then-draw"), ("recognizer-rules", "tap-card"),
        ("table-cells", "short-press"),
    ])
    func statePillsNeverOverlapAndStayWithinTheAxis(_ scene: String, _ script: String) throws {
        let harness = try SceneControllerHarness(scene: scene)
        harness.controller.play(scriptNamed: script)
        harness.runUntilPlayed()
        let controller = harness.controller
        let track = try Self.track(controller)
        let list = PlaygroundRenderer.drawList(for: controller.frame, canvasSize: controller.canvasSize)
        let parts = Self.pillParts(list, in: track)
        #expect(!parts.isEmpty)
        for (i, a) in parts.enumerated() {
            #expect(a.rect.minX >= track.minX - 0.001 && a.rect.maxX <= track.maxX + 0.001, "\(a.text) outside the axis")
            for b in parts.dropFirst(i + 1) {
                let overlap = a.rect.intersection(b.rect)
                #expect(overlap.isNull || overlap.width < 0.001 || overlap.height < 0.001, "\(a.text) over \(b.text)")
            }
        }
        // Each lane's words read its states in the order the log gives them.
        let timeline = try #require(TimelinePanel.timeline(for: controller.frame))
        let laneHeight = PlaygroundStyle.timelineLaneHeight
        for (row, lane) in timeline.lanes.prefix(Int(track.height / laneHeight)).enumerated() where lane.kind == .recognizer {
            let y = track.minY + CGFloat(row) * laneHeight
            let words = parts.filter { $0.rect.minY >= y && $0.rect.maxY <= y + laneHeight }.sorted { $0.rect.minX < $1.rect.minX }
                .map { $0.text.hasPrefix("→ ") ? String($0.text.dropFirst(2)) : $0.text }
            #expect(
                words.filter { $0 != "possible" }
                    == lane.segments.dropFirst().map(\.state.description).filter { $0 != "possible" })
        }
        if script == "remove-mid-drag" {
            #expect(parts.map(\.text).contains("→ ended"))
            let changed = try #require(parts.first { $0.text == "changed" })
            let ended = try #require(parts.first { $0.text == "→ ended" })
            #expect(abs(changed.rect.maxX - ended.rect.minX) < 0.001)
        }
    }

    // MARK: - Helpers

    static func track(_ controller: PlaygroundController) throws -> CGRect {
        let panel = try #require(PlaygroundScreenLayout(frame: controller.frame, canvasSize: controller.canvasSize).panels.timeline)
        return TimelinePanel.timelineTrack(in: panel)
    }

    /// The x of every vertical line of `color` crossing the lanes.
    static func verticalLines(_ list: DrawList, in track: CGRect, color: DrawColor, dashed: Bool) -> [CGFloat] {
        list.commands.compactMap {
            guard case .line(let from, let to, let lineColor, let style) = $0, lineColor == color,
                style.dash.isEmpty != dashed, from.x == to.x, min(from.y, to.y) <= track.minY + 1,
                max(from.y, to.y) >= track.maxY
            else { return nil }
            return from.x
        }
    }

    static func runs(_ list: DrawList, in panel: CGRect) -> [TextRun] {
        list.commands.compactMap {
            if case .text(let run) = $0, panel.contains(run.origin) { return run }
            return nil
        }
    }

    /// The box a run of text covers, by the renderer's own width estimate.
    static func box(_ run: TextRun) -> CGRect {
        var width = PlaygroundStyle.estimatedWidth(of: run.string, size: run.pointSize)
        if let maxWidth = run.maxWidth { width = min(width, maxWidth) }
        let left: CGFloat
        switch run.alignment {
        case .left: left = run.origin.x
        case .center: left = run.origin.x - width / 2
        case .right: left = run.origin.x - width
        }
        return CGRect(x: left, y: run.origin.y, width: width, height: run.pointSize + 2)
    }

    /// The recognizers' state bars: rectangles 6 points high on the lanes.
    static func bars(_ list: DrawList, in track: CGRect) -> [(rect: CGRect, color: DrawColor)] {
        list.commands.compactMap {
            guard case .fillRect(let rect, let color) = $0, rect.height == 6, track.contains(CGPoint(x: rect.midX, y: rect.midY))
            else { return nil }
            return (rect, color)
        }
    }

    /// Every state name drawn in a pill on the lanes, with the pill part's rectangle.
    static func pillParts(_ list: DrawList, in track: CGRect) -> [(text: String, rect: CGRect)] {
        let states = Set(
            [UIGestureRecognizer.State.possible, .began, .changed, .ended, .failed, .cancelled].map(\.description))
        var fills: [CGRect] = []
        var parts: [(String, CGRect)] = []
        for command in list.commands {
            if case .fillRect(let rect, _) = command, rect.height == 16 { fills.append(rect) }
            guard case .text(let run) = command, track.contains(run.origin) else { continue }
            let word = run.string.hasPrefix("→ ") ? String(run.string.dropFirst(2)) : run.string
            let origin = CGPoint(x: run.origin.x - 4, y: run.origin.y - 2)
            guard states.contains(word), let rect = fills.last(where: { $0.origin == origin }) else { continue }
            parts.append((run.string, rect))
        }
        return parts
    }
}
