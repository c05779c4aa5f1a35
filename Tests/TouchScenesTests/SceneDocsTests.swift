import Foundation
import Testing

@testable import TouchScenes

/// docs/scenes.md is where teachers learn the format, so its examples must
/// load: complete scenes parse, script fragments play in a host scene that has
/// the views they name, and every other fragment is at least valid YAML. The
/// JSON version of the table scene loads to the same document as the YAML one.
@Suite struct SceneDocsTests {
    static let docsPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scenes.md").path

    /// The fenced code blocks of one language, with the line each starts on.
    static func blocks(_ language: String) throws -> [(line: Int, text: String)] {
        let lines = try String(contentsOfFile: docsPath, encoding: .utf8).components(separatedBy: "\n")
        var result: [(Int, String)] = []
        var current: (start: Int, lines: [String])?
        for (index, line) in lines.enumerated() {
            if let open = current {
                if line == "```" {
                    result.append((open.start, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line == "```\(language)" {
                current = (index + 2, [])
            }
        }
        return result
    }

    static func isCompleteScene(_ text: String) -> Bool {
        let lines = text.components(separatedBy: "\n")
        return lines.contains { $0.hasPrefix("name:") } && lines.contains { $0.hasPrefix("windows:") }
    }

    /// A scene with every view the script fragments name.
    static let host = """
        name: docs-host
        windows:
          - name: UIWindow
            subviews:
              - {name: EView, frame: [0, 0, 100, 100]}
              - {name: Card, frame: [0, 100, 100, 100], recognizers: [{kind: pan, name: CardPan}]}
              - {name: Submit, kind: button, frame: [100, 0, 100, 40]}
              - {name: Photo, frame: [0, 200, 100, 100]}
              - {name: MovedView, frame: [0, 300, 100, 100]}
              - {name: Scroller, kind: scrollView, frame: [0, 400, 100, 100]}
              - {name: GLTableView, kind: tableView, frame: [0, 500, 100, 100]}
        scripts:
          docs:

        """

    static func isScriptFragment(_ text: String) -> Bool {
        guard let first = text.components(separatedBy: "\n").first(where: { !$0.isEmpty && !$0.hasPrefix("#") }),
            first.hasPrefix("- ")
        else { return false }
        let word = first.dropFirst(2).prefix { $0.isLetter }
        return ["down", "tap", "drag", "swipe", "pinch", "wait", "shake", "set", "animate", "menu"].contains(String(word))
    }

    @Test func completeScenesLoad() throws {
        let scenes = try Self.blocks("yaml").filter { Self.isCompleteScene($0.text) }
        #expect(scenes.count >= 3)
        for scene in scenes {
            do {
                _ = try SceneParser().parse(scene.text, file: "docs/scenes.md:\(scene.line)")
            } catch {
                Issue.record("the example at docs/scenes.md line \(scene.line) does not load: \(error)")
            }
        }
    }

    @Test func scriptFragmentsPlay() throws {
        let fragments = try Self.blocks("yaml").filter { Self.isScriptFragment($0.text) }
        #expect(fragments.count >= 6)
        for fragment in fragments {
            let indented = fragment.text.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "      " + $0 }.joined(separator: "\n")
            do {
                _ = try SceneParser().parse(Self.host + indented, file: "docs/scenes.md:\(fragment.line)")
            } catch {
                Issue.record("the script example at docs/scenes.md line \(fragment.line) does not load: \(error)")
            }
        }
    }

    @Test func otherFragmentsAreValidYAML() throws {
        let fragments = try Self.blocks("yaml").filter { !Self.isCompleteScene($0.text) && !Self.isScriptFragment($0.text) }
        #expect(fragments.count >= 10)
        for fragment in fragments {
            do {
                _ = try SceneParser().parse(fragment.text, file: "fragment")
            } catch {
                #expect(!error.message.hasPrefix("invalid YAML"), "docs/scenes.md line \(fragment.line): \(error)")
            }
        }
    }

    @Test func jsonLoadsLikeYAML() throws {
        let yaml = try #require(try Self.blocks("yaml").first { $0.text.contains("name: table-phenomena") })
        let json = try #require(try Self.blocks("json").first)
        let fromYAML = try SceneParser().parse(yaml.text, file: "table.yaml")
        let fromJSON = try SceneParser().parse(json.text, file: "table.json")
        #expect(fromJSON.withoutStepPositions == fromYAML.withoutStepPositions)
        #expect(fromJSON.scripts.map(\.name) == ["quick-tap", "short-press", "long-press", "button"])
    }

    // MARK: The docs agree with the code

    static var fidelityPath: String {
        URL(fileURLWithPath: docsPath).deletingLastPathComponent().appendingPathComponent("fidelity.md").path
    }

    /// Every key the reader accepts — at the top, on windows, controllers, views of
    /// each kind, responders, recognizers of each kind, fidelity switches, script
    /// steps and `set` — is named in docs/scenes.md as `key`, so a key added to the
    /// reader without a word in the docs fails here.
    @Test func everyKeyTheReaderAcceptsIsDocumented() throws {
        let docs = try String(contentsOfFile: Self.docsPath, encoding: .utf8)
        let keys =
            SceneReader.documentKeys + SceneReader.windowKeys + SceneReader.controllerKeys + SceneReader.viewPropertyKeys
            + Array(SceneReader.kindKeys.keys) + SceneReader.responderKeys + SceneReader.recognizerKeys
            + Array(SceneReader.recognizerKindKeys.keys) + SceneReader.fidelityKeys + SceneReader.stepWords
            + SceneReader.settableKeys + SceneReader.shotKeys + SceneReader.quizKeys + SceneViewKind.Name.allCases.map(\.rawValue)
            + SceneRecognizerKind.Name.allCases.map(\.rawValue)
        let missing = Set(keys).filter { !docs.contains("`\($0)`") && !docs.contains("`\($0):") }.sorted()
        #expect(missing.isEmpty, "docs/scenes.md never names these keys: \(missing.joined(separator: ", "))")
    }

    /// The recognizers table of docs/scenes.md lists the kinds of
    /// `SceneRecognizerKind.Name`, in its order, and says for each kind-specific
    /// key exactly the kinds that take it, so the page follows the one list.
    @Test func theRecognizersTableFollowsTheListOfKinds() throws {
        let page = try String(contentsOfFile: Self.docsPath, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(page.firstIndex(of: "## Gesture recognizers"))
        let docs = page[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        func cells(_ row: String) -> [String] {
            row.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let kindRow = try #require(docs.first { $0.hasPrefix("| `kind` | all | ") })
        #expect(cells(kindRow)[3] == SceneRecognizerKind.Name.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))
        for (key, kinds) in SceneReader.recognizerKindKeys {
            let row = try #require(
                docs.first { $0.hasPrefix("| `\(key)` | ") || $0.hasPrefix("| `\(key)`, ") || $0.contains(", `\(key)` | ") },
                "docs/scenes.md's recognizers table has no row for \(key)")
            #expect(cells(row)[2] == kinds.map(\.rawValue).joined(separator: ", "), "the kinds that take \(key)")
        }
    }

    /// The kinds table of docs/scenes.md names every kind the reader knows with its
    /// UIKit class, and docs/fidelity.md lists each UIKit control and scroll view
    /// among the modelled classes, so neither document can say a class is missing
    /// that a scene can build.
    @Test func everyKindIsInTheKindsTableAndEveryUIKitControlIsModelled() throws {
        let docs = try String(contentsOfFile: Self.docsPath, encoding: .utf8).components(separatedBy: "\n")
        let fidelity = try String(contentsOfFile: Self.fidelityPath, encoding: .utf8)
        let modelledStart = try #require(fidelity.range(of: "- **A subset of controls.**"))
        let rest = fidelity[modelledStart.upperBound...]
        let modelled = String(rest[..<(rest.range(of: "\n- ")?.lowerBound ?? rest.endIndex)])
        for kind in SceneViewKind.Name.allCases {
            let row = docs.first { $0.hasPrefix("| `\(kind.rawValue)` | ") }
            #expect(row != nil, "docs/scenes.md's kinds table has no row for \(kind.rawValue)")
            guard let row, kind.isControl || kind.isScrollView, kind != .control else { continue }
            let cells = row.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let className = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(className.hasPrefix("UI"), "\(kind.rawValue)'s class in the kinds table is \(className)")
            #expect(modelled.contains("`\(className)`"), "docs/fidelity.md does not list \(className) as modelled")
        }
    }
}
