import Foundation
import TestSupport
import Testing
import TouchCore

#if canImport(Glibc)
    import Glibc
#endif

/// ``PathText`` against POSIX's `dirname` and `basename`, on the paths that
/// made Foundation trap (issue #25: `--out o`, `--out x/y`, a scene file named
/// `s`, `--record r`) and on seeded random paths: short, relative, absolute,
/// dotted, with repeated and trailing slashes, in several scripts.
@Suite struct PathTextTests {
    /// The reproducers of issue #25: each one-character or two-part relative
    /// path is taken apart the way `mkdir -p` and the atomic writer need.
    @Test func theShortRelativePathsThatTrappedHaveAParentAndAName() {
        #expect(PathText.parent(of: "o") == ".")
        #expect(PathText.parent(of: "x/y") == "x")
        #expect(PathText.parent(of: "x") == ".")
        #expect(PathText.lastComponent(of: "s") == "s")
        #expect(PathText.stem(of: "s") == "s")
        #expect(PathText.stem(of: "r") == "r")
        #expect(PathText.joining(PathText.parent(of: "r"), ".touchlab-1.tmp") == ".touchlab-1.tmp")
        #expect(PathText.normalized("s", in: "/tmp") == "/tmp/s")
    }

    @Test func edgeCasesFollowPOSIX() {
        #expect(PathText.parent(of: "") == ".")
        #expect(PathText.parent(of: "/") == "/")
        #expect(PathText.parent(of: "/a") == "/")
        #expect(PathText.parent(of: "a/b/") == "a")
        #expect(PathText.parent(of: "a//b//") == "a")
        #expect(PathText.lastComponent(of: "a/b/") == "b")
        #expect(PathText.lastComponent(of: "/") == "/")
        #expect(PathText.stem(of: "scenes/drag.yaml") == "drag")
        #expect(PathText.stem(of: ".hidden") == ".hidden")
        #expect(PathText.stem(of: "a.b.yaml") == "a.b")
        #expect(PathText.stem(of: "trailing.") == "trailing.")
        #expect(PathText.joining("a/", "b") == "a/b")
        #expect(PathText.joining("", "b") == "b")
        #expect(PathText.normalized("./x//y/../z/", in: "/w") == "/w/x/z")
        #expect(PathText.normalized("../../..", in: "/w") == "/")
        #expect(PathText.normalized("café/日本.yaml", in: "/") == "/café/日本.yaml")
    }

    /// 5,000 seeded paths: `parent` is `dirname` and `lastComponent` is
    /// `basename` (glibc's, POSIX's version); joining the two names the same
    /// file as the path; non-ASCII names come back whole.
    @Test func randomPathsAgreeWithDirnameAndBasename() {
        var random = SeededRandom(seed: 25)
        let names = ["o", "s", "r", "x", ".", "..", "...", "a.b", ".hidden", "café", "日本", "é́", "scene.yaml", "-", " "]
        for _ in 0..<5_000 {
            var path = Bool.random(using: &random) ? "/" : ""
            let count = Int.random(in: 0...4, using: &random)
            for index in 0..<count {
                if index > 0 { path += String(repeating: "/", count: Int.random(in: 1...3, using: &random)) }
                path += names.randomElement(using: &random)!
            }
            if Int.random(in: 0..<4, using: &random) == 0 { path += String(repeating: "/", count: Int.random(in: 1...2, using: &random)) }

            let parent = PathText.parent(of: path)
            let name = PathText.lastComponent(of: path)
            #expect(!parent.isEmpty, "\(path)")
            if !path.hasPrefix("//") {
                #expect(parent == Self.posixDirname(path), "dirname of \(path)")
            }
            if !path.isEmpty {
                #expect(name == Self.posixBasename(path), "basename of \(path)")
            }
            #expect(!name.contains("/") || name == "/", "\(path)")
            if !path.isEmpty, name != "/" {
                let joined = PathText.joining(parent, name)
                #expect(
                    PathText.normalized(joined, in: "/w/d") == PathText.normalized(path, in: "/w/d"),
                    "\(path) → \(parent) + \(name)")
            }
            let stem = PathText.stem(of: path)
            #expect(name.hasPrefix(stem), "\(path)")
            let normal = PathText.normalized(path, in: "/w/d")
            #expect(normal.hasPrefix("/") && !normal.contains("//") && !normal.split(separator: "/").contains(".."), "\(path)")
            #expect(PathText.normalized(normal, in: "/elsewhere") == normal, "normalizing is idempotent: \(path)")
        }
    }

    static func posixDirname(_ path: String) -> String {
        var bytes = Array(path.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { String(cString: dirname($0.baseAddress!)) }
    }

    static func posixBasename(_ path: String) -> String {
        var bytes = Array(path.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { String(cString: __xpg_basename($0.baseAddress!)) }
    }
}
