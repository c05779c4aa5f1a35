import Testing

@testable import TouchScenes

/// A finished collection's items leave the composer's stack by moving into
/// their array: each is then held by the array alone (no copy left behind to
/// release, none missing), and what stays on the stack is still there.
@Suite struct SceneNodeStackTests {
    final class Item {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test func takenItemsAreMovedIntoTheirArray() {
        let stack = SceneNodeStack<Item>()
        // Past the first capacity, so that growing moves them too.
        for number in 0..<100 { stack.append(Item(number)) }
        var taken = stack.take(from: 30)
        #expect(stack.count == 30)
        #expect(taken.map(\.number) == Array(30..<100))
        for index in taken.indices { #expect(isKnownUniquelyReferenced(&taken[index]), "item \(index + 30)") }
        var rest = stack.take(from: 0)
        #expect(rest.map(\.number) == Array(0..<30))
        for index in rest.indices { #expect(isKnownUniquelyReferenced(&rest[index])) }
        #expect(stack.take(from: 0).isEmpty)
    }
}
