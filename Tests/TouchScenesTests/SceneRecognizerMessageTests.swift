import Foundation
import Testing
import TouchCore
import TouchScenes

/// A scene recognizer's `message` and measurements print whenever its action runs,
/// the cancelled action of a continuous gesture included (Apple:
/// UIGestureRecognizer.State.cancelled; docs/scenes.md, "Recognizers").
@Suite struct SceneRecognizerMessageTests {
    static let scene = """
        name: pan-interrupted
        windows:
          - name: UIWindow
            root:
              name: ViewController
              view:
                name: RootView
                recognizers:
                  - kind: pan
                    name: Pan
                    message: View panned
                    log: [translation]
                subviews:
                  - name: YellowView
                    frame: [95, 300, 200, 200]
        scripts:
          interrupted:
            - down: {finger: 1, at: YellowView}
            - move: {finger: 1, at: [220, 400]}
            - move: {finger: 1, at: [250, 400]}
            - interruption
        """

    @Test func aCancelledPanPrintsItsMessageAndNumbersOnceMore() throws {
        let world = SceneBuilder().build(try SceneParser().parse(Self.scene, file: "pan-interrupted.yaml"))
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(world.document.script(named: "interrupted")), in: world)
        let lines = TraceFormatter.lines(world.application.trace.records, indent: false)
        let cancelled = try #require(lines.firstIndex(of: "Pan: changed → cancelled"), "\(lines)")
        #expect(lines[cancelled + 1] == "View panned", "\(lines[cancelled...])")
        #expect(lines[cancelled + 2].contains("translation"), "\(lines[cancelled...])")
        // began, changed, cancelled: three actions, three messages.
        #expect(lines.filter { $0 == "View panned" }.count == 3, "\(lines)")
    }
}
