import Testing
import TouchScenes

/// Each broken scene gives exactly one error, at the offending key or value,
/// with a message that says what was expected. One scene per kind of mistake
/// the issue lists: unknown keys, wrong types, duplicate names, missing
/// references, impossible values and loops.
@Suite struct SceneErrorTests {
    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "misspelt top-level key",
            yaml: """
                name: t
                windws:
                  - name: W
                """, line: 2, column: 1, message: "unknown key 'windws' in the scene; did you mean 'windows'?"),

        BrokenScene(
            name: "misspelt view key",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        colour: red
                """, line: 7, column: 9, message: "unknown key 'colour' in view 'A'; did you mean 'color'?"),

        BrokenScene(
            name: "unknown recognizer key",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - kind: tap
                        name: Tap
                        wobble: 3
                """, line: 7, column: 9,
            message:
                "unknown key 'wobble' in recognizer 'Tap'; expected one of: kind, name, enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, message, log, requireToFail, simultaneousWith, canPrevent, canBePrevented, shouldBegin, shouldReceiveTouch, shouldRequireFailureOf, shouldBeRequiredToFailBy, taps, touches"
        ),

        BrokenScene(
            name: "key of another view kind",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        contentSize: [100, 100]
                """, line: 7, column: 9, message: "'contentSize' cannot be used in view 'A': it belongs to scrollView, and A is a view"),

        BrokenScene(
            name: "text where a number goes",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        alpha: half
                """, line: 7, column: 16, message: "'alpha' must be a number from 0 to 1, but found the text 'half'"),

        BrokenScene(
            name: "alpha above 1",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        alpha: 1.5
                """, line: 7, column: 16, message: "'alpha' must be from 0 to 1, but is 1.5"),

        BrokenScene(
            name: "quoted number",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        alpha: "0.5"
                """, line: 7, column: 16, message: "'alpha' must be a number, but found the text '0.5'; remove the quotes"),

        BrokenScene(
            name: "negative width",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, -10, 20]
                """, line: 6, column: 23, message: "the width in 'frame' must be 0 or more, but is -10"),

        BrokenScene(
            name: "frame with three numbers",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10]
                """, line: 6, column: 16, message: "'frame' must be [x, y, width, height]: 4 numbers, but has 3"),

        BrokenScene(
            name: "view without a name",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - frame: [0, 0, 10, 10]
                """, line: 5, column: 9,
            message: "a view has no 'name'; every view needs a name that is unique in the scene, such as name: EView"),

        BrokenScene(
            name: "subview without a frame",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                """, line: 5, column: 9, message: "view 'A' has no 'frame'; give [x, y, width, height] in its superview's coordinates"),

        BrokenScene(
            name: "two views with one name",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                      - name: A
                        frame: [0, 0, 10, 10]
                """, line: 7, column: 15,
            message: "the name 'A' is already used by a view at line 5, column 15; every name in a scene must be unique"),

        BrokenScene(
            name: "recognizer named like its window",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: tap, name: W}
                """, line: 5, column: 27,
            message: "the name 'W' is already used by a window at line 3, column 11; every name in a scene must be unique"),

        BrokenScene(
            name: "misspelt target",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: ViewController
                      actions: [buttonTap]
                      view:
                        name: Root
                        subviews:
                          - kind: button
                            name: Button
                            frame: [0, 0, 10, 10]
                            targets:
                              - {target: ViewControler, action: buttonTap, events: touchUpInside}
                """, line: 14, column: 26, message: "there is no responder named 'ViewControler'; did you mean 'ViewController'?"),

        BrokenScene(
            name: "misspelt hitTest view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: WhiteView
                        frame: [0, 0, 100, 100]
                        hitTest: RedVeiw
                        subviews:
                          - name: RedView
                            frame: [0, 0, 10, 10]
                """, line: 7, column: 18, message: "there is no view named 'RedVeiw'; did you mean 'RedView'?"),

        BrokenScene(
            name: "hitTest names a recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest: Tap
                    recognizers:
                      - {kind: tap, name: Tap}
                """, line: 4, column: 14, message: "'Tap' is a gesture recognizer, but 'hitTest' must name a view"),

        BrokenScene(
            name: "hitTest returns a view of another window",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest: B
                  - name: W2
                    subviews:
                      - name: B
                        frame: [0, 0, 10, 10]
                """, line: 4, column: 14, message: "'B' is in the window 'W2', but hitTest may only return a view of its own window 'W'"),

        BrokenScene(
            name: "alsoInside names a view that is not a descendant",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: TabBar
                        frame: [0, 700, 390, 144]
                        pointInside: {alsoInside: Other}
                      - name: Other
                        frame: [0, 0, 10, 10]
                """, line: 7, column: 35,
            message: "'Other' is not inside 'TabBar', but alsoInside must name one of its descendants (views in its subviews, at any depth)"
        ),

        BrokenScene(
            name: "next makes a loop",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        subviews:
                          - name: B
                            frame: [0, 0, 5, 5]
                        next: B
                """, line: 10, column: 15,
            message: "'next' makes the responder chain loop: A → B → A; events passed along it would never end"),

        BrokenScene(
            name: "next names a recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    next: Tap
                    recognizers:
                      - {kind: tap, name: Tap}
                """, line: 4, column: 11,
            message:
                "'Tap' is a gesture recognizer, but 'next' must name a responder (a view, window, controller, the application or the app delegate)"
        ),

        BrokenScene(
            name: "requireToFail loop",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: tap, name: Single, requireToFail: Double}
                      - {kind: tap, name: Double, taps: 2, requireToFail: Single}
                """, line: 5, column: 50,
            message: "requireToFail makes a loop: Single → Double → Single; each recognizer would wait for the other forever"),

        BrokenScene(
            name: "requireToFail names itself",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: tap, name: Tap, requireToFail: Tap}
                """, line: 5, column: 47, message: "'Tap' cannot name itself in 'requireToFail'"),

        BrokenScene(
            name: "target lacks the action",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: ViewController
                      view:
                        name: Root
                        subviews:
                          - kind: button
                            name: Button
                            frame: [0, 0, 10, 10]
                            targets:
                              - {target: ViewController, action: buttonTap, events: touchUpInside}
                """, line: 13, column: 50,
            message:
                "'ViewController' does not implement 'buttonTap'; add it to ViewController's actions, or use target: nil to let the responder chain find it"
        ),

        BrokenScene(
            name: "first responder that cannot become one",
            yaml: """
                name: t
                firstResponder: A
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                """, line: 2, column: 17,
            message: "'A' cannot become first responder; add canBecomeFirstResponder: true to it (UIKit's default is false)"),

        BrokenScene(
            name: "unquoted hex colour",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        color: #f0f0f0
                """, line: 7, column: 15,
            message:
                ##"'color' has no value; if you wrote a colour like #f0f0f0, put it in quotes ("#f0f0f0"): in YAML '#' starts a comment"##),

        BrokenScene(
            name: "misspelt colour name",
            yaml: """
                name: t
                windows:
                  - name: W
                    color: gren
                """, line: 4, column: 12,
            message:
                ##"'gren' is not a colour: write "#rrggbb", "#rrggbbaa" or a name such as red, clear or lightGray; did you mean 'green'?"##),

        BrokenScene(
            name: "misspelt view kind",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - kind: buton
                        name: B
                        frame: [0, 0, 10, 10]
                """, line: 5, column: 15, message: "'buton' is not a valid 'kind'; did you mean 'button'?"),

        BrokenScene(
            name: "drag behaviour on a controller",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: VC
                      touches: drag
                      view: {name: Root}
                """, line: 6, column: 16,
            message:
                "'drag' moves a view with the finger, so only views can use it; view controller 'VC' can forward, handle or handleAndForward"
        ),

        BrokenScene(
            name: "tracking logged by a plain view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        log: [touches, tracking]
                """, line: 7, column: 24,
            message:
                "view 'A' cannot log 'tracking': only controls track touches; it can log hitTest, pointInside, touches, motion, remoteControl, location, previousLocation or all"
        ),

        BrokenScene(
            name: "transform with scale 0",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: A
                        frame: [0, 0, 10, 10]
                        transform: {scale: 0}
                """, line: 7, column: 20,
            message:
                "'transform' squashes the view flat (a scale of 0 or a singular matrix), so no point could be converted into it; use a non-zero scale"
        ),

        BrokenScene(
            name: "slider minimum above maximum",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - kind: slider
                        name: S
                        frame: [0, 0, 10, 10]
                        minimum: 5
                        maximum: 1
                """, line: 9, column: 18, message: "a slider's 'minimum' (5) must be less than its 'maximum' (1)"),

        BrokenScene(
            name: "stepper value outside its range",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - {kind: stepper, name: S, frame: [0, 0, 94, 32], maximum: 10, value: 11}
                """, line: 5, column: 77, message: "'value' must lie from the stepper's minimum 0 to its maximum 10, but is 11"),

        BrokenScene(
            name: "stepper step of zero",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - {kind: stepper, name: S, frame: [0, 0, 94, 32], step: 0}
                """, line: 5, column: 63, message: "'step' must be greater than 0, but is 0"),

        BrokenScene(
            name: "selected segment past the last segment",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - {kind: segmentedControl, name: S, frame: [0, 0, 300, 32], segments: [A, B], selectedSegment: 2}
                """, line: 5, column: 102, message: "'selectedSegment' must be from 0 to 1, but is 2"),

        BrokenScene(
            name: "current page without pages",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - {kind: pageControl, name: P, frame: [0, 0, 200, 30], currentPage: 1}
                """, line: 5, column: 75, message: "'currentPage' needs pages; give their number in 'pages'"),

        BrokenScene(
            name: "pages on a view that is not a page control",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - {kind: stepper, name: S, frame: [0, 0, 94, 32], pages: 3}
                """, line: 5, column: 57,
            message: "'pages' cannot be used in view 'S': it belongs to pageControl, and S is a stepper"),

        BrokenScene(
            name: "pan with fewer maximum than minimum touches",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: pan, name: Pan, minTouches: 2, maxTouches: 1}
                """, line: 5, column: 59, message: "'maxTouches' (1) must not be less than 'minTouches' (2)"),

        BrokenScene(
            name: "tap requiring zero taps",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: tap, name: Tap, taps: 0}
                """, line: 5, column: 38, message: "'taps' must be from 1 to 10, but is 0"),

        BrokenScene(
            name: "two key windows",
            yaml: """
                name: t
                windows:
                  - name: A
                    key: true
                  - name: B
                    key: true
                """, line: 6, column: 10, message: "only one window can be key, and 'A' (line 3) already is"),

        BrokenScene(
            name: "child controller outside any controller",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - child: {name: C, view: {name: CV}}
                """, line: 5, column: 9,
            message:
                "a child controller needs a parent controller, but W is not in any controller's view; make the controller the window's root instead"
        ),

        BrokenScene(
            name: "navigation controller with its own view",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: Nav
                      view: {name: NavView}
                      navigation:
                        - {name: List, view: {name: ListView}}
                """, line: 7, column: 7,
            message:
                "view controller 'Nav' has both 'view' and 'navigation'; a navigation controller's view is built by UIKit, so give it only 'navigation'"
        ),

        BrokenScene(
            name: "name of a navigation controller's private view",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: Nav
                      navigation:
                        - name: List
                          view: {name: UINavigationBar}
                """, line: 8, column: 24,
            message:
                "'UINavigationBar' is the name of a view UIKit builds inside a navigation controller; choose another name so the log can tell them apart"
        ),

        BrokenScene(
            name: "name of a presentation's transition view",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: Root
                      view: {name: UITransitionView}
                      presented: {name: Sheet, view: {name: SheetView}}
                """, line: 6, column: 20,
            message:
                "'UITransitionView' is the name of the view UIKit puts a presented controller's view in; choose another name so the log can tell them apart"
        ),

        // SPEC R2: a child's `presented` is presented by the root, so the loop runs
        // through the root's override, not through the child.
        BrokenScene(
            name: "next loops through the controller that really presents",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: Root
                      next: Sheet
                      view:
                        name: RootView
                        subviews:
                          - child:
                              name: Child
                              view: {name: ChildView}
                              presented: {name: Sheet, view: {name: SheetView}}
                """, line: 6, column: 13,
            message: "'next' makes the responder chain loop: Root → Sheet → Root; events passed along it would never end"),

        BrokenScene(
            name: "controller without a view",
            yaml: """
                name: t
                windows:
                  - name: W
                    root: {name: VC}
                """, line: 4, column: 11,
            message:
                "view controller 'VC' has no 'view'; every controller has a root view: add view: {name: …}, or navigation: [...] for a navigation controller"
        ),

        BrokenScene(
            name: "reserved name",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: nil
                        frame: [0, 0, 10, 10]
                """, line: 5, column: 15,
            message: "'nil' cannot be a name: it is reserved for 'no object' (hitTest: nil, next: nil, target: nil)"),

        BrokenScene(
            name: "name with a space",
            yaml: """
                name: t
                windows:
                  - name: My Window
                """, line: 3, column: 11,
            message:
                "'My Window' cannot be a name: use up to 64 letters, digits and _, starting with a letter (it names the object in the trace)"
        ),

        BrokenScene(
            name: "no windows",
            yaml: """
                name: t
                windows: []
                """, line: 2, column: 10, message: "'windows' is empty; a scene needs at least one window"),

        BrokenScene(
            name: "negative screen height",
            yaml: """
                name: t
                screen: [390, -1]
                windows:
                  - name: W
                """, line: 2, column: 15, message: "the height in 'screen' must be 0 or more, but is -1"),

        BrokenScene(
            name: "app delegate that is not a responder with actions",
            yaml: """
                name: t
                appDelegate:
                  responder: false
                  actions: [quit]
                windows:
                  - name: W
                """, line: 4, column: 3,
            message: "the app delegate is not a responder (responder: false), so it cannot have 'actions'; remove it or set responder: true"
        ),

        BrokenScene(
            name: "unknown fidelity switch value",
            yaml: """
                name: t
                fidelity:
                  alphaThreshold: "< 0.1"
                windows:
                  - name: W
                """, line: 3, column: 19, message: "'< 0.1' is not a valid 'alphaThreshold'; did you mean '< 0.01'?"),

        BrokenScene(
            name: "hit-test passes out of range",
            yaml: """
                name: t
                fidelity:
                  hitTestPasses: 3
                windows:
                  - name: W
                """, line: 3, column: 18, message: "'hitTestPasses' must be from 1 to 2, but is 3"),

        BrokenScene(
            name: "merge key",
            yaml: """
                name: t
                windows:
                  - name: W
                    <<: {hidden: true}
                """, line: 4, column: 5, message: "merge keys ('<<') are not supported in scenes; write the keys out in window 'W'"),

        BrokenScene(
            name: "misspelt script action",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - tapp: W
                """, line: 6, column: 7, message: "unknown action 'tapp'; did you mean 'tap'?"),

        BrokenScene(
            name: "two actions in one step",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - tap: W
                      wait: 1
                """, line: 7, column: 7,
            message:
                "a step does one thing, but this one has 'tap' and 'wait'; put each on its own '- ' line, with the details of 'tap' in {…} after it"
        ),

        BrokenScene(
            name: "action without its value",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - tap
                """, line: 6, column: 7, message: "'tap' needs a value, such as tap: EView or tap: [100, 200]"),

        BrokenScene(
            name: "lifting a finger that is not down",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - up
                """, line: 6, column: 7, message: "finger 1 is not down here, so it cannot lift; put a down step for it first"),

        BrokenScene(
            name: "putting a finger down twice",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - down: [10, 10]
                    - down: [20, 20]
                """, line: 7, column: 13,
            message: "finger 1 is already down (since line 6); lift it with up first, or use another finger number"),

        BrokenScene(
            name: "drag without an end",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - drag: {from: [0, 0]}
                """, line: 6, column: 13, message: "'drag' needs 'to' (where it ends) or 'by' (how far it moves), such as to: [200, 300]"),

        BrokenScene(
            name: "drag holding longer than it lasts",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - drag: {from: [0, 0], to: [5, 5], duration: 0.2, hold: 0.3}
                """, line: 6, column: 61,
            message: "'hold' (0.3 s) must be shorter than the drag's 'duration' (0.2 s): the moves happen in the time left"),

        BrokenScene(
            name: "pinch to nothing",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - pinch: {at: W, scale: 0}
                """, line: 6, column: 29, message: "'scale' must be greater than 0, but is 0"),

        BrokenScene(
            name: "waiting backwards",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - wait: -1
                """, line: 6, column: 13, message: "'wait' must be 0 or more, but is -1"),

        BrokenScene(
            name: "two shots with one name",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shot: one
                    - shot: one
                """, line: 7, column: 13, message: "the shot 'one' is already taken at line 6 of this script; shot names must differ"),

        BrokenScene(
            name: "tapping a view that does not exist",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - tap: Nowhere
                """, line: 6, column: 12, message: "there is no view named 'Nowhere'"),

        BrokenScene(
            name: "unknown remote command",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - remote: paws
                """, line: 6, column: 15, message: "'paws' is not a valid 'remote'; did you mean 'pause'?"),

        BrokenScene(
            name: "window level word",
            yaml: """
                name: t
                windows:
                  - name: W
                    level: top
                """, line: 4, column: 12, message: "'level' must be normal, statusBar, alert or a number, but found the text 'top'"),

        BrokenScene(
            name: "duplicate key",
            yaml: """
                name: t
                windows:
                  - name: W
                    hidden: true
                    hidden: false
                """, line: 5, column: 5, message: "the key 'hidden' appears twice in the same mapping; keep one"),
    ]

    @Test(arguments: cases)
    func reportsOneClearError(_ scene: BrokenScene) throws {
        let error = try #require(scene.error(), "the scene loaded, but should fail with: \(scene.message)")
        #expect(error.message == scene.message)
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
        #expect(error.file == "broken.yaml")
    }

    @Test func casesAreDistinct() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.message)).count == Self.cases.count)
        #expect(Set(Self.cases.map(\.yaml)).count == Self.cases.count)
    }

    @Test func descriptionHasCompilerForm() throws {
        let error = try #require(Self.cases[0].error())
        #expect(error.description == "broken.yaml:2:1: error: unknown key 'windws' in the scene; did you mean 'windows'?")
    }
}
