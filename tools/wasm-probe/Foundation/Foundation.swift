// A stand-in module named `Foundation` for Embedded Swift on wasm32: only the
// Core Graphics geometry, `TimeInterval` and the libm functions TouchCore uses, so
// that TouchCore's files compile with their `import Foundation` line unchanged.
// Only for tools/wasm-probe.sh; not part of the package's build.
//
// CGFloat is a typealias of Double here (swift-corelibs-foundation's is a struct
// wrapping Double on 64-bit Linux); every CGRect rule copied below is Core
// Graphics' (Apple: CGRect, "standardized", "contains", "null").

public typealias CGFloat = Double
public typealias TimeInterval = Double

public struct CGPoint: Equatable, Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public init(x: Int, y: Int) { self.x = CGFloat(x); self.y = CGFloat(y) }
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

public struct CGSize: Equatable, Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { width = 0; height = 0 }
    public init(width: CGFloat, height: CGFloat) { self.width = width; self.height = height }
    public init(width: Int, height: Int) { self.width = CGFloat(width); self.height = CGFloat(height) }
    public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

public struct CGRect: Equatable, Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { origin = .zero; size = .zero }
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        origin = CGPoint(x: x, y: y); size = CGSize(width: width, height: height)
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
    public static var zero: CGRect { CGRect() }
    public static var null: CGRect { CGRect(x: .infinity, y: .infinity, width: 0, height: 0) }
    public static var infinite: CGRect {
        CGRect(
            x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
            width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    public var width: CGFloat { size.width < 0 ? -size.width : size.width }
    public var height: CGFloat { size.height < 0 ? -size.height : size.height }
    public var minX: CGFloat { size.width < 0 ? origin.x + size.width : origin.x }
    public var minY: CGFloat { size.height < 0 ? origin.y + size.height : origin.y }
    public var maxX: CGFloat { minX + width }
    public var maxY: CGFloat { minY + height }
    public var midX: CGFloat { minX + width / 2 }
    public var midY: CGFloat { minY + height / 2 }
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isInfinite: Bool { self == .infinite }
    public var standardized: CGRect {
        isNull ? .null : CGRect(x: minX, y: minY, width: width, height: height)
    }

    /// Core Graphics: a point on the min edges is inside, on the max edges outside.
    public func contains(_ point: CGPoint) -> Bool {
        if isNull || isEmpty { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func contains(_ rect: CGRect) -> Bool {
        if isNull || rect.isNull { return false }
        return rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
    public func intersects(_ other: CGRect) -> Bool { !intersection(other).isNull }
    public func intersection(_ other: CGRect) -> CGRect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 < x0 || y1 < y0 { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return CGRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        let r = CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return r.size.width < 0 || r.size.height < 0 ? .null : r
    }
}

// libm: the browser's Math functions, imported by the page's glue (env.sin …).
@_extern(wasm, module: "env", name: "sin") public func sin(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "cos") public func cos(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "exp") public func exp(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "atan2") public func atan2(_ y: Double, _ x: Double) -> Double
@_extern(wasm, module: "env", name: "pow") public func pow(_ x: Double, _ y: Double) -> Double
@_extern(wasm, module: "env", name: "log") public func log(_ x: Double) -> Double
public func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
public func sqrt(_ x: Double) -> Double { x.squareRoot() }
public func floor(_ x: Double) -> Double { x.rounded(.down) }
public func ceil(_ x: Double) -> Double { x.rounded(.up) }
public func round(_ x: Double) -> Double { x.rounded() }
public func fabs(_ x: Double) -> Double { x.magnitude }

// MARK: The rest of Foundation that TouchCore names, as small as its uses.

/// Foundation's IndexPath, as TouchCore's table view uses it (an array of indexes).
public struct IndexPath: Hashable, Comparable, Sendable {
    private var indexes: [Int]
    public init(indexes: [Int]) { self.indexes = indexes }
    public subscript(index: Int) -> Int { indexes[index] }
    public var count: Int { indexes.count }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        for (a, b) in zip(lhs.indexes, rhs.indexes) where a != b { return a < b }
        return lhs.indexes.count < rhs.indexes.count
    }
}

/// Only `.whitespaces`, for `String.trimmingCharacters(in:)`.
public struct CharacterSet: Sendable {
    let contains: @Sendable (Unicode.Scalar) -> Bool
    public static var whitespaces: CharacterSet { CharacterSet(contains: { $0 == " " || $0 == "\t" }) }
}

extension StringProtocol {
    public func trimmingCharacters(in set: CharacterSet) -> String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    public func replacingOccurrences(of target: String, with replacement: String) -> String {
        let source = Array(String(self).utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return String(self) }
        var out: [UInt8] = []
        var i = 0
        while i < source.count {
            if i + pattern.count <= source.count, Array(source[i..<i + pattern.count]) == pattern {
                out.append(contentsOf: replacement.utf8)
                i += pattern.count
            } else {
                out.append(source[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// Only `"%.Nf"` with one Double, the one format TouchCore uses (trace times).
    public init(format: String, _ value: Double) {
        var digits = 6
        let utf8 = Array(format.utf8)
        if utf8.count == 4, utf8[0] == UInt8(ascii: "%"), utf8[1] == UInt8(ascii: "."), utf8[3] == UInt8(ascii: "f") {
            digits = Int(utf8[2] - UInt8(ascii: "0"))
        }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var fractionText = String(fraction)
        while fractionText.count < digits { fractionText = "0" + fractionText }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        self = digits == 0 ? sign + String(whole) : sign + String(whole) + "." + fractionText
    }
}

/// Only the type name (`UITouch.estimationUpdateIndex` answers nil).
public final class NSNumber {}

/// A counter, not a random UUID: what TouchCore needs is a unique identifier.
public struct UUID {
    nonisolated(unsafe) private static var next = 0
    public let uuidString: String
    public init() {
        UUID.next += 1
        uuidString = "00000000-0000-0000-0000-" + String(UUID.next)
    }
}

extension StringProtocol {
    /// The first occurrence of `target`, compared by UTF-8 bytes.
    public func range(of target: String) -> Range<String.Index>? {
        let text = String(self)
        guard !target.isEmpty else { return nil }
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].utf8.starts(with: target.utf8) {
                let end = text.utf8.index(start, offsetBy: target.utf8.count)
                let lower = String.Index(start, within: self) ?? startIndex
                let upper = String.Index(end, within: self) ?? endIndex
                return lower..<upper
            }
            start = text.index(after: start)
        }
        return nil
    }
}
