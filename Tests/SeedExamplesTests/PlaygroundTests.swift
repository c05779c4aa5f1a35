import Foundation
import SeedExamples
import Testing
import TouchPlayground
import TouchScenes

/// The playground library: a hierarchy built in Swift, driven by a Swift script with
/// scene scripts' vocabulary, traced and shot like a scene.
@Suite struct PlaygroundTests {
    final class Card: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            Playground.log("card touched")
        }
    }

    final class Swipe: UISwipeGestureRecognizer {}

    final class Board: UIView {
        var touchCounts: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchCounts.append(touches.count) }
    }

    static func window(_ content: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(content)
        return window
    }

    @Test func aSubclassOverrideShowsInTheTraceAsACallOfThatClass() {
        let trace = Playground.trace(PlaygroundScript([.tap("Card")])) {
            Self.window(Card(frame: CGRect(x: 10, y: 10, width: 100, height: 100)))
        }
        #expect(trace.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("-[Card hitTest:withEvent:] ⇒ Card") })
        #expect(trace.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "-[Card touchesBegan:withEvent:]" })
        #expect(trace.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "card touched" })
    }

    @Test func aRecognizerSubclassIsNamedByItsClass() {
        let trace = Playground.trace(PlaygroundScript([.swipe(from: "UIView", .right)])) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            view.addGestureRecognizer(Swipe { _ in Playground.log("swiped") })
            return Self.window(view)
        }
        #expect(trace.lines.contains { $0.contains("Swipe: possible → ended") || $0.contains("Swipe: possible → recognized") })
        #expect(trace.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "swiped" })
    }

    @Test func aSwiftScriptIsTimedAsTheSameScriptInASceneFile() throws {
        let yaml = """
            name: timing
            windows:
              - name: UIWindow
                root:
                  name: ViewController
                  view:
                    name: RootView
                    subviews:
                      - name: EView
                        frame: [10, 10, 100, 100]
            scripts:
              s:
                - tap: EView
                - wait: 0.25
                - doubleTap: EView
                - longPress: {at: EView, duration: 0.8}
                - drag: {from: EView, by: [30, 40]}
                - swipe: {from: EView, direction: left}
                - down: {finger: 2, at: [50, 60]}
                - tap: {at: EView, fingers: 2}
                - up: {finger: 2}
                - pinch: {at: EView, scale: 2}
                - shot: end
            """
        let scene = try SceneParser().parse(yaml, file: "timing.yaml").scripts[0]
        let swift = PlaygroundScript(
            "s",
            [
                .tap("EView"), .wait(0.25), .doubleTap("EView"), .longPress("EView", duration: 0.8),
                .drag(from: "EView", by: 30, 40), .swipe(from: "EView", .left), .down(finger: 2, at: .point(50, 60)),
                .tap("EView", fingers: 2), .up(finger: 2), .pinch("EView", scale: 2), .shot("end"),
            ]
        ).sceneScript
        #expect(swift.steps.map(\.time) == scene.steps.map(\.time))
        #expect(swift.steps.map(\.duration) == scene.steps.map(\.duration))
        #expect(swift.steps.map(\.action) == scene.steps.map(\.action))
        #expect(swift.steps.map(\.word) == scene.steps.map(\.word))
    }

    @Test func severalFingersTouchTogether() {
        let board = Board(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        board.isMultipleTouchEnabled = true
        _ = Playground.trace(PlaygroundScript([.tap("Board", fingers: 3)])) { Self.window(board) }
        #expect(board.touchCounts == [3])
    }

    @Test func sharedIsTheTracedWorldsApplication() {
        final class Probe: UIView {
            nonisolated(unsafe) static var seen: UIApplication?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Probe.seen = UIApplication.shared }
        }
        let application = UIApplication()
        _ = Playground.trace(PlaygroundScript([.tap("Probe")]), application: { application }) {
            Self.window(Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        #expect(Probe.seen === application)
    }

    @Test @MainActor func shootWritesOnePictureAShotTheSameEveryTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-shoot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = PlaygroundScript("press", [.down(at: "Card"), .shot("down"), .up(), .shot("up")])
        let build = { Self.window(Card(frame: CGRect(x: 10, y: 10, width: 100, height: 100))) }
        let first = try Playground.shoot(script, into: folder, title: "cards", canvasSize: CGSize(width: 640, height: 480), build)
        #expect(first.map { ($0 as NSString).lastPathComponent } == ["cards-press-down.png", "cards-press-up.png"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first[0]))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let again = try Playground.shoot(script, into: folder, title: "cards", canvasSize: CGSize(width: 640, height: 480), build)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again[0])) == bytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first[1])) != bytes)
    }
}

/// The README's "Write it in Swift" example is `Examples/readme-example/main.swift`, byte
/// for byte, and builds with `import TouchPlayground` alone — as a user's package would.
@Suite struct ReadmeExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmesCodeIsTheBuiltExample() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Write it in Swift"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let example = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/readme-example/main.swift"), encoding: .utf8)
        #expect(String(rest[open.upperBound..<close.lowerBound]) == example)
    }

    /// Run with no display: the trace prints, with E's log twice — the tap lands
    /// outside E's bounds but inside its grown area (SPEC H8) — then the window
    /// cannot open, and the program prints why in a playground program's words.
    @Test func theReadmeExampleTracesBothTouchesToEThenNeedsADisplay() throws {
        let process = Process()
        process.executableURL = SeedExampleProgramTests.productsDirectory.appendingPathComponent("readme-example")
        process.environment = [:]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = printed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0 == "E touched" }.count == 2, "\(printed)")
        #expect(lines.contains("touch #1 is bound to EView in UIWindow (tapCount 1)"), "\(printed)")
        #expect(process.terminationStatus == 0)
        #expect(said.isEmpty, "\(said)")
        #expect(
            printed.hasSuffix(
                "No display (neither DISPLAY nor WAYLAND_DISPLAY is set). Without one, Playground.trace prints the trace and Playground.shoot renders PNGs; or run under a virtual display: xvfb-run -a swift run …\n"
            ))
    }
}

/// No silent failure and no wordless trap in the Swift path (issue 28 item 1, issue 25
/// defect 6): what UIKit would crash on, or what would make a program do nothing, is a
/// problem of the run, a `warning:` line in its trace, and a failing exit.
@Suite struct PlaygroundProblemTests {
    final class ViewController: UIViewController {
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        let declares: Bool
        var taps = 0

        init(declares: Bool) {
            self.declares = declares
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            button.name = "Save"
            button.addTarget(self, action: "buttonTapped", for: .touchUpInside)
            view.addSubview(button)
            if declares { handleAction("buttonTapped") { [unowned self] _, _ in self.taps += 1 } }
        }
    }

    static func window(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    static func window(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for view in views { window.addSubview(view) }
        return window
    }

    static func named(_ name: String, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.name = name
        return view
    }

    @Test func anActionTheTargetDoesNotDeclareIsAWarningAndAProblemNamingClassActionAndFix() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("Save")])) { Self.window(ViewController(declares: false)) }
        #expect(!trace.succeeded)
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .unimplementedAction)
        #expect(problem.description.contains("ViewController does not implement buttonTapped"))
        #expect(problem.description.contains("Save"))
        #expect(problem.description.contains("handleAction(\"buttonTapped\")"))
        #expect(trace.lines.first?.contains("warning: ViewController does not implement buttonTapped") == true, "\(trace.text)")
        #expect(throws: PlaygroundFailure.self) { try trace.check() }
    }

    @Test func aDeclaredActionRunsAndTheRunSucceeds() throws {
        let controller = ViewController(declares: true)
        let trace = Playground.trace(PlaygroundScript([.tap("Save")])) { Self.window(controller) }
        #expect(trace.succeeded, "\(trace.problems)")
        #expect(controller.taps == 1)
        try trace.check()
    }

    /// Registers its action on `button` only when touched: after the world was built.
    final class Arm: UIView {
        let button = UIButton(frame: CGRect(x: 0, y: 300, width: 100, height: 44))
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            button.addTarget(self, action: "fire", for: .touchUpInside)
        }
    }

    @Test func anActionRegisteredLaterIsAProblemWhenItIsSent() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("Arm"), .tap("Fire")])) {
            let arm = Arm(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            arm.button.name = "Fire"
            return Self.window(arm, arm.button)
        }
        #expect(trace.lines.contains { $0.contains("ignored: Arm does not implement fire") }, "\(trace.text)")
        #expect(trace.problems.map(\.kind) == [.unimplementedAction])
        #expect(trace.problems.first?.description.contains("handleAction(\"fire\")") == true)
    }

    @Test func aStepNamingNoViewFailsWithADidYouMeanAndTouchesNothing() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("EVeiw")])) {
            Self.window(Self.named("EView", CGRect(x: 100, y: 100, width: 100, height: 100)))
        }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .unknownName)
        #expect(problem.description.contains("step 1 (.tap): no view is named 'EVeiw'"))
        #expect(problem.description.contains("did you mean 'EView'?"))
        #expect(!trace.text.contains("touch #1"), "a tap at (0, 0) was played:\n\(trace.text)")
    }

    @Test func aStepNamingNoViewLaterInTheScriptStopsThereAfterTheStepsBefore() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("EView"), .tap("Nope")])) {
            Self.window(Self.named("EView", CGRect(x: 100, y: 100, width: 100, height: 100)))
        }
        #expect(trace.problems.map(\.kind) == [.unknownName])
        #expect(trace.problems[0].description.hasPrefix("step 2 (.tap)"))
        #expect(trace.text.contains("touch #1 is bound to EView"))
    }

    /// Two views the program gave one name: the step cannot say which.
    @Test func aStepNamingTwoViewsIsAmbiguous() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("Box")])) {
            Self.window(
                Self.named("Box", CGRect(x: 0, y: 0, width: 100, height: 100)),
                Self.named("Box", CGRect(x: 200, y: 0, width: 100, height: 100)))
        }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .ambiguousName)
        #expect(problem.description.contains("2 views answer to 'Box'"))
        #expect(!trace.text.contains("touch #1"))
    }

    /// Two plain UIViews are numbered in hierarchy order (PlaygroundNaming), so the plain
    /// class name names neither and the step says which names do.
    @Test func aStepNamingTheClassOfTwoUnnamedViewsSuggestsTheirNumbers() throws {
        let trace = Playground.trace(PlaygroundScript([.tap("UIView")])) {
            Self.window(
                UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .unknownName)
        #expect(problem.description.contains("there are: UIWindow, UIView#1, UIView#2"))
        #expect(!trace.text.contains("touch #1"))
    }

    @Test func aResponderStepNamingNoResponderFailsToo() throws {
        let trace = Playground.trace(PlaygroundScript([.becomeFirstResponder("Feild")])) {
            Self.window(Self.named("Field", CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        #expect(trace.problems.first?.description.contains("did you mean 'Field'?") == true, "\(trace.problems)")
    }

    /// A NaN frame stops the program where it is set (InvalidGeometryTests); a NaN
    /// transform is found before the script plays, naming the view.
    @Test func aNaNTransformIsAProblemNamingTheViewNotACrash() throws {
        let trace = Playground.trace(PlaygroundScript([.tap(.point(50, 50))])) {
            let view = Self.named("Broken", CGRect(x: 0, y: 0, width: 100, height: 100))
            view.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
            return Self.window(view)
        }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .nonFiniteGeometry)
        #expect(problem.description.hasPrefix("Broken's transform"), "\(problem)")
        #expect(!trace.text.contains("touch #1"))
    }

    /// `depth` views each inside the one before, built from the innermost out (adding
    /// a view to a deep parent walks the parent's ancestors; to a fresh one, nothing).
    static func nested(_ depth: Int) -> UIView {
        var view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for _ in 1..<depth {
            let parent = UIView(frame: view.frame)
            parent.addSubview(view)
            view = parent
        }
        return view
    }

    @Test func aHierarchyTenThousandDeepIsRefusedNotAStackOverflow() throws {
        let trace = Playground.trace(PlaygroundScript([.tap(.point(5, 5))])) {
            Self.window(Self.nested(10_000))
        }
        #expect(trace.problems.map(\.kind) == [.tooDeep])
        #expect(trace.problems[0].description.contains("more than \(Playground.maximumDepth) deep"))
    }

    @Test func aHierarchyAtTheDepthLimitPlays() throws {
        let trace = Playground.trace(PlaygroundScript([.tap(.point(5, 5))])) {
            Self.window(Self.nested(Playground.maximumDepth))
        }
        #expect(trace.succeeded, "\(trace.problems)")
        #expect(trace.text.contains("touch #1 is bound to UIView"))
    }

    @Test func aDragOfTenMillionMovesIsRefusedNamingTheStep() throws {
        let trace = Playground.trace(PlaygroundScript([.wait(0.1), .drag(from: .point(10, 10), by: 100, 0, steps: 10_000_000)])) {
            Self.window(Self.named("EView", CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        let problem = try #require(trace.problems.first)
        #expect(problem.kind == .impossibleStep)
        #expect(problem.description.hasPrefix("step 2 (.drag): 10000000 moves"))
        #expect(!trace.text.contains("touch #1"))
    }

    @Test func aNaNPointIsRefusedNamingTheStep() throws {
        let trace = Playground.trace(PlaygroundScript([.tap(.point(.nan, 10))])) {
            Self.window(Self.named("EView", CGRect(x: 0, y: 0, width: 100, height: 100)))
        }
        #expect(trace.problems.first?.description.hasPrefix("step 1 (.tap): the point") == true, "\(trace.problems)")
    }

    /// The window does not open on a hierarchy that would trap on the first tap; the
    /// error says why, whether or not there is a display.
    @MainActor @Test func runRefusesAHierarchyTooDeepBeforeOpeningAWindow() {
        do {
            try Playground.run(title: "deep") { Self.window(Self.nested(10_000)) }
            Issue.record("the window opened")
        } catch PlaygroundRunError.problems(let problems) {
            #expect(problems.map(\.kind) == [.tooDeep])
        } catch {
            Issue.record("\(error)")
        }
    }

    @MainActor @Test func shootThrowsTheProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-problems-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PlaygroundFailure.self) {
            try Playground.shoot(PlaygroundScript([.tap("Nope")]), into: folder.path) {
                Self.window(Self.named("EView", CGRect(x: 0, y: 0, width: 100, height: 100)))
            }
        }
    }

    /// `example-NAME --trace` (what each example's `main.swift` calls) exits 1 when a
    /// run has problems, and says them on stderr.
    @MainActor @Test func anExampleProgramFailsWhenARunFails() {
        let broken = SeedExample(
            name: "broken", summary: "a step naming no view",
            runs: [SeedExample.Run(PlaygroundScript("typo", [.tap("Nope")])) { Self.window(ViewController(declares: true)) }])
        #expect(broken.main(arguments: ["example-broken", "--trace"]) == 1)
        let fine = SeedExample(
            name: "fine", summary: "a tap on a declared action",
            runs: [SeedExample.Run(PlaygroundScript("tap", [.tap("Save")])) { Self.window(ViewController(declares: true)) }])
        #expect(fine.main(arguments: ["example-fine", "--trace"]) == 0)
    }
}
