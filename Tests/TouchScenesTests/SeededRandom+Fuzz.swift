import TestSupport

/// The fuzzer's choices, drawn from the shared seeded generator so any case
/// replays alone.
extension SeededRandom {
    mutating func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &self) == 0
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &self)]
    }
}
