import Foundation
import Testing

@testable import touchlab

/// `touchlab --generate-completion-script bash|zsh|fish`: a scene argument completes the
/// library's scene names and scene files, `--only` the trace's line kinds. The script asks
/// `touchlab ---completion …` (ArgumentParser's custom completion) when TAB is pressed.
@Suite struct ShellCompletionTests {
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    /// Every command taking a scene, and `trace --only`, call back into `touchlab` for
    /// their candidates, in each shell's script.
    @Test(arguments: ["bash", "zsh", "fish"])
    func theScriptAsksTouchlabForScenesAndKinds(shell: String) throws {
        let result = try ChildProcess.touchlab(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.errors)")
        for command in ["trace", "check", "why", "shoot", "run"] {
            #expect(result.output.contains("---completion \(command) -- positional@0"), "\(shell): \(command)'s scene")
        }
        #expect(result.output.contains("---completion trace -- --only"), "\(shell): trace --only")
    }

    /// What the bash script runs for `touchlab trace hit<TAB>`: the two library scenes
    /// whose names start with `hit`, one a line.
    @Test func aSceneArgumentCompletesLibraryNames() throws {
        let result = try ChildProcess.touchlab(
            ["---completion", "trace", "--", "positional@0", "2", "3", "touchlab", "trace", "hit"],
            environment: ["TOUCHLAB_SCENES": Self.library.path])
        #expect(result.status == 0, "\(result.errors)")
        let candidates = result.output.split(separator: "\n").map(String.init)
        let expected = try FileManager.default.contentsOfDirectory(atPath: Self.library.path)
            .filter { $0.hasPrefix("hit") && $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(expected.count >= 2, "\(expected)")
        #expect(candidates == expected, "\(result.output)")
    }

    /// `--only actions,rec<TAB>` completes the last kind and keeps the ones before it.
    @Test func onlyCompletesTheLastKindOfAList() throws {
        let result = try ChildProcess.touchlab([
            "---completion", "trace", "--", "--only", "3", "11", "touchlab", "trace", "--only", "actions,rec",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.split(separator: "\n") == ["actions,recognizers"], "\(result.output)")
        #expect(ShellCompletion.lineKinds(completing: "") == ["input", "hit-testing", "touches", "recognizers", "actions", "ignored"])
        #expect(
            ShellCompletion.lineKinds(completing: "touches,") == [
                "touches,input", "touches,hit-testing", "touches,recognizers", "touches,actions", "touches,ignored",
            ])
        #expect(ShellCompletion.lineKinds(completing: "touches,x").isEmpty)
    }

    /// Beside the names, paths: folders (to descend into, with `/`) and scene files by
    /// extension, under the typed folder; not other files, not hidden ones unless a dot is typed.
    @Test func aSceneArgumentCompletesSceneFilesAndFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["lesson/one.yaml", "lesson/two.json", "lesson/notes.txt", "lesson/.hidden.yaml", "lesson/more/x.yml"] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("name: x\n".utf8).write(to: file)
        }
        #expect(ShellCompletion.scenes(completing: "le", libraryNames: [], currentDirectory: folder.path) == ["lesson/"])
        #expect(
            ShellCompletion.scenes(completing: "lesson/", libraryNames: [], currentDirectory: folder.path)
                == ["lesson/more/", "lesson/one.yaml", "lesson/two.json"])
        #expect(ShellCompletion.scenes(completing: "lesson/.", libraryNames: [], currentDirectory: folder.path) == ["lesson/.hidden.yaml"])
        #expect(
            ShellCompletion.scenes(completing: folder.path + "/lesson/o", libraryNames: [], currentDirectory: "/")
                == [folder.path + "/lesson/one.yaml"])
        #expect(
            ShellCompletion.scenes(completing: "le", libraryNames: ["default", "lessons"], currentDirectory: folder.path)
                == ["lessons", "lesson/"])
    }

    /// What the bash script runs for `touchlab trace table-cells --script <TAB>` (the
    /// completed word's index, 4, then the cursor in it, then the words): the scene's
    /// scripts in the file's order, then those starting with what is typed. Other
    /// options' values before the scene are passed over; with no scene, the built-in
    /// default scene's scripts.
    @Test func scriptCompletesTheScriptsOfTheSceneOnTheCommandLine() throws {
        func complete(_ words: [String], _ command: String = "trace", option: String = "--script") throws -> [String] {
            let result = try ChildProcess.touchlab(
                ["---completion", command, "--", option, "\(words.count - 1)", "\(words.last!.count)"] + words,
                environment: ["TOUCHLAB_SCENES": Self.library.path])
            #expect(result.status == 0, "\(result.errors)")
            return result.output.split(separator: "\n").map(String.init)
        }
        #expect(
            try complete(["touchlab", "trace", "table-cells", "--script", ""]) == ["quick-tap", "short-press", "long-press", "button"])
        #expect(try complete(["touchlab", "trace", "table-cells", "--script", "s"]) == ["short-press"])
        #expect(try complete(["touchlab", "shoot", "-o", "shots", "hit-testing", "--script", "ta"], "shoot") == ["tap-e", "tap-d"])
        #expect(try complete(["touchlab", "run", "hit-testing", "--play", ""], "run", option: "--play") == ["touch-e", "tap-e", "tap-d"])
        let builtIn = try complete(["touchlab", "trace", "--script", ""])
        #expect(
            !builtIn.isEmpty
                && builtIn
                    == ShellCompletion.scripts(completing: "", in: ShellCompletion.scene(named: ["touchlab", "trace"], completing: 2))
        )
        #expect(try complete(["touchlab", "trace", "no-such-scene", "--script", ""]) == builtIn)
    }

    /// `touchlab why hit-testing E<TAB>`: the names `why` takes for the scene's views.
    @Test func whysViewCompletesTheScenesViewNames() throws {
        let result = try ChildProcess.touchlab(
            ["---completion", "why", "--", "positional@1", "3", "1", "touchlab", "why", "hit-testing", "E"],
            environment: ["TOUCHLAB_SCENES": Self.library.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "EView\n", "\(result.output)")
        let all = ShellCompletion.views(
            completing: "", in: ShellCompletion.scene(named: ["touchlab", "why", "hit-testing"], completing: 3, defaultScene: false))
        #expect(["UIWindow", "AView", "BView", "CView", "DView", "EView", "FView"].allSatisfy(all.contains), "\(all)")
        // Every name offered is one `why` explains.
        for name in all {
            let why = try ChildProcess.touchlab(["why", "hit-testing", name], environment: ["TOUCHLAB_SCENES": Self.library.path])
            #expect(why.status == 0, "\(name): \(why.errors)")
        }
        #expect(ShellCompletion.scene(named: ["touchlab", "why"], completing: 2, defaultScene: false) == nil)
    }
}
