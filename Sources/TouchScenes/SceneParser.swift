import Foundation

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
        try read(try compose(text, file: file), file: file)
    }

    /// The stages up to the tree: the size cap, invisible line breaks, YAML
    /// syntax and the value count.
    private func compose(_ text: String, file: String) throws(SceneError) -> SceneNode {
        var bytes = text
        let result: Result<SceneNode, SceneError> = bytes.withUTF8 { bytes in
            Result { () throws(SceneError) in try compose(bytes, file: file) { text } }
        }
        return try result.get()
    }

    /// ``compose(_:file:)`` on the UTF-8 text in `bytes`; `text` makes it a
    /// `String`, asked for only to explain an error.
    private func compose(_ bytes: UnsafeBufferPointer<UInt8>, file: String, text: () -> String) throws(SceneError) -> SceneNode {
        guard bytes.count <= limits.fileBytes else {
            throw SceneError(
                file: file, line: 0, column: 0,
                message:
                    "the file is \(bytes.count) bytes, more than the \(limits.fileBytes) a scene may have; split it into several scenes")
        }
        if Self.mayHaveInvisibleLineBreak(bytes) {
            try rejectInvisibleLineBreaks(text(), file: file)
        }
        // libyaml's events straight into the reader's tree (plain JSON and plain
        // block YAML through shortcuts that give the same tree); every error at
        // libyaml's position.
        let composed: SceneNode?
        do {
            composed = try SceneComposer(valueLimit: limits.yamlValues).compose(bytes: bytes)
        } catch {
            throw SceneSyntaxError.sceneError(from: error, text: text(), file: file, valueLimit: limits.yamlValues)
        }
        guard let root = composed, !(root.scalar.map { $0.style == .plain && $0.string.isEmpty } ?? false) else {
            throw noScene(file)
        }
        return root
    }

    /// The stages after the tree: the structure of the whole file, then the
    /// relations between its objects.
    private func read(_ root: consuming SceneNode, file: String) throws(SceneError) -> (
        document: SceneDocument, warnings: [SceneWarning]
    ) {
        let reader = SceneReader(file: file, limits: limits)
        var document = try reader.readDocument(root)
        // The tree goes before the checks of the whole file: a large scene's
        // tree and the validator's tables are not both kept.
        _ = consume root
        let validator = SceneValidator(file: file, registry: reader.registry)
        // The validator's table of names goes with the document: the builder
        // files views by it rather than by a second table of every name.
        document.names = try validator.validate()
        return (document, validator.warnings())
    }

    private func noScene(_ file: String) -> SceneError {
        SceneError(
            file: file, line: 1, column: 1, message: "the file has no scene in it; start with name: and windows: (see docs/scenes.md)")
    }

    /// Whether `text` holds a byte that starts one of the three characters
    /// ``rejectInvisibleLineBreaks(_:file:)`` looks for (U+0085 is C2 85 in UTF-8,
    /// U+2028 and U+2029 E2 80 A8 and E2 80 A9), so most files skip its scan.
    private static func mayHaveInvisibleLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        return memchr(start, 0xC2, bytes.count) != nil || memchr(start, 0xE2, bytes.count) != nil
    }

    /// Whether every byte is below 0x80: ASCII, so valid UTF-8 and the same
    /// text as a `String` of it. Eight bytes at a time; most scene files are
    /// ASCII, and for them the file's bytes are composed as they were read,
    /// without a validated copy of the whole file as a `String`.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        let words = bytes.count / 8
        let raw = UnsafeRawPointer(start)
        var high: UInt64 = 0
        for index in 0..<words {
            high |= raw.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)
        }
        for index in (words &* 8)..<bytes.count {
            high |= UInt64(start[index])
        }
        return high & 0x8080_8080_8080_8080 == 0
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
        // The file's text is let go once its tree is made: a large scene's text
        // and tree are not both kept while it is read.
        try read(try composeFile(atPath: path), file: path)
    }

    private func composeFile(atPath path: String) throws(SceneError) -> SceneNode {
        let data = try SceneFile.contents(atPath: path, limit: limits.fileBytes)
        guard data.count <= limits.fileBytes else {
            throw SceneError(
                file: path, line: 0, column: 0,
                message: "the file is more than \(limits.fileBytes) bytes, the most a scene may have; split it into several scenes")
        }
        let ascii: Result<SceneNode, SceneError>? = data.withUnsafeBufferPointer { bytes in
            guard Self.isASCII(bytes) else { return nil }
            return Result { () throws(SceneError) in
                try compose(bytes, file: path) { String(decoding: bytes, as: UTF8.self) }
            }
        }
        if let ascii { return try ascii.get() }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SceneError(file: path, line: 0, column: 0, message: "the file is not UTF-8 text; save it as UTF-8")
        }
        return try compose(text, file: path)
    }
}
