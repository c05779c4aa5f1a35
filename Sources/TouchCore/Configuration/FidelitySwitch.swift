import Foundation

/// The fidelity switches of SPEC §10, one row each: the key a scene file's
/// `fidelity:` section writes, the `FidelityOptions` property it sets (the name
/// docs/fidelity.md's heading `### §10 hitTestPasses — …` uses), the SPEC rule it
/// bends, what a scene may write, and how the window's footer says the setting.
///
/// The scene reader, the scene builder, the footer and the doc tests all read
/// this table, so a new switch is a `FidelityOptions` property, a case here (the
/// compiler then asks for its row) and a heading in docs/fidelity.md.
public enum FidelitySwitch: String, CaseIterable, Hashable, Sendable {
    case hitTestPasses
    case alphaThreshold
    case endedRelease
    case cancelOrder
    case controlTrackingMargin
    case scrollContentDelay
    case multiTapInterval
    case multiTapDistance
    case movementSlop

    /// Whose behaviour a switch's setting follows (SPEC §10's "default" and
    /// "alternative" columns), in the footer's words.
    public enum Source: String, CaseIterable, Sendable {
        case devices = "Follows devices"
        case documentation = "Follows Apple's documentation"
        case seedCode = "Follows the seed articles' code"
        case scene = "Set by this scene"
    }

    /// What a scene file may write for a switch.
    public enum Accepted: Equatable, Sendable {
        /// A whole number in the range.
        case count(ClosedRange<Int>)
        /// One of these words.
        case word([String])
        /// A number of seconds or points, zero allowed or not.
        case number(zeroAllowed: Bool)
        /// A delay in seconds (zero allowed), or this word.
        case delayOrWord(String)
    }

    /// A scene's value for a switch, as `accepted` allows it.
    public enum Setting: Hashable, Sendable {
        case number(Double)
        case word(String)
    }

    /// The key in a scene file's `fidelity:` section.
    public var sceneKey: String { rawValue }

    /// The `FidelityOptions` property the switch sets.
    public var property: String {
        switch self {
        case .alphaThreshold: return "alphaThresholdInclusive"
        case .endedRelease: return "withheldEndedRelease"
        case .cancelOrder: return "recognizerActionBeforeCancel"
        default: return rawValue
        }
    }

    /// The SPEC rule whose behaviour the switch chooses.
    public var rule: String {
        switch self {
        case .hitTestPasses: return "H7"
        case .alphaThreshold: return "H1"
        case .endedRelease: return "G4"
        case .cancelOrder: return "G13"
        case .controlTrackingMargin: return "C3"
        case .scrollContentDelay: return "S1"
        case .multiTapInterval, .multiTapDistance: return "T4"
        case .movementSlop: return "§6"
        }
    }

    /// What a scene may write.
    public var accepted: Accepted {
        switch self {
        case .hitTestPasses: return .count(1...2)
        case .alphaThreshold: return .word(Self.alphaWords)
        case .endedRelease: return .delayOrWord(Self.whenRecognizersDecide)
        case .cancelOrder: return .word(Self.orderWords)
        case .controlTrackingMargin, .scrollContentDelay, .multiTapDistance, .movementSlop: return .number(zeroAllowed: true)
        case .multiTapInterval: return .number(zeroAllowed: false)
        }
    }

    /// Apple's `alpha < 0.01`, then the seed code's `alpha <= 0.01` (SPEC H1).
    static let alphaWords = ["< 0.01", "<= 0.01"]
    /// Devices run the action first (seed 002), Apple's guide suggests the cancel (SPEC G13).
    static let orderWords = ["actionFirst", "cancelFirst"]
    /// Apple's guide: a withheld end waits for the recognizers (SPEC G4).
    static let whenRecognizersDecide = "whenRecognizersDecide"

    /// `options` with this switch set to a scene's `setting` (one `accepted` allows).
    public func apply(_ setting: Setting, to options: inout FidelityOptions) {
        switch (self, setting) {
        case (.hitTestPasses, .number(let passes)): options.hitTestPasses = Int(passes)
        case (.alphaThreshold, .word(let word)): options.alphaThresholdInclusive = word == Self.alphaWords[1]
        case (.endedRelease, .number(let seconds)): options.withheldEndedRelease = .afterDelay(seconds)
        case (.endedRelease, .word): options.withheldEndedRelease = .whenRecognizersDecide
        case (.cancelOrder, .word(let word)): options.recognizerActionBeforeCancel = word == Self.orderWords[0]
        case (.controlTrackingMargin, .number(let points)): options.controlTrackingMargin = CGFloat(points)
        case (.scrollContentDelay, .number(let seconds)): options.scrollContentDelay = seconds
        case (.multiTapInterval, .number(let seconds)): options.multiTapInterval = seconds
        case (.multiTapDistance, .number(let points)): options.multiTapDistance = CGFloat(points)
        case (.movementSlop, .number(let points)): options.movementSlop = CGFloat(points)
        default: preconditionFailure("\(setting) is not a value of the fidelity switch \(rawValue)")
        }
    }

    /// The setting in force, in the words the window's footer shows, with whose
    /// behaviour it follows. Nil for a tuning value a scene left at its default,
    /// and for `multiTapDistance`, which `multiTapInterval` says with it
    /// ("multi-tap 0.35 s / 45 pt"): the two make one rule (SPEC T4).
    public func plainWords(_ options: FidelityOptions) -> (source: Source, words: String)? {
        let defaults = FidelityOptions()
        switch self {
        case .hitTestPasses:
            return options.hitTestPasses == 1
                ? (.documentation, "hitTest runs once per touch") : (.devices, "hitTest runs twice per touch")
        case .alphaThreshold:
            return options.alphaThresholdInclusive
                ? (.seedCode, "a view of alpha ≤ 0.01 is skipped") : (.documentation, "a view of alpha < 0.01 is skipped")
        case .endedRelease:
            switch options.withheldEndedRelease {
            case .afterDelay(let seconds):
                return (.devices, "a withheld touchesEnded is released after \(TraceFormatter.number(CGFloat(seconds))) s")
            case .whenRecognizersDecide:
                return (.documentation, "a withheld touchesEnded waits until the recognizers decide")
            }
        case .cancelOrder:
            return options.recognizerActionBeforeCancel
                ? (.devices, "a recognizer's action runs before touchesCancelled")
                : (.documentation, "touchesCancelled comes before a recognizer's action")
        case .controlTrackingMargin:
            guard options.controlTrackingMargin != defaults.controlTrackingMargin else { return nil }
            return (.scene, "control margin \(TraceFormatter.number(options.controlTrackingMargin)) pt")
        case .scrollContentDelay:
            guard options.scrollContentDelay != defaults.scrollContentDelay else { return nil }
            return (.scene, "scroll delay \(TraceFormatter.number(CGFloat(options.scrollContentDelay))) s")
        case .multiTapInterval:
            guard Self.multiTapChanged(options) else { return nil }
            let interval = TraceFormatter.number(CGFloat(options.multiTapInterval))
            return (.scene, "multi-tap \(interval) s / \(TraceFormatter.number(options.multiTapDistance)) pt")
        case .multiTapDistance:
            return nil
        case .movementSlop:
            guard options.movementSlop != defaults.movementSlop else { return nil }
            return (.scene, "slop \(TraceFormatter.number(options.movementSlop)) pt")
        }
    }

    /// The setting as a scene file writes it (`cancelOrder: actionFirst`), for the
    /// footer's tooltip; nil where `plainWords` is nil.
    public func sceneSetting(_ options: FidelityOptions) -> String? {
        guard plainWords(options) != nil || (self == .multiTapDistance && Self.multiTapChanged(options)) else { return nil }
        switch self {
        case .hitTestPasses: return "\(sceneKey): \(options.hitTestPasses)"
        case .alphaThreshold: return "\(sceneKey): \"\(options.alphaThresholdInclusive ? "<=" : "<") 0.01\""
        case .endedRelease:
            switch options.withheldEndedRelease {
            case .afterDelay(let seconds): return "\(sceneKey): \(TraceFormatter.number(CGFloat(seconds)))"
            case .whenRecognizersDecide: return "\(sceneKey): \(Self.whenRecognizersDecide)"
            }
        case .cancelOrder: return "\(sceneKey): \(Self.orderWords[options.recognizerActionBeforeCancel ? 0 : 1])"
        case .controlTrackingMargin: return "\(sceneKey): \(TraceFormatter.number(options.controlTrackingMargin))"
        case .scrollContentDelay: return "\(sceneKey): \(TraceFormatter.number(CGFloat(options.scrollContentDelay)))"
        case .multiTapInterval: return "\(sceneKey): \(TraceFormatter.number(CGFloat(options.multiTapInterval)))"
        case .multiTapDistance: return "\(sceneKey): \(TraceFormatter.number(options.multiTapDistance))"
        case .movementSlop: return "\(sceneKey): \(TraceFormatter.number(options.movementSlop))"
        }
    }

    private static func multiTapChanged(_ options: FidelityOptions) -> Bool {
        let defaults = FidelityOptions()
        return options.multiTapInterval != defaults.multiTapInterval || options.multiTapDistance != defaults.multiTapDistance
    }
}
