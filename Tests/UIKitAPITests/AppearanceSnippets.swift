import Foundation
import Testing
import TouchPlayground

/// The appearance callbacks at the moments UIKit calls them, written from Apple's
/// pages: UIViewController viewWillAppear(_:) ("called before the view controller's
/// view is about to be added to a view hierarchy"), viewDidAppear(_:),
/// viewWillDisappear(_:) ("called in response to a view being removed from a view
/// hierarchy"), viewDidDisappear(_:); UIWindow.makeKeyAndVisible();
/// UIModalPresentationStyle (.fullScreen: "The views belonging to the presenting view
/// controller are removed after the presentation completes"; .overFullScreen,
/// .overCurrentContext: "The views beneath the presented content are not removed");
/// beginAppearanceTransition(_:animated:), shouldAutomaticallyForwardAppearanceMethods.
@Suite struct AppearanceSnippets {
    /// A controller that logs its life, as articles' demo controllers print it.
    class Logged: UIViewController {
        let log: CallLog
        let label: String
        init(_ label: String, _ log: CallLog) {
            self.label = label
            self.log = log
            super.init()
            name = label
        }
        override func loadView() {
            log("\(label).loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log("\(label).viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log("\(label).viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log("\(label).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log("\(label).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log("\(label).viewDidDisappear")
        }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log("\(label).willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log("\(label).didMove(\(parent == nil ? "nil" : "parent"))")
        }
    }

    /// An application and a window not yet shown, as a scene delegate makes them.
    static func hiddenWindow() -> (UIApplication, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        application.addWindow(window)
        return (application, window)
    }

    @Test func theRootControllerAppearsWhenTheWindowIsMadeKeyAndVisible() {
        let (_, window) = Self.hiddenWindow()
        let log = CallLog()
        let root = Logged("Root", log)
        window.rootViewController = root
        // The view loads when the window takes it, but nothing is visible yet.
        #expect(log.lines == ["Root.loadView", "Root.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.lines == ["Root.loadView", "Root.viewDidLoad", "Root.viewWillAppear", "Root.viewDidAppear"])
        window.isHidden = true
        #expect(log.lines.suffix(2) == ["Root.viewWillDisappear", "Root.viewDidDisappear"])
    }

    @Test func aRootControllerSetOnAShownWindowAppearsAtOnceAndTheOldOneDisappears() {
        let world = World()
        let log = CallLog()
        let first = Logged("First", log)
        world.window.rootViewController = first
        #expect(log.lines == ["First.loadView", "First.viewDidLoad", "First.viewWillAppear", "First.viewDidAppear"])
        log.clear()
        world.window.rootViewController = Logged("Second", log)
        #expect(
            log.lines == [
                "Second.loadView", "Second.viewDidLoad", "First.viewWillDisappear", "First.viewDidDisappear",
                "Second.viewWillAppear", "Second.viewDidAppear",
            ])
    }

    // MARK: Presentation

    @Test func aSheetAppearsButItsPresenterStaysOnScreenAndIsNotTold() {
        let world = World()
        let log = CallLog()
        let root = Logged("Root", log)
        world.window.rootViewController = root
        log.clear()
        let sheet = Logged("Sheet", log)  // .automatic: a sheet on iOS 13 and later
        #expect(sheet.modalPresentationStyle == .automatic)
        root.present(sheet, animated: true) { log("completion") }
        #expect(
            log.lines == ["Sheet.loadView", "Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear", "completion"])
        #expect(root.view.window === world.window)
        log.clear()
        sheet.dismiss(animated: true) { log("dismissed") }
        #expect(log.lines == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear", "dismissed"])
    }

    @Test(arguments: [
        UIModalPresentationStyle.overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .automatic,
    ])
    func stylesThatLeaveThePresentingViewsTellThePresenterNothing(style: UIModalPresentationStyle) {
        let world = World()
        let log = CallLog()
        let root = Logged("Root", log)
        world.window.rootViewController = root
        log.clear()
        let presented = Logged("Presented", log)
        presented.modalPresentationStyle = style
        root.present(presented, animated: false)
        root.dismiss(animated: false)
        #expect(!log.lines.contains { $0.hasPrefix("Root.") })
        #expect(log.lines.contains("Presented.viewDidAppear") && log.lines.contains("Presented.viewDidDisappear"))
    }

    @Test func aFullScreenPresentationRemovesThePresenterWhichDisappearsAndComesBack() {
        let world = World()
        let log = CallLog()
        let root = Logged("Root", log)
        world.window.rootViewController = root
        let cover = Logged("Cover", log)
        cover.modalPresentationStyle = .fullScreen
        _ = cover.view
        log.clear()
        var isBeingPresented = false
        root.present(cover, animated: true) { isBeingPresented = cover.isBeingPresented }
        #expect(
            log.lines == ["Root.viewWillDisappear", "Cover.viewWillAppear", "Root.viewDidDisappear", "Cover.viewDidAppear"])
        #expect(root.view.window == nil && cover.view.window === world.window && !isBeingPresented)
        // The chain still runs through the presenter to the window (SPEC R2).
        #expect(cover.next === root && root.next === world.window)
        log.clear()
        cover.dismiss(animated: true)
        #expect(
            log.lines == ["Cover.viewWillDisappear", "Root.viewWillAppear", "Cover.viewDidDisappear", "Root.viewDidAppear"])
        #expect(root.view.window === world.window && root.view.superview === world.window)
        #expect(world.window.subviews.count == 1)
    }

    @Test func aPresentationInAWindowNotYetShownAppearsWhenTheWindowIs() {
        let (_, window) = Self.hiddenWindow()
        let log = CallLog()
        let root = Logged("Root", log)
        window.rootViewController = root
        let sheet = Logged("Sheet", log)
        root.present(sheet, animated: false)
        #expect(!log.lines.contains { $0.hasSuffix("Appear") })
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.lines == ["Root.viewWillAppear", "Sheet.viewWillAppear", "Root.viewDidAppear", "Sheet.viewDidAppear"])
    }

    @Test func isBeingPresentedAndDismissedHoldDuringTheCallbacks() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                seen.append("willAppear presented=\(isBeingPresented)")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                seen.append("didDisappear dismissed=\(isBeingDismissed)")
            }
        }
        let world = World()
        let root = UIViewController()
        world.window.rootViewController = root
        let probe = Probe()
        root.present(probe)
        probe.dismiss()
        #expect(probe.seen == ["willAppear presented=true", "didDisappear dismissed=true"])
        #expect(!probe.isBeingPresented && !probe.isBeingDismissed)
    }

    // MARK: Navigation

    @Test func pushAndPopTellBothControllersAroundTheContainmentCallbacks() {
        let world = World()
        let log = CallLog()
        let first = Logged("First", log)
        let navigation = UINavigationController(rootViewController: first)
        world.window.rootViewController = navigation
        #expect(log.lines.suffix(2) == ["First.viewWillAppear", "First.viewDidAppear"])
        log.clear()
        let second = Logged("Second", log)
        navigation.pushViewController(second, animated: true)
        #expect(
            log.lines == [
                "Second.willMove(parent)", "Second.loadView", "Second.viewDidLoad", "First.viewWillDisappear",
                "Second.viewWillAppear", "First.viewDidDisappear", "Second.viewDidAppear", "Second.didMove(parent)",
            ])
        log.clear()
        navigation.popViewController(animated: true)
        #expect(
            log.lines == [
                "Second.willMove(nil)", "Second.viewWillDisappear", "First.viewWillAppear", "Second.viewDidDisappear",
                "First.viewDidAppear", "Second.didMove(nil)",
            ])
    }

    @Test func isMovingToAndFromParentHoldDuringAPushAndAPop() {
        final class Probe: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                seen.append("willAppear moving=\(isMovingToParent)")
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                seen.append("willDisappear moving=\(isMovingFromParent)")
            }
        }
        let world = World()
        let navigation = UINavigationController(rootViewController: UIViewController())
        world.window.rootViewController = navigation
        let probe = Probe()
        navigation.pushViewController(probe, animated: true)
        navigation.popViewController(animated: true)
        #expect(probe.seen == ["willAppear moving=true", "willDisappear moving=true"])
        #expect(!probe.isMovingToParent && !probe.isMovingFromParent)
    }

    // MARK: Containment (Apple: "Implementing a container view controller")

    @Test func aChildAddedToAShownParentAppearsWhenItsViewIsAdded() {
        let world = World()
        let log = CallLog()
        let parent = Logged("Parent", log)
        world.window.rootViewController = parent
        log.clear()
        let child = Logged("Child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.lines == [
                "Child.willMove(parent)", "Child.loadView", "Child.viewDidLoad", "Child.viewWillAppear",
                "Child.viewDidAppear", "Child.didMove(parent)",
            ])
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.lines == ["Child.willMove(nil)", "Child.viewWillDisappear", "Child.viewDidDisappear", "Child.didMove(nil)"])
    }

    @Test func aParentForwardsItsAppearanceToItsChildrenParentFirst() {
        let (_, window) = Self.hiddenWindow()
        let log = CallLog()
        let parent = Logged("Parent", log)
        let child = Logged("Child", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        log.clear()
        window.makeKeyAndVisible()
        #expect(
            log.lines == ["Parent.viewWillAppear", "Child.viewWillAppear", "Parent.viewDidAppear", "Child.viewDidAppear"])
    }

    @Test func aContainerThatForwardsNothingDrivesItsChildWithAppearanceTransitions() {
        final class Manual: Logged {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let world = World()
        let log = CallLog()
        let container = Manual("Container", log)
        world.window.rootViewController = container
        log.clear()
        let child = Logged("Child", log)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(!log.lines.contains("Child.viewWillAppear"))
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)  // unbalanced: told once
        child.endAppearanceTransition()
        #expect(log.lines.suffix(2) == ["Child.viewWillAppear", "Child.viewDidAppear"])
        #expect(log.lines.filter { $0 == "Child.viewWillAppear" }.count == 1)
    }

    // MARK: What articles put there

    /// Apple's motion-event advice: become first responder in `viewDidAppear(_:)`
    /// ("Event Handling Guide for iOS", Motion Events; UIResponder.becomeFirstResponder()).
    final class ShakeController: UIViewController {
        var shakes = 0
        override var canBecomeFirstResponder: Bool { true }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            becomeFirstResponder()
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shakes += 1 }
        }
    }

    @Test func becomeFirstResponderInViewDidAppearMakesTheControllerReceiveShakes() {
        let (application, window) = Self.hiddenWindow()
        let controller = ShakeController()
        window.rootViewController = controller
        #expect(!controller.isFirstResponder)
        window.makeKeyAndVisible()
        #expect(controller.isFirstResponder)
        application.handle(.shake(timestamp: 1))
        #expect(controller.shakes == 1)
    }

    /// Remote-control code as Apple's "Remote Control Events" writes it: ask for the
    /// events and become first responder in `viewDidAppear(_:)`, stop in
    /// `viewWillDisappear(_:)` (UIApplication.beginReceivingRemoteControlEvents()).
    final class PlayerController: UIViewController {
        var commands: [UIEvent.EventSubtype] = []
        override var canBecomeFirstResponder: Bool { true }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIApplication.shared.beginReceivingRemoteControlEvents()
            becomeFirstResponder()
        }
        override func viewWillDisappear(_ animated: Bool) {
            UIApplication.shared.endReceivingRemoteControlEvents()
            resignFirstResponder()
            super.viewWillDisappear(animated)
        }
        override func remoteControlReceived(with event: UIEvent?) {
            if let event { commands.append(event.subtype) }
        }
    }

    @Test func remoteControlCodeInViewDidAppearReceivesTheCommands() {
        let (application, window) = Self.hiddenWindow()
        application.trace.isEnabled = true
        let player = PlayerController()
        player.name = "Player"
        window.rootViewController = player
        window.makeKeyAndVisible()
        application.handle(.remoteControl(.remoteControlTogglePlayPause, timestamp: 1))
        #expect(player.commands == [.remoteControlTogglePlayPause])
        // The request is made on the application that shows the controller, in the trace
        // under the callback.
        let lines = TraceFormatter.lines(application.trace.records, indent: false)
        #expect(
            lines.containsInOrder([
                "-[Player viewWillAppear:]", "-[Player viewDidAppear:]",
                "-[UIApplication beginReceivingRemoteControlEvents]", "-[Player becomeFirstResponder] → YES",
            ]))
        window.isHidden = true
        #expect(!player.isFirstResponder)
    }

    /// Modern code end to end: a `UIAction` presents a sheet whose `viewDidAppear(_:)`
    /// makes it the first responder; the Swift trace shows it all where it happened.
    final class SheetController: UIViewController {
        override var canBecomeFirstResponder: Bool { true }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            becomeFirstResponder()
        }
    }

    final class HomeController: UIViewController {
        let sheet = SheetController()
        override func viewDidLoad() {
            super.viewDidLoad()
            sheet.name = "Sheet"
            let button = UIButton(
                primaryAction: UIAction(title: "Show") { [unowned self] _ in
                    present(sheet, animated: true)
                })
            button.name = "ShowButton"
            button.frame = CGRect(x: 100, y: 200, width: 190, height: 44)
            view.addSubview(button)
        }
    }

    @Test func anActionThatPresentsShowsTheAppearanceInThePlaygroundTrace() throws {
        let home = HomeController()
        home.name = "Home"
        let trace = Playground.trace(PlaygroundScript([.tap("ShowButton")])) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = home
            window.makeKeyAndVisible()
            return window
        }
        try trace.check()
        let lines = trace.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.containsInOrder([
                "-[ShowButton sendAction:] UIAction \"Show\"",
                "-[Sheet viewWillAppear:]",
                "-[Sheet viewDidAppear:]",
                "-[Sheet becomeFirstResponder] → YES",
            ]))
        // Building the world (the window shown before the script) is not in the trace.
        #expect(!lines.contains("-[Home viewDidAppear:]"))
    }

    @Test func theCallbacksAreTraceLinesWithWhatTheyDoNestedUnderThem() {
        let (application, window) = Self.hiddenWindow()
        application.trace.isEnabled = true
        let controller = ShakeController()
        controller.name = "ViewController"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let records = application.trace.records
        let lines = TraceFormatter.lines(records, indent: true)
        let didAppear = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "-[ViewController viewDidAppear:]" }
        let become = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "-[ViewController becomeFirstResponder] → YES" }
        #expect(didAppear != nil && become != nil)
        if let didAppear, let become {
            #expect(didAppear < become)
            #expect(records[become].depth == records[didAppear].depth + 1)
        }
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "-[ViewController viewWillAppear:]" })
    }
}

/// What a test's objects say, in order, which the test may clear between steps.
final class CallLog {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    func clear() { lines.removeAll() }
}

extension Array where Element == String {
    /// Whether `expected` occurs in these lines in order, others possibly between.
    func containsInOrder(_ expected: [String]) -> Bool {
        var next = startIndex
        for line in expected {
            guard let found = self[next...].firstIndex(of: line) else { return false }
            next = found + 1
        }
        return true
    }
}
