import Foundation
import Testing
import TouchPlayground

/// The porting table's edits (docs/uikit-api.md#porting): what an article's `#selector`
/// and `@objc` method become, and that the program then behaves as on iOS.
@Suite struct PortingSnippets {
    // MARK: Selectors in Swift's spelling

    /// `#selector(buttonTapped(_:))` names the Objective-C selector `buttonTapped:`
    /// (Swift's rule for an `@objc` method's selector: the base name, `With` and the
    /// first label capitalised, a colon per argument).
    @Test func aSwiftSpeltSelectorIsTheObjectiveCNameSwiftGivesTheMethod() {
        #expect(Selector("buttonTapped(_:)") == Selector("buttonTapped:"))
        #expect(Selector("buttonTapped(_:)").name == "buttonTapped:")
        #expect(Selector("reset()").name == "reset")
        #expect(Selector("tapped(_:forEvent:)").name == "tapped:forEvent:")
        #expect(Selector("handle(sender:)").name == "handleWithSender:")
        #expect(Selector("move(_:_:)").name == "move::")
        #expect(Selector("ViewController.buttonTapped(_:)").name == "buttonTapped:")
        let literal: Selector = "handleTap(_:)"
        #expect(literal.name == "handleTap:")
    }

    @Test func objectiveCNamesAndOtherTextAreKeptAsWritten() {
        for name in ["buttonTapped:", "buttonTapped", "cut:", "tapped:forEvent:", "not a (method)", "f(x", "(_:)"] {
            #expect(Selector(name).name == name)
        }
    }

    // MARK: handleAction with the method

    final class ViewController: UIViewController {
        var log: [String] = []
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            handleAction("buttonTapped:", Self.buttonTapped)
            handleAction("refresh", Self.refresh)
            handleAction("tapped:forEvent:", Self.tapped)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            button.addTarget(self, action: Selector("buttonTapped(_:)"), for: .touchUpInside)
            button.addTarget(self, action: "refresh", for: .touchUpInside)
            button.addTarget(self, action: "tapped:forEvent:", for: .touchUpInside)
            view.addSubview(button)
        }

        func buttonTapped(_ sender: UIButton) { log.append("buttonTapped \(sender === button)") }
        func refresh() { log.append("refresh") }
        func tapped(_ sender: UIButton, forEvent event: UIEvent) { log.append("tapped \(event.allTouches?.count ?? 0)") }
    }

    static func window(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// UIKit calls an action method in any of its three forms (Apple: UIControl,
    /// "target-action"): no argument, the sender, the sender and the event.
    @Test func eachActionMethodFormRunsWithItsSenderAndEvent() throws {
        let controller = ViewController()
        let trace = Playground.trace(PlaygroundScript([.tap("UIButton")])) { Self.window(controller) }
        try trace.check()
        #expect(controller.log == ["buttonTapped true", "refresh", "tapped 1"])
        expectInOrder(
            trace.lines.map { $0.trimmingCharacters(in: .whitespaces) },
            ["-[ViewController buttonTapped:]", "-[ViewController refresh]", "-[ViewController tapped:forEvent:]"])
    }

    final class WrongSender: UIViewController {
        var ran = false
        override func viewDidLoad() {
            super.viewDidLoad()
            handleAction("switched:", Self.switched)
            let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
            button.addTarget(self, action: "switched:", for: .touchUpInside)
            view.addSubview(button)
        }
        func switched(_ sender: UISwitch) { ran = true }
    }

    /// Objective-C would call `switched:` with the button and the method would misread
    /// it as a switch; here the call is not made, and the trace says why.
    @Test func aSenderOfAnotherTypeIsAWarningNotACall() {
        let controller = WrongSender()
        let trace = Playground.trace(PlaygroundScript([.tap("UIButton")])) { Self.window(controller) }
        #expect(!controller.ran)
        #expect(trace.problems.map(\.kind) == [.senderMismatch])
        #expect(
            trace.lines.contains {
                $0.contains("warning: WrongSender did not run switched:: its method takes a UISwitch, and the sender is UIButton")
            }, "\(trace.text)")
    }

    final class ColonSlip: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            handleAction("buttonTapped") { _, _ in }
            let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
            button.addTarget(self, action: "buttonTapped:", for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// `buttonTapped` and `buttonTapped:` are two selectors in Objective-C; the report
    /// names the declared one and points at the porting table.
    @Test func anActionDifferingOnlyInColonsIsNamedInTheReport() throws {
        let trace = Playground.trace(PlaygroundScript([])) { Self.window(ColonSlip()) }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .unimplementedAction)
        #expect(problem.description.contains("ColonSlip does not implement buttonTapped:"))
        #expect(problem.description.contains("handleAction(\"buttonTapped:\", Self.buttonTapped)"))
        #expect(problem.description.contains("It declares buttonTapped:"))
        #expect(problem.description.contains("docs/uikit-api.md#porting"))
    }

    // MARK: Other lines articles write

    /// The custom view of many tutorials: `init(frame:)` overridden and the
    /// storyboard initialiser stubbed out, compiled unchanged (Foundation's NSCoder).
    final class RoundView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A plain `NSObject` target, as articles write a separate handler: it says which
    /// actions it implements through `UIActionTarget`, and the recognizer calls it.
    final class Handler: NSObject, UIActionTarget {
        var taps = 0
        func responds(to action: Selector) -> Bool { action == "handleTap:" }
        func perform(_ action: Selector, sender: Any?, event: UIEvent?) { taps += 1 }
    }

    @Test func anNSObjectTargetAndACoderStubCompileAndRun() throws {
        let handler = Handler()
        let view = RoundView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(UITapGestureRecognizer(target: handler, action: "handleTap:"))
        let trace = Playground.trace(PlaygroundScript([.tap("RoundView")])) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.addSubview(view)
            return window
        }
        try trace.check()
        #expect(handler.taps == 1)
    }

    // MARK: print in the trace

    final class Printer: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            print("built")  // before any event: standard output only
            handleAction("buttonTapped:", Self.buttonTapped)
            let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
            button.addTarget(self, action: "buttonTapped:", for: .touchUpInside)
            view.addSubview(button)
        }
        func buttonTapped(_ sender: UIButton) { print("Button", "tapped\nsecond line") }
    }

    /// An article's `print` lands where it ran, as `NSLog` lines sit among a device log's
    /// calls: under the action's call, one line per printed line; what is printed while
    /// the hierarchy is built is in no trace.
    @Test func printInAnActionIsATraceLineWhereItRan() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("UIButton")])) { Self.window(Printer()) }
        try trace.check()
        let lines = trace.lines
        let call = try #require(lines.firstIndex { $0.hasSuffix("-[Printer buttonTapped:]") })
        let indent = lines[call].prefix { $0 == " " }.count
        #expect(lines[call + 1] == String(repeating: " ", count: indent + 2) + "Button tapped")
        #expect(lines[call + 2] == String(repeating: " ", count: indent + 2) + "second line")
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces) == "built" })
    }

    @Test func printOutsideEventsRecordsNothing() {
        let application = UIApplication()
        application.trace.isEnabled = true
        print("between events")
        #expect(application.trace.records.isEmpty)
    }
}

/// `expected` occur in `lines` in this order.
func expectInOrder(_ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var next = lines.startIndex
    for line in expected {
        guard let found = lines[next...].firstIndex(of: line) else {
            Issue.record("'\(line)' is not after line \(next) of:\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return
        }
        next = found + 1
    }
}
