import Foundation
import TestSupport
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchPlaygroundUI

/// Every picture on the device tells the truth at a glance: one meaning per
/// colour and outline, hitTest's visit order drawn in its own shape, each
/// touch's highlights marked with its number, and labels that never cover
/// each other nor leave the device's frame (a callout may stand in the
/// margin beside it).
@Suite struct DeviceLabelLayoutTests {
    static let scenes = DrawListFixture.folder
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")
    static let sizes = [CGSize(width: 1280, height: 860), CGSize(width: 1024, height: 768), CGSize(width: 900, height: 700)]

    static var sceneFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The frame `touchlab shoot` draws after a library scene's first script.
    static func frameAfterFirstScript(_ file: String, options: PlaygroundOptions = PlaygroundOptions()) throws -> PlaygroundFrame {
        let document = try SceneParser().parse(fileAtPath: scenes.appendingPathComponent(file).path)
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        if let script = document.scripts.first {
            SceneRunner().run(script, in: world, deliver: session.handle, advance: { session.advance(to: $0) }, onInput: { _ in })
        }
        return session.frame(options: options)
    }

    /// The renderer after drawing `frame`, so a test can tell the device's
    /// commands from the rail's and the panels'.
    static func render(_ frame: PlaygroundFrame, size: CGSize) -> PlaygroundRenderer {
        var renderer = PlaygroundRenderer(frame: frame, canvasSize: size)
        renderer.drawAll()
        return renderer
    }

    /// Where a text run's glyphs go, as the layout estimates them: the
    /// estimated width (cut at `maxWidth`), a line of 1.2 em.
    static func box(of run: TextRun) -> CGRect {
        let width = min(PlaygroundStyle.estimatedWidth(of: run.string, size: run.pointSize), run.maxWidth ?? .infinity)
        let x: CGFloat
        switch run.alignment {
        case .left: x = run.origin.x
        case .center: x = run.origin.x - width / 2
        case .right: x = run.origin.x - width
        }
        return CGRect(x: x, y: run.origin.y, width: width, height: run.pointSize * 1.2)
    }

    /// The texts drawn on the device (after its "Device" heading, before the rail).
    static func deviceTexts(_ renderer: PlaygroundRenderer) -> [TextRun] {
        let runs = renderer.list.commands[..<renderer.deviceCommandsEnd].compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        return Array(runs.dropFirst())
    }

    // MARK: No overlaps

    @Test(arguments: sceneFiles)
    func deviceTextsNeverOverlapNorLeaveTheFrame(_ file: String) throws {
        let frame = try Self.frameAfterFirstScript(file)
        for size in Self.sizes {
            let renderer = Self.render(frame, size: size)
            let boxes = Self.deviceTexts(renderer).map { ($0.string, Self.box(of: $0)) }
            let bounds = renderer.layout.viewportRect.insetBy(dx: -0.01, dy: -0.01)
            // A callout may stand in the margin beside the device, up to the rail.
            let margin = renderer.calloutFrame.insetBy(dx: -0.01, dy: -0.01)
            let callouts = renderer.screen.callouts.map(\.box)
            #expect(callouts.allSatisfy { PlaygroundRenderer.isInside($0, margin) }, "\(file) at \(size): \(callouts) \(margin)")
            for (text, box) in boxes {
                #expect(
                    PlaygroundRenderer.isInside(box, bounds)
                        || callouts.contains { PlaygroundRenderer.isInside(box, $0.insetBy(dx: -0.01, dy: -0.01)) },
                    "\(file) at \(size): \"\(text)\" \(box) leaves the device \(bounds) and is in no callout")
            }
            for i in boxes.indices {
                for j in boxes.indices where j > i {
                    let overlap = boxes[i].1.intersection(boxes[j].1)
                    #expect(
                        overlap.isNull || overlap.width < 0.01 || overlap.height < 0.01,
                        "\(file) at \(size): \"\(boxes[i].0)\" overlaps \"\(boxes[j].0)\"")
                }
            }
            // The hit-test views and every view of the chain keep their names.
            let texts = Set(boxes.map(\.0))
            for responder in renderer.chain where responder is UIView && !(responder is UIWindow) {
                let name = responder.traceSubject.name
                #expect(
                    texts.contains(name) || texts.contains { $0.hasSuffix("…") || $0.hasPrefix(name) },
                    "\(file) at \(size): the chain's \(name) has no label")
            }
        }
    }

    // MARK: One meaning per colour and outline

    @Test func selectionIsANeutralHaloNotTheRejectionOutline() {
        let world = PlaygroundFixture()
        world.tap("E")
        var frame = world.session.frame(options: PlaygroundOptions())
        frame.selectedView = world.views["F"]
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860))
        let quad = world.canvasQuad("F")
        let outlines = list.commands.compactMap { command -> (DrawColor, StrokeStyle)? in
            if case .strokePolygon(let corners, let color, let style) = command, corners == quad { return (color, style) }
            return nil
        }
        // F is rejected (outside bounds, SPEC H2): a red dashed outline ...
        #expect(outlines.contains { $0.0 == PlaygroundStyle.rejectedColor && !$0.1.dash.isEmpty })
        // ... and, selected, a wide neutral halo round a white line, solid.
        #expect(outlines.contains { $0.0 == PlaygroundStyle.selectionHalo && $0.1 == .solid(PlaygroundStyle.selectionHaloWidth) })
        #expect(outlines.contains { $0.0 == PlaygroundStyle.selectionHaloCore && $0.1.dash.isEmpty })
        // Nothing else outlines it but its own thin grey edge: no pink, no second dashed outline.
        #expect(outlines.filter { !$0.1.dash.isEmpty }.count == 1)
        for (color, _) in outlines where color.withAlpha(255) != PlaygroundStyle.viewOutline.withAlpha(255) {
            #expect([PlaygroundStyle.rejectedColor, PlaygroundStyle.selectionHalo, PlaygroundStyle.selectionHaloCore].contains(color))
        }
        // The halo's hues are none of the verdicts'.
        for verdictHue in [PlaygroundStyle.hitColor, PlaygroundStyle.passedColor, PlaygroundStyle.rejectedColor] {
            #expect(PlaygroundStyle.selectionHalo.withAlpha(255) != verdictHue)
            #expect(PlaygroundStyle.selectionHaloCore != verdictHue)
        }
    }

    @Test func verdictsAreOutlinesNotTintsAndTheSceneIsMutedWhileExplained() {
        let world = PlaygroundFixture()
        let before = world.drawList()
        world.tap("E")
        let after = world.drawList()
        // E's green (0.6, 0.85, 0.6) is its own colour before any touch ...
        let own = DrawColor(red: 153, green: 217, blue: 153)
        #expect(before.commands.contains(.fillPolygon(world.canvasQuad("E"), color: own)))
        // ... muted while the touch is explained, so it cannot pass for the
        // hit-test view's green; no verdict colour is filled into a view.
        #expect(after.commands.contains(.fillPolygon(world.canvasQuad("E"), color: PlaygroundStyle.muted(own))))
        #expect(!after.commands.contains(.fillPolygon(world.canvasQuad("E"), color: own)))
        let tinted = after.commands.contains { command in
            guard case .fillPolygon(_, let color) = command else { return false }
            return [PlaygroundStyle.hitColor, PlaygroundStyle.rejectedColor, PlaygroundStyle.passedColor].contains(color.withAlpha(255))
        }
        #expect(!tinted)
        let muted = PlaygroundStyle.muted(DrawColor.green)
        #expect(muted != DrawColor.green && muted.green < 230 && muted.red > 150)
    }

    // MARK: Touch numbers

    /// Seed 002's pan-no-cancel: touch #1 is bound to YellowView, touch #2 goes
    /// down outside it (YellowView rejects it, outside bounds) and is bound to
    /// RootView. Each verdict carries its touch's number, as the fingers do.
    @Test func twoTouchesKeepTheirOwnMarks() throws {
        let frame = try Self.frameAfterFirstScript("pan-no-cancel.yaml")
        let renderer = Self.render(frame, size: CGSize(width: 1280, height: 860))
        let texts = Self.deviceTexts(renderer).map(\.string)
        #expect(texts.contains("#1 ✓ hit-test view"))
        #expect(texts.contains("#2 ✗ outside bounds"))
        #expect(texts.contains("#2 ✓ hit-test view"))
        #expect(texts.contains("#1 #2 ✓ inside"))
        #expect(!texts.contains("✓ hit-test view"))
        #expect(texts.contains("#1") && texts.contains("#2"))  // the fingers
        #expect(renderer.analysis.hitTests.map(\.touch) == [1, 2])
        #expect(renderer.analysis.hitTests.map { $0.hitView?.name } == ["YellowView", "RootView"])
    }

    // MARK: Visit order

    /// Apple's Figure 2-1 (SPEC H1): hitTest visits the window, the root view,
    /// A, C, then C's subviews front to back, F before E. The order is drawn
    /// as charcoal squares numbered in visit order joined by a dotted path,
    /// unlike the chain's blue circles.
    @Test func visitOrderTagsFollowHitTestsVisits() throws {
        let frame = try Self.frameAfterFirstScript("hit-testing.yaml")
        for size in Self.sizes {
            let renderer = Self.render(frame, size: size)
            let commands = Array(renderer.list.commands[..<renderer.deviceCommandsEnd])
            var tags: [(number: Int, name: String)] = []
            for (index, command) in commands.enumerated() {
                guard case .fillRect(let rect, let color) = command, color == PlaygroundStyle.visitColor,
                    rect.width == PlaygroundStyle.visitTagSize, index + 1 < commands.count,
                    case .text(let number) = commands[index + 1]
                else { continue }
                // The name follows on the tag's line, after the tag (and any chain badge).
                let name = commands[(index + 2)...].lazy.compactMap { command -> TextRun? in
                    if case .text(let run) = command, run.pointSize == PlaygroundStyle.viewNameSize { return run }
                    return nil
                }.first
                tags.append((Int(number.string) ?? -1, name?.string ?? ""))
            }
            let ordered = tags.sorted { $0.number < $1.number }
            #expect(ordered.map(\.number) == Array(1...6), "at \(size)")
            #expect(ordered.map(\.name) == ["UIWindow", "RootView", "AView", "CView", "FView", "EView"], "at \(size)")
            let dotted = commands.filter {
                if case .line(_, _, let color, let style) = $0 {
                    return color == PlaygroundStyle.visitColor.withAlpha(200) && style.dash == PlaygroundStyle.visitPathDash
                }
                return false
            }
            #expect(dotted.count == 5, "at \(size)")
            // The chain's badges stay blue circles.
            let circles = commands.filter {
                if case .fillCircle(_, _, let color) = $0 { return color == PlaygroundStyle.chainColor }
                return false
            }
            #expect(circles.count == 4, "at \(size)")
        }
    }

    /// UIKit resets a recognizer to possible once its sequence is over
    /// (SPEC G3); the chip says how it ended, not the reset: after a tap on
    /// the tap-gesture scene's view, its tap ended; after a quick tap on a table cell,
    /// the scroll view's recognizers failed and BackTap ended.
    @Test func recognizerChipsShowTheLastDecidedStateNotTheReset() throws {
        func chips(_ file: String) throws -> [String] {
            let renderer = Self.render(try Self.frameAfterFirstScript(file), size: Self.sizes[0])
            return Self.deviceTexts(renderer).map(\.string).filter { $0.contains(" · ") }
        }
        let tap = try chips("tap-gesture.yaml")
        #expect(tap.count == 1 && tap[0].hasSuffix(" · ended"), "\(tap)")
        let table = try chips("table-cells.yaml")
        #expect(table.contains("BackTap · ended"))
        #expect(table.contains("GLTableView.panGestureRecognizer · failed"), "\(table)")
        #expect(!table.contains { $0.hasSuffix("· possible") })
    }

    @Test func legendNamesEachShape() {
        let world = PlaygroundFixture()
        world.tap("E")
        let texts = world.drawList().texts
        for entry in [
            "✓ hit-test view", "✗ rejected by hitTest: why", "hitTest visit order", "responder chain", "selected view",
            "finger: touch #n", "dotted ring: finger lifted", "thin grey outline: never asked",
        ] {
            #expect(texts.contains(entry), "legend lacks \(entry)")
        }
    }
}
