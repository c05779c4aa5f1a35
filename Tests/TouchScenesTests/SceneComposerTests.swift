import Foundation
import TestSupport
import Testing

@testable import TouchScenes

/// The loader reads files through its own composer on libyaml's events, and plain
/// JSON through a narrow JSON reader. The reader must not be able to tell the two
/// apart: wherever the JSON reader gives a tree, it is the tree libyaml's events
/// give, value for value, with the same positions. And the composer does what a
/// YAML composer does — aliases expanded and counted, tags read, repeated keys
/// refused at the repeat — with libyaml's errors at libyaml's positions.
@Suite struct SceneComposerTests {
    static let limit = SceneLimits.default.yamlValues

    static func eventTree(_ text: String, limit: Int = limit) -> SceneNode? {
        (try? eventResult(text, limit: limit).get()) ?? nil
    }

    static func eventResult(_ text: String, limit: Int = limit) -> Result<SceneNode?, SceneYAMLError> {
        var text = text
        return text.withUTF8 { bytes in Result { () throws(SceneYAMLError) in try SceneComposer(valueLimit: limit).composeEvents(bytes) } }
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

    /// A tree as JSON's values: plain scalars that JSON writes bare (numbers,
    /// `true`, `false`, `null`) as such, every other scalar as a string.
    static func jsonValue(_ node: SceneNode) -> Any {
        switch node {
        case .scalar(let scalar):
            guard scalar.style == .plain else { return scalar.string }
            switch scalar.string {
            case "true": return true
            case "false": return false
            case "null": return NSNull()
            default:
                let isNumber =
                    scalar.string.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
                return isNumber ? (Double(scalar.string) ?? 0) : scalar.string
            }
        case .mapping(let mapping):
            var object: [String: Any] = [:]
            for pair in mapping.pairs { object[pair.key.string ?? ""] = jsonValue(pair.value) }
            return object
        case .sequence(let list): return list.nodes.map(jsonValue)
        }
    }

    /// Each scene as JSON, compact and indented, keys in a fixed order.
    static func jsonTexts() throws -> [String] {
        try libraryTexts().flatMap { yaml -> [String] in
            guard let tree = eventTree(yaml) else { return [] }
            let value = jsonValue(tree)
            guard JSONSerialization.isValidJSONObject(value) else { return [] }
            return try [[.sortedKeys], [.sortedKeys, .prettyPrinted]].map { (options: JSONSerialization.WritingOptions) in
                String(decoding: try JSONSerialization.data(withJSONObject: value, options: options), as: UTF8.self)
            }
        }
    }

    /// Every library scene composes, with no error.
    @Test func libraryScenesCompose() throws {
        for text in try Self.libraryTexts() {
            let result = Self.eventResult(text)
            #expect((try? result.get()) != nil, "\(result) \(text.prefix(200))")
        }
    }

    /// The fuzz cases (mutated scenes, spliced scenes, random documents with
    /// anchors, tags, bad indentation and cut-off files): the composer gives a
    /// tree or an error, never a crash, and every position it gives is in the file.
    @Test(arguments: [UInt64(7), 8])
    func fuzzedYAMLComposesOrFailsInsideTheFile(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let seeds = try Self.libraryTexts()
        var composed = 0, refused = 0
        for _ in 0..<400 {
            let text = SceneMutator.makeCase(from: seeds, rng: &rng)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            switch Self.eventResult(text) {
            case .success(let tree):
                composed += 1
                if let tree { #expect(Self.positions(tree).allSatisfy { $0.line >= 1 && $0.line <= lines }, "\(text.prefix(300))") }
            case .failure(let error):
                refused += 1
                if let position = Self.position(error) { #expect(position.line >= 1 && position.line <= lines + 1, "\(error)") }
            }
        }
        #expect(composed >= 100 && refused >= 20)
    }

    static func positions(_ node: SceneNode) -> [ScenePosition] {
        switch node {
        case .scalar(let scalar): return [scalar.position]
        case .mapping(let mapping): return [mapping.position] + mapping.pairs.flatMap { positions($0.key) + positions($0.value) }
        case .sequence(let list): return [list.position] + list.nodes.flatMap(positions)
        }
    }

    static func position(_ error: SceneYAMLError) -> ScenePosition? {
        switch error {
        case .syntax(_, let position, _), .secondDocument(let position), .undefinedAlias(let position), .duplicateKey(_, let position),
            .tooDeep(let position), .tooManyValues(let position):
            return position
        case .reader, .memory: return nil
        }
    }

    @Test func jsonReaderComposesWhatLibyamlComposes() throws {
        let texts = try Self.jsonTexts()
        var composed = 0
        for text in texts {
            // A string with an escape (a description's line break) is left to libyaml.
            guard let fast = Self.jsonTree(text) else { continue }
            composed += 1
            #expect(fast == Self.eventTree(text), "\(text.prefix(200))")
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
            if fast != Self.eventTree(text) { differences.append(text) }
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

    /// What the JSON reader leaves to libyaml's path: anchors, tags, repeated
    /// keys, several documents, nothing, and files over the value limit.
    @Test func theJSONReaderLeavesTheRestToLibyaml() {
        for text in ["{\"a\": 1, \"a\": 2}", "[1, 2", "{\"a\": &x 1}", "{\"a\": !!str 1}", "[1]\n---\n[2]"] {
            #expect(Self.jsonTree(text) == nil, "\(text)")
        }
        var small = "[[[1]]]"
        #expect(small.withUTF8 { SceneJSONComposer(valueLimit: 3).compose($0) } == nil)
    }

    /// The fast composers compare keys' text only when two keys of a mapping
    /// share a key-mask bit: keys of different bits differ in length or first
    /// byte. `a` and `Zx` share one (1·7 + 97 and 2·7 + 90 are both 40 mod 64),
    /// so they are compared and found distinct, and a true repeat beside them is
    /// still left to libyaml, which refuses it at the repeat.
    @Test func keysSharingAMaskBitAreComparedByText() throws {
        let bit = SceneMapping.bitIndex(count: 1, first: UInt8(ascii: "a"))
        #expect(bit == SceneMapping.bitIndex(count: 2, first: UInt8(ascii: "Z")))
        for distinct in ["{\"a\": 1, \"Zx\": 2}", "{\"Zx\": [1, {\"a\": 2}], \"a\": 3}"] {
            let fast = try #require(Self.jsonTree(distinct))
            #expect(fast == Self.eventTree(distinct))
            guard case .mapping(let mapping) = fast else { throw CompositionFailure("not a mapping: \(fast)") }
            #expect(mapping.knownKeyMask == 1 << UInt64(bit))
        }
        let block = try #require(SceneBlockYAMLComposerTests.blockTree("a: 1\nZx: 2\n"))
        #expect(block == Self.eventTree("a: 1\nZx: 2\n"))
        for repeated in ["{\"a\": 1, \"Zx\": 2, \"a\": 3}", "{\"Zx\": 1, \"a\": 2, \"b\": 3, \"Zx\": 4}"] {
            #expect(Self.jsonTree(repeated) == nil, "\(repeated)")
            #expect(SceneBlockYAMLComposerTests.blockTree(repeated) == nil, "\(repeated)")
        }
        #expect(SceneBlockYAMLComposerTests.blockTree("a: 1\nZx: 2\na: 3\n") == nil)
        var text = "a: 1\nZx: 2\na: 3\n"
        let result = text.withUTF8 { bytes in
            Result { () throws(SceneYAMLError) in try SceneComposer(valueLimit: Self.limit).compose(bytes: bytes) }
        }
        #expect(result.failure == .duplicateKey("a", ScenePosition(line: 3, column: 1)))
    }

    /// A key's text is reused from the last key of its mask bit only when all
    /// its bytes and its length are the same: keys that agree in their first
    /// eight bytes, in their bit, or end where another goes on, each keep their
    /// own text, and keys too near the file's end to be read a word at a time
    /// are read as they are.
    @Test func keysReadAgainKeepTheirOwnText() throws {
        let keys = [
            "abcdefgh", "abcdefghi", "abcdefgX", "abcdefghX", "abcdefghijklmno", "abcdefghijklmnX", "abcdefghijklmnop", "a", "Zx",
            "", "é", "a", "Zx", "abcdefgh",
        ]
        let objects = keys.enumerated().map { "{\"\($0.element)\": \($0.offset), \"n\": \"\($0.element)\"}" }
        for text in ["[" + objects.joined(separator: ", ") + "]", "{\"x\": 1, \"abcdefghijklmnX\": 2}", "{\"abc\": 1}"] {
            let fast = try #require(Self.jsonTree(text), "\(text)")
            #expect(fast == Self.eventTree(text), "\(text)")
        }
    }

    static func scalar(_ string: String, _ line: Int, _ column: Int, _ style: SceneNode.Style = .plain) -> SceneNode {
        .scalar(SceneNode.Scalar(string: string, style: style, position: ScenePosition(line: line, column: column)))
    }

    /// An alias is the anchored value again — where it was written — and a tag
    /// leaves a scalar's text and style as they are.
    @Test func aliasesAreExpandedAndTagsRead() throws {
        let tree = try #require(Self.eventTree("a: &x [1, 2]\nb: *x\nc: !!str 3\n"))
        guard case .mapping(let mapping) = tree else { throw CompositionFailure("not a mapping: \(tree)") }
        #expect(mapping.pairs.map { $0.key.string } == ["a", "b", "c"])
        #expect(mapping.pairs[1].value == mapping.pairs[0].value)
        #expect(mapping.pairs[0].value.position == ScenePosition(line: 1, column: 4))
        #expect(mapping.pairs[2].value == Self.scalar("3", 3, 4))
    }

    /// Two keys are the same when their text and their YAML 1.1 type are: `a`
    /// and `"a"` are one string, `1` (an integer) and `"1"` (a string) are not.
    @Test func repeatedKeysAreRefusedAtTheRepeat() {
        let cases: [(String, SceneYAMLError?)] = [
            ("a: 1\na: 2\n", .duplicateKey("a", ScenePosition(line: 2, column: 1))),
            ("a: 1\n\"a\": 2\n", .duplicateKey("a", ScenePosition(line: 2, column: 1))),
            ("a: 1\n!!str a: 2\n", .duplicateKey("a", ScenePosition(line: 2, column: 1))),
            ("{b: 0, a: 1, c: 2, a: 3}", .duplicateKey("a", ScenePosition(line: 1, column: 20))),
            ("1: a\n\"1\": b\n", nil),
            ("true: a\n'true': b\n", nil),
            ("x: {a: 1}\ny: {a: 2}\n", nil),
        ]
        for (text, expected) in cases {
            switch Self.eventResult(text) {
            case .success: #expect(expected == nil, "\(text)")
            case .failure(let error): #expect(error == expected, "\(text)")
            }
        }
        // Past 16 keys the composer looks repeats up by text.
        let many = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n") + "\nk7: again\n"
        #expect(Self.eventResult(many).failure == .duplicateKey("k7", ScenePosition(line: 41, column: 1)))
    }

    @Test func documentsAliasesAndNestingErrors() {
        #expect(Self.eventResult("").success == .some(nil))
        #expect(Self.eventResult("# only a comment\n").success == .some(nil))
        #expect(Self.eventResult("a: 1\n---\nb: 2\n").failure == .secondDocument(ScenePosition(line: 2, column: 1)))
        #expect(Self.eventResult("a: *x\n").failure == .undefinedAlias(ScenePosition(line: 1, column: 4)))
        // An anchor names its node once the node is complete, as YAML defines.
        #expect(Self.eventResult("a: &x [*x]\n").failure == .undefinedAlias(ScenePosition(line: 1, column: 8)))
        let deep = String(repeating: "[", count: 1_001) + String(repeating: "]", count: 1_001)
        #expect(Self.eventResult(deep).failure == .tooDeep(ScenePosition(line: 1, column: 1_001)))
        let fits = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        #expect(Self.eventResult(fits).success != nil)
        guard case .syntax(let problem, let position, let context)? = Self.eventResult("[1, 2\n").failure else {
            Issue.record("an unclosed list is not a syntax error")
            return
        }
        #expect(problem == "did not find expected ',' or ']'" && position.line == 2)
        #expect(context == SceneYAMLError.Context(text: "while parsing a flow sequence", position: ScenePosition(line: 1, column: 1)))
    }

    /// Values are counted with aliases expanded; the limit is checked after
    /// the file is read, so a syntax error anywhere is reported first.
    @Test func valuesAreCountedWithAliasesExpanded() {
        #expect(Self.eventResult("[1, 2]", limit: 3).success != nil)
        #expect(Self.eventResult("[1, 2]", limit: 2).failure == .tooManyValues(ScenePosition(line: 1, column: 5)))
        // The root, a, the list and its two items, b, and the list again (three values).
        let aliased = "a: &x [1, 2]\nb: *x\n"
        #expect(Self.eventResult(aliased, limit: 9).success != nil)
        #expect(Self.eventResult(aliased, limit: 8).failure == .tooManyValues(ScenePosition(line: 2, column: 4)))
        guard case .syntax? = Self.eventResult("[1, 2, 3, [\n", limit: 2).failure else {
            Issue.record("the syntax error must come before the value limit")
            return
        }
    }
}

extension Result {
    fileprivate var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

private struct CompositionFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
