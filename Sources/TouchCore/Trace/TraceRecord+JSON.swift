import Foundation

/// The machine-readable trace: each record as one JSON object, and back
/// (docs/trace-format.md; its schema, docs/trace-format.schema.json).
///
/// Every object has `version`, `index` (the record's place in the whole trace,
/// from 0), `time` (the virtual clock, seconds), `depth` (the call depth the text
/// indents by), `kind` (the case's name) and `line` (the text `touchlab trace`
/// prints, without its indentation); then what the case carries, under the same
/// keys wherever the same thing appears: `receiver` (the object called or asked,
/// as `{"id", "name", "role"}`), `method` (the selector), `phase`, `touches` (touch
/// numbers, always a list), `reason` (a case name), `point`/`location`
/// (`{"x", "y"}`) and the call's result (`outcome`, `result`, `rejection`).
/// Names of cases are Swift's own (`delaysTouchesBegan`, `outsideBounds`), so
/// a program keys on them rather than on the wording of `line`.
extension TraceRecord {
    /// The version of the JSON form; raised when a key changes meaning or goes away
    /// (a new key or a new case name does not raise it).
    public static let jsonFormatVersion = 1

    /// The record as one JSON object; `index` is its place in the whole trace, and
    /// `subjects` numbers the objects it names (use one table for a whole trace, so
    /// each object keeps its `id` from record to record).
    public func jsonObject(index: Int, subjects: TraceSubjectTable) -> TraceJSON {
        .object(Dictionary(uniqueKeysWithValues: jsonFields(index: index, subjects: subjects).members))
    }

    /// The record's JSON object as one line of text (no newline).
    public func jsonLine(index: Int, subjects: TraceSubjectTable) -> String {
        var out: [UInt8] = []
        writeJSON(index: index, subjects: subjects, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the record's JSON object to `out` (no newline): the text of
    /// ``jsonObject(index:subjects:)``, written without building a dictionary —
    /// a long trace writes millions of them.
    public func writeJSON(index: Int, subjects: TraceSubjectTable, to out: inout [UInt8]) {
        var fields = jsonFields(index: index, subjects: subjects)
        fields.members.sort { $0.key < $1.key }
        TraceJSON.writeObject(fields.members, to: &out)
    }

    private func jsonFields(index: Int, subjects: TraceSubjectTable) -> JSONObjectFields {
        var fields = JSONObjectFields()
        fields["version"] = .number(Double(Self.jsonFormatVersion))
        fields["index"] = .number(Double(index))
        fields["time"] = .number(time)
        fields["depth"] = .number(Double(depth))
        fields["kind"] = .string(kind.jsonName)
        fields["line"] = .string(TraceFormatter.describe(self))
        kind.addJSONFields(to: &fields, subjects)
        if let outcome { outcome.addJSONFields(to: &fields, subjects) }
        return fields
    }

    /// `records` as JSON Lines, one object per record numbered from `firstIndex`,
    /// each line ending in a newline; `subjects` numbers the objects, and goes on
    /// numbering from one call to the next (a trace written in parts).
    public static func jsonLines(
        _ records: some Sequence<TraceRecord>, firstIndex: Int = 0, subjects: TraceSubjectTable = TraceSubjectTable()
    ) -> String {
        var out: [UInt8] = []
        for (offset, record) in records.enumerated() {
            record.writeJSON(index: firstIndex + offset, subjects: subjects, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The record a JSON object describes (``jsonObject(index:subjects:)`` read
    /// back); `subjects` gives the objects named in it their identities by `id` —
    /// the table the trace was written with gives back the very subjects. `line`,
    /// `index` and derived keys (`discarded`) are not read.
    public init(json: TraceJSON, subjects: TraceSubjectTable) throws(TraceJSONError) {
        let reader = JSONFields(json, subjects: subjects)
        let fields = try reader.members()
        guard fields["version"]?.int == Self.jsonFormatVersion else {
            throw TraceJSONError("'version' is \(fields["version"]?.text ?? "missing"); this reader knows \(Self.jsonFormatVersion)")
        }
        self.init(
            time: try reader.number("time"), depth: try reader.int("depth"), kind: try Kind(reader),
            outcome: try Outcome(reader))
    }
}

// MARK: - Writing

/// A record's members as they are set, each key once: an array, since a record
/// has a dozen members and most are written and dropped.
struct JSONObjectFields {
    var members: [(key: String, value: TraceJSON)] = []

    init() {
        members.reserveCapacity(14)
    }

    subscript(key: String) -> TraceJSON? {
        get { members.first { $0.key == key }?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append((key, newValue)) }
        }
    }
}

extension TraceRecord.Kind {
    /// The case's name, the `kind` key.
    var jsonName: String {
        switch self {
        case .input: return "input"
        case .timerFired: return "timerFired"
        case .sendEvent: return "sendEvent"
        case .hitTestTouch: return "hitTestTouch"
        case .hitTest: return "hitTest"
        case .pointInside: return "pointInside"
        case .touchBound: return "touchBound"
        case .recognizersCollected: return "recognizersCollected"
        case .touches: return "touches"
        case .dropped: return "dropped"
        case .recognizerTouches: return "recognizerTouches"
        case .recognizerState: return "recognizerState"
        case .withheld: return "withheld"
        case .released: return "released"
        case .call: return "call"
        case .message: return "message"
        case .ignoredInput: return "ignoredInput"
        case .warning: return "warning"
        }
    }

    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        switch self {
        case .input(let input): input.addJSONFields(to: &f, s)
        case .timerFired(let purpose):
            if let purpose { purpose.addJSONFields(to: &f, s) } else { f["timer"] = .null }
        case .sendEvent(let receiver):
            f["receiver"] = s.json(receiver)
            f["method"] = .string("sendEvent:")
        case .hitTestTouch(let touch, let location, let pass):
            f["touches"] = .touches([touch])
            f["location"] = .point(location)
            f["pass"] = .int(pass)
        case .hitTest(let view, let point):
            f["receiver"] = s.json(view)
            f["method"] = .string("hitTest:withEvent:")
            f["point"] = .point(point)
        case .pointInside(let view, let point, let inside, let overridden):
            f["receiver"] = s.json(view)
            f["method"] = .string("pointInside:withEvent:")
            f["point"] = .point(point)
            f["inside"] = .bool(inside)
            f["overridden"] = .bool(overridden)
        case .touchBound(let touch, let view, let window, let tapCount):
            f["touches"] = .touches([touch])
            f["receiver"] = s.json(view)
            f["window"] = s.json(window)
            f["tapCount"] = .int(tapCount)
        case .recognizersCollected(let touch, let recognizers):
            f["touches"] = .touches([touch])
            f["recognizers"] = .array(recognizers.map { s.json($0) })
        case .touches(let method, let receiver, let touches), .recognizerTouches(let method, let receiver, let touches):
            f["method"] = .string(method.selector)
            f["phase"] = .string(method.rawValue)
            f["receiver"] = s.json(receiver)
            f["touches"] = .touches(touches)
        case .dropped(let selector, let last):
            f["method"] = .string(selector)
            f["receiver"] = s.json(last)
        case .recognizerState(let recognizer, let from, let to, let reason):
            f["receiver"] = s.json(recognizer)
            f["from"] = .string(from.description)
            f["to"] = .string(to.description)
            if let reason { reason.addJSONFields(to: &f, s) } else { f["reason"] = .null }
        case .withheld(let method, let view, let touches, let reason, let by):
            f["method"] = .string(method.selector)
            f["phase"] = .string(method.rawValue)
            f["receiver"] = s.json(view)
            f["touches"] = .touches(touches)
            f["reason"] = .string(reason.jsonName)
            f["by"] = s.json(by)
            f["discarded"] = .bool(reason.isDiscard)
        case .released(let method, let view, let touches, let reason):
            f["method"] = .string(method.selector)
            f["phase"] = .string(method.rawValue)
            f["receiver"] = s.json(view)
            f["touches"] = .touches(touches)
            reason.addJSONFields(to: &f, s)
        case .call(let receiver, let selector, let detail):
            f["receiver"] = s.json(receiver)
            f["method"] = .string(selector)
            if let detail { detail.addJSONFields(to: &f, s) } else { f["detail"] = .null }
        case .message(let text), .warning(let text):
            f["text"] = .string(text)
        case .ignoredInput(let refusal):
            refusal.addJSONFields(to: &f, s)
        }
    }
}

extension TraceRecord.Input {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        switch self {
        case .touch(let number, let phase, let location):
            f["input"] = .string("touch")
            f["touches"] = .touches([number])
            f["phase"] = .string(phase.description)
            f["location"] = .point(location)
        case .interruption: f["input"] = .string("interruption")
        case .shake: f["input"] = .string("shake")
        case .shakePhase(let phase):
            f["input"] = .string("shakePhase")
            f["phase"] = .string(phase.rawValue)
        case .shakeCancelled(.systemInterruption):
            f["input"] = .string("shakeCancelled")
            f["reason"] = .string("systemInterruption")
        case .remoteControl(let subtype):
            f["input"] = .string("remoteControl")
            f["subtype"] = .string(subtype.jsonName)
        case .script(let text):
            f["input"] = .string("script")
            f["text"] = .string(text)
        }
    }
}

extension TraceRecord.TimerPurpose {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        let name: String, subject: TraceSubject?, seconds: TimeInterval
        switch self {
        case .withheldEndedRelease(let touch, let delay):
            (name, subject, seconds) = ("withheldEndedRelease", nil, delay)
            f["touches"] = .touches([touch])
        case .maximumTapDuration(let recognizer, let duration): (name, subject, seconds) = ("maximumTapDuration", recognizer, duration)
        case .tapInterval(let recognizer, let interval): (name, subject, seconds) = ("tapInterval", recognizer, interval)
        case .minimumPressDuration(let recognizer, let duration):
            (name, subject, seconds) = ("minimumPressDuration", recognizer, duration)
        case .scrollContentDelay(let scrollView, let delay): (name, subject, seconds) = ("scrollContentDelay", scrollView, delay)
        case .animationFinished(let view, let duration): (name, subject, seconds) = ("animationFinished", view, duration)
        case .stepperAutorepeat(let stepper, let after): (name, subject, seconds) = ("stepperAutorepeat", stepper, after)
        }
        f["timer"] = .string(name)
        f["seconds"] = .number(seconds)
        if case .withheldEndedRelease = self {} else { f["receiver"] = s.json(subject) }
    }
}

extension TraceRecord.StateChangeReason {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        let name: String
        switch self {
        case .waitingForFailure(let other):
            name = "waitingForFailure"
            f["other"] = s.json(other)
        case .requiredRecognizerRecognized(let other):
            name = "requiredRecognizerRecognized"
            f["other"] = s.json(other)
        case .delegateShouldBeginRefused: name = "delegateShouldBeginRefused"
        case .viewShouldBeginRefused(let view):
            name = "viewShouldBeginRefused"
            f["other"] = s.json(view)
        case .prevented(let other):
            name = "prevented"
            f["other"] = s.json(other)
        case .reset: name = "reset"
        case .disabled: name = "disabled"
        }
        f["reason"] = .string(name)
    }
}

extension TraceRecord.ReleaseReason {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        switch self {
        case .recognizersDecided: f["reason"] = .string("recognizersDecided")
        case .deviceDelay(let delay):
            f["reason"] = .string("deviceDelay")
            f["seconds"] = .number(delay)
        case .touchEndedBeforeDelay: f["reason"] = .string("touchEndedBeforeDelay")
        case .interruption: f["reason"] = .string("interruption")
        }
    }
}

extension TraceRecord.CallDetail {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        let name: String
        switch self {
        case .sendAction(let action, let target, let sender):
            name = "sendAction"
            f["action"] = .string(action)
            f["target"] = s.json(target)
            f["sender"] = s.json(sender)
        case .recognizerAction(let recognizer, let state):
            name = "recognizerAction"
            f["recognizer"] = s.json(recognizer)
            f["state"] = .string(state.description)
        case .action(let action):
            name = "action"
            f["action"] = .string(action)
        case .controlEvents(let events):
            name = "controlEvents"
            f["controlEvents"] = .array(UIControl.Event.named.filter { events.contains($0.0) }.map { .string($0.1) })
        case .flag(let value):
            name = "flag"
            f["flag"] = .bool(value)
        case .about(let subject):
            name = "about"
            f["about"] = s.json(subject)
        case .firstResponder(let isNow):
            name = "firstResponder"
            f["isFirstResponder"] = .bool(isNow)
        case .notInWindowHierarchy: name = "notInWindowHierarchy"
        case .touchHidden(let touch):
            name = "touchHidden"
            f["touches"] = .touches([touch])
        case .shouldBeginRefused(let recognizer):
            name = "shouldBeginRefused"
            f["recognizer"] = s.json(recognizer)
        case .simultaneous(let asked, let other):
            name = "simultaneous"
            f["recognizers"] = .array([s.json(asked), s.json(other)])
        case .row(let row):
            name = "row"
            f["row"] = .int(row)
        }
        f["detail"] = .string(name)
    }
}

extension TraceRecord.Refusal {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        let name: String
        switch self {
        case .locationNotANumber(let finger, let phase):
            name = "locationNotANumber"
            (f["finger"], f["phase"]) = (.int(finger), .string(phase.rawValue))
        case .fingerAlreadyChanged(let finger, let phase):
            name = "fingerAlreadyChanged"
            (f["finger"], f["phase"]) = (.int(finger), .string(phase.rawValue))
        case .fingerAlreadyDown(let finger):
            name = "fingerAlreadyDown"
            f["finger"] = .int(finger)
        case .tooManyFingers(let finger, let maximum):
            name = "tooManyFingers"
            (f["finger"], f["maximum"]) = (.int(finger), .int(maximum))
        case .fingerNotDown(let finger, let phase):
            name = "fingerNotDown"
            (f["finger"], f["phase"]) = (.int(finger), .string(phase.rawValue))
        case .shakeInProgress(let phase, let since):
            name = "shakeInProgress"
            f["phase"] = phase.map { .string($0.rawValue) } ?? .null
            f["since"] = .number(since)
        case .noShakeInProgress(let phase):
            name = "noShakeInProgress"
            f["phase"] = .string(phase.rawValue)
        case .noReceiver(let touch):
            name = "noReceiver"
            f["touches"] = .touches([touch])
        case .actionNotImplemented(let target, let action):
            name = "actionNotImplemented"
            (f["receiver"], f["action"]) = (s.json(target), .string(action))
        case .illegalTransition(let recognizer, let from, let to):
            name = "illegalTransition"
            f["receiver"] = s.json(recognizer)
            (f["from"], f["to"]) = (.string(from.description), .string(to.description))
        }
        f["reason"] = .string(name)
    }
}

extension TraceRecord.Outcome {
    fileprivate func addJSONFields(to f: inout JSONObjectFields, _ s: TraceSubjectTable) {
        switch self {
        case .view(let view): (f["outcome"], f["result"]) = (.string("view"), s.json(view))
        case .viewFromOverride(let view): (f["outcome"], f["result"]) = (.string("viewFromOverride"), s.json(view))
        case .rejected(let rejection):
            (f["outcome"], f["result"]) = (.string("rejected"), .null)
            f["rejection"] = .string(rejection.jsonName)
        case .bool(let value): (f["outcome"], f["result"]) = (.string("bool"), .bool(value))
        case .object(let subject): (f["outcome"], f["result"]) = (.string("object"), s.json(subject))
        }
    }
}

extension TraceJSON {
    fileprivate static func point(_ point: CGPoint) -> TraceJSON { .object(["x": .number(point.x), "y": .number(point.y)]) }
    fileprivate static func int(_ value: Int) -> TraceJSON { .number(Double(value)) }
    fileprivate static func touches(_ numbers: [Int]) -> TraceJSON { .array(numbers.map { .number(Double($0)) }) }
}

// MARK: - Case names

extension TraceRecord.Rejection {
    static let jsonNames: [(Self, String)] = [
        (.hidden, "hidden"), (.transparent, "transparent"), (.transparentInclusive, "transparentInclusive"),
        (.interactionDisabled, "interactionDisabled"), (.controlDisabled, "controlDisabled"), (.outsideBounds, "outsideBounds"),
        (.pointInsideOverridden, "pointInsideOverridden"), (.hitTestOverridden, "hitTestOverridden"),
        (.windowHidden, "windowHidden"), (.animating, "animating"),
    ]
    var jsonName: String { Self.jsonNames.first { $0.0 == self }!.1 }
}

extension TraceRecord.Withholding {
    static let jsonNames: [(Self, String)] = [
        (.multipleTouchDisabled, "multipleTouchDisabled"), (.exclusiveTouch, "exclusiveTouch"),
        (.delaysTouchesBegan, "delaysTouchesBegan"), (.delaysTouchesEnded, "delaysTouchesEnded"),
        (.cancelledByRecognizer, "cancelledByRecognizer"), (.touchCancelled, "touchCancelled"),
        (.viewLeftWindow, "viewLeftWindow"), (.refusedByScrollView, "refusedByScrollView"),
        (.noHitTestView, "noHitTestView"),
    ]
    var jsonName: String { Self.jsonNames.first { $0.0 == self }!.1 }
}

extension UIEvent.EventSubtype {
    static let jsonNames: [(Self, String)] = [
        (.none, "none"), (.motionShake, "motionShake"), (.remoteControlPlay, "remoteControlPlay"),
        (.remoteControlPause, "remoteControlPause"), (.remoteControlStop, "remoteControlStop"),
        (.remoteControlTogglePlayPause, "remoteControlTogglePlayPause"), (.remoteControlNextTrack, "remoteControlNextTrack"),
        (.remoteControlPreviousTrack, "remoteControlPreviousTrack"),
        (.remoteControlBeginSeekingBackward, "remoteControlBeginSeekingBackward"),
        (.remoteControlEndSeekingBackward, "remoteControlEndSeekingBackward"),
        (.remoteControlBeginSeekingForward, "remoteControlBeginSeekingForward"),
        (.remoteControlEndSeekingForward, "remoteControlEndSeekingForward"),
    ]
    var jsonName: String { Self.jsonNames.first { $0.0 == self }!.1 }
}

// MARK: - Reading

/// One JSON object's members, read with errors that name the key.
private struct JSONFields {
    let value: TraceJSON
    let subjects: TraceSubjectTable

    init(_ value: TraceJSON, subjects: TraceSubjectTable) {
        self.value = value
        self.subjects = subjects
    }

    func members() throws(TraceJSONError) -> [String: TraceJSON] {
        guard let members = value.object else { throw TraceJSONError("a trace record must be a JSON object") }
        return members
    }

    func has(_ key: String) -> Bool { value.object?[key] != nil }

    func field(_ key: String) throws(TraceJSONError) -> TraceJSON {
        guard let field = value.object?[key] else { throw TraceJSONError("'\(key)' is missing") }
        return field
    }

    func string(_ key: String) throws(TraceJSONError) -> String {
        guard let text = try field(key).string else { throw TraceJSONError("'\(key)' must be a string") }
        return text
    }

    func number(_ key: String) throws(TraceJSONError) -> Double {
        guard let number = try field(key).number else { throw TraceJSONError("'\(key)' must be a number") }
        return number
    }

    func int(_ key: String) throws(TraceJSONError) -> Int {
        guard let number = try field(key).int else { throw TraceJSONError("'\(key)' must be a whole number") }
        return number
    }

    func bool(_ key: String) throws(TraceJSONError) -> Bool {
        guard let value = try field(key).bool else { throw TraceJSONError("'\(key)' must be true or false") }
        return value
    }

    func point(_ key: String) throws(TraceJSONError) -> CGPoint {
        guard let members = try field(key).object, let x = members["x"]?.number, let y = members["y"]?.number else {
            throw TraceJSONError("'\(key)' must be an object with numbers 'x' and 'y'")
        }
        return CGPoint(x: x, y: y)
    }

    func touches(_ key: String = "touches") throws(TraceJSONError) -> [Int] {
        guard let values = try field(key).array else { throw TraceJSONError("'\(key)' must be a list of touch numbers") }
        var numbers: [Int] = []
        for value in values {
            guard let number = value.int else { throw TraceJSONError("'\(key)' must be a list of touch numbers") }
            numbers.append(number)
        }
        return numbers
    }

    func touch(_ key: String = "touches") throws(TraceJSONError) -> Int {
        let numbers = try touches(key)
        guard numbers.count == 1 else { throw TraceJSONError("'\(key)' must hold one touch number here") }
        return numbers[0]
    }

    func subject(_ json: TraceJSON, _ key: String) throws(TraceJSONError) -> TraceSubject {
        guard let members = json.object, let id = members["id"]?.int, let name = members["name"]?.string,
            let roleName = members["role"]?.string, let role = TraceSubject.Role(rawValue: roleName)
        else { throw TraceJSONError("'\(key)' must be an object with an 'id', a 'name' and a known 'role'") }
        return subjects.subject(id: id, name: name, role: role)
    }

    func subject(_ key: String) throws(TraceJSONError) -> TraceSubject {
        try subject(try field(key), key)
    }

    /// A subject or `null`.
    func optionalSubject(_ key: String) throws(TraceJSONError) -> TraceSubject? {
        let json = try field(key)
        if json == .null { return nil }
        return try subject(json, key)
    }

    func subjects(_ key: String) throws(TraceJSONError) -> [TraceSubject] {
        guard let values = try field(key).array else { throw TraceJSONError("'\(key)' must be a list") }
        var list: [TraceSubject] = []
        for value in values { list.append(try subject(value, key)) }
        return list
    }

    /// The case of `names` that `key` names.
    func named<T>(_ key: String, _ names: [(T, String)]) throws(TraceJSONError) -> T {
        let name = try string(key)
        guard let match = names.first(where: { $0.1 == name }) else { throw TraceJSONError("'\(key)' has no case '\(name)'") }
        return match.0
    }

    func method(_ key: String = "phase") throws(TraceJSONError) -> TraceRecord.TouchMethod {
        try named(key, TraceRecord.TouchMethod.allCases.map { ($0, $0.rawValue) })
    }

    func state(_ key: String) throws(TraceJSONError) -> UIGestureRecognizer.State {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        return try named(key, states.map { ($0, $0.description) })
    }

    func samplePhase(_ key: String = "phase") throws(TraceJSONError) -> TouchSample.Phase {
        try named(key, [TouchSample.Phase.down, .move, .up, .cancel].map { ($0, $0.rawValue) })
    }

    func motionPhase(_ key: String = "phase") throws(TraceJSONError) -> HostInput.MotionPhase {
        try named(key, [HostInput.MotionPhase.began, .ended, .cancelled].map { ($0, $0.rawValue) })
    }
}

extension TraceRecord.Kind {
    fileprivate init(_ r: JSONFields) throws(TraceJSONError) {
        switch try r.string("kind") {
        case "input": self = .input(try TraceRecord.Input(r))
        case "timerFired": self = .timerFired(try TraceRecord.TimerPurpose(r))
        case "sendEvent": self = .sendEvent(receiver: try r.subject("receiver"))
        case "hitTestTouch": self = .hitTestTouch(touch: try r.touch(), location: try r.point("location"), pass: try r.int("pass"))
        case "hitTest": self = .hitTest(view: try r.subject("receiver"), point: try r.point("point"))
        case "pointInside":
            self = .pointInside(
                view: try r.subject("receiver"), point: try r.point("point"), inside: try r.bool("inside"),
                overridden: try r.bool("overridden"))
        case "touchBound":
            self = .touchBound(
                touch: try r.touch(), view: try r.optionalSubject("receiver"), window: try r.optionalSubject("window"),
                tapCount: try r.int("tapCount"))
        case "recognizersCollected": self = .recognizersCollected(touch: try r.touch(), recognizers: try r.subjects("recognizers"))
        case "touches": self = .touches(try r.method(), receiver: try r.subject("receiver"), touches: try r.touches())
        case "dropped": self = .dropped(try r.string("method"), last: try r.subject("receiver"))
        case "recognizerTouches":
            self = .recognizerTouches(try r.method(), recognizer: try r.subject("receiver"), touches: try r.touches())
        case "recognizerState":
            self = .recognizerState(
                recognizer: try r.subject("receiver"), from: try r.state("from"), to: try r.state("to"),
                reason: try TraceRecord.StateChangeReason(r))
        case "withheld":
            self = .withheld(
                try r.method(), view: try r.subject("receiver"), touches: try r.touches(),
                reason: try r.named("reason", TraceRecord.Withholding.jsonNames), by: try r.optionalSubject("by"))
        case "released":
            self = .released(
                try r.method(), view: try r.subject("receiver"), touches: try r.touches(), reason: try TraceRecord.ReleaseReason(r))
        case "call":
            self = .call(receiver: try r.subject("receiver"), selector: try r.string("method"), detail: try TraceRecord.CallDetail(r))
        case "message": self = .message(try r.string("text"))
        case "ignoredInput": self = .ignoredInput(try TraceRecord.Refusal(r))
        case "warning": self = .warning(try r.string("text"))
        case let other: throw TraceJSONError("'kind' has no case '\(other)'")
        }
    }
}

extension TraceRecord.Input {
    fileprivate init(_ r: JSONFields) throws(TraceJSONError) {
        switch try r.string("input") {
        case "touch":
            let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
            self = .touch(try r.touch(), try r.named("phase", phases.map { ($0, $0.description) }), at: try r.point("location"))
        case "interruption": self = .interruption
        case "shake": self = .shake
        case "shakePhase": self = .shakePhase(try r.motionPhase())
        case "shakeCancelled":
            guard try r.string("reason") == "systemInterruption" else { throw TraceJSONError("'reason' has no such case") }
            self = .shakeCancelled(reason: .systemInterruption)
        case "remoteControl": self = .remoteControl(try r.named("subtype", UIEvent.EventSubtype.jsonNames))
        case "script": self = .script(try r.string("text"))
        case let other: throw TraceJSONError("'input' has no case '\(other)'")
        }
    }
}

extension TraceRecord.TimerPurpose {
    /// nil for `"timer": null`, a timer of the host's or a user's.
    fileprivate init?(_ r: JSONFields) throws(TraceJSONError) {
        guard try r.field("timer") != .null else { return nil }
        let seconds = try r.number("seconds")
        switch try r.string("timer") {
        case "withheldEndedRelease": self = .withheldEndedRelease(touch: try r.touch(), delay: seconds)
        case "maximumTapDuration": self = .maximumTapDuration(recognizer: try r.subject("receiver"), duration: seconds)
        case "tapInterval": self = .tapInterval(recognizer: try r.subject("receiver"), interval: seconds)
        case "minimumPressDuration": self = .minimumPressDuration(recognizer: try r.subject("receiver"), duration: seconds)
        case "scrollContentDelay": self = .scrollContentDelay(scrollView: try r.optionalSubject("receiver"), delay: seconds)
        case "animationFinished": self = .animationFinished(view: try r.optionalSubject("receiver"), duration: seconds)
        case "stepperAutorepeat": self = .stepperAutorepeat(stepper: try r.subject("receiver"), after: seconds)
        case let other: throw TraceJSONError("'timer' has no case '\(other)'")
        }
    }
}

extension TraceRecord.StateChangeReason {
    /// nil for `"reason": null`, a change the recognizer made itself.
    fileprivate init?(_ r: JSONFields) throws(TraceJSONError) {
        guard try r.field("reason") != .null else { return nil }
        switch try r.string("reason") {
        case "waitingForFailure": self = .waitingForFailure(of: try r.subject("other"))
        case "requiredRecognizerRecognized": self = .requiredRecognizerRecognized(try r.subject("other"))
        case "delegateShouldBeginRefused": self = .delegateShouldBeginRefused
        case "viewShouldBeginRefused": self = .viewShouldBeginRefused(try r.subject("other"))
        case "prevented": self = .prevented(by: try r.subject("other"))
        case "reset": self = .reset
        case "disabled": self = .disabled
        case let other: throw TraceJSONError("'reason' has no case '\(other)'")
        }
    }
}

extension TraceRecord.ReleaseReason {
    fileprivate init(_ r: JSONFields) throws(TraceJSONError) {
        switch try r.string("reason") {
        case "recognizersDecided": self = .recognizersDecided
        case "deviceDelay": self = .deviceDelay(try r.number("seconds"))
        case "touchEndedBeforeDelay": self = .touchEndedBeforeDelay
        case "interruption": self = .interruption
        case let other: throw TraceJSONError("'reason' has no case '\(other)'")
        }
    }
}

extension TraceRecord.CallDetail {
    /// nil for `"detail": null`, a call with nothing after its selector.
    fileprivate init?(_ r: JSONFields) throws(TraceJSONError) {
        guard try r.field("detail") != .null else { return nil }
        switch try r.string("detail") {
        case "sendAction":
            self = .sendAction(try r.string("action"), target: try r.optionalSubject("target"), sender: try r.optionalSubject("sender"))
        case "recognizerAction": self = .recognizerAction(from: try r.subject("recognizer"), state: try r.state("state"))
        case "action": self = .action(try r.string("action"))
        case "controlEvents":
            guard let names = try r.field("controlEvents").array else { throw TraceJSONError("'controlEvents' must be a list") }
            var events: UIControl.Event = []
            for name in names {
                guard let event = UIControl.Event.named.first(where: { $0.1 == name.string }) else {
                    throw TraceJSONError("'controlEvents' names no control event \(name.text)")
                }
                events.insert(event.0)
            }
            self = .controlEvents(events)
        case "flag": self = .flag(try r.bool("flag"))
        case "about": self = .about(try r.subject("about"))
        case "firstResponder": self = .firstResponder(try r.bool("isFirstResponder"))
        case "notInWindowHierarchy": self = .notInWindowHierarchy
        case "touchHidden": self = .touchHidden(touch: try r.touch())
        case "shouldBeginRefused": self = .shouldBeginRefused(try r.subject("recognizer"))
        case "simultaneous":
            let pair = try r.subjects("recognizers")
            guard pair.count == 2 else { throw TraceJSONError("'recognizers' must name two recognizers here") }
            self = .simultaneous(pair[0], pair[1])
        case "row": self = .row(try r.int("row"))
        case let other: throw TraceJSONError("'detail' has no case '\(other)'")
        }
    }
}

extension TraceRecord.Refusal {
    fileprivate init(_ r: JSONFields) throws(TraceJSONError) {
        switch try r.string("reason") {
        case "locationNotANumber": self = .locationNotANumber(finger: try r.int("finger"), try r.samplePhase())
        case "fingerAlreadyChanged": self = .fingerAlreadyChanged(finger: try r.int("finger"), try r.samplePhase())
        case "fingerAlreadyDown": self = .fingerAlreadyDown(finger: try r.int("finger"))
        case "tooManyFingers": self = .tooManyFingers(finger: try r.int("finger"), maximum: try r.int("maximum"))
        case "fingerNotDown": self = .fingerNotDown(finger: try r.int("finger"), try r.samplePhase())
        case "shakeInProgress":
            let phase = try r.field("phase") == .null ? nil : try r.motionPhase()
            self = .shakeInProgress(phase, since: try r.number("since"))
        case "noShakeInProgress": self = .noShakeInProgress(try r.motionPhase())
        case "noReceiver": self = .noReceiver(touch: try r.touch())
        case "actionNotImplemented": self = .actionNotImplemented(target: try r.subject("receiver"), action: try r.string("action"))
        case "illegalTransition":
            self = .illegalTransition(recognizer: try r.subject("receiver"), from: try r.state("from"), to: try r.state("to"))
        case let other: throw TraceJSONError("'reason' has no case '\(other)'")
        }
    }
}

extension TraceRecord.Outcome {
    /// nil when the object has no `outcome`: a record that is not a call returning a value.
    fileprivate init?(_ r: JSONFields) throws(TraceJSONError) {
        guard r.has("outcome") else { return nil }
        switch try r.string("outcome") {
        case "view": self = .view(try r.subject("result"))
        case "viewFromOverride": self = .viewFromOverride(try r.subject("result"))
        case "rejected": self = .rejected(try r.named("rejection", TraceRecord.Rejection.jsonNames))
        case "bool": self = .bool(try r.bool("result"))
        case "object": self = .object(try r.optionalSubject("result"))
        case let other: throw TraceJSONError("'outcome' has no case '\(other)'")
        }
    }
}
