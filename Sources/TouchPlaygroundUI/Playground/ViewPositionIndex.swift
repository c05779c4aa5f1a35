import Foundation

/// Each drawn view's position in ``PlaygroundRenderer``'s `drawn`, by the
/// view's identity: what a `[ObjectIdentifier: Int]` answered, for the
/// renderer's lookups from trace subjects back to views.
///
/// Filled once a frame with every view (a thousand of them at the
/// 1,000-view frame) and asked a few dozen times, so filling is what costs:
/// a dictionary hashed each identity with SipHash, about 140 instructions a
/// view. This table is open-addressed with linear probing and a
/// multiplicative hash of the identity's bits (an object's address, never
/// zero, so zero marks an empty slot), at most half full.
/// `ViewPositionIndexTests` compares it with a dictionary.
struct ViewPositionIndex {
    /// The identities' bits, zero where a slot is empty; a power of two long.
    private var keys: [UInt]
    private var positions: [Int]
    /// How far the hash is shifted right: 64 less the table's length's log₂.
    private var shift: UInt64
    private(set) var count = 0

    /// An empty table with room for `capacity` views before it grows.
    init(capacity: Int = 0) {
        var slots = 16
        while slots < 2 * capacity { slots *= 2 }
        keys = [UInt](repeating: 0, count: slots)
        // Read only where a key is, so left as the allocator gives it.
        positions = [Int](unsafeUninitializedCapacity: slots) { _, initialized in initialized = slots }
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The slot where `key` is, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// The position recorded for the view `id`, if any.
    subscript(id: ObjectIdentifier) -> Int? {
        let slot = slot(of: UInt(bitPattern: id))
        return keys[slot] == 0 ? nil : positions[slot]
    }

    /// Records `position` for the view `id`; the position it replaced, if any.
    @discardableResult
    mutating func updateValue(_ position: Int, forKey id: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: id)
        let slot = slot(of: key)
        if keys[slot] == key {
            defer { positions[slot] = position }
            return positions[slot]
        }
        keys[slot] = key
        positions[slot] = position
        count += 1
        if 2 * count > keys.count { grow() }
        return nil
    }

    /// Doubles the table, every entry moved to its slot in the new one.
    private mutating func grow() {
        var larger = ViewPositionIndex(capacity: keys.count)
        for old in keys.indices where keys[old] != 0 {
            let slot = larger.slot(of: keys[old])
            larger.keys[slot] = keys[old]
            larger.positions[slot] = positions[old]
        }
        larger.count = count
        self = larger
    }
}
