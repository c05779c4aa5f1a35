import Foundation
import TouchCore

/// The top of a scene file: its name, screen, fidelity switches, application,
/// app delegate, windows, first responder and scripts.
extension SceneReader {
    static let documentKeys = [
        "name", "description", "lesson", "screen", "fidelity", "application", "appDelegate",
        "windows", "firstResponder", "scripts", "quiz",
    ]

    func readDocument(_ node: SceneNode) throws(SceneError) -> SceneDocument {
        let map = try mapping(node, "a scene")
        try checkKeys(
            map, allowed: Self.documentKeys, in: "the scene",
            elsewhere: [
                "window": "write 'windows:' with a list, even for one window",
                "script": "write 'scripts:' with named scripts, such as scripts: {default: [...]}",
                "subviews": "views belong in a window: windows: [{name: UIWindow, subviews: [...]}]",
                "root": "'root:' belongs to a window: windows: [{name: UIWindow, root: {...}}]",
            ])
        let nameNode = try required(map, "name", in: "the scene", "give it a short name, such as name: hit-testing")
        let sceneName = try text(nameNode, "name")
        let description = try map["description"].map { (value) throws(SceneError) in try text(value, "description") }
        let lesson = try map["lesson"].map { (value) throws(SceneError) in try readLesson(value) }
        var screen = SceneDocument.defaultScreen
        if let value = map["screen"] {
            screen = try size(value, "screen")
            guard screen.width > 0, screen.height > 0 else {
                throw error(value, "'screen' must have a width and height greater than 0")
            }
        }
        let fidelity = try map["fidelity"].map { (value) throws(SceneError) in try readFidelity(value) } ?? SceneFidelity()
        let appDelegate = try readAppDelegate(map["appDelegate"], scene: map.node)
        let application = try readApplication(map["application"], scene: map.node, delegate: appDelegate)

        let windowsNode = try required(map, "windows", in: "the scene", "add at least one window: windows: [{name: UIWindow, root: {...}}]")
        let windowItems = try items(windowsNode, singleAllowed: false, "windows", expected: "windows")
        guard !windowItems.isEmpty else {
            throw error(windowsNode, "'windows' is empty; a scene needs at least one window")
        }
        var windows: [SceneWindow] = []
        var keyWindow: (name: String, line: Int)?
        for item in windowItems {
            let window = try readWindow(item, screen: screen, application: application.name)
            if window.isKey {
                if let keyWindow {
                    let keyNode = (try? mapping(item, "a window"))?["key"] ?? item
                    throw error(keyNode, "only one window can be key, and '\(keyWindow.name)' (line \(keyWindow.line)) already is")
                }
                keyWindow = (window.name, position(of: item).line)
            }
            windows.append(window)
        }
        if keyWindow == nil {
            windows[0].isKey = true
        }

        var firstResponder: String?
        if let value = map["firstResponder"], !isNil(value) {
            let responderName = try name(value, "firstResponder")
            firstResponder = responderName
            registry.references.append(
                SceneReference(name: responderName, position: position(of: value), key: "firstResponder", rule: .firstResponder))
        }
        let scripts = try map["scripts"].map { (value) throws(SceneError) in try readScripts(value) } ?? []
        var document = SceneDocument(
            name: sceneName, description: description, lesson: lesson, screen: screen, fidelity: fidelity,
            application: application, appDelegate: appDelegate, windows: windows,
            firstResponder: firstResponder, scripts: scripts)
        document.quiz = try map["quiz"].map { (value) throws(SceneError) in try readQuiz(value, scripts: scripts) } ?? []
        return document
    }

    /// The longest lesson, in lines: the window's lesson card shows it whole
    /// beside the device, so it is a few lines of what to try and what to
    /// notice, not an article.
    static let maximumLessonLines = 12
    /// The longest line of a lesson, in characters.
    static let maximumLessonLineLength = 240

    /// The `lesson:` text: what to try and what to notice, shown in the
    /// window's lesson card. Trailing blank lines (a YAML `|` block's final
    /// newline) are dropped.
    private func readLesson(_ node: SceneNode) throws(SceneError) -> String {
        guard node.scalar != nil else {
            throw error(node, "'lesson' must be text: a few lines of what to try and what to notice, such as lesson: |")
        }
        let lesson = try text(node, "lesson").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !lesson.isEmpty else {
            throw error(node, "'lesson' is empty; write what to try and what to notice, or leave the key out")
        }
        let lines = lesson.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count <= Self.maximumLessonLines else {
            throw error(
                node,
                "'lesson' has \(lines.count) lines; keep it to \(Self.maximumLessonLines) (the lesson card shows it whole) and put the rest in the file's comments"
            )
        }
        if let long = lines.firstIndex(where: { $0.count > Self.maximumLessonLineLength }) {
            throw error(
                node,
                "line \(long + 1) of 'lesson' has \(lines[long].count) characters; keep lines to \(Self.maximumLessonLineLength) (a folded block, lesson: >, joins short lines)"
            )
        }
        return lesson
    }

    /// Where the application's or delegate's name is written, for duplicate-name
    /// errors; the top of the file when it keeps the default name.
    private func namePosition(_ map: SceneMapping?, scene: SceneNode) -> ScenePosition {
        position(of: map?["name"] ?? scene)
    }

    /// The application; its `next` is the app delegate when that is a responder (SPEC R3).
    private func readApplication(_ node: SceneNode?, scene: SceneNode, delegate: SceneAppDelegate) throws(SceneError) -> SceneApplication {
        var application = SceneApplication()
        let map = try node.map { (node) throws(SceneError) in try mapping(node, "'application'") }
        var nextPosition: ScenePosition?
        if let map {
            try checkKeys(map, allowed: ["name"] + Self.responderKeys, in: "the application")
            if let value = map["name"] { application.name = try name(value, "name") }
            (application.responder, nextPosition) = try readResponder(
                map, in: "the application", logTopics: Self.controllerLogTopics, allowDrag: false)
        }
        registerResponder(
            name: application.name, sort: .application, at: namePosition(map, scene: scene),
            responder: application.responder, nextPosition: nextPosition,
            window: nil, defaultNext: delegate.isResponder ? delegate.name : nil)
        return application
    }

    private func readAppDelegate(_ node: SceneNode?, scene: SceneNode) throws(SceneError) -> SceneAppDelegate {
        var delegate = SceneAppDelegate()
        let map = try node.map { (node) throws(SceneError) in try mapping(node, "'appDelegate'") }
        var nextPosition: ScenePosition?
        if let map {
            try checkKeys(map, allowed: ["name", "responder"] + Self.responderKeys, in: "the app delegate")
            if let value = map["name"] { delegate.name = try name(value, "name") }
            if let value = map["responder"] { delegate.isResponder = try bool(value, "responder") }
            if !delegate.isResponder, let key = map.entries.first(where: { Self.responderKeys.contains($0.key) }) {
                throw error(
                    key.keyNode,
                    "the app delegate is not a responder (responder: false), so it cannot have '\(key.key)'; remove it or set responder: true"
                )
            }
            (delegate.responder, nextPosition) = try readResponder(
                map, in: "the app delegate", logTopics: Self.controllerLogTopics, allowDrag: false)
        }
        registerResponder(
            name: delegate.name, sort: .appDelegate, at: namePosition(map, scene: scene),
            responder: delegate.responder, nextPosition: nextPosition,
            window: nil, defaultNext: nil, isResponder: delegate.isResponder)
        return delegate
    }

    // MARK: Fidelity

    static let fidelityKeys = FidelitySwitch.allCases.map(\.sceneKey)

    private func readFidelity(_ node: SceneNode) throws(SceneError) -> SceneFidelity {
        let map = try mapping(node, "'fidelity'")
        try checkKeys(map, allowed: Self.fidelityKeys, in: "'fidelity'")
        var fidelity = SceneFidelity()
        for fidelitySwitch in FidelitySwitch.allCases {
            guard let value = map[fidelitySwitch.sceneKey] else { continue }
            fidelity.settings[fidelitySwitch] = try fidelitySetting(value, fidelitySwitch.sceneKey, fidelitySwitch.accepted)
        }
        return fidelity
    }

    private func fidelitySetting(_ value: SceneNode, _ key: String, _ accepted: FidelitySwitch.Accepted) throws(SceneError)
        -> FidelitySwitch.Setting
    {
        switch accepted {
        case .count(let range):
            return .number(Double(try integer(value, key, from: range.lowerBound, to: range.upperBound)))
        case .word(let choices):
            return .word(try word(value, key, choices: choices))
        case .number(let zeroAllowed):
            return .number(try number(value, key, zeroAllowed ? .nonNegative : .positive))
        case .delayOrWord(let word):
            if case .scalar(let scalar) = value, scalar.string == word {
                return .word(word)
            } else if case .scalar(let scalar) = value, scalar.style == .plain, Double(scalar.string) != nil {
                return .number(try number(value, key, .nonNegative))
            }
            throw error(value, "'\(key)' must be a delay in seconds (devices: 0.15) or \(word), but found \(describe(value))")
        }
    }
}
