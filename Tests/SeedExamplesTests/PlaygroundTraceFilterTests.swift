import Foundation
import Testing
import TouchPlayground

/// `PlaygroundTrace.filtered`: `touchlab trace --only … --receiver …` in Swift, read by
/// the same code (TraceFilter(only:receivers:), TraceFilter.unmatchedReceivers).
@Suite struct PlaygroundTraceFilterTests {
    final class Controller: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            handleAction("tapped:", Self.tapped)
            let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            box.name = "Box"
            box.addGestureRecognizer(UITapGestureRecognizer(target: self, action: "tapped:"))
            view.addSubview(box)
        }
        func tapped(_ sender: UITapGestureRecognizer) { print("Box tapped") }
    }

    static func trace() -> PlaygroundTrace {
        Playground.trace(PlaygroundScript([.tap("Box")])) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = Controller()
            window.makeKeyAndVisible()
            return window
        }
    }

    /// A kept line reads exactly as in the whole trace (time, indentation), and only
    /// lines of the kinds asked for are kept: actions are the calls of action methods
    /// and the program's own lines.
    @Test func onlyKeepsTheLinesOfThoseKindsUnchanged() throws {
        let whole = Self.trace()
        let actions = try whole.filtered(only: [.actions])
        #expect(
            actions.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "-[Controller tapped:] from UITapGestureRecognizer (ended)", "Box tapped",
            ])
        for line in actions.lines { #expect(whole.lines.contains(line)) }
        #expect(try whole.filtered(only: "actions").lines == actions.lines)
        let two = try whole.filtered(only: "actions, recognizers")
        #expect(two.lines.contains { $0.contains("UITapGestureRecognizer: possible → ended") })
        #expect(two.lines.count > actions.lines.count)
    }

    /// `receivers` keeps the lines about that object, by trace name, ignoring case.
    @Test func receiversKeepTheLinesAboutThoseObjects() throws {
        let whole = Self.trace()
        let box = try whole.filtered(receivers: ["box"])
        #expect(!box.lines.isEmpty)
        #expect(box.lines.allSatisfy { $0.contains("Box") })
        #expect(box.lines.contains { $0.contains("-[Box hitTest:withEvent:]") })
        let both = try whole.filtered(only: [.actions], receivers: ["Box,Controller"])
        #expect(both.lines.contains { $0.contains("-[Controller tapped:]") })
    }

    /// A filter that keeps nothing because of a typo would read as "nothing happened".
    @Test func aTypoIsAnErrorWithTheClosestName() {
        let whole = Self.trace()
        #expect(throws: TraceFilterError.unknownReceiver("Bx", suggestion: "Box")) { try whole.filtered(receivers: ["Bx"]) }
        #expect(throws: TraceFilterError.unknownKind("acions", suggestion: "actions")) { try whole.filtered(only: "acions") }
        #expect(
            TraceFilterError.unknownReceiver("Bx", suggestion: "Box").description == "no line is about 'Bx'. Did you mean 'Box'?")
    }

    /// The run's problems stay with the filtered trace, so `check()` still fails it.
    @Test func problemsAreKept() throws {
        let broken = Playground.trace(PlaygroundScript([.tap("Nope")])) {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        #expect(try broken.filtered(only: [.actions]).problems == broken.problems)
    }
}
