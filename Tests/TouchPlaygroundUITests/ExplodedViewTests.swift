import Foundation
import Testing
import TouchCore
import TouchScenes

@testable import TouchPlaygroundUI

/// The exploded view: the hierarchy as layers spread by depth, painted back
/// to front, with the touch as a ray through them lit in hitTest's visit
/// order (SPEC H1), the rejection's reason, the hit-test view and the chain.
@Suite struct ExplodedViewTests {
    static let size = CGSize(width: 1280, height: 860)

    static func explodedRenderer(camera: ExplodedCamera = .standard) throws -> PlaygroundRenderer {
        var frame = try DeviceLabelLayoutTests.frameAfterFirstScript("hit-testing.yaml")
        frame.options.exploded = camera
        return DeviceLabelLayoutTests.render(frame, size: size)
    }

    /// The layer fills, in list order, as the names of their views.
    static func filledLayers(_ renderer: PlaygroundRenderer, _ projection: ExplodedProjection) -> [String] {
        let (layers, _) = renderer.explodedLayers(camera: projection.camera)
        var byQuad: [[CGPoint]: String] = [:]
        for layer in layers {
            let drawn = renderer.drawn[layer.position]
            byQuad[projection.project(drawn.quad, depth: CGFloat(layer.depth))] = drawn.name
        }
        return renderer.list.commands[..<renderer.deviceCommandsEnd].compactMap { command in
            if case .fillPolygon(let corners, let color) = command, color != PlaygroundStyle.hitColor.withAlpha(60) {
                return byQuad[corners]
            }
            return nil
        }
    }

    @Test func layersArePaintedBackToFrontInDepthOrder() throws {
        let renderer = try Self.explodedRenderer()
        let (layers, projection) = renderer.explodedLayers(camera: .standard)
        #expect(
            layers.map { renderer.drawn[$0.position].name } == [
                "UIWindow", "RootView", "AView", "BView", "CView", "DView", "EView", "FView",
            ])
        #expect(layers.map(\.depth) == [0, 1, 2, 3, 3, 4, 4, 4])
        // Every view's layer is filled once, in that order.
        #expect(Self.filledLayers(renderer, projection) == layers.map { renderer.drawn[$0.position].name })
        // The flat device is gone: no view is drawn at its flat place.
        let flatE = renderer.drawn[renderer.drawnIndex[renderer.drawn.first { $0.name == "EView" }!.view.identity]!].quad
        #expect(!renderer.list.commands.contains { if case .fillPolygon(let c, _) = $0 { return c == flatE } else { return false } })
    }

    /// The visit squares are lit in visit order where the ray meets each
    /// layer; F, which the ray misses, is marked at its corner with its reason.
    @Test func visitedLayersAreLitInVisitOrderAlongTheRay() throws {
        let renderer = try Self.explodedRenderer()
        let (layers, projection) = renderer.explodedLayers(camera: .standard)
        let commands = Array(renderer.list.commands[..<renderer.deviceCommandsEnd])
        var squares: [(number: Int, center: CGPoint)] = []
        for (index, command) in commands.enumerated() {
            guard case .fillRect(let rect, let color) = command, color == PlaygroundStyle.visitColor,
                rect.width == PlaygroundStyle.visitTagSize, case .text(let number) = commands[index + 1]
            else { continue }
            squares.append((Int(number.string) ?? -1, CGPoint(x: rect.midX, y: rect.midY)))
        }
        #expect(squares.map(\.number) == [1, 2, 3, 4, 5, 6])
        let touch = renderer.explodedTouchPoint!
        func depth(_ name: String) -> CGFloat {
            CGFloat(layers.first { renderer.drawn[$0.position].name == name }!.depth)
        }
        for (number, name) in [(1, "UIWindow"), (2, "RootView"), (3, "AView"), (4, "CView"), (6, "EView")] {
            let expected = projection.project(touch, depth: depth(name))
            let center = squares[number - 1].center
            #expect(abs(center.x - expected.x) < 0.001 && abs(center.y - expected.y) < 0.001, "\(name)")
        }
        // F (SPEC H2): outside the point, marked in red with the reason.
        let fQuad = renderer.drawn.first { $0.name == "FView" }!.quad
        #expect(!ExplodedProjection.contains(fQuad, touch))
        let texts = commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
        #expect(texts.contains("✗ outside bounds"))
        #expect(texts.contains("✓ hit-test view"))
        let fLayer = projection.project(fQuad, depth: depth("FView"))
        #expect(commands.contains { if case .strokePolygon(fLayer, PlaygroundStyle.rejectedColor, _) = $0 { true } else { false } })
        // The hit-test view's layer is highlighted.
        let eLayer = projection.project(renderer.drawn.first { $0.name == "EView" }!.quad, depth: depth("EView"))
        #expect(commands.contains { if case .fillPolygon(eLayer, PlaygroundStyle.hitColor.withAlpha(60)) = $0 { true } else { false } })
    }

    /// SPEC R1: the chain climbs from E's layer through C, A and the root
    /// view to the window, numbered as the rail numbers it.
    @Test func theResponderChainClimbsTheLayers() throws {
        let renderer = try Self.explodedRenderer()
        let commands = Array(renderer.list.commands[..<renderer.deviceCommandsEnd])
        let arrows = commands.filter {
            if case .arrow(_, _, let color, _, _) = $0 { return color == PlaygroundStyle.chainColor.withAlpha(220) }
            return false
        }
        #expect(arrows.count == 4)
        var badges: [String] = []
        for (index, command) in commands.enumerated() {
            if case .fillCircle(_, _, PlaygroundStyle.chainColor) = command, case .text(let run) = commands[index + 1] {
                badges.append(run.string)
            }
        }
        #expect(badges == ["1", "2", "3", "4", "6"])  // 5 is the controller, which has no layer
    }

    @Test func theSameFrameGivesTheSameListAndTurningChangesIt() throws {
        let a = try Self.explodedRenderer().list
        let b = try Self.explodedRenderer().list
        #expect(a == b)
        let turned = try Self.explodedRenderer(camera: ExplodedCamera(yaw: -20, pitch: 10)).list
        #expect(turned != a)
        // The angles are kept within reach, so the layers always face the viewer.
        #expect(ExplodedCamera(yaw: 400, pitch: -400) == ExplodedCamera(yaw: 75, pitch: -75))
    }
}

extension UIView {
    var identity: ObjectIdentifier { ObjectIdentifier(self) }
}
