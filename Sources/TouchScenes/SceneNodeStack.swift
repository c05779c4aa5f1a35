/// One stack of ``SceneNodeStacks``: the nodes or pairs of the collections being
/// composed, kept in memory of its own, so that a finished collection's items
/// are moved once into their array and dropped from the stack in place, with
/// none of an `Array` stack's slice and `removeSubrange` work. They are moved,
/// not copied (``SceneMovedItems``): copying retained each node into the array
/// and released it off the stack, about a fifth of the JSON composer's
/// instructions at 10,000 views.
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
    /// and off the stack (their slots are left uninitialized).
    @inline(__always)
    func take(from mark: Int) -> [Element] {
        let taken = count - mark
        guard taken > 0 else { return [] }
        let start = base + mark
        let items = Array(SceneMovedItems(base: start, count: taken))
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
