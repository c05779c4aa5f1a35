import Foundation
import Testing
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL

@testable import touchlab

/// Issue 27: slides and storyboards a class can read. Every library scene's
/// `shoot --layout slide --key-frame` (16:9 and 4:3) and `--storyboard`
/// pictures pass the geometry check (no text over text, no line through a
/// word, no short name cut) and have no text under 18 pixels — on a
/// 1920×1080 slide, what a projector shows across a room; a storyboard's
/// frames are cut from such slides at their size, so the same least height
/// holds there (the issue asked for at least 14). The lists are those the
/// command draws (``ShootCommand/takePictures(_:_:canvas:picture:)``,
/// ``ShootCommand/playStoryboard(_:_:take:)``), read before rasterising.
@MainActor
@Suite struct SlideCheckTests {
    nonisolated static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    nonisolated static func libraryScenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The problems `--check` would find in every picture `arguments` asks
    /// for, with the smallest text height drawn (pixels) and how many pictures.
    static func check(_ arguments: [String]) throws -> (problems: [String], smallest: CGFloat, pictures: Int) {
        let command = try ShootCommand.parse(arguments + ["--out", FileManager.default.temporaryDirectory.path])
        let document = try SceneInput.load(command.scene).parse()
        let chosen = try #require(try SceneInput.script(named: command.script, in: document))
        var problems: [String] = []
        var smallest = CGFloat.infinity
        var pictures = 0
        if command.storyboard {
            let scale = StoryboardCrop.renderScale(for: 1)
            try command.playStoryboard(document, chosen) { moment, list, screen in
                pictures += 1
                problems += ShootCommand.storyboardProblems(list, screen, scale: scale).map { "\(moment.time) s: \($0)" }
                let regions = StoryboardCrop(screen: screen, scale: scale).regions
                let sizes = DrawListTextSizeCheck(list, scale: scale, minimumPixels: 0, within: regions)
                smallest = min(smallest, sizes.smallest ?? .infinity)
            }
        } else {
            command.takePictures(document, chosen, canvas: command.pictureCanvas) { label, list, screen in
                pictures += 1
                problems +=
                    ShootCommand.problems(
                        in: list, screen: screen, scale: command.pictureScale, minimumPixels: command.minimumTextPixels
                    ).map { "\(label): \($0)" }
                let sizes = DrawListTextSizeCheck(list, scale: command.pictureScale, minimumPixels: 0)
                smallest = min(smallest, sizes.smallest ?? .infinity)
            }
        }
        return (problems, smallest, pictures)
    }

    @Test(arguments: try libraryScenes())
    func aSlideKeyFrameIsCleanWithNoTextUnderEighteenPixels(_ file: String) throws {
        let path = Self.scenes.appendingPathComponent(file).path
        for aspect in ["16:9", "4:3"] {
            let result = try Self.check([path, "--layout", "slide", "--aspect", aspect, "--key-frame"])
            #expect(result.pictures == 1)
            #expect(result.problems.isEmpty, "\(file) at \(aspect): \(result.problems)")
            #expect(result.smallest >= ShootCommand.minimumSlideTextPixels, "\(file) at \(aspect)")
        }
    }

    @Test(arguments: try libraryScenes())
    func aStoryboardIsCleanWithNoTextUnderEighteenPixels(_ file: String) throws {
        for aspect in ["16:9", "4:3"] {
            let result = try Self.check([Self.scenes.appendingPathComponent(file).path, "--storyboard", "--aspect", aspect])
            #expect(result.pictures >= 1)
            #expect(result.problems.isEmpty, "\(file) at \(aspect): \(result.problems)")
            #expect(result.smallest >= StoryboardCrop.minimumTextPixels, "\(file) at \(aspect)")
        }
        #expect(StoryboardCrop.minimumTextPixels >= 14, "the issue's least height for a sheet on a projector")
    }

    /// Issue 27: the default scene's slide cut the rail's "Delivered to" at
    /// the slide's bottom edge, its heading half off the canvas, and
    /// `--check` passed it. Now the rail folds UIKit's private containers
    /// and drops a section it cannot hold whole, and the check finds text
    /// the canvas cuts (``DrawListGeometryCheck/Problem/textClipped(_:)``).
    @Test func theDefaultSlidesDeliveredToIsWholeOnTheCanvas() throws {
        let command = try ShootCommand.parse([
            Self.scenes.appendingPathComponent("default.yaml").path, "--layout", "slide", "--key-frame", "--out",
            FileManager.default.temporaryDirectory.path,
        ])
        let document = try SceneInput.load(command.scene).parse()
        let chosen = try #require(try SceneInput.script(named: command.script, in: document))
        var runs: [TextRun] = []
        var problems: [String] = []
        command.takePictures(document, chosen, canvas: command.pictureCanvas) { _, list, screen in
            runs += list.commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
            problems += ShootCommand.problems(in: list, screen: screen, scale: command.pictureScale, minimumPixels: nil)
            // Every line of the rail ends above the slide's bottom edge (a line is 1.2 em).
            for run in runs {
                #expect(run.origin.y + run.pointSize * 1.2 <= list.size.height + 2, "\"\(run.string)\" runs off the slide")
            }
        }
        #expect(runs.contains { $0.string == "Delivered to" })
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Slides and storyboards hide UIKit's private containers unless asked
    /// not to; the workbench's pictures show them unless asked to hide them.
    @Test func slidesHidePrivateContainersByDefault() throws {
        func hides(_ arguments: [String]) throws -> Bool {
            try ShootCommand.parse(["default", "--out", "x"] + arguments).frameOptions.hidesPrivateContainers
        }
        #expect(try hides(["--layout", "slide"]))
        #expect(try !hides(["--layout", "slide", "--show-private-containers"]))
        #expect(try !hides([]))
        #expect(try hides(["--hide-private-containers"]))
        let storyboard = try ShootCommand.parse(["default", "--out", "x", "--storyboard"])
        #expect(storyboard.hidesPrivateContainers(slide: true))
        #expect(throws: (any Error).self) {
            try ShootCommand.parse(["default", "--out", "x", "--hide-private-containers", "--show-private-containers"])
        }
    }

    /// The slide's own promise at its default size: 1920×1080, its canvas
    /// 960×540 points drawn at 2 pixels a point; 4:3 is 1440×1080.
    @Test func aSlideIsNineteenTwentyByTenEightyOrFourteenFortyByTenEighty() throws {
        let wide = try ShootCommand.parse(["drag", "--layout", "slide", "--out", "x"])
        #expect(wide.pictureCanvas == CGSize(width: 960, height: 540))
        #expect(wide.pictureScale == 2)
        let standard = try ShootCommand.parse(["drag", "--layout", "slide", "--aspect", "4:3", "--out", "x", "--scale", "2"])
        #expect(standard.pictureCanvas == CGSize(width: 720, height: 540))
        #expect(standard.pictureScale == 4)
        #expect(throws: (any Error).self) { try ShootCommand.parse(["drag", "--layout", "slide", "--size", "800x600", "--out", "x"]) }
    }
}
