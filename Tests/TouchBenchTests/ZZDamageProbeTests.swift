import Foundation
import Testing
import TouchCore
import TouchDrawing

@testable import TouchBench
@testable import TouchRaster

struct ZZDamageProbeTests {
    @Test func probe() throws {
        let hierarchy = BenchmarkHierarchy(count: 1_000, shape: .balanced, seed: 6)
        let subject = hierarchy.makeSubject(probes: 3)
        let session = PlaygroundSession(application: subject.application)
        var lists: [DrawList] = []
        var time: TimeInterval = 1
        for point in subject.probes {
            session.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
            session.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05))
            time += 1
            lists.append(PlaygroundRenderer.drawList(for: session.frame(options: PlaygroundOptions()), canvasSize: CGSize(width: 1280, height: 800)))
        }
        let a = Set(lists[1].commands.map { "\($0)" }), b = lists[2].commands.map { "\($0)" }
        var out = "counts \(lists[1].commands.count) \(lists[2].commands.count)\n"
        for (i, c) in b.enumerated() where !a.contains(c) { out += "\(i): \(c.prefix(300))\n" }
        func covering(_ list: DrawList) -> [String] {
            list.commands.compactMap { c -> String? in
                switch c {
                case .fillRect(let r, _), .strokeRect(let r, _, _), .pushClip(let r):
                    return r.contains(CGPoint(x: 5, y: 795)) ? "\(c)" : nil
                case .fillPolygon(let p, _), .strokePolygon(let p, _, _):
                    let xs = p.map(\.x), ys = p.map(\.y)
                    return (xs.min()! <= 5 && xs.max()! >= 5 && ys.min()! <= 795 && ys.max()! >= 795) ? "\(c)" : nil
                case .popClip: return "pop"
                default: return nil
                }
            }
        }
        out += "A:\n" + covering(lists[1]).map { String($0.prefix(160)) }.joined(separator: "\n") + "\nB:\n" + covering(lists[2]).map { String($0.prefix(160)) }.joined(separator: "\n")
        let canvas = RasterCanvas()
        canvas.repaintsChangesOnly = true
        for list in lists {
            try canvas.render(list, scale: 1)
            out = "repainted \(canvas.repaintedPixelCount) bounds \(String(describing: canvas.repaintedBounds))\n" + out
        }
        try out.write(toFile: "/tmp/dbg/diff.txt", atomically: true, encoding: .utf8)
    }
}
