import Foundation
import Testing

@testable import TouchCore

private final class YellowView: UIView {}
private final class LXFTapGestureRecognizer: UITapGestureRecognizer {}
private final class CLTapGestureRecognizer: UITapGestureRecognizer {}
private final class CLButton: UIButton {}
private final class GLButton: UIButton {}
private final class GLTableView: UITableView {}

/// A view controller that prints from its actions, as the seed's controllers NSLog.
private final class LoggingController: UIViewController {
    func print(_ action: Selector, _ message: String) {
        handleAction(action) { [weak self] _, _ in self?.application?.trace.message(message) }
    }
}

/// Seed 002's logs, reproduced line for line (restricted to the methods each log prints).
@Suite struct SeedGestureLogTests {
    private func yellowScene(_ recognizer: UIGestureRecognizer, action: Selector, message: String) -> (TouchWorld, UIView) {
        let controller = LoggingController()
        controller.print(action, message)
        let world = TouchWorld(root: controller)
        let yellow = YellowView(frame: CGRect(100, 200, 200, 200))
        world.rootView.addSubview(yellow)
        recognizer.addTarget(controller, action: action)
        world.rootView.addGestureRecognizer(recognizer)
        return (world, yellow)
    }

    /// A pan of `steps` moves of 3 pt each, 16 ms apart: three moves stay within the
    /// 10 pt slop and the fourth begins the pan, as in the seed's logs.
    private func pan(_ world: TouchWorld, from start: CGPoint, steps: Int) {
        world.down(1, start)
        for step in 1...steps { world.move(1, CGPoint(x: start.x + CGFloat(3 * step), y: start.y)) }
        world.up(1, CGPoint(x: start.x + CGFloat(3 * steps), y: start.y))
    }

    @Test func tapRecognizerOnTheSuperviewCancelsYellowView() throws {
        let (world, yellow) = yellowScene(UITapGestureRecognizer(), action: "actionTap", message: "View Taped")
        world.tap(yellow)
        let seed = try Fixtures.seedLog("002-tap-recognizer")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-tap-recognizer")) == seed.lines)
    }

    @Test func loggingRecognizerShowsItSeesTheTouchFirst() throws {
        let (world, yellow) = yellowScene(LXFTapGestureRecognizer(), action: "actionTap", message: "View Taped")
        world.tap(yellow)
        let seed = try Fixtures.seedLog("002-tap-recognizer-logged")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-tap-recognizer-logged")) == seed.lines)
    }

    @Test func panRecognizerCancelsTheViewWhenItBegins() throws {
        let (world, yellow) = yellowScene(UIPanGestureRecognizer(), action: "actionPan", message: "View panned")
        // Began, two changes and the end: the four "View panned" lines after the cancel.
        pan(world, from: yellow.convertToScreen(CGPoint(x: 20, y: 100)), steps: 6)
        let seed = try Fixtures.seedLog("002-pan-recognizer")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-pan-recognizer")) == seed.lines)
    }

    @Test func panWithoutCancellingKeepsFeedingTheView() throws {
        let recognizer = UIPanGestureRecognizer()
        recognizer.cancelsTouchesInView = false
        let (world, yellow) = yellowScene(recognizer, action: "actionPan", message: "View panned")
        let start = yellow.convertToScreen(CGPoint(x: 20, y: 100))
        let elsewhere = CGPoint(x: 20, y: 700)  // on the controller's view, outside YellowView
        world.down(1, start)
        for step in 1...4 { world.move(1, CGPoint(x: start.x + CGFloat(3 * step), y: start.y)) }
        // The device log has one "View panned" without a touchesMoved: an event in which
        // the pan changed but YellowView's finger did not move. A second finger on the
        // controller's view, which the pan also tracks, makes exactly that event.
        world.down(2, elsewhere)
        world.move(2, CGPoint(x: elsewhere.x + 6, y: elsewhere.y))
        world.move(1, CGPoint(x: start.x + 15, y: start.y))
        world.move(1, CGPoint(x: start.x + 18, y: start.y))
        let seed = try Fixtures.seedLog("002-pan-no-cancel")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-pan-no-cancel")) == seed.lines)
        world.up(1, CGPoint(x: start.x + 18, y: start.y))
        world.up(2, CGPoint(x: elsewhere.x + 6, y: elsewhere.y))
        // YellowView still gets its end: the pan never cancelled it (SPEC G5).
        #expect(world.touchCalls.filter { $0.hasPrefix("YellowView.") }.last == "YellowView.ended")
    }

    @Test func panThatDelaysTouchesBeganHidesTheWholeSequenceFromTheView() throws {
        let recognizer = UIPanGestureRecognizer()
        recognizer.delaysTouchesBegan = true
        let (world, yellow) = yellowScene(recognizer, action: "actionPan", message: "View panned")
        pan(world, from: yellow.convertToScreen(CGPoint(x: 20, y: 100)), steps: 6)
        let seed = try Fixtures.seedLog("002-pan-delays-began")
        #expect(world.restricted(to: try Fixtures.seedLogText("002-pan-delays-began")) == seed.lines)
        #expect(!world.touchCalls.contains { $0.hasPrefix("YellowView.") })
    }

    private func buttonScene(recognizerOnButton: Bool) -> (TouchWorld, CLButton) {
        let controller = LoggingController()
        controller.print("buttonTap", "按钮点击")
        controller.print("tapAction", "手势触发")
        let world = TouchWorld(root: controller)
        let blue = UIView(frame: CGRect(50, 100, 300, 300))
        blue.name = "BlueView"
        let button = CLButton(frame: CGRect(50, 50, 200, 60))
        world.rootView.addSubview(blue)
        blue.addSubview(button)
        button.addTarget(controller, action: "buttonTap", for: .touchUpInside)
        let tap = CLTapGestureRecognizer(target: controller, action: "tapAction")
        (recognizerOnButton ? button : blue).addGestureRecognizer(tap)
        return (world, button)
    }

    @Test func exampleOneButtonBeatsTheTapOnItsAncestor() throws {
        let (world, button) = buttonScene(recognizerOnButton: false)
        world.tap(button)
        let name = "002-button-vs-tap-ancestor"
        #expect(world.restricted(to: try Fixtures.seedLogText(name)) == (try Fixtures.seedLog(name)).lines)
        #expect(world.lines.contains("CLTapGestureRecognizer: possible → failed (CLButton gestureRecognizerShouldBegin → NO)"))
    }

    @Test func exampleTwoTheTapOnTheButtonItselfWins() throws {
        let (world, button) = buttonScene(recognizerOnButton: true)
        world.tap(button)
        let name = "002-button-vs-tap-on-button"
        #expect(world.restricted(to: try Fixtures.seedLogText(name)) == (try Fixtures.seedLog(name)).lines)
    }

    @Test func customControlHasNoProtectionFromTheAncestorTap() {
        final class CustomControl: UIControl {}
        let controller = LoggingController()
        controller.print("controlTap", "control fired")
        controller.print("tapAction", "手势触发")
        let world = TouchWorld(root: controller)
        let control = CustomControl(frame: CGRect(50, 50, 200, 60))
        world.rootView.addSubview(control)
        control.addTarget(controller, action: "controlTap", for: .touchUpInside)
        world.rootView.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: "tapAction"))
        world.tap(control)
        #expect(world.lines.contains("手势触发"))
        #expect(!world.lines.contains("control fired"))
    }

    @Test func ancestorTapWithoutCancellingFiresTogetherWithTheButtonRecognizerFirst() {
        let (world, button) = buttonScene(recognizerOnButton: false)
        (button.superview!.gestureRecognizers!.first!).cancelsTouchesInView = false
        world.tap(button)
        let messages = world.lines.filter { $0 == "手势触发" || $0 == "按钮点击" }
        #expect(messages == ["手势触发", "按钮点击"])
    }

    // MARK: The table phenomena (seed 002, 现象一 to 四)

    private final class TableController: UIViewController, UITableViewDelegate {
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            application?.trace.message("cell selected!")
        }
    }

    private func tableScene() -> (TouchWorld, GLTableView, GLButton) {
        let controller = TableController()
        controller.handleAction("actionTapView") { [weak controller] _, _ in controller?.application?.trace.message("backview taped") }
        controller.handleAction("buttonTap") { [weak controller] _, _ in controller?.application?.trace.message("button clicked!") }
        let world = TouchWorld(root: controller)
        let back = UIView(frame: CGRect(0, 0, 400, 800))
        back.name = "backView"
        world.rootView.addSubview(back)
        back.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: "actionTapView"))
        let table = GLTableView(frame: CGRect(0, 0, 400, 600))
        table.setRows(["Row 0", "Row 1", "Row 2"])
        table.delegate = controller
        back.addSubview(table)
        let button = GLButton(frame: CGRect(100, 650, 200, 50))
        button.addTarget(controller, action: "buttonTap", for: .touchUpInside)
        back.addSubview(button)
        return (world, table, button)
    }

    private func press(_ world: TouchWorld, _ point: CGPoint, for duration: TimeInterval) {
        world.down(1, point)
        world.wait(duration)
        world.up(1, point, after: 0)
    }

    @Test(arguments: [("002-table-quick-tap", 0.05), ("002-table-short-press", 0.3), ("002-table-long-press", 1.0)])
    func tablePhenomena(log: String, duration: TimeInterval) throws {
        let (world, _, _) = tableScene()
        press(world, CGPoint(x: 100, y: 66), for: duration)
        #expect(world.restricted(to: try Fixtures.seedLogText(log)) == (try Fixtures.seedLog(log)).lines)
    }

    @Test func tablePhenomenonFourButton() throws {
        let (world, _, button) = tableScene()
        world.tap(button)
        let log = "002-table-button"
        #expect(world.restricted(to: try Fixtures.seedLogText(log)) == (try Fixtures.seedLog(log)).lines)
    }

    @Test func shortPressReachesTheTableAfterTheContentDelay() {
        let (world, _, _) = tableScene()
        world.down(1, CGPoint(x: 100, y: 66))
        let downTime = world.app.clock.now
        world.wait(0.3)
        let began = world.app.trace.records.first {
            if case .touches(.began, let receiver, _) = $0.kind { return receiver.name == "GLTableView" }
            return false
        }
        // Seed 002 measured 0.15 s between sendEvent and the table's touchesBegan.
        #expect(began.map { abs($0.time - downTime - 0.15) < 1e-9 } == true)
    }
}
