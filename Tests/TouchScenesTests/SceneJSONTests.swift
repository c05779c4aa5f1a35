import Testing
import TouchScenes

/// JSON must write `nil` as a string and null as `null`; both mean "no object".
@Suite struct SceneJSONTests {
    @Test func nilAndNullInJSON() throws {
        let json = """
            {"name": "json", "windows": [{"name": "W", "hitTest": "nil", "next": "nil",
              "subviews": [{"kind": "button", "name": "B", "frame": [0, 0, 10, 10], "hitTest": "self",
                            "targets": [{"target": null, "action": "copy", "events": ["touchUpInside"]}]}]}],
             "scripts": {"main": [{"tap": "B"}, {"wait": 0.5}, "shake", {"drag": {"from": [0, 0], "by": [5, 5]}}]}}
            """
        let document = try SceneParser().parse(json, file: "scene.json")
        #expect(document.windows[0].view.hitTest == .returnNil)
        #expect(document.windows[0].view.responder.next == SceneNext.none)
        #expect(document.view(named: "B")?.hitTest == .returnSelf)
        #expect(document.view(named: "B")?.kind.control?.targets == [SceneTarget(target: nil, action: "copy", events: [.touchUpInside])])
        #expect(document.scripts[0].steps.map(\.word) == ["tap", "wait", "shake", "drag"])
        #expect(document.scripts[0].steps[3].position == ScenePosition(line: 4, column: 62))
    }

    @Test func jsonErrorsArePositioned() {
        #expect(throws: SceneError(file: "scene.json", line: 1, column: 50, message: "'alpha' must be from 0 to 1, but is 2")) {
            try SceneParser().parse(#"{"name": "j", "windows": [{"name": "W", "alpha": 2}]}"#, file: "scene.json")
        }
    }
}
