import Foundation

/// The folder of scenes TouchLab ships (`scenes/`), and how to find one by name.
///
/// The library is looked for in `TOUCHLAB_SCENES` if set, else upward from the current
/// directory and from the executable's, so `touchlab` works from anywhere in a
/// checkout. A scene argument may be a path or a library name (`hit-testing`).
public struct SceneLibrary: Sendable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let path: String
        /// The first line of the scene's description, or of its leading comment.
        public let summary: String
    }

    public let directory: String?

    public init(directory: String?) {
        self.directory = directory
    }

    /// The library for this process, if one can be found.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        executable: String = CommandLine.arguments.first ?? ""
    ) -> SceneLibrary {
        if let override = environment["TOUCHLAB_SCENES"] { return SceneLibrary(directory: override) }
        let executableDirectory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
        for start in [currentDirectory, executableDirectory] {
            var url = URL(fileURLWithPath: start)
            for _ in 0..<12 {
                let candidate = url.appendingPathComponent("scenes")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("default.yaml").path) {
                    return SceneLibrary(directory: candidate.path)
                }
                let parent = url.deletingLastPathComponent()
                if parent.path == url.path { break }
                url = parent
            }
        }
        return SceneLibrary(directory: nil)
    }

    /// Every `.yaml`, `.yml` and `.json` scene in the library, by name.
    public func entries() -> [Entry] {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted().map { file in
            let path = (directory as NSString).appendingPathComponent(file)
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return Entry(name: (file as NSString).deletingPathExtension, path: path, summary: Self.summary(of: text))
        }
    }

    /// A path for `argument`: the file itself if it exists, else a library scene of that name.
    public func path(for argument: String) -> String? {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        return entries().first { $0.name == argument }?.path
    }

    /// The `description:` line, else the first comment line.
    static func summary(of text: String) -> String {
        var comment: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("description:") {
                let value = line.dropFirst("description:".count).trimmingCharacters(in: .whitespaces)
                if !value.isEmpty && value != ">" && value != "|" { return value }
            }
            if comment == nil, line.hasPrefix("#") {
                comment = line.drop { $0 == "#" || $0 == " " }.trimmingCharacters(in: .whitespaces)
            }
        }
        return comment ?? ""
    }
}
