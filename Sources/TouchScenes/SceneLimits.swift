/// Caps on what one scene may contain, so a broken or hostile file gives a clear
/// error instead of a long hang or a crash.
///
/// The defaults are far above any teaching scene (the seeds' largest needs a
/// dozen views) yet small enough that loading, building and tracing the worst
/// scene inside them takes under 2 seconds and 500 MB in a release build
/// (`touchlab bench` plays those scenes, TouchBench's `WorstScene`; the figures
/// are in docs/robustness.md). Tests pass smaller limits.
package struct SceneLimits: Hashable, Sendable {
    /// Bytes of UTF-8 text.
    package var fileBytes: Int
    /// YAML values (mappings, lists, scalars) after aliases are expanded; this is
    /// what stops "billion laughs" alias bombs.
    package var yamlValues: Int
    /// Views, windows and table rows included (each row is a cell that
    /// hit-testing asks and the picture draws).
    package var views: Int
    /// How deeply views may nest (a window's direct subview is depth 1).
    package var depth: Int
    package var recognizers: Int
    package var tableRows: Int
    package var scripts: Int
    package var stepsPerScript: Int
    /// Input frames one script expands to (a drag of 10 steps is 12 frames).
    package var framesPerScript: Int
    /// Input frames of one script times the scene's views plus the square of its
    /// recognizers. What tracing a frame costs grows with the views a hit-test may
    /// ask (SPEC H3) and, when recognizers may recognize together, with their
    /// pairs: each recognition asks the delegates about every other recognizer
    /// still possible (SPEC G8), and the trace shows every answer. So a big scene
    /// may have a short script and a small scene a long one.
    package var scriptWork: Int
    /// Virtual seconds one script may last.
    package var scriptSeconds: Double
    /// Fingers down at once; iOS devices track ten at most.
    package var fingers: Int

    package init(
        fileBytes: Int = 1_000_000,
        yamlValues: Int = 200_000,
        views: Int = 2_000,
        depth: Int = 40,
        recognizers: Int = 500,
        tableRows: Int = 1_000,
        scripts: Int = 100,
        stepsPerScript: Int = 5_000,
        framesPerScript: Int = 20_000,
        scriptWork: Int = 250_000,
        scriptSeconds: Double = 3_600,
        fingers: Int = 10
    ) {
        self.fileBytes = fileBytes
        self.yamlValues = yamlValues
        self.views = views
        self.depth = depth
        self.recognizers = recognizers
        self.tableRows = tableRows
        self.scripts = scripts
        self.stepsPerScript = stepsPerScript
        self.framesPerScript = framesPerScript
        self.scriptWork = scriptWork
        self.scriptSeconds = scriptSeconds
        self.fingers = fingers
    }

    package static let `default` = SceneLimits()

    /// No practical limit, for trusted input only (`touchlab bench --scene FILE
    /// --limits none` timing a generated 100,000-view scene): a gigabyte of text and
    /// counts no file reaches. YAML itself still nests at most 1000 levels deep.
    package static let unlimited = SceneLimits(
        fileBytes: 1 << 30, yamlValues: Int.max / 2, views: Int.max / 2, depth: 1_000, recognizers: Int.max / 2,
        tableRows: Int.max / 2, scripts: Int.max / 2, stepsPerScript: Int.max / 2, framesPerScript: Int.max / 2,
        scriptWork: Int.max / 2, scriptSeconds: 1e9, fingers: 10)
}
