/// The checks that need the whole file read first: unique names, references
/// that resolve to the right sort of object, responder chains and
/// `require(toFail:)` relations without loops, and a first responder that can be
/// one.
///
/// Checks run in that order, each over the file in reading order, and the first
/// problem is thrown — so a file with several problems reports the same one every
/// time.
struct SceneValidator {
    let file: String
    let registry: SceneRegistry

    /// Returns the table of every name the check of repeated names built, for
    /// the builder to share (``SceneNames``).
    func validate() throws(SceneError) -> SceneNames {
        let definitions = try uniqueDefinitions()
        for reference in registry.references {
            try check(reference, definitions)
        }
        try checkResponderChains(definitions)
        try checkFailureRequirements()
        // Every name is unique once the checks pass, so the definitions' names
        // in order are the table's names by place.
        return SceneNames(indexByName: definitions.indexByName, order: registry.definitions.map(\.name))
    }

    /// What loads but is probably a mistake (``SceneWarning``), in file order:
    /// an action a responder implements that no control sends to it, neither
    /// by naming it as the target nor with a nil target that lets the
    /// responder chain find it (SPEC C4, C5).
    func warnings() -> [SceneWarning] {
        var sent: Set<[String]> = []
        for reference in registry.references {
            if case .target(let action, _) = reference.rule { sent.insert([reference.name, action]) }
        }
        var warnings: [SceneWarning] = []
        // Read in place: most definitions implement no action, and copying each
        // of a million views' definitions to find that out costs a retain and a
        // release of each of its strings and arrays.
        let definitions = registry.definitions
        for index in definitions.indices where definitions[index].isResponder {
            let actionPositions = definitions[index].actionPositions
            if actionPositions.isEmpty { continue }
            let name = definitions[index].name
            for (action, position) in actionPositions
            where !sent.contains([name, action]) && !registry.nilTargetActions.contains(action) {
                warnings.append(
                    SceneWarning(
                        file: file, position: position,
                        message:
                            "\(name) implements the action '\(action)', but nothing in the scene sends it: no control's targets name \(name) with action \(action), and none sends \(action) to a nil target; add one, such as {target: \(name), action: \(action), events: touchUpInside}, or remove the action"
                    ))
            }
        }
        return warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func error(at position: ScenePosition, _ message: String) -> SceneError {
        SceneError(file: file, position: position, message: message)
    }

    // MARK: Names

    /// Definitions by name; the second use of a name (in file order) is an error.
    private func uniqueDefinitions() throws(SceneError) -> Definitions {
        var byName: [String: Int] = [:]
        byName.reserveCapacity(registry.definitions.count)
        let definitions = registry.definitions
        // Definitions are registered in reading order, which is file order but for
        // the few read out of turn; sort only then (the sort is stable by offset).
        let inFileOrder = definitions.indices.dropFirst().allSatisfy { index in
            let (lhs, rhs) = (definitions[index - 1].position, definitions[index].position)
            return (lhs.line, lhs.column) <= (rhs.line, rhs.column)
        }
        // One pass of the table a name: inserting tells whether the name was
        // there, and a repeat throws at once, so what the insert overwrote is
        // never used (a million-view scene's table is far larger than the
        // caches, and each pass a miss; docs/performance.md, "Scene load").
        // Definitions are read in place, not copied (a copy retains and
        // releases each of a definition's strings and arrays).
        let sorted: [Int]? =
            inFileOrder
            ? nil
            : definitions.indices.sorted { lhs, rhs in
                (definitions[lhs].position.line, definitions[lhs].position.column, lhs) < (
                    definitions[rhs].position.line, definitions[rhs].position.column, rhs
                )
            }
        for step in definitions.indices {
            let index = sorted?[step] ?? step
            let name = definitions[index].name
            if let firstIndex = byName.updateValue(index, forKey: name) {
                try throwRepeat(of: definitions[index], first: definitions[firstIndex])
            }
            if registry.hasNavigationController, SceneControllerContent.navigationViewNames.contains(name) {
                throw error(
                    at: definitions[index].position,
                    "'\(name)' is the name of a view UIKit builds inside a navigation controller; choose another name so the log can tell them apart"
                )
            }
            if registry.hasPresentation, name == SceneController.transitionViewName {
                throw error(
                    at: definitions[index].position,
                    "'\(name)' is the name of the view UIKit puts a presented controller's view in; choose another name so the log can tell them apart"
                )
            }
        }
        return Definitions(all: definitions, indexByName: byName)
    }

    /// The error for `definition`, whose name `first` (earlier in file order) has.
    private func throwRepeat(of definition: SceneDefinition, first: SceneDefinition) throws(SceneError) {
        if first.position == definition.position {
            throw error(
                at: definition.position,
                "the object named '\(definition.name)' is used again through a YAML alias (*); every name in a scene must be unique, so write the copy out with its own name"
            )
        }
        let firstPlace: String
        switch first.sort {
        case .application, .appDelegate: firstPlace = first.sort.phrase
        default: firstPlace = "\(first.sort.phrase) at line \(first.position.line), column \(first.position.column)"
        }
        throw error(
            at: definition.position,
            "the name '\(definition.name)' is already used by \(firstPlace); every name in a scene must be unique")
    }

    /// Definitions by name, kept as indices into the registry's list: copying each
    /// definition into a dictionary cost more than the rest of the validation.
    struct Definitions {
        let all: [SceneDefinition]
        let indexByName: [String: Int]

        subscript(name: String) -> SceneDefinition? {
            indexByName[name].map { all[$0] }
        }

        /// One definition per name (the first in file order).
        var values: [SceneDefinition] { indexByName.values.map { all[$0] } }

        var count: Int { indexByName.count }
    }

    // MARK: References

    private func check(_ reference: SceneReference, _ definitions: Definitions) throws(SceneError) {
        let wanted: [SceneDefinition.Sort]
        let wantedPhrase: String
        switch reference.rule {
        case .view, .viewInWindow:
            wanted = [.view, .window]
            wantedPhrase = "a view"
        case .control:
            wanted = [.view]
            wantedPhrase = "a control"
        case .descendant:
            wanted = [.view]
            wantedPhrase = "a view"
        case .removable:
            wanted = [.view]
            wantedPhrase = "a view inside a window (a window has no superview to leave; hide it with set: {view: …, hidden: true})"
        case .responder, .target, .firstResponder:
            wanted = [.application, .appDelegate, .window, .controller, .view]
            wantedPhrase = "a responder (a view, window, controller, the application or the app delegate)"
        case .otherRecognizer:
            wanted = [.recognizer]
            wantedPhrase = "a gesture recognizer"
        case .builtInRecognizer(let property, let propertyPosition):
            try checkBuiltInRecognizer(reference, property: property, at: propertyPosition, definitions)
            return
        }
        guard let definition = definitions[reference.name] else {
            let candidates = definitions.values.filter { wanted.contains($0.sort) }.map(\.name).sorted()
            let noun =
                wanted.contains(.view) && !wanted.contains(.controller) ? "view" : (wanted == [.recognizer] ? "recognizer" : "responder")
            let suggestion = SceneSuggestion.closest(to: reference.name, in: candidates + reference.keywords)
            let advice = suggestion.map { "; did you mean '\($0)'?" } ?? reference.hint.map { "; \($0)" } ?? ""
            throw error(at: reference.position, "there is no \(noun) named '\(reference.name)'\(advice)")
        }
        guard wanted.contains(definition.sort), definition.isResponder || wanted == [.recognizer] else {
            let what =
                definition.sort == .appDelegate
                ? "the app delegate, which is not a responder here (responder: false)" : definition.sort.phrase
            throw error(at: reference.position, "'\(reference.name)' is \(what), but '\(reference.key)' must name \(wantedPhrase)")
        }
        switch reference.rule {
        case .view, .removable, .responder, .builtInRecognizer:
            return
        case .control:
            guard definition.isControl else {
                throw error(
                    at: reference.position,
                    "'\(reference.name)' is not a control, so it has no isEnabled; 'enabled' applies to a button, switch, slider, stepper, segmented control, page control or control (to make a view ignore touches, set userInteractionEnabled: false)"
                )
            }
        case .viewInWindow(let window):
            guard definition.window == window else {
                throw error(
                    at: reference.position,
                    "'\(reference.name)' is in the window '\(definition.window ?? "?")', but hitTest may only return a view of its own window '\(window)'"
                )
            }
        case .descendant(let ancestor):
            guard definition.ancestors.contains(ancestor) else {
                throw error(
                    at: reference.position,
                    "'\(reference.name)' is not inside '\(ancestor)', but alsoInside must name one of its descendants (views in its subviews, at any depth)"
                )
            }
        case .target(let action, let actionPosition):
            guard definition.actions.contains(action) else {
                throw error(
                    at: actionPosition,
                    "'\(reference.name)' does not implement '\(action)'; add it to \(reference.name)'s actions, or use target: nil to let the responder chain find it"
                )
            }
        case .otherRecognizer(let owner):
            guard reference.name != owner else {
                throw error(at: reference.position, "'\(owner)' cannot name itself in '\(reference.key)'")
            }
        case .firstResponder:
            guard definition.canBecomeFirstResponder else {
                throw error(
                    at: reference.position,
                    "'\(reference.name)' cannot become first responder; add canBecomeFirstResponder: true to it (UIKit's default is false)")
            }
        }
    }

    /// `Feed.panGestureRecognizer`: Feed must be a scroll or table view, and the
    /// property the one UIKit names (Apple: UIScrollView.panGestureRecognizer).
    private func checkBuiltInRecognizer(
        _ reference: SceneReference, property: String, at propertyPosition: ScenePosition,
        _ definitions: Definitions
    ) throws(SceneError) {
        let scrollViews = definitions.values.filter(\.isScrollView).map(\.name).sorted()
        guard let definition = definitions[reference.name] else {
            throw error(
                at: reference.position,
                "there is no scroll view named '\(reference.name)'\(SceneSuggestion.clause(for: reference.name, in: scrollViews))")
        }
        guard definition.isScrollView else {
            throw error(
                at: reference.position,
                "'\(reference.name)' is \(definition.sort.phrase), not a scrollView or tableView, so it has no built-in recognizer for '\(reference.key)' to name"
            )
        }
        let builtIn = "panGestureRecognizer"
        guard property == builtIn else {
            let close = SceneSuggestion.closest(to: property, in: [builtIn]) != nil || property.lowercased().hasPrefix("pan")
            let advice = close ? "did you mean '\(builtIn)'?" : "its built-in recognizer is \(builtIn)"
            throw error(at: propertyPosition, "scroll view '\(reference.name)' has no recognizer named '\(property)'; \(advice)")
        }
    }

    // MARK: Loops

    /// The default chain only climbs the hierarchy to the application, so every
    /// loop passes through an overridden `next`; finding the first override (in
    /// file order) that leads back to itself finds the loop.
    private func checkResponderChains(_ definitions: Definitions) throws(SceneError) {
        func next(of name: String) -> String? {
            guard let definition = definitions[name] else { return nil }
            switch definition.nextOverride?.next {
            case .some(.responder(let target)): return target
            case .some(.none): return nil
            case nil: return definition.defaultNext
            }
        }
        let overrides = registry.definitions.compactMap { definition in
            definition.nextOverride.map { (name: definition.name, position: $0.position) }
        }.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        for start in overrides {
            var path = [start.name]
            var current = next(of: start.name)
            while let name = current, path.count <= definitions.count {
                path.append(name)
                if name == start.name {
                    throw error(
                        at: start.position,
                        "'next' makes the responder chain loop: \(path.joined(separator: " → ")); events passed along it would never end")
                }
                current = next(of: name)
            }
        }
    }

    /// A recognizer that waits for another that waits for it would wait forever.
    private func checkFailureRequirements() throws(SceneError) {
        var edges: [String: [String]] = [:]
        for requirement in registry.failureRequirements {
            edges[requirement.from, default: []].append(requirement.to)
        }
        for requirement in registry.failureRequirements {
            if let back = path(from: requirement.to, to: requirement.from, edges: edges) {
                let loop = [requirement.from] + back
                throw error(
                    at: requirement.position,
                    "\(requirement.key) makes a loop: \(loop.joined(separator: " → ")); each recognizer would wait for the other forever")
            }
        }
    }

    /// A path from `start` to `goal` following `edges`, both ends included.
    private func path(from start: String, to goal: String, edges: [String: [String]]) -> [String]? {
        var visited: Set<String> = []
        var stack: [[String]] = [[start]]
        while let trail = stack.popLast() {
            let name = trail.last!
            if name == goal { return trail }
            guard visited.insert(name).inserted else { continue }
            for target in edges[name] ?? [] {
                stack.append(trail + [target])
            }
        }
        return nil
    }
}
