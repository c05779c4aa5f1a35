import Yams

/// Turns Yams' errors into ``SceneError``s at the right place, with a hint in
/// plain words for the mistakes people make most when writing YAML by hand.
enum SceneSyntaxError {
    static func sceneError(from error: Error, text: String, file: String) -> SceneError {
        guard let yamlError = error as? YamlError else {
            return SceneError(file: file, line: 0, column: 0, message: "the YAML could not be read: \(error)")
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return located(problem: problem, mark: mark, context: context, text: text, file: file)
        case .reader(let problem, let offset, _, _):
            let position = offset.map { self.position(ofCharacterOffset: $0, in: text) }
            return SceneError(file: file, position: position, message: "the file is not valid text: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? "?"
            let position =
                secondOccurrence(of: key, after: context.mark, in: text)
                ?? ScenePosition(line: context.mark.line, column: context.mark.column)
            return SceneError(file: file, position: position, message: "the key '\(key)' appears twice in the same mapping; keep one")
        case .memory:
            return SceneError(file: file, line: 0, column: 0, message: "the YAML parser ran out of memory")
        default:
            return SceneError(file: file, line: 0, column: 0, message: "the YAML could not be read: \(yamlError)")
        }
    }

    private static func located(problem: String, mark: Mark, context: YamlError.Context?, text: String, file: String) -> SceneError {
        var position = ScenePosition(line: mark.line, column: mark.column)
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
            position = ScenePosition(line: context.mark.line, column: context.mark.column)
            message += "; the quoted text that starts here is never closed"
        } else if problem.contains("did not find expected ','"), let context {
            position = ScenePosition(line: context.mark.line, column: context.mark.column)
            message += "; the [list] or {mapping} that starts here is not closed, or lacks a comma"
        } else if problem.contains("found undefined alias") {
            message += "; a '*name' must refer to an '&name' defined above it"
        } else if problem.contains("another document") {
            message = "invalid YAML: a second document starts here; a scene file holds one document, remove the second '---'"
        } else if problem.contains("Maximum nesting level") {
            message = "invalid YAML: the file nests deeper than 1000 levels"
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

    /// Yams reports a duplicated key at its first use; the mistake is the second.
    /// In a block mapping the second use starts a later line at the same column,
    /// before any line that is indented less; in a flow mapping it follows on the
    /// same line after a comma.
    static func secondOccurrence(of key: String, after mark: Mark, in text: String) -> ScenePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let keyScalars = Array(key.unicodeScalars)
        let column = mark.column - 1
        func keyStarts(_ line: [Unicode.Scalar], at index: Int) -> Bool {
            guard index >= 0, index + keyScalars.count <= line.count, Array(line[index..<index + keyScalars.count]) == keyScalars else {
                return false
            }
            var rest = index + keyScalars.count
            while rest < line.count, line[rest] == " " { rest += 1 }
            return rest < line.count && line[rest] == ":"
        }
        // Same line: a flow mapping `{a: 1, a: 2}`.
        let first = lines[mark.line - 1]
        var index = column + keyScalars.count
        while index < first.count {
            if first[index] == "," {
                var start = index + 1
                while start < first.count, first[start] == " " { start += 1 }
                if keyStarts(first, at: start) { return ScenePosition(line: mark.line, column: start + 1) }
            }
            index += 1
        }
        // Later lines of a block mapping.
        for lineIndex in mark.line..<lines.count {
            let line = lines[lineIndex]
            guard let firstContent = line.firstIndex(where: { $0 != " " }), line[firstContent] != "#" else { continue }
            if firstContent < column { return nil }
            if firstContent == column, keyStarts(line, at: column) { return ScenePosition(line: lineIndex + 1, column: column + 1) }
        }
        return nil
    }
}
