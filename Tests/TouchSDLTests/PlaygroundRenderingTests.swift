import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI
import TouchRaster

@testable import TouchSDL

/// The playground's drawing description rendered to pixels by the headless
/// renderer: what the window shows, checked where it matters.
///
/// Set `TOUCHLAB_PLAYGROUND_PREVIEW=/path/preview.png` to also write the rich
/// example's frame as a PNG, to look at after changing the drawing code.
@Suite(.serialized) @MainActor struct PlaygroundRenderingTests {
    /// A view that consumes its touches (overrides without calling super), so
    /// the frame shows who handled each phase.
    final class ConsumingView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    /// Seed 002's A–F hierarchy (E consuming its touches), a hidden view, a
    /// rotated view, a clipping view and a tap recognizer on F, after a tap on E.
    final class Example {
        let app = UIApplication()
        let session: PlaygroundSession
        var views: [String: UIView] = [:]

        init() {
            session = PlaygroundSession(application: app)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let controller = UIViewController()
            app.addWindow(window)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            controller.view.backgroundColor = UIColor(white: 0.97)
            add("A", CGRect(x: 0, y: 40, width: 400, height: 760), to: controller.view, UIColor(red: 0.86, green: 0.91, blue: 1))
            add("B", CGRect(x: 10, y: 60, width: 180, height: 400), to: views["A"]!, UIColor(red: 1, green: 0.94, blue: 0.82))
            add("C", CGRect(x: 210, y: 60, width: 180, height: 400), to: views["A"]!, UIColor(red: 0.88, green: 0.98, blue: 0.88))
            add("D", CGRect(x: 10, y: 40, width: 160, height: 100), to: views["B"]!, UIColor(red: 1, green: 0.82, blue: 0.62))
            add("E", CGRect(x: 10, y: 40, width: 160, height: 150), to: views["C"]!, UIColor(red: 0.62, green: 0.86, blue: 0.62))
            add("F", CGRect(x: 10, y: 220, width: 160, height: 150), to: views["C"]!, UIColor(red: 0.62, green: 0.76, blue: 0.96))
            add("Hidden", CGRect(x: 10, y: 170, width: 160, height: 80), to: views["B"]!, UIColor(white: 0.5))
            views["Hidden"]!.isHidden = true
            add("Rotated", CGRect(x: 40, y: 290, width: 100, height: 60), to: views["B"]!, UIColor(red: 1, green: 0.75, blue: 0.85))
            views["Rotated"]!.transform = CGAffineTransform(rotationAngle: -.pi / 12)
            add("Clipper", CGRect(x: 20, y: 500, width: 200, height: 120), to: views["A"]!, UIColor(red: 0.95, green: 0.9, blue: 1))
            views["Clipper"]!.clipsToBounds = true
            add(
                "Overflow", CGRect(x: 120, y: 60, width: 140, height: 100), to: views["Clipper"]!, UIColor(red: 0.7, green: 0.6, blue: 0.95)
            )
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.name = "Tap"
            views["F"]!.addGestureRecognizer(tap)
            let e = views["E"]!
            let point = e.convertToScreen(CGPoint(x: 60, y: 90))
            session.handle(.touches([TouchSample(finger: 0, phase: .down, location: point)], timestamp: 1))
            session.handle(
                .touches(
                    [TouchSample(finger: 0, phase: .move, location: CGPoint(x: point.x + 6, y: point.y + 3))],
                    timestamp: 1.02))
            session.handle(
                .touches(
                    [TouchSample(finger: 0, phase: .up, location: CGPoint(x: point.x + 8, y: point.y + 4))],
                    timestamp: 1.08))
        }

        private func add(_ name: String, _ frame: CGRect, to parent: UIView, _ color: UIColor) {
            let view = name == "E" ? ConsumingView(frame: frame) : UIView(frame: frame)
            view.name = name
            view.backgroundColor = color
            parent.addSubview(view)
            views[name] = view
        }

        func frame(options: PlaygroundOptions = PlaygroundOptions()) -> PlaygroundFrame {
            session.frame(options: options)
        }
    }

    static let size = CGSize(width: 1280, height: 860)

    @Test func hitTestOutlineIsGreenOnTheHitViewsBorder() throws {
        let example = Example()
        let list = PlaygroundRenderer.drawList(for: example.frame(), canvasSize: Self.size)
        let image = try HeadlessRenderer(fonts: FontCache(fontPath: TestAssets.fontPath)).render(list)
        let layout = PlaygroundLayout(canvasSize: Self.size, application: example.app)
        let quad = example.views["E"]!.screenQuad.map(layout.canvasPoint(fromScreen:))
        let left = Int(quad[0].x.rounded()), right = Int(quad[1].x.rounded())
        let top = Int(quad[0].y.rounded()), bottom = Int(quad[2].y.rounded())
        let middleY = (top + bottom) / 2, middleX = (left + right) / 2
        // Inside the 4-point stroke on each side: exactly the opaque outline colour.
        #expect(image.pixel(x: left + 1, y: middleY) == PlaygroundStyle.hitColor)
        #expect(image.pixel(x: right - 2, y: middleY) == PlaygroundStyle.hitColor)
        #expect(image.pixel(x: middleX, y: bottom - 2) == PlaygroundStyle.hitColor)
        // Just outside it is not: the outline lies inside the view, as a border does.
        #expect(image.pixel(x: left - 2, y: middleY) != PlaygroundStyle.hitColor)
        // F, rejected, is not outlined in green.
        let fQuad = example.views["F"]!.screenQuad.map(layout.canvasPoint(fromScreen:))
        #expect(
            image.pixel(x: Int(fQuad[0].x.rounded()) + 1, y: Int(((fQuad[0].y + fQuad[3].y) / 2).rounded()))
                != PlaygroundStyle.hitColor)
        if let path = ProcessInfo.processInfo.environment["TOUCHLAB_PLAYGROUND_PREVIEW"] {
            try image.writePNG(to: path)
        }
    }

    @Test func logPanelIsDarkAndTheHelpOverlayDimsTheCanvas() throws {
        let example = Example()
        let renderer = try HeadlessRenderer(fonts: FontCache(fontPath: TestAssets.fontPath))
        let log = PlaygroundScreenLayout(frame: example.frame(), canvasSize: Self.size).panels.log
        let plain = try renderer.render(PlaygroundRenderer.drawList(for: example.frame(), canvasSize: Self.size))
        let corner = (x: Int(log.maxX) - 3, y: Int(log.maxY) - 3)
        #expect(plain.pixel(x: corner.x, y: corner.y) == PlaygroundStyle.logBackground)
        let help = PlaygroundOptions(showsHelp: true, helpEntries: [PlaygroundHelpEntry(key: "?", action: "help")])
        let dimmed = try renderer.render(PlaygroundRenderer.drawList(for: example.frame(options: help), canvasSize: Self.size))
        let before = plain.pixel(x: 2, y: 2), after = dimmed.pixel(x: 2, y: 2)
        #expect(after.red < before.red && after.green < before.green && after.blue < before.blue)
    }

    /// The frames above (plain, with the help overlay, with F selected) at
    /// scale 1, and the plain one at 1.5 too, rendered in 1, 2, 3 and 7 parallel bands with the
    /// bundled font: the same pixels, byte for byte, whatever the count.
    @Test func theFramesAreTheSameInAnyNumberOfBands() throws {
        let example = Example()
        var selected = example.frame()
        selected.selectedView = example.views["F"]
        let help = PlaygroundOptions(showsHelp: true, helpEntries: [PlaygroundHelpEntry(key: "?", action: "help")])
        let frames = [example.frame(), example.frame(options: help), selected]
        let masks = TextMaskCache(fonts: try FontCache(fontPath: TestAssets.fontPath))
        for (index, frame) in frames.enumerated() {
            let list = PlaygroundRenderer.drawList(for: frame, canvasSize: Self.size)
            for scale in index == 0 ? [CGFloat(1), 1.5] : [1] {
                let serial = RasterCanvas(textSource: masks)
                serial.bandCount = 1
                try serial.render(list, scale: scale)
                for bands in [2, 3, 7] {
                    let banded = RasterCanvas(textSource: masks)
                    banded.bandCount = bands
                    try banded.render(list, scale: scale)
                    let differing = zip(serial.pixels, banded.pixels).count { $0 != $1 }
                    #expect(differing == 0, "frame \(index), scale \(scale), \(bands) bands: \(differing) pixels differ")
                }
            }
        }
    }

    /// F selected: a neutral halo round a white line on its border, and the white
    /// selection panel at the bottom of the right column. Set
    /// `TOUCHLAB_SELECTION_PREVIEW=/path/preview.png` to look at it.
    @Test func theSelectedViewIsOutlinedAndExplainedInItsPanel() throws {
        let example = Example()
        var frame = example.frame()
        frame.selectedView = example.views["F"]
        let list = PlaygroundRenderer.drawList(for: frame, canvasSize: Self.size)
        let image = try HeadlessRenderer(fonts: FontCache(fontPath: TestAssets.fontPath)).render(list)
        let panels = PlaygroundScreenLayout(frame: frame, canvasSize: Self.size).panels
        let selection = try #require(panels.selection)
        #expect(image.pixel(x: Int(selection.maxX) - 4, y: Int(selection.maxY) - 4) == PlaygroundStyle.selectionBackground)
        #expect(image.pixel(x: Int(selection.minX), y: Int(selection.midY)) == PlaygroundStyle.selectionColor)
        let layout = PlaygroundLayout(canvasSize: Self.size, application: example.app)
        let quad = example.views["F"]!.screenQuad.map(layout.canvasPoint(fromScreen:))
        #expect(image.pixel(x: Int(quad[0].x.rounded()) + 4, y: Int(quad[0].y.rounded())) == PlaygroundStyle.selectionHaloCore)
        if let path = ProcessInfo.processInfo.environment["TOUCHLAB_SELECTION_PREVIEW"] {
            try image.writePNG(to: path)
        }
    }
}
