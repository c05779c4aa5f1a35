import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchScenes

/// The builder turns each scene key into the UIKit object or override it names.
@Suite struct SceneBuilderTests {
    private func world(_ yaml: String) throws -> SceneWorld {
        let world = SceneBuilder().build(try SceneParser().parse(yaml, file: "test.yaml"))
        world.application.trace.isEnabled = true
        return world
    }

    private func run(_ world: SceneWorld, _ script: String? = nil) -> [String] {
        let chosen = script.flatMap { world.document.script(named: $0) } ?? world.document.scripts.first!
        SceneRunner().run(chosen, in: world)
        return TraceFormatter.lines(world.application.trace.records, indent: false)
    }

    @Test func fidelitySwitchesReachTheApplication() throws {
        let world = try world(
            """
            name: f
            fidelity: {hitTestPasses: 2, alphaThreshold: "<= 0.01", endedRelease: whenRecognizersDecide, cancelOrder: cancelFirst, controlTrackingMargin: 20, scrollContentDelay: 0.3, multiTapInterval: 0.5, multiTapDistance: 10, movementSlop: 4}
            windows: [{name: W, root: {name: C, view: {name: V}}}]
            scripts: {s: [{tap: V}]}
            """)
        let options = world.application.fidelity
        #expect(options.hitTestPasses == 2)
        #expect(options.alphaThresholdInclusive)
        #expect(options.withheldEndedRelease == .whenRecognizersDecide)
        #expect(!options.recognizerActionBeforeCancel)
        #expect(options.controlTrackingMargin == 20 && options.scrollContentDelay == 0.3)
        #expect(options.multiTapInterval == 0.5 && options.multiTapDistance == 10 && options.movementSlop == 4)
    }

    @Test func labelsAndImageViewsAreBuiltAsTheirUIKitClasses() throws {
        // A label is a UILabel with its text, an image view a UIImageView, both with
        // the core's own default of no interaction (SPEC H5) — not plain views.
        let world = try world(
            """
            name: f
            windows: [{name: W, root: {name: C, view: {name: V, subviews: [
              {name: Caption, kind: label, text: Tap the card, frame: [0, 0, 100, 20]},
              {name: Photo, kind: imageView, frame: [0, 40, 100, 100]}]}}}]
            scripts: {s: [{tap: V}]}
            """)
        let caption = try #require(world.view(named: "Caption") as? UILabel)
        #expect(caption.text == "Tap the card")
        #expect(!caption.isUserInteractionEnabled)
        let photo = try #require(world.view(named: "Photo") as? UIImageView)
        #expect(!photo.isUserInteractionEnabled)
        #expect(SceneViewKind.Name.label.defaultUserInteractionEnabled == false)
        #expect(SceneViewKind.Name.button.defaultUserInteractionEnabled == true)
    }

    @Test func hierarchyControllersAndNamesAreBuiltAsWritten() throws {
        let world = try world(
            """
            name: h
            appDelegate: {name: Delegate}
            windows:
              - name: Main
                root:
                  name: Parent
                  view:
                    name: ParentView
                    subviews:
                      - {name: Header, frame: [0, 0, 390, 100], color: red, alpha: 0.5, clipsToBounds: true, transform: {rotate: 90}}
                      - child: {name: Child, view: {name: ChildView, frame: [0, 100, 390, 300]}}
                  presented: {name: Sheet, view: {name: SheetView, frame: [0, 400, 390, 444]}}
            scripts: {s: [{tap: Header}]}
            """)
        let header = try #require(world.view(named: "Header"))
        #expect(header.alpha == 0.5 && header.clipsToBounds && header.backgroundColor == UIColor(red: 1, green: 0, blue: 0))
        #expect(abs(header.transform.b - 1) < 1e-12)
        let child = try #require(world.responder(named: "Child") as? UIViewController)
        #expect(child.parent === world.responder(named: "Parent"))
        #expect(world.view(named: "ChildView")?.next === child)
        let sheet = try #require(world.responder(named: "Sheet") as? UIViewController)
        #expect(sheet.presentingViewController === world.responder(named: "Parent"))
        #expect(world.application.next?.traceName == "Delegate")
        #expect(world.windows.first?.isKeyWindow == true)
    }

    @Test func touchBehavioursAreTheSeedsThreeChoicesAndDrag() throws {
        let world = try world(
            """
            name: t
            windows:
              - name: W
                root:
                  name: C
                  view:
                    name: Root
                    subviews:
                      - name: Parent
                        frame: [0, 0, 390, 400]
                        touches: handle
                        subviews:
                          - {name: Consumer, frame: [0, 0, 100, 100], touches: handle}
                          - {name: Both, frame: [100, 0, 100, 100], touches: handleAndForward}
                          - {name: Mover, frame: [200, 0, 100, 100], touches: drag}
            scripts:
              consume: [{tap: Consumer}]
              both: [{tap: Both}]
              drag: [{drag: {from: Mover, by: [40, 60], steps: 4}}]
            """)
        let consume = run(world, "consume")
        #expect(consume.contains("-[Consumer touchesBegan:withEvent:]"))
        #expect(!consume.contains("-[Parent touchesBegan:withEvent:]"))
        world.application.trace.removeAll()
        let both = run(world, "both")
        #expect(both.contains("-[Both touchesBegan:withEvent:]") && both.contains("-[Parent touchesBegan:withEvent:]"))
        let mover = try #require(world.view(named: "Mover"))
        _ = run(world, "drag")
        #expect(mover.frame.origin == CGPoint(x: 240, y: 60))
    }

    @Test func hitTestPointInsideNextAndShouldBeginOverrides() throws {
        let world = try world(
            """
            name: o
            windows:
              - name: W
                root:
                  name: C
                  actions: {caught: caught by C}
                  view:
                    name: Root
                    subviews:
                      - name: Deaf
                        frame: [0, 0, 100, 100]
                        hitTest: nil
                      - name: Grown
                        frame: [200, 200, 50, 50]
                        pointInside: {inset: -20}
                      - name: Skipper
                        frame: [0, 300, 100, 100]
                        next: C
                        recognizers: [{kind: tap, name: Refused, message: never}]
                        gestureRecognizerShouldBegin: false
            scripts:
              deaf: [{tap: Deaf}]
              grown: [{tap: [195, 195]}]
              skipper: [{tap: Skipper}]
            """)
        let deaf = run(world, "deaf")
        #expect(deaf.contains("-[Deaf hitTest:withEvent:] ⇒ nil (hitTest overridden → nil)"))
        #expect(deaf.contains("touch #1 is bound to Root in W (tapCount 1)"))
        world.application.trace.removeAll()
        #expect(run(world, "grown").contains("touch #2 is bound to Grown in W (tapCount 1)"))
        world.application.trace.removeAll()
        let skipper = run(world, "skipper")
        #expect(world.view(named: "Skipper")?.next === world.responder(named: "C"))
        #expect(!skipper.contains("never"))
        #expect(skipper.contains("Refused: possible → failed (Skipper gestureRecognizerShouldBegin → NO)"))
    }

    @Test func controlsScrollViewsAndTablesGetTheirProperties() throws {
        let world = try world(
            """
            name: c
            windows:
              - name: W
                root:
                  name: C
                  actions: {go: went}
                  view:
                    name: Root
                    subviews:
                      - {kind: slider, name: S, frame: [0, 0, 200, 30], value: 0.25, minimum: 0, maximum: 1}
                      - {kind: switch, name: T, frame: [0, 40, 51, 31], on: true}
                      - {kind: stepper, name: St, frame: [200, 0, 120, 40], value: 3, maximum: 4, step: 0.5, wraps: true, continuous: false, autorepeat: false}
                      - {kind: segmentedControl, name: Seg, frame: [200, 40, 180, 32], segments: [A, B, C], selectedSegment: 2}
                      - {kind: pageControl, name: Pg, frame: [200, 80, 180, 30], pages: 4, currentPage: 1, enabled: false}
                      - {kind: button, name: B, frame: [0, 80, 100, 40], enabled: false, targets: [{target: C, action: go, events: touchUpInside}]}
                      - {kind: scrollView, name: Scroll, frame: [0, 200, 390, 300], contentSize: [390, 900], contentOffset: [0, 50], delaysContentTouches: false, alwaysBounceHorizontal: true}
                      - {kind: tableView, name: Table, frame: [0, 500, 390, 300], rows: [A, {title: B, height: 80}], selectionMessage: picked}
            scripts: {s: [{tap: B}]}
            """)
        #expect((world.view(named: "S") as? UISlider)?.value == 0.25)
        #expect((world.view(named: "T") as? UISwitch)?.isOn == true)
        let stepper = try #require(world.view(named: "St") as? UIStepper)
        #expect(stepper.frame == CGRect(x: 200, y: 0, width: 120, height: 40))
        #expect(
            stepper.value == 3 && stepper.maximumValue == 4 && stepper.stepValue == 0.5 && stepper.wraps && !stepper.isContinuous
                && !stepper.autorepeat)
        let segments = try #require(world.view(named: "Seg") as? UISegmentedControl)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 1) == "B" && segments.selectedSegmentIndex == 2)
        let pages = try #require(world.view(named: "Pg") as? UIPageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 1 && !pages.isEnabled)
        let button = try #require(world.view(named: "B") as? UIControl)
        #expect(!button.isEnabled)
        #expect(button.actions(forTarget: world.responder(named: "C"), forControlEvent: .touchUpInside) == ["go"])
        let scroll = try #require(world.view(named: "Scroll") as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 390, height: 900) && scroll.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!scroll.delaysContentTouches)
        #expect(scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical && scroll.bounces)
        let table = try #require(world.view(named: "Table") as? UITableView)
        #expect(table.alwaysBounceVertical)
        #expect(table.cells.map(\.frame.height) == [44, 80])
        // A disabled button does not fire its action.
        #expect(!run(world).contains("went"))
    }

    @Test func aScriptRunsOnAFreshClockAndSettlesPendingTimers() throws {
        let world = try world(
            """
            name: s
            windows:
              - name: W
                root:
                  name: C
                  view:
                    name: Root
                    recognizers:
                      - {kind: tap, name: Double, taps: 2}
                      - {kind: tap, name: Single, requireToFail: Double, message: single}
            scripts: {s: [{tap: Root}]}
            """)
        let lines = run(world)
        // The single tap fires 0.3 s after the finger lifted: during the runner's settle.
        #expect(lines.contains("single"))
        #expect(world.application.clock.now >= 1.0)
    }

    /// SPEC R2: a child's `presented` is presented by the window's root controller,
    /// through the core's `present`, so the sheet sits in a UITransitionView that
    /// hit-testing visits, at the frame the file gives it.
    @Test func aChildsPresentedControllerIsPresentedByTheRootInATransitionView() throws {
        let world = try world(
            """
            name: p
            windows:
              - name: W
                root:
                  name: Parent
                  view:
                    name: ParentView
                    subviews:
                      - child:
                          name: Child
                          view: {name: ChildView}
                          presented: {name: Sheet, view: {name: SheetView, frame: [0, 400, 390, 444]}}
            scripts: {s: [{tap: SheetView}]}
            """)
        let sheet = try #require(world.responder(named: "Sheet") as? UIViewController)
        let parent = try #require(world.responder(named: "Parent") as? UIViewController)
        #expect(sheet.presentingViewController === parent)
        #expect(sheet.next === parent)
        let sheetView = try #require(world.view(named: "SheetView"))
        #expect(sheetView.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        #expect(sheetView.superview?.traceName == "UITransitionView")
        let lines = run(world)
        expectOrdered(lines, ["-[UITransitionView hitTest:withEvent:] ⇒ SheetView", "-[Parent touchesBegan:withEvent:]"])
        #expect(!lines.contains("-[Child touchesBegan:withEvent:]"))
    }

    /// Presentations are made in the file's controller order, each by the
    /// controller UIKit picks (SPEC R2): what `SceneWindow.presentations` predicts is
    /// what the core does, nested presentations and navigation stacks included.
    @Test func everyPresentationIsMadeByThePresenterTheSceneModelPredicts() throws {
        let world = try world(
            """
            name: p
            windows:
              - name: W
                root:
                  name: Root
                  view:
                    name: RootView
                    subviews:
                      - child:
                          name: Child
                          view: {name: ChildView}
                          presented: {name: First, view: {name: FirstView}}
                  presented:
                    name: Nav
                    navigation:
                      - name: Pushed
                        view: {name: PushedView}
                        presented: {name: Third, view: {name: ThirdView, frame: [20, 20, 100, 100]}}
            scripts: {s: [{tap: ThirdView}]}
            """)
        let presentations = try #require(world.document.windows.first).presentations
        #expect(
            presentations.map { "\($0.caller) → \($0.presenter) → \($0.presented.name)" } == [
                "Root → Root → Nav", "Child → Nav → First", "Pushed → First → Third",
            ])
        for presentation in presentations {
            let presented = try #require(world.responder(named: presentation.presented.name) as? UIViewController)
            #expect(presented.presentingViewController?.traceName == presentation.presenter)
            #expect(presented.next?.traceName == presentation.presenter)
        }
        let window = try #require(world.windows.first)
        #expect(window.subviews.map(\.traceName) == ["RootView", "UITransitionView", "UITransitionView", "UITransitionView"])
        #expect(window.subviews.last?.subviews.first?.traceName == "ThirdView")
        #expect(run(world).contains("touch #1 is bound to ThirdView in W (tapCount 1)"))
    }
}
