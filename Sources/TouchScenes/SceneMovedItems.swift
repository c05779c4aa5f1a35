/// The items of a finished collection on a ``SceneNodeStack``, as a collection
/// that `Array(_:)` moves rather than copies: the array is made at its exact
/// count by the standard library's code specialised for this type, and its
/// `_copyContents(initializing:)` moves the items in with one `memcpy`, so each
/// node is neither retained into the array nor released off the stack.
///
/// (`Array(unsafeUninitializedCapacity:)` would also move them, but it is not
/// specialised here: it looks the array's storage type up in the runtime's
/// tables at every call, which costs more than the moves save.) After the
/// array is made, the stack's slots are uninitialized; the collection is not
/// read again.
struct SceneMovedItems<Element>: RandomAccessCollection {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element { base[position] }

    func makeIterator() -> Iterator { Iterator(items: self, position: 0) }

    /// Moves every item into `buffer` (which `Array(_:)` made of exactly
    /// ``count``) and returns an iterator at the end, as the array expects.
    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Element>) -> (Iterator, Int) {
        precondition(buffer.count >= count)
        if count > 0 { buffer.baseAddress!.moveInitialize(from: base, count: count) }
        return (Iterator(items: self, position: count), count)
    }

    struct Iterator: IteratorProtocol {
        let items: SceneMovedItems
        var position: Int

        mutating func next() -> Element? {
            guard position < items.count else { return nil }
            defer { position += 1 }
            return items.base[position]
        }
    }
}
