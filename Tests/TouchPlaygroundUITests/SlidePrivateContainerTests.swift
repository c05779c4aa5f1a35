import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// Issue 27: on a slide, what the class reads is the device. UIKit's private
/// containers are hidden there (as Xcode's view debugger can hide them), the
/// other views' verdicts move from callouts on the device into the visit
/// list beside it, and hiding never lies: the visit list and the rail still
/// count every container, and a container that is the hit-test view is shown.
@Suite struct SlidePrivateContainerTests {
    static let slideCanvas = CGSize(width: 960, height: 540)

    /// The texts drawn on the device (before the rail and the panels).
    static func deviceTexts(_ renderer: PlaygroundRenderer) -> [String] {
        renderer.list.commands[..<renderer.deviceCommandsEnd].compactMap {
            if case .text(let run) = $0 { return run.string } else { return nil }
        }
    }

    static func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }

    /// The default scene's tap on EView, inside a navigation controller, as a slide.
    static func defaultSlide(hiding: Bool) throws -> PlaygroundRenderer {
        var frame = try PrivateContainerMarksTests.tappedFrame(hiding: hiding)
        frame.options.layoutKind = .slide
        frame.options.isStillPicture = true
        return DeviceLabelLayoutTests.render(frame, size: Self.slideCanvas)
    }

    @Test func aSlideHidesTheContainersMarksButCountsThemInTheVisitListAndTheRail() throws {
        let renderer = try Self.defaultSlide(hiding: true)
        let device = Self.deviceTexts(renderer)
        for name in PrivateContainerMarksTests.privateNames {
            #expect(!device.contains(name), "\(name) has no label on the slide's device")
        }
        let all = Self.texts(renderer.list)
        // The legend line says so, without the workbench's key hint.
        #expect(all.contains("UIKit's private containers hidden"))
        #expect(!all.contains { $0.contains("U shows them") })
        // The rail folds the three consecutive containers of the chain (6–8) into one row.
        #expect(all.contains("6–8"))
        #expect(all.contains("… 3 UIKit containers"))
        // The visit list names every visit: the lone container by name, the
        // two consecutive ones (4 and 5) folded, the numbers without a gap.
        let visits = try #require(renderer.screen.panel(VisitListPanel.self)?.panel)
        #expect(visits.rows.map(\.numberText) == ["1", "2", "3", "4–5", "6", "7", "8", "9", "10", "11", "12"])
        #expect(visits.rows.map(\.name).contains("2 UIKit containers"))
        #expect(visits.rows.first { $0.numberText == "2" }?.name == "UILayoutContainerView")
        #expect(visits.rows.filter(\.isHiddenContainer).map(\.numberText) == ["2", "4–5"])
    }

    /// Only the hit-test view keeps its verdict on the device; the other
    /// visited views keep their numbers there, their verdicts in the list.
    @Test func onASlideOnlyTheHitTestViewKeepsItsVerdictOnTheDevice() throws {
        let renderer = try Self.defaultSlide(hiding: true)
        let device = Self.deviceTexts(renderer)
        #expect(device.contains("✓ hit-test view"))
        #expect(device.contains("EView"))
        #expect(!device.contains("✗ outside bounds"), "\(device)")
        #expect(!device.contains("✓ inside"), "\(device)")
        let visits = try #require(renderer.screen.panel(VisitListPanel.self)?.panel)
        #expect(visits.rows.last?.name == "EView")
        #expect(visits.rows.last?.verdict == .hit)
        #expect(visits.rows.filter { $0.verdict.chipText == "✗ outside bounds" }.map(\.name) == ["UINavigationBar", "Button", "FView"])
        // Every visit's number is on the device, but the hidden containers'.
        #expect(renderer.visitTagCenters.keys.sorted() == [1, 3, 6, 7, 8, 9, 10, 11, 12])
    }

    /// A UIKit container that is the hit-test view is never hidden: with the
    /// presented sheet's view hidden, a tap on it lands on the presentation's
    /// UITransitionView, which keeps its label and verdict on the slide.
    @Test func aContainerThatIsTheHitTestViewStaysShownOnASlide() throws {
        let document = try SceneParser().parse(
            fileAtPath: SceneControllerHarness.scenes.appendingPathComponent("presentation-context.yaml").path)
        let world = SceneBuilder().build(document)
        defer { world.close() }
        try #require(world.view(named: "SheetView")).isHidden = true
        let session = PlaygroundSession(application: world.application)
        let script = try #require(document.script(named: "tap-sheet"))
        SceneRunner().run(script, in: world, deliver: session.handle, advance: { session.advance(to: $0) })
        var options = PlaygroundOptions()
        options.layoutKind = .slide
        options.isStillPicture = true
        options.hidesPrivateContainers = true
        let frame = session.frame(options: options)
        let hit = try #require(TouchSequenceAnalysis(records: frame.shownSequence).hitViews.first)
        #expect(hit.name == "UITransitionView")
        let renderer = DeviceLabelLayoutTests.render(frame, size: Self.slideCanvas)
        let device = Self.deviceTexts(renderer)
        #expect(device.contains("UITransitionView"))
        #expect(device.contains("✓ hit-test view"))
        // Nothing else was hidden, so the slide does not say anything was.
        #expect(!Self.texts(renderer.list).contains("UIKit's private containers hidden"))
        if let visits = renderer.screen.panel(VisitListPanel.self)?.panel {
            #expect(visits.rows.contains { $0.name == "UITransitionView" && $0.verdict == .hit && !$0.isHiddenContainer })
        }
    }

    /// B switches the window to a slide, which hides the containers; back on
    /// the workbench they are shown again. U still toggles them on either.
    @Test func theSlideLayoutHidesThemInTheWindowToo() throws {
        let harness = try SceneControllerHarness(scene: "default")
        #expect(!harness.controller.options.hidesPrivateContainers)
        harness.press(.character("b"))
        #expect(harness.controller.options.layoutKind == .slide)
        #expect(harness.controller.options.hidesPrivateContainers)
        harness.press(.character("u"))
        #expect(!harness.controller.options.hidesPrivateContainers)
        harness.press(.character("b"))
        #expect(harness.controller.options.layoutKind == .standard)
        #expect(!harness.controller.options.hidesPrivateContainers)
    }
}
