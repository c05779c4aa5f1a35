import Foundation
import Testing
import TouchScenes

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
              - {name: Card, frame: [0, 100, 100, 100]}
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
        return ["down", "tap", "drag", "swipe", "pinch", "wait", "shake", "set", "animate"].contains(String(word))
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
}
