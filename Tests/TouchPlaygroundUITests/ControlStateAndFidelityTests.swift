import Foundation
import Testing
import TouchCore

@testable import TouchInsight
@testable import TouchPlaygroundUI

/// The window shows a control's live state and every fidelity switch in force.
@Suite struct ControlStateAndFidelityTests {
    @Test func aPressedButtonShowsHighlightedAndTracking() {
        let fixture = PlaygroundFixture()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        button.name = "Go"
        fixture.views["A"]!.addSubview(button)
        fixture.views["Go"] = button
        fixture.down(fixture.center(of: "Go"))
        #expect(fixture.drawList().texts.contains("highlighted · tracking"))
        fixture.up(fixture.center(of: "Go"))
        #expect(!fixture.drawList().texts.contains { $0.contains("highlighted") })
        let toggle = UISwitch(frame: CGRect(x: 20, y: 80, width: 51, height: 31))
        fixture.views["A"]!.addSubview(toggle)
        #expect(fixture.drawList().texts.contains("off"))
    }

    @Test func steppersSegmentedAndPageControlsShowTheirValue() {
        let fixture = PlaygroundFixture()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.stepValue = 0.5
        stepper.value = 2.5
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 20, y: 80, width: 200, height: 32)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 140, width: 200, height: 30))
        pages.numberOfPages = 4
        pages.currentPage = 1
        for control in [stepper, segments, pages] as [UIControl] { fixture.views["A"]!.addSubview(control) }
        let texts = fixture.drawList().texts
        #expect(texts.contains("value 2.5") && texts.contains("no segment") && texts.contains("page 2 of 4"))
        segments.selectedSegmentIndex = 1
        #expect(fixture.drawList().texts.contains("segment 1"))
    }
}

@Suite struct InspectionClassNameTests {
    @Test func classesWrittenInSwiftKeepTheirName() {
        final class CLButton: UIButton {}
        #expect(ViewInspection.className(of: CLButton(frame: .zero)) == "CLButton")
        #expect(ViewInspection.className(of: UIView(frame: .zero)) == "UIView")
    }
}

@Suite struct HighlightClippingTests {
    /// A clipping ancestor clips the highlight of a view inside it as it clips the view.
    @Test func theHitOutlineStaysInsideAClippingAncestor() {
        func clipsAroundHitOutline(clipping: Bool) -> Bool {
            let fixture = PlaygroundFixture()
            fixture.views["C"]!.clipsToBounds = clipping
            fixture.tap("E")
            var depth = 0
            for command in fixture.drawList().commands {
                switch command {
                case .pushClip: depth += 1
                case .popClip: depth -= 1
                case .strokePolygon(_, let color, _) where color == PlaygroundStyle.hitColor: return depth > 0
                default: break
                }
            }
            return false
        }
        #expect(clipsAroundHitOutline(clipping: true))
        #expect(!clipsAroundHitOutline(clipping: false))
    }
}
