import Foundation
import Testing

/// `touchlab --version`, the CHANGELOG and the README all say the version written in the
/// package's `VERSION` file, the one place it is written (Plugins/BuildInfoPlugin turns it
/// into Swift before each build).
@Suite struct VersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `VERSION`'s text, which must be a SemVer `MAJOR.MINOR.PATCH` (a pre-release or build
    /// suffix allowed), as SwiftPM's `from:` requirements and tags need.
    static func version() throws -> String {
        let text = try String(contentsOf: repository.appendingPathComponent("VERSION"), encoding: .utf8)
        let version = text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)([-+][0-9A-Za-z.-]+)?/) != nil, "\(version)")
        return version
    }

    /// The first word is the version; built from this checkout, the commit follows, and it
    /// is a commit of this repository (the build may predate the newest commit).
    @Test func versionPrintsTheVersionFileAndTheCommit() throws {
        let version = try Self.version()
        let result = try ChildProcess.touchlab(["--version"])
        #expect(result.status == 0, "\(result.errors)")
        let line = result.output.trimmingCharacters(in: .newlines)
        #expect(!line.contains("\n"), "one line: \(line)")
        #expect(line.split(separator: " ").first.map(String.init) == version, "\(line)")
        guard FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(".git").path) else {
            #expect(line == version, "no git checkout, so no commit is claimed: \(line)")
            return
        }
        let match = try #require(
            line.wholeMatch(of: /(\S+) \(commit ([0-9a-f]{12})(, with uncommitted changes)?\)/), "\(line)")
        let git = try #require(ChildProcess.locate("git"))
        let known = try ChildProcess.run(
            git, ["-C", Self.repository.path, "cat-file", "-e", "\(match.output.2)^{commit}"],
            environment: ProcessInfo.processInfo.environment)
        #expect(known.status == 0, "\(match.output.2) is not a commit of this repository: \(known.errors)")
    }

    /// The CHANGELOG's newest version section is this version's (`Unreleased` above it).
    @Test func changelogHasASectionForTheVersion() throws {
        let version = try Self.version()
        let text = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headers = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        #expect(headers.first == "Unreleased", "\(headers)")
        let versions = headers.filter { $0 != "Unreleased" }.map { String($0.split(separator: " ").first ?? "") }
        #expect(versions.first == version, "the newest version section is \(versions.first ?? "none"), VERSION says \(version)")
    }

    /// The README's dependency line names the version, and the products it mentions exist.
    @Test func readmeDependsOnTheVersion() throws {
        let version = try Self.version()
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.contains(try Regex(#"\.package\(url: "[^"]+", from: "\#(version)"\)"#)),
            "the README's `.package(url:from:)` does not name \(version)")
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        for product in ["TouchPlayground", "UIKit"] {
            #expect(readme.contains(#".product(name: "\#(product)", package: "TouchLab")"#), "\(product)")
            #expect(manifest.contains(#".library(name: "\#(product)""#), "\(product)")
        }
    }
}
