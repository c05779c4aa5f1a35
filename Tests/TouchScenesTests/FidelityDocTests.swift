import Foundation
import Testing
import TouchCore

/// docs/fidelity.md answers, rule by rule, how closely TouchLab follows iOS, so a
/// rule id cited in a source comment (`SPEC G4`, `(G4, G6)`, `G8–G10`, `SPEC §6`)
/// must always lead to a heading there: each SPEC rule has one (`### G4 — …`), each
/// SPEC section one (`## §6 — …`), and each fidelity switch of SPEC §10 one named
/// after its `FidelityOptions` property (`### §10 hitTestPasses — …`). A heading that
/// names no such rule fails too, so the page cannot drift from SPEC.
@Suite struct FidelityDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let docPath = "docs/fidelity.md"

    /// SPEC's rule ids, section by section (SPEC.md lives outside the repository, so
    /// they are listed here): the six steps of §1's pipeline as P1–P6, then §2–§9.
    static let ruleIDs: Set<String> = {
        let counts: [(String, Int)] = [
            ("P", 6), ("W", 3), ("H", 8), ("T", 8), ("R", 6), ("G", 13), ("C", 5), ("S", 5), ("F", 3),
        ]
        return Set(counts.flatMap { letter, count in (1...count).map { "\(letter)\($0)" } })
    }()
    /// SPEC's numbered sections, §1 (the pipeline) to §11 (the trace).
    static let sections = 1...11
    /// The fidelity switches of SPEC §10, by their `FidelityOptions` property names: the table's.
    static let switches: Set<String> = Set(FidelitySwitch.allCases.map(\.property))

    // MARK: Citations in the sources

    struct Citation: CustomStringConvertible {
        /// A rule id (`G4`) or a section (`§6`).
        var target: String
        var file: String
        var line: Int
        var description: String { "\(file):\(line)" }
    }

    /// One comment line: its text after `//` (or `///`) and where it is.
    struct CommentLine {
        var text: String
        var line: Int
    }

    /// The comment part of each line, grouped into blocks of consecutive comment
    /// lines (a citation list may wrap onto the next line). `//` inside a string
    /// literal, single-line or multi-line, is not a comment.
    static func commentBlocks(_ source: String) -> [[CommentLine]] {
        var blocks: [[CommentLine]] = []
        var current: [CommentLine] = []
        var inMultilineString = false
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            var comment: String?
            if !inMultilineString {
                var quotes = 0
                var previous: Character = " "
                var position = line.startIndex
                while position < line.endIndex {
                    let character = line[position]
                    if character == "\"" && previous != "\\" { quotes += 1 }
                    let next = line.index(after: position)
                    if character == "/" && next < line.endIndex && line[next] == "/" && quotes % 2 == 0 {
                        comment = String(line[position...].drop { $0 == "/" })
                        break
                    }
                    previous = character
                    position = next
                }
            }
            if comment == nil && line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inMultilineString.toggle()
            }
            if let comment {
                current.append(CommentLine(text: comment, line: index + 1))
            } else if !current.isEmpty {
                blocks.append(current)
                current = []
            }
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    /// A rule id as a whole word, or a range of them (`G8–G10`, `R1-R3`).
    static let rulePattern = try! NSRegularExpression(
        pattern: #"(?<![\w.])([PWHTRGCSF])(\d{1,2})(?:[–-]([PWHTRGCSF])?(\d{1,2}))?(?!\w)"#)
    /// A section sign and its number (`§6`, `§1.1`).
    static let sectionPattern = try! NSRegularExpression(pattern: #"§(\d+)(?:\.(\d+))?"#)
    /// The words that say whose section a `§` is: only SPEC's count (`notes §5` and
    /// `STYLE §1` are other documents).
    static let ownerPattern = try! NSRegularExpression(pattern: #"\b(SPEC|STYLE|notes|\w+\.md)\b"#)

    /// The capture groups of every match of `regex` in `text`; nil for a group that did not take part.
    static func matches(_ regex: NSRegularExpression, in text: String) -> [(location: Int, groups: [String?])] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let groups = (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
            return (match.range.location, groups)
        }
    }

    /// Every rule id and SPEC section the comments of one source file cite.
    static func citations(in source: String, file: String) -> [Citation] {
        var result: [Citation] = []
        for block in commentBlocks(source) {
            // A bare `§` with no owner before it in its block is SPEC's.
            var owner = "SPEC"
            for comment in block {
                // Owners and sections in the order they appear, so `SPEC §5, §9` and
                // `notes §8.4` each take the nearest owner before them, even across lines.
                var marks: [(location: Int, owner: String?, target: String?)] = []
                for match in matches(ownerPattern, in: comment.text) {
                    marks.append((match.location, match.groups[0], nil))
                }
                for match in matches(sectionPattern, in: comment.text) {
                    let section = match.groups[0] ?? ""
                    // §1.N is step N of the pipeline: P1–P6.
                    let target = section == "1" ? match.groups[1].map { "P\($0)" } ?? "§1" : "§\(section)"
                    marks.append((match.location, nil, target))
                }
                for mark in marks.sorted(by: { $0.location < $1.location }) {
                    if let newOwner = mark.owner { owner = newOwner }
                    if let target = mark.target, owner == "SPEC" {
                        result.append(Citation(target: target, file: file, line: comment.line))
                    }
                }
                for match in matches(rulePattern, in: comment.text) {
                    let letter = match.groups[0] ?? ""
                    let first = Int(match.groups[1] ?? "") ?? 0
                    var last = first
                    if let end = match.groups[3].flatMap({ Int($0) }), match.groups[2] == nil || match.groups[2] == letter,
                        end > first
                    {
                        last = end
                    }
                    for number in first...last {
                        result.append(Citation(target: "\(letter)\(number)", file: file, line: comment.line))
                    }
                }
            }
        }
        return result
    }

    static func sourceCitations() throws -> [Citation] {
        let sources = root.appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var result: [Citation] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            result += citations(in: try String(contentsOf: url, encoding: .utf8), file: relative)
        }
        return result.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    // MARK: Headings in the page

    struct Heading {
        var level: Int
        /// `G4`, `§6` or `§10 hitTestPasses`; nil for a heading that names no rule.
        var anchor: String?
        var text: String
        var line: Int
    }

    /// The page's `##` and `###` headings outside fenced code blocks.
    static func headings(_ page: String) -> [Heading] {
        var result: [Heading] = []
        var inFence = false
        for (index, line) in page.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            let level = line.prefix { $0 == "#" }.count
            guard level == 2 || level == 3, line.dropFirst(level).first == " " else { continue }
            let text = String(line.dropFirst(level + 1))
            // The id is everything before the em dash: `G4 — withheld touchesEnded`.
            let parts = text.components(separatedBy: " — ")
            let anchor = parts.count > 1 ? parts[0].trimmingCharacters(in: .whitespaces) : nil
            result.append(Heading(level: level, anchor: anchor, text: text, line: index + 1))
        }
        return result
    }

    static func page() throws -> String {
        try String(contentsOf: root.appendingPathComponent(docPath), encoding: .utf8)
    }

    /// Anchors of the page's rule, section and switch headings.
    static func anchors(_ page: String) -> Set<String> {
        Set(headings(page).compactMap(\.anchor))
    }

    // MARK: Tests

    @Test func everyRuleCitedInTheSourcesHasAHeading() throws {
        let citations = try Self.sourceCitations()
        // The sources cite rules in every layer; an extraction that finds few is broken.
        #expect(citations.count > 200)
        #expect(Set(citations.map(\.target)).isSuperset(of: ["G4", "H1", "§6", "§10", "P1"]))
        let anchors = Self.anchors(try Self.page())
        for citation in citations where !anchors.contains(citation.target) {
            let isRule =
                Self.ruleIDs.contains(citation.target)
                || (citation.target.hasPrefix("§") && Self.sections.contains(Int(citation.target.dropFirst()) ?? 0))
            if isRule {
                let level = citation.target.hasPrefix("§") ? "##" : "###"
                Issue.record("\(citation): cites \(citation.target), but \(Self.docPath) has no heading `\(level) \(citation.target) — …`")
            } else {
                Issue.record("\(citation): cites \(citation.target), which is not a SPEC rule")
            }
        }
    }

    /// A comment says why, not which ticket: an issue number means nothing to a
    /// reader of the repository, so none may appear in the sources.
    @Test func noCommentCitesAnIssueNumber() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let pattern = try NSRegularExpression(pattern: "\\bissues? #?[0-9]+", options: [.caseInsensitive])
        var offenders: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                guard line.contains("//"), !Self.matches(pattern, in: line).isEmpty else { continue }
                let file = url.path.dropFirst(Self.root.path.count + 1)
                offenders.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "comments citing issue numbers (say the reason instead):\n\(offenders.joined(separator: "\n"))")
    }

    /// Every `SuiteTests.testName` the page quotes as pinning a rule exists, so a
    /// renamed or moved test cannot leave the page pointing at nothing.
    @Test func everyQuotedTestExists() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var sources = ""
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            sources += try String(contentsOf: url, encoding: .utf8)
        }
        let quoted = try NSRegularExpression(pattern: "`([A-Z][A-Za-z]*Tests)\\.([a-z][A-Za-z0-9]*)`")
        var missing: [String] = []
        let found = Self.matches(quoted, in: try Self.page())
        #expect(found.count > 50, "the page quotes the tests that pin its rules")
        for match in found {
            guard let suite = match.groups[0], let test = match.groups[1] else { continue }
            if !sources.contains("struct \(suite)") || !sources.contains("func \(test)(") {
                missing.append("\(suite).\(test)")
            }
        }
        #expect(missing.isEmpty, "docs/fidelity.md quotes tests that do not exist: \(missing)")
    }

    @Test func everyHeadingNamesARuleThatExistsAndEveryRuleHasOne() throws {
        let headings = Self.headings(try Self.page())
        var seen: [String: Int] = [:]
        for heading in headings {
            let location = "\(Self.docPath):\(heading.line)"
            if heading.level == 3 {
                guard let anchor = heading.anchor else {
                    Issue.record("\(location): `### \(heading.text)` must start with a SPEC rule id: `### G4 — …`")
                    continue
                }
                let parts = anchor.split(separator: " ")
                let isSwitch = parts.count == 2 && parts[0] == "§10" && Self.switches.contains(String(parts[1]))
                if !Self.ruleIDs.contains(anchor) && !isSwitch {
                    Issue.record(
                        "\(location): `### \(heading.text)` names \(anchor), which is neither a SPEC rule id nor `§10` followed by a FidelityOptions property"
                    )
                }
            } else if heading.text.hasPrefix("§") {
                guard let anchor = heading.anchor, Self.sections.contains(Int(anchor.dropFirst()) ?? 0) else {
                    Issue.record("\(location): `## \(heading.text)` is not a SPEC section: `## §1 — …` to `## §11 — …`")
                    continue
                }
            }
            if let anchor = heading.anchor, heading.level == 3 || heading.text.hasPrefix("§") {
                if let first = seen[anchor] {
                    Issue.record("\(location): a second heading for \(anchor) (the first is on line \(first))")
                }
                seen[anchor] = heading.line
            }
        }
        let expected =
            Self.ruleIDs.union(Self.sections.map { "§\($0)" }).union(Self.switches.map { "§10 \($0)" })
        for missing in expected.subtracting(seen.keys).sorted() {
            Issue.record("\(Self.docPath) has no heading for \(missing)")
        }
    }

    /// The table names every `FidelityOptions` property once, so no switch is
    /// left out of the scene reader, the builder, the footer or this page.
    @Test func theSwitchTableCoversEveryFidelityOption() {
        let properties = Mirror(reflecting: FidelityOptions()).children.compactMap(\.label)
        #expect(FidelitySwitch.allCases.map(\.property).sorted() == properties.sorted())
        #expect(Set(FidelitySwitch.allCases.map(\.sceneKey)).count == FidelitySwitch.allCases.count)
    }

    /// Each switch's rule has its own heading on the page too.
    @Test func everySwitchCitesARuleThePageHas() throws {
        let anchors = Self.anchors(try Self.page())
        for fidelitySwitch in FidelitySwitch.allCases {
            #expect(anchors.contains(fidelitySwitch.rule), "\(fidelitySwitch) cites \(fidelitySwitch.rule)")
        }
    }

    @Test func theExtractionReadsEveryCitationStyleAndOnlySpecSections() {
        let source = """
            /// Touches go to their window (SPEC W1); windows by level (W2).
            /// See G8–G10 and R1-R3, then G6/S1; T4: taps.
            // A scene's switch (SPEC G4, §10), its model (SPEC §5,
            // §9) and a step (SPEC §1.1).
            // Not rules: notes §8.4, STYLE §1, UTF8, CGPoint, G4x, a G-string (notes/sdl.md §2).
            let url = "https://example.com // G12 in a string"
            let text = \"\"\"
                // H7 inside a multi-line string
                \"\"\"
            """
        let citations = Self.citations(in: source, file: "X.swift")
        #expect(
            citations.map(\.target).sorted()
                == ["G10", "G4", "G6", "G8", "G9", "P1", "R1", "R2", "R3", "S1", "T4", "W1", "W2", "§10", "§5", "§9"])
        #expect(citations.first { $0.target == "§9" }?.description == "X.swift:4")
    }
}
