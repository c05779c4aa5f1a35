import Foundation

/// Adds a script to a scene file's text, keeping everything else — comments,
/// order, quoting, blank lines — as the author wrote it.
///
/// The text is edited, not parsed and written again: a YAML serializer drops
/// comments, and a scene's comments are its explanation. The new script goes
/// at the end of the top-level `scripts:` block (after its last indented
/// line), indented like the scripts already there; a scene without `scripts:`
/// gets one at its end. A `scripts:` written in flow style (`scripts: {…}`) or
/// a JSON scene cannot be extended this way and is refused, so the caller can
/// write a new file instead. The result is parsed before it is returned, so a
/// script that breaks the scene (a limit passed) is refused too.
package enum SceneScriptInsertion {
    package enum Failure: Error, CustomStringConvertible, Equatable {
        /// The scene's `scripts:` is not a block mapping the text can be extended in.
        case notBlockStyle(line: Int)
        /// The scene with the script added does not load: the loader's message.
        case invalid(String)

        package var description: String {
            switch self {
            case .notBlockStyle(let line):
                return
                    "the scene's 'scripts:' (line \(line)) is not written as an indented block, so the script cannot be added to it; record into a new file"
            case .invalid(let message):
                return "the scene with the recorded script does not load: \(message)"
            }
        }
    }

    /// `text` with the script `name` added (`steps`: one `- …` item per
    /// line), with `comment` lines above it; `file` names the text in errors.
    package static func inserting(
        script name: String, steps: [String], comment: [String] = [], into text: String, file: String = "scene.yaml"
    ) throws(Failure) -> String {
        if text.drop(while: { $0.isWhitespace }).first == "{" { throw .notBlockStyle(line: 1) }  // JSON
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let header = lines.firstIndex { line in
            line.hasPrefix("scripts:") && !line.hasPrefix("scripts::")
        }
        var result: [String]
        if let header {
            let rest = lines[header].dropFirst("scripts:".count).trimmingCharacters(in: .whitespaces)
            guard rest.isEmpty || rest.hasPrefix("#") else { throw .notBlockStyle(line: header + 1) }
            // The block runs while lines are indented, blank or comments; its
            // last indented line is where the new script follows.
            var last = header
            var index = header + 1
            var indent: String?
            while index < lines.count {
                let line = lines[index]
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let first = line.first, first != " ", first != "\t", !trimmed.hasPrefix("#") { break }
                if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
                    last = index
                    if indent == nil { indent = String(line.prefix { $0 == " " }) }
                }
                index += 1
            }
            let keyIndent = indent.flatMap { $0.isEmpty ? nil : $0 } ?? "  "
            let block = comment.map { keyIndent + "# " + $0 } + ["\(keyIndent)\(name):"] + steps.map { keyIndent + "  " + $0 }
            result = Array(lines[...last]) + block + Array(lines[(last + 1)...])
        } else {
            let block = comment.map { "  # " + $0 } + ["  \(name):"] + steps.map { "    " + $0 }
            result = lines + ["scripts:"] + block
        }
        let output = result.joined(separator: "\n") + "\n"
        do {
            let document = try SceneParser().parse(output, file: file)
            guard document.script(named: name) != nil else { throw Failure.invalid("the script '\(name)' is not in it") }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .invalid("\(error)")
        }
        return output
    }

    /// `prefix-1`, `prefix-2`, …: the first that names no script of the scene
    /// in `text` (nor appears in it as a key, should the text not load).
    package static func freeName(_ prefix: String = "recorded", in text: String, file: String = "scene.yaml") -> String {
        let taken = Set(((try? SceneParser().parse(text, file: file))?.scripts ?? []).map(\.name))
        var number = 1
        while taken.contains("\(prefix)-\(number)") || text.contains("\(prefix)-\(number):") { number += 1 }
        return "\(prefix)-\(number)"
    }
}
