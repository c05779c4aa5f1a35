import Foundation
import Testing
import TouchCore
import TouchDrawing
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
            cursor.step(position - frame.sequence.count)
            variant.stepCursor = cursor
            note("paused-\(position)", variant)
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
