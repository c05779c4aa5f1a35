/// Script steps that act as the app's own code would at a moment of the script:
/// a shake that lasts, `becomeFirstResponder`/`resignFirstResponder`, `remove`,
/// `set` and `animate`. None takes time.
extension SceneReader {
    /// The view keys a `set` step changes, in the order the runner applies them.
    static let settableKeys = [
        "frame", "color", "alpha", "transform", "hidden", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch",
        "clipsToBounds", "enabled",
    ]
    /// The view keys UIKit animates (Apple: "Animatable properties" of UIView).
    static let animatableKeys = ["frame", "color", "alpha", "transform"]

    // MARK: Shake

    /// `- shake` (a whole shake at once) or `shake: began|ended|cancelled`.
    func readShake(_ value: SceneNode?, wordNode: SceneNode, state: inout SceneScriptState) throws(SceneError) -> SceneStepAction {
        guard let value else {
            if let since = state.shake {
                throw error(
                    wordNode,
                    "a shake is already in progress here (shake: began at line \(since.line)); end it with shake: ended before shaking again"
                )
            }
            return .shake
        }
        let phase = try word(value, "shake", SceneMotionPhase.self)
        switch phase {
        case .began:
            if let since = state.shake {
                throw error(
                    value,
                    "a shake is already in progress here (since line \(since.line)); end it with shake: ended before beginning another")
            }
            state.shake = position(of: value)
        case .ended, .cancelled:
            guard state.shake != nil else {
                throw error(
                    value, "there is no shake in progress here, so it cannot be \(phase.rawValue); begin one with shake: began first")
            }
            state.shake = nil
        }
        return .motion(phase)
    }

    // MARK: First responder

    /// A responder's name: a view, window, controller, the application or the app
    /// delegate. Whether it can become first responder is its own answer, which the
    /// trace shows, so any responder may be named.
    func referToResponder(_ node: SceneNode, _ key: String) throws(SceneError) -> String {
        let responderName = try scalarText(node, key, expected: "a responder's name, such as PlayerController").text
        try checkIdentifier(responderName, node, key)
        registry.references.append(SceneReference(name: responderName, position: position(of: node), key: key, rule: .responder))
        return responderName
    }

    // MARK: Removing views

    /// `remove: EView`: a view inside a window, not removed before (itself or with
    /// an ancestor).
    func readRemove(_ value: SceneNode, state: inout SceneScriptState) throws(SceneError) -> String {
        let viewName = try referToView(value, "remove", expected: "a view's name", rule: .removable)
        if let earlier = state.removed[viewName] {
            throw error(value, "'\(viewName)' was already removed at line \(earlier.line); a view leaves its superview once")
        }
        if let (ancestor, earlier) = removedAncestor(of: viewName, state: state) {
            throw error(
                value,
                "'\(viewName)' already left the screen with '\(ancestor)', removed at line \(earlier.line); to remove both, remove '\(viewName)' first"
            )
        }
        state.removed[viewName] = position(of: value)
        return viewName
    }

    /// Fails where a place names a view that a `remove` step took off the screen.
    func checkOnScreen(_ viewName: String, _ node: SceneNode, state: SceneScriptState) throws(SceneError) {
        guard !state.removed.isEmpty else { return }
        if let earlier = state.removed[viewName] {
            throw error(
                node,
                "'\(viewName)' was removed from its superview at line \(earlier.line), so it has no place on the screen; aim at a point instead, such as [100, 200]"
            )
        }
        if let (ancestor, earlier) = removedAncestor(of: viewName, state: state) {
            throw error(
                node,
                "'\(viewName)' left the screen with '\(ancestor)', removed at line \(earlier.line), so it has no place on the screen; aim at a point instead, such as [100, 200]"
            )
        }
    }

    /// The nearest ancestor of `viewName` removed so far. Windows and their views
    /// are read before scripts, so the registry knows every view's ancestors here.
    private func removedAncestor(of viewName: String, state: SceneScriptState) -> (String, ScenePosition)? {
        guard let definition = registry.definitions.first(where: { $0.name == viewName && $0.sort == .view }) else { return nil }
        for ancestor in definition.ancestors.reversed() {
            if let earlier = state.removed[ancestor] { return (ancestor, earlier) }
        }
        return nil
    }

    // MARK: Changing views

    /// `set: {view: EView, hidden: true, alpha: 0.5}`, `set: {view: Submit, enabled:
    /// false}` for a control, or `set: {recognizer: Pan, enabled: false}`.
    func readSet(_ value: SceneNode) throws(SceneError) -> SceneStepAction {
        let map = try changeMapping(value, "set", example: "set: {view: EView, hidden: true}")
        if let recognizerNode = map["recognizer"] {
            try checkKeys(
                map, allowed: ["recognizer", "enabled"], in: "'set' of a recognizer",
                elsewhere: ["view": "a set step changes a view or a recognizer, not both; write two steps"])
            let enabledNode = try required(
                map, "enabled", in: "'set' of a recognizer", "say enabled: false or enabled: true, the recognizer's isEnabled")
            let name = try recognizerReference(recognizerNode, "recognizer", owner: "")
            return .setRecognizer(name, isEnabled: try bool(enabledNode, "enabled"))
        }
        return .set(try readViewSet(map))
    }

    private func readViewSet(_ map: SceneMapping) throws(SceneError) -> SceneViewChange {
        var elsewhere = Self.fixedViewKeys(changing: "set", keys: Self.settableKeys)
        elsewhere["duration"] = "a set step changes the view at once; use animate to change it over time"
        try checkKeys(map, allowed: ["view"] + Self.settableKeys, in: "'set'", elsewhere: elsewhere)
        return try readViewChange(map, what: "'set'", keys: Self.settableKeys)
    }

    /// `menu: [cut, copy, paste]`: the edit menu's commands, each an action name,
    /// as a selector (`"copy:"`) or as Swift writes it (`copy(_:)`).
    func readMenu(_ value: SceneNode) throws(SceneError) -> [String] {
        var actions: [String] = []
        for item in try items(value, singleAllowed: true, "menu", expected: "the menu's commands, such as [cut, copy, paste]") {
            var name = try scalarText(item, "menu", expected: "an action name such as copy").text
            for suffix in ["(_:)", ":"] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                break
            }
            try checkIdentifier(name, item, "menu")
            guard !actions.contains(name) else {
                throw error(item, "the menu lists '\(name)' twice; keep one")
            }
            actions.append(name)
        }
        guard !actions.isEmpty else {
            throw error(value, "'menu' is empty; list its commands, such as [cut, copy, paste]")
        }
        registry.nilTargetActions.formUnion(actions)
        return actions
    }

    /// `animate: {view: EView, duration: 0.5, delay: 0, allowUserInteraction: false,
    /// completion: moved, frame: […], alpha: …}`.
    func readAnimate(_ value: SceneNode) throws(SceneError) -> SceneAnimation {
        let map = try changeMapping(value, "animate", example: "animate: {view: EView, duration: 0.5, alpha: 0}")
        var elsewhere = Self.fixedViewKeys(changing: "animate", keys: Self.animatableKeys)
        for key in Self.settableKeys where !Self.animatableKeys.contains(key) {
            elsewhere[key] = "UIKit does not animate it; change it with a set step before or after the animation"
        }
        elsewhere["options"] = "write allowUserInteraction: true for the .allowUserInteraction option"
        try checkKeys(
            map, allowed: ["view", "duration", "delay", "allowUserInteraction", "completion"] + Self.animatableKeys, in: "'animate'",
            elsewhere: elsewhere)
        let durationNode = try required(map, "duration", in: "'animate'", "say how long it lasts, such as duration: 0.5")
        return SceneAnimation(
            change: try readViewChange(map, what: "'animate'", keys: Self.animatableKeys),
            duration: try number(durationNode, "duration", .nonNegative),
            delay: try map["delay"].map { (node) throws(SceneError) in try number(node, "delay", .nonNegative) } ?? 0,
            allowsUserInteraction: try map["allowUserInteraction"].map { (node) throws(SceneError) in
                try bool(node, "allowUserInteraction")
            } ?? false,
            completionMessage: try map["completion"].map { (node) throws(SceneError) in try text(node, "completion") })
    }

    /// The `{view: …, …}` of a `set` or `animate` step.
    private func changeMapping(_ value: SceneNode, _ word: String, example: String) throws(SceneError) -> SceneMapping {
        guard case .mapping = value else {
            throw error(value, "'\(word)' must be {view: …, and what to change}, such as \(example), but found \(describe(value))")
        }
        return try mapping(value, "'\(word)'")
    }

    /// The view named under `view` and the properties among `keys`, read with the
    /// same checks as the view keys of those names.
    private func readViewChange(_ map: SceneMapping, what: String, keys: [String]) throws(SceneError) -> SceneViewChange {
        let viewNode = try required(map, "view", in: what, "name the view to change, such as view: EView")
        var change = SceneViewChange(view: try referToView(viewNode, "view", expected: "a view's name"))
        guard map.entries.contains(where: { keys.contains($0.key) }) else {
            throw error(map.node, "\(what) changes nothing; add a property to change: \(keys.joined(separator: ", "))")
        }
        if let node = map["frame"] { change.frame = try rect(node, "frame") }
        if let node = map["color"] { change.color = try color(node, "color") }
        if let node = map["alpha"] { change.alpha = try number(node, "alpha", .unit) }
        if let node = map["transform"] { change.transform = try transform(node, "transform") }
        if let node = map["hidden"] { change.isHidden = try bool(node, "hidden") }
        if let node = map["userInteractionEnabled"] { change.isUserInteractionEnabled = try bool(node, "userInteractionEnabled") }
        if let node = map["multipleTouchEnabled"] { change.isMultipleTouchEnabled = try bool(node, "multipleTouchEnabled") }
        if let node = map["exclusiveTouch"] { change.isExclusiveTouch = try bool(node, "exclusiveTouch") }
        if let node = map["clipsToBounds"] { change.clipsToBounds = try bool(node, "clipsToBounds") }
        if let node = map["enabled"] {
            change.isEnabled = try bool(node, "enabled")
            // UIControl.isEnabled: only a control has it.
            registry.references.append(SceneReference(name: change.view, position: position(of: node), key: "enabled", rule: .control))
        }
        return change
    }

    /// Why the other view keys cannot follow `set` or `animate`: the scene fixes them
    /// when it builds the hierarchy.
    private static func fixedViewKeys(changing word: String, keys: [String]) -> [String: String] {
        var reasons: [String: String] = [
            "name": "name the view to change with 'view'",
            "kind": "a view's kind is fixed when the scene is built",
        ]
        for key in viewPropertyKeys + responderKeys where key != "name" && !settableKeys.contains(key) {
            reasons[key] = "it is fixed when the scene is built; \(word) changes \(keys.joined(separator: ", "))"
        }
        return reasons
    }
}
