import Foundation
import TestSupport
import Testing

@testable import TouchScenes

/// The block-YAML reader is a shortcut past libyaml for plain block YAML; the
/// reader of scenes must not be able to tell which path made its tree. Wherever
/// the shortcut gives a tree, it is the tree libyaml's events give, value for
/// value, with the same positions; everything else it leaves to libyaml.
@Suite struct SceneBlockYAMLComposerTests {
    static let limit = SceneLimits.default.yamlValues

    static func blockTree(_ text: String, limit: Int = limit) -> SceneNode? {
        var text = text
        return text.withUTF8 { SceneBlockYAMLComposer(valueLimit: limit).compose($0) }
    }

    /// A seeded scene shaped as `touchlab bench` writes its hierarchies (nested
    /// `subviews:` lists of views with flow frames, quoted colours, transforms
    /// and recognizers), with comments and blank lines between.
    static func generatedScene(seed: UInt64, views: Int) -> String {
        var rng = SeededRandom(seed: seed)
        var out = "# generated\nname: bench-\(seed)\nwindows:\n  - name: UIWindow\n    frame: [0, 0, 400, 800]\n"
        var made = 0
        func write(indent: Int, depth: Int) {
            guard made < views else { return }
            let pad = String(repeating: " ", count: indent)
            out += pad + (Bool.random(using: &rng) ? "subviews:\n" : "subviews:   # nested\n")
            for _ in 0..<Int.random(in: 1...4, using: &rng) where made < views {
                made += 1
                let body = pad + "    "
                out += pad + "  - name: V\(made)\n"
                out +=
                    body
                    + "frame: [\(Int.random(in: -5...300, using: &rng)), \(Double(Int.random(in: 0...9_999, using: &rng)) / 10), 60, 40.5]\n"
                out += body + "color: \"#\(String(Int.random(in: 0...0xFFFFFF, using: &rng), radix: 16))\"\n"
                if Int.random(in: 0..<5, using: &rng) == 0 { out += "\n" + body + "# a comment line\n" }
                if Bool.random(using: &rng) { out += body + "hidden: true\n" }
                if Int.random(in: 0..<4, using: &rng) == 0 { out += body + "alpha: 0.005  # nearly invisible\n" }
                if Int.random(in: 0..<4, using: &rng) == 0 { out += body + "transform: {scale: 1.2, rotate: -30}\n" }
                if Int.random(in: 0..<4, using: &rng) == 0 { out += body + "recognizers: [{kind: tap, name: Tap\(made)}]\n" }
                if Int.random(in: 0..<6, using: &rng) == 0 { out += body + "label: Hello there\n" }
                if depth < 6 && Bool.random(using: &rng) { write(indent: indent + 4, depth: depth + 1) }
            }
        }
        write(indent: 4, depth: 0)
        out += "scripts:\n  tap:\n  - tap: {at: [10, 10]}\n  - wait: 0.5\n"
        return out
    }

    static func texts() throws -> [String] {
        try SceneComposerTests.libraryTexts() + (1...12).map { generatedScene(seed: $0, views: 40 * Int($0)) }
    }

    /// Every library scene and generated scene the shortcut reads is libyaml's
    /// tree; it reads the generated ones and most of the library.
    @Test func theBlockReaderComposesWhatLibyamlComposes() throws {
        var composed = 0
        for text in try Self.texts() {
            guard let fast = Self.blockTree(text) else { continue }
            composed += 1
            #expect(fast == SceneComposerTests.eventTree(text), "\(text.prefix(300))")
        }
        for seed in UInt64(1)...12 { #expect(Self.blockTree(Self.generatedScene(seed: seed, views: 40)) != nil, "seed \(seed)") }
        // The generated scenes, and the library scenes without what it leaves to
        // libyaml (sentences with commas and apostrophes, escapes, block scalars,
        // nulls, non-ASCII text): five of them.
        #expect(composed >= 17)
    }

    /// Small edits of the scenes — the characters where this narrow YAML ends
    /// (tabs, colons, indentation, quotes, escapes, comments, flow indicators,
    /// anchors, tags, documents, non-ASCII) — must either be left to libyaml or
    /// read as libyaml reads them.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func editedYAMLIsReadAsLibyamlReadsItOrLeftToIt(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        // Scenes the shortcut reads, so that an edit lands inside what it reads.
        let texts = try Self.texts().filter { Self.blockTree($0) != nil }
        let pieces = [
            "\t", "\\", "\\n", "\r", "\r\n", ":", ": ", " :", ":x", ",", ", ", ",]", ",}", "\"", "'", "#", " #", "# ", "é", "\u{85}",
            "\u{FEFF}", "\u{A0}", "\n", "\n\n", " ", "  ", "   ", "\n  ", "\n    ", "\n- ", "- ", "-", "--", "---", "...", "{", "}",
            "[", "]", "?", "? ", "|", ">", "&a ", "*a", "!!str ", "!", "%", "@", "`", "~", "0", "-1", ".5", "a b", "key: ",
            "name: X\n", "  name: Y\n", "- a\n", "x:\n", "x: \"q\"\n",
        ]
        var differences: [String] = []
        var read = 0
        for round in 0..<500 {
            var bytes = Array(texts[round % texts.count].utf8)
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                let piece = Array(pieces.randomElement(using: &rng)!.utf8)
                if Bool.random(using: &rng), at < bytes.count {
                    bytes.replaceSubrange(at..<min(bytes.count, at + Int.random(in: 1...3, using: &rng)), with: piece)
                } else {
                    bytes.insert(contentsOf: piece, at: at)
                }
            }
            guard let text = String(validating: bytes, as: UTF8.self), let fast = Self.blockTree(text) else { continue }
            read += 1
            if fast != SceneComposerTests.eventTree(text) { differences.append(text) }
        }
        #expect(differences.isEmpty, "\(differences.first.map { String($0.prefix(600)) } ?? "")")
        #expect(read >= 30)
    }

    /// Lines moved, dropped, doubled and re-indented: the structure's edges.
    @Test(arguments: [UInt64(11), 12, 13])
    func reshuffledLinesAreReadAsLibyamlReadsThemOrLeftToIt(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let texts = try Self.texts().filter { Self.blockTree($0) != nil }
        var differences: [String] = []
        for round in 0..<400 {
            var lines = texts[round % texts.count].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count > 2 else { continue }
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let at = Int.random(in: 0..<lines.count, using: &rng)
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: lines.remove(at: at)
                case 1: lines.insert(lines[at], at: at)
                case 2: lines[at] = " " + lines[at]
                case 3: lines[at] = String(lines[at].dropFirst(Int.random(in: 1...4, using: &rng)))
                default: lines.swapAt(at, Int.random(in: 0..<lines.count, using: &rng))
                }
            }
            let text = lines.joined(separator: "\n")
            guard let fast = Self.blockTree(text) else { continue }
            if fast != SceneComposerTests.eventTree(text) { differences.append(text) }
        }
        #expect(differences.isEmpty, "\(differences.first.map { String($0.prefix(600)) } ?? "")")
    }

    /// What the shortcut leaves to libyaml's path, each a case it would read
    /// differently or could not report an error for.
    @Test func theBlockReaderLeavesTheRestToLibyaml() {
        let texts = [
            "", "# only a comment\n", "a:\n", "a:\nb: 1\n", "a: 1\na: 2\n", "a: b\n  c\n", "a: |\n  text\n", "a: &x 1\nb: *x\n",
            "a: !!str 1\n", "---\na: 1\n", "a: 1\n---\nb: 2\n", "\"a\": 1\n", "a: \"x\\ny\"\n", "a:\tb\n", "a: 1\r\n",
            "a: [1,\n  2]\n", "a: [1, 2,]\n", "a: {b:1}\n", "a: b: c\n", "a: - b\n", "- a\n- b\n", "a: b #c\n  d\n",
            "a: é\n", "a:\n  -\n    b\n", "a:\n- b\nc\n", "a: 1\n  b: 2\n", "  a: 1\nb: 2\n", "a: [b]c\n", "a: \"b\"c\n",
            "a: 1 # x\u{85}\n", "a: x\"\n",
        ]
        for text in texts { #expect(Self.blockTree(text) == nil, "\(text)") }
        // The root, a, two lists and 1: five values, as libyaml's path counts them.
        #expect(Self.blockTree("a: [[1]]", limit: 4) == nil)
        #expect(Self.blockTree("a: [[1]]", limit: 5) != nil)
    }

    /// Positions as libyaml gives them: a block mapping at its first key, a
    /// block list at its first dash, scalars and flow collections where they start.
    @Test func positionsAreLibyamls() throws {
        let text = "# c\nname: x\nwindows:\n- name: W\n  frame: [0, 1]\n  sub:\n    - {a: \"b\"}\n"
        let tree = try #require(Self.blockTree(text))
        #expect(tree == SceneComposerTests.eventTree(text))
        guard case .mapping(let root) = tree, case .sequence(let windows) = root.pairs[1].value,
            case .mapping(let window) = windows.nodes[0]
        else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        #expect(root.position == ScenePosition(line: 2, column: 1))
        #expect(windows.position == ScenePosition(line: 4, column: 1))
        #expect(window.position == ScenePosition(line: 4, column: 3))
        #expect(window.pairs[1].value.position == ScenePosition(line: 5, column: 10))
    }
}
