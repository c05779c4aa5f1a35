/// Windows, view controllers and views.
extension SceneReader {
    // MARK: Keys

    static let viewPropertyKeys = [
        "name", "frame", "color", "alpha", "hidden", "userInteractionEnabled", "clipsToBounds",
        "multipleTouchEnabled", "exclusiveTouch", "transform", "hitTest", "pointInside",
        "gestureRecognizerShouldBegin", "recognizers", "subviews",
    ]

    /// Keys only some kinds accept, with the kinds that accept them.
    static let kindKeys: [String: [SceneViewKind.Name]] = [
        "text": [.label, .textField], "placeholder": [.textField],
        "title": [.button],
        "on": [.switch],
        "value": [.slider, .stepper], "minimum": [.slider, .stepper], "maximum": [.slider, .stepper],
        "continuous": [.slider, .stepper], "step": [.stepper], "wraps": [.stepper], "autorepeat": [.stepper],
        "segments": [.segmentedControl], "selectedSegment": [.segmentedControl],
        "pages": [.pageControl], "currentPage": [.pageControl],
        "enabled": [.button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .textField, .control],
        "selected": [.button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .textField, .control],
        "targets": [.button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .textField, .control],
        "contentSize": [.scrollView],
        "contentOffset": [.scrollView, .tableView],
        "scrollEnabled": [.scrollView, .tableView],
        "delaysContentTouches": [.scrollView, .tableView],
        "bounces": [.scrollView, .tableView], "alwaysBounceVertical": [.scrollView, .tableView],
        "alwaysBounceHorizontal": [.scrollView, .tableView],
        "canCancelContentTouches": [.scrollView, .tableView],
        "touchesShouldBegin": [.scrollView, .tableView],
        "touchesShouldCancel": [.scrollView, .tableView],
        "rows": [.tableView], "rowHeight": [.tableView], "selectionMessage": [.tableView],
    ]

    static let windowKeys = viewPropertyKeys + ["level", "key", "root"] + responderKeys
    static let controllerKeys =
        ["name", "view", "navigation", "presented", "definesPresentationContext", "modalPresentationStyle"] + responderKeys
    static let viewLogTopics: [SceneLogTopic] = [.hitTest, .pointInside, .touches, .motion, .remoteControl]
    static let controlLogTopics: [SceneLogTopic] = viewLogTopics + [.tracking]
    static let controllerLogTopics: [SceneLogTopic] = [.touches, .motion, .remoteControl]

    // MARK: Windows

    func readWindow(_ node: SceneNode, screen: SceneSize, application: String) throws(SceneError) -> SceneWindow {
        let map = try mapping(node, "a window")
        let nameNode = try required(map, "name", in: "a window", "give it one, such as name: UIWindow")
        let windowName = try name(nameNode, "name")
        let what = "window '\(windowName)'"
        try checkKeys(
            map, allowed: Self.windowKeys, in: what,
            elsewhere: [
                "kind": "a window is always a UIWindow; put views of other kinds in its subviews"
            ])
        let frame =
            try map["frame"].map { (value) throws(SceneError) in try rect(value, "frame") }
            ?? SceneRect(x: 0, y: 0, width: screen.width, height: screen.height)
        try countView(nameNode)
        let (responder, nextPosition) = try readResponder(map, in: what, logTopics: Self.viewLogTopics, allowDrag: true)
        registerResponder(
            name: windowName, sort: .window, at: position(of: nameNode), responder: responder,
            nextPosition: nextPosition, window: windowName, defaultNext: application)

        var level = 0.0
        if let node = map["level"] {
            if case .scalar(let scalar) = node, let named = Self.windowLevels[scalar.string] {
                level = named
            } else if case .scalar(let scalar) = node, scalar.style == .plain, Double(scalar.string) != nil {
                level = try number(node, "level")
            } else {
                throw error(node, "'level' must be normal, statusBar, alert or a number, but found \(describe(node))")
            }
        }
        let isKey = try map["key"].map { (value) throws(SceneError) in try bool(value, "key") } ?? false

        let inside = SceneViewPlace(
            window: windowName, ancestors: [windowName], defaultNext: windowName, depth: 1,
            containerSize: frame.size, windowSize: frame.size, controller: nil, frameOptional: false)
        let root = try map["root"].map { (node) throws(SceneError) in try readController(node, place: inside, chainNext: windowName) }
        var view = try readViewProperties(map, name: windowName, kind: .view, frame: frame, responder: responder, window: windowName)
        view.subviews = try readSubviews(map, of: windowName, place: inside)
        let window = SceneWindow(view: view, level: level, isKey: isKey, rootController: root)
        // A presented controller's `next` is the controller that really presents it
        // (SPEC R2), known only once the whole window is read.
        for presentation in window.presentations {
            if let index = registry.definitions.lastIndex(where: { $0.name == presentation.presented.name && $0.sort == .controller }) {
                registry.definitions[index].defaultNext = presentation.presenter
            }
        }
        return window
    }

    /// `UIWindow.Level` constants by name.
    static let windowLevels: [String: Double] = ["normal": 0, "statusBar": 1000, "alert": 2000]

    // MARK: Controllers

    /// A controller whose view goes at `place`; `chainNext` is its UIKit `next`
    /// (the window, the presenting controller, or the superview of its view).
    func readController(_ node: SceneNode, place: SceneViewPlace, chainNext: String) throws(SceneError) -> SceneController {
        let map = try mapping(node, "a view controller")
        let nameNode = try required(map, "name", in: "a view controller", "give it one, such as name: ViewController")
        let controllerName = try name(nameNode, "name")
        let what = "view controller '\(controllerName)'"
        try checkKeys(
            map, allowed: Self.controllerKeys, in: what,
            elsewhere: [
                "frame": "a controller has no frame; give its view one",
                "subviews": "put subviews in the controller's view",
                "children": "place a child controller in its view's subviews as '- child: {…}', where its view should go",
                "kind": "a controller's kind is not needed; give its view a kind",
            ])
        let (responder, nextPosition) = try readResponder(map, in: what, logTopics: Self.controllerLogTopics, allowDrag: false)
        registerResponder(
            name: controllerName, sort: .controller, at: position(of: nameNode), responder: responder,
            nextPosition: nextPosition, window: place.window, defaultNext: chainNext)
        let content: SceneControllerContent
        switch (map["view"], map["navigation"]) {
        case (let viewNode?, nil):
            content = .view(
                try readView(
                    viewNode,
                    place: SceneViewPlace(
                        window: place.window, ancestors: place.ancestors, defaultNext: controllerName, depth: place.depth,
                        containerSize: place.containerSize, windowSize: place.windowSize, controller: controllerName, frameOptional: true)))
        case (nil, let stackNode?):
            registry.hasNavigationController = true
            content = .navigation(try readNavigationStack(stackNode, of: controllerName, place: place))
        case (_?, _?):
            throw error(
                map.keyNode("navigation")!,
                "\(what) has both 'view' and 'navigation'; a navigation controller's view is built by UIKit, so give it only 'navigation'")
        case (nil, nil):
            throw error(
                map.node,
                "\(what) has no 'view'; every controller has a root view: add view: {name: …}, or navigation: [...] for a navigation controller"
            )
        }
        var controller = SceneController(name: controllerName, content: content, responder: responder)
        if let node = map["definesPresentationContext"] {
            controller.definesPresentationContext = try bool(node, "definesPresentationContext")
        }
        if let node = map["modalPresentationStyle"] {
            controller.modalPresentationStyle = try word(node, "modalPresentationStyle", SceneModalPresentationStyle.self)
        }
        if let node = map["presented"] {
            registry.hasPresentation = true
            // A presented view sits in the window (in a transition view), but
            // counts one level deeper than the presenting view so a long chain of
            // presentations meets the depth limit. Its `next` is settled by
            // readWindow: this controller asks, but may not be the one presenting.
            let windowPlace = SceneViewPlace(
                window: place.window, ancestors: [place.window], defaultNext: controllerName, depth: place.depth + 1,
                containerSize: place.windowSize, windowSize: place.windowSize, controller: nil, frameOptional: true)
            var presented = try readController(node, place: windowPlace, chainNext: controllerName)
            // Whether its view fills what the presentation covers (no frame given).
            if let viewNode = try mapping(node, "a view controller")["view"], case .mapping = viewNode {
                presented.viewFrameGiven = try mapping(viewNode, "a view")["frame"] != nil
            }
            controller.presented = presented
        }
        return controller
    }

    /// A navigation controller's stack, bottom first. UIKit's private views sit
    /// between the navigation controller and each stacked view; they never
    /// override `next`, so for loop checks a stacked controller's `next` may be
    /// taken as the navigation controller itself.
    private func readNavigationStack(_ node: SceneNode, of navigationName: String, place: SceneViewPlace) throws(SceneError)
        -> [SceneController]
    {
        let list = try items(node, singleAllowed: false, "navigation", expected: "controllers, bottom of the stack first")
        guard !list.isEmpty else {
            throw error(node, "'navigation' is empty; list at least one controller, the bottom of the stack first")
        }
        let stackPlace = SceneViewPlace(
            window: place.window, ancestors: place.ancestors, defaultNext: navigationName, depth: place.depth + 1,
            containerSize: place.containerSize, windowSize: place.windowSize, controller: nil, frameOptional: true)
        var stack: [SceneController] = []
        for item in list {
            stack.append(try readController(item, place: stackPlace, chainNext: navigationName))
        }
        return stack
    }

    // MARK: Views

    /// The keys a view of each kind accepts, in the order the "expected one of"
    /// message lists them.
    static let viewKeys: [SceneViewKind.Name: [String]] = Dictionary(
        uniqueKeysWithValues: SceneViewKind.Name.allCases.map { kindName in
            (kindName, ["kind"] + viewPropertyKeys + responderKeys + kindKeys.filter { $0.value.contains(kindName) }.map(\.key).sorted())
        })

    /// ``viewKeys`` as key sets, for the check every view's keys go through.
    static let viewKeySets: [SceneViewKind.Name: SceneKeySet] = viewKeys.mapValues(SceneKeySet.init)
    /// The key set of a plain view (most views), without the dictionary lookup.
    static let plainViewKeySet = SceneKeySet(viewKeys[.view] ?? [])

    /// Why keys a view of `kind` refuses belong elsewhere (made only for a refused key).
    static func viewElsewhere(kind kindName: SceneViewKind.Name, viewName: String) -> [String: String] {
        var elsewhere: [String: String] = [:]
        for (key, kinds) in kindKeys where !kinds.contains(kindName) {
            elsewhere[key] = "it belongs to \(kinds.map(\.rawValue).joined(separator: ", ")), and \(viewName) is a \(kindName.rawValue)"
        }
        if kindName == .tableView {
            elsewhere["contentSize"] = "a table view's content size comes from its rows"
        }
        elsewhere["child"] = "'child:' goes in a subviews list, as '- child: {name: …, view: {…}}'"
        elsewhere["root"] = "'root:' belongs to a window"
        return elsewhere
    }

    func readView(_ node: SceneNode, place: SceneViewPlace) throws(SceneError) -> SceneView {
        let map = try mapping(node, "a view")
        let nameNode = try required(map, "name", in: "a view", "every view needs a name that is unique in the scene, such as name: EView")
        let viewName = try name(nameNode, "name")
        // Only errors say it: made when one is thrown, not for every view.
        func what() -> String { "view '\(viewName)'" }
        let kindName = try map.value("kind").map { (value) throws(SceneError) in try word(value, "kind", SceneViewKind.Name.self) } ?? .view
        let accepted = kindName == .view ? Self.plainViewKeySet : Self.viewKeySets[kindName] ?? SceneKeySet([])
        try checkKeys(map, accepted: accepted, in: what(), elsewhere: Self.viewElsewhere(kind: kindName, viewName: viewName))

        try countView(nameNode)
        guard place.depth <= limits.depth else {
            throw error(nameNode, "views nest more than \(limits.depth) levels deep here; that is the limit for a scene")
        }
        let frame: SceneRect
        if let node = map.value("frame") {
            frame = try rect(node, "frame")
        } else if place.frameOptional {
            frame = SceneRect(x: 0, y: 0, width: place.containerSize.width, height: place.containerSize.height)
        } else {
            throw error(map.node, "\(what()) has no 'frame'; give [x, y, width, height] in its superview's coordinates")
        }
        let logTopics = kindName.isControl ? Self.controlLogTopics : Self.viewLogTopics
        var (responder, nextPosition) = try readResponder(map, in: what(), logTopics: logTopics, allowDrag: true)
        // A text field can become the first responder unless the scene says otherwise
        // (UITextField's own answer; every other kind's default is UIResponder's NO).
        if kindName == .textField, map.value("canBecomeFirstResponder") == nil { responder.canBecomeFirstResponder = true }
        registerResponder(
            name: viewName, sort: .view, at: position(of: nameNode), responder: responder,
            nextPosition: nextPosition, window: place.window, defaultNext: place.defaultNext,
            ancestors: place.ancestors, isScrollView: kindName.isScrollView, isControl: kindName.isControl)

        let kind = try readKind(kindName, map, viewName: viewName, frame: frame)
        var view = try readViewProperties(map, name: viewName, kind: kind, frame: frame, responder: responder, window: place.window)
        // Most views are leaves: make the place for subviews (a copy of the
        // ancestors' names) only for a view that has some.
        guard map.value("subviews") != nil else { return view }
        view.subviews = try readSubviews(
            map, of: viewName,
            place: SceneViewPlace(
                window: place.window, ancestors: place.ancestors + [viewName], defaultNext: viewName, depth: place.depth + 1,
                containerSize: frame.size, windowSize: place.windowSize, controller: place.controller, frameOptional: false))
        return view
    }

    private func countView(_ nameNode: SceneNode) throws(SceneError) {
        try countViews(1, at: nameNode)
    }

    /// Counts `count` more views toward ``SceneLimits/views``, failing at `node`
    /// past the limit. A table's rows count too (``readTable(_:)``): each is a
    /// cell that hit-testing asks and the picture draws like any view (SPEC H3),
    /// so 1,990 tables of 1,000 rows would otherwise build four million views
    /// from a file that passes every other limit.
    func countViews(_ count: Int, at node: SceneNode) throws(SceneError) {
        viewCount += count
        guard viewCount <= limits.views else {
            throw error(
                node,
                "the scene has more than \(limits.views) views (windows and table rows included), the limit for one scene; split it into several scenes"
            )
        }
    }

    /// The view properties shared by windows and views (not subviews, which need
    /// the view registered first).
    private func readViewProperties(
        _ map: SceneMapping, name viewName: String, kind: SceneViewKind, frame: SceneRect,
        responder: SceneResponder, window: String
    ) throws(SceneError) -> SceneView {
        var view = SceneView(name: viewName, kind: kind, frame: frame, responder: responder)
        if let node = map.value("color") { view.color = try color(node, "color") }
        if let node = map.value("alpha") { view.alpha = try number(node, "alpha", .unit) }
        if let node = map.value("hidden") { view.isHidden = try bool(node, "hidden") }
        if let node = map.value("userInteractionEnabled") { view.isUserInteractionEnabled = try bool(node, "userInteractionEnabled") }
        if let node = map.value("clipsToBounds") { view.clipsToBounds = try bool(node, "clipsToBounds") }
        if let node = map.value("multipleTouchEnabled") { view.isMultipleTouchEnabled = try bool(node, "multipleTouchEnabled") }
        if let node = map.value("exclusiveTouch") { view.isExclusiveTouch = try bool(node, "exclusiveTouch") }
        if let node = map.value("transform") { view.transform = try transform(node, "transform") }
        if let node = map.value("hitTest") { view.hitTest = try readHitTest(node, window: window) }
        if let node = map.value("pointInside") { view.pointInside = try readPointInside(node, viewName: viewName) }
        if let node = map.value("gestureRecognizerShouldBegin") {
            view.gestureRecognizerShouldBegin = try bool(node, "gestureRecognizerShouldBegin")
        }
        if let node = map.value("recognizers") {
            let list = try items(node, singleAllowed: false, "recognizers", expected: "recognizers such as {kind: tap, name: Tap}")
            for item in list {
                view.recognizers.append(try readRecognizer(item, window: window))
            }
        }
        return view
    }

    /// `self`, `nil`, `passThrough`, a view name, or
    /// `{regions: [{rect: [x, y, width, height], returns: …}], otherwise: …}`.
    private func readHitTest(_ node: SceneNode, window: String) throws(SceneError) -> SceneHitTest {
        if case .mapping = node { return try readHitTestRegions(node, window: window) }
        let answer = try readHitTestAnswer(node, "hitTest", window: window)
        if answer == .callSuper {
            throw error(
                node,
                "'hitTest: super' is what UIKit does without an override; leave 'hitTest' out, or use super as a region's answer or as 'otherwise'"
            )
        }
        return answer
    }

    /// What an overridden `hitTest` returns: `self`, `nil`, `super`,
    /// `passThrough` or the name of a view in the same window.
    private func readHitTestAnswer(_ node: SceneNode, _ key: String, window: String) throws(SceneError) -> SceneHitTest {
        if isNil(node) { return .returnNil }
        let target = try scalarText(node, key, expected: "self, nil, super, passThrough or the name of a view").text
        switch target {
        case "self": return .returnSelf
        case "super": return .callSuper
        case "passThrough": return .passThrough
        default: break
        }
        try checkIdentifier(target, node, key)
        registry.references.append(
            SceneReference(
                name: target, position: position(of: node), key: key, rule: .viewInWindow(window),
                keywords: ["self", "nil", "super", "passThrough"]))
        return .returnView(target)
    }

    /// Regions tried in order, each `if rect.contains(point) { return answer }`,
    /// then `otherwise` (`super` when left out).
    private func readHitTestRegions(_ node: SceneNode, window: String) throws(SceneError) -> SceneHitTest {
        let map = try mapping(node, "'hitTest'")
        try checkKeys(map, allowed: ["regions", "otherwise"], in: "'hitTest'")
        let regionsNode = try required(
            map, "regions", in: "'hitTest'",
            "list them as regions: [{rect: [x, y, width, height], returns: AView}], or write one answer such as hitTest: passThrough")
        let list = try items(
            regionsNode, singleAllowed: false, "regions", expected: "regions such as {rect: [0, 0, 100, 44], returns: Button}")
        guard !list.isEmpty else {
            throw error(regionsNode, "'regions' is empty; give at least one {rect: [x, y, width, height], returns: …}")
        }
        var regions: [SceneHitTestRegion] = []
        for item in list {
            let region = try mapping(item, "a hitTest region")
            try checkKeys(region, allowed: ["rect", "returns"], in: "a hitTest region")
            let rectNode = try required(
                region, "rect", in: "a hitTest region", "give its area as rect: [x, y, width, height] in the view's own coordinates")
            let returnsNode = try required(
                region, "returns", in: "a hitTest region", "say what hitTest returns there: a view's name, self, nil, super or passThrough")
            regions.append(
                SceneHitTestRegion(rect: try rect(rectNode, "rect"), returns: try readHitTestAnswer(returnsNode, "returns", window: window))
            )
        }
        let otherwise = try map["otherwise"].map { (value) throws(SceneError) in try readHitTestAnswer(value, "otherwise", window: window) }
        return .regions(regions, otherwise: otherwise ?? .callSuper)
    }

    /// `{inset: -10, alsoInside: [CircleButton]}`.
    private func readPointInside(_ node: SceneNode, viewName: String) throws(SceneError) -> ScenePointInside {
        let map = try mapping(node, "'pointInside'")
        try checkKeys(map, allowed: ["inset", "alsoInside"], in: "'pointInside'")
        var result = ScenePointInside()
        if let value = map["inset"] { result.insets = try insets(value, "inset") }
        if let value = map["alsoInside"] {
            for item in try items(value, singleAllowed: true, "alsoInside", expected: "view names") {
                let target = try name(item, "alsoInside")
                result.alsoInside.append(target)
                registry.references.append(
                    SceneReference(name: target, position: position(of: item), key: "alsoInside", rule: .descendant(of: viewName)))
            }
        }
        if map.entries.isEmpty {
            throw error(node, "'pointInside' is empty; give an 'inset', an 'alsoInside' list, or both")
        }
        return result
    }

    /// `subviews:` entries: views, and `- child: {controller}` entries.
    private func readSubviews(_ map: SceneMapping, of ownerName: String, place: SceneViewPlace) throws(SceneError) -> [SceneSubview] {
        guard let node = map.value("subviews") else { return [] }
        let list = try items(node, singleAllowed: false, "subviews", expected: "views")
        // Exactly as many as there are: a view is large, and a large scene's
        // document would otherwise keep the spare room of each list's growing.
        var subviews: [SceneSubview] = []
        subviews.reserveCapacity(list.count)
        for item in list {
            if case .mapping(let entry) = item, entry.pairs.contains(where: { SceneMapping.matches($0.key, "child") }) {
                let childMap = try mapping(item, "a child entry")
                try checkKeys(childMap, allowed: ["child"], in: "a child entry (a '- child:' entry holds only the controller)")
                guard place.controller != nil else {
                    throw error(
                        childMap.keyNode("child")!,
                        "a child controller needs a parent controller, but \(ownerName) is not in any controller's view; make the controller the window's root instead"
                    )
                }
                let childPlace = SceneViewPlace(
                    window: place.window, ancestors: place.ancestors, defaultNext: ownerName, depth: place.depth,
                    containerSize: place.containerSize, windowSize: place.windowSize, controller: nil, frameOptional: true)
                subviews.append(.child(try readController(childMap["child"]!, place: childPlace, chainNext: ownerName)))
            } else {
                subviews.append(.view(try readView(item, place: place)))
            }
        }
        return subviews
    }
}
