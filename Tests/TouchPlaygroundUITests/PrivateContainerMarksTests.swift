import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// UIKit's private container views can be left out of the marks, as Xcode's
/// view debugger hides them, without making the picture false: the trace and
/// the numbers stay, a hidden number is named in the footer, and a container
/// that is a touch's hit-test view keeps its marks.
@Suite struct PrivateContainerMarksTests {
    static let privateNames = ["UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView"]

    /// The default scene after its tap on EView, inside a navigation controller.
    static func tappedFrame(hiding: Bool) throws -> PlaygroundFrame {
        let document = try SceneParser().parse(fileAtPath: SceneControllerHarness.scenes.appendingPathComponent("default.yaml").path)
        let world = SceneBuilder().build(document)
        let session = PlaygroundSession(application: world.application)
        var steps = try #require(document.script(named: "tap-e-then-button"))
        steps.steps = Array(steps.steps.prefix(1))  // the tap on EView only
        SceneRunner().run(steps, in: world, deliver: session.handle, advance: { session.advance(to: $0) })
        var options = PlaygroundOptions()
        options.hidesPrivateContainers = hiding
        return session.frame(options: options)
    }

    static func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// The core marks exactly the containers UIKit builds: a navigation
    /// controller's three and a presentation's transition view, not the bar.
    @Test func theCoreMarksTheContainersUIKitBuilds() throws {
        let frame = try Self.tappedFrame(hiding: false)
        var containers: [String] = []
        func visit(_ view: UIView) {
            if view.isUIKitPrivateContainer { containers.append(view.traceName) }
            view.subviews.forEach(visit)
        }
        frame.application.windows.forEach(visit)
        #expect(containers == Self.privateNames)
    }

    @Test func hiddenContainersLoseTheirMarksAndThePictureSaysSo() throws {
        let shown = try Self.tappedFrame(hiding: false), hidden = try Self.tappedFrame(hiding: true)
        let shownTexts = Self.texts(PlaygroundRenderer.drawList(for: shown, canvasSize: CGSize(width: 1280, height: 860)))
        let renderer = DeviceLabelLayoutTests.render(hidden, size: CGSize(width: 1280, height: 860))
        let hiddenTexts = Self.texts(renderer.list)
        for name in Self.privateNames {
            #expect(shownTexts.contains(name), "\(name) is labelled when shown")
        }
        // The device's labels leave them out (the rail's chain still lists every responder).
        let device = renderer.list.commands[..<renderer.deviceCommandsEnd].compactMap {
            if case .text(let run) = $0 { return run.string } else { return nil }
        }
        for name in Self.privateNames { #expect(!device.contains(name), "\(name) has no label on the device") }
        // The visit numbers stay the trace's: those of the hidden containers are missing and named.
        let visits = try #require(TouchSequenceAnalysis(records: hidden.shownSequence).hitTests.first?.visitOrder)
        let hiddenVisits = visits.enumerated().filter { Self.privateNames.contains($0.element.name) }.map { $0.offset + 1 }
        #expect(hiddenVisits == [2, 4, 5])
        #expect(renderer.visitTagCenters.keys.sorted() == (1...visits.count).filter { !hiddenVisits.contains($0) })
        let footer = try #require(hiddenTexts.first { $0.contains("private containers hidden") })
        #expect(footer.contains("UIKit's private containers hidden (visits 2, 4, 5; chain 6, 7, 8)"), "\(footer)")
        #expect(footer.hasSuffix(": U shows them"))
        // The trace is the same.
        #expect(TraceFormatter.lines(hidden.log) == TraceFormatter.lines(shown.log))
    }

    /// The exploded view leaves their verdicts, visit lines and badges out too, and keeps their layers.
    @Test func theExplodedViewHidesTheirMarksToo() throws {
        for hiding in [false, true] {
            var frame = try Self.tappedFrame(hiding: hiding)
            frame.options.exploded = ExplodedCamera.standard
            let renderer = DeviceLabelLayoutTests.render(frame, size: CGSize(width: 1280, height: 860))
            let device = renderer.list.commands[..<renderer.deviceCommandsEnd].compactMap {
                if case .text(let run) = $0 { return run.string } else { return nil }
            }
            for name in Self.privateNames {
                #expect(device.contains(name) == !hiding, "\(name), hiding: \(hiding)")
            }
            #expect(renderer.screen.explodedLayers.contains { $0.view.isUIKitPrivateContainer }, "the layers stay")
        }
    }

    /// The window's U key toggles the marks; the help overlay lists it.
    @Test func theUKeyTogglesThemInTheWindow() throws {
        let harness = try SceneControllerHarness(scene: "default")
        #expect(!harness.controller.options.hidesPrivateContainers)
        harness.press(.character("u"))
        #expect(harness.controller.options.hidesPrivateContainers)
        harness.press(.character("u"))
        #expect(!harness.controller.options.hidesPrivateContainers)
        #expect(PlaygroundKeyBinding.helpEntries.contains { $0.key == "U" && $0.action.contains("private container") })
    }
}
