/// One stack of ``SceneNodeStacks``: the nodes or pairs of the collections being
/// composed, kept in memory of its own, so that a finished collection's items
/// are copied once into their array and dropped from the stack in place, with
/// none of an `Array` stack's slice and `removeSubrange` work. (Moving them with
/// `Array(unsafeUninitializedCapacity:)` would also save the retain and release
/// of each, but that initializer is not specialised here: it looked the array's
/// type up in the runtime's tables at every call, which cost more than the
/// retains it saved.)
final class SceneNodeStack<Element> {
    // One composer owns the stack on one thread; the runtime's exclusivity checks
    // on every push would only cost time.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    // Inlined into the composers, so that it is specialised for their element type.
    @inline(__always)
    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The items pushed since `mark`, moved into an array of exactly their count,
    /// and off the stack.
    @inline(__always)
    func take(from mark: Int) -> [Element] {
        let taken = count - mark
        guard taken > 0 else { return [] }
        let start = base + mark
        let items = Array(UnsafeMutableBufferPointer(start: start, count: taken))
        start.deinitialize(count: taken)
        count = mark
        return items
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
