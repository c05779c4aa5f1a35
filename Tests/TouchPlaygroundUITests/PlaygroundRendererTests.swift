import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchInsight
import TouchPlaygroundUI

@Suite struct PlaygroundRendererTests {
    @Test func hitTestViewGetsTheBoldGreenOutline() {
        let world = PlaygroundFixture()
        world.tap("E")
        let list = world.drawList()
        #expect(
            list.commands.contains(
                .strokePolygon(
                    world.canvasQuad("E"), color: PlaygroundStyle.hitColor,
                    style: .solid(PlaygroundStyle.hitOutlineWidth))))
        // No other view gets it.
        let boldOutlines = list.commands.filter {
            if case .strokePolygon(_, PlaygroundStyle.hitColor, .solid(PlaygroundStyle.hitOutlineWidth)) = $0 { return true }
            return false
        }
        #expect(boldOutlines.count == 1)
        #expect(list.texts.contains("✓ hit-test view"))
    }

    @Test func rejectedVisitedViewIsDashedRedAndLabelledWithItsReason() {
        let world = PlaygroundFixture()
        world.tap("E")
        let list = world.drawList()
        let rejected = DrawCommand.strokePolygon(
            world.canvasQuad("F"), color: PlaygroundStyle.rejectedColor,
            style: StrokeStyle(width: 2, dash: PlaygroundStyle.rejectedDash))
        #expect(list.commands.contains(rejected))
        #expect(list.texts.contains("✗ outside bounds"))
        #expect(list.texts.contains("✓ inside"))  // C, which passed the touch on to E
        // B was never visited, so it has no verdict.
        let quadB = world.canvasQuad("B")
        #expect(
            !list.commands.contains {
                if case .strokePolygon(let quad, let color, _) = $0 { return quad == quadB && color == PlaygroundStyle.rejectedColor }
                return false
            })
    }

    @Test func responderChainIsNumberedThroughViewsAndRail() {
        let world = PlaygroundFixture()
        world.tap("E")
        let list = world.drawList()
        let deviceArrows = list.commands.filter {
            if case .arrow(_, _, let color, _, _) = $0 { return color == PlaygroundStyle.chainColor.withAlpha(200) }
            return false
        }
        let deviceShafts = list.commands.filter {
            if case .line(_, _, let color, let style) = $0 { return color == PlaygroundStyle.chainColor.withAlpha(200) && style.width == 2 }
            return false
        }
        // E → C → A → root view on the device, a line each; the window is a
        // chip in the rail. A head is drawn where it covers no word: here
        // at all three (the root view's label, which shares the window's
        // rectangle, is in a callout under the device, clear of A's words).
        #expect(deviceShafts.count == 3)
        #expect(deviceArrows.count == 3)
        let railArrows = list.commands.filter {
            if case .arrow(_, _, let color, _, _) = $0 { return color == PlaygroundStyle.chainColor }
            return false
        }
        // Between the rail's seven entries.
        #expect(railArrows.count == 6)
        for chip in ["UIViewController", "UIWindow", "UIApplication", "controller", "window", "application"] {
            #expect(list.texts.contains(chip), "missing rail text \(chip)")
        }
        for number in 1...7 { #expect(list.texts.contains("\(number)")) }
        #expect(!list.texts.contains("8"))
        #expect(list.texts.contains("end of chain: not handled"))
        // Wrapped in the rail, not cut (SPEC R3: the chain ends with nobody,
        // which is normal: UIResponder's defaults forward the touch).
        let railTexts = list.commands.compactMap { command -> String? in
            guard case .text(let run) = command, run.origin.x >= world.layout().railRect.minX + 60,
                run.origin.x < world.layout().railRect.maxX
            else { return nil }
            return run.string
        }
        #expect(railTexts.joined(separator: " ").contains("received; no responder handled it (dropped after UIApplication)"))
    }

    @Test func fingerIsACircleWithItsTouchNumberAndTrail() throws {
        let world = PlaygroundFixture()
        let start = world.center(of: "E")
        world.down(start)
        world.move(CGPoint(x: start.x + 30, y: start.y + 10))
        let list = world.drawList()
        let center = world.layout().canvasPoint(fromScreen: CGPoint(x: start.x + 30, y: start.y + 10))
        #expect(
            list.commands.contains(
                .fillCircle(
                    center: center, radius: PlaygroundStyle.fingerRadius,
                    color: DrawColor.white.withAlpha(170))))
        #expect(list.texts.contains("#1"))
        // The trail runs from where the finger went down toward it and stops
        // at its circle, so it never runs through the finger's number.
        let from = world.layout().canvasPoint(fromScreen: start)
        let trail = list.commands.compactMap { command -> CGPoint? in
            guard case .line(from, let to, PlaygroundStyle.fingerColor.withAlpha(110), .solid(PlaygroundStyle.trailWidth)) = command
            else { return nil }
            return to
        }
        let end = try #require(trail.first)
        #expect(abs(hypot(end.x - center.x, end.y - center.y) - PlaygroundStyle.fingerRadius) < 0.01)
        let cross = (end.x - from.x) * (center.y - from.y) - (end.y - from.y) * (center.x - from.x)
        #expect(abs(cross) < 0.01, "the trail keeps its direction")
    }

    @Test func hiddenViewsAreDashedOutlinesOnlyWhenAsked() {
        let world = PlaygroundFixture()
        let dashed = DrawCommand.strokePolygon(
            world.canvasQuad("H"), color: PlaygroundStyle.hiddenOutline,
            style: StrokeStyle(width: 1, dash: [5, 4]))
        #expect(world.drawList(options: PlaygroundOptions(showsHiddenViews: true)).commands.contains(dashed))
        #expect(world.drawList(options: PlaygroundOptions(showsHiddenViews: true)).texts.contains("H (hidden)"))
        let without = world.drawList(options: PlaygroundOptions(showsHiddenViews: false))
        #expect(!without.commands.contains(dashed))
        #expect(!without.texts.contains { $0.hasPrefix("H") })
    }

    @Test func alphaIsMultipliedDownTheTree() {
        let world = PlaygroundFixture()
        world.views["C"]!.alpha = 0.5
        world.views["E"]!.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let list = world.drawList()
        #expect(list.commands.contains(.fillPolygon(world.canvasQuad("E"), color: DrawColor(red: 255, green: 0, blue: 0, alpha: 64))))
    }

    @Test func clipsToBoundsClipsTheSubviewsOfAnAxisAlignedView() throws {
        let world = PlaygroundFixture()
        world.views["C"]!.clipsToBounds = true
        let list = world.drawList()
        let quad = world.canvasQuad("C")
        let rect = CGRect(x: quad[0].x, y: quad[0].y, width: quad[2].x - quad[0].x, height: quad[2].y - quad[0].y)
        let push = try #require(list.commands.firstIndex(of: .pushClip(rect)))
        let eFill = try #require(
            list.commands.firstIndex {
                if case .fillPolygon(world.canvasQuad("E"), _) = $0 { return true }; return false
            })
        let pop = try #require(list.commands[push...].firstIndex(of: .popClip))
        #expect(push < eFill && eFill < pop)
    }

    @Test func transformedViewsAreDrawnAsTheirQuadAndDoNotClip() {
        let world = PlaygroundFixture()
        let c = world.views["C"]!
        c.transform = CGAffineTransform(rotationAngle: .pi / 8)
        c.clipsToBounds = true
        let list = world.drawList()
        let quad = world.canvasQuad("C")
        #expect(abs(quad[0].y - quad[1].y) > 1)  // really rotated
        #expect(
            list.commands.contains {
                if case .fillPolygon(quad, _) = $0 { return true }; return false
            })
        // No clip on the device (the panels on the right clip their own text).
        let device = world.layout().deviceRect
        #expect(
            !list.commands.contains {
                if case .pushClip(let rect) = $0 { return rect.intersects(device) }; return false
            })
    }

    @Test func logPanelShowsTheTailOfTheTraceColouredByKind() throws {
        let world = PlaygroundFixture()
        world.tap("E")
        world.tap("F")
        let size = CGSize(width: 1280, height: 720)
        let list = world.drawList(size: size)
        let runs = list.commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        let expected = TraceFormatter.windowLines(world.session.log)
        #expect(runs.contains { $0.string.hasPrefix("… ") && $0.string.hasSuffix(" earlier lines") })
        // Scrolled to the end: the last runs inside the log panel are the last trace line, wrapped.
        let logRect = PlaygroundScreenLayout(frame: world.session.frame(options: PlaygroundOptions()), canvasSize: size).panels.log
        // The runs below the panel's title and legend.
        let logRuns = runs.filter { $0.origin.x == logRect.minX + 10 && $0.origin.y > logRect.minY + 30 && $0.origin.y < logRect.maxY }
        #expect(logRuns.first?.string.hasPrefix("… ") == true)
        // Every row has its record's colour; a long line's rows follow it, indented under it.
        var rows: [(String, DrawColor)] = []
        for (line, record) in zip(expected, world.session.log) {
            for row in PlaygroundText.wrap(
                line, width: logRect.width - 20, size: PlaygroundStyle.logTextSize, hangingIndent: 2 * record.depth + 4)
            {
                rows.append((row, TraceLineCategory(record).color))
            }
        }
        let shown = logRuns.dropFirst()
        #expect(shown.count > 10)
        for (run, row) in zip(shown, rows.suffix(shown.count)) {
            #expect(run.string == row.0)
            #expect(run.color == row.1)
        }
        #expect(logRuns.last?.string == rows.last?.0)
        #expect(Set(logRuns.map(\.color)).count >= 4)
    }

    @Test func theLogShowsTimesFromTheSequenceStartAndHalfPoints() {
        // The window's log is read by a learner: `+0.050` since the finger went
        // down, not the clock's `@34.676`, and locations to the half point.
        let world = PlaygroundFixture()
        world.tap("E")
        world.tap("F")
        // Tall enough for the whole log.
        let texts = world.drawList(size: CGSize(width: 1280, height: 3000)).texts
        #expect(!texts.contains { $0.hasPrefix("@") })
        #expect(texts.contains { $0.hasPrefix("+0.000 touch #1 began") })
        let headings = texts.filter { $0.hasPrefix("+") && $0.contains(" touch #") }
        #expect(headings.contains { $0.hasPrefix("+0.000 touch #2 began") })
        #expect(headings.contains { $0.hasPrefix("+0.050 touch #2 ended") })
    }

    @Test func aLongTraceLineWrapsUnderItselfInsteadOfBeingCut() throws {
        // The reason is at the end of a line: it must be readable whole.
        let world = PlaygroundFixture()
        world.tap("E")
        let size = CGSize(width: 900, height: 900)
        let log = PlaygroundScreenLayout(frame: world.session.frame(options: PlaygroundOptions()), canvasSize: size).panels.log
        let texts = world.drawList(size: size).commands.compactMap { command -> String? in
            guard case .text(let run) = command, log.contains(run.origin) else { return nil }
            return run.string
        }
        let dropped = try #require(texts.firstIndex { $0.contains("touchesBegan:withEvent: dropped") })
        let hanging = String(repeating: " ", count: texts[dropped].prefix { $0 == " " }.count + 4)
        let continuation = texts[(dropped + 1)...].prefix { $0.hasPrefix(hanging) }
        #expect(!continuation.isEmpty)
        let whole = ([texts[dropped]] + continuation).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(whole == "touchesBegan:withEvent: dropped: nobody after UIApplication in the responder chain")
    }

    @Test func helpOverlayListsEveryEntry() {
        let world = PlaygroundFixture()
        let entries = [PlaygroundHelpEntry(key: "S", action: "shake"), PlaygroundHelpEntry(key: "Esc / Q", action: "quit")]
        let shown = world.drawList(options: PlaygroundOptions(showsHelp: true, helpEntries: entries)).texts
        #expect(shown.contains("S") && shown.contains("shake") && shown.contains("Esc / Q") && shown.contains("quit"))
        let hidden = world.drawList(options: PlaygroundOptions(showsHelp: false, helpEntries: entries)).texts
        #expect(!hidden.contains("shake"))
    }

    @Test func sameFrameGivesTheSameList() {
        let world = PlaygroundFixture()
        world.tap("E")
        #expect(world.drawList() == world.drawList())
    }
}
