import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchScenes

/// One picture's draw list as `touchlab shoot` makes it, and `--check`: what
/// a picture for a class must never do, found on that list before it is drawn.
extension ShootCommand {
    /// The least text height, in pixels, of a slide or a storyboard: 9-point
    /// text at a slide's magnification of 2 (``TouchPlaygroundUI/PlaygroundLayoutKind``).
    static let minimumSlideTextPixels: CGFloat = 18

    /// The draw list of the picture of `session` now, for `label` (a shot's
    /// name, "final", or a phase change), with the layout it was drawn from:
    /// what `shoot` and `--animate` write, and what `--check` and the tests read.
    @MainActor
    func pictureList(
        _ session: PlaygroundSession, world: SceneWorld, document: SceneDocument, script: SceneScript, scriptLabel: String,
        shot: String?, canvas: CGSize
    ) -> (list: DrawList, screen: PlaygroundScreenLayout) {
        var frame = session.frame(options: frameOptions)
        let now = session.application.clock.now
        if layout == .slide {
            frame.slideTitle = "\(document.name) · \(scriptLabel) · \(String(format: "%.3f s", now))"
            frame.slideNote = shot.flatMap { script.shotCaptions[$0] }
        }
        let size = caption ? PlaygroundCaption.playgroundSize(for: canvas) : canvas
        if let zoom { frame.deviceZoom = Self.deviceZoom(zoom, center: zoomCenter, in: world, canvasSize: size, kind: layout) }
        var (list, screen) = PlaygroundRenderer.render(frame, canvasSize: size)
        if caption {
            let bar = PlaygroundCaption(scene: document.name, script: scriptLabel, time: now, description: document.description ?? "")
            list = bar.adding(to: list, canvasSize: canvas)
        }
        return (list, screen)
    }

    /// What `--check` finds wrong with a picture drawn at `scale` pixels per
    /// point: the geometry check's problems (``TouchPlaygroundUI/DrawListGeometryCheck``)
    /// and, given `minimumPixels`, text smaller than that
    /// (``TouchPlaygroundUI/DrawListTextSizeCheck``), counted only in `regions` when given.
    static func problems(
        in list: DrawList, screen: PlaygroundScreenLayout?, scale: CGFloat, minimumPixels: CGFloat?, regions: [CGRect]? = nil
    ) -> [String] {
        let geometry = DrawListGeometryCheck(
            list, shortened: screen?.shortenedTexts ?? [], viewFaces: screen?.viewContentTexts ?? []
        ).problems.map(\.description)
        let sizes = minimumPixels.map {
            DrawListTextSizeCheck(list, scale: scale, minimumPixels: $0, within: regions).problems.map(\.description)
        }
        return geometry + (sizes ?? [])
    }

    /// The least text height `--check` asks of this run's pictures: a
    /// slide's; `nil` for the standard layout, drawn for a screen.
    var minimumTextPixels: CGFloat? { layout == .slide ? Self.minimumSlideTextPixels : nil }

    /// Ends the run when `--check` is on and the picture for `path` has
    /// problems, naming them; the picture is not written.
    func refuseIfChecked(_ problems: @autoclosure () -> [String], path: String) {
        guard check else { return }
        let found = problems()
        guard !found.isEmpty else { return }
        Self.fail(
            "--check: the picture \(TerminalText.escaped(path)) was not written: "
                + found.prefix(8).joined(separator: "; ") + (found.count > 8 ? "; and \(found.count - 8) more" : ""))
    }
}
