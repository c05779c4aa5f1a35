/// SplitMix64: a tiny deterministic generator, so property, fuzz and
/// differential tests replay exactly from their seed (Swift's system generator
/// cannot be seeded). Shared by every test target; each adds the helpers it
/// needs in an extension.
///
/// See also: Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators" (OOPSLA 2014); the constants are theirs, as in TouchBench's
/// `SplitMix64`, which product code uses.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
