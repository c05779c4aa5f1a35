/// File paths taken apart and put together as plain text, with POSIX's rules
/// (`dirname`, `basename`, `/` joins), for every path the program builds from
/// user text (`--out`, `--record`, a scene file's name).
///
/// Foundation's own path methods (`NSString.deletingLastPathComponent`,
/// `URL(fileURLWithPath:)`) trapped with SIGILL on short relative paths in
/// Swift 6.3 on Linux (`--out o`, `--out x/y`, a scene file named `s`,
/// `--record r`): the trap killed the window and lost a recording. These
/// functions only look at the text's bytes, never at the file system, so they
/// cannot trap and give the same answer for any path, short, relative,
/// dotted, with trailing slashes or in any script. A path is kept as the user
/// wrote it (no `.` or `..` removed, no symbolic link resolved) except where a
/// function says otherwise.
package enum PathText {
    /// The folder part of `path`, as POSIX `dirname`: `"o"` → `"."`,
    /// `"x/y"` → `"x"`, `"/a"` → `"/"`, `"a/b/"` → `"a"`, `"/"` → `"/"`,
    /// `""` → `"."`. Never empty, so it can be opened or created as it is.
    package static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        trimTrailingSlashes(&bytes)
        guard let slash = bytes.lastIndex(of: slashByte) else { return bytes.first == slashByte ? "/" : "." }
        bytes.removeSubrange(slash...)
        trimTrailingSlashes(&bytes)
        return bytes.isEmpty ? "/" : text(bytes)
    }

    /// The last component of `path`, as POSIX `basename`: `"a/b"` → `"b"`,
    /// `"a/b/"` → `"b"`, `"s"` → `"s"`, `"/"` → `"/"`, `""` → `""`.
    package static func lastComponent(of path: String) -> String {
        var bytes = Array(path.utf8)
        guard !bytes.isEmpty else { return "" }
        trimTrailingSlashes(&bytes)
        if bytes == [slashByte] { return "/" }
        if let slash = bytes.lastIndex(of: slashByte) { bytes.removeSubrange(...slash) }
        return text(bytes)
    }

    /// `name` in `folder`: `folder` and `name` joined by one `/`; `folder`
    /// empty or `"."` is the current folder, so `joining(".", "a")` is `"a"`.
    /// `name` is a single component: callers reduce a name from a scene to
    /// one first (``TouchSDL/SafeFileName``).
    package static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last component of `path` without its extension: `"scenes/s.yaml"`
    /// → `"s"`, `"s"` → `"s"`, `".hidden"` → `".hidden"`, `"a.b.yaml"` →
    /// `"a.b"`. A name that is only an extension keeps it, as Foundation does.
    package static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        var bytes = Array(name.utf8)
        guard let dot = bytes.lastIndex(of: dotByte), dot > 0, dot < bytes.count - 1 else { return name }
        bytes.removeSubrange(dot...)
        return text(bytes)
    }

    /// `path` made absolute against `folder` (the current folder, which the
    /// caller passes) and with `.`, `..` and repeated slashes removed by text
    /// alone: the form two paths are compared in (`scenes/s.yaml` and
    /// `./scenes//s.yaml` name one file). Symbolic links are not resolved.
    package static func normalized(_ path: String, in folder: String) -> String {
        let absolute = path.utf8.first == slashByte ? path : joining(folder, path)
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static let slashByte = UInt8(ascii: "/")
    private static let dotByte = UInt8(ascii: ".")

    private static func trimTrailingSlashes(_ bytes: inout [UInt8]) {
        while bytes.count > 1, bytes.last == slashByte { bytes.removeLast() }
    }

    /// Bytes cut at `/` or `.`, which never fall inside a UTF-8 character,
    /// so the text decodes as the user's characters.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
