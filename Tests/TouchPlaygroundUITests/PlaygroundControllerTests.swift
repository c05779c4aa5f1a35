import Foundation
import Testing
import TouchCore
import TouchInsight
import TouchPlaygroundUI

/// The playground window's controller without a window: every key binding,
/// selection, hover, pausing and stepping, scene switching and hot reload,
/// driven by the platform-free events the SDL window translates its own into.
@Suite struct PlaygroundControllerTests {
    // MARK: - The binding table

    @Test func noKeyIsBoundTwiceAndTheHelpListsEveryBindingAfterThePointerGestures() {
        let keys = PlaygroundKeyBinding.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        let help = PlaygroundKeyBinding.helpEntries
        #expect(help == PlaygroundKeyBinding.pointerHelp + PlaygroundKeyBinding.all.map(\.help))
        #expect(Set(help.map(\.key)).count == help.count)
        #expect(
            PlaygroundKeyBinding.all.map(\.help.key) == [
                "S", "P", "H", "T", "I", "D", "A", "K", "L", "[  ]", "Enter", "-  =", "Z", ".", "Space", "←", "→", "↑", "↓", "Home", "End",
                "PageUp",
                "PageDown", "Tab", "1 … 9", "R", "G", "C", "F", "O", "E", "B", "U", "N", "?", "Esc / Q",
            ])
    }

    @Test func onlySteppingAndScrollingRepeatWhileHeld() {
        let repeating = PlaygroundKeyBinding.all.filter(\.repeats).map(\.help.key)
        #expect(repeating == [".", "←", "→", "PageUp", "PageDown"])
        let harness = ControllerHarness()
        harness.press(.character("h"), isRepeat: true)
        #expect(harness.controller.options.showsHiddenViews == true)
    }

    @Test func unboundKeysDoNothingAndAreLeftToTheHost() {
        let harness = ControllerHarness()
        harness.controller.didPresent()
        #expect(harness.press(.character("x")) == false)
        #expect(harness.press(.character("j")) == false)
        #expect(harness.controller.needsDisplay == false)
    }

    // MARK: - Keys

    /// SPEC F2: S is a whole shake, P a remote-control play/pause; both go to the log only.
    @Test func sShakesAndPTogglesPlayPause() {
        let harness = ControllerHarness()
        harness.press(.character("s"))
        harness.press(.character("p"))
        let inputs = harness.controller.session.log.compactMap { record -> TraceRecord.Input? in
            if case .input(let input) = record.kind { return input }
            return nil
        }
        #expect(inputs == [.shake, .remoteControl(.remoteControlTogglePlayPause)])
        #expect(harness.controller.session.sequence.isEmpty)
    }

    @Test func hTogglesHiddenViewsTTheTimelineAndQuestionMarkOrSlashTheHelp() {
        let harness = ControllerHarness()
        let start = harness.controller.options
        harness.press(.character("h"))
        harness.press(.character("t"))
        harness.press(.character("?"))
        #expect(harness.controller.options.showsHiddenViews == !start.showsHiddenViews)
        #expect(harness.controller.options.showsTimeline == !start.showsTimeline)
        #expect(harness.controller.options.showsHelp == true)
        harness.press(.character("/"))
        #expect(harness.controller.options.showsHelp == false)
        #expect(harness.controller.frame.options == harness.controller.options)
    }

    @Test func cClearsTheLogButKeepsTheHighlights() {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.press(.character("c"))
        #expect(harness.controller.session.log.isEmpty)
        #expect(!harness.controller.session.sequence.isEmpty)
    }

    @Test func escapeQAndClosingTheWindowQuit() {
        for event in [PlaygroundInputEvent.keyPressed(PlaygroundKeyPress(.escape)), .keyPressed(PlaygroundKeyPress(.character("q")))] {
            let harness = ControllerHarness()
            #expect(harness.send(event) == false)  // the converter still sees the key
            #expect(harness.controller.isRunning == false)
        }
        let harness = ControllerHarness()
        #expect(harness.send(.quit) == true)
        #expect(harness.controller.isRunning == false)
    }

    /// SPEC H1, H2: the what-if keys flip the selected view's flags.
    @Test func viewFlagKeysFlipTheSelectedViewsFlags() {
        let harness = ControllerHarness()
        harness.rightClick("E")
        let e = harness.view("E")
        harness.press(.character("i"))
        #expect(e.isUserInteractionEnabled == false)
        #expect(harness.controller.notice == "E.isUserInteractionEnabled = false — touch again to see the effect")
        harness.press(.character("d"))
        #expect(e.isHidden == true)
        harness.press(.character("a"))
        #expect(e.alpha == PlaygroundViewToggle.transparentAlpha)
        harness.press(.character("k"))
        #expect(e.clipsToBounds == true)
        harness.press(.character("k"))
        #expect(e.clipsToBounds == false)
    }

    @Test func viewFlagKeysWithoutASelectionSayHowToSelect() {
        let harness = ControllerHarness()
        for key in ["i", "d", "a", "k"] {
            harness.press(.character(Character(key)))
            #expect(harness.controller.notice == "Select a view first: right-click it (or Ctrl+click).")
        }
        #expect(harness.view("E").isUserInteractionEnabled && !harness.view("E").isHidden)
    }

    @Test func aNoticeGoesAwayAfterItsTime() {
        let harness = ControllerHarness()
        harness.press(.character("i"))
        harness.wait(3.9)
        #expect(harness.controller.notice != nil)
        harness.wait(0.2)
        #expect(harness.controller.notice == nil)
        #expect(harness.controller.needsDisplay)
    }

    // MARK: - Pointer

    @Test func aRightClickSelectsTheViewUnderThePointerWithoutTouchingIt() {
        let harness = ControllerHarness()
        #expect(harness.rightClick("E") == true)
        #expect(harness.controller.selectedView === harness.view("E"))
        #expect(harness.controller.frame.selectedView === harness.view("E"))
        #expect(harness.controller.session.log.isEmpty)
    }

    @Test func ctrlClickSelectsAndAPlainClickIsLeftToTheTouchConverter() {
        let harness = ControllerHarness()
        let point = harness.canvasPoint(of: "D")
        #expect(harness.send(.pointerPressed(.primary, at: point, modifiers: [])) == false)
        #expect(harness.controller.selectedView == nil)
        #expect(harness.send(.pointerReleased(.primary, at: point)) == false)
        #expect(harness.send(.pointerPressed(.primary, at: point, modifiers: .control)) == true)
        #expect(harness.controller.selectedView === harness.view("D"))
        #expect(harness.send(.pointerPressed(.other, at: point, modifiers: [])) == false)
    }

    /// Right-clicking again where the selection lies walks down the stack
    /// under the pointer, superview by superview to the window, then starts
    /// over at the deepest view, so every container is reachable.
    @Test func rightClickingAgainWalksDownTheStackUnderThePointer() {
        let harness = ControllerHarness()
        let deepest = harness.view("E")
        var stack: [String] = []
        var view: UIView? = deepest
        while let current = view {
            stack.append(current.traceName)
            view = current.superview
        }
        #expect(stack.count > 3)
        var selected: [String] = []
        for _ in 0..<(stack.count + 2) {
            harness.rightClick("E")
            selected.append(harness.controller.selectedView?.traceName ?? "nil")
        }
        #expect(selected == stack + stack.prefix(2))
        // Another view starts over from that view.
        harness.rightClick("D")
        #expect(harness.controller.selectedView === harness.view("D"))
    }

    /// The wheel over the device zooms about the pointer (over the log it
    /// scrolls), a middle-button drag pans without touching, and F fits the
    /// whole device again; the frame and the layout carry the zoom.
    @Test func theWheelZoomsTheDeviceAMiddleDragPansAndFFits() {
        let harness = ControllerHarness()
        let e = harness.canvasPoint(of: "E")
        harness.send(.wheel(notches: 3, at: e))
        let zoomed = harness.controller.deviceZoom
        #expect(zoomed.scale > 1.9)
        #expect(harness.controller.frame.deviceZoom == zoomed)
        // The point under the pointer stays over E.
        let screen = harness.controller.layout.screenPoint(fromCanvas: e)
        #expect(abs(screen.x - harness.fixture.center(of: "E").x) < 0.5)
        #expect(harness.send(.pointerPressed(.middle, at: e, modifiers: [])) == true)
        harness.send(.pointerMoved(to: CGPoint(x: e.x + 30, y: e.y + 20)))
        #expect(harness.send(.pointerReleased(.middle, at: CGPoint(x: e.x + 30, y: e.y + 20))) == true)
        #expect(harness.controller.deviceZoom.offset != zoomed.offset)
        #expect(harness.controller.deviceZoom.scale == zoomed.scale)
        #expect(harness.controller.session.log.isEmpty, "panning touched the device")
        harness.press(.character("f"))
        #expect(harness.controller.deviceZoom == .fit)
    }

    /// Zoomed in and panned to the far corner, then the window grows: the
    /// zoomed screen must still cover the device's frame (no empty band
    /// beside it) and keep the same part of the screen under the frame.
    @Test func aWindowResizeKeepsTheZoomedDeviceOverItsFrame() {
        let harness = ControllerHarness()
        let e = harness.canvasPoint(of: "E")
        harness.send(.wheel(notches: 6, at: e))
        harness.send(.pointerPressed(.middle, at: e, modifiers: []))
        harness.send(.pointerMoved(to: CGPoint(x: e.x - 5000, y: e.y - 5000)))
        harness.send(.pointerReleased(.middle, at: CGPoint(x: e.x - 5000, y: e.y - 5000)))
        let cornerBefore = harness.controller.layout.screenPoint(
            fromCanvas: CGPoint(x: harness.controller.layout.viewportRect.maxX, y: harness.controller.layout.viewportRect.maxY))
        harness.send(.windowChanged(size: CGSize(width: 1600, height: 1100)))
        let layout = harness.controller.layout
        #expect(layout.deviceRect.minX <= layout.viewportRect.minX + 0.001)
        #expect(layout.deviceRect.minY <= layout.viewportRect.minY + 0.001)
        #expect(layout.deviceRect.maxX >= layout.viewportRect.maxX - 0.001, "an empty band right of the zoomed device")
        #expect(layout.deviceRect.maxY >= layout.viewportRect.maxY - 0.001, "an empty band under the zoomed device")
        let cornerAfter = layout.screenPoint(fromCanvas: CGPoint(x: layout.viewportRect.maxX, y: layout.viewportRect.maxY))
        #expect(abs(cornerAfter.x - cornerBefore.x) < 0.5 && abs(cornerAfter.y - cornerBefore.y) < 0.5)
        harness.send(.windowChanged(size: CGSize(width: 900, height: 700)))
        let smaller = harness.controller.layout
        #expect(smaller.deviceRect.maxX >= smaller.viewportRect.maxX - 0.001)
        #expect(smaller.deviceRect.minX <= smaller.viewportRect.minX + 0.001)
    }

    @Test func aClickBesideTheDeviceClearsTheSelection() {
        let harness = ControllerHarness()
        harness.rightClick("E")
        harness.send(.pointerPressed(.secondary, at: harness.besideTheDevice, modifiers: []))
        #expect(harness.controller.selectedView == nil)
    }

    /// Hidden views are drawn (H), so the picker finds them too; with H off it does not.
    @Test func selectingFindsHiddenViewsOnlyWhileTheyAreDrawn() {
        let harness = ControllerHarness()
        let h = harness.view("H")
        let point = harness.controller.layout.canvasPoint(fromScreen: harness.fixture.center(of: "H"))
        harness.send(.pointerPressed(.secondary, at: point, modifiers: []))
        #expect(harness.controller.selectedView === h)
        harness.press(.character("h"))
        harness.send(.pointerPressed(.secondary, at: point, modifiers: []))
        #expect(harness.controller.selectedView === harness.view("B"))
    }

    /// Hovering previews the view under the pointer; once the pointer has
    /// left the device nothing is hovered, so the selection panel never says
    /// "hovered" of a view the pointer is no longer over.
    @Test func hoveringPreviewsTheViewAndLeavingTheDeviceEndsIt() {
        let harness = ControllerHarness()
        harness.tap("E")
        harness.send(.pointerMoved(to: harness.canvasPoint(of: "F")))
        #expect(harness.controller.hoveredView === harness.view("F"))
        #expect(harness.controller.frame.hoveredView === harness.view("F"))
        #expect(panelTexts(harness).contains { $0.contains("hovered") })
        harness.controller.didPresent()
        harness.send(.pointerMoved(to: harness.besideTheDevice))
        #expect(harness.controller.hoveredView == nil)
        #expect(harness.controller.frame.hoveredView == nil)
        #expect(harness.controller.needsDisplay)
        #expect(!panelTexts(harness).contains { $0.contains("hovered") }, "the panel no longer says F is hovered")
        harness.send(.pointerMoved(to: harness.canvasPoint(of: "D")))
        #expect(harness.controller.hoveredView === harness.view("D"))
        // A selected view stays in the panel wherever the pointer goes.
        harness.rightClick("D")
        harness.send(.pointerMoved(to: harness.besideTheDevice))
        #expect(harness.controller.frame.inspectedView === harness.view("D"))
    }

    private func panelTexts(_ harness: ControllerHarness) -> [String] {
        PlaygroundRenderer.drawList(for: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).commands
            .compactMap { command in
                if case .text(let run) = command { return run.string }
                return nil
            }
    }

    /// The pointer goes into the frame for the renderer's tooltips; once it
    /// leaves the window nothing stays hovered, so no panel sticks.
    @Test func leavingTheWindowEndsTheHoverAndTheTooltip() {
        let harness = ControllerHarness()
        harness.send(.pointerMoved(to: harness.canvasPoint(of: "F")))
        #expect(harness.controller.frame.pointer == harness.canvasPoint(of: "F"))
        harness.controller.didPresent()
        harness.send(.pointerMoved(to: harness.besideTheDevice))
        #expect(harness.controller.needsDisplay)
        #expect(harness.controller.frame.pointer == harness.besideTheDevice)
        harness.controller.didPresent()
        harness.send(.pointerLeft)
        #expect(harness.controller.hoveredView == nil)
        #expect(harness.controller.frame.hoveredView == nil)
        #expect(harness.controller.frame.pointer == nil)
        #expect(harness.controller.needsDisplay)
    }

    @Test func theWheelScrollsTheLogOnlyOverTheLogPanel() {
        let harness = ControllerHarness()
        for _ in 0..<5 { harness.tap("E") }
        let log = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).panels.log
        harness.send(.wheel(notches: 2, at: harness.canvasPoint(of: "E")))
        #expect(harness.controller.logScroll == 0)
        harness.send(.wheel(notches: 2, at: CGPoint(x: log.midX, y: log.midY)))
        #expect(harness.controller.logScroll == 6)
        harness.send(.wheel(notches: -1, at: CGPoint(x: log.midX, y: log.midY)))
        #expect(harness.controller.logScroll == 3)
        harness.send(.wheel(notches: -5, at: CGPoint(x: log.midX, y: log.midY)))
        #expect(harness.controller.logScroll == 0)
    }

    @Test func pageUpAndPageDownScrollTheLogByAScreenful() {
        let harness = ControllerHarness()
        for _ in 0..<40 { harness.tap("E") }
        let log = PlaygroundScreenLayout(frame: harness.controller.frame, canvasSize: ControllerHarness.canvasSize).panels.log
        let page = max(1, Int(log.height / PlaygroundStyle.logLineHeight) - 4)
        harness.press(.pageUp)
        harness.press(.pageUp, isRepeat: true)
        #expect(harness.controller.logScroll == 2 * page)
        harness.press(.pageDown)
        #expect(harness.controller.logScroll == page)
        #expect(harness.controller.frame.logScroll == page)
    }

    /// SPEC T6: losing the focus is a system interruption; every touch is cancelled.
    @Test func losingTheFocusCancelsEveryTouch() {
        let harness = ControllerHarness()
        harness.controller.handleTouches(
            [TouchSample(finger: 1, phase: .down, location: harness.canvasPoint(of: "E"))], at: harness.milliseconds)
        #expect(harness.fixture.app.activeTouches.count == 1)
        harness.send(.focusLost)
        #expect(harness.fixture.app.activeTouches.isEmpty)
        #expect(harness.logLines.contains("-[E touchesCancelled:withEvent:]"))
    }

    @Test func aWindowChangeResizesTheCanvas() {
        let harness = ControllerHarness()
        harness.controller.didPresent()
        harness.send(.windowChanged(size: CGSize(width: 800, height: 600)))
        #expect(harness.controller.canvasSize == CGSize(width: 800, height: 600))
        #expect(
            harness.controller.layout == PlaygroundLayout(canvasSize: CGSize(width: 800, height: 600), application: harness.fixture.app))
        #expect(harness.controller.needsDisplay)
    }

    // MARK: - Pause and step

    @Test func spaceWithNothingToPauseOnSaysSo() {
        let harness = ControllerHarness()
        harness.press(.space)
        #expect(harness.controller.paused == nil)
        #expect(harness.controller.notice == "Nothing to pause on yet: touch a view first.")
    }

    @Test func spacePausesOnTheFirstRecordOfTheLastTouchAndResumes() throws {
        let harness = ControllerHarness()
        harness.tap("E")
        let sequence = harness.controller.session.sequence
        harness.press(.space)
        let cursor = try #require(harness.controller.frame.stepCursor)
        #expect(cursor.position == 1 && cursor.count == sequence.count)
        // A new touch while paused does not move the frozen sequence.
        harness.tap("D")
        #expect(harness.controller.frame.sequence.count == sequence.count)
        harness.press(.space)
        #expect(harness.controller.paused == nil && harness.controller.frame.stepCursor == nil)
    }

    @Test func arrowsHomeAndEndMoveTheStepCursor() throws {
        let harness = ControllerHarness()
        harness.tap("E")
        let sequence = harness.controller.session.sequence
        var position: Int { harness.controller.paused?.cursor.position ?? -1 }
        harness.press(.right)  // pauses first, then steps
        #expect(position == 2)
        harness.press(.right, isRepeat: true)
        #expect(position == 3)
        harness.press(.left)
        #expect(position == 2)
        harness.press(.end)
        #expect(position == sequence.count)
        harness.press(.home)
        #expect(position == 1)
        // ↓ goes to the next heading (the finger's up), ↑ back to the first.
        let headings = sequence.indices.filter { sequence[$0].kind.isHeading }
        try #require(headings.count >= 2)
        harness.press(.down)
        #expect(position == headings[1] + 1)
        harness.press(.up)
        #expect(position == headings[0] + 1)
        harness.press(.space, isRepeat: true)  // held Space does not resume
        #expect(harness.controller.paused != nil)
    }

    // MARK: - Scenes

    @Test func tabWithOneSceneSaysHowToGetMore() {
        let harness = ControllerHarness()
        harness.press(.tab)
        #expect(harness.controller.notice?.hasPrefix("Only one scene to show") == true)
        harness.press(.character("2"))
        #expect(harness.controller.notice?.hasPrefix("Only one scene to show") == true)
        #expect(harness.opened.isEmpty)
    }

    @Test func tabShiftTabAndNumberKeysSwitchScenes() {
        let harness = ControllerHarness(scenes: ["a", "b", "c"])
        var titles: [String] = []
        harness.controller.onSceneOpened = { titles.append($0.name) }
        harness.press(.tab)
        #expect(harness.controller.currentScene == 1)
        // The switcher says each scene's one-line description.
        #expect(
            harness.controller.notice
                == "Scene 2 of 3: b\nscene b's description\nTab: c — scene c's description\nShift+Tab: a — scene a's description")
        harness.press(.tab, .shift)
        harness.press(.tab, .shift)
        #expect(harness.controller.currentScene == 2)
        harness.press(.character("1"))
        #expect(harness.controller.currentScene == 0)
        harness.press(.character("4"))
        #expect(harness.controller.currentScene == 0)
        #expect(harness.controller.notice == "There are 3 scenes: keys 1 to 3, Tab for the next.")
        #expect(harness.opened == ["b", "a", "c", "a"])
        #expect(titles == ["b", "a", "c", "a"])
        #expect(harness.closed == ["a", "b", "a", "c"])
        // The controller drives the new scene's application.
        harness.tap("E")
        #expect(harness.controller.session.application === harness.fixture.app)
        #expect(TouchSequenceAnalysis(records: harness.controller.session.sequence).hitViews.map(\.name) == ["E"])
    }

    /// SPEC T6: touches in flight are cancelled before the scene goes.
    @Test func switchingCancelsTouchesInFlightAndStartsAFreshState() {
        let harness = ControllerHarness(scenes: ["a", "b"])
        let old = harness.fixture
        harness.tap("E")
        harness.rightClick("D")
        harness.press(.space)
        harness.controller.handleTouches(
            [TouchSample(finger: 2, phase: .down, location: harness.canvasPoint(of: "E"))], at: harness.milliseconds)
        harness.press(.tab)
        #expect(old.app.activeTouches.isEmpty)
        #expect(harness.controller.selectedView == nil && harness.controller.paused == nil)
        #expect(harness.controller.logScroll == 0 && harness.controller.session.log.isEmpty)
    }

    @Test func rKeepsTheSelectionByNameInTheReloadedScene() {
        let harness = ControllerHarness(scenes: ["a", "b"])
        harness.rightClick("F")
        harness.press(.character("r"))
        #expect(harness.opened == ["a"])
        #expect(harness.controller.selectedView === harness.view("F"))
        #expect(
            harness.controller.notice
                == "Scene 1 of 2: a\nscene a's description\nTab: b — scene b's description\nShift+Tab: b — scene b's description")
    }

    @Test func aSceneThatFailsToLoadLeavesTheOldOneRunningAndSaysWhy() {
        let harness = ControllerHarness(scenes: ["a", "b"])
        var failures: [String] = []
        harness.controller.onSceneFailed = { failures.append($0) }
        harness.failing = ["b"]
        let app = harness.fixture.app
        harness.press(.tab)
        #expect(harness.controller.currentScene == 0)
        #expect(harness.controller.session.application === app)
        #expect(harness.controller.notice == "b did not load; still showing the previous scene.\nline 3: no such key")
        #expect(failures == ["touchlab run: b did not load: line 3: no such key"])
        // The notice stays until a scene loads.
        harness.wait(10)
        #expect(harness.controller.notice != nil)
    }

    /// Hot reload: the scene asked for last is reloaded when its file changes,
    /// looked at on every tick (the host's check is cheap), so the next frame
    /// of the loop, 16 ms later, already shows it — not a second later.
    @Test func aChangedSceneFileIsReloadedAtTheNextTick() {
        let harness = ControllerHarness(scenes: ["a", "b"])
        harness.wait(1)
        harness.failing = ["b"]
        harness.press(.tab)
        harness.failing = []
        harness.changedFiles = ["b.yaml"]
        harness.wait(0.016)
        #expect(harness.controller.currentScene == 1)
        #expect(harness.opened == ["b"])
    }

    /// The application's clock follows the host's time, so a timer fires in real time.
    @Test func ticksAdvanceTheApplicationsClock() {
        let harness = ControllerHarness()
        let start = harness.fixture.app.clock.now
        harness.wait(1.5)
        #expect(harness.fixture.app.clock.now == start + 1.5)
        #expect(harness.controller.now == start + 1.5)
    }
}
