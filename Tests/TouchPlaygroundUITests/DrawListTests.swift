import Foundation
import Testing
import TouchDisplayList

@Suite struct DrawListTests {
    @Test func helpersAppendCommandsInOrder() {
        var list = DrawList(size: CGSize(width: 100, height: 50), background: .black)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        list.fill(rect, .red)
        list.stroke(rect, .blue, width: 2, dash: [3, 1])
        list.fillPolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], .green)
        list.strokePolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], .teal, width: 3)
        list.line(from: .zero, to: CGPoint(x: 5, y: 5), .gray, dash: [1])
        list.fillCircle(center: CGPoint(x: 5, y: 5), radius: 2, .pink)
        list.strokeCircle(center: CGPoint(x: 5, y: 5), radius: 3, .purple, width: 0.5)
        list.text("Hi", at: CGPoint(x: 3, y: 4), size: 12, .black, maxWidth: 40, alignment: .center)

        #expect(list.size == CGSize(width: 100, height: 50))
        #expect(list.background == .black)
        #expect(
            list.commands == [
                .fillRect(rect, color: .red),
                .strokeRect(rect, color: .blue, style: StrokeStyle(width: 2, dash: [3, 1])),
                .fillPolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], color: .green),
                .strokePolygon([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)], color: .teal, style: .solid(3)),
                .line(from: .zero, to: CGPoint(x: 5, y: 5), color: .gray, style: StrokeStyle(width: 1, dash: [1])),
                .fillCircle(center: CGPoint(x: 5, y: 5), radius: 2, color: .pink),
                .strokeCircle(center: CGPoint(x: 5, y: 5), radius: 3, color: .purple, style: .solid(0.5)),
                .text(
                    TextRun(
                        "Hi", origin: CGPoint(x: 3, y: 4), pointSize: 12, color: .black,
                        maxWidth: 40, alignment: .center)),
            ])
    }

    @Test func arrowHeadDefaultsToFourWidthsButAtLeastEightPoints() {
        var list = DrawList(size: CGSize(width: 10, height: 10))
        list.arrow(from: .zero, to: CGPoint(x: 9, y: 0), .red)
        list.arrow(from: .zero, to: CGPoint(x: 9, y: 0), .red, width: 3)
        list.arrow(from: .zero, to: CGPoint(x: 9, y: 0), .red, headLength: 5)
        #expect(list.commands.map(\.headLength) == [8, 12, 5])
    }

    @Test func clippedWrapsTheBodyInAMatchedPushAndPop() {
        var list = DrawList(size: CGSize(width: 10, height: 10))
        let outer = CGRect(x: 0, y: 0, width: 8, height: 8)
        let inner = CGRect(x: 2, y: 2, width: 2, height: 2)
        list.clipped(to: outer) { list in
            list.fill(inner, .red)
            list.clipped(to: inner) { $0.fill(outer, .blue) }
        }
        #expect(
            list.commands == [
                .pushClip(outer), .fillRect(inner, color: .red),
                .pushClip(inner), .fillRect(outer, color: .blue), .popClip,
                .popClip,
            ])
    }

    @Test func listsCompareByValue() {
        var a = DrawList(size: CGSize(width: 10, height: 10))
        var b = a
        a.fill(.zero, .red)
        #expect(a != b)
        b.append(.fillRect(.zero, color: .red))
        #expect(a == b)
        b.append(contentsOf: [.popClip])
        #expect(a != b)
    }

    @Test func defaultsAreWhiteBackgroundLeftAlignedUnlimitedText() {
        #expect(DrawList(size: .zero).background == .white)
        let run = TextRun("x", origin: .zero, pointSize: 10, color: .black)
        #expect(run.alignment == .left)
        #expect(run.maxWidth == nil)
    }
}

extension DrawCommand {
    /// The head length of an arrow command, for the test above.
    fileprivate var headLength: CGFloat? {
        if case .arrow(_, _, _, _, let head) = self { return head }
        return nil
    }
}
