/// Turns libyaml's errors (``SceneYAMLError``) into ``SceneError``s at the right
/// place, with a hint in plain words for the mistakes people make most when
/// writing YAML by hand.
enum SceneSyntaxError {
    static func sceneError(from error: SceneYAMLError, text: String, file: String, valueLimit: Int) -> SceneError {
        switch error {
        case .syntax(let problem, let position, let context):
            return located(problem: problem, position: position, context: context, text: text, file: file)
        case .reader(let problem, let offset):
            // libyaml counts bytes; editors count characters.
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset, limitedBy: text.utf8.endIndex)?.samePosition(in: text)
            let position = index.map { self.position(ofCharacterOffset: text.distance(from: text.startIndex, to: $0), in: text) }
            return SceneError(file: file, position: position, message: "the file is not valid text: \(problem)")
        case .memory:
            return SceneError(file: file, line: 0, column: 0, message: "the YAML parser ran out of memory")
        case .secondDocument(let position):
            return SceneError(
                file: file, position: position,
                message: "invalid YAML: a second document starts here; a scene file holds one document, remove the second '---'")
        case .undefinedAlias(let position):
            return SceneError(
                file: file, position: position,
                message: "invalid YAML: found undefined alias; a '*name' must refer to an '&name' defined above it")
        case .duplicateKey(let key, let position):
            return SceneError(file: file, position: position, message: "the key '\(key)' appears twice in the same mapping; keep one")
        case .tooDeep(let position):
            return SceneError(
                file: file, position: position, message: "invalid YAML: the file nests deeper than \(SceneComposer.maximumNesting) levels")
        case .tooManyValues(let position):
            return SceneError(
                file: file, position: position,
                message:
                    "the file expands to more than \(valueLimit) YAML values (aliases count each time they are used), the limit for a scene"
            )
        }
    }

    private static func located(
        problem: String, position: ScenePosition, context: SceneYAMLError.Context?, text: String, file: String
    ) -> SceneError {
        var position = position
        var message = "invalid YAML: \(problem)"
        let character = self.character(at: position, in: text)
        if problem.contains("cannot start any token"), character == "\t" {
            message += "; YAML cannot indent with tabs, use spaces"
        } else if problem.contains("cannot start any token"), let character, "@`".contains(character) {
            message += "; a value cannot start with '\(character)', put it in quotes"
        } else if problem.contains("mapping values are not allowed") {
            message += "; a value containing ': ' must be in quotes, or this line is indented too far"
        } else if problem.contains("did not find expected key") {
            message += "; this line's indentation does not line up with the keys above it"
        } else if problem.contains("did not find expected '-' indicator") {
            message += "; this line does not line up with the list items above it"
        } else if problem.contains("found unexpected end of stream"), let context {
            position = context.position
            message += "; the quoted text that starts here is never closed"
        } else if problem.contains("did not find expected ','"), let context {
            position = context.position
            message += "; the [list] or {mapping} that starts here is not closed, or lacks a comma"
        }
        return SceneError(file: file, position: position, message: message)
    }

    /// The character at a 1-based line and column (columns in Unicode scalars).
    private static func character(at position: ScenePosition, in text: String) -> Character? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line >= 1, position.line <= lines.count else { return nil }
        let scalars = Array(lines[position.line - 1].unicodeScalars)
        guard position.column >= 1, position.column <= scalars.count else { return nil }
        return Character(scalars[position.column - 1])
    }

    private static func position(ofCharacterOffset offset: Int, in text: String) -> ScenePosition {
        let prefix = text.prefix(offset)
        let line = prefix.filter { $0 == "\n" }.count + 1
        let column = prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count + 1 } ?? 1
        return ScenePosition(line: line, column: column)
    }
}
