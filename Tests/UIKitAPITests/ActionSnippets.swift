import Foundation
import Testing
import TouchPlayground

/// Modern button code with closures, written from Apple's pages: UIAction
/// (init(title:…handler:), identifier, sender), UIControl.addAction(_:for:) ("UIActions
/// are uniqued based on their identifier, and subsequent actions with the same
/// identifier replace previously added actions. You may add multiple UIActions for
/// corresponding controlEvents, and you may add the same action to multiple
/// controlEvents."), removeAction(_:for:), UIButton.init(type:primaryAction:) ("registers
/// the primary action event, and sets the title and image to the action's title and
/// image"), UIControl.enumerateEventHandlers(_:).
@Suite struct ActionSnippets {
    static func placed<Control: UIControl>(_ control: Control, in world: World) -> Control {
        control.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        world.window.addSubview(control)
        return control
    }

    @Test func aButtonMadeWithAPrimaryActionRunsItOnTapAndTakesItsTitle() {
        let world = World()
        var taps = 0
        var sender: Any?
        let button = Self.placed(
            UIButton(
                primaryAction: UIAction(title: "Save") { action in
                    taps += 1
                    sender = action.sender
                }), in: world)
        #expect(button.buttonType == .system)  // the default type
        #expect(button.currentTitle == "Save")
        world.tap(center(of: button))
        #expect(taps == 1)
        #expect((sender as AnyObject?) === button)
    }

    @Test func typeAndPrimaryActionTogether() {
        let world = World()
        var ran = false
        let button = Self.placed(UIButton(type: .custom, primaryAction: UIAction { _ in ran = true }), in: world)
        #expect(button.buttonType == .custom && button.allControlEvents.contains(.primaryActionTriggered))
        world.tap(center(of: button))
        #expect(ran)
    }

    @Test func addActionRunsTheClosureForItsEventAndRemoveActionStopsIt() {
        let world = World()
        let button = Self.placed(UIButton(type: .system), in: world)
        var log: [String] = []
        let action = UIAction(title: "Tapped") { _ in log.append("tapped") }
        button.addAction(action, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(log == ["tapped"])
        button.removeAction(action, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(log == ["tapped"])
        #expect(!button.allControlEvents.contains(.touchUpInside))
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOne() {
        let world = World()
        let button = Self.placed(UIButton(type: .system), in: world)
        var log: [String] = []
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(title: "Old", identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(title: "New", identifier: id) { _ in log.append("new") }, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(log == ["new"])
    }

    @Test func oneActionForTwoEventsRunsForEach() {
        let world = World()
        let button = Self.placed(UIButton(type: .system), in: world)
        var log: [String] = []
        let action = UIAction(title: "Both") { _ in log.append("ran") }
        button.addAction(action, for: .touchDown)
        button.addAction(action, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(log == ["ran", "ran"])
        button.removeAction(identifiedBy: action.identifier, for: .touchDown)
        world.tap(center(of: button))
        #expect(log == ["ran", "ran", "ran"])
    }

    /// Apple documents no order between closures and target-action pairs for one
    /// event; TouchLab sends every registration in the order it was made.
    @Test func closuresAndTargetActionsRunInTheOrderTheyWereAdded() {
        final class Target: UIResponder {
            var log: [String] = []
            override init() {
                super.init()
                handleAction("buttonTapped:") { [unowned self] _, _ in log.append("target") }
            }
        }
        let world = World()
        let button = Self.placed(UIButton(type: .system), in: world)
        let target = Target()
        button.addTarget(target, action: "buttonTapped:", for: .touchUpInside)
        button.addAction(UIAction { _ in target.log.append("closure") }, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(target.log == ["target", "closure"])

        let other = Self.placed(UIButton(type: .system), in: world)
        other.frame.origin.y = 300
        other.addAction(UIAction { _ in target.log.append("closure") }, for: .touchUpInside)
        other.addTarget(target, action: "buttonTapped:", for: .touchUpInside)
        target.log.removeAll()
        world.tap(center(of: other))
        #expect(target.log == ["closure", "target"])
    }

    @Test func theTraceShowsTheControlSendingTheActionByItsTitle() {
        let world = World()
        let button = Self.placed(UIButton(primaryAction: UIAction(title: "Save") { _ in }), in: world)
        button.name = "SaveButton"
        let untitled = Self.placed(UIButton(type: .system), in: world)
        untitled.frame.origin.y = 300
        untitled.name = "Other"
        untitled.addAction(UIAction(identifier: UIAction.Identifier("com.example.other")) { _ in }, for: .touchUpInside)
        world.startTrace()
        world.tap(center(of: button))
        world.tap(center(of: untitled))
        let lines = world.traceLines
        #expect(lines.contains("-[SaveButton sendActionsForControlEvents:] touchUpInside|primaryActionTriggered"))
        #expect(lines.contains("-[SaveButton sendAction:] UIAction \"Save\""))
        #expect(lines.contains("-[Other sendAction:] UIAction com.example.other"))
    }

    @Test func aSubclassSeesEveryClosureThroughSendAction() {
        final class Watched: UIButton {
            var sent: [String] = []
            override func sendAction(_ action: UIAction) {
                sent.append(action.title)
                super.sendAction(action)
            }
        }
        let world = World()
        var ran = false
        let button = Self.placed(Watched(type: .system), in: world)
        button.addAction(UIAction(title: "Go") { _ in ran = true }, for: .touchUpInside)
        world.tap(center(of: button))
        #expect(button.sent == ["Go"] && ran)
    }

    @Test func enumerateEventHandlersListsClosuresAndTargetActions() {
        let button = UIButton(type: .system)
        let action = UIAction(title: "Go") { _ in }
        button.addTarget(nil, action: "save:", for: .touchUpInside)
        button.addAction(action, for: [.touchDown, .touchUpInside])
        var seen: [String] = []
        button.enumerateEventHandlers { actionHandler, targetAction, event, _ in
            let what = actionHandler?.title ?? targetAction.map { $0.1.name } ?? "?"
            seen.append("\(what) \(event)")
        }
        #expect(seen == ["save: touchUpInside", "Go touchDown", "Go touchUpInside"])
    }
}
