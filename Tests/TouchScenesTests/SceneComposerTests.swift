import Foundation
import TestSupport
import Testing
import Yams

@testable import TouchScenes

/// The loader reads most files through its own composers — libyaml's events for
/// YAML, a narrow JSON reader for JSON — and leaves the rest to Yams. The reader
/// must not be able to tell: wherever a fast path gives a tree, it is the tree
/// Yams composes, value for value, with the same positions; and every file the
/// JSON reader takes, libyaml takes the same way.
@Suite struct SceneComposerTests {
    static let limit = SceneLimits.default.yamlValues

    static func yamsTree(_ text: String) -> SceneNode? {
        (try? Yams.compose(yaml: text)).flatMap { $0 }.map(SceneNode.init)
    }

    static func eventTree(_ text: String) -> SceneNode? {
        var text = text
        return text.withUTF8 { SceneComposer(valueLimit: limit).composeEvents($0) }
    }

    static func jsonTree(_ text: String) -> SceneNode? {
        var text = text
        return text.withUTF8 { SceneJSONComposer(valueLimit: limit).compose($0) }
    }

    static func libraryTexts() throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            + SceneFuzzTests.seeds()
    }

    /// Each scene as JSON, compact and indented, keys in a fixed order.
    static func jsonTexts() throws -> [String] {
        try libraryTexts().flatMap { yaml -> [String] in
            guard let value = try Yams.load(yaml: yaml), JSONSerialization.isValidJSONObject(value) else { return [] }
            return try [[.sortedKeys], [.sortedKeys, .prettyPrinted]].map { (options: JSONSerialization.WritingOptions) in
                String(decoding: try JSONSerialization.data(withJSONObject: value, options: options), as: UTF8.self)
            }
        }
    }

    @Test func libyamlEventsComposeWhatYamsComposes() throws {
        var composed = 0
        for text in try Self.libraryTexts() {
            guard let fast = Self.eventTree(text) else { continue }
            composed += 1
            #expect(fast == Self.yamsTree(text), "\(text.prefix(200))")
        }
        // Nearly every real scene takes the fast path (aliases and tags are rare).
        #expect(composed >= 20)
    }

    /// The fuzz cases (mutated scenes, spliced scenes, random documents with
    /// anchors, tags, bad indentation and cut-off files): wherever libyaml's events
    /// give a tree, it is Yams' tree, and the parser's answer — document or error
    /// with its position — is the one Yams' tree gives the reader.
    @Test(arguments: [UInt64(7), 8])
    func fuzzedYAMLComposesAsYamsComposesIt(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let seeds = try Self.libraryTexts()
        var composed = 0
        for _ in 0..<400 {
            let text = SceneMutator.makeCase(from: seeds, rng: &rng)
            guard let fast = Self.eventTree(text) else { continue }
            composed += 1
            #expect(fast == Self.yamsTree(text), "\(text.prefix(300))")
        }
        #expect(composed >= 100)
    }

    @Test func jsonReaderComposesWhatLibyamlAndYamsCompose() throws {
        let texts = try Self.jsonTexts()
        var composed = 0
        for text in texts {
            // A string with an escape (a description's line break) is left to libyaml.
            guard let fast = Self.jsonTree(text) else { continue }
            composed += 1
            #expect(fast == Self.eventTree(text), "\(text.prefix(200))")
            #expect(fast == Self.yamsTree(text), "\(text.prefix(200))")
        }
        #expect(composed >= 20)
    }

    /// Small edits of JSON scenes — the characters where JSON and YAML part ways
    /// (escapes, tabs, colons without a space, control and non-ASCII characters,
    /// repeated keys, trailing commas) — must either be left to libyaml or read as
    /// libyaml reads them.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func editedJSONIsReadAsLibyamlReadsItOrLeftToIt(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let texts = try Self.jsonTexts()
        let pieces = [
            "\t", "\\", "\\n", "\\u00e9", "\r", "\r\n", ":", ": ", " :", ",", ",]", ",}", "\"", "'", "#", " #", "é", "\u{85}",
            "\u{FEFF}", "\u{A0}", "\u{1F600}", "\n", "\n\n", "  ", "{", "}", "[", "]", "-", "0", "01", "1e5", "-0", ".5", "true",
            "nul", "null", "~", "&a ", "*a", "!!str ", "---", "...", "\"a\":1", "\"name\": \"X\", \"name\": \"Y\"",
            String(repeating: "k", count: 1_030),
        ]
        var differences: [String] = []
        for round in 0..<600 {
            var bytes = Array(texts[round % texts.count].utf8)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                let piece = Array(pieces.randomElement(using: &rng)!.utf8)
                if Bool.random(using: &rng), at < bytes.count {
                    bytes.replaceSubrange(at..<min(bytes.count, at + Int.random(in: 1...3, using: &rng)), with: piece)
                } else {
                    bytes.insert(contentsOf: piece, at: at)
                }
            }
            guard let text = String(validating: bytes, as: UTF8.self), let fast = Self.jsonTree(text) else { continue }
            if fast != Self.eventTree(text) || fast != Self.yamsTree(text) { differences.append(text) }
        }
        #expect(differences.isEmpty, "\(differences.first.map { String($0.prefix(400)) } ?? "")")
    }

    /// The reader's shortcut for plain decimals gives `Double(text)` bit for bit,
    /// and declines everything else.
    @Test func shortDecimalsReadAsDoubleReadsThem() {
        var rng = SeededRandom(seed: 15)
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...999_999_999, using: &rng))
            let fraction = String(UInt64.random(in: 0...999_999, using: &rng))
            var text = Bool.random(using: &rng) ? "-" : ""
            text += String(whole.prefix(Int.random(in: 1...whole.count, using: &rng)))
            if Bool.random(using: &rng) { text += "." + fraction.prefix(Int.random(in: 1...fraction.count, using: &rng)) }
            let expected = Double(text)!
            let fast = SceneReader.shortDecimal(text)
            if text.filter(\.isNumber).count <= 15 {
                #expect(fast?.bitPattern == expected.bitPattern, "\(text)")
            } else {
                #expect(fast == nil, "\(text)")
            }
        }
        for text in ["", "-", ".5", "5.", "+5", "1e5", "0x10", "inf", "nan", " 1", "1 ", "1.2.3", "--1", "1234567890123456"] {
            #expect(SceneReader.shortDecimal(text) == nil, "\(text)")
        }
        #expect(SceneReader.shortDecimal("-0")?.sign == .minus)
        #expect(SceneReader.shortDecimal("0.1") == 0.1 && SceneReader.shortDecimal("123456789012.345") == 123456789012.345)
    }

    @Test func theFastPathsLeaveWhatOnlyYamsDecides() {
        // Anchors and aliases, tags, repeated keys, several documents, nothing,
        // and files over the value limit: Yams composes (or refuses) them.
        for text in [
            "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: 1\na: 2\n", "a: 1\n---\nb: 2\n", "", "# only a comment\n",
            "{\"a\": 1, \"a\": 2}", "[1, 2",
        ] {
            #expect(Self.eventTree(text) == nil, "\(text)")
            #expect(Self.jsonTree(text) == nil, "\(text)")
        }
        #expect(SceneComposer(valueLimit: 3).compose("[[[1]]]") == nil)
        let text = "[1, 2]"
        #expect(SceneComposer(valueLimit: 3).compose(text) != nil)
        #expect(SceneComposer(valueLimit: 2).compose(text) == nil)
    }
}
