/// Scripts: named lists of steps, each placed in virtual time with its fingers
/// checked and assigned.
extension SceneReader {
    static let stepWords = SceneStepKind.allCases.map(\.rawValue)
    /// The keys of a shot written as a mapping.
    static let shotKeys = ["name", "caption"]
    /// Most moves one drag, swipe, pinch or rotate may make.
    static let maximumMoves = 1_000

    func readScripts(_ node: SceneNode) throws(SceneError) -> [SceneScript] {
        let map = try mapping(node, "'scripts'")
        guard map.entries.count <= limits.scripts else {
            throw error(map.entries[limits.scripts].keyNode, "a scene may have at most \(limits.scripts) scripts")
        }
        var scripts: [SceneScript] = []
        for entry in map.entries {
            try checkFileName(entry.key, entry.keyNode, what: "a script name")
            let list = try items(entry.value, singleAllowed: false, entry.key, expected: "steps such as - tap: EView")
            guard !list.isEmpty else {
                throw error(entry.value, "the script '\(entry.key)' has no steps")
            }
            guard list.count <= limits.stepsPerScript else {
                throw error(
                    list[limits.stepsPerScript],
                    "the script '\(entry.key)' has more than \(limits.stepsPerScript) steps, the limit for one script")
            }
            var state = SceneScriptState()
            var steps: [SceneStep] = []
            for item in list {
                steps.append(try readStep(item, state: &state))
            }
            var script = SceneScript(name: entry.key, steps: steps)
            script.shotCaptions = state.shotCaptions
            scripts.append(script)
        }
        return scripts
    }

    /// Script and shot names become command-line arguments and file names.
    private func checkFileName(_ value: String, _ node: SceneNode, what: String) throws(SceneError) {
        let allowed = value.unicodeScalars.allSatisfy {
            $0.value < 128 && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
        guard !value.isEmpty, value.count <= 64, allowed else {
            throw error(
                node,
                "'\(value)' cannot be \(what): use up to 64 letters, digits, - and _ (it is used on the command line and in file names)")
        }
    }

    // MARK: Steps

    private func readStep(_ node: SceneNode, state: inout SceneScriptState) throws(SceneError) -> SceneStep {
        let wordNode: SceneNode
        let value: SceneNode?
        switch node {
        case .scalar where !isNull(node):
            wordNode = node
            value = nil
        case .mapping:
            let map = try mapping(node, "a step")
            guard let first = map.entries.first else {
                throw error(node, "this step is empty; write an action such as - tap: EView")
            }
            if map.entries.count > 1 {
                throw error(
                    map.entries[1].keyNode,
                    "a step does one thing, but this one has '\(first.key)' and '\(map.entries[1].key)'; put each on its own '- ' line, with the details of '\(first.key)' in {…} after it"
                )
            }
            wordNode = first.keyNode
            value = isNull(first.value) ? nil : first.value
        default:
            throw error(node, "a step must be an action such as - tap: EView, but found \(describe(node))")
        }
        let word = try scalarText(wordNode, "step", expected: "an action").text
        guard let kind = SceneStepKind(rawValue: word) else {
            let suggestion = SceneSuggestion.closest(to: word, in: Self.stepWords)
            throw error(
                wordNode,
                "unknown action '\(word)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of: \(Self.stepWords.joined(separator: ", "))"))
        }
        if value == nil, !kind.mayBeBare {
            throw error(wordNode, "'\(word)' needs a value, such as \(kind.example)")
        }
        let start = state.time
        let (action, duration, frames) = try readAction(kind, value, wordNode: wordNode, state: &state)
        state.time = SceneTime.snapped(state.time + duration)
        guard state.time <= limits.scriptSeconds else {
            throw error(
                wordNode,
                "the script would last more than \(SceneNumberBound.format(limits.scriptSeconds)) seconds here, the limit for one script")
        }
        state.frames += frames
        guard state.frames <= limits.framesPerScript else {
            throw error(
                wordNode,
                "the script produces more than \(limits.framesPerScript) input frames here, the limit for one script; use fewer steps in drags"
            )
        }
        let perFrame = viewCount + recognizerCount * recognizerCount
        guard state.frames * perFrame <= limits.scriptWork else {
            throw error(
                wordNode,
                "the script produces more than \(limits.scriptWork / perFrame) input frames here, the limit for a scene of \(viewCount) views and \(recognizerCount) recognizers (frames × (views + recognizers²) at most \(limits.scriptWork)); use a shorter script or a smaller scene"
            )
        }
        return SceneStep(time: start, duration: duration, action: action, kind: kind, position: position(of: wordNode))
    }

    /// The action, how long it lasts and how many input frames it makes.
    private func readAction(_ kind: SceneStepKind, _ value: SceneNode?, wordNode: SceneNode, state: inout SceneScriptState)
        throws(SceneError) -> (SceneStepAction, Double, Int)
    {
        let word = kind.rawValue
        switch kind {
        case .down, .move, .up, .cancel:
            let changes = try readFingerChanges(kind.fingerPhase!, value, wordNode: wordNode, state: &state)
            return (.fingers(changes), 0, 1)
        case .frame:
            let changes = try readFrame(value!, state: &state)
            return (.fingers(changes), 0, 1)
        case .tap, .doubleTap, .longPress:
            let tap = try readTap(kind, value!, state: state)
            return (.tap(tap), tap.duration, 2 * tap.count)
        case .drag, .swipe:
            let (drag, duration) = kind == .drag ? try readDrag(value!, state: state) : try readSwipe(value!, state: state)
            return (.drag(drag), duration, drag.steps + 2)
        case .pinch, .rotate:
            let (gesture, duration) = try readTwoFinger(kind, value!, state: state)
            return (.twoFinger(gesture), duration, gesture.steps + 2)
        case .wait:
            return (.wait, try number(value!, "wait", .nonNegative), 0)
        case .interruption:
            try checkNoValue(word, value)
            state.held.removeAll()
            // The core cancels a shake in progress too (motionCancelled).
            state.shake = nil
            return (.interruption, 0, 0)
        case .shake:
            return (try readShake(value, wordNode: wordNode, state: &state), 0, 0)
        case .remote:
            return (.remoteControl(try self.word(value!, "remote", SceneRemoteCommand.self)), 0, 0)
        case .becomeFirstResponder:
            return (.becomeFirstResponder(try referToResponder(value!, word)), 0, 0)
        case .resignFirstResponder:
            return (.resignFirstResponder(try value.map { (node) throws(SceneError) in try referToResponder(node, word) }), 0, 0)
        case .remove:
            return (.remove(try readRemove(value!, state: &state)), 0, 0)
        case .set:
            return (try readSet(value!), 0, 0)
        case .menu:
            return (.menu(try readMenu(value!)), 0, 0)
        case .animate:
            return (.animate(try readAnimate(value!)), 0, 0)
        case .shot:
            var nameNode = value!
            if case .mapping = value! {
                // `shot: {name: released, caption: ...}`: a shot with its storyboard caption.
                let map = try mapping(value!, "a shot")
                try checkKeys(map, allowed: Self.shotKeys, in: "a shot")
                nameNode = try required(map, "name", in: "a shot", "name it, such as shot: {name: released, caption: ...}")
                if let caption = map["caption"] {
                    state.shotCaptions[try text(nameNode, "shot")] = try text(caption, "caption")
                }
            }
            let shot = try text(nameNode, "shot")
            try checkFileName(shot, nameNode, what: "a shot name")
            if let earlier = state.shots[shot] {
                throw error(value!, "the shot '\(shot)' is already taken at line \(earlier.line) of this script; shot names must differ")
            }
            state.shots[shot] = position(of: nameNode)
            return (.shot(shot), 0, 0)
        }
    }

    private func checkNoValue(_ word: String, _ value: SceneNode?) throws(SceneError) {
        if let value {
            throw error(value, "'\(word)' takes no value; write just - \(word)")
        }
    }

    // MARK: Locations

    /// `[x, y]` on screen, a view's name (its centre), or `{view: EView, point: [x, y]}`
    /// in the view's coordinates.
    ///
    /// A view removed earlier in the script, or inside one that was, has no place
    /// on the screen, so naming it here is an error.
    func readLocation(_ node: SceneNode, _ key: String, state: SceneScriptState) throws(SceneError) -> SceneLocation {
        switch node {
        case .sequence:
            return .point(try vector(node, key))
        case .mapping:
            let map = try mapping(node, "'\(key)'")
            try checkKeys(map, allowed: ["view", "point"], in: "'\(key)'")
            let viewNode = try required(map, "view", in: "'\(key)'", "name the view, such as {view: EView, point: [10, 10]}")
            let viewName = try referToView(viewNode, key)
            try checkOnScreen(viewName, viewNode, state: state)
            guard let pointNode = map["point"] else { return .viewCenter(viewName) }
            return .inView(viewName, try vector(pointNode, "point"))
        default:
            guard !isNull(node) else {
                throw error(node, "'\(key)' must be a place: [x, y], a view's name, or {view: EView, point: [x, y]}, but found nothing")
            }
            let viewName = try referToView(node, key)
            try checkOnScreen(viewName, node, state: state)
            return .viewCenter(viewName)
        }
    }

    func referToView(
        _ node: SceneNode, _ key: String, expected: String = "a view's name, or [x, y]", rule: SceneReference.Rule = .view
    ) throws(SceneError) -> String {
        let viewName = try scalarText(node, key, expected: expected).text
        try checkIdentifier(viewName, node, key)
        registry.references.append(SceneReference(name: viewName, position: position(of: node), key: key, rule: rule))
        return viewName
    }

    // MARK: Low-level fingers

    private func readFingerChanges(_ phase: SceneFingerPhase, _ value: SceneNode?, wordNode: SceneNode, state: inout SceneScriptState)
        throws(SceneError) -> [SceneFingerChange]
    {
        var entries: [(finger: Int, location: SceneLocation?, node: SceneNode)] = []
        let needsLocation = phase == .down || phase == .move
        if let value, case .sequence(let list) = value, let first = list.nodes.first, case .mapping = first {
            for item in list.nodes {
                entries.append(try readFingerEntry(try mapping(item, "a '\(phase.rawValue)' finger"), phase: phase, state: state))
            }
        } else if let value, case .mapping = value {
            entries.append(try readFingerEntry(try mapping(value, "a '\(phase.rawValue)' finger"), phase: phase, state: state))
        } else if needsLocation {
            entries.append((1, try readLocation(value!, phase.rawValue, state: state), value!))
        } else if let value, case .sequence(let list) = value {
            // `up: [1, 2]`: the fingers that lift (or are cancelled) together, each
            // where it last was.
            guard !list.nodes.isEmpty else {
                throw error(value, "'\(phase.rawValue)' has an empty list; name the fingers, such as \(phase.rawValue): [1, 2]")
            }
            for item in list.nodes {
                entries.append((try integer(item, phase.rawValue, from: 1, to: limits.fingers), nil, item))
            }
        } else if let value {
            entries.append((try integer(value, phase.rawValue, from: 1, to: limits.fingers), nil, value))
        } else {
            entries.append((1, nil, wordNode))
        }
        return try applyChanges(entries.map { ($0.finger, phase, $0.location, $0.node) }, state: &state)
    }

    /// `{finger: 2, at: EView}`.
    private func readFingerEntry(_ map: SceneMapping, phase: SceneFingerPhase, inFrame: Bool = false, state: SceneScriptState)
        throws(SceneError) -> (
            finger: Int, location: SceneLocation?, node: SceneNode
        )
    {
        let what = inFrame ? "a frame finger" : "a '\(phase.rawValue)' finger"
        let node = map.node
        try checkKeys(
            map, allowed: inFrame ? ["finger", "phase", "at"] : ["finger", "at"], in: what,
            elsewhere: [
                "view": "a place goes under 'at', such as {finger: 1, at: {view: EView, point: [10, 10]}}",
                "point": "a place goes under 'at', such as {finger: 1, at: {view: EView, point: [10, 10]}}",
            ])
        let finger = try map["finger"].map { (value) throws(SceneError) in try integer(value, "finger", from: 1, to: limits.fingers) } ?? 1
        var location: SceneLocation?
        if let at = map["at"] {
            location = try readLocation(at, "at", state: state)
        } else if phase == .down || phase == .move {
            throw error(node, "\(what) needs 'at', the place it goes to, such as {finger: \(finger), at: [100, 200]}")
        }
        return (finger, location, map["finger"] ?? node)
    }

    /// `frame: [{finger: 1, phase: move, at: [..]}, {finger: 2, phase: down, at: ..}]`.
    private func readFrame(_ value: SceneNode, state: inout SceneScriptState) throws(SceneError) -> [SceneFingerChange] {
        var entries: [(Int, SceneFingerPhase, SceneLocation?, SceneNode)] = []
        for item in try items(value, singleAllowed: false, "frame", expected: "fingers such as {finger: 1, phase: down, at: [100, 200]}") {
            let map = try mapping(item, "a frame finger")
            let phaseNode = try required(map, "phase", in: "a frame finger", "say down, move, up or cancel")
            let phase = try word(phaseNode, "phase", SceneFingerPhase.self)
            let (finger, location, node) = try readFingerEntry(map, phase: phase, inFrame: true, state: state)
            entries.append((finger, phase, location, node))
        }
        guard !entries.isEmpty else {
            throw error(value, "'frame' is empty; list the fingers that change together")
        }
        return try applyChanges(entries, state: &state)
    }

    /// Checks each change against the fingers that are down, then records it.
    private func applyChanges(
        _ entries: [(Int, SceneFingerPhase, SceneLocation?, SceneNode)], state: inout SceneScriptState
    ) throws(SceneError) -> [SceneFingerChange] {
        var seen: Set<Int> = []
        var changes: [SceneFingerChange] = []
        for (finger, phase, location, node) in entries {
            guard seen.insert(finger).inserted else {
                throw error(node, "finger \(finger) appears twice in one frame; each finger changes once per frame")
            }
            switch phase {
            case .down:
                if let earlier = state.held[finger] {
                    throw error(
                        node,
                        "finger \(finger) is already down (since line \(earlier.line)); lift it with up first, or use another finger number"
                    )
                }
                state.held[finger] = position(of: node)
            case .move, .up, .cancel:
                guard state.held[finger] != nil else {
                    let verb = phase == .move ? "move" : (phase == .up ? "lift" : "be cancelled")
                    throw error(node, "finger \(finger) is not down here, so it cannot \(verb); put a down step for it first")
                }
                if phase != .move { state.held[finger] = nil }
            }
            changes.append(SceneFingerChange(finger: finger, phase: phase, location: location))
        }
        return changes
    }

    // MARK: Gestures

    private func fingers(_ count: Int, for word: String, _ node: SceneNode, state: SceneScriptState) throws(SceneError) -> [Int] {
        guard let fingers = state.freeFingers(count, limit: limits.fingers) else {
            throw error(
                node, "'\(word)' needs \(count) free finger\(count == 1 ? "" : "s"), but \(state.held.count) of \(limits.fingers) are down")
        }
        return fingers
    }

    private func fingerCount(_ map: SceneMapping) throws(SceneError) -> Int {
        try map["fingers"].map { (node) throws(SceneError) in try integer(node, "fingers", from: 1, to: limits.fingers) } ?? 1
    }

    private func moves(_ map: SceneMapping, default value: Int) throws(SceneError) -> Int {
        try map["steps"].map { (node) throws(SceneError) in try integer(node, "steps", from: 1, to: Self.maximumMoves) } ?? value
    }

    private func duration(_ map: SceneMapping, _ key: String = "duration", default value: Double) throws(SceneError) -> Double {
        try map[key].map { (node) throws(SceneError) in try number(node, key, .positive) } ?? value
    }

    /// `tap: EView`, `tap: {at: EView, count: 3, fingers: 2, hold: 0.05, interval: 0.1}`,
    /// `doubleTap: …`, `longPress: {at: EView, duration: 1}`.
    private func readTap(_ kind: SceneStepKind, _ value: SceneNode, state: SceneScriptState) throws(SceneError) -> SceneTap {
        let word = kind.rawValue
        let count = kind == .doubleTap ? 2 : 1
        let hold = kind == .longPress ? SceneStepDefaults.longPressDuration : SceneStepDefaults.tapHold
        guard case .mapping = value else {
            return SceneTap(
                location: try readLocation(value, word, state: state), fingers: try fingers(1, for: word, value, state: state),
                count: count, hold: hold, interval: SceneStepDefaults.tapInterval)
        }
        let what = "'\(word)'"
        let map = try mapping(value, what)
        let keys: [String]
        switch kind {
        case .tap: keys = ["at", "count", "fingers", "hold", "interval"]
        case .doubleTap: keys = ["at", "fingers", "hold", "interval"]
        default: keys = ["at", "fingers", "duration"]
        }
        try checkKeys(
            map, allowed: keys, in: what,
            elsewhere: [
                "count": "a double tap always taps twice; use tap: {count: …} for other counts",
                "duration": "a tap lasts 'hold' seconds per touch; use longPress for a long press",
                "hold": "a long press lasts 'duration' seconds",
                "interval": "a long press is one touch",
                "view": "a place goes under 'at', such as at: {view: EView, point: [10, 10]}",
                "point": "a place goes under 'at', such as at: {view: EView, point: [10, 10]}",
            ])
        let atNode = try required(map, "at", in: what, "say where, such as at: EView or at: [100, 200]")
        return SceneTap(
            location: try readLocation(atNode, "at", state: state),
            fingers: try fingers(try fingerCount(map), for: word, value, state: state),
            count: try map["count"].map { (node) throws(SceneError) in try integer(node, "count", from: 1, to: 10) } ?? count,
            hold: kind == .longPress ? try duration(map, default: hold) : try duration(map, "hold", default: hold),
            interval: try map["interval"].map { (node) throws(SceneError) in try number(node, "interval", .nonNegative) }
                ?? SceneStepDefaults.tapInterval)
    }

    /// `drag: {from: [100, 100], to: [200, 300]}` or `{from: EView, by: [0, 200]}`.
    private func readDrag(_ value: SceneNode, state: SceneScriptState) throws(SceneError) -> (SceneDrag, Double) {
        let map = try mapping(value, "'drag'")
        try checkKeys(
            map, allowed: ["from", "to", "by", "duration", "steps", "hold", "fingers"], in: "'drag'",
            elsewhere: [
                "view": "a place goes under 'from' or 'to', such as from: {view: EView, point: [10, 10]}",
                "point": "a place goes under 'from' or 'to', such as from: {view: EView, point: [10, 10]}",
            ])
        let from = try readLocation(
            try required(map, "from", in: "'drag'", "say where it starts, such as from: [100, 100]"), "from", state: state)
        let end: SceneDragEnd
        switch (map["to"], map["by"]) {
        case (let to?, nil): end = .location(try readLocation(to, "to", state: state))
        case (nil, let by?): end = .offset(try vector(by, "by"))
        case (_?, _?): throw error(map.keyNode("by")!, "'drag' takes 'to' (a place) or 'by' (an offset), not both")
        case (nil, nil): throw error(value, "'drag' needs 'to' (where it ends) or 'by' (how far it moves), such as to: [200, 300]")
        }
        let duration = try duration(map, default: SceneStepDefaults.dragDuration)
        let hold = try map["hold"].map { (node) throws(SceneError) in try number(node, "hold", .nonNegative) } ?? 0
        if hold >= duration {
            throw error(
                map["hold"]!,
                "'hold' (\(SceneNumberBound.format(hold)) s) must be shorter than the drag's 'duration' (\(SceneNumberBound.format(duration)) s): the moves happen in the time left"
            )
        }
        let drag = SceneDrag(
            from: from, to: end, fingers: try fingers(try fingerCount(map), for: SceneStepKind.drag.rawValue, value, state: state),
            hold: hold, steps: try moves(map, default: SceneStepDefaults.dragSteps))
        return (drag, duration)
    }

    /// `swipe: {from: EView, direction: left, distance: 200}`.
    private func readSwipe(_ value: SceneNode, state: SceneScriptState) throws(SceneError) -> (SceneDrag, Double) {
        let map = try mapping(value, "'swipe'")
        try checkKeys(
            map, allowed: ["from", "direction", "distance", "duration", "steps", "fingers"], in: "'swipe'",
            elsewhere: [
                "view": "a place goes under 'from', such as from: {view: EView, point: [10, 10]}",
                "point": "a place goes under 'from', such as from: {view: EView, point: [10, 10]}",
            ])
        let from = try readLocation(
            try required(map, "from", in: "'swipe'", "say where it starts, such as from: EView"), "from", state: state)
        let direction = try word(
            try required(map, "direction", in: "'swipe'", "say which way: right, left, up or down"), "direction", SceneDirection.self)
        let distance =
            try map["distance"].map { (node) throws(SceneError) in try number(node, "distance", .positive) }
            ?? SceneStepDefaults.swipeDistance
        let offset = SceneVector(x: direction.unitVector.x * distance, y: direction.unitVector.y * distance)
        let drag = SceneDrag(
            from: from, to: .offset(offset),
            fingers: try fingers(try fingerCount(map), for: SceneStepKind.swipe.rawValue, value, state: state),
            hold: 0, steps: try moves(map, default: SceneStepDefaults.swipeSteps))
        return (drag, try duration(map, default: SceneStepDefaults.swipeDuration))
    }

    /// `pinch: {at: EView, scale: 2}` and `rotate: {at: EView, degrees: 90}`.
    private func readTwoFinger(_ kind: SceneStepKind, _ value: SceneNode, state: SceneScriptState) throws(SceneError) -> (
        SceneTwoFinger, Double
    ) {
        let word = kind.rawValue
        let what = "'\(word)'"
        let map = try mapping(value, what)
        let amount = kind == .pinch ? "scale" : "degrees"
        try checkKeys(
            map, allowed: ["at", amount, "distance", "duration", "steps"], in: what,
            elsewhere: [
                "scale": "a rotation keeps the fingers' distance; use pinch to scale",
                "degrees": "a pinch keeps the fingers' angle; use rotate to turn",
                "fingers": "\(word) always uses two fingers",
                "view": "a place goes under 'at', such as at: {view: EView, point: [10, 10]}",
                "point": "a place goes under 'at', such as at: {view: EView, point: [10, 10]}",
            ])
        let center = try readLocation(
            try required(map, "at", in: what, "say where its centre is, such as at: EView"), "at", state: state)
        let amountNode = try required(
            map, amount, in: what,
            kind == .pinch
                ? "say how much, such as scale: 2 (apart) or scale: 0.5 (together)" : "say how far, such as degrees: 90 (clockwise)")
        let distance =
            try map["distance"].map { (node) throws(SceneError) in try number(node, "distance", .positive) }
            ?? SceneStepDefaults.twoFingerDistance
        var endDistance = distance
        var degrees = 0.0
        if kind == .pinch {
            endDistance = distance * (try number(amountNode, "scale", .positive))
        } else {
            degrees = try number(amountNode, "degrees")
        }
        let gesture = SceneTwoFinger(
            center: center, fingers: try fingers(2, for: word, value, state: state),
            startDistance: distance, endDistance: endDistance, startDegrees: 0, endDegrees: degrees,
            steps: try moves(map, default: SceneStepDefaults.twoFingerSteps))
        return (gesture, try duration(map, default: SceneStepDefaults.twoFingerDuration))
    }
}
