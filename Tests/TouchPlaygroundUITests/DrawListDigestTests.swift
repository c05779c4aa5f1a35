import Foundation
import Testing
import TouchDisplayList

/// The digest the draw-list fixtures store is stable and exact.
@Suite struct DrawListDigestTests {
    private func sample(x: CGFloat = 1.5) -> DrawList {
        var list = DrawList(size: CGSize(width: 100, height: 50), background: .black)
        list.fill(CGRect(x: x, y: 2, width: 3, height: 4), .red)
        list.strokePolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], .teal, width: 3, dash: [2, 1])
        list.clipped(to: CGRect(x: 0, y: 0, width: 10, height: 10)) { $0.arrow(from: .zero, to: CGPoint(x: 5, y: 5), .blue) }
        list.text("Say \"hi\"\n", at: CGPoint(x: 3, y: 4), size: 12, .black, maxWidth: 40, alignment: .center)
        return list
    }

    @Test func canonicalTextSpellsEveryCommandOut() {
        #expect(
            sample().canonicalText == """
                size 100.0 50.0 background rgba(0,0,0,255)
                fillRect 1.5 2.0 3.0 4.0 rgba(255,59,48,255)
                strokePolygon [(0.0, 0.0) (1.0, 0.0) (0.0, 1.0)] rgba(48,176,199,255) width 3.0 dash [2.0 1.0]
                pushClip 0.0 0.0 10.0 10.0
                arrow (0.0, 0.0) (5.0, 5.0) rgba(0,122,255,255) width 1.0 dash [] head 8.0
                popClip
                text "Say \\"hi\\"\\n" (3.0, 4.0) 12.0 rgba(0,0,0,255) max 40.0 center

                """)
    }

    /// A fixed value (FNV-1a 64 of the canonical text, worked out apart): fixtures
    /// recorded today must compare tomorrow, in another process.
    @Test func digestIsTheSameInEveryProcess() {
        #expect(DrawList(size: .zero).canonicalText == "size 0.0 0.0 background rgba(255,255,255,255)\n")
        #expect(DrawList(size: .zero).digest == "52150ca872e649e1")
        #expect(sample().digest == sample().digest)
    }

    @Test func digestTellsOneUlpApart() {
        #expect(sample(x: 1.5).digest != sample(x: 1.5.nextUp).digest)
        #expect(sample(x: 0).digest != sample(x: -0.0).digest)
    }
}
