import Foundation
import Yams

/// Loads a scene file: YAML (or JSON, which YAML includes) text in, a checked
/// ``SceneDocument`` out, or one ``SceneError`` that says where and what.
///
/// Loading runs in stages so the error reported is the most basic one: the size
/// cap, YAML syntax, the number of values after aliases are expanded, then the
/// structure of the whole file (keys, types, ranges, fingers in scripts), then
/// the relations between objects (unique names, references, loops). The parser
/// keeps no state between calls.
package struct SceneParser: Sendable {
    package var limits: SceneLimits

    package init(limits: SceneLimits = .default) {
        self.limits = limits
    }

    /// Parses `text`; `file` is only used in errors.
    package func parse(_ text: String, file: String) throws(SceneError) -> SceneDocument {
        try parseWithWarnings(text, file: file).document
    }

    /// Parses `text` as ``parse(_:file:)`` does, and also says what loads but
    /// is probably a mistake (``SceneWarning``), in file order.
    package func parseWithWarnings(_ text: String, file: String) throws(SceneError) -> (
        document: SceneDocument, warnings: [SceneWarning]
    ) {
        let bytes = text.utf8.count
        guard bytes <= limits.fileBytes else {
            throw SceneError(
                file: file, line: 0, column: 0,
                message: "the file is \(bytes) bytes, more than the \(limits.fileBytes) a scene may have; split it into several scenes")
        }
        if Self.mayHaveInvisibleLineBreak(text) {
            try rejectInvisibleLineBreaks(text, file: file)
        }
        // libyaml's events straight into the reader's tree; Yams composes what that
        // path leaves (aliases, tags, repeated keys, and every syntax error, so each
        // error is Yams' own at its own position).
        let root: SceneNode
        if let composed = SceneComposer(valueLimit: limits.yamlValues).compose(text) {
            root = composed
        } else {
            root = try composeWithYams(text, file: file)
        }
        guard !(root.scalar.map { $0.style == .plain && $0.string.isEmpty } ?? false) else {
            throw noScene(file)
        }
        let reader = SceneReader(file: file, limits: limits)
        let document = try reader.readDocument(root)
        let validator = SceneValidator(file: file, registry: reader.registry)
        try validator.validate()
        return (document, validator.warnings())
    }

    /// Yams' tree for `text`, checked against the value limit, as the reader's nodes.
    private func composeWithYams(_ text: String, file: String) throws(SceneError) -> SceneNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw SceneSyntaxError.sceneError(from: error, text: text, file: file)
        }
        guard let root, !(root.scalar.map { $0.style == .plain && $0.string.isEmpty } ?? false) else {
            throw noScene(file)
        }
        try checkValueCount(root, file: file)
        return SceneNode(root)
    }

    private func noScene(_ file: String) -> SceneError {
        SceneError(
            file: file, line: 1, column: 1, message: "the file has no scene in it; start with name: and windows: (see docs/scenes.md)")
    }

    /// Whether `text` holds a byte that starts one of the three characters
    /// ``rejectInvisibleLineBreaks(_:file:)`` looks for (U+0085 is C2 85 in UTF-8,
    /// U+2028 and U+2029 E2 80 A8 and E2 80 A9), so most files skip its scan.
    private static func mayHaveInvisibleLineBreak(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, 0xC2, bytes.count) != nil || memchr(start, 0xE2, bytes.count) != nil
        }
    }

    /// YAML counts NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
    /// (U+2029) as line breaks, but editors show none there, so every position after
    /// one would point at the wrong line. Such a character is almost surely pasted by
    /// mistake: say where it is, in the editor's lines and columns.
    private func rejectInvisibleLineBreaks(_ text: String, file: String) throws(SceneError) {
        var line = 1, column = 1
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{85}", "\u{2028}", "\u{2029}":
                let name =
                    scalar == "\u{85}"
                    ? "NEXT LINE (U+0085)" : scalar == "\u{2028}" ? "LINE SEPARATOR (U+2028)" : "PARAGRAPH SEPARATOR (U+2029)"
                throw SceneError(
                    file: file, line: line, column: column,
                    message:
                        "an invisible \(name) character is here; YAML reads it as a line break that your editor does not show — delete it or use a normal newline"
                )
            case "\n":
                if !previousWasCR { line += 1 }
                column = 1
            case "\r":
                line += 1
                column = 1
            default:
                column += 1
            }
            previousWasCR = scalar == "\r"
        }
    }

    /// Reads and parses the file at `path`, reading at most one byte more than
    /// the size cap so that a huge file cannot fill memory. Anything but a
    /// regular file (a named pipe, a device, a socket, a folder) is refused
    /// before a byte is read, without blocking (``SceneFile``).
    package func parse(fileAtPath path: String) throws(SceneError) -> SceneDocument {
        try parseWithWarnings(fileAtPath: path).document
    }

    /// Reads and parses the file at `path` as ``parse(fileAtPath:)`` does,
    /// with the warnings of ``parseWithWarnings(_:file:)``.
    package func parseWithWarnings(fileAtPath path: String) throws(SceneError) -> (
        document: SceneDocument, warnings: [SceneWarning]
    ) {
        let data = try SceneFile.contents(atPath: path, limit: limits.fileBytes)
        guard data.count <= limits.fileBytes else {
            throw SceneError(
                file: path, line: 0, column: 0,
                message: "the file is more than \(limits.fileBytes) bytes, the most a scene may have; split it into several scenes")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SceneError(file: path, line: 0, column: 0, message: "the file is not UTF-8 text; save it as UTF-8")
        }
        return try parseWithWarnings(text, file: path)
    }

    /// Counts values as the reader will visit them, aliases expanded, stopping
    /// at the cap — so an alias bomb (each level repeating the one before ten
    /// times) is rejected after at most `limits.yamlValues` steps.
    private func checkValueCount(_ root: Node, file: String) throws(SceneError) {
        var count = 0
        var stack = [root]
        while let node = stack.popLast() {
            count += 1
            if count > limits.yamlValues {
                let position = node.mark.map { ScenePosition(line: $0.line, column: $0.column) }
                throw SceneError(
                    file: file, position: position,
                    message:
                        "the file expands to more than \(limits.yamlValues) YAML values (aliases count each time they are used), the limit for a scene"
                )
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping { stack.append(value); stack.append(key) }
            case .sequence(let sequence):
                stack.append(contentsOf: sequence.reversed())
            case .scalar, .alias:
                break
            }
        }
    }
}
