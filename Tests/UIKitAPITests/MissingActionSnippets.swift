import Foundation
import Testing
import TouchPlayground

/// Article code ported with one edit forgotten: `#selector(handleTap(_:))` became
/// `Selector("handleTap:")` but the method was not declared with `handleAction`. On iOS
/// the tap would run the method; here the run must say why it cannot, not do nothing.
@Suite struct MissingActionSnippets {
    final class ViewController: UIViewController {
        let box = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        var declared = false
        var tapped = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            box.name = "Box"
            view.addSubview(box)
            let tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:"))
            box.addGestureRecognizer(tap)
            if declared { handleAction("handleTap:") { [unowned self] _, _ in self.tapped += 1 } }
        }
    }

    private func window(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test func aRecognizerActionNotDeclaredIsReportedWhereItWasRegistered() throws {
        let controller = ViewController()
        let trace = Playground.trace(PlaygroundScript([.tap("Box")])) { window(controller) }
        #expect(controller.tapped == 0)
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .unimplementedAction)
        #expect(problem.description.contains("ViewController does not implement handleTap:"))
        #expect(problem.description.contains("UITapGestureRecognizer(target:action:)"))
        // When the tap comes, the lost action is a line of its own too.
        #expect(trace.lines.contains { $0.contains("ignored: ViewController does not implement handleTap:") }, "\(trace.text)")
    }

    @Test func theSameCodeWithTheActionDeclaredRunsIt() {
        let controller = ViewController()
        controller.declared = true
        let trace = Playground.trace(PlaygroundScript([.tap("Box")])) { window(controller) }
        #expect(trace.succeeded, "\(trace.problems)")
        #expect(controller.tapped == 1)
    }
}
