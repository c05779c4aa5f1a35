import Foundation
import Testing

@testable import TouchCore

/// SPEC §7 controls and §8 scroll views.
@Suite struct ControlAndScrollTests {
    private final class EventRecorder: UIResponder {
        var events: [String] = []
        func watch(_ control: UIControl) {
            for (event, name) in UIControl.Event.named {
                let action = Selector(name)
                handleAction(action) { [unowned self] _, _ in self.events.append(name) }
                control.addTarget(self, action: action, for: event)
            }
        }
    }

    @Test func dragExitEnterAndUpOutsideUseTheGrownBounds() {
        let world = TouchWorld()
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        world.rootView.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.down(1, CGPoint(x: 150, y: 125))
        #expect(button.isHighlighted && button.isTracking)
        world.move(1, CGPoint(x: 150, y: 200))  // 50 pt below: still "inside" (70 pt margin)
        world.move(1, CGPoint(x: 150, y: 300))  // outside
        #expect(!button.isHighlighted)
        world.move(1, CGPoint(x: 150, y: 180))  // back
        world.move(1, CGPoint(x: 150, y: 400))
        world.up(1, CGPoint(x: 150, y: 400))
        #expect(
            recorder.events == [
                "touchDown", "touchDragInside", "touchDragOutside", "touchDragExit",
                "touchDragInside", "touchDragEnter", "touchDragOutside", "touchDragExit",
                "touchUpOutside",
            ])
        recorder.events.removeAll()
        world.wait(1)
        world.down(1, CGPoint(x: 150, y: 125))
        world.up(1, CGPoint(x: 150, y: 210))  // lifted 60 pt below: still up-inside (C3)
        #expect(recorder.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func quickSecondTapSendsTouchDownRepeat() {
        let world = TouchWorld()
        let button = UIButton(frame: CGRect(100, 100, 100, 50))
        world.rootView.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.tap(button)
        world.tap(button)
        #expect(recorder.events.filter { $0.hasPrefix("touchDown") } == ["touchDown", "touchDown", "touchDownRepeat"])
    }

    @Test func switchAndSliderSendValueChanged() {
        let world = TouchWorld()
        let toggle = UISwitch(frame: CGRect(20, 20, 0, 0))
        let slider = UISlider(frame: CGRect(20, 100, 200, 30))
        world.rootView.addSubview(toggle); world.rootView.addSubview(slider)
        let recorder = EventRecorder()
        recorder.watch(toggle)
        world.tap(toggle)
        #expect(toggle.isOn)
        #expect(recorder.events.contains("valueChanged"))
        // The thumb (31 pt) starts at the left end; dragging its centre by half the
        // travel (200 − 31 pt) sets the middle value.
        world.down(1, CGPoint(x: 35.5, y: 115))
        world.move(1, CGPoint(x: 120, y: 115))
        world.up(1, CGPoint(x: 120, y: 115))
        #expect(abs(slider.value - 0.5) < 1e-6)
    }

    @Test func sliderRefusesAnAncestorsPanSoDraggingItDoesNotScroll() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 1200, height: 600)
        let slider = UISlider(frame: CGRect(50, 100, 300, 30))
        slider.value = 0.5  // the thumb is in the middle, under the finger (SPEC G11)
        world.rootView.addSubview(scroll); scroll.addSubview(slider)
        world.down(1, CGPoint(x: 200, y: 115))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200 - 20 * step, y: 115)) }
        world.up(1, CGPoint(x: 100, y: 115))
        #expect(scroll.contentOffset == .zero)
        #expect(slider.value < 0.5)
    }

    private final class Actions: UIResponder {
        var log: [String] = []
        let tag: String
        init(_ tag: String, handles: [Selector]) {
            self.tag = tag
            super.init()
            for action in handles { handleAction(action) { [unowned self] _, _ in self.log.append("\(self.tag).\(action.name)") } }
        }
    }

    @Test func nilTargetActionReachesTheControllerThenTheAppDelegate() {
        final class Controller: UIViewController {
            var saved = 0
            override init() {
                super.init()
                handleAction("save") { [unowned self] _, _ in self.saved += 1 }
            }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {
            var saved = 0
            override init() {
                super.init()
                handleAction("save") { [unowned self] _, _ in self.saved += 1 }
                handleAction("quit") { [unowned self] _, _ in self.saved += 100 }
            }
        }
        let controller = Controller()
        let world = TouchWorld(root: controller)
        let delegate = Delegate()
        world.app.delegate = delegate
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        world.rootView.addSubview(button)
        button.addTarget(nil, action: "save", for: .touchUpInside)
        button.addTarget(nil, action: "quit", for: .touchUpInside)
        world.tap(button)
        #expect(controller.saved == 1)
        #expect(delegate.saved == 100)
        #expect(
            world.lines.contains {
                $0.hasPrefix("-[UIApplication sendAction:to:from:forEvent:] save to nil from UIButton") && $0.hasSuffix("→ YES")
            })
        // Nobody implements it: sendAction says NO and the trace says where the search
        // ended, at the app delegate (SPEC R3).
        button.addTarget(nil, action: "nobody", for: .touchUpInside)
        world.tap(button)
        #expect(world.lines.contains("nobody dropped: nobody after Delegate in the responder chain"))
    }

    @Test func nilTargetActionStartsAtTheFirstResponderEvenInAnotherBranch() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let world = TouchWorld()
        let field = Field(frame: CGRect(200, 10, 100, 40))
        field.name = "Field"
        var handledBy: [String] = []
        field.handleAction(.paste) { _, _ in handledBy.append("Field") }
        world.controller.handleAction(.paste) { _, _ in handledBy.append("Controller") }
        let button = UIButton(frame: CGRect(10, 10, 100, 40))
        world.rootView.addSubview(field); world.rootView.addSubview(button)
        button.addTarget(nil, action: .paste, for: .touchUpInside)
        #expect(field.becomeFirstResponder())
        world.tap(button)
        #expect(handledBy == ["Field"])
        // canPerformAction can refuse, passing the message on (SPEC F3).
        final class Refusing: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
        }
        let refusing = Refusing(frame: CGRect(0, 0, 10, 10))
        refusing.handleAction(.paste) { _, _ in handledBy.append("Refusing") }
        world.rootView.addSubview(refusing)
        #expect(refusing.becomeFirstResponder())
        world.tap(button)
        #expect(handledBy == ["Field", "Controller"])
    }

    @Test func scrollViewDelaysContentTouchesAndScrollingHidesThem() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let content = SpyView("Content", CGRect(0, 0, 400, 2000))
        world.rootView.addSubview(scroll); scroll.addSubview(content)
        // S2: scrolling within the delay: the content never sees the touch.
        world.down(1, CGPoint(x: 200, y: 400))
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(content.received.isEmpty)
        #expect(scroll.contentOffset.y > 50)
        // S1: a quick tap: began and ended arrive together when the finger lifts.
        world.wait(1)
        world.tap(CGPoint(x: 200, y: 300), hold: 0.05)
        #expect(content.phases == [.began, .ended])
        // S4: content already tracking (after 0.15 s) is cancelled when the drag scrolls.
        content.received.removeAll()
        world.wait(1)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        #expect(content.phases == [.began])
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(content.phases.first == .began && content.phases.last == .cancelled)
    }

    @Test func scrollViewCannotCancelAControlSoItDoesNotScroll() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        let button = UIButton(frame: CGRect(0, 300, 400, 200))
        world.rootView.addSubview(scroll); scroll.addSubview(button)
        let recorder = EventRecorder()
        recorder.watch(button)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 10 * step)) }
        world.up(1, CGPoint(x: 200, y: 350))
        #expect(scroll.contentOffset == .zero)
        #expect(recorder.events.last == "primaryActionTriggered")
        #expect(scroll.touchesShouldCancel(in: UIView()) == true)
    }

    @Test func canCancelContentTouchesOffKeepsTrackingContentFromScrolling() {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(0, 0, 400, 600))
        scroll.contentSize = CGSize(width: 400, height: 2000)
        scroll.canCancelContentTouches = false
        let content = SpyView("Content", CGRect(0, 0, 400, 2000))
        world.rootView.addSubview(scroll); scroll.addSubview(content)
        world.down(1, CGPoint(x: 200, y: 400))
        world.wait(0.2)
        for step in 1...5 { world.move(1, CGPoint(x: 200, y: 400 - 20 * step)) }
        world.up(1, CGPoint(x: 200, y: 300))
        #expect(scroll.contentOffset == .zero)
        #expect(content.phases.first == .began && content.phases.last == .ended)
    }

    @Test func touchesShouldBeginCanRefuseContentTouches() {
        final class Picky: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                view.traceName != "Refused"
            }
        }
        let world = TouchWorld()
        let scroll = Picky(frame: CGRect(0, 0, 400, 600))
        let refused = SpyView("Refused", CGRect(0, 0, 400, 100))
        let accepted = SpyView("Accepted", CGRect(0, 200, 400, 100))
        world.rootView.addSubview(scroll); scroll.addSubview(refused); scroll.addSubview(accepted)
        world.tap(refused)
        world.wait(1)
        world.tap(accepted)
        #expect(refused.received.isEmpty)
        #expect(accepted.phases == [.began, .ended])
        #expect(world.lines.contains { $0.contains("touchesShouldBegin(_:with:in:) returned false") })
    }

    @Test func targetActionBookkeeping() {
        let button = UIButton(frame: .zero)
        let target = UIResponder()
        button.addTarget(target, action: "a", for: .touchUpInside)
        button.addTarget(target, action: "b", for: [.touchDown, .touchUpInside])
        button.addTarget(nil, action: "c", for: .valueChanged)
        #expect(button.allTargets.count == 1)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["a", "b"])
        #expect(button.actions(forTarget: nil, forControlEvent: .valueChanged) == ["c"])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
        button.removeTarget(target, action: "a", for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["b"])
    }
}
