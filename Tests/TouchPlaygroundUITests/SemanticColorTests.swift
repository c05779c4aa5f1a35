import Foundation
import Testing
import TouchDisplayList
import TouchPlaygroundUI

/// No meaning carried by a colour only some readers see: every pair of the
/// playground's semantic colours (``PlaygroundStyle/semanticColors``, the one
/// table) stays apart for normal vision and for the three dichromacies, as
/// simulated by Machado, Oliveira and Fernandes (2009, "A Physiologically-based
/// Model for Simulation of Color Vision Deficiency", severity 1.0, applied to
/// linear RGB), measured as CIEDE2000 (Sharma, Wu and Dalal 2005) in CIELAB
/// under D65.
///
/// The threshold, 15, is about six just-noticeable differences (ΔE00 ≈ 2.3):
/// two swatches side by side, or a chip beside an outline, read as different
/// colours at a glance, not only on close comparison.
struct SemanticColorTests {
    static let minimumDistance = 15.0

    /// Machado et al. 2009, Table 1's severity-1.0 matrices, on linear RGB.
    static let simulations: [(name: String, matrix: [[Double]]?)] = [
        ("normal vision", nil),
        (
            "protanopia",
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        ),
        (
            "deuteranopia",
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        ),
        (
            "tritanopia",
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        ),
    ]

    @Test(arguments: simulations.map(\.name))
    func everyPairOfSemanticColoursStaysApart(_ vision: String) {
        let matrix = Self.simulations.first { $0.name == vision }!.matrix
        let table = PlaygroundStyle.semanticColors
        for i in table.indices {
            for j in table.indices where j > i {
                let a = Self.lab(table[i].color, matrix), b = Self.lab(table[j].color, matrix)
                let distance = Self.deltaE2000(a, b)
                #expect(
                    distance >= Self.minimumDistance,
                    "\(vision): \"\(table[i].meaning)\" \(table[i].color) and \"\(table[j].meaning)\" \(table[j].color) are ΔE00 \(distance) apart"
                )
            }
        }
    }

    @Test func theTableHoldsEveryColourThatMarksAVerdictOrAState() {
        let colours = PlaygroundStyle.semanticColors.map(\.color)
        let marks = [
            PlaygroundStyle.hitColor, PlaygroundStyle.passedColor, PlaygroundStyle.rejectedColor,
            PlaygroundStyle.chainColor, PlaygroundStyle.consumedColor, PlaygroundStyle.recognizerColor,
            PlaygroundStyle.neutralInk, PlaygroundStyle.visitColor, PlaygroundStyle.fingerColor,
            PlaygroundStyle.deliveredColor, PlaygroundStyle.withheldColor, PlaygroundStyle.releasedColor,
            PlaygroundStyle.discardedColor, PlaygroundStyle.stateColor(.failed), PlaygroundStyle.stateColor(.ended),
        ]
        for mark in marks { #expect(colours.contains(mark), "\(mark) is not in PlaygroundStyle.semanticColors") }
        // One colour, one entry: two entries of one colour would be one meaning told twice.
        #expect(Set(colours).count == colours.count)
    }

    /// The model must tell what it claims to: under deuteranopia, iOS's
    /// systemGreen and systemRed (the old hit-test and rejected colours) fall
    /// together, and systemBlue and systemPurple too.
    @Test func theSimulationMergesTheColoursTheReviewSawMerge() {
        let deuteranopia = Self.simulations[2].matrix
        #expect(Self.deltaE2000(Self.lab(.green, deuteranopia), Self.lab(.red, deuteranopia)) < 10)
        #expect(Self.deltaE2000(Self.lab(.blue, deuteranopia), Self.lab(.purple, deuteranopia)) < 10)
        #expect(Self.deltaE2000(Self.lab(.green, nil), Self.lab(.red, nil)) > 40)
    }

    /// CIEDE2000 of Sharma et al.'s test pairs 1, 7 and 17 (their Table 1).
    @Test func deltaE2000MatchesThePublishedTestData() {
        #expect(abs(Self.deltaE2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 0.0001)
        #expect(abs(Self.deltaE2000((50, 0, 0), (50, -1, 2)) - 2.3669) < 0.0001)
        #expect(abs(Self.deltaE2000((50, 2.5, 0), (73, 25, -18)) - 27.1492) < 0.0001)
    }

    // MARK: - Colour science

    static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The colour as seen through `matrix` (nil: as is), in CIELAB (D65).
    /// The simulated colour is clamped to the sRGB gamut, as a display shows it.
    static func lab(_ color: DrawColor, _ matrix: [[Double]]?) -> (Double, Double, Double) {
        var rgb = [linear(color.red), linear(color.green), linear(color.blue)]
        if let matrix {
            rgb = matrix.map { row in min(1, max(0, zip(row, rgb).map(*).reduce(0, +))) }
        }
        let x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]
        let y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2]
        let z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x / 0.95047), fy = f(y), fz = f(z / 1.08883)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func deltaE2000(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first, (l2, a2, b2) = second
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = hypot(a1p, b1), c2p = hypot(a2p, b2)
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = degrees(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let deltaL = l2 - l1, deltaC = c2p - c1p
        var deltah = 0.0
        if c1p * c2p != 0 {
            deltah = h2p - h1p
            if deltah > 180 { deltah -= 360 } else if deltah < -180 { deltah += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(radians(deltah / 2))
        let meanL = (l1 + l2) / 2, meanCp = (c1p + c2p) / 2
        var meanH = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                meanH = (h1p + h2p) / 2
            } else {
                meanH = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
            - 0.20 * cos(radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
