import ArgumentParser
import Foundation
import TouchInsight
import TouchScenes

/// What the shell completes (`touchlab --generate-completion-script bash|zsh|fish`): a
/// scene argument offers the library's scene names and the scene files and folders
/// under the word typed, `--script` (and `run --play`) the scripts of the scene on the
/// command line, `why`'s view argument that scene's view names, `--only` the trace's
/// line kinds. All are asked of `touchlab` when TAB is pressed (ArgumentParser's
/// `.custom`), so the names are those of the library this binary finds then, not of
/// the checkout the script was generated in.
enum ShellCompletion {
    static let scene = CompletionKind.custom { _, _, prefix in scenes(completing: prefix) }
    static let lineKinds = CompletionKind.custom { _, _, prefix in lineKinds(completing: prefix) }
    static let script = CompletionKind.custom { words, index, prefix in
        scripts(completing: prefix, in: scene(named: words, completing: index))
    }
    static let view = CompletionKind.custom { words, index, prefix in
        views(completing: prefix, in: scene(named: words, completing: index, defaultScene: false))
    }

    /// The scene a command line names, for completing its scripts and views: the first
    /// word after the subcommand that is not an option, not the word being completed
    /// (`completing`, an index into `words`, whose first is `touchlab`) and not `-`, and
    /// that loads as a scene file or library scene. A value of an option (`--out
    /// shots`) is passed over because it does not load. No such word: the built-in
    /// default scene, which `trace`, `shoot` and `run` play then (`defaultScene`).
    static func scene(named words: [String], completing: Int, defaultScene: Bool = true) -> SceneDocument? {
        let library = SceneLibrary.locate()
        for (index, word) in words.enumerated().dropFirst(2) where index != completing {
            guard !word.hasPrefix("-"), let path = library.path(for: word) else { continue }
            if let document = try? SceneParser().parse(fileAtPath: path) { return document }
        }
        return defaultScene ? try? SceneParser().parse(BuiltInScenes.defaultScene, file: "default.yaml") : nil
    }

    /// The names of `document`'s scripts that start with `prefix`, in the file's order.
    static func scripts(completing prefix: String, in document: SceneDocument?) -> [String] {
        (document?.scripts ?? []).map(\.name).filter { $0.hasPrefix(prefix) }
    }

    /// The names `touchlab why` takes for `document`'s views (their trace names, as the
    /// trace prints them), starting with `prefix`, in the hierarchy's order.
    static func views(completing prefix: String, in document: SceneDocument?) -> [String] {
        guard let document else { return [] }
        let world = SceneBuilder().build(document)
        defer { world.close() }
        var seen: Set<String> = []
        return WhyCommand.viewNames(in: world).filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }
    }

    /// Library scene names starting with `prefix`, then scene files (`.yaml`, `.yml`,
    /// `.json`) and folders (with a trailing `/`) whose path starts with it; hidden
    /// files only when the typed name starts with a dot.
    static func scenes(
        completing prefix: String, libraryNames: [String] = SceneLibrary.locate().entries().map(\.name),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> [String] {
        let names = libraryNames.filter { $0.hasPrefix(prefix) }
        let folder = prefix.lastIndex(of: "/").map { String(prefix[...$0]) } ?? ""
        let typedName = String(prefix.dropFirst(folder.count))
        let searched = folder.hasPrefix("/") ? folder : (currentDirectory as NSString).appendingPathComponent(folder)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: searched)) ?? []
        let paths = children.sorted().compactMap { child -> String? in
            guard child.hasPrefix(typedName), !child.hasPrefix(".") || typedName.hasPrefix(".") else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: (searched as NSString).appendingPathComponent(child), isDirectory: &isFolder)
            else { return nil }
            if isFolder.boolValue { return folder + child + "/" }
            let isScene = [".yaml", ".yml", ".json"].contains { child.hasSuffix($0) }
            return isScene ? folder + child : nil
        }
        return names + paths
    }

    /// `--only` takes kinds separated by commas: the kinds not yet in the list that
    /// start with the last, unfinished one, each offered with the list before it.
    static func lineKinds(completing prefix: String) -> [String] {
        let typed = prefix.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let done = typed.dropLast()
        let last = typed.last ?? ""
        let head = done.map { $0 + "," }.joined()
        return TraceLineCategory.allCases.map(\.title).filter { $0.hasPrefix(last) && !done.contains($0) }.map { head + $0 }
    }
}
