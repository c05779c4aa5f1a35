import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchDisplayList
@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The device shows what the app's screen shows: a label's text, a button's
/// title, a table row's title, a scroll view's position in its content; and
/// what the playground adds stays legible: one colour per recognizer state,
/// arrowheads never hidden, labels kept on their views when they nearly fit,
/// the fidelity mode in words.
@Suite struct PictureContentTests {
    /// The text runs of `list` with `string`.
    static func runs(_ list: DrawList, _ string: String) -> [TextRun] {
        list.commands.compactMap { command in
            if case .text(let run) = command, run.string == string { return run }
            return nil
        }
    }

    static func canvasBox(_ view: UIView, _ fixture: PlaygroundFixture) -> CGRect {
        PlaygroundRenderer.bounds(of: view.screenQuad.map(fixture.layout().canvasPoint(fromScreen:)))
    }

    // MARK: Content text

    /// A label draws its `text` (Apple: UILabel.text) inside its rectangle,
    /// muted; a button its title for its current state (Apple:
    /// UIButton.currentTitle), centred; each under the views in front.
    @Test func labelsDrawTheirTextAndButtonsTheirCurrentTitle() throws {
        let fixture = PlaygroundFixture()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        label.text = "Tap the card"
        fixture.views["D"]!.addSubview(label)
        let button = UIButton(frame: CGRect(x: 10, y: 300, width: 160, height: 44))
        button.setTitle("Send", for: .normal)
        button.setTitle("Sent", for: .selected)
        fixture.views["C"]!.addSubview(button)
        var list = fixture.drawList()
        let text = try #require(Self.runs(list, "Tap the card").first)
        #expect(text.color == PlaygroundStyle.contentText)
        let labelBox = Self.canvasBox(label, fixture)
        let textBox = CGRect(
            x: text.origin.x, y: text.origin.y, width: text.maxWidth ?? .infinity, height: text.pointSize * 1.2)
        #expect(labelBox.contains(CGPoint(x: textBox.minX, y: textBox.minY)), "\(textBox) not in \(labelBox)")
        #expect(textBox.maxX <= labelBox.maxX && textBox.maxY <= labelBox.maxY)
        let title = try #require(Self.runs(list, "Send").first)
        let buttonBox = Self.canvasBox(button, fixture)
        let width = PlaygroundStyle.estimatedWidth(of: "Send", size: title.pointSize)
        #expect(abs(title.origin.x + width / 2 - buttonBox.midX) < 1, "the title is centred")
        #expect(Self.runs(list, "Sent").isEmpty)
        // Selected, it shows the selected state's title.
        button.isSelected = true
        list = fixture.drawList()
        #expect(Self.runs(list, "Send").isEmpty && Self.runs(list, "Sent").count == 1)
        // Drawn right after the label's own fill, so a view in front covers it.
        let index = try #require(
            list.commands.firstIndex { if case .text(let run) = $0 { return run.string == "Tap the card" } else { return false } })
        let labelQuad = label.screenQuad.map(fixture.layout().canvasPoint(fromScreen:))
        let outline = try #require(
            list.commands.firstIndex { if case .strokePolygon(let quad, _, _) = $0 { return quad == labelQuad } else { return false } })
        #expect(index > outline)
        #expect(index < list.commands.count / 2, "drawn with the views, not over the panels")
    }

    /// A scene's text may hold control characters (an ESC that would clear a
    /// terminal): drawn, they are visible escapes, since no font has a glyph
    /// for them.
    @Test func controlCharactersInAViewsTextAreDrawnAsEscapes() {
        let fixture = PlaygroundFixture()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        label.text = "hi\u{1B}[2J"
        fixture.views["D"]!.addSubview(label)
        let texts = fixture.drawList().texts
        #expect(texts.contains("hi\\e[2J"))
        #expect(!texts.contains { $0.unicodeScalars.contains("\u{1B}") })
    }

    /// A table's rows show their titles (their cells' `textLabel`, Apple:
    /// UITableViewCell.textLabel), each in its own row.
    @Test func tableRowsDrawTheirTitles() throws {
        let fixture = PlaygroundFixture()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 180, height: 300))
        table.setRows(["Inbox", "Drafts", "Sent"])
        fixture.views["B"]!.addSubview(table)
        let list = fixture.drawList()
        for (row, title) in ["Inbox", "Drafts", "Sent"].enumerated() {
            let run = try #require(Self.runs(list, title).first, "\(title) is not drawn")
            let cell = Self.canvasBox(table.cells[row], fixture)
            #expect(cell.contains(run.origin), "\(title) at \(run.origin) is outside its row \(cell)")
        }
    }

    /// A scroll view scrolled down shows its content shifted by the offset
    /// (SPEC H4: the offset is the bounds' origin) and a vertical scroll
    /// indicator along its right edge, as long as the visible share of the
    /// content and as far down as the offset; no horizontal one when the
    /// content is no wider than the view.
    @Test func aScrollViewShowsItsOffsetWithScrollIndicators() throws {
        let fixture = PlaygroundFixture()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 180, height: 200))
        scroll.contentSize = CGSize(width: 180, height: 800)
        let row = UILabel(frame: CGRect(x: 0, y: 300, width: 180, height: 40))
        row.text = "Row 7"
        scroll.addSubview(row)
        fixture.views["B"]!.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        let list = fixture.drawList()
        let box = Self.canvasBox(scroll, fixture)
        let indicators = list.commands.compactMap { command -> CGRect? in
            if case .fillRect(let rect, PlaygroundStyle.scrollIndicator) = command { return rect }
            return nil
        }
        let bar = try #require(indicators.first)
        #expect(indicators.count == 1)
        #expect(abs(bar.maxX - (box.maxX - 2)) < 0.5 && bar.width == 3)
        let track = box.height - 4
        #expect(abs(bar.height - track * 200 / 800) < 0.5)
        #expect(abs(bar.minY - (box.minY + 2 + (track - bar.height) * 300 / 600)) < 0.5)
        // The row at y 300 in the content is at the top of the scroll view.
        let run = try #require(Self.runs(list, "Row 7").first)
        #expect(abs(run.origin.y - box.minY) < 40)
    }

    // MARK: One colour per recognizer state

    /// A recognizer's chip on the device and its bar and pill on the
    /// timeline wear the same colour for the same state (one source,
    /// ``PlaygroundStyle/stateColor(_:isEnabled:)``): an ended tap is purple
    /// in both places, a failed one grey in both.
    @Test func recognizerChipsAndTimelineShareTheStateColours() throws {
        let fixture = PlaygroundFixture()
        fixture.tap("F")
        let list = fixture.drawList()
        func fillBefore(_ text: String) -> [DrawColor] {
            list.commands.indices.compactMap { index in
                guard index > 0, case .text(let run) = list.commands[index], run.string == text,
                    case .fillRect(_, let color) = list.commands[index - 1]
                else { return nil }
                return color
            }
        }
        let chip = try #require(fillBefore("Tap · ended").first)
        let pill = try #require(fillBefore("ended").first)
        #expect(chip == pill)
        #expect(chip == PlaygroundStyle.stateColor(.ended))
        for state in [UIGestureRecognizer.State.possible, .began, .changed, .ended, .failed, .cancelled] {
            let recognizer = UITapGestureRecognizer(target: nil, action: nil)
            #expect(PlaygroundRenderer.recognizerColor(recognizer, state: state) == PlaygroundStyle.stateColor(state))
        }
        #expect(PlaygroundStyle.stateColor(.failed) == PlaygroundStyle.stateColor(.cancelled))
        #expect(PlaygroundStyle.stateColor(.failed) != PlaygroundStyle.rejectedColor, "a failed recognizer is not a rejection")
    }

    // MARK: Arrowheads

    /// The responder chain's arrowheads are drawn after every callout box,
    /// so a callout beside a badge never hides which way the chain goes.
    @Test(arguments: DeviceLabelLayoutTests.sceneFiles)
    func chainArrowheadsAreNeverUnderACallout(_ file: String) throws {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript(file)
        for size in DeviceLabelLayoutTests.sizes {
            let renderer = DeviceLabelLayoutTests.render(frame, size: size)
            let device = renderer.list.commands[..<renderer.deviceCommandsEnd]
            let arrowColor = PlaygroundStyle.chainColor.withAlpha(200)
            for (index, command) in zip(device.indices, device) {
                guard case .arrow(_, let tip, arrowColor, _, _) = command else { continue }
                for later in device[(index + 1)...] {
                    guard case .fillRect(let rect, PlaygroundStyle.calloutFill) = later else { continue }
                    #expect(
                        !rect.insetBy(dx: -1, dy: -1).contains(tip), "\(file) at \(size): an arrowhead at \(tip) under the callout \(rect)")
                }
            }
        }
    }

    // MARK: Labels kept on their views

    /// A hit-test view's label a few points wider than the view ("✓ hit-test
    /// view" on a 112-point view) stays on the view, jutting out a little,
    /// instead of moving into a callout with a leader line.
    @Test func aLabelThatNearlyFitsStaysOnItsView() throws {
        let frame = try DeviceLabelLayoutTests.frameAfterFirstScript("hit-testing.yaml")
        let renderer = DeviceLabelLayoutTests.render(frame, size: CGSize(width: 1280, height: 860))
        let hit = try #require(renderer.analysis.hitViews.first)
        let box = try #require(renderer.drawnView(hit.id)).box
        let name = try #require(Self.runs(renderer.list, "EView").first)
        #expect(
            box.insetBy(dx: -PlaygroundRenderer.labelOverhang, dy: -PlaygroundRenderer.labelOverhang).contains(name.origin),
            "EView's name at \(name.origin) is away from EView \(box)")
        let callouts = renderer.list.commands.compactMap { command -> CGRect? in
            if case .fillRect(let rect, PlaygroundStyle.calloutFill) = command { return rect }
            return nil
        }
        #expect(!callouts.contains { $0.contains(name.origin) }, "EView's label is in a callout")
    }

    // MARK: Footer

    /// The footer says which fidelity mode the delivery followed in words
    /// (SPEC §10), grouped by whose behaviour each switch follows, and
    /// hovering it shows the switches' names as a scene writes them.
    @Test func theFooterSaysTheFidelityModeInWordsWithTheSwitchesOnHover() throws {
        var fidelity = FidelityOptions()
        #expect(
            PlaygroundRendererFidelity.plainWords(fidelity)
                == "Follows devices: a withheld touchesEnded is released after 0.15 s; a recognizer's action runs before touchesCancelled. "
                + "Follows Apple's documentation: hitTest runs once per touch; a view of alpha < 0.01 is skipped.")
        #expect(
            PlaygroundRendererFidelity.switchNames(fidelity).hasSuffix(
                "hitTestPasses: 1, alphaThreshold: \"< 0.01\", endedRelease: 0.15, cancelOrder: actionFirst"))
        fidelity.hitTestPasses = 2
        fidelity.alphaThresholdInclusive = true
        fidelity.withheldEndedRelease = .whenRecognizersDecide
        fidelity.recognizerActionBeforeCancel = false
        fidelity.movementSlop = 4
        let words = PlaygroundRendererFidelity.plainWords(fidelity)
        #expect(words.hasPrefix("Follows devices: hitTest runs twice per touch."))
        #expect(
            words.contains(
                "Follows Apple's documentation: a withheld touchesEnded waits until the recognizers decide; touchesCancelled comes before a recognizer's action."
            ))
        #expect(words.contains("Follows the seed articles' code: a view of alpha ≤ 0.01 is skipped."))
        #expect(words.hasSuffix("Set by this scene: slop 4 pt."))
        #expect(PlaygroundRendererFidelity.switchNames(fidelity).contains("movementSlop: 4"))

        let fixture = PlaygroundFixture()
        let layout = fixture.layout()
        var frame = fixture.session.frame(options: PlaygroundOptions())
        var list = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860))
        let footer = list.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.origin.y > layout.viewportRect.maxY + 12, run.origin.x == layout.viewportRect.minX {
                return run
            }
            return nil
        }
        let first = try #require(footer.first)
        #expect(first.string.hasPrefix("Follows devices:"))
        #expect(!list.texts.contains { $0.hasPrefix("fidelity:") })
        frame.pointer = CGPoint(x: first.origin.x + 20, y: first.origin.y + 5)
        list = PlaygroundRenderer.drawList(for: frame, canvasSize: CGSize(width: 1280, height: 860))
        #expect(list.texts.contains { $0.contains("hitTestPasses: 1") }, "no tooltip with the switches' names")
    }
}
