import Foundation
import TestSupport

/// Makes one fuzz case: a seed scene with a few mutations, two seeds spliced, or a
/// random document built from the format's own keys.
///
/// The mutations are the mistakes people and tools make with YAML — a character
/// changed, a line lost or doubled, a key misspelt, an odd number, too much
/// nesting, a huge string, stray YAML features (anchors, tags, documents), wrong
/// indentation, a file cut short — plus structure no person would write.
enum SceneMutator {
    static func makeCase(from seeds: [String], rng: inout SeededRandom) -> String {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<12:
            return RandomSceneText.make(rng: &rng)
        case 12..<17:
            let a = rng.pick(seeds).split(separator: "\n", omittingEmptySubsequences: false)
            let b = rng.pick(seeds).split(separator: "\n", omittingEmptySubsequences: false)
            return (a.prefix(Int.random(in: 0...a.count, using: &rng)) + b.suffix(Int.random(in: 0...b.count, using: &rng)))
                .joined(separator: "\n")
        default:
            var text = rng.pick(seeds)
            for _ in 0..<Int.random(in: 1...4, using: &rng) { text = mutate(text, rng: &rng) }
            return text
        }
    }

    static func mutate(_ text: String, rng: inout SeededRandom) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        let at = Int.random(in: 0..<lines.count, using: &rng)
        switch Int.random(in: 0..<11, using: &rng) {
        case 0:
            return replaceCharacter(in: text, rng: &rng)
        case 1:
            lines.remove(at: at)
        case 2:
            lines.insert(lines[at], at: at)
        case 3:
            lines[at] = renameKey(lines[at], rng: &rng)
        case 4:
            lines[at] = swapNumber(lines[at], rng: &rng)
        case 5:
            lines[at] = replaceValue(lines[at], with: deepNesting(rng: &rng))
        case 6:
            let long = String(
                repeating: rng.pick(["a", "é", "😀", " ", "\\\"", "x: ", "- "]),
                count: Int.random(in: 1_000...60_000, using: &rng))
            lines[at] = replaceValue(lines[at], with: rng.chance(2) ? long : "\"\(long)\"")
        case 7:
            lines.insert(rng.pick(yamlOddities), at: at)
        case 8:
            let indent = String(repeating: rng.pick([" ", "\t"]), count: Int.random(in: 1...5, using: &rng))
            lines[at] = rng.chance(2) ? indent + lines[at] : String(lines[at].drop { $0 == " " }.prefix(10_000))
        case 9:
            return String(text.prefix(Int.random(in: 0...text.count, using: &rng)))
        default:
            let other = Int.random(in: 0..<lines.count, using: &rng)
            lines.swapAt(at, other)
        }
        return lines.joined(separator: "\n")
    }

    static let oddCharacters: [Character] = [
        ":", "-", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "#", "\"", "'", "\t", "\n", " ", "%", "@", "`",
        "\u{0}", "\u{7}", "\u{FEFF}", "\u{85}", "\u{2028}", "é", "😀", "0", "9", ".", "e", "\\",
    ]

    static func replaceCharacter(in text: String, rng: inout SeededRandom) -> String {
        var characters = Array(text)
        guard !characters.isEmpty else { return String(rng.pick(oddCharacters)) }
        let index = Int.random(in: 0..<characters.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: characters[index] = rng.pick(oddCharacters)
        case 1: characters.remove(at: index)
        default: characters.insert(rng.pick(oddCharacters), at: index)
        }
        return String(characters)
    }

    static let keys = [
        "name", "description", "screen", "fidelity", "application", "appDelegate", "windows", "firstResponder",
        "scripts", "frame", "color", "alpha", "hidden", "userInteractionEnabled", "clipsToBounds",
        "multipleTouchEnabled", "exclusiveTouch", "transform", "hitTest", "pointInside", "recognizers", "subviews",
        "kind", "root", "view", "navigation", "presented", "level", "key", "title", "text", "on", "value", "rows",
        "contentSize", "contentOffset", "targets", "message", "tap", "drag", "down", "up", "wait", "from", "to",
        "steps", "next", "child", "window", "Frame", "", "名前", "<<", "? complex",
    ]

    static func renameKey(_ line: String, rng: inout SeededRandom) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line }
        let start = line[..<colon].lastIndex { !($0.isLetter || $0.isNumber) }.map { line.index(after: $0) } ?? line.startIndex
        return String(line[..<start]) + rng.pick(keys) + String(line[colon...])
    }

    static let oddNumbers = [
        "1e309", "-1e309", ".nan", ".NaN", "nan", ".inf", "-.inf", "-0", "0", "-1", "-99999999",
        "99999999999999999999999999", "9223372036854775808", "1e-320", "0x7fffffff", "0o17", "1_000", "+3",
        "1.7976931348623157e308", "4.9e-324", "-", ".", "1.2.3", "NaN", "Infinity", "1e", "12345678901234567890.5",
    ]

    static func swapNumber(_ line: String, rng: inout SeededRandom) -> String {
        let scalars = Array(line.unicodeScalars)
        let starts = scalars.indices.filter {
            CharacterSet.decimalDigits.contains(scalars[$0]) && ($0 == 0 || !CharacterSet.decimalDigits.contains(scalars[$0 - 1]))
        }
        guard !starts.isEmpty else { return line + " " + rng.pick(oddNumbers) }
        let start = rng.pick(starts)
        var end = start
        while end < scalars.count, CharacterSet(charactersIn: "0123456789.").contains(scalars[end]) { end += 1 }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: rng.pick(oddNumbers).unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    /// Deeply nested flow collections, a few levels to several thousand.
    static func deepNesting(rng: inout SeededRandom) -> String {
        let depth = rng.chance(4) ? Int.random(in: 500...5_000, using: &rng) : Int.random(in: 2...60, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        case 1: return String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: depth)
        default: return String(repeating: "{subviews: [", count: depth) + "{name: X}" + String(repeating: "]}", count: depth)
        }
    }

    static func replaceValue(_ line: String, with value: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line + value }
        return String(line[...colon]) + " " + value
    }

    static let yamlOddities = [
        "---", "...", "%YAML 1.1", "%TAG ! tag:example.com,2000:", "\u{FEFF}name: bom", "anchor: &a {name: A}",
        "alias: *a", "<<: *a", "merged: {<<: *missing}", "tagged: !!binary aGVsbG8=", "float: !!float x",
        "set: !!set {a, b}", "? [complex, key]\n: value", "|\n  literal", ">-\n  folded", "\t- tab",
        "windows: &w [{name: W}]", "again: *w", "- *w", "name: &n x", "name: *n", "!custom {a: 1}",
        "\"unterminated", "'single", "[unclosed", "{unclosed: 1", "key: value: more", "- - - -", "&&", "**",
    ]
}
