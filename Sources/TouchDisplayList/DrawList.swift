import Foundation

/// An ordered display list: what to paint on a canvas of a given size, in points.
///
/// A renderer clears the canvas to `background` and executes `commands` in order.
/// It is a plain value, so higher layers can build it without any graphics
/// library, tests can compare two lists with `==`, and the same list can be
/// painted into a window or into a headless PNG at any scale.
///
/// The mutating helpers only append commands; ``clipped(to:_:)`` keeps every
/// ``DrawCommand/pushClip(_:)`` matched by a ``DrawCommand/popClip``.
///
/// See also: ``DrawCommand``; Flutter's `PictureRecorder`/`Picture`, the same
/// idea of recording paint operations separately from executing them.
package struct DrawList: Hashable, Sendable {
    /// Canvas size in points.
    package var size: CGSize
    /// The colour the canvas is cleared to before the first command.
    package var background: DrawColor
    package var commands: [DrawCommand]
    /// How many leading commands draw a part of the picture that usually
    /// repeats unchanged from one frame to the next (the playground's scene:
    /// its windows and views). A renderer may keep the pixels those commands
    /// leave and, when the next list begins with the same commands on the
    /// same canvas, start from them instead of painting them again, as
    /// Flutter keeps a repaint boundary's layer. 0, the default, marks
    /// nothing. Only a hint: the pixels must be the same either way. Not part
    /// of ``canonicalText``.
    package var stablePrefixCount = 0
    /// How many leading commands show the answer to the latest input (the
    /// playground's device, with its highlights); the rest are panels that
    /// explain it. A live renderer short of time may present a frame whose
    /// later commands lack text it has not rasterised yet, and draw that
    /// text in the next frame; `nil`, the default, means every command
    /// counts. Not part of ``canonicalText``.
    package var primaryCommandCount: Int?

    package init(size: CGSize, background: DrawColor = .white, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }

    package mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    package mutating func append(contentsOf other: [DrawCommand]) {
        commands.append(contentsOf: other)
    }

    package mutating func fill(_ rect: CGRect, _ color: DrawColor) {
        append(.fillRect(rect, color: color))
    }

    package mutating func stroke(_ rect: CGRect, _ color: DrawColor, width: CGFloat = 1, dash: [CGFloat] = []) {
        append(.strokeRect(rect, color: color, style: StrokeStyle(width: width, dash: dash)))
    }

    package mutating func fillPolygon(_ corners: [CGPoint], _ color: DrawColor) {
        append(.fillPolygon(corners, color: color))
    }

    package mutating func strokePolygon(_ corners: [CGPoint], _ color: DrawColor, width: CGFloat = 1, dash: [CGFloat] = []) {
        append(.strokePolygon(corners, color: color, style: StrokeStyle(width: width, dash: dash)))
    }

    package mutating func line(
        from start: CGPoint, to end: CGPoint, _ color: DrawColor, width: CGFloat = 1, dash: [CGFloat] = []
    ) {
        append(.line(from: start, to: end, color: color, style: StrokeStyle(width: width, dash: dash)))
    }

    /// An arrow from `start` to `end`; by default the head is 4 line widths long,
    /// and at least 8 points, so it stays visible on thin lines.
    package mutating func arrow(
        from start: CGPoint, to end: CGPoint, _ color: DrawColor, width: CGFloat = 1, headLength: CGFloat? = nil
    ) {
        append(
            .arrow(
                from: start, to: end, color: color, style: StrokeStyle(width: width),
                headLength: headLength ?? max(8, 4 * width)))
    }

    package mutating func fillCircle(center: CGPoint, radius: CGFloat, _ color: DrawColor) {
        append(.fillCircle(center: center, radius: radius, color: color))
    }

    package mutating func strokeCircle(
        center: CGPoint, radius: CGFloat, _ color: DrawColor, width: CGFloat = 1, dash: [CGFloat] = []
    ) {
        append(.strokeCircle(center: center, radius: radius, color: color, style: StrokeStyle(width: width, dash: dash)))
    }

    package mutating func text(
        _ string: String, at origin: CGPoint, size pointSize: CGFloat, _ color: DrawColor,
        maxWidth: CGFloat? = nil, alignment: TextAlignment = .left
    ) {
        append(
            .text(
                TextRun(
                    string, origin: origin, pointSize: pointSize, color: color,
                    maxWidth: maxWidth, alignment: alignment)))
    }

    /// Appends what `body` draws, clipped to `rect` (intersected with any
    /// enclosing clip), between a matched push and pop.
    package mutating func clipped(to rect: CGRect, _ body: (inout DrawList) -> Void) {
        append(.pushClip(rect))
        body(&self)
        append(.popClip)
    }
}
