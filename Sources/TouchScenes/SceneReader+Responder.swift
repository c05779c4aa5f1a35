/// The keys every responder accepts — views, windows, controllers, the
/// application and the app delegate — and their registration as named objects.
extension SceneReader {
    static let responderKeys = [
        "touches", "motion", "remoteControl", "actions", "canPerformAction",
        "canBecomeFirstResponder", "canResignFirstResponder", "next", "log",
    ]

    /// The bits of ``responderKeys`` in a ``SceneMapping/keyMask``, but for
    /// `next`'s, which every named object has (``readResponder(_:in:logTopics:allowDrag:)``).
    static let responderKeyMask: UInt64 = responderKeys.filter { $0 != "next" }.reduce(0) { $0 | SceneMapping.bit($1) }

    /// Reads the responder keys of `map`. `logTopics` are the topics this sort of
    /// object may log; `allowDrag` is true for views.
    func readResponder(
        _ map: SceneMapping, in what: @autoclosure () -> String, logTopics: [SceneLogTopic], allowDrag: Bool
    ) throws(SceneError) -> (responder: SceneResponder, nextPosition: ScenePosition?) {
        if !registry.pendingActionPositions.isEmpty { registry.pendingActionPositions = [:] }
        // Most objects (every view of a generated scene) have no responder key:
        // one test of the key mask settles that, but for `next`, whose bit is
        // `name`'s (both four letters from an n), so that one is looked up.
        guard map.keyMask & Self.responderKeyMask != 0 || map.value("next") != nil else { return (SceneResponder(), nil) }
        var responder = SceneResponder()
        if let node = map["touches"] {
            responder.touches = try word(node, "touches", SceneHandling.self)
            if responder.touches == .drag, !allowDrag {
                throw error(
                    node, "'drag' moves a view with the finger, so only views can use it; \(what()) can forward, handle or handleAndForward"
                )
            }
        }
        func handling(_ key: String) throws(SceneError) -> SceneHandling? {
            guard let node = map[key] else { return nil }
            let handling = try word(node, key, SceneHandling.self)
            if handling == .drag {
                throw error(node, "'drag' applies to touches only; '\(key)' can be forward, handle or handleAndForward")
            }
            return handling
        }
        if let node = map["motion"] {
            responder.motion = try readMotion(node)
        }
        if let remoteControl = try handling("remoteControl") { responder.remoteControl = remoteControl }
        if let node = map["actions"] {
            responder.actions = try readActions(node)
        }
        if let node = map["canPerformAction"] {
            responder.canPerformAction = try readCanPerformAction(node)
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
            let reasons: [SceneLogTopic: String] =
                allowDrag
                ? [
                    .tracking: "only controls track touches",
                    .translation: "only pan recognizers have a translation; log it on a pan",
                    .velocity: "only pan recognizers have a velocity; log it on a pan",
                ]
                : [
                    .location: "only views and recognizers log locations; log it on the controller's view",
                    .previousLocation: "only views log previous locations; log it on the controller's view",
                ]
            let measured: [SceneLogTopic] = allowDrag ? [.location, .previousLocation] : []
            (responder.log, responder.measurements) = try readLog(node, in: what(), allowed: logTopics + measured, reasons: reasons)
        }
        return (responder, nextPosition)
    }

    /// `motion: handle` (all three motion methods), or a mapping of the methods the
    /// responder overrides, `{ended: handle}`; a method left out is not overridden,
    /// so UIResponder's default forwards it to `next` (SPEC F2, R4).
    private func readMotion(_ node: SceneNode) throws(SceneError) -> SceneMotionHandling {
        let values = "forward, handle or handleAndForward"
        guard case .mapping = node else {
            let handling = try word(node, "motion", SceneHandling.self)
            if handling == .drag {
                throw error(node, "'drag' applies to touches only; 'motion' can be \(values)")
            }
            return SceneMotionHandling(handling)
        }
        let map = try mapping(node, "'motion'")
        try checkKeys(map, allowed: ["began", "ended", "cancelled"], in: "'motion'")
        guard !map.entries.isEmpty else {
            throw error(node, "'motion' is empty; name the methods it overrides, such as {ended: handle}")
        }
        var motion = SceneMotionHandling()
        for entry in map.entries {
            let handling = try word(entry.value, entry.key, SceneHandling.self)
            if handling == .drag {
                throw error(entry.value, "'drag' applies to touches only; '\(entry.key)' can be \(values)")
            }
            switch entry.key {
            case "began": motion.began = handling
            case "ended": motion.ended = handling
            default: motion.cancelled = handling
            }
        }
        return motion
    }

    /// `{copy: true, paste: false, "save:": true}`: an overridden
    /// `canPerformAction(_:withSender:)`. It may answer for any action, one the
    /// responder does not implement included: UIKit asks the first responder, whose
    /// default passes the question to `next` (Apple:
    /// UIResponder.canPerformAction(_:withSender:)), so a responder can hide an
    /// edit-menu command that one further up the chain implements. An action may be
    /// written as the scene names it (`save`), as an Objective-C selector (`save:`)
    /// or as Swift writes it (`save(_:)`).
    private func readCanPerformAction(_ node: SceneNode) throws(SceneError) -> [String: Bool] {
        let shape = "map action names to true or false, such as {copy: true, paste: false}"
        guard case .mapping = node else {
            throw error(node, "'canPerformAction' must \(shape), but found \(describe(node))")
        }
        let map = try mapping(node, "'canPerformAction'")
        guard !map.entries.isEmpty else {
            throw error(node, "'canPerformAction' is empty; \(shape)")
        }
        var answers: [String: Bool] = [:]
        for entry in map.entries {
            var actionName = entry.key
            for suffix in ["(_:)", ":"] where actionName.hasSuffix(suffix) {
                actionName.removeLast(suffix.count)
                break
            }
            try checkIdentifier(actionName, entry.keyNode, "canPerformAction")
            guard answers[actionName] == nil else {
                throw error(entry.keyNode, "'canPerformAction' answers for the action '\(actionName)' twice; keep one")
            }
            answers[actionName] = try bool(entry.value, entry.key)
        }
        return answers
    }

    /// `{buttonTap: "button clicked!", copy: ~}` or `[copy, paste]`.
    private func readActions(_ node: SceneNode) throws(SceneError) -> [SceneAction] {
        var actions: [SceneAction] = []
        var pairs: [(SceneNode, SceneNode?)] = []
        switch node {
        case .mapping:
            pairs = try mapping(node, "'actions'").entries.map { ($0.keyNode, $0.value) }
        case .sequence(let sequence):
            pairs = sequence.nodes.map { ($0, nil) }
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
            registry.pendingActionPositions[actionName] = position(of: nameNode)
        }
        return actions
    }

    /// `all`, one topic, or a list of topics, each allowed for this object; a
    /// measured topic may name its space, `{location: Card}`. `all` means every call
    /// topic; numbers are chosen by name. `reasons` explain refused topics.
    func readLog(
        _ node: SceneNode, in what: String, allowed: [SceneLogTopic], reasons: [SceneLogTopic: String]
    ) throws(SceneError) -> (topics: Set<SceneLogTopic>, measurements: [SceneMeasurement]) {
        if case .scalar(let scalar) = node, scalar.string == "all" {
            return (Set(allowed.filter { !$0.isMeasurement }), [])
        }
        var topics: Set<SceneLogTopic> = []
        var measurements: [SceneMeasurement] = []
        func check(_ topic: SceneLogTopic, _ node: SceneNode) throws(SceneError) {
            guard allowed.contains(topic) else {
                let reason = reasons[topic] ?? "\(what) has no such calls"
                throw error(
                    node,
                    "\(what) cannot log '\(topic.rawValue)': \(reason); it can log \(allowed.map(\.rawValue).joined(separator: ", ")) or all"
                )
            }
        }
        for item in try items(node, singleAllowed: true, "log", expected: "topics such as [hitTest, touches]") {
            let measurement: SceneMeasurement
            if case .mapping = item {
                let entry = try mapping(item, "a log entry")
                guard entry.entries.count == 1, let only = entry.entries.first else {
                    throw error(item, "a log entry with a space has one key, such as {location: Card}, but this has \(entry.entries.count)")
                }
                let topic = try word(only.keyNode, "log", SceneLogTopic.self)
                guard topic.isMeasurement else {
                    throw error(
                        only.keyNode,
                        "'\(topic.rawValue)' is a call, not a number measured in a view; write it on its own: log: [\(topic.rawValue)]")
                }
                try check(topic, only.keyNode)
                measurement = SceneMeasurement(topic, in: try space(only.value, topic.rawValue))
            } else {
                let topic = try word(item, "log", SceneLogTopic.self)
                try check(topic, item)
                guard topic.isMeasurement else {
                    topics.insert(topic)
                    continue
                }
                measurement = SceneMeasurement(topic)
            }
            if !measurements.contains(measurement) { measurements.append(measurement) }
        }
        return (topics, measurements)
    }

    /// The `view` argument of `location(in:)`: `self`, `nil` for the window's
    /// coordinates, or a view's name.
    private func space(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneSpace {
        if isNil(node) { return .window }
        let value = try scalarText(node, key, expected: "self, nil (the window's coordinates) or the name of a view").text
        if value == "self" { return .own }
        try checkIdentifier(value, node, key)
        registry.references.append(
            SceneReference(
                name: value, position: position(of: node), key: key, rule: .view,
                hint: "for the window's coordinates write nil, as location(in: nil) does, or the window's name"))
        return .view(value)
    }

    /// Records a responder under its name with what the validator needs;
    /// `ancestors` are for views.
    func registerResponder(
        name: String, sort: SceneDefinition.Sort, at position: ScenePosition,
        responder: SceneResponder, nextPosition: ScenePosition?,
        window: String?, defaultNext: String?, isResponder: Bool = true,
        ancestors: [String] = [], isScrollView: Bool = false, isControl: Bool = false
    ) {
        var definition = SceneDefinition(name: name, sort: sort, position: position, isResponder: isResponder)
        definition.window = window
        definition.defaultNext = defaultNext
        definition.ancestors = ancestors
        definition.isScrollView = isScrollView
        definition.isControl = isControl
        if let next = responder.next, let nextPosition {
            definition.nextOverride = (next, nextPosition)
        }
        if !responder.actions.isEmpty {
            definition.actions = Set(responder.actions.map(\.name))
            definition.actionPositions = responder.actions.compactMap { action in
                registry.pendingActionPositions[action.name].map { (action.name, $0) }
            }
        }
        if !registry.pendingActionPositions.isEmpty { registry.pendingActionPositions = [:] }
        definition.canBecomeFirstResponder = responder.canBecomeFirstResponder
        registry.definitions.append(definition)
    }
}
