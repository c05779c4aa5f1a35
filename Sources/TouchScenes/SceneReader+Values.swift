/// Scalars and small composite values: numbers, whole numbers, booleans, text,
/// names, words from a fixed set, points, sizes, rectangles, insets, colours and
/// transforms. Each names the key it reads in its messages.
extension SceneReader {
    /// The scalar's text, refusing lists, mappings and nothing.
    /// `expected` is made only for the error.
    func scalarText(
        _ node: SceneNode, _ key: String, expected: @autoclosure () -> String
    ) throws(SceneError) -> (text: String, style: SceneNode.Style) {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error(node, "'\(key)' must be \(expected()), but found \(describe(node))")
        }
        return (scalar.string, scalar.style)
    }

    func number(_ node: SceneNode, _ key: String, _ bound: SceneNumberBound = .any) throws(SceneError) -> Double {
        let (text, style) = try scalarText(node, key, expected: "a number \(bound.phrase)")
        guard let value = Self.shortDecimal(text) ?? Double(text), value.isFinite else {
            throw error(node, "'\(key)' must be a number \(bound.phrase), but found \(describe(node))")
        }
        guard style == .plain else {
            throw error(node, "'\(key)' must be a number, but found the text '\(text)'; remove the quotes")
        }
        guard bound.contains(value) else {
            throw error(node, "'\(key)' must be \(bound.phrase), but is \(text)")
        }
        return value
    }

    /// `Double(text)` for the numbers scenes are full of — an optional minus, digits,
    /// an optional fraction, 15 digits at most — without the C library: such a
    /// number is its digits as a whole number (exact below 2^53) divided by a power
    /// of ten (exact up to 10^22), and one correctly rounded division gives the
    /// correctly rounded value `Double(text)` gives. Nil for any other text.
    static func shortDecimal(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes -> Double? in
            var index = 0
            let negative = bytes.first == UInt8(ascii: "-")
            if negative { index = 1 }
            var mantissa: UInt64 = 0
            var digits = 0
            var fractionDigits = 0
            var seenPoint = false
            var digitsAfterPoint = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                    digits += 1
                    if seenPoint {
                        fractionDigits += 1
                        digitsAfterPoint = true
                    }
                } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                    seenPoint = true
                } else {
                    return nil
                }
                index += 1
            }
            guard digits > 0, digits <= 15, !seenPoint || digitsAfterPoint else { return nil }
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
    }

    /// 10^0 … 10^15, each exact in a Double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    func integer(_ node: SceneNode, _ key: String, from minimum: Int, to maximum: Int? = nil) throws(SceneError) -> Int {
        let range = { maximum.map { "from \(minimum) to \($0)" } ?? "\(minimum) or more" }
        let (text, style) = try scalarText(node, key, expected: "a whole number \(range())")
        guard style == .plain, let value = Int(text) else {
            throw error(node, "'\(key)' must be a whole number \(range()), but found \(describe(node))")
        }
        guard value >= minimum, value <= (maximum ?? Int.max) else {
            throw error(node, "'\(key)' must be \(range()), but is \(value)")
        }
        return value
    }

    func bool(_ node: SceneNode, _ key: String) throws(SceneError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw error(node, "'\(key)' must be true or false, but found \(describe(node))")
    }

    /// Any scalar as text (a number is fine: `title: 2`).
    func text(_ node: SceneNode, _ key: String) throws(SceneError) -> String {
        try scalarText(node, key, expected: "text").text
    }

    /// A name for an object: it names the receiver in the trace, so it must read
    /// like an Objective-C class name.
    func name(_ node: SceneNode, _ key: String) throws(SceneError) -> String {
        let value = try scalarText(node, key, expected: "a name such as EView").text
        try checkIdentifier(value, node, key)
        return value
    }

    func checkIdentifier(_ value: String, _ node: SceneNode, _ key: String) throws(SceneError) {
        if Self.isPlainIdentifier(value) { return }
        let scalars = Array(value.unicodeScalars)
        let isLetter = { (scalar: Unicode.Scalar) in (scalar.value < 128 && scalar.properties.isAlphabetic) || scalar == "_" }
        let isWordCharacter = { (scalar: Unicode.Scalar) in isLetter(scalar) || ("0"..."9").contains(scalar) }
        guard let first = scalars.first, isLetter(first), scalars.allSatisfy(isWordCharacter), scalars.count <= 64 else {
            throw error(
                node,
                "'\(value)' cannot be a name: use up to 64 letters, digits and _, starting with a letter (it names the object in the trace)"
            )
        }
        guard Self.reservedNames[value] == nil else {
            throw error(node, "'\(value)' cannot be a name: it is reserved for \(Self.reservedNames[value]!)")
        }
    }

    /// Whether `value` passes ``checkIdentifier(_:_:_:)``, decided on its UTF-8
    /// bytes: that check allows only ASCII letters, digits and `_`, so a valid name
    /// has as many bytes as scalars.
    static func isPlainIdentifier(_ value: String) -> Bool {
        var value = value
        let valid = value.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, bytes.count <= 64 else { return false }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F }
            guard isLetter(first) else { return false }
            return bytes.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
        }
        return valid && !mayBeReserved(value)
    }

    /// Whether `value` is one of ``reservedNames``, asking the table only for text
    /// whose ``SceneMapping/bit(_:)`` (length and first letter) a reserved word has:
    /// most names are not reserved, and a bit test is cheaper than hashing them.
    private static func mayBeReserved(_ value: String) -> Bool {
        reservedNameBits & SceneMapping.bit(value) != 0 && reservedNames[value] != nil
    }

    private static let reservedNameBits: UInt64 = reservedNames.keys.reduce(0) { $0 | SceneMapping.bit($1) }

    /// Words that mean something where a name may appear.
    static let reservedNames: [String: String] = [
        "nil": "'no object' (hitTest: nil, next: nil, target: nil)",
        "self": "'this view' (hitTest: self)",
        "all": "'every recognizer' (simultaneousWith: all)",
        "super": "'UIKit's own answer' (hitTest regions: returns: super)",
        "passThrough": "'the subview under the point, else nil' (hitTest: passThrough)",
    ]

    /// One of a fixed set of words, such as a kind or a control event.
    func word<Word: RawRepresentable & CaseIterable>(_ node: SceneNode, _ key: String, _: Word.Type) throws(SceneError) -> Word
    where Word.RawValue == String {
        Word(rawValue: try word(node, key, choices: Word.allCases.map(\.rawValue)))!
    }

    /// One of `choices`, else an error that suggests the closest.
    func word(_ node: SceneNode, _ key: String, choices: [String]) throws(SceneError) -> String {
        // Made only for an error.
        var listing: String { choices.joined(separator: ", ") }
        let value = try scalarText(node, key, expected: "one of: \(listing)").text
        if choices.contains(value) { return value }
        if let suggestion = SceneSuggestion.closest(to: value, in: choices) {
            throw error(node, "'\(value)' is not a valid '\(key)'; did you mean '\(suggestion)'?")
        }
        throw error(node, "'\(value)' is not a valid '\(key)'; expected one of: \(listing)")
    }

    /// The items of a list; a single value counts as a list of one where `key`
    /// accepts either (`events: touchUpInside` or `events: [touchDown, touchUpInside]`).
    func items(_ node: SceneNode, singleAllowed: Bool, _ key: String, expected: String) throws(SceneError) -> [SceneNode] {
        if case .sequence(let sequence) = node { return sequence.nodes }
        if singleAllowed, !isNull(node) { return [node] }
        throw error(node, "'\(key)' must be a list of \(expected), but found \(describe(node))")
    }

    /// Exactly `count` numbers in a list: `[x, y]`, `[x, y, width, height]`.
    func numbers(_ node: SceneNode, _ key: String, count: Int, shape: String) throws(SceneError) -> [Double] {
        guard case .sequence(let sequence) = node else {
            throw error(node, "'\(key)' must be \(shape), but found \(describe(node))")
        }
        guard sequence.nodes.count == count else {
            throw error(node, "'\(key)' must be \(shape): \(count) numbers, but has \(sequence.nodes.count)")
        }
        var values: [Double] = []
        for item in sequence.nodes {
            values.append(try number(item, key))
        }
        return values
    }

    func vector(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneVector {
        let values = try numbers(node, key, count: 2, shape: "[x, y]")
        return SceneVector(x: values[0], y: values[1])
    }

    func size(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneSize {
        let values = try numbers(node, key, count: 2, shape: "[width, height]")
        try checkNotNegative(values, labels: ["width", "height"], node, key)
        return SceneSize(width: values[0], height: values[1])
    }

    func rect(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneRect {
        // Every view has a frame: read the four numbers without the arrays
        // `numbers` makes, and take that path only to word an error.
        if case .sequence(let list) = node, list.nodes.count == 4 {
            let x = try number(list.nodes[0], key), y = try number(list.nodes[1], key)
            let width = try number(list.nodes[2], key), height = try number(list.nodes[3], key)
            if width >= 0, height >= 0 { return SceneRect(x: x, y: y, width: width, height: height) }
        }
        let values = try numbers(node, key, count: 4, shape: "[x, y, width, height]")
        try checkNotNegative(Array(values[2...]), labels: ["width", "height"], node, key)
        return SceneRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private func checkNotNegative(_ values: [Double], labels: [String], _ node: SceneNode, _ key: String) throws(SceneError) {
        for (value, label) in zip(values, labels) where value < 0 {
            let items = node.sequence?.nodes ?? []
            let index = items.count - values.count + labels.firstIndex(of: label)!
            let target = items.indices.contains(index) ? items[index] : node
            throw error(target, "the \(label) in '\(key)' must be 0 or more, but is \(SceneNumberBound.format(value))")
        }
    }

    /// One number for every edge, or `[top, left, bottom, right]`.
    func insets(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneEdgeInsets {
        if case .sequence = node {
            let values = try numbers(node, key, count: 4, shape: "[top, left, bottom, right]")
            return SceneEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        let value = try number(node, key)
        return SceneEdgeInsets(top: value, left: value, bottom: value, right: value)
    }

    /// `"#rrggbb"`, `"#rrggbbaa"` or a UIKit colour name.
    func color(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneColor {
        if isNull(node) {
            throw error(
                node,
                "'\(key)' has no value; if you wrote a colour like #f0f0f0, put it in quotes (\"#f0f0f0\"): in YAML '#' starts a comment")
        }
        let value = try text(node, key)
        if let packed = Self.hexColor(value) {
            let component = { (shift: UInt64) in Double((packed >> shift) & 0xff) / 255 }
            return SceneColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
        }
        if let named = SceneColor.named[value] { return named }
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            if digits.count == 6 || digits.count == 8, let packed = UInt64(digits, radix: 16) {
                let channels = digits.count == 6 ? (packed << 8) | 0xff : packed
                let component = { (shift: UInt64) in Double((channels >> shift) & 0xff) / 255 }
                return SceneColor(red: component(24), green: component(16), blue: component(8), alpha: component(0))
            }
        }
        let suggestion = SceneSuggestion.clause(for: value, in: SceneColor.named.keys.sorted())
        throw error(
            node, "'\(value)' is not a colour: write \"#rrggbb\", \"#rrggbbaa\" or a name such as red, clear or lightGray\(suggestion)")
    }

    /// `#rrggbb` or `#rrggbbaa` of hex digits only, as `0xrrggbbaa` (alpha 0xff
    /// for six digits); nil for anything else, which ``color(_:_:)`` then reads the
    /// general way. No colour name starts with `#`, so trying this first changes
    /// no answer.
    static func hexColor(_ value: String) -> UInt64? {
        var value = value
        return value.withUTF8 { bytes -> UInt64? in
            guard bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") else { return nil }
            var packed: UInt64 = 0
            for byte in bytes.dropFirst() {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                packed = packed << 4 | UInt64(digit)
            }
            return bytes.count == 7 ? packed << 8 | 0xff : packed
        }
    }

    /// Six matrix numbers `[a, b, c, d, tx, ty]`, or `{scale, rotate, translate}`.
    func transform(_ node: SceneNode, _ key: String) throws(SceneError) -> SceneTransform {
        let transform: SceneTransform
        if case .sequence = node {
            let v = try numbers(node, key, count: 6, shape: "[a, b, c, d, tx, ty]")
            transform = SceneTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        } else if case .mapping = node {
            let map = try mapping(node, "'\(key)'")
            try checkKeys(map, allowed: ["scale", "rotate", "translate"], in: "'\(key)'")
            var scale = SceneVector(x: 1, y: 1)
            if let value = map["scale"] {
                if case .sequence = value {
                    scale = try vector(value, "scale")
                } else {
                    let factor = try number(value, "scale")
                    scale = SceneVector(x: factor, y: factor)
                }
            }
            let rotate = try map["rotate"].map { (value) throws(SceneError) in try number(value, "rotate") } ?? 0
            let translate = try map["translate"].map { (value) throws(SceneError) in try vector(value, "translate") } ?? .zero
            transform = .composed(scale: scale, rotateDegrees: rotate, translate: translate)
        } else {
            throw error(node, "'\(key)' must be {scale, rotate, translate} or [a, b, c, d, tx, ty], but found \(describe(node))")
        }
        guard abs(transform.determinant) > 1e-9 else {
            throw error(
                node,
                "'\(key)' squashes the view flat (a scale of 0 or a singular matrix), so no point could be converted into it; use a non-zero scale"
            )
        }
        return transform
    }

    /// A value that may be YAML null or the word `nil` (quoted too, as JSON
    /// must write it), both meaning "no object".
    func isNil(_ node: SceneNode) -> Bool {
        if isNull(node) { return true }
        if case .scalar(let scalar) = node, scalar.string == "nil" { return true }
        return false
    }
}
