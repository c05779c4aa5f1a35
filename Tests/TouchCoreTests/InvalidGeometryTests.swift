import Foundation
import Testing

@testable import TouchCore

/// A NaN or infinite frame stops the program where it is set, with words that name the
/// view, as UIKit raises `CALayerInvalidGeometry` there — not later, wordlessly, in the
/// first tap's hit-test (issue 25 defect 6).
@Suite struct InvalidGeometryTests {
    @Test func aNaNWidthStopsAtTheFrameWithTheViewNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Card: UIView {}
            _ = Card(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100))
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("Card: bounds"), "\(said)")
        #expect(said.contains("is not finite"), "\(said)")
    }

    @Test func anInfiniteCenterStopsWithTheViewsName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.name = "Ball"
            view.center = CGPoint(x: CGFloat.infinity, y: 0)
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.contains("Ball: center"), "\(said)")
    }

    @Test func finiteGeometryIsUntouched() {
        let view = UIView(frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 0))
        #expect(view.bounds.width == 1e300)
    }
}
