import Yams

/// The keys every responder accepts — views, windows, controllers, the
/// application and the app delegate — and their registration as named objects.
extension SceneReader {
    static let responderKeys = [
        "touches", "motion", "remoteControl", "actions",
        "canBecomeFirstResponder", "canResignFirstResponder", "next", "log",
    ]

    /// Reads the responder keys of `map`. `logTopics` are the topics this sort of
    /// object may log; `allowDrag` is true for views.
    func readResponder(
        _ map: SceneMapping, in what: String, logTopics: [SceneLogTopic], allowDrag: Bool
    ) throws(SceneError) -> (responder: SceneResponder, nextPosition: ScenePosition?) {
        var responder = SceneResponder()
        if let node = map["touches"] {
            responder.touches = try word(node, "touches", SceneHandling.self)
            if responder.touches == .drag, !allowDrag {
                throw error(
                    node, "'drag' moves a view with the finger, so only views can use it; \(what) can forward, handle or handleAndForward")
            }
        }
        for (key, path) in [("motion", \SceneResponder.motion), ("remoteControl", \SceneResponder.remoteControl)] {
            guard let node = map[key] else { continue }
            let handling = try word(node, key, SceneHandling.self)
            if handling == .drag {
                throw error(node, "'drag' applies to touches only; '\(key)' can be forward, handle or handleAndForward")
            }
            responder[keyPath: path] = handling
        }
        if let node = map["actions"] {
            responder.actions = try readActions(node)
        }
        if let node = map["canBecomeFirstResponder"] {
            responder.canBecomeFirstResponder = try bool(node, "canBecomeFirstResponder")
        }
        if let node = map["canResignFirstResponder"] {
            responder.canResignFirstResponder = try bool(node, "canResignFirstResponder")
        }
        var nextPosition: ScenePosition?
        if let node = map["next"] {
            nextPosition = position(of: node)
            if isNil(node) {
                responder.next = SceneNext.none
            } else {
                let target = try name(node, "next")
                responder.next = .responder(target)
                registry.references.append(SceneReference(name: target, position: position(of: node), key: "next", rule: .responder))
            }
        }
        if let node = map["log"] {
            responder.log = try readLog(node, in: what, allowed: logTopics)
        }
        return (responder, nextPosition)
    }

    /// `{buttonTap: "button clicked!", copy: ~}` or `[copy, paste]`.
    private func readActions(_ node: Node) throws(SceneError) -> [SceneAction] {
        var actions: [SceneAction] = []
        var pairs: [(Node, Node?)] = []
        switch node {
        case .mapping:
            pairs = try mapping(node, "'actions'").entries.map { ($0.keyNode, $0.value) }
        case .sequence(let sequence):
            pairs = sequence.map { ($0, nil) }
        default:
            throw error(
                node,
                "'actions' must map action names to the message each prints ({buttonTap: \"button clicked!\"}) or list names ([copy, paste]), but found \(describe(node))"
            )
        }
        for (nameNode, messageNode) in pairs {
            let actionName = try scalarText(nameNode, "actions", expected: "an action name such as buttonTap").text
            try checkIdentifier(actionName, nameNode, "actions")
            if actions.contains(where: { $0.name == actionName }) {
                throw error(nameNode, "the action '\(actionName)' is listed twice")
            }
            let message = try messageNode.flatMap { (value) throws(SceneError) in isNull(value) ? nil : try text(value, actionName) }
            actions.append(SceneAction(name: actionName, message: message))
        }
        return actions
    }

    /// `all`, one topic, or a list of topics, each allowed for this object.
    func readLog(_ node: Node, in what: String, allowed: [SceneLogTopic]) throws(SceneError) -> Set<SceneLogTopic> {
        if case .scalar(let scalar) = node, scalar.string == "all" {
            return Set(allowed)
        }
        var topics: Set<SceneLogTopic> = []
        for item in try items(node, singleAllowed: true, "log", expected: "topics such as [hitTest, touches]") {
            let topic = try word(item, "log", SceneLogTopic.self)
            guard allowed.contains(topic) else {
                let reason = topic == .tracking ? "only controls track touches" : "\(what) has no such calls"
                throw error(
                    item,
                    "\(what) cannot log '\(topic.rawValue)': \(reason); it can log \(allowed.map(\.rawValue).joined(separator: ", ")) or all"
                )
            }
            topics.insert(topic)
        }
        return topics
    }

    /// Records a responder under its name with what the validator needs;
    /// `ancestors` are for views.
    func registerResponder(
        name: String, sort: SceneDefinition.Sort, at position: ScenePosition,
        responder: SceneResponder, nextPosition: ScenePosition?,
        window: String?, defaultNext: String?, isResponder: Bool = true,
        ancestors: [String] = []
    ) {
        var definition = SceneDefinition(name: name, sort: sort, position: position, isResponder: isResponder)
        definition.window = window
        definition.defaultNext = defaultNext
        definition.ancestors = ancestors
        if let next = responder.next, let nextPosition {
            definition.nextOverride = (next, nextPosition)
        }
        definition.actions = Set(responder.actions.map(\.name))
        definition.canBecomeFirstResponder = responder.canBecomeFirstResponder
        registry.definitions.append(definition)
    }
}
