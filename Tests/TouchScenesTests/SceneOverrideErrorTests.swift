import Testing
import TouchScenes

/// The mistakes a teacher can make with `canPerformAction`, a `hitTest` that
/// depends on the point, `canPrevent` / `canBePrevented`, built-in recognizer
/// names and logged numbers: each gives one error, at the key or value to fix,
/// in the style of ``SceneErrorTests``.
@Suite struct SceneOverrideErrorTests {
    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "canPerformAction answer that is not a boolean",
            yaml: """
                name: t
                windows:
                  - name: W
                    actions: [copy]
                    canPerformAction: {copy: yes}
                """, line: 5, column: 30, message: "'copy' must be true or false, but found the text 'yes'"),

        BrokenScene(
            name: "canPerformAction as a list",
            yaml: """
                name: t
                windows:
                  - name: W
                    actions: [copy]
                    canPerformAction: [copy]
                """, line: 5, column: 23,
            message: "'canPerformAction' must map action names to true or false, such as {copy: true, paste: false}, but found a list"),

        BrokenScene(
            name: "misspelt passThrough",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Overlay
                        frame: [0, 0, 10, 10]
                        hitTest: passthrough
                """, line: 7, column: 18, message: "there is no view named 'passthrough'; did you mean 'passThrough'?"),

        BrokenScene(
            name: "hitTest super on its own",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest: super
                """, line: 4, column: 14,
            message:
                "'hitTest: super' is what UIKit does without an override; leave 'hitTest' out, or use super as a region's answer or as 'otherwise'"
        ),

        BrokenScene(
            name: "hitTest region without an answer",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest:
                      regions:
                        - rect: [0, 0, 100, 44]
                """, line: 6, column: 11,
            message: "a hitTest region has no 'returns'; say what hitTest returns there: a view's name, self, nil, super or passThrough"),

        BrokenScene(
            name: "misspelt hitTest region key",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest:
                      regions:
                        - {rect: [0, 0, 100, 44], return: nil}
                """, line: 6, column: 35, message: "unknown key 'return' in a hitTest region; did you mean 'returns'?"),

        BrokenScene(
            name: "hitTest regions missing",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest: {otherwise: nil}
                """, line: 4, column: 14,
            message:
                "'hitTest' has no 'regions'; list them as regions: [{rect: [x, y, width, height], returns: AView}], or write one answer such as hitTest: passThrough"
        ),

        BrokenScene(
            name: "hitTest region returning a view of another window",
            yaml: """
                name: t
                windows:
                  - name: W
                    hitTest:
                      regions: [{rect: [0, 0, 10, 10], returns: B}]
                  - name: W2
                    subviews: [{name: B, frame: [0, 0, 1, 1]}]
                """, line: 5, column: 49, message: "'B' is in the window 'W2', but hitTest may only return a view of its own window 'W'"),

        BrokenScene(
            name: "misspelt built-in recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Feed
                        kind: scrollView
                        frame: [0, 0, 100, 100]
                        recognizers:
                          - {kind: tap, name: Tap, requireToFail: Feed.panGesture}
                """, line: 9, column: 56,
            message: "scroll view 'Feed' has no recognizer named 'panGesture'; did you mean 'panGestureRecognizer'?"),

        BrokenScene(
            name: "built-in recognizer of a misspelt scroll view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Feed
                        kind: tableView
                        frame: [0, 0, 100, 100]
                        recognizers:
                          - {kind: tap, name: Tap, requireToFail: Fed.panGestureRecognizer}
                """, line: 9, column: 51, message: "there is no scroll view named 'Fed'; did you mean 'Feed'?"),

        BrokenScene(
            name: "built-in recognizer of a plain view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Card
                        frame: [0, 0, 100, 100]
                        recognizers:
                          - {kind: tap, name: Tap, simultaneousWith: Card.panGestureRecognizer}
                """, line: 8, column: 54,
            message: "'Card' is a view, not a scrollView or tableView, so it has no built-in recognizer for 'simultaneousWith' to name"),

        BrokenScene(
            name: "canPrevent names a misspelt recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: pan, name: Draw}
                      - {kind: longPress, name: Hold, canPrevent: {Drw: false}}
                """, line: 6, column: 52, message: "there is no recognizer named 'Drw'; did you mean 'Draw'?"),

        BrokenScene(
            name: "canBePrevented as a list",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: pan, name: Draw, canBePrevented: [Hold]}
                      - {kind: longPress, name: Hold}
                """, line: 5, column: 49,
            message:
                "'canBePrevented' must be true, false, or recognizer names mapped to true or false such as {Pan: false}, but found a list"),

        BrokenScene(
            name: "canPrevent answer that is not a boolean",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: pan, name: Draw}
                      - {kind: longPress, name: Hold, canPrevent: {Draw: never}}
                """, line: 6, column: 58, message: "'Draw' must be true or false, but found the text 'never'"),

        BrokenScene(
            name: "translation logged by a tap",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: tap, name: Tap, log: [state, translation]}
                """, line: 5, column: 45,
            message:
                "recognizer 'Tap' cannot log 'translation': only pan recognizers have a translation and a velocity, and Tap is a tap; it can log touches, state, location or all"
        ),

        BrokenScene(
            name: "previous location logged by a recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers:
                      - {kind: pan, name: Pan, log: [previousLocation]}
                """, line: 5, column: 38,
            message:
                "recognizer 'Pan' cannot log 'previousLocation': a recognizer has location(in:) but no previous location; log previousLocation on its view; it can log touches, state, location, translation, velocity or all"
        ),

        BrokenScene(
            name: "location logged by a controller",
            yaml: """
                name: t
                windows:
                  - name: W
                    root:
                      name: C
                      log: [touches, location]
                      view: {name: V}
                """, line: 6, column: 22,
            message:
                "view controller 'C' cannot log 'location': only views and recognizers log locations; log it on the controller's view; it can log touches, motion, remoteControl or all"
        ),

        BrokenScene(
            name: "location in a view that does not exist",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Card
                        frame: [0, 0, 100, 100]
                        log: [{location: window}]
                """, line: 7, column: 26,
            message:
                "there is no view named 'window'; for the window's coordinates write nil, as location(in: nil) does, or the window's name"
        ),

        BrokenScene(
            name: "a call given a space",
            yaml: """
                name: t
                windows:
                  - name: W
                    log: [{touches: W}]
                """, line: 4, column: 12,
            message: "'touches' is a call, not a number measured in a view; write it on its own: log: [touches]"),
    ]

    @Test(arguments: cases)
    func reportsOneClearError(_ scene: BrokenScene) throws {
        let error = try #require(scene.error(), "the scene loaded, but should fail with: \(scene.message)")
        #expect(error.message == scene.message)
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
    }

    @Test func casesAreDistinct() {
        #expect(Set(Self.cases.map(\.message)).count == Self.cases.count)
        #expect(Set(Self.cases.map(\.yaml)).count == Self.cases.count)
    }
}
