import Foundation
import TestSupport
import Testing
import TouchCore
import TouchPlayground
import TouchScenes

/// `touchlab trace --format jsonl` and the library's JSON records
/// (docs/trace-format.md): every record of every library scene's every script
/// validates against docs/trace-format.schema.json, reads back to the record
/// it was written from, and carries the line the text trace prints; the
/// binary writes the same bytes as the library.
@Suite struct TraceJSONFormatTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func validator() throws -> JSONSchemaValidator {
        let text = try String(contentsOf: root.appendingPathComponent("docs/trace-format.schema.json"), encoding: .utf8)
        return JSONSchemaValidator(schema: try TraceJSON(parsing: text))
    }

    static func libraryScenes() throws -> [URL] {
        let folder = root.appendingPathComponent("scenes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The records of `script` played on a fresh world of `document`, as `touchlab trace` plays it.
    static func records(_ document: SceneDocument, _ script: SceneScript?) -> [TraceRecord] {
        let world = SceneBuilder().build(document)
        defer { world.close() }
        let application = world.application
        application.trace.isEnabled = true
        if let script { SceneRunner().run(script, in: world) }
        return application.trace.records
    }

    /// Every script of every library scene: each record's JSON line is valid
    /// under the schema, names the record's index, time, depth and text line,
    /// and reads back to the same record — subjects and all, told apart by `id`
    /// where names repeat (a table's cells, two scroll views' recognizers).
    @Test func everyLibraryScenesTraceValidatesAndReadsBack() throws {
        let validator = try Self.validator()
        var variants: Set<String> = []
        var checked = 0
        for file in try Self.libraryScenes() {
            let document = try SceneParser().parse(fileAtPath: file.path)
            for script in document.scripts {
                let records = Self.records(document, script)
                // Read back with the table that wrote them: each id gives back its subject.
                let table = TraceSubjectTable()
                let lines = TraceRecord.jsonLines(records, subjects: table).split(separator: "\n", omittingEmptySubsequences: false)
                    .dropLast()
                // Every object a record names has an id, and one object one id.
                let named = Set(records.flatMap { Self.subjects(in: $0) })
                #expect(Set(named.map { table.number(of: $0) }).count == named.count, "\(file.lastPathComponent)")
                #expect(lines.count == records.count)
                for (index, (record, line)) in zip(records, lines).enumerated() {
                    let where_ = "\(file.lastPathComponent) \(script.name) #\(index): \(line)"
                    let json = try TraceJSON(parsing: String(line))
                    let problems = validator.errors(json)
                    #expect(problems.isEmpty, "\(where_)\n\(problems.joined(separator: "\n"))")
                    let members = try #require(json.object)
                    #expect(members["index"] == .number(Double(index)), "\(where_)")
                    #expect(members["time"]?.number == record.time, "\(where_)")
                    #expect(members["depth"]?.int == record.depth, "\(where_)")
                    #expect(members["line"]?.string == TraceFormatter.describe(record), "\(where_)")
                    #expect(try TraceRecord(json: json, subjects: table) == record, "\(where_)")
                    variants.insert(Self.variant(members))
                    checked += 1
                }
            }
        }
        // The library exercises most of the format; the rest is checked by the unit cases below.
        #expect(checked > 1_000)
        #expect(variants.count >= 25, "\(variants.sorted())")
    }

    /// Every subject anywhere in `value` (a record: its receiver, its reason's
    /// recognizer, its outcome…), found by reflection rather than by the encoder's
    /// own list.
    static func subjects(in value: Any) -> [TraceSubject] {
        if let subject = value as? TraceSubject { return [subject] }
        return Mirror(reflecting: value).children.flatMap { subjects(in: $0.value) }
    }

    /// The kind and, where the kind has several shapes, the key that tells them apart.
    static func variant(_ members: [String: TraceJSON]) -> String {
        let kind = members["kind"]?.string ?? "?"
        for key in ["input", "timer", "detail"] where members[key] != nil { return "\(kind)/\(members[key]!.text)" }
        if kind == "ignoredInput" || kind == "recognizerState" || kind == "released" {
            return "\(kind)/\(members["reason"]?.text ?? "?")"
        }
        return kind
    }

    /// The binary writes exactly the library's bytes, and its text trace is
    /// each record's `line` indented two spaces per `depth`.
    @Test(arguments: ["table-cells", "default", "pan-delays-began", "nested-scroll"])
    func binaryWritesTheLibrarysRecordsAndTheTextsLines(scene: String) throws {
        let file = Self.root.appendingPathComponent("scenes/\(scene).yaml")
        let document = try SceneParser().parse(fileAtPath: file.path)
        let expected = TraceRecord.jsonLines(Self.records(document, document.scripts.first))
        let jsonl = try ChildProcess.touchlab(["trace", scene, "--format", "jsonl"])
        #expect(jsonl.status == 0)
        #expect(jsonl.output == expected)

        let text = try ChildProcess.touchlab(["trace", scene]).output.split(separator: "\n").map(String.init)
        let rebuilt = try expected.split(separator: "\n").map { line -> String in
            let members = try #require(try TraceJSON(parsing: String(line)).object)
            return String(repeating: "  ", count: members["depth"]?.int ?? 0) + (members["line"]?.string ?? "")
        }
        #expect(text == rebuilt.map(TerminalText.escaped))
    }

    /// The format is stable: the same run, the same bytes (keys sorted, numbers
    /// in one spelling), compared with a golden file a change must re-record.
    @Test func tableCellsMatchesItsGolden() throws {
        let result = try ChildProcess.touchlab(["trace", "table-cells", "--format", "jsonl"])
        #expect(result.status == 0)
        GoldenFile.check(result.output, against: "golden/table-cells.jsonl")
        // The README's example line is one of them, as printed.
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = try #require(readme.components(separatedBy: "```json\n").dropFirst().first?.split(separator: "\n").first)
        #expect(result.output.split(separator: "\n").contains(shown))
        #expect(result.output == (try ChildProcess.touchlab(["trace", "table-cells", "--format", "jsonl"])).output)
    }

    /// A filter keeps records whole: each kept object is the whole trace's, index included.
    @Test func filteredRecordsKeepTheirIndexInTheWholeTrace() throws {
        let whole = try ChildProcess.touchlab(["trace", "table-cells", "--format", "jsonl"]).output.split(separator: "\n")
        let kept = try ChildProcess.touchlab(["trace", "table-cells", "--format", "jsonl", "--only", "recognizers"]).output
            .split(separator: "\n")
        #expect(!kept.isEmpty && kept.count < whole.count)
        for line in kept {
            let index = try #require(try TraceJSON(parsing: String(line)).object?["index"]?.int)
            #expect(whole[index] == line)
        }
    }

    @Test func jsonlRefusesTheTextOnlyFlags() throws {
        let logged = try ChildProcess.touchlab(["trace", "--format", "jsonl", "--logged"], mergingErrors: true)
        #expect(logged.status != 0)
        #expect(logged.output.contains("--logged prints a device log"))
        let flat = try ChildProcess.touchlab(["trace", "--format", "jsonl", "--flat"], mergingErrors: true)
        #expect(flat.status != 0)
        let unknown = try ChildProcess.touchlab(["trace", "--format", "yaml"], mergingErrors: true)
        #expect(unknown.status != 0)
    }

    /// The library's trace gives the same objects, and a filtered one keeps indices.
    @Test func playgroundTraceGivesTheSameRecords() throws {
        let trace = Playground.trace(PlaygroundScript([.tap(.point(50, 50))])) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(UITapGestureRecognizer())
            window.addSubview(view)
            return window
        }
        #expect(trace.jsonObjects.count == trace.records.count)
        #expect(trace.jsonLines == TraceRecord.jsonLines(trace.records))
        #expect(trace.jsonLines.split(separator: "\n").map { try? TraceJSON(parsing: String($0)) } == trace.jsonObjects)
        let recognizers = try trace.filtered(only: [.recognizers])
        #expect(!recognizers.records.isEmpty && recognizers.records.count < trace.records.count)
        let all = trace.jsonObjects
        for object in recognizers.jsonObjects {
            let index = try #require(object.object?["index"]?.int)
            #expect(all[index] == object)
        }
    }

    // MARK: The validator and the reader can fail

    static func sample() -> TraceRecord {
        let view = TraceSubject(id: ObjectIdentifier(NSObject()), name: "EView", role: .view)
        return TraceRecord(
            time: 0.15, depth: 2, kind: .hitTest(view: view, point: CGPoint(x: 10, y: 20.5)), outcome: .rejected(.outsideBounds))
    }

    @Test func validatorRejectsWhatTheSchemaForbids() throws {
        let validator = try Self.validator()
        let good = Self.sample().jsonObject(index: 3, subjects: TraceSubjectTable())
        #expect(validator.errors(good).isEmpty, "\(validator.errors(good))")
        #expect(good.text.hasPrefix(#"{"depth":2,"index":3,"kind":"hitTest","line":"-[EView hitTest:withEvent:] ⇒ nil (outside bounds)""#))
        let members = try #require(good.object)
        func rejected(_ change: (inout [String: TraceJSON]) -> Void) -> Bool {
            var copy = members
            change(&copy)
            return !validator.errors(.object(copy)).isEmpty
        }
        #expect(rejected { $0["receiver"] = nil })  // a required key
        #expect(rejected { $0["depth"] = .string("2") })  // a wrong type
        #expect(rejected { $0["depth"] = .number(1.5) })  // not an integer
        #expect(rejected { $0["colour"] = .string("red") })  // a key no record has
        #expect(rejected { $0["kind"] = .string("hitTested") })  // no such kind
        #expect(rejected { $0["rejection"] = .string("tooFar") })  // no such case
        #expect(rejected { $0["version"] = .number(2) })
        #expect(rejected { $0["point"] = .object(["x": .number(1)]) })
        #expect(rejected { $0["receiver"] = .object(["id": .number(1), "name": .string("EView"), "role": .string("sprite")]) })
        #expect(rejected { $0["receiver"] = .object(["name": .string("EView"), "role": .string("view")]) })  // no id
    }

    @Test func readerRejectsWhatIsNoRecord() throws {
        let table = TraceSubjectTable()
        var members = try #require(Self.sample().jsonObject(index: 0, subjects: TraceSubjectTable()).object)
        members["kind"] = .string("hitTested")
        #expect(throws: TraceJSONError.self) { try TraceRecord(json: .object(members), subjects: table) }
        members["kind"] = .string("hitTest")
        members["point"] = .string("(10, 20)")
        #expect(throws: TraceJSONError.self) { try TraceRecord(json: .object(members), subjects: table) }
        #expect(throws: TraceJSONError.self) { try TraceRecord(json: .array([]), subjects: table) }
    }

    /// Two cells both named `UITableViewCell` are two objects: read into a fresh
    /// table, each `id` is one stand-in, the same in every record that names it.
    @Test func objectsAreToldApartByID() throws {
        let cells = [NSObject(), NSObject()]  // kept alive: two identities
        defer { withExtendedLifetime(cells) {} }
        let first = TraceSubject(id: ObjectIdentifier(cells[0]), name: "UITableViewCell", role: .view)
        let second = TraceSubject(id: ObjectIdentifier(cells[1]), name: "UITableViewCell", role: .view)
        let records = [first, second, first].map { TraceRecord(time: 0, depth: 0, kind: .touches(.began, receiver: $0, touches: [1])) }
        let lines = TraceRecord.jsonLines(records).split(separator: "\n")
        #expect(lines.map { $0.contains(#""id":1,"#) } == [true, false, true])
        let table = TraceSubjectTable()
        let back = try lines.map { try TraceRecord(json: TraceJSON(parsing: String($0)), subjects: table) }
        #expect(back[0] == back[2] && back[0] != back[1])
        #expect(back.map { TraceFormatter.describe($0) } == records.map { TraceFormatter.describe($0) })
    }

    /// JSON has no NaN: a location computed from a NaN frame is written as a
    /// string the schema allows, and read back as NaN.
    @Test func numbersThatAreNotFiniteAreStrings() throws {
        let view = TraceSubject(id: ObjectIdentifier(NSObject()), name: "V", role: .view)
        let record = TraceRecord(time: 1e-5, depth: 0, kind: .hitTest(view: view, point: CGPoint(x: .nan, y: -.infinity)))
        let table = TraceSubjectTable()
        let line = record.jsonLine(index: 0, subjects: table)
        #expect(line.contains(#""point":{"x":"NaN","y":"-Infinity"}"#))
        #expect(line.contains(#""time":1e-05"#))
        let json = try TraceJSON(parsing: line)
        #expect(try Self.validator().errors(json).isEmpty)
        let back = try TraceRecord(json: json, subjects: table)
        guard case .hitTest(let subject, let point) = back.kind else {
            Issue.record("read back as \(back.kind)")
            return
        }
        #expect(subject == view && point.x.isNaN && point.y == -.infinity && back.time == 1e-5)
    }

    /// Text with quotes, backslashes and control characters is escaped, and reads back.
    @Test func stringsAreEscaped() throws {
        let text = "say \"hi\" \\ tab\t new\n bell\u{7} é 按钮"
        let record = TraceRecord(time: 2, depth: 0, kind: .message(text))
        let line = record.jsonLine(index: 0, subjects: TraceSubjectTable())
        #expect(!line.contains("\n") && line.contains(#"\u0007"#) && line.contains("按钮"))
        #expect(try TraceRecord(json: TraceJSON(parsing: line), subjects: TraceSubjectTable()) == record)
        #expect(line.contains(#""time":2,"#))
    }
}
