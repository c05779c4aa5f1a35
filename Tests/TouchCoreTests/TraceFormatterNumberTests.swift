import Foundation
import TestSupport
import Testing

@testable import TouchCore

/// `TraceFormatter.number` builds its text from integer thousandths (issue 6's
/// traced-tap budget); it must print exactly what the `String(format: "%.3f")`
/// version printed, which every golden trace and seed-log comparison was made with.
@Suite struct TraceFormatterNumberTests {
    /// The formatter as it was, kept as the reference.
    private func reference(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test func writtenAsAPersonWouldWriteThem() {
        let cases: [(CGFloat, String)] = [
            (0, "0"), (-0.0, "0"), (200, "200"), (-200, "-200"), (12.5, "12.5"), (0.333_333, "0.333"),
            (-0.5, "-0.5"), (-0.000_4, "0"), (-0.000_6, "-0.001"), (1.000_4, "1"), (2.999_6, "3"),
            (0.05, "0.05"), (-12.010, "-12.01"), (1_234_567.125, "1234567.125"), (.nan, "nan"),
            (.infinity, "inf"), (-.infinity, "-inf"),
        ]
        for (value, expected) in cases {
            #expect(TraceFormatter.number(value) == expected, "\(value)")
        }
    }

    /// Up to 10¹¹, where a value's thousandths are exact in a double. Beyond, the
    /// old formatter printed binary rounding noise (`…187.703` for thousandths
    /// `…187704`); the integer one prints the thousandths.
    @Test func sameTextAsTheFoundationFormatter() {
        var rng = SeededRandom(seed: 0x5EED_0006)
        for round in 0..<20_000 {
            let magnitude = CGFloat([1, 10, 1_000, 100_000, 1e9, 1e11][round % 6])
            var value = CGFloat.random(in: -magnitude...magnitude, using: &rng)
            // Values on and next to the thousandths and halves that rounding turns on.
            switch round % 4 {
            case 1: value = (value * 1000).rounded() / 1000
            case 2: value = (value * 2000).rounded() / 2000
            case 3: value = ((value * 1000).rounded() + 0.5) / 1000
            default: break
            }
            #expect(TraceFormatter.number(value) == reference(value), "\(value)")
        }
    }

    /// Far-outside coordinates (an event storm's) must print, not trap converting to Int.
    @Test func hugeValuesDoNotTrap() {
        #expect(TraceFormatter.number(1e20) == "1e+20")
        #expect(TraceFormatter.number(-1e300) == "-1e+300")
        #expect(TraceFormatter.number(9e17) == "900000000000000000")
        #expect(TraceFormatter.number(1e16 + 2) == "10000000000000002")
    }
}
