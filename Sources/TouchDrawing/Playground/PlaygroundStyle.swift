import Foundation

/// The playground's colours, sizes and spacing, in one place so the look can be
/// tuned without reading the drawing code.
///
/// Colours follow iOS's system palette (``DrawColor``): green for the view that
/// won the hit-test, red for rejections, blue for the responder chain, purple
/// for gesture recognizers, orange for the responder that consumed a phase.
public enum PlaygroundStyle {
    // MARK: Canvas
    public static let background = DrawColor(red: 229, green: 229, blue: 234)
    public static let margin: CGFloat = 16
    public static let railWidth: CGFloat = 210
    public static let minimumLogWidth: CGFloat = 280
    public static let logShare: CGFloat = 0.42

    // MARK: Views
    public static let viewOutline = DrawColor(red: 60, green: 60, blue: 67, alpha: 110)
    public static let viewName = DrawColor(red: 28, green: 28, blue: 30)
    public static let viewNameSize: CGFloat = 12
    public static let hiddenOutline = DrawColor(red: 99, green: 99, blue: 102, alpha: 150)
    public static let windowFill = DrawColor(red: 255, green: 255, blue: 255)

    // MARK: Hit-testing
    public static let hitColor = DrawColor.green
    public static let hitOutlineWidth: CGFloat = 4
    public static let hitTint = DrawColor.green.withAlpha(60)
    public static let passedColor = DrawColor.teal
    public static let rejectedColor = DrawColor.red
    public static let rejectedTint = DrawColor.red.withAlpha(40)
    public static let reasonSize: CGFloat = 11

    // MARK: Responder chain
    public static let chainColor = DrawColor.blue
    public static let chainBadgeRadius: CGFloat = 10
    public static let consumedColor = DrawColor.orange
    public static let chipHeight: CGFloat = 26
    public static let chipTextSize: CGFloat = 12

    // MARK: Recognizers
    public static let recognizerColor = DrawColor.purple
    public static let recognizerTextSize: CGFloat = 10

    // MARK: Fingers
    public static let fingerRadius: CGFloat = 16
    public static let fingerColor = DrawColor.blue
    public static let trailWidth: CGFloat = 3

    // MARK: Log panel
    public static let logBackground = DrawColor(red: 28, green: 28, blue: 30)
    public static let logTextSize: CGFloat = 11
    public static let logLineHeight: CGFloat = 15
    public static let panelTitleSize: CGFloat = 13

    /// An estimate of how wide `text` is at `size` points in DejaVu Sans.
    ///
    /// The drawing layer has no font (it must not link SDL_ttf), so chip and
    /// label backgrounds are sized from DejaVu Sans's average advance, about
    /// 0.62 em for lowercase text (measured: "consumed" is 62 px at 11 px), taken
    /// a little generously so backgrounds are never shorter than their text.
    public static func estimatedWidth(of text: String, size: CGFloat) -> CGFloat {
        CGFloat(text.count) * size * 0.66
    }
}
