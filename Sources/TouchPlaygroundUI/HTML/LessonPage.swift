import Foundation
import TouchCore
import TouchInsight

/// One script of a scene as a web page a student opens in any browser
/// (`touchlab shoot SCENE --script S --html`): the window's picture at every
/// trace record, the trace with the current line highlighted, the timeline
/// with its cursor, the lesson and the explanation of the moment, stepped
/// and played as in the window.
///
/// The page's data is the machine-readable trace itself — the lines
/// `touchlab trace --format jsonl` prints, byte for byte — with, for each
/// record, which picture and which timeline show the state at that record;
/// the pictures are WebP files in one folder beside the page
/// (``frameFolder``), so the page needs no network and opens from `file://`.
/// The HTML, CSS and JavaScript are ``LessonPageTemplate``'s, written once.
///
/// See also: ``CourseSite`` (the index of every scene's pages).
package struct LessonPage: Sendable {
    /// What the page shows at one trace record.
    package struct Record: Hashable, Sendable {
        /// The picture (an index into ``frames``): the device as the window
        /// draws it paused at this record.
        package var frame: Int
        /// The rail beside it (an index into ``frames``): the responder
        /// chain, "Delivered to" and the legend, as the window draws them then.
        package var rail: Int?
        /// The timeline picture (an index into ``timelines``), when the window shows one.
        package var timeline: Int?
        /// The touch sequence (or other input) the record belongs to: the
        /// timeline scrubs within it, as the window's does.
        package var group: Int
        /// The colour of its line, as the window's log colours it.
        package var category: TraceLineCategory
        /// An input or a timer: ↑ and ↓ jump between them.
        package var isHeading: Bool
        /// Why the touch's hit-test view got what it got, as far as this
        /// record (an index into ``explanations``).
        package var explanation: Int?

        package init(
            frame: Int, rail: Int? = nil, timeline: Int? = nil, group: Int, category: TraceLineCategory, isHeading: Bool,
            explanation: Int? = nil
        ) {
            self.frame = frame
            self.rail = rail
            self.timeline = timeline
            self.group = group
            self.category = category
            self.isHeading = isHeading
            self.explanation = explanation
        }
    }

    /// A timeline picture and where its time axis runs on it, so the page
    /// puts its cursor at a record's time and turns a drag into a time.
    package struct Timeline: Hashable, Sendable {
        package var file: String
        /// The axis's left and right ends, as fractions of the picture's width.
        package var trackStart: Double
        package var trackEnd: Double
        /// The times at the axis's ends, on the script's clock.
        package var start: TimeInterval
        package var end: TimeInterval
        /// Whether the picture has lanes and an axis: before anything reaches
        /// a recognizer or a view, the window's timeline shows a hint instead.
        package var hasAxis: Bool

        package init(
            file: String, trackStart: Double, trackEnd: Double, start: TimeInterval, end: TimeInterval, hasAxis: Bool = true
        ) {
            self.file = file
            self.hasAxis = hasAxis
            self.trackStart = trackStart
            self.trackEnd = trackEnd
            self.start = start
            self.end = end
        }
    }

    package var scene: String
    package var script: String
    package var description: String
    package var lesson: String
    /// Which of Apple's documentation and the devices the pictures follow,
    /// where they disagree (``TouchInsight/PlaygroundRendererFidelity/plainWords(_:)``):
    /// the window's footer says it, and the pages' pictures leave the footer out.
    package var fidelity = ""
    /// The scene's scripts, each with its page's file name, for links between them.
    package var scripts: [(name: String, file: String)]
    /// The course's index, relative to the page, when the page is part of a site.
    package var index: String?
    /// The trace as JSON Lines (``TouchCore/TraceRecord/jsonLines(_:firstIndex:subjects:)``).
    package var jsonLines: String
    package var records: [Record]
    /// The pictures' paths, relative to the page.
    package var frames: [String]
    package var timelines: [Timeline]
    package var explanations: [String]
    /// The moments where the delivery decided something (``TouchInsight/TouchMoment``).
    package var moments: [TouchMoment]
    /// The "predict, then see" questions of the script (``TouchInsight/QuizQuestion``).
    package var quiz: [QuizQuestion]
    /// Who made the page, in its footer.
    package var generator: String
    /// Pixels per point of the pictures: a page of `--scale 2` pictures shows
    /// them at half their pixel size, sharp on a phone's or a retina screen.
    package var scale: Double = 1

    package init(
        scene: String, script: String, description: String = "", lesson: String = "",
        scripts: [(name: String, file: String)] = [], index: String? = nil, jsonLines: String, records: [Record],
        frames: [String], timelines: [Timeline] = [], explanations: [String] = [], moments: [TouchMoment] = [],
        quiz: [QuizQuestion] = [], generator: String = "touchlab"
    ) {
        self.scene = scene
        self.script = script
        self.description = description
        self.lesson = lesson
        self.scripts = scripts
        self.index = index
        self.jsonLines = jsonLines
        self.records = records
        self.frames = frames
        self.timelines = timelines
        self.explanations = explanations
        self.moments = moments
        self.quiz = quiz
        self.generator = generator
    }

    /// The page's file name: `SCENE-SCRIPT.html`, each part a safe name.
    package static func fileName(scene: String, script: String) -> String {
        "\(safe(scene))-\(safe(script)).html"
    }

    /// The folder beside the page that holds its pictures: `SCENE-SCRIPT-frames`.
    package static func frameFolder(scene: String, script: String) -> String {
        "\(safe(scene))-\(safe(script))-frames"
    }

    /// `name` with only letters, digits, `.`, `_` and `-` (others become `_`),
    /// never empty or starting with a dot: one path component on any file system.
    package static func safe(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        guard let first = kept.first else { return "page" }
        return first == "." ? "_" + kept.dropFirst() : kept
    }

    /// The page's data, as the template's script reads it.
    var data: TraceJSON {
        func number(_ value: Int) -> TraceJSON { .number(Double(value)) }
        let records = records.map { record -> TraceJSON in
            var members: [String: TraceJSON] = [
                "frame": number(record.frame), "group": number(record.group),
                "category": .string(record.category.rawValue),
            ]
            if let timeline = record.timeline { members["timeline"] = number(timeline) }
            if let rail = record.rail { members["rail"] = number(rail) }
            if record.isHeading { members["heading"] = .bool(true) }
            if let explanation = record.explanation { members["why"] = number(explanation) }
            return .object(members)
        }
        let timelines = timelines.map { timeline -> TraceJSON in
            .object([
                "file": .string(timeline.file), "x0": .number(timeline.trackStart), "x1": .number(timeline.trackEnd),
                "start": .number(timeline.start), "end": .number(timeline.end), "axis": .bool(timeline.hasAxis),
            ])
        }
        let moments = moments.map { moment -> TraceJSON in
            .object(["record": number(moment.record), "time": .number(moment.time), "caption": .string(moment.caption)])
        }
        let quiz = quiz.map { question -> TraceJSON in
            .object([
                "prompt": .string(question.prompt), "choices": .array(question.choices.map(TraceJSON.string)),
                "answer": .string(question.answer), "explanation": .string(question.explanation),
                "askedBefore": number(question.askedBefore), "evidence": .array(question.evidence.map(number)),
            ])
        }
        var members: [String: TraceJSON] = [
            "scene": .string(scene), "script": .string(script), "description": .string(description), "lesson": .string(lesson),
            "fidelity": .string(fidelity),
            "scripts": .array(scripts.map { .object(["name": .string($0.name), "file": .string($0.file)]) }),
            "records": .array(records), "frames": .array(frames.map(TraceJSON.string)), "timelines": .array(timelines),
            "explanations": .array(explanations.map(TraceJSON.string)), "moments": .array(moments), "quiz": .array(quiz),
            "generator": .string(generator), "scale": .number(scale),
        ]
        if let index { members["index"] = .string(index) }
        return .object(members)
    }

    /// The page: ``LessonPageTemplate``'s HTML with the data in it.
    package var html: String {
        LessonPageTemplate.page(
            title: "\(scene) · \(script) — TouchLab lesson", data: Self.scriptText(data.text), trace: Self.scriptText(jsonLines))
    }

    /// `text` made safe inside a `<script>` element: `</` would end it, so it
    /// is written `<\/`, which JSON reads as the same two characters.
    static func scriptText(_ text: String) -> String {
        text.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "<!--", with: "<\\u0021--")
    }

    /// `text` escaped for HTML's text and attributes.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
