import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The playground's colours, sizes and spacing, in one place so the look can be
/// tuned without reading the drawing code.
///
/// Colours keep iOS's families — green for the view that won the hit-test,
/// red for rejections, blue for the responder chain, purple for gesture
/// recognizers, orange for the responder that consumed a phase — with
/// lightness and hue chosen so that no two meanings fall together for a
/// reader with deuteranopia or protanopia (``semanticColors`` lists them
/// all, and a test holds every pair apart, simulated and not). Colour is
/// never the only cue: each mark also has its glyph or shape (✓, ✗, a dashed
/// outline, B/E/C, a dotted ring), which the legend shows too.
///
/// One meaning per colour and per outline: those hues are kept for their
/// meaning. While a touch is explained the scene's own colours are muted
/// (``muted(_:)``), so a green view does not read as the hit-test view nor a
/// red one as a rejection; a verdict is an outline and a chip, never a tint
/// mixed into the view's colour; the selection is a neutral halo, unlike the
/// red dashed outline of a rejection; hitTest's visit order is numbered in
/// charcoal squares, unlike the chain's blue circles; a state that is neither
/// good nor bad ("nothing yet", a recognizer that failed, a withheld phase)
/// is in neutral grey ink, never red.
package enum PlaygroundStyle {
    // MARK: Canvas
    package static let background = DrawColor(red: 229, green: 229, blue: 234)
    package static let margin: CGFloat = 16
    package static let railWidth: CGFloat = 210
    package static let minimumLogWidth: CGFloat = 280
    package static let logShare: CGFloat = 0.42
    /// A slide's rail: narrower, so the device keeps the canvas's height on a 4:3 slide.
    package static let slideRailWidth: CGFloat = 180
    /// The least a slide's column gets, so the timeline's lanes have a track.
    package static let minimumSlideColumnWidth: CGFloat = 320
    /// The least height a slide's trace excerpt keeps: its title and legend,
    /// three lines, and the fidelity words under them.
    package static let slideExcerptFloor: CGFloat = 150
    /// The same beside a slide's visit list (``VisitListPanel``): its title,
    /// a line or two, and the fidelity words.
    package static let slideExcerptFloorBesideVisits: CGFloat = 130
    /// The least a slide's excerpt is squeezed to for the visit list to be
    /// whole: the fidelity words, no title and no trace line (``LogPanel``).
    package static let slideExcerptLeast: CGFloat = 70
    /// The smallest text a slide draws, in layout points: 18 pixels at a
    /// slide's magnification of 2 (``PlaygroundLayoutKind``).
    package static let smallestSlideTextSize: CGFloat = 9

    // MARK: Views
    package static let viewOutline = DrawColor(red: 60, green: 60, blue: 67, alpha: 110)
    package static let viewName = DrawColor(red: 28, green: 28, blue: 30)
    package static let viewNameSize: CGFloat = 12
    package static let hiddenOutline = DrawColor(red: 99, green: 99, blue: 102, alpha: 150)
    package static let windowFill = DrawColor(red: 255, green: 255, blue: 255)
    /// A label's text, a button's title, a row's title: the scene's own
    /// words, muted so they never compete with the names and chips.
    package static let contentText = DrawColor(red: 60, green: 60, blue: 67, alpha: 150)
    /// A scroll view's scroll indicators.
    package static let scrollIndicator = DrawColor(red: 0, green: 0, blue: 0, alpha: 110)
    /// A control's own parts as UIKit draws them (a slider's track and thumb, a
    /// switch's track and knob, a stepper's halves, a segmented control's
    /// segments): scene colours, like a view's background. UIKit's tints are
    /// muted once, always, so a tinted track never reads as a highlight's colour
    /// (systemBlue beside the chain's blue, systemGreen beside the hit-test
    /// green); while a touch is explained they are muted again with the scene.
    package static let controlTrack = DrawColor(red: 209, green: 209, blue: 214)
    /// A slider's minimum track, left of the thumb: systemBlue, muted.
    package static let controlTint = muted(DrawColor(red: 0, green: 122, blue: 255))
    /// A switch's track when on: systemGreen, muted.
    package static let switchOnTint = muted(DrawColor(red: 52, green: 199, blue: 89))
    /// A thumb, a knob, a selected segment: white with a thin grey edge.
    package static let controlKnob = DrawColor(red: 255, green: 255, blue: 255)
    package static let controlEdge = DrawColor(red: 60, green: 60, blue: 67, alpha: 90)
    /// A stepper's − and + and the lines between segments.
    package static let controlGlyph = DrawColor(red: 60, green: 60, blue: 67, alpha: 170)

    // MARK: Semantic colours
    /// Every colour that means something on the device, the rail and the
    /// timeline, once each, with what it means: the one table the legend,
    /// `docs/teaching.md` and the colour-vision test read. Each pair stays
    /// at least a CIEDE2000 ΔE of 15 apart for normal vision and under
    /// Machado et al.'s (2009) simulation of deuteranopia, protanopia and
    /// tritanopia at severity 1, so none of these meanings is carried by a
    /// hue only some readers see (`SemanticColorTests`).
    package static let semanticColors: [(meaning: String, color: DrawColor)] = [
        ("hit-test view; a touch method delivered (timeline)", hitColor),
        ("contains the point; released late (timeline)", passedColor),
        ("rejected by hitTest; discarded (timeline)", rejectedColor),
        ("responder chain", chainColor),
        ("consumed the touch", consumedColor),
        ("gesture recognizer", recognizerColor),
        ("neutral ink: nothing yet, failed, withheld, no verdict", neutralInk),
        (
            "charcoal marks, each with its words: hitTest visit order, a hitTest override's answer, a finger, the first responder",
            visitColor
        ),
        ("the device's window, no mark", windowFill),
    ]

    /// A state that is neither a success nor a refusal: "nothing yet", a
    /// phase that reached the end of the chain unhandled, a recognizer that
    /// failed or was cancelled, a withheld phase.
    /// Darker than systemGray, so that it reads as text on the light panels.
    package static let neutralInk = DrawColor(red: 110, green: 110, blue: 115)

    // MARK: Hit-testing
    /// A darker, slightly bluish green (not systemGreen): under deuteranopia
    /// systemGreen and systemRed are the same olive.
    package static let hitColor = DrawColor(red: 50, green: 145, blue: 93)
    package static let hitOutlineWidth: CGFloat = 4
    /// A light sky blue, lighter than the chain's blue and the recognizers' purple.
    package static let passedColor = DrawColor(red: 99, green: 195, blue: 231)
    /// A vermilion red, lighter than the hit-test green for a red-blind reader.
    package static let rejectedColor = DrawColor(red: 233, green: 44, blue: 25)
    /// A verdict written as words on a light panel (``verdictInk(_:)``): its
    /// colour darkened until it reads as text. Its glyph (✓, ✗) and words say
    /// it too, so these are not in ``semanticColors``.
    package static let hitText = DrawColor(red: 31, green: 115, blue: 70)
    package static let passedText = DrawColor(red: 0, green: 113, blue: 164)
    package static let rejectedText = DrawColor(red: 205, green: 30, blue: 15)
    /// The rejection outline's dash: the only dashed outline in a colour.
    package static let rejectedDash: [CGFloat] = [6, 4]
    package static let reasonSize: CGFloat = 11
    /// hitTest's visit order: numbered squares joined by a dotted path.
    package static let visitColor = DrawColor(red: 44, green: 44, blue: 46)
    /// A view whose `hitTest` override chose the answer: the visit's own charcoal,
    /// since nothing says it contains the point (SPEC H8).
    package static let overriddenColor = visitColor

    /// The ink of a verdict written as text on a light panel (the hierarchy's rows,
    /// the exploded view's list): each verdict colour darkened to read as text;
    /// grey for a visit with no verdict yet.
    package static func verdictInk(_ verdict: HitTestVerdict?) -> DrawColor {
        switch verdict {
        case .hit?: return hitText
        case .passedOn?, .insideAskingSubviews?: return passedText
        case .overridden?: return overriddenColor
        case .rejected?: return rejectedText
        case nil: return neutralInk
        }
    }

    /// The colour of a visit's chip and outline.
    package static func verdictColor(_ verdict: HitTestVerdict) -> DrawColor {
        switch verdict {
        case .hit: return hitColor
        case .passedOn, .insideAskingSubviews: return passedColor
        case .overridden: return overriddenColor
        case .rejected: return rejectedColor
        }
    }
    package static let visitTagSize: CGFloat = 18
    package static let visitPathDash: [CGFloat] = [2, 4]

    /// The scene's own colour while a touch is explained: two thirds of the
    /// way to its grey, then halfway to white, so no view's colour can pass
    /// for a verdict's and the verdict outlines stand out.
    package static func muted(_ color: DrawColor) -> DrawColor {
        let gray = 0.299 * Double(color.red) + 0.587 * Double(color.green) + 0.114 * Double(color.blue)
        @inline(__always)
        func channel(_ value: UInt8) -> UInt8 {
            let desaturated = Double(value) + (gray - Double(value)) * 2 / 3
            return Self.channel(desaturated + (255 - desaturated) * 0.5)
        }
        return DrawColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }

    /// A colour channel: `value` rounded to the nearest whole number (a half
    /// away from zero, as `rounded()` does) and clamped to `0...255`.
    ///
    /// Clamped first, then rounded, which gives every value the same channel
    /// (between two whole bounds, clamping and rounding commute, and a NaN
    /// is clamped to 255 either way); a value in `0...255` is then rounded
    /// by truncating it and comparing the part cut off with a half, both
    /// exact, where `rounded()` is a call into the C library: seven of them
    /// for every view of a muted frame.
    @inline(__always)
    static func channel(_ value: Double) -> UInt8 {
        let clamped = max(0, min(255, value))
        let whole = UInt8(clamped)
        return clamped - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    // MARK: Labels and callouts
    /// Label rows on the device are this far apart.
    package static let labelLineHeight: CGFloat = 21
    /// A label with no room on its view goes in a box with a leader line to the view.
    package static let calloutFill = DrawColor(red: 255, green: 255, blue: 255, alpha: 235)
    package static let calloutOutline = DrawColor(red: 44, green: 44, blue: 46, alpha: 170)

    // MARK: Responder chain
    /// A deep blue, darker than systemBlue so that the recognizers' purple,
    /// which a red-blind reader sees as blue, stays apart from it.
    package static let chainColor = DrawColor(red: 14, green: 78, blue: 185)
    /// A script playing: the device's frame and its banner. A neutral slate, not a
    /// semantic hue, so the frame around the device is not read as a verdict or the chain.
    package static let playbackColor = DrawColor(red: 55, green: 65, blue: 81)
    /// Where a paused or quizzed trace stands: the timeline's cursor and
    /// the log's step banner. The playback slate, since it says where you
    /// are, not what happened: the pink it replaced was the hue of a
    /// rejected view and of an ignored line, read as one.
    package static let stepCursorColor = playbackColor
    /// The log's line at the step cursor: a neutral band, lighter than the
    /// log, with a white edge (``stepCursorEdge``) — no category's hue.
    package static let currentLogLineFill = DrawColor(red: 72, green: 72, blue: 74)
    package static let stepCursorEdge = DrawColor.white
    package static let chainBadgeRadius: CGFloat = 10
    package static let consumedColor = DrawColor(red: 252, green: 161, blue: 4)
    /// The "first responder" chip: where a nil-target action's search began. Charcoal,
    /// as the other marks whose words say what they are (``semanticColors``).
    package static let firstResponderColor = visitColor
    /// Text naming who consumed or kept an event: the consumed orange, dark
    /// enough to read on the light panels (a brown, not the rejection red).
    /// Text is not in ``semanticColors``: its words say what it means.
    package static let consumerText = DrawColor(red: 168, green: 92, blue: 0)
    package static let chipHeight: CGFloat = 26
    package static let chipTextSize: CGFloat = 12

    // MARK: Recognizers
    /// A light violet: lighter than the chain's blue, darker than the sky blue.
    package static let recognizerColor = DrawColor(red: 172, green: 96, blue: 254)
    package static let recognizerTextSize: CGFloat = 10

    // MARK: Fingers
    package static let fingerRadius: CGFloat = 16
    /// Neutral, so a finger is never read as part of the (blue) chain.
    package static let fingerColor = DrawColor(red: 44, green: 44, blue: 46)
    package static let trailWidth: CGFloat = 3

    // MARK: Log panel
    package static let logBackground = DrawColor(red: 28, green: 28, blue: 30)
    package static let logTextSize: CGFloat = 11
    package static let logLineHeight: CGFloat = 15
    package static let panelTitleSize: CGFloat = 13
    /// The log keeps at least this much height (about eight lines) when
    /// other panels share its column.
    package static let minimumLogHeight: CGFloat = 160
    package static let panelSpacing: CGFloat = 10
    /// No panel below the log takes more than this share of the column.
    package static let maximumPanelShare: CGFloat = 0.45

    // MARK: Timeline
    package static let timelineBackground = DrawColor(red: 250, green: 250, blue: 252)
    package static let timelineLaneHeight: CGFloat = 24
    package static let timelineLabelWidth: CGFloat = 112
    /// Below this the timeline is not drawn at all (a title and one lane).
    package static let minimumTimelineHeight: CGFloat = 90
    /// Lanes beyond this many are summarised as "+ n more".
    package static let maximumTimelineLanes = 8
    package static let timelineMarkRadius: CGFloat = 7

    /// The colour of a recognizer state, wherever it is drawn: the chips on
    /// the device and the timeline's bars and pills both ask here, so one
    /// state never wears two colours. Purple, the recognizers' colour, while
    /// the recognizer is in play (faded while `possible`, full once it began,
    /// changed or ended); grey once it failed or was cancelled, or while it is
    /// disabled, since a recognizer that dropped out is neither a rejection
    /// (red) nor a consumer (orange). The state's name is always written
    /// beside the colour (UIGestureRecognizer.State, SPEC G1).
    package static func stateColor(_ state: UIGestureRecognizer.State, isEnabled: Bool = true) -> DrawColor {
        guard isEnabled else { return neutralInk }
        switch state {
        case .possible: return recognizerColor.withAlpha(170)
        case .began, .changed, .ended: return recognizerColor
        case .cancelled, .failed: return neutralInk
        }
    }

    // MARK: Timeline marks
    /// A touch method delivered to its view: the hit-test view's colour, since
    /// it is the hit-test view that gets them. The mark's letter (B, M, E, C)
    /// says which method, not its shade.
    package static let deliveredColor = hitColor
    /// A withheld phase: a dotted ring in neutral ink round its letter.
    package static let withheldColor = neutralInk
    /// A withheld phase that arrived late: ringed in the "contains the point" sky blue.
    package static let releasedColor = passedColor
    /// A withheld phase thrown away, or a touch kept from the view: ✗ in the rejection red.
    package static let discardedColor = rejectedColor

    /// The text colour that reads on `fill`: white on a dark fill, the
    /// names' near-black on a light one (the sky blue, the orange), whichever
    /// contrasts more (WCAG 2 relative luminance).
    package static func ink(on fill: DrawColor) -> DrawColor {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(fill.red) + 0.7152 * linear(fill.green) + 0.0722 * linear(fill.blue)
        let onWhite = 1.05 / (luminance + 0.05)
        let onDark = (luminance + 0.05) / (0.0116 + 0.05)  // viewName's luminance: about 0.0116
        return onWhite >= onDark ? .white : viewName
    }

    /// The opaque plate under a view's name on the device, for its ink:
    /// near-white under the near-black names, the names' near-black under
    /// white ones (on dark views).
    package static func namePlate(for ink: DrawColor) -> DrawColor {
        ink == .white ? viewName : DrawColor(red: 250, green: 250, blue: 252)
    }

    // MARK: Selection panel
    package static let selectionBackground = DrawColor(red: 255, green: 255, blue: 255)
    package static let selectionColor = DrawColor.pink
    /// The selected view on the device: a wide dark halo around a thin
    /// white line, neither a verdict's hue nor dashed like a rejection.
    package static let selectionHalo = DrawColor(red: 0, green: 0, blue: 0, alpha: 80)
    package static let selectionHaloWidth: CGFloat = 9
    package static let selectionHaloCore = DrawColor.white
    package static let selectionTextSize: CGFloat = 11
    package static let selectionLineHeight: CGFloat = 15
    /// The selection panel's height once a view is selected or hovered;
    /// fixed, so the log above it does not jump as the pointer moves from
    /// view to view.
    package static let selectionHeight: CGFloat = 300
    /// Its height before any view is inspected: just the hint.
    package static let selectionHintHeight: CGFloat = 86

    /// `text` broken at spaces into lines no wider than `width` at `size`,
    /// estimated at DejaVu Sans's average advance of 0.58 em (tighter than
    /// ``estimatedWidth(of:size:)``, which must never be short, while a line
    /// that is a little long is only cut by the text's `maxWidth`); a word
    /// longer than a line stays whole.
    package static func wrap(_ text: String, width: CGFloat, size: CGFloat) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if !line.isEmpty && CGFloat(characterCount(candidate)) * size * 0.58 > width {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The most of `parts` (from the most to the least needed) that fit in
    /// `width` at `size`, joined by " · ": a part is shown whole or not at
    /// all, so a status line never ends in a cut word ("live i…"). The first
    /// part is always kept (its text's `maxWidth` cuts it if nothing fits).
    package static func fitting(_ parts: [String], width: CGFloat, size: CGFloat) -> String {
        guard var line = parts.first else { return "" }
        for part in parts.dropFirst() {
            let candidate = line + " · " + part
            guard estimatedWidth(of: candidate, size: size) <= width else { break }
            line = candidate
        }
        return line
    }

    /// No character is estimated wider than this, in em
    /// (``PlaygroundText/emWidth(of:)``: 0.90 for "m" and "w", 1 for
    /// anything not ASCII): `n` characters never take more than `n` em.
    package static let widestCharacterEm: CGFloat = 1

    /// An estimate of how wide `text` is at `size` points in DejaVu Sans.
    ///
    /// The drawing layer has no font (it must not link SDL_ttf), so chip and
    /// label backgrounds are sized from DejaVu Sans's advances, taken a
    /// little generously so that backgrounds are never shorter than their
    /// text and a name given its estimated room is drawn whole: the larger of
    /// 0.66 em a character (DejaVu's average advance, about 0.62 em for
    /// lowercase text, measured: "consumed" is 62 px at 11 px) and the sum of
    /// the glyph classes' advances (``PlaygroundText/emWidth(of:)``). The flat
    /// figure alone made a short name of wide letters ("Row": R, o, w)
    /// narrower than the font draws it, and it came out "R…"; the glyph sum
    /// alone is short of capitals and symbols ("UIWindow", "✓").
    package static func estimatedWidth(of text: String, size: CGFloat) -> CGFloat {
        estimatedWidth(of: text, characters: characterCount(text), size: size)
    }

    /// ``estimatedWidth(of:size:)`` of a text whose ``characterCount(_:)``
    /// is already known to be `characters`.
    static func estimatedWidth(of text: String, characters: Int, size: CGFloat) -> CGFloat {
        max(CGFloat(characters) * averageCharacterEm, PlaygroundText.emWidth(of: text)) * size
    }

    /// No text of `characters` characters is estimated narrower than this
    /// at `size` (``estimatedWidth(of:size:)`` takes the larger of it and
    /// the glyphs' sum): what a name too wide for its room is known to be
    /// without summing its glyphs.
    static func leastEstimatedWidth(characters: Int, size: CGFloat) -> CGFloat {
        CGFloat(characters) * averageCharacterEm * size
    }

    /// The flat width ``estimatedWidth(of:size:)`` gives every character, in em.
    static let averageCharacterEm: CGFloat = 0.66

    /// `text.count`, counted on the UTF-8 bytes when every one is printable
    /// ASCII (each then a character of its own: only CR LF joins two ASCII
    /// bytes into one character), which view names nearly always are; the
    /// playground estimates a thousand names a frame.
    /// The playground's own few other characters (" · ", arrows, "…") are
    /// counted on their bytes too, each a character of its own
    /// (``PlaygroundText/standaloneWideScalar(_:)``).
    static func characterCount(_ text: String) -> Int {
        let count = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var count = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x20 && bytes[index] < 0x7F {
                    index += 1
                } else if let length = PlaygroundText.standaloneWideScalarLength(bytes, at: index) {
                    index += length
                } else {
                    return nil
                }
                count += 1
            }
            return count
        }
        return (count ?? nil) ?? text.count
    }
}
