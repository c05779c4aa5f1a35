import Foundation
import Testing
import TouchPlayground

/// Buttons and controls as articles write them (Apple: UIButton, UIControl; SPEC C1–C5).
@Suite struct ButtonSnippets {
    final class ViewController: UIViewController {
        var taps = 0
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            button.setTitle("Tap me", for: .normal)
            button.addTarget(self, action: Selector("buttonTapped:"), for: .touchUpInside)
            view.addSubview(button)
            handleAction(Selector("buttonTapped:")) { [unowned self] _, _ in self.taps += 1 }
        }
    }

    private func shown(_ controller: UIViewController) -> World {
        let world = World()
        world.window.rootViewController = controller
        return world
    }

    @Test func buttonOfATypeHasThatTypeAndNoFrame() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(button.frame == .zero)
        #expect(UIButton(type: .custom).buttonType == .custom)
    }

    @Test func theNormalTitleStandsInForOtherStates() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
    }

    @Test func theSelectedTitleShowsWhenSelected() {
        let button = UIButton(type: .custom)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Following")
        button.isSelected = false
        #expect(button.currentTitle == "Follow")
    }

    @Test func aDisabledButtonIsInTheDisabledState() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending…", for: .disabled)
        button.isEnabled = false
        #expect(button.state.contains(.disabled))
        #expect(button.currentTitle == "Sending…")
    }

    @Test func removingATitleFallsBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("A", for: .normal)
        button.setTitle("B", for: .highlighted)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "A")
    }

    @Test func controlStatesAreAnOptionSet() {
        #expect(UIControl.State.normal.rawValue == 0)
        let state: UIControl.State = [.highlighted, .selected]
        #expect(state.contains(.highlighted) && state.contains(.selected) && !state.contains(.disabled))
    }

    @Test func tappingTheButtonSendsItsTouchUpInsideAction() {
        let controller = ViewController()
        let world = shown(controller)
        world.tap(center(of: controller.button))
        #expect(controller.taps == 1)
    }

    @Test func theButtonIsHighlightedWhileTheFingerIsOnIt() {
        let controller = ViewController()
        let world = shown(controller)
        world.down(center(of: controller.button))
        #expect(controller.button.state == .highlighted)
        #expect(controller.button.isTracking)
        world.up(center(of: controller.button))
        #expect(controller.button.state == .normal)
    }

    @Test func liftingFarOutsideSendsTouchUpOutsideNotTheAction() {
        let controller = ViewController()
        let world = shown(controller)
        var outside = 0
        controller.handleAction("lifted") { _, _ in outside += 1 }
        controller.button.addTarget(controller, action: "lifted", for: .touchUpOutside)
        world.drag(from: center(of: controller.button), to: CGPoint(x: 300, y: 600))
        #expect(controller.taps == 0)
        #expect(outside == 1)
    }

    @Test func removeTargetStopsTheAction() {
        let controller = ViewController()
        let world = shown(controller)
        controller.button.removeTarget(controller, action: Selector("buttonTapped:"), for: .touchUpInside)
        world.tap(center(of: controller.button))
        #expect(controller.taps == 0)
        #expect(controller.button.allTargets.isEmpty)
    }

    /// An article's button that logs every action it sends, then sends it
    /// (Apple: UIControl.sendAction(_:to:for:) — "override to observe or modify").
    final class LoggingButton: UIButton {
        var sent: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sent.append(action.name)
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func anOverriddenSendActionSeesEveryActionAndForwards() {
        let world = World()
        let button = LoggingButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        world.window.addSubview(button)
        var performed = 0
        world.window.handleAction("tapped") { _, _ in performed += 1 }
        button.addTarget(world.window, action: "tapped", for: .touchUpInside)
        button.addTarget(nil, action: "down", for: .touchDown)
        world.tap(CGPoint(x: 50, y: 25))
        #expect(button.sent == ["down", "tapped"])
        #expect(performed == 1)
    }

    /// A subclass that swallows actions while "busy", not calling super.
    final class BusyButton: UIButton {
        var busy = true
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            guard !busy else { return }
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func anOverriddenSendActionCanSwallowTheAction() {
        let world = World()
        let button = BusyButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        world.window.addSubview(button)
        var performed = 0
        world.window.handleAction("tapped") { _, _ in performed += 1 }
        button.addTarget(world.window, action: "tapped", for: .touchUpInside)
        world.tap(CGPoint(x: 50, y: 25))
        #expect(performed == 0)
        button.busy = false
        world.tap(CGPoint(x: 50, y: 25))
        #expect(performed == 1)
    }

    @Test func actionsForATargetListTheRegisteredSelectors() {
        let controller = ViewController()
        _ = controller.view
        let actions = controller.button.actions(forTarget: controller, forControlEvent: .touchUpInside)
        #expect(actions == ["buttonTapped:"])
        #expect(controller.button.allControlEvents == .touchUpInside)
    }

    /// A custom control that tracks a drag, as articles show `UIControl` tracking
    /// (seed 002; Apple: beginTracking(_:with:), continueTracking(_:with:)).
    final class Knob: UIControl {
        var calls: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin")
            return true
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return calls.count < 3
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    }

    @Test func aControlStopsBeingAskedOnceContinueTrackingSaysNo() {
        let world = World()
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        world.window.addSubview(knob)
        world.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), steps: 5)
        // SPEC C1: continueTracking returning NO ends tracking; endTracking is not called.
        #expect(knob.calls == ["begin", "continue", "continue"])
    }

    @Test func aSwitchFlipsOnTapAndSendsValueChanged() {
        let world = World()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        world.window.addSubview(toggle)
        var changes = 0
        world.window.handleAction("switched:") { _, _ in changes += 1 }
        toggle.addTarget(world.window, action: "switched:", for: .valueChanged)
        world.tap(center(of: toggle))
        #expect(toggle.isOn)
        #expect(changes == 1)
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() {
        let world = World()
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        world.window.addSubview(segments)
        world.tap(CGPoint(x: 150, y: 16))
        #expect(segments.selectedSegmentIndex == 1)
        #expect(segments.titleForSegment(at: 1) == "Two")
    }
}
