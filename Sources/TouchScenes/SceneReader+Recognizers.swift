/// Gesture recognizers: their kind-specific counts and durations, the delivery
/// switches every recognizer has, and the rules between recognizers.
extension SceneReader {
    static let recognizerKeys = [
        "kind", "name", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "message", "log", "requireToFail", "simultaneousWith", "canPrevent", "canBePrevented", "shouldBegin",
        "shouldReceiveTouch", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
    ]

    /// Each kind-specific key and the kinds that take it, in the kinds' order.
    static let recognizerKindKeys: [String: [SceneRecognizerKind.Name]] = Dictionary(
        grouping: SceneRecognizerKind.Name.allCases.flatMap { kind in kind.propertyKeys.map { (key: $0, kind: kind) } },
        by: \.key
    ).mapValues { $0.map(\.kind) }

    static let maximumTaps = 10

    /// The keys a recognizer of each kind accepts, in the order messages list them.
    static let recognizerAllowedKeys: [SceneRecognizerKind.Name: [String]] = Dictionary(
        uniqueKeysWithValues: SceneRecognizerKind.Name.allCases.map { kindName in
            (kindName, recognizerKeys + recognizerKindKeys.filter { $0.value.contains(kindName) }.map(\.key).sorted())
        })

    /// Why keys a recognizer of `kind` refuses belong elsewhere (made only for a refused key).
    static func recognizerElsewhere(kind kindName: SceneRecognizerKind.Name, recognizerName: String) -> [String: String] {
        var elsewhere: [String: String] = [:]
        for (key, kinds) in recognizerKindKeys where !kinds.contains(kindName) {
            elsewhere[key] =
                "it belongs to \(kinds.map(\.rawValue).joined(separator: ", ")), and \(recognizerName) is a \(kindName.rawValue)"
        }
        for key in ["touches", "hitTest", "subviews", "frame"]
        where elsewhere[key] == nil && !(recognizerKindKeys[key]?.contains(kindName) ?? false) {
            elsewhere[key] = "a recognizer is not a view or a responder"
        }
        return elsewhere
    }

    func readRecognizer(_ node: SceneNode, window: String) throws(SceneError) -> SceneRecognizer {
        let map = try mapping(node, "a recognizer")
        let nameNode = try required(map, "name", in: "a recognizer", "every recognizer needs a unique name, such as name: Tap")
        let recognizerName = try name(nameNode, "name")
        let what = "recognizer '\(recognizerName)'"
        let kindNode = try required(map, "kind", in: what, "say which gesture: \(SceneRecognizerKind.Name.listed)")
        let kindName = try word(kindNode, "kind", SceneRecognizerKind.Name.self)
        try checkKeys(
            map, allowed: Self.recognizerAllowedKeys[kindName] ?? [], in: what,
            elsewhere: Self.recognizerElsewhere(kind: kindName, recognizerName: recognizerName))

        recognizerCount += 1
        guard recognizerCount <= limits.recognizers else {
            throw error(nameNode, "the scene has more than \(limits.recognizers) recognizers, the limit for one scene")
        }
        var definition = SceneDefinition(name: recognizerName, sort: .recognizer, position: position(of: nameNode), isResponder: false)
        definition.window = window
        registry.definitions.append(definition)

        let kind = try readRecognizerKind(kindName, map)
        var recognizer = SceneRecognizer(name: recognizerName, kind: kind)
        if let value = map["enabled"] { recognizer.isEnabled = try bool(value, "enabled") }
        if let value = map["cancelsTouchesInView"] { recognizer.cancelsTouchesInView = try bool(value, "cancelsTouchesInView") }
        if let value = map["delaysTouchesBegan"] { recognizer.delaysTouchesBegan = try bool(value, "delaysTouchesBegan") }
        if let value = map["delaysTouchesEnded"] { recognizer.delaysTouchesEnded = try bool(value, "delaysTouchesEnded") }
        if let value = map["message"] { recognizer.message = try text(value, "message") }
        if let value = map["shouldBegin"] { recognizer.shouldBegin = try bool(value, "shouldBegin") }
        if let value = map["shouldReceiveTouch"] { recognizer.shouldReceiveTouch = try bool(value, "shouldReceiveTouch") }
        if let value = map["log"] {
            let isPan = kindName == .pan
            let onlyPans = "only pan recognizers have a translation and a velocity, and \(recognizerName) is a \(kindName.rawValue)"
            (recognizer.log, recognizer.measurements) = try readLog(
                value, in: what, allowed: [.touches, .state, .location] + (isPan ? [.translation, .velocity] : []),
                reasons: [
                    .previousLocation: "a recognizer has location(in:) but no previous location; log previousLocation on its view",
                    .translation: onlyPans, .velocity: onlyPans,
                ])
        }
        // Failure requirements, set directly or answered by the delegate (SPEC G9):
        // each is an edge "waiter waits for the other to fail", and a loop through
        // any of them is refused like a requireToFail loop. `shouldBeRequiredToFailBy`
        // names the recognizers that wait for this one.
        let failureKeys: [(key: String, list: WritableKeyPath<SceneRecognizer, [String]>, thisWaits: Bool)] = [
            ("requireToFail", \.requireToFail, true), ("shouldRequireFailureOf", \.shouldRequireFailureOf, true),
            ("shouldBeRequiredToFailBy", \.shouldBeRequiredToFailBy, false),
        ]
        for (key, list, thisWaits) in failureKeys {
            guard let value = map[key] else { continue }
            for item in try items(value, singleAllowed: true, key, expected: "recognizer names") {
                let other = try recognizerReference(item, key, owner: recognizerName)
                recognizer[keyPath: list].append(other)
                registry.failureRequirements.append(
                    thisWaits ? (recognizerName, other, position(of: item), key) : (other, recognizerName, position(of: item), key))
            }
        }
        if let value = map["simultaneousWith"] {
            if case .scalar(let scalar) = value, scalar.string == "all" {
                recognizer.simultaneous = .all
            } else {
                var names: [String] = []
                for item in try items(value, singleAllowed: true, "simultaneousWith", expected: "recognizer names, or all") {
                    names.append(try recognizerReference(item, "simultaneousWith", owner: recognizerName))
                }
                recognizer.simultaneous = names.isEmpty ? .none : .named(names)
            }
        }
        if let value = map["dragsView"] { recognizer.dragsView = try bool(value, "dragsView") }
        if let value = map["canPrevent"] {
            recognizer.canPrevent = try readPreventionAnswer(value, "canPrevent", owner: recognizerName)
        }
        if let value = map["canBePrevented"] {
            recognizer.canBePrevented = try readPreventionAnswer(value, "canBePrevented", owner: recognizerName)
        }
        return recognizer
    }

    /// Another recognizer, by its scene name or as a scroll or table view's
    /// built-in one, `Feed.panGestureRecognizer` (Apple:
    /// UIScrollView.panGestureRecognizer); the validator checks it exists.
    func recognizerReference(_ node: SceneNode, _ key: String, owner: String) throws(SceneError) -> String {
        let (value, style) = try scalarText(node, key, expected: "the name of a recognizer such as Tap, or Feed.panGestureRecognizer")
        let at = position(of: node)
        guard let dot = value.firstIndex(of: ".") else {
            try checkIdentifier(value, node, key)
            registry.references.append(SceneReference(name: value, position: at, key: key, rule: .otherRecognizer(owner)))
            return value
        }
        let viewName = String(value[..<dot]), property = String(value[value.index(after: dot)...])
        try checkIdentifier(viewName, node, key)
        // A plain scalar is written as read, so the property's column is known.
        let offset = style == .plain ? viewName.count + 1 : 0
        let propertyPosition = ScenePosition(line: at.line, column: at.column + offset)
        guard !property.isEmpty, !property.contains(".") else {
            throw error(
                at: propertyPosition,
                "'\(value)' is not a recognizer: write a recognizer's name, or a scroll view's name and .panGestureRecognizer")
        }
        registry.references.append(
            SceneReference(
                name: viewName, position: at, key: key,
                rule: .builtInRecognizer(property: property, propertyPosition: propertyPosition)))
        return value
    }

    /// `false` (every other recognizer), or `{Pan: false, Feed.panGestureRecognizer: true}`.
    private func readPreventionAnswer(_ node: SceneNode, _ key: String, owner: String) throws(SceneError) -> SceneRecognizerAnswer {
        let shape = "true, false, or recognizer names mapped to true or false such as {Pan: false}"
        if case .mapping = node {
            let map = try mapping(node, "'\(key)'")
            guard !map.entries.isEmpty else {
                throw error(node, "'\(key)' is empty; write \(shape)")
            }
            var answers: [String: Bool] = [:]
            for entry in map.entries {
                let other = try recognizerReference(entry.keyNode, key, owner: owner)
                answers[other] = try bool(entry.value, other)
            }
            return .named(answers)
        }
        if case .scalar(let scalar) = node, scalar.style == .plain, ["true", "false"].contains(scalar.string.lowercased()) {
            return .always(try bool(node, key))
        }
        throw error(node, "'\(key)' must be \(shape), but found \(describe(node))")
    }

    private func readRecognizerKind(_ kind: SceneRecognizerKind.Name, _ map: SceneMapping) throws(SceneError) -> SceneRecognizerKind {
        let fingers = limits.fingers
        /// Touch counts are capped by the fingers a device tracks; tap counts by
        /// what a person can tap before the multi-tap interval runs out.
        func count(_ key: String, from minimum: Int, default value: Int) throws(SceneError) -> Int {
            let maximum = key == "taps" ? Self.maximumTaps : fingers
            return try map[key].map { (node) throws(SceneError) in try integer(node, key, from: minimum, to: maximum) } ?? value
        }
        switch kind {
        case .tap:
            return .tap(taps: try count("taps", from: 1, default: 1), touches: try count("touches", from: 1, default: 1))
        case .longPress:
            let duration = try map["duration"].map { (node) throws(SceneError) in try number(node, "duration", .nonNegative) }
            let movement = try map["movement"].map { (node) throws(SceneError) in try number(node, "movement", .nonNegative) }
            return .longPress(
                duration: duration, movement: movement,
                touches: try count("touches", from: 1, default: 1), taps: try count("taps", from: 0, default: 0))
        case .pan:
            let minimum = try count("minTouches", from: 1, default: 1)
            let maximum = try map["maxTouches"].map { (node) throws(SceneError) in try integer(node, "maxTouches", from: 1, to: fingers) }
            if let maximum, maximum < minimum {
                throw error(map["maxTouches"]!, "'maxTouches' (\(maximum)) must not be less than 'minTouches' (\(minimum))")
            }
            return .pan(minTouches: minimum, maxTouches: maximum)
        case .swipe:
            var directions: Set<SceneDirection> = [.right]
            if let node = map["direction"] {
                directions = []
                for item in try items(node, singleAllowed: true, "direction", expected: "directions") {
                    directions.insert(try word(item, "direction", SceneDirection.self))
                }
                if directions.isEmpty {
                    throw error(node, "'direction' is empty; give at least one of right, left, up, down")
                }
            }
            return .swipe(directions: directions, touches: try count("touches", from: 1, default: 1))
        case .pinch:
            return .pinch
        case .rotation:
            return .rotation
        }
    }
}
