import Testing
import TouchScenes

/// The script steps that act as the app's code — a shake that lasts,
/// `becomeFirstResponder`/`resignFirstResponder`, `remove`, `set`, `animate` — each
/// wrong shape gives one error at the offending key or value, as in
/// ``SceneErrorTests``: wrong types and ranges, unknown keys and names with a
/// suggestion, and steps that do not fit the script so far (a shake that is not in
/// progress, a view already removed).
@Suite struct SceneStepErrorTests {
    static let cases: [BrokenScene] = [
        BrokenScene(
            name: "becomeFirstResponder names a misspelt controller",
            yaml: """
                name: t
                windows:
                  - name: W
                    root: {name: PlayerController, view: {name: V}}
                scripts:
                  default:
                    - becomeFirstResponder: PlayerControler
                """, line: 7, column: 29, message: "there is no responder named 'PlayerControler'; did you mean 'PlayerController'?"),

        BrokenScene(
            name: "becomeFirstResponder with a list",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - becomeFirstResponder: [W]
                """, line: 6, column: 29,
            message: "'becomeFirstResponder' must be a responder's name, such as PlayerController, but found a list"),

        BrokenScene(
            name: "resignFirstResponder names a recognizer",
            yaml: """
                name: t
                windows:
                  - name: W
                    recognizers: [{kind: tap, name: Tap}]
                scripts:
                  default:
                    - resignFirstResponder: Tap
                """, line: 7, column: 29,
            message:
                "'Tap' is a gesture recognizer, but 'resignFirstResponder' must name a responder (a view, window, controller, the application or the app delegate)"
        ),

        BrokenScene(
            name: "misspelt shake phase",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shake: begin
                """, line: 6, column: 14, message: "'begin' is not a valid 'shake'; did you mean 'began'?"),

        BrokenScene(
            name: "shake ended twice",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shake: began
                    - wait: 0.2
                    - shake: ended
                    - shake: ended
                """, line: 9, column: 14,
            message: "there is no shake in progress here, so it cannot be ended; begin one with shake: began first"),

        BrokenScene(
            name: "shake cancelled after an interruption",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shake: began
                    - interruption
                    - shake: cancelled
                """, line: 8, column: 14,
            message: "there is no shake in progress here, so it cannot be cancelled; begin one with shake: began first"),

        BrokenScene(
            name: "whole shake during a shake",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shake: began
                    - shake
                """, line: 7, column: 7,
            message: "a shake is already in progress here (shake: began at line 6); end it with shake: ended before shaking again"),

        BrokenScene(
            name: "shake began twice",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - shake: began
                    - shake: began
                """, line: 7, column: 14,
            message: "a shake is already in progress here (since line 6); end it with shake: ended before beginning another"),

        BrokenScene(
            name: "removing a window",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - remove: W
                """, line: 6, column: 15,
            message:
                "'W' is a window, but 'remove' must name a view inside a window (a window has no superview to leave; hide it with set: {view: …, hidden: true})"
        ),

        BrokenScene(
            name: "removing a view twice",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews: [{name: Card, frame: [0, 0, 10, 10]}]
                scripts:
                  default:
                    - remove: Card
                    - remove: Card
                """, line: 8, column: 15, message: "'Card' was already removed at line 7; a view leaves its superview once"),

        BrokenScene(
            name: "removing a view that left with its superview",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews: [{name: Card, frame: [0, 0, 10, 10], subviews: [{name: Badge, frame: [0, 0, 5, 5]}]}]
                scripts:
                  default:
                    - remove: Card
                    - remove: Badge
                """, line: 8, column: 15,
            message: "'Badge' already left the screen with 'Card', removed at line 7; to remove both, remove 'Badge' first"),

        BrokenScene(
            name: "removing a misspelt view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews: [{name: Card, frame: [0, 0, 10, 10]}]
                scripts:
                  default:
                    - remove: Crad
                """, line: 7, column: 15, message: "there is no view named 'Crad'; did you mean 'Card'?"),

        BrokenScene(
            name: "tapping a removed view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews: [{name: Card, frame: [0, 0, 10, 10]}]
                scripts:
                  default:
                    - remove: Card
                    - tap: Card
                """, line: 8, column: 12,
            message:
                "'Card' was removed from its superview at line 7, so it has no place on the screen; aim at a point instead, such as [100, 200]"
        ),

        BrokenScene(
            name: "dragging to a view inside a removed view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews:
                      - name: Card
                        frame: [0, 0, 10, 10]
                        subviews: [{name: Badge, frame: [0, 0, 5, 5]}]
                scripts:
                  default:
                    - remove: Card
                    - drag: {from: [1, 1], to: {view: Badge, point: [1, 1]}}
                """, line: 11, column: 39,
            message:
                "'Badge' left the screen with 'Card', removed at line 10, so it has no place on the screen; aim at a point instead, such as [100, 200]"
        ),

        BrokenScene(
            name: "misspelt set key",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {view: W, hiden: true}
                """, line: 6, column: 22, message: "unknown key 'hiden' in 'set'; did you mean 'hidden'?"),

        BrokenScene(
            name: "set alpha above 1",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {view: W, alpha: 2}
                """, line: 6, column: 29, message: "'alpha' must be from 0 to 1, but is 2"),

        BrokenScene(
            name: "set frame with five numbers",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {view: W, frame: [0, 0, 10, 10, 10]}
                """, line: 6, column: 29, message: "'frame' must be [x, y, width, height]: 4 numbers, but has 5"),

        BrokenScene(
            name: "set without a view",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {hidden: true}
                """, line: 6, column: 12, message: "'set' has no 'view'; name the view to change, such as view: EView"),

        BrokenScene(
            name: "set that changes nothing",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {view: W}
                """, line: 6, column: 12,
            message:
                "'set' changes nothing; add a property to change: frame, color, alpha, transform, hidden, userInteractionEnabled, multipleTouchEnabled, exclusiveTouch, clipsToBounds, enabled"
        ),

        BrokenScene(
            name: "set of an override",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: {view: W, hitTest: nil}
                """, line: 6, column: 22,
            message:
                "'hitTest' cannot be used in 'set': it is fixed when the scene is built; set changes frame, color, alpha, transform, hidden, userInteractionEnabled, multipleTouchEnabled, exclusiveTouch, clipsToBounds, enabled"
        ),

        BrokenScene(
            name: "set with a name only",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - set: W
                """, line: 6, column: 12,
            message: "'set' must be {view: …, and what to change}, such as set: {view: EView, hidden: true}, but found the text 'W'"),

        BrokenScene(
            name: "animating hidden",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - animate: {view: W, duration: 0.3, hidden: true}
                """, line: 6, column: 41,
            message:
                "'hidden' cannot be used in 'animate': UIKit does not animate it; change it with a set step before or after the animation"
        ),

        BrokenScene(
            name: "animation without a duration",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - animate: {view: W, alpha: 0.5}
                """, line: 6, column: 16, message: "'animate' has no 'duration'; say how long it lasts, such as duration: 0.5"),

        BrokenScene(
            name: "animation with a negative delay",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - animate: {view: W, duration: 0.3, delay: -1, alpha: 0.5}
                """, line: 6, column: 48, message: "'delay' must be 0 or more, but is -1"),

        BrokenScene(
            name: "animation of a misspelt view",
            yaml: """
                name: t
                windows:
                  - name: W
                    subviews: [{name: Card, frame: [0, 0, 10, 10]}]
                scripts:
                  default:
                    - animate: {view: Cadr, duration: 0.3, alpha: 0.5}
                """, line: 7, column: 23, message: "there is no view named 'Cadr'; did you mean 'Card'?"),

        BrokenScene(
            name: "allowUserInteraction as a word",
            yaml: """
                name: t
                windows:
                  - name: W
                scripts:
                  default:
                    - animate: {view: W, duration: 0.3, alpha: 0.5, allowUserInteraction: yes}
                """, line: 6, column: 75, message: "'allowUserInteraction' must be true or false, but found the text 'yes'"),
    ]

    @Test(arguments: cases)
    func reportsOneClearError(_ scene: BrokenScene) throws {
        let error = try #require(scene.error(), "the scene loaded, but should fail with: \(scene.message)")
        #expect(error.message == scene.message)
        #expect(error.line == scene.line)
        #expect(error.column == scene.column)
        #expect(error.file == "broken.yaml")
    }

    @Test func casesAreDistinctFromEachOtherAndFromTheOtherErrors() {
        let all = Self.cases + SceneErrorTests.cases
        #expect(Set(all.map(\.message)).count == all.count)
        #expect(Set(all.map(\.yaml)).count == all.count)
    }
}
