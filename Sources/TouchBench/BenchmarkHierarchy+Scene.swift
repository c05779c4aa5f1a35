import Foundation

/// Writing the generated hierarchy as a scene file, to time the loader on it.
extension BenchmarkHierarchy {
    /// The hierarchy as scene YAML (docs/scenes.md): one window named `UIWindow`
    /// with the views nested under `subviews:`, block style, one key per line.
    ///
    /// Every node property the loader reads is written, so loading does the work a
    /// hand-written scene of this size would. Rotation and scale use the
    /// `{scale, rotate}` form, whose rotation the loader turns into a matrix.
    package func sceneYAML() -> String {
        let (roots, byNode) = children
        var out = "name: bench-\(shape.rawValue)-\(count)\nwindows:\n  - name: UIWindow\n"
        out += "    frame: [0, 0, \(Self.number(Self.screenSize.width)), \(Self.number(Self.screenSize.height))]\n"
        out.reserveCapacity(nodes.count * 120)
        func write(_ list: [Int], indent: Int) {
            guard !list.isEmpty else { return }
            let pad = String(repeating: " ", count: indent)
            out += pad + "subviews:\n"
            for index in list {
                let node = nodes[index]
                let f = node.frame
                out += pad + "  - name: V\(index)\n"
                let body = pad + "    "
                out += body + "frame: [\(Self.number(f.minX)), \(Self.number(f.minY)), \(Self.number(f.width)), \(Self.number(f.height))]\n"
                out += body + "color: \"\(Self.hex(node))\"\n"
                if node.isHidden { out += body + "hidden: true\n" }
                if node.alpha != 1 { out += body + "alpha: \(Self.number(node.alpha))\n" }
                if !node.isUserInteractionEnabled { out += body + "userInteractionEnabled: false\n" }
                if node.clipsToBounds { out += body + "clipsToBounds: true\n" }
                if node.isTransformed {
                    out += body + "transform: {scale: \(Self.number(node.scale)), rotate: \(Self.number(node.rotationDegrees))}\n"
                }
                if node.hasTapRecognizer { out += body + "recognizers: [{kind: tap, name: Tap\(index)}]\n" }
                write(byNode[index], indent: indent + 4)
            }
        }
        write(roots, indent: 4)
        return out
    }

    /// The same scene as ``sceneYAML()`` written as JSON (which YAML includes, so the
    /// loader reads it too): one object per view, keys in the same order, no spaces.
    package func sceneJSON() -> String {
        let (roots, byNode) = children
        var out = "{\"name\":\"bench-\(shape.rawValue)-\(count)\",\"windows\":[{\"name\":\"UIWindow\","
        out += "\"frame\":[0,0,\(Self.number(Self.screenSize.width)),\(Self.number(Self.screenSize.height))]"
        out.reserveCapacity(nodes.count * 110)
        func write(_ list: [Int]) {
            guard !list.isEmpty else { return }
            out += ",\"subviews\":["
            for (position, index) in list.enumerated() {
                let node = nodes[index]
                let f = node.frame
                if position > 0 { out += "," }
                out += "{\"name\":\"V\(index)\","
                out += "\"frame\":[\(Self.number(f.minX)),\(Self.number(f.minY)),\(Self.number(f.width)),\(Self.number(f.height))],"
                out += "\"color\":\"\(Self.hex(node))\""
                if node.isHidden { out += ",\"hidden\":true" }
                if node.alpha != 1 { out += ",\"alpha\":\(Self.number(node.alpha))" }
                if !node.isUserInteractionEnabled { out += ",\"userInteractionEnabled\":false" }
                if node.clipsToBounds { out += ",\"clipsToBounds\":true" }
                if node.isTransformed {
                    out += ",\"transform\":{\"scale\":\(Self.number(node.scale)),\"rotate\":\(Self.number(node.rotationDegrees))}"
                }
                if node.hasTapRecognizer { out += ",\"recognizers\":[{\"kind\":\"tap\",\"name\":\"Tap\(index)\"}]" }
                write(byNode[index])
                out += "}"
            }
            out += "]"
        }
        write(roots)
        out += "}]}\n"
        return out
    }

    /// Three decimals at most, without trailing zeros: short, and exact enough.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func hex(_ node: BenchmarkNode) -> String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(node.red) + byte(node.green) + byte(node.blue)
    }
}
