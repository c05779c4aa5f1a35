import ArgumentParser
import Foundation
import TouchInsight
import TouchScenes

/// What the shell completes (`touchlab --generate-completion-script bash|zsh|fish`): a
/// scene argument offers the library's scene names and the scene files and folders
/// under the word typed, `--only` the trace's line kinds. Both are asked of `touchlab`
/// when TAB is pressed (ArgumentParser's `.custom`), so the names are those of the
/// library this binary finds then, not of the checkout the script was generated in.
enum ShellCompletion {
    static let scene = CompletionKind.custom { _, _, prefix in scenes(completing: prefix) }
    static let lineKinds = CompletionKind.custom { _, _, prefix in lineKinds(completing: prefix) }

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
