import Foundation
import TestSupport
import Testing
import TouchCore
import TouchScenes

@testable import TouchPlaygroundUI

/// The renderer's own walk gives every view exactly the quad `UIView.screenQuad`
/// gives, bit for bit (signed zeros included), so drawing it that way changes
/// nothing.
@Suite struct ViewGeometryTests {
    private func bits(_ quad: [CGPoint]) -> [UInt64] {
        quad.flatMap { [Double($0.x).bitPattern, Double($0.y).bitPattern] }
    }

    /// Compares every view under `root`, walking down as the renderer does.
    private func expectSameQuads(under root: UIView, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var chain: [ViewGeometry] = []
        var compared = 0
        func visit(_ view: UIView) {
            chain.append(ViewGeometry(view))
            defer { chain.removeLast() }
            let ours = ViewGeometry.screenQuad(of: chain)
            #expect(bits(ours) == bits(view.screenQuad), "\(view.traceName)", sourceLocation: sourceLocation)
            compared += 1
            view.subviews.forEach(visit)
        }
        visit(root)
        return compared
    }

    @Test func randomTreesWithTransformsAndScrolledBounds() {
        var random = SeededRandom(seed: 20_240_606)
        for _ in 0..<20 {
            let window = UIWindow(frame: CGRect(x: CGFloat.random(in: -50...50, using: &random), y: 0, width: 400, height: 800))
            var parents: [UIView] = [window]
            for _ in 0..<150 {
                let parent = parents.randomElement(using: &random)!
                let view = UIView(
                    frame: CGRect(
                        x: CGFloat.random(in: -40...300, using: &random), y: CGFloat.random(in: -40...600, using: &random),
                        width: CGFloat.random(in: 0...200, using: &random), height: CGFloat.random(in: 0...200, using: &random)))
                switch Int.random(in: 0..<6, using: &random) {
                case 0: view.transform = CGAffineTransform(rotationAngle: CGFloat.random(in: -3...3, using: &random))
                case 1: view.transform = CGAffineTransform(scaleX: 1.37, y: -0.6).rotated(by: 0.3)
                case 2: view.bounds.origin = CGPoint(x: CGFloat.random(in: -80...80, using: &random), y: 13.7)
                case 3: view.transform = CGAffineTransform(a: 1, b: -0.0, c: 0, d: 1, tx: 0, ty: 0)
                case 4: view.center = CGPoint(x: -0.0, y: -0.0)
                default: break
                }
                parent.addSubview(view)
                parents.append(view)
            }
            #expect(expectSameQuads(under: window) == 151)
        }
    }

    @Test func everyViewOfEveryLibrarySceneAfterItsScripts() throws {
        let folder = PlaygroundRendererFixtureTests.scenes
        var compared = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".yaml") {
            let document = try SceneParser().parse(fileAtPath: folder.appendingPathComponent(file).path)
            let world = SceneBuilder().build(document)
            for window in world.application.windows { compared += expectSameQuads(under: window) }
            for script in document.scripts { SceneRunner().run(script, in: world) }
            for window in world.application.windows { compared += expectSameQuads(under: window) }
        }
        #expect(compared > 200)
    }
}
