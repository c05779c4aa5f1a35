import Testing
import TouchCore
import TouchScenes

/// Good scenes load into exactly the model they describe, with UIKit's defaults
/// filled in where the file says nothing.
@Suite struct SceneParserTests {
    static func parse(_ yaml: String) throws -> SceneDocument {
        try SceneParser().parse(yaml, file: "good.yaml")
    }

    /// Seed 002's A–F hierarchy, compared with the model built by hand.
    @Test func hitTestingSceneMatchesTheModel() throws {
        let document = try Self.parse(
            """
            name: hit-testing
            windows:
              - name: UIWindow
                root:
                  name: ViewController
                  view:
                    name: AView
                    log: [hitTest, pointInside, touches]
                    subviews:
                      - name: BView
                        frame: [20, 100, 160, 300]
                        subviews:
                          - {name: DView, frame: [20, 20, 120, 120]}
                      - name: CView
                        frame: [200, 100, 170, 500]
                        subviews:
                          - {name: EView, frame: [10, 20, 150, 200], color: "#99bbff"}
                          - {name: FView, frame: [10, 260, 150, 200], touches: handle}
            scripts:
              tapE:
                - tap: EView
            """)
        let logged = SceneResponder(log: [.hitTest, .pointInside, .touches])
        let aView = SceneView(
            name: "AView", frame: SceneRect(x: 0, y: 0, width: 390, height: 844), responder: logged,
            subviews: [
                .view(
                    SceneView(
                        name: "BView", frame: SceneRect(x: 20, y: 100, width: 160, height: 300),
                        subviews: [
                            .view(SceneView(name: "DView", frame: SceneRect(x: 20, y: 20, width: 120, height: 120)))
                        ])),
                .view(
                    SceneView(
                        name: "CView", frame: SceneRect(x: 200, y: 100, width: 170, height: 500),
                        subviews: [
                            .view(
                                SceneView(
                                    name: "EView", frame: SceneRect(x: 10, y: 20, width: 150, height: 200),
                                    color: SceneColor(red: 0x99 / 255.0, green: 0xbb / 255.0, blue: 1))),
                            .view(
                                SceneView(
                                    name: "FView", frame: SceneRect(x: 10, y: 260, width: 150, height: 200),
                                    responder: SceneResponder(touches: .handle))),
                        ])),
            ])
        let window = SceneWindow(
            view: SceneView(name: "UIWindow", frame: SceneRect(x: 0, y: 0, width: 390, height: 844)),
            isKey: true,
            rootController: SceneController(name: "ViewController", view: aView))
        let tap = SceneStep(
            time: 0, duration: 0.1,
            action: .tap(SceneTap(location: .viewCenter("EView"), fingers: [1], count: 1, hold: 0.1, interval: 0.1)),
            kind: .tap, position: ScenePosition(line: 21, column: 7))
        let expected = SceneDocument(name: "hit-testing", windows: [window], scripts: [SceneScript(name: "tapE", steps: [tap])])
        #expect(document == expected)
    }

    @Test func kindDefaultsFollowUIKit() throws {
        let document = try Self.parse(
            """
            name: kinds
            windows:
              - name: W
                subviews:
                  - {kind: label, name: Label, frame: [0, 0, 10, 10], text: Hello}
                  - {kind: imageView, name: Image, frame: [0, 0, 10, 10]}
                  - {kind: imageView, name: TouchableImage, frame: [0, 0, 10, 10], userInteractionEnabled: true}
                  - {kind: switch, name: Switch, frame: [0, 0, 10, 10]}
                  - {kind: slider, name: Slider, frame: [0, 0, 10, 10], value: 3, maximum: 5, continuous: false}
                  - {kind: control, name: Custom, frame: [0, 0, 10, 10], enabled: false}
                  - {kind: stepper, name: Stepper, frame: [0, 0, 94, 32]}
                  - {kind: stepper, name: TunedStepper, frame: [0, 0, 94, 32], value: 4, minimum: -2, maximum: 8, step: 2, wraps: true, continuous: false}
                  - {kind: segmentedControl, name: Segments, frame: [0, 0, 300, 32], segments: [Day, Week, Month], selectedSegment: 1}
                  - {kind: segmentedControl, name: NoSegments, frame: [0, 0, 300, 32]}
                  - {kind: pageControl, name: Pages, frame: [0, 0, 200, 30], pages: 5, currentPage: 2}
                  - {kind: pageControl, name: NoPages, frame: [0, 0, 200, 30]}
                  - {kind: scrollView, name: Scroll, frame: [0, 0, 100, 200]}
                  - kind: scrollView
                    name: Tuned
                    frame: [0, 0, 100, 200]
                    contentSize: [100, 900]
                    contentOffset: [0, 300]
                    scrollEnabled: false
                    delaysContentTouches: false
                    canCancelContentTouches: false
                    touchesShouldBegin: false
                    touchesShouldCancel: true
                  - {kind: button, name: Chosen, frame: [0, 0, 10, 10], selected: true}
                  - {kind: tableView, name: Table, frame: [0, 0, 300, 200], rowHeight: 50, rows: [A, {title: B, height: 80}]}
            """)
        let views = Dictionary(uniqueKeysWithValues: document.allViews.map { ($0.name, $0) })
        #expect(views["Label"]?.kind == .label(text: "Hello"))
        #expect(views["Label"]?.isUserInteractionEnabled == false)
        #expect(views["Image"]?.isUserInteractionEnabled == false)
        #expect(views["TouchableImage"]?.isUserInteractionEnabled == true)
        #expect(views["Switch"]?.kind == .switch(isOn: false, control: SceneControl()))
        #expect(
            views["Slider"]?.kind == .slider(SceneSlider(value: 3, minimum: 0, maximum: 5, isContinuous: false), control: SceneControl()))
        #expect(views["Custom"]?.kind == .control(SceneControl(isEnabled: false)))
        #expect(views["Stepper"]?.kind == .stepper(SceneStepper(), control: SceneControl()))
        #expect(
            views["TunedStepper"]?.kind
                == .stepper(
                    SceneStepper(value: 4, minimum: -2, maximum: 8, step: 2, wraps: true, isContinuous: false), control: SceneControl()))
        #expect(
            views["Segments"]?.kind
                == .segmentedControl(SceneSegments(titles: ["Day", "Week", "Month"], selected: 1), control: SceneControl()))
        #expect(views["NoSegments"]?.kind == .segmentedControl(SceneSegments(), control: SceneControl()))
        #expect(views["Pages"]?.kind == .pageControl(ScenePages(count: 5, current: 2), control: SceneControl()))
        #expect(views["NoPages"]?.kind == .pageControl(ScenePages(), control: SceneControl()))
        for name in ["Stepper", "Segments", "Pages"] {
            #expect(views[name]?.kind.name.isControl == true)
        }
        #expect(views["Scroll"]?.kind.scrolling == SceneScrolling(contentSize: SceneSize(width: 100, height: 200)))
        #expect(
            views["Tuned"]?.kind.scrolling
                == SceneScrolling(
                    contentSize: SceneSize(width: 100, height: 900), contentOffset: SceneVector(x: 0, y: 300), isScrollEnabled: false,
                    delaysContentTouches: false, canCancelContentTouches: false, touchesShouldBegin: false, touchesShouldCancel: true))
        #expect(views["Chosen"]?.kind == .button(title: "", control: SceneControl(isSelected: true)))
        let table = SceneTable(rows: [SceneTableRow(title: "A", height: 50), SceneTableRow(title: "B", height: 80)])
        #expect(views["Table"]?.kind == .tableView(SceneScrolling(contentSize: SceneSize(width: 300, height: 130)), table))
    }

    @Test func everyViewPropertyIsRead() throws {
        let document = try Self.parse(
            """
            name: properties
            windows:
              - name: W
                subviews:
                  - name: V
                    frame: [1, 2, 3, 4]
                    color: "#10203040"
                    alpha: 0.5
                    hidden: true
                    userInteractionEnabled: false
                    clipsToBounds: true
                    multipleTouchEnabled: true
                    exclusiveTouch: true
                    transform: {scale: [2, 3], rotate: 90, translate: [5, 6]}
                    hitTest: self
                    pointInside: {inset: [1, 2, 3, 4], alsoInside: Child}
                    gestureRecognizerShouldBegin: false
                    touches: handleAndForward
                    motion: handle
                    remoteControl: handleAndForward
                    actions: {copy: copied, paste: ~}
                    canBecomeFirstResponder: true
                    canResignFirstResponder: false
                    next: nil
                    log: all
                    subviews:
                      - {name: Child, frame: [0, 0, 1, 1], hitTest: nil}
            firstResponder: V
            """)
        let view = try #require(document.view(named: "V"))
        #expect(view.frame == SceneRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.color == SceneColor(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0, alpha: 0x40 / 255.0))
        #expect(view.alpha == 0.5)
        #expect(
            view.isHidden && !view.isUserInteractionEnabled && view.clipsToBounds && view.isMultipleTouchEnabled && view.isExclusiveTouch)
        #expect(view.transform == SceneTransform(a: 0, b: 2, c: -3, d: 0, tx: 5, ty: 6))
        #expect(view.hitTest == .returnSelf)
        #expect(view.pointInside == ScenePointInside(insets: SceneEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), alsoInside: ["Child"]))
        #expect(view.gestureRecognizerShouldBegin == false)
        #expect(document.view(named: "Child")?.gestureRecognizerShouldBegin == nil)
        #expect(
            view.responder
                == SceneResponder(
                    touches: .handleAndForward, motion: SceneMotionHandling(.handle), remoteControl: .handleAndForward,
                    actions: [SceneAction(name: "copy", message: "copied"), SceneAction(name: "paste", message: nil)],
                    canBecomeFirstResponder: true, canResignFirstResponder: false, next: SceneNext.none,
                    log: [.hitTest, .pointInside, .touches, .motion, .remoteControl]))
        #expect(document.view(named: "Child")?.hitTest == .returnNil)
        #expect(document.firstResponder == "V")
    }

    @Test func recognizersAndTheirRules() throws {
        let document = try Self.parse(
            """
            name: recognizers
            windows:
              - name: W
                recognizers:
                  - {kind: tap, name: Single, requireToFail: Double, message: View Taped, log: [state]}
                  - {kind: tap, name: Double, taps: 2, touches: 2, cancelsTouchesInView: false}
                  - {kind: longPress, name: Hold, duration: 0.8, movement: 15, taps: 1}
                  - {kind: pan, name: Pan, maxTouches: 3, delaysTouchesBegan: true, delaysTouchesEnded: false, simultaneousWith: all}
                  - {kind: swipe, name: Swipe, direction: [left, up], simultaneousWith: [Pan, Pinch]}
                  - {kind: pinch, name: Pinch, enabled: false, shouldBegin: false, shouldReceiveTouch: false}
                  - {kind: rotation, name: Rotate, log: all}
            """)
        let recognizers = document.windows[0].view.recognizers
        #expect(recognizers.map(\.name) == ["Single", "Double", "Hold", "Pan", "Swipe", "Pinch", "Rotate"])
        #expect(
            recognizers[0]
                == SceneRecognizer(
                    name: "Single", kind: .tap(taps: 1, touches: 1), message: "View Taped", requireToFail: ["Double"], log: [.state]))
        #expect(recognizers[1] == SceneRecognizer(name: "Double", kind: .tap(taps: 2, touches: 2), cancelsTouchesInView: false))
        #expect(recognizers[2].kind == .longPress(duration: 0.8, movement: 15, touches: 1, taps: 1))
        #expect(
            recognizers[3]
                == SceneRecognizer(
                    name: "Pan", kind: .pan(minTouches: 1, maxTouches: 3), delaysTouchesBegan: true, delaysTouchesEnded: false,
                    simultaneous: .all))
        #expect(recognizers[4].kind == .swipe(directions: [.left, .up], touches: 1))
        #expect(recognizers[4].simultaneous == .named(["Pan", "Pinch"]))
        #expect(
            recognizers[5] == SceneRecognizer(name: "Pinch", kind: .pinch, isEnabled: false, shouldBegin: false, shouldReceiveTouch: false))
        #expect(recognizers[6].log == [.touches, .state])
    }

    @Test func controllersChildrenAndPresentation() throws {
        let document = try Self.parse(
            """
            name: controllers
            windows:
              - name: W
                frame: [0, 0, 300, 600]
                root:
                  name: Nav
                  view:
                    name: Container
                    subviews:
                      - {name: Header, frame: [0, 0, 300, 50]}
                      - child:
                          name: Child
                          view: {name: ChildView}
                  presented:
                    name: Sheet
                    view: {name: SheetView}
                    presented:
                      name: Alert
                      view: {name: AlertView, frame: [50, 50, 200, 100]}
              - name: Overlay
                level: alert
                hitTest: nil
            """)
        let root = try #require(document.windows[0].rootController)
        #expect(root.children.map(\.name) == ["Child"])
        #expect(root.view?.frame == SceneRect(x: 0, y: 0, width: 300, height: 600))
        #expect(root.children[0].view?.frame == SceneRect(x: 0, y: 0, width: 300, height: 600))
        #expect(root.presented?.name == "Sheet")
        #expect(root.presented?.view?.frame == SceneRect(x: 0, y: 0, width: 300, height: 600))
        #expect(root.presented?.presented?.view?.frame == SceneRect(x: 50, y: 50, width: 200, height: 100))
        #expect(document.allControllers.map(\.name) == ["Nav", "Child", "Sheet", "Alert"])
        #expect(document.windows.map(\.isKey) == [true, false])
        #expect(document.windows[1].level == 2000)
        #expect(document.windows[1].view.frame == SceneRect(x: 0, y: 0, width: 390, height: 844))
        #expect(document.allViews.map(\.name) == ["W", "Container", "Header", "ChildView", "SheetView", "AlertView", "Overlay"])
    }

    /// A child controller may present too; its sheet's views are still found.
    @Test func viewsOfEveryPresentationAreListed() throws {
        let document = try Self.parse(
            """
            name: sheets
            windows:
              - name: W
                root:
                  name: Parent
                  view:
                    name: ParentView
                    subviews:
                      - child:
                          name: Child
                          view: {name: ChildView}
                          presented: {name: ChildSheet, view: {name: ChildSheetView}}
                subviews:
                  - {name: Badge, frame: [0, 0, 9, 9]}
            """)
        #expect(document.allViews.map(\.name) == ["W", "ParentView", "ChildView", "Badge", "ChildSheetView"])
        #expect(document.view(named: "ChildSheetView")?.frame == SceneRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A navigation controller: UIKit builds its views, the stack is its children.
    @Test func navigationController() throws {
        let document = try Self.parse(
            """
            name: navigation
            windows:
              - name: W
                root:
                  name: Nav
                  navigation:
                    - name: List
                      view: {name: ListView}
                    - name: Detail
                      view:
                        name: DetailView
                        subviews:
                          - {kind: button, name: Back, frame: [0, 0, 44, 44]}
            """)
        let nav = try #require(document.windows[0].rootController)
        #expect(nav.view == nil)
        #expect(nav.children.map(\.name) == ["List", "Detail"])
        #expect(nav.allViews.map(\.name) == ["ListView", "DetailView", "Back"])
        #expect(nav.children[1].view?.frame == SceneRect(x: 0, y: 0, width: 390, height: 844))
        #expect(document.allControllers.map(\.name) == ["Nav", "List", "Detail"])
    }

    @Test func controlTargets() throws {
        let document = try Self.parse(
            """
            name: targets
            windows:
              - name: W
                root:
                  name: VC
                  actions: [buttonTap]
                  view:
                    name: Root
                    subviews:
                      - kind: button
                        name: B
                        frame: [0, 0, 10, 10]
                        title: Go
                        targets:
                          - {target: VC, action: buttonTap, events: touchUpInside}
                          - {action: copy, events: [touchDown, allEvents]}
                          - {target: nil, action: paste, events: valueChanged}
            """)
        let button = try #require(document.view(named: "B"))
        #expect(
            button.kind
                == .button(
                    title: "Go",
                    control: SceneControl(targets: [
                        SceneTarget(target: "VC", action: "buttonTap", events: [.touchUpInside]),
                        SceneTarget(target: nil, action: "copy", events: [.touchDown, .allEvents]),
                        SceneTarget(target: nil, action: "paste", events: [.valueChanged]),
                    ])))
    }

    @Test func fidelityApplicationAndDelegate() throws {
        let document = try Self.parse(
            """
            name: fidelity
            screen: [320, 568]
            description: small phone
            fidelity:
              hitTestPasses: 2
              alphaThreshold: "<= 0.01"
              endedRelease: whenRecognizersDecide
              cancelOrder: cancelFirst
              controlTrackingMargin: 0
              scrollContentDelay: 0.2
              multiTapInterval: 0.25
              multiTapDistance: 30
              movementSlop: 5
            application:
              name: App
              actions: {copy: app copied}
            appDelegate:
              name: Delegate
              responder: false
            windows:
              - name: W
            """)
        #expect(document.screen == SceneSize(width: 320, height: 568))
        #expect(document.description == "small phone")
        #expect(
            document.fidelity
                == SceneFidelity([
                    .hitTestPasses: .number(2), .alphaThreshold: .word("<= 0.01"), .endedRelease: .word("whenRecognizersDecide"),
                    .cancelOrder: .word("cancelFirst"), .controlTrackingMargin: .number(0), .scrollContentDelay: .number(0.2),
                    .multiTapInterval: .number(0.25), .multiTapDistance: .number(30), .movementSlop: .number(5),
                ]))
        #expect(
            document.application
                == SceneApplication(name: "App", responder: SceneResponder(actions: [SceneAction(name: "copy", message: "app copied")])))
        #expect(document.appDelegate == SceneAppDelegate(name: "Delegate", isResponder: false))
        #expect(document.windows[0].view.frame == SceneRect(x: 0, y: 0, width: 320, height: 568))
        let delayed = try Self.parse("name: d\nfidelity: {endedRelease: 0.15}\nwindows: [{name: W}]\n")
        #expect(delayed.fidelity.settings == [.endedRelease: .number(0.15)])
        #expect(delayed.fidelity.options.withheldEndedRelease == .afterDelay(0.15))
    }

    /// A `next` pointing forward or to a far responder is fine when it makes no loop.
    @Test func nextMayPointAnywhereWithoutALoop() throws {
        let document = try Self.parse(
            """
            name: next
            windows:
              - name: W
                subviews:
                  - {name: A, frame: [0, 0, 9, 9], next: B}
                  - {name: B, frame: [0, 0, 9, 9], next: AppDelegate}
            """)
        #expect(document.view(named: "A")?.responder.next == .responder("B"))
    }
}
