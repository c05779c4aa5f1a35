import Foundation
import Testing
import TouchCore

@testable import TouchScenes

/// What loading a large scene saves must not change what a scene is: a view's
/// rarely set properties kept in a shared box still behave as values, views that
/// override nothing share one behaviour but are found and answer as before, and
/// a file read as bytes loads as its text does (docs/performance.md, "Scene
/// load").
@Suite struct SceneLoadEconomyTests {
    private let frame = SceneRect(x: 0, y: 0, width: 100, height: 50)

    @Test func aCopyOfAViewKeepsItsOwnOverrides() {
        let plain = SceneView(name: "Card", frame: frame)
        var changed = plain
        changed.transform = SceneTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        changed.responder.canBecomeFirstResponder = true
        changed.isExclusiveTouch = true
        changed.hitTest = .returnSelf
        // The copy changed; the original did not.
        #expect(plain.transform == .identity)
        #expect(!plain.responder.canBecomeFirstResponder && !plain.isExclusiveTouch && plain.hitTest == nil)
        #expect(changed.transform.a == 2 && changed.responder.canBecomeFirstResponder && changed.isExclusiveTouch)
        #expect(plain != changed)
        // Set back to the defaults, the copy is equal to the original again, hash included.
        changed.transform = .identity
        changed.responder = SceneResponder()
        changed.isExclusiveTouch = false
        changed.hitTest = nil
        #expect(plain == changed)
        #expect(plain.hashValue == changed.hashValue)
        // The same values given to the initialiser or set afterwards make equal views.
        var set = SceneView(name: "Card", frame: frame)
        set.isMultipleTouchEnabled = true
        set.gestureRecognizerShouldBegin = false
        #expect(set == SceneView(name: "Card", frame: frame, isMultipleTouchEnabled: true, gestureRecognizerShouldBegin: false))
    }

    @Test func viewsThatOverrideNothingShareOneBehaviourAndOthersHaveTheirOwn() throws {
        let world = SceneBuilder().build(
            try SceneParser().parse(
                """
                name: sharing
                windows:
                  - name: W
                    subviews:
                      - {name: Redirect, frame: [0, 300, 100, 100], hitTest: self}
                      - {name: Handler, frame: [0, 200, 100, 100], touches: handle}
                      - {name: A, frame: [0, 0, 100, 100]}
                      - {name: B, frame: [0, 100, 100, 100], color: "#ff0000"}
                """, file: "sharing.yaml"))
        func behaviour(_ name: String) throws -> SceneBehaviour {
            try #require(world.view(named: name) as? ScriptedView).behaviour
        }
        #expect(try behaviour("A") === behaviour("B"))
        #expect(try behaviour("Handler") !== behaviour("A"))
        #expect(try behaviour("Redirect") !== behaviour("A"))
        #expect(try behaviour("Handler").spec.touches == .handle)
        #expect(try behaviour("Redirect").overridesHitTest)
        #expect(try !behaviour("A").overridesHitTesting)
        #expect(try behaviour("A").world === world && behaviour("Handler").world === world)
        // The shared behaviour answers for the view it is asked about: each view is
        // its own hit-test view, and its chain goes to its own superview. (Behind
        // them, Redirect's overridden hitTest answers itself wherever it is asked,
        // as an override that returns self does in UIKit, SPEC H8.)
        let window = try #require(world.windows.first)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil)?.name == "A")
        #expect(window.hitTest(CGPoint(x: 50, y: 150), with: nil)?.name == "B")
        #expect(window.hitTest(CGPoint(x: 50, y: 450), with: nil)?.name == "Redirect")
        #expect(world.view(named: "A")?.next === window && world.view(named: "B")?.next === window)
    }

    @Test func everyObjectIsFoundByNameWithViewsInOneTable() throws {
        let world = SceneBuilder().build(
            try SceneParser().parse(
                """
                name: names
                windows:
                  - name: W
                    root: {name: C, view: {name: Root, subviews: [{name: Leaf, frame: [0, 0, 10, 10]}]}}
                """, file: "names.yaml"))
        #expect(world.responder(named: "W") === world.windows.first)
        #expect(world.responder(named: "Leaf") === world.view(named: "Leaf"))
        #expect(world.responder(named: "Root") === world.view(named: "Root"))
        #expect(world.responder(named: "C") is UIViewController)
        #expect(world.responder(named: "C") === world.view(named: "Root")?.next)
        #expect(world.responder(named: "Nobody") == nil)
        #expect(world.respondersByName["Leaf"] == nil)
    }

    @Test func viewsAreFiledByTheParsersTableOfNamesAndAChangedDocumentStillFindsItsViews() throws {
        let parsed = try SceneParser().parse(
            """
            name: names
            windows:
              - name: W
                root: {name: C, view: {name: Root, subviews: [{name: Leaf, frame: [0, 0, 10, 10]}]}}
                subviews:
                  - {name: Scroll, kind: scrollView, frame: [0, 0, 50, 50]}
            """, file: "names.yaml")
        // The validator's table of every name comes with the document, and takes
        // no part in equality: the same scene made without it is equal.
        #expect(Set(parsed.names.indexByName.keys).isSuperset(of: ["W", "C", "Root", "Leaf", "Scroll"]))
        var unnamed = parsed
        unnamed.names = SceneNames()
        #expect(unnamed == parsed && unnamed.hashValue == parsed.hashValue)

        // Built from the parse, the views are filed by that table, not by a
        // second table of names, and found as before.
        let world = SceneBuilder().build(parsed)
        #expect(world.viewsByName.isEmpty)
        #expect(world.view(named: "Leaf")?.name == "Leaf")
        #expect(world.view(named: "Root")?.next === world.responder(named: "C"))
        #expect(world.view(named: "C") == nil)
        #expect(
            world.recognizer(named: "Scroll.panGestureRecognizer") === (world.view(named: "Scroll") as? UIScrollView)?.panGestureRecognizer)

        // A document changed in code names views the table lacks: they are
        // found by their own names, and a renamed view no longer by its old one.
        var changed = parsed
        changed.windows[0].view.subviews.append(.view(SceneView(name: "Added", frame: frame)))
        guard case .view(var scroll) = changed.windows[0].view.subviews[0] else {
            Issue.record("the window's first subview is not the scroll view")
            return
        }
        scroll.name = "Renamed"
        changed.windows[0].view.subviews[0] = .view(scroll)
        let changedWorld = SceneBuilder().build(changed)
        #expect(changedWorld.view(named: "Added")?.name == "Added")
        #expect(changedWorld.view(named: "Renamed")?.name == "Renamed")
        #expect(changedWorld.view(named: "Scroll") == nil)
        #expect(changedWorld.view(named: "Leaf")?.name == "Leaf")
        // Made in code, a document has no table; its views are found all the same.
        let coded = SceneBuilder().build(
            SceneDocument(name: "coded", windows: [SceneWindow(view: SceneView(name: "W", frame: frame), isKey: true)]))
        #expect(coded.view(named: "W") === coded.windows.first)
    }

    @Test func aFileLoadsAsItsTextWhetherASCIIOrNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scene-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ name: String, _ text: String) throws(SceneError) -> (file: SceneDocument, text: SceneDocument) {
            let path = folder.appendingPathComponent(name).path
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return (try SceneParser().parse(fileAtPath: path), try SceneParser().parse(text, file: path))
        }
        let ascii = "name: plain\nwindows:\n  - name: W\n    subviews:\n      - {name: A, frame: [0, 0, 10, 10]}\n"
        let loaded = try load("ascii.yaml", ascii)
        #expect(loaded.file == loaded.text)
        let accented = "name: café\ndescription: \"Vue d'été\"\nwindows: [{name: W, subviews: [{name: A, frame: [0, 0, 10, 10]}]}]\n"
        let other = try load("accented.yaml", accented)
        #expect(other.file == other.text)
        #expect(other.file.name == "café")
        // Errors in a file read as bytes name the place the text's errors name.
        for broken in [
            "name: x\nwindows: [{name: W, subviews: [{name: A frame: [0, 0]}]\n", "name: x\nwindows:\n  - name: W\n    oops: 1\n",
        ] {
            let path = folder.appendingPathComponent("broken.yaml").path
            FileManager.default.createFile(atPath: path, contents: Data(broken.utf8))
            let fromFile = #expect(throws: SceneError.self) { try SceneParser().parse(fileAtPath: path) }
            let fromText = #expect(throws: SceneError.self) { try SceneParser().parse(broken, file: path) }
            #expect(fromFile?.description == fromText?.description)
            #expect(fromFile != nil)
        }
        // Bytes that are not UTF-8 are still refused as such.
        let invalid = folder.appendingPathComponent("latin1.yaml").path
        FileManager.default.createFile(atPath: invalid, contents: Data("name: caf".utf8) + Data([0xE9, 0x0A]))
        let refused = #expect(throws: SceneError.self) { try SceneParser().parse(fileAtPath: invalid) }
        #expect(refused?.message == "the file is not UTF-8 text; save it as UTF-8")
    }
}

/// The fast composers work out each mapping's key mask from the bytes they read
/// (``SceneNode/Mapping/knownKeyMask``), so that the reader skips the pass over
/// the keys; the mask must be the one that pass gives, and a key the reader must
/// refuse (a plain null) must leave it to that pass.
@Suite struct SceneKnownKeyMaskTests {
    /// Every mapping of `node`'s tree.
    static func mappings(_ node: SceneNode) -> [SceneNode.Mapping] {
        switch node {
        case .scalar: return []
        case .sequence(let list): return list.nodes.flatMap(mappings)
        case .mapping(let mapping): return [mapping] + mapping.pairs.flatMap { mappings($0.key) + mappings($0.value) }
        }
    }

    static func readersMask(_ mapping: SceneNode.Mapping) throws -> UInt64 {
        let reader = SceneReader(file: "test", limits: .default)
        return try reader.mapping(.mapping(SceneNode.Mapping(pairs: mapping.pairs, position: mapping.position)), "a mapping").keyMask
    }

    @Test func theComposersMasksAreTheReadersOwn() throws {
        var known = 0
        let trees =
            try SceneBlockYAMLComposerTests.texts().compactMap { SceneBlockYAMLComposerTests.blockTree($0) }
            + SceneComposerTests.jsonTexts().compactMap { SceneComposerTests.jsonTree($0) }
        for tree in trees {
            for mapping in Self.mappings(tree) {
                guard let mask = mapping.knownKeyMask else { continue }
                known += 1
                #expect(mask == (try Self.readersMask(mapping)))
            }
        }
        #expect(known > 1_000)
    }

    @Test func aPlainNullKeyLeavesTheKeysToTheReader() throws {
        for word in ["null", "Null", "NULL"] {
            let tree = try #require(SceneBlockYAMLComposerTests.blockTree("name: a\n\(word): 1\n"))
            guard case .mapping(let mapping) = tree else {
                Issue.record("not a mapping")
                continue
            }
            #expect(mapping.knownKeyMask == nil)
            #expect(throws: SceneError.self) { try SceneReader(file: "test", limits: .default).mapping(tree, "the scene") }
        }
        // Four letters from an n that are not null are known.
        let named = try #require(SceneBlockYAMLComposerTests.blockTree("name: a\nnext: b\n"))
        guard case .mapping(let mapping) = named else {
            Issue.record("not a mapping")
            return
        }
        #expect(mapping.knownKeyMask != nil)
    }
}
