import Foundation
import TestSupport
import Testing
import TouchCore
import TouchPlaygroundUI
import TouchScenes

/// Pins, bit for bit, the display list ``PlaygroundRenderer`` draws for every
/// library scene and the built-in default scene, so a refactor or an
/// optimisation of the renderer cannot change the picture unnoticed.
///
/// Each script is played through a ``PlaygroundSession`` as `touchlab shoot`
/// plays it; the frame is drawn after every input and every timer that logged
/// something, then, at the end, with the other options and canvas sizes, with
/// each view selected in turn (and the next one hovered), and paused at every
/// record of the last sequence. The digests are in
/// `Tests/Fixtures/golden/drawlists` (``DrawListFixture``; `TOUCHLAB_RECORD=1`
/// re-records). The generated 1,000-view benchmark frame is pinned the same way
/// in `TouchBenchTests`.
@Suite struct PlaygroundRendererFixtureTests {
    static let scenes = DrawListFixture.folder
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")
    static let canvas = CGSize(width: 1280, height: 860)

    /// Every script of every library scene, as `file--script`.
    static var scripts: [String] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return files.flatMap { file in
            let document = try? SceneParser().parse(fileAtPath: scenes.appendingPathComponent(file).path)
            return (document?.scripts ?? []).map { "\(file)--\($0.name)" }
        }
    }

    @Test func theLibraryHasScriptsToDraw() {
        #expect(Self.scripts.count >= 30)
    }

    @Test(arguments: scripts)
    func libraryScriptDrawsItsFixture(_ entry: String) throws {
        let parts = entry.components(separatedBy: "--")
        let document = try SceneParser().parse(fileAtPath: Self.scenes.appendingPathComponent(parts[0]).path)
        let script = try #require(document.script(named: parts[1]))
        let name = "\((parts[0] as NSString).deletingPathExtension)--\(parts[1])"
        try draw(document, script, fixture: name)
    }

    @Test func builtInDefaultSceneDrawsItsFixture() throws {
        let document = try SceneParser().parse(BuiltInScenes.defaultScene, file: "default.yaml")
        for script in document.scripts {
            try draw(document, script, fixture: "built-in-default--\(script.name)")
        }
    }

    /// Hierarchies no library scene has: a window that is also another view's
    /// subview (so it is drawn twice), a hidden window, zero-size, inverted and
    /// far-away views, nested rotated and clipping views, names with
    /// combining marks, emoji, CR LF and nothing at all, labels lined up on
    /// exact multiples of common grid sizes, and a slider and a switch.
    @Test func unusualHierarchiesDrawTheirFixture() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.name = "Main"
        app.addWindow(window)
        window.makeKeyAndVisible()
        let hiddenWindow = UIWindow(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        hiddenWindow.name = "Hidden window"
        app.addWindow(hiddenWindow)
        hiddenWindow.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        let names = ["", "e\u{301}te\u{301}", "😀 face", "CR\r\nLF", "\u{301}lead", "Tab\tbed", "ASCII"]
        var parents: [UIView] = [window]
        for index in 0..<120 {
            let parent = parents[(index * 7) % parents.count]
            let view = UIView(
                frame: CGRect(
                    x: CGFloat((index * 48) % 384), y: CGFloat((index * 21) % 672),
                    width: CGFloat(24 + (index * 37) % 240), height: CGFloat(21 + (index * 53) % 300)))
            view.name = names[index % names.count] + (index % 3 == 0 ? "" : " \(index)")
            view.backgroundColor = UIColor(
                red: CGFloat(index % 5) / 4, green: CGFloat(index % 7) / 6, blue: CGFloat(index % 3) / 2,
                alpha: index % 11 == 0 ? 0.3 : 1)
            switch index % 13 {
            case 1: view.transform = CGAffineTransform(rotationAngle: 0.4)
            case 2: view.clipsToBounds = true
            case 3: view.isHidden = true
            case 4: view.alpha = 0.005
            case 5: view.bounds.origin = CGPoint(x: -30, y: 12.5)
            case 6: view.bounds.size = .zero
            case 7: view.transform = CGAffineTransform(scaleX: -1, y: 1)
            case 8: view.center = CGPoint(x: 1e6, y: -1e6)
            default: break
            }
            parent.addSubview(view)
            parents.append(view)
        }
        let slider = UISlider(frame: CGRect(x: 20, y: 700, width: 200, height: 30))
        slider.value = 0.25
        window.addSubview(slider)
        let toggle = UISwitch(frame: CGRect(x: 250, y: 700, width: 60, height: 30))
        window.addSubview(toggle)
        let nested = UIWindow(frame: CGRect(x: 100, y: 300, width: 150, height: 150))
        nested.name = "Nested window"
        app.addWindow(nested)
        nested.makeKeyAndVisible()
        nested.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 60, height: 60)))
        parents[3].addSubview(nested)

        let session = PlaygroundSession(application: app)
        var fixture = DrawListFixture(name: "unusual-hierarchies")
        for (step, point) in [CGPoint(x: 130, y: 330), CGPoint(x: 60, y: 100), CGPoint(x: 300, y: 500)].enumerated() {
            session.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: Double(step)))
            session.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: Double(step) + 0.05))
            let frame = session.frame(options: PlaygroundOptions())
            fixture.note("tap-\(step)", PlaygroundRenderer.drawList(for: frame, canvasSize: Self.canvas))
            fixture.note(
                "tap-\(step)-small", PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 640, height: 420)))
        }
        Self.noteVariations(of: session.frame(options: PlaygroundOptions()), into: &fixture)
        try fixture.check()
    }

    /// Plays `script`, noting a frame after each input and logging timer, then
    /// the end-of-script variations.
    private func draw(_ document: SceneDocument, _ script: SceneScript, fixture name: String) throws {
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        var fixture = DrawListFixture(name: name)
        var step = 0
        func note(_ label: String) {
            step += 1
            let frame = session.frame(options: PlaygroundOptions())
            fixture.note("\(step)-\(label)", PlaygroundRenderer.drawList(for: frame, canvasSize: Self.canvas))
        }
        SceneRunner().run(
            script, in: world, deliver: session.handle,
            advance: { time in
                let before = session.log.count
                session.advance(to: time)
                if session.log.count != before { note("timer") }
            },
            onInput: { _ in note("input") })
        Self.noteVariations(of: session.frame(options: PlaygroundOptions()), into: &fixture)
        try fixture.check()
    }

    /// The end state drawn every other way the window can show it.
    static func noteVariations(of frame: PlaygroundFrame, into fixture: inout DrawListFixture) {
        func note(_ label: String, _ frame: PlaygroundFrame, size: CGSize = canvas) {
            fixture.note("end-\(label)", PlaygroundRenderer.drawList(for: frame, canvasSize: size))
        }
        note("default", frame)
        note("small", frame, size: CGSize(width: 700, height: 480))
        note("large", frame, size: CGSize(width: 2000, height: 1400))
        var variant = frame
        variant.options = PlaygroundOptions(showsHiddenViews: false, showsTimeline: false)
        note("no-hidden-no-timeline", variant)
        variant = frame
        variant.options = PlaygroundOptions(
            showsHelp: true,
            helpEntries: [
                PlaygroundHelpEntry(key: "?", action: "show or hide this list"),
                PlaygroundHelpEntry(key: "Space", action: "pause on the last touch"),
            ])
        variant.notice = "Scene reloaded\nwith a second line that is long enough to wrap across the device's width"
        variant.logScroll = 3
        note("help-notice-scrolled", variant)
        let views = allViews(of: frame.application)
        for (index, view) in views.enumerated() {
            variant = frame
            variant.selectedView = view
            variant.hoveredView = views[(index + 1) % views.count]
            note("selected-\(index)", variant)
        }
        if let view = views.last {
            variant = frame
            variant.hoveredView = view
            note("hovered", variant)
        }
        for position in stride(from: 1, through: frame.sequence.count, by: 1) {
            variant = frame
            var cursor = PlaygroundStepCursor(count: frame.sequence.count)
            cursor.step(position - 1)
            variant.stepCursor = cursor
            note("paused-\(position)", variant)
        }
        // Paused halfway with a view selected: the panel says how far the shown
        // records have got and answers for the whole touch.
        if let view = views.last, frame.sequence.count > 1 {
            variant = frame
            var cursor = PlaygroundStepCursor(count: frame.sequence.count)
            cursor.step(frame.sequence.count - frame.sequence.count / 2 - 1)
            variant.stepCursor = cursor
            variant.selectedView = view
            note("paused-half-selected", variant)
        }
    }

    /// Every window and view, depth first, in subview order.
    static func allViews(of application: UIApplication) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        application.windows.forEach(visit)
        return result
    }
}
