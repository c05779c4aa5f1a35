import Foundation
import TestSupport
import Testing
import TouchCore
import TouchPlaygroundUI
import TouchRaster
import TouchScenes

/// Any scene that loads is drawn, however extreme its numbers: the display list
/// (``PlaygroundRenderer``) and the pixels (``TouchRaster/RasterCanvas``) of
/// every frame `touchlab shoot` and the window would show, after every input,
/// with each view selected and paused on every record.
///
/// Scene numbers are limited to ±10⁶, but nesting multiplies them: four views
/// scaled a million times each put a label's box at 10²⁴ points, forty reach
/// 10²⁴⁰. Views built in code (UIKit takes any `CGFloat`) go further: offsets
/// near ±10³⁰⁰, whose products overflow to infinity. Geometry that cannot be
/// shown is clamped or left undrawn; it must never stop the process. Every
/// case runs in a child process (an exit test), so a trap is reported as that
/// test's failure (the random ones with the case they were drawing), not as a
/// crash of the whole run.
@Suite struct ExtremeGeometryRenderingTests {
    /// The seed of the random scenes and hierarchies (docs/robustness.md);
    /// `TOUCHLAB_RENDER_FUZZ_SEED` replaces it.
    static let seed = environment("TOUCHLAB_RENDER_FUZZ_SEED").flatMap { UInt64($0) } ?? 0x5CA1_E0FF
    /// Cases of each kind: 60 in `make test`; `make fuzz` runs more
    /// (`TOUCHLAB_RENDER_FUZZ_CASES`).
    static let cases = environment("TOUCHLAB_RENDER_FUZZ_CASES").flatMap { Int($0) } ?? 60

    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]?.replacingOccurrences(of: "_", with: "")
    }
    /// The window's smallest comfortable size: a quarter of the pixels of the
    /// preview size, so the raster pass costs a quarter as much.
    static let canvas = CGSize(width: 700, height: 480)

    /// The two scenes `check` accepted and `shoot` died on (four views nested
    /// inside each other, each scaled a million times, and twenty scaled ten
    /// times), and the deepest nesting a scene may have (the root view is
    /// level 1 of 40) at the largest and nearly the smallest scale.
    @Test(arguments: [(4, 1_000_000.0), (20, 10.0), (39, 1_000_000.0), (39, 0.00004)])
    func nestedScalesRender(depth: Int, scale: Double) async {
        // In a child process, as the random cases: a trap fails this case only.
        await #expect(processExitsWith: .success) { [depth, scale] in
            try ExtremeGeometryRenderingTests.renderNested(depth: depth, scale: scale)
        }
    }

    /// `depth` views nested in the root view, each 100 points square, scaled
    /// by `scale` and turned a little more than its parent; tapped on screen
    /// and on the innermost view.
    static func renderNested(depth: Int, scale: Double) throws {
        var text = "name: nested\nwindows:\n  - name: UIWindow\n    root:\n      name: Controller\n      view:\n        name: Root\n"
        var indent = "        "
        for level in 0..<depth {
            text += "\(indent)subviews:\n\(indent)  - name: V\(level)\n"
            indent += "    "
            text += "\(indent)frame: [10, 10, 100, 100]\n\(indent)transform: {scale: \(scale), rotate: \(level * 7)}\n"
        }
        text += "scripts:\n  s:\n    - tap: [200, 200]\n    - tap: V\(depth - 1)\n"
        let document = try SceneParser().parse(text, file: "nested.yaml")
        try playAndRender(document, on: RasterCanvas(textSource: SolidTextSource()))
    }

    @Test func randomScenesWithExtremeNumbersRender() async {
        let passed = await #expect(processExitsWith: .success) { try ExtremeGeometryRenderingTests.renderRandomScenes() }
        if passed == nil {
            let failed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                try ExtremeGeometryRenderingTests.renderRandomScenes()
            }
            Self.explain(failed)
        }
    }

    @Test func randomHierarchiesBeyondSceneLimitsRender() async {
        let passed = await #expect(processExitsWith: .success) { try ExtremeGeometryRenderingTests.renderRandomHierarchies() }
        if passed == nil {
            let failed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                try ExtremeGeometryRenderingTests.renderRandomHierarchies()
            }
            Self.explain(failed)
        }
    }

    /// Renders the seeded random scenes, naming each on stderr before drawing it.
    static func renderRandomScenes() throws {
        var rng = SeededRandom(seed: seed)
        let raster = RasterCanvas(textSource: SolidTextSource())
        var loaded = 0
        for index in 0..<cases {
            let text = ExtremeSceneText.make(rng: &rng)
            FileHandle.standardError.write(Data("scene case \(index):\n\(text)\n".utf8))
            guard let document = try? SceneParser().parse(text, file: "extreme.yaml") else { continue }
            loaded += 1
            try playAndRender(document, on: raster)
        }
        // The generator writes scenes the loader accepts; a change to the
        // loader that refused them all would make this test vacuous.
        if loaded < cases / 2 {
            FileHandle.standardError.write(Data("only \(loaded) of \(cases) scenes loaded\n".utf8))
            exit(1)
        }
    }

    /// Renders the seeded random hierarchies, naming each on stderr first.
    static func renderRandomHierarchies() throws {
        var rng = SeededRandom(seed: seed ^ 0xFFFF)
        let raster = RasterCanvas(textSource: SolidTextSource())
        for index in 0..<cases {
            FileHandle.standardError.write(Data("hierarchy case \(index)\n".utf8))
            let (application, points) = ExtremeHierarchy.make(rng: &rng)
            let session = PlaygroundSession(application: application)
            var time = 0.0
            for point in points {
                time += 0.1
                session.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
                try render(session.frame(options: PlaygroundOptions()), on: raster)
                session.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05))
            }
            try renderVariations(of: session.frame(options: PlaygroundOptions()), on: raster)
        }
    }

    /// The end of a failed child's stderr: the case it was drawing and the
    /// trap's message.
    static func explain(_ result: ExitTest.Result?) {
        guard let result else { return }
        let lines = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
        Issue.record(Comment(rawValue: lines.suffix(60).joined(separator: "\n")))
    }

    /// Plays each script of `document` as `touchlab shoot` does, rendering
    /// after every input, then the end state every way the window shows it.
    static func playAndRender(_ document: SceneDocument, on raster: RasterCanvas) throws {
        for script in document.scripts {
            let world = SceneBuilder().build(document)
            let session = PlaygroundSession(application: world.application)
            var failure: (any Error)?
            SceneRunner().run(
                script, in: world, deliver: session.handle, advance: session.advance,
                onInput: { _ in
                    do { try render(session.frame(options: PlaygroundOptions()), on: raster) } catch { failure = error }
                })
            if let failure { throw failure }
            try renderVariations(of: session.frame(options: PlaygroundOptions()), on: raster)
            world.close()
        }
    }

    /// The frame with hidden views shown, a few views selected (each with the
    /// next one hovered), and paused on the first, middle and last record of
    /// the last sequence.
    static func renderVariations(of frame: PlaygroundFrame, on raster: RasterCanvas) throws {
        var variant = frame
        variant.options = PlaygroundOptions(showsHiddenViews: true, showsTimeline: true)
        try render(variant, on: raster)
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        frame.application.windows.forEach(visit)
        for index in stride(from: views.count - 1, through: 0, by: -max(1, views.count / 4)) {
            variant = frame
            variant.selectedView = views[index]
            variant.hoveredView = views[(index + 1) % views.count]
            try render(variant, on: raster)
        }
        let count = frame.sequence.count
        for position in Set([1, (count + 1) / 2, count]).sorted() where position >= 1 {
            variant = frame
            var cursor = PlaygroundStepCursor(count: count)
            cursor.step(position - count)
            variant.stepCursor = cursor
            try render(variant, on: raster)
        }
    }

    /// The display list of `frame`, rasterised at scale 1 on `raster` (kept
    /// between renders, as the window keeps its canvas).
    static func render(_ frame: PlaygroundFrame, on raster: RasterCanvas) throws {
        try raster.render(PlaygroundRenderer.drawList(for: frame, canvasSize: canvas), scale: 1)
    }
}

/// Text as solid blocks, 6 pixels a character: the raster's text path without a font.
private final class SolidTextSource: TextMaskSource {
    func mask(for text: String, pixelSize: Int, maxWidth: Int?) throws -> TextMask? {
        var width = 6 * text.count
        if let maxWidth { width = min(width, maxWidth) }
        guard width > 0 else { return nil }
        return TextMask(width: width, height: pixelSize, coverage: [UInt8](repeating: 200, count: width * pixelSize))
    }

    func frameDidEnd() {}
}

extension SeededRandom {
    fileprivate mutating func oneIn(_ count: Int) -> Bool { Int.random(in: 0..<count, using: &self) == 0 }

    fileprivate mutating func element<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}

/// Scene text whose numbers sit at the loader's limits: views nested up to 40
/// deep, scaled up to 10⁶ or down to the least invertible scale, rotated by
/// any angle, moved by up to 10⁶, or given a raw matrix of extreme entries.
private enum ExtremeSceneText {
    static let large: [Double] = [1_000_000, -1_000_000, 999_999.5, 65_536, 16_385, 1e-300, -1e-300, 0.5, 0]

    static func number(_ rng: inout SeededRandom, nonNegative: Bool = false) -> Double {
        let value = rng.oneIn(2) ? rng.element(large) : Double.random(in: -1_000_000...1_000_000, using: &rng)
        return nonNegative ? abs(value) : value
    }

    static func format(_ value: Double) -> String { "\(value)" }

    static func make(rng: inout SeededRandom) -> String {
        var names: [String] = []
        var text = "name: extreme\nwindows:\n  - name: UIWindow\n    root:\n      name: Controller\n      view:\n        name: Root\n"
        func views(depth: Int, indent: String, budget: inout Int) -> String {
            guard budget > 0 else { return "" }
            var out = "\(indent)subviews:\n"
            let count = depth > 30 ? 1 : Int.random(in: 1...3, using: &rng)
            for _ in 0..<count where budget > 0 {
                budget -= 1
                let name = "V\(names.count)"
                names.append(name)
                let kind = rng.element(["view", "view", "label", "button", "switch", "slider", "imageView"])
                out += "\(indent)  - kind: \(kind)\n"
                let inner = indent + "    "
                out += "\(inner)name: \(name)\n"
                let frame =
                    rng.oneIn(3)
                    ? [number(&rng), number(&rng), number(&rng, nonNegative: true), number(&rng, nonNegative: true)]
                    : [Double.random(in: 0...300, using: &rng), Double.random(in: 0...300, using: &rng), 120, 80]
                out += "\(inner)frame: [\(frame.map(format).joined(separator: ", "))]\n"
                if kind == "label" { out += "\(inner)text: \(name) says something long enough to wrap\n" }
                if kind == "button" { out += "\(inner)title: Press \(name)\n" }
                if rng.oneIn(4) { out += "\(inner)clipsToBounds: true\n" }
                if rng.oneIn(8) { out += "\(inner)hidden: true\n" }
                if rng.oneIn(3) { out += "\(inner)recognizers:\n\(inner)  - {kind: tap, name: \(name)Tap}\n" }
                out += "\(inner)transform: \(transform(&rng))\n"
                if depth < 40 && rng.oneIn(depth < 4 ? 1 : 2) {
                    out += views(depth: depth + 1, indent: inner, budget: &budget)
                }
            }
            return out
        }
        var budget = 60
        text += views(depth: 1, indent: "        ", budget: &budget)
        text += "scripts:\n  s:\n"
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: text += "    - tap: \(rng.element(names))\n"
            case 1: text += "    - tap: [\(format(number(&rng))), \(format(number(&rng)))]\n"
            case 2: text += "    - drag: {from: \(rng.element(names)), by: [\(format(number(&rng))), 40], steps: 3}\n"
            default: text += "    - longPress: {at: \(rng.element(names)), duration: 0.6}\n"
            }
        }
        return text
    }

    static func transform(_ rng: inout SeededRandom) -> String {
        if rng.oneIn(3) {
            // A raw matrix; its determinant must stay above the loader's 1e-9.
            while true {
                let m = (0..<4).map { _ in rng.oneIn(2) ? rng.element([1_000_000, -1_000_000, 1e-4, 1, 0]) : number(&rng) }
                guard abs(m[0] * m[3] - m[1] * m[2]) > 1e-6 else { continue }
                return "[\(m.map(format).joined(separator: ", ")), \(format(number(&rng))), \(format(number(&rng)))]"
            }
        }
        let scale = rng.element([1_000_000, 1000, 10, 2, 1, 0.5, 1e-3, 0.0000317, -1_000_000, 10])
        let rotate = rng.oneIn(2) ? Double(Int.random(in: -4...4, using: &rng) * 90) : number(&rng)
        return "{scale: \(format(scale)), rotate: \(format(rotate)), translate: [\(format(number(&rng))), \(format(number(&rng)))]}"
    }
}

/// Hierarchies built in code with numbers no scene may have: centres and
/// bounds origins near ±10³⁰⁰, scales of 10¹⁵⁰ nested until they overflow,
/// sizes of 10³⁰⁰, and the touch points to try on them.
private enum ExtremeHierarchy {
    static let huge: [CGFloat] = [1e300, -1e300, 1.7e308, -1.7e308, 1e150, 1e-300, 9.2e18, -9.2e18, 0x1p63, 1e6, 0]

    static func make(rng: inout SeededRandom) -> (UIApplication, [CGPoint]) {
        func value() -> CGFloat { rng.oneIn(2) ? rng.element(huge) : CGFloat.random(in: -500...500, using: &rng) }
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.name = "Window"
        application.addWindow(window)
        window.makeKeyAndVisible()
        var parents: [UIView] = [window]
        for index in 0..<Int.random(in: 2...30, using: &rng) {
            let view: UIView =
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: UILabel(frame: .zero)
                case 1: UIButton(frame: .zero)
                case 2: UISlider(frame: .zero)
                default: UIView(frame: .zero)
                }
            view.name = "X\(index)"
            view.bounds = CGRect(x: value(), y: value(), width: abs(value()), height: abs(value()))
            view.center = CGPoint(x: value(), y: value())
            view.backgroundColor = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: view.transform = CGAffineTransform(scaleX: rng.element([1e150, 1e-150, 1e6]), y: rng.element([1e150, 1e6, -1]))
            case 1: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -1e6...1e6, using: &rng))
            case 2: view.transform = CGAffineTransform(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
            default: break
            }
            view.clipsToBounds = rng.oneIn(3)
            if rng.oneIn(4) { view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil)) }
            rng.element(parents).addSubview(view)
            parents.append(view)
        }
        var points = [CGPoint(x: 200, y: 400)]
        for _ in 0..<3 {
            let view = rng.element(parents)
            let point = view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
            // A touch is at a finite place on the screen, however far off it.
            if point.x.isFinite && point.y.isFinite { points.append(point) }
        }
        return (application, points)
    }
}
