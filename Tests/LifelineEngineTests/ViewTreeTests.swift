import LifelineEngine
import Testing

/// The view tree's walk: the window callbacks of a subtree are sent in this order, parents
/// before children and subviews in the order they were added.
@Suite struct ViewTreeTests {
    @Test func aSubtreeListsParentsBeforeChildrenAndSubviewsInOrder() {
        var tree = ViewTree()
        let window = tree.make(.window("Window"))
        let root = tree.make(.custom("Root"))
        let first = tree.make(.custom("First"))
        let second = tree.make(.custom("Second"))
        let firstChild = tree.make(.custom("FirstChild"))
        let secondChild = tree.make(.custom("SecondChild"))
        let grandchild = tree.make(.custom("Grandchild"))
        tree.link(root, to: window)
        tree.link(first, to: root)
        tree.link(second, to: root)
        tree.link(firstChild, to: first)
        tree.link(grandchild, to: firstChild)
        tree.link(secondChild, to: first)
        #expect(tree.subtree(window) == [window, root, first, firstChild, grandchild, secondChild, second])
        #expect(tree.subtree(second) == [second])
        #expect(tree.subtree(99) == [])
    }

    @Test func aDeepChainIsWalkedWhole() {
        var tree = ViewTree()
        var chain = [tree.make(.custom("V0"))]
        for index in 1..<500 {
            let view = tree.make(.custom("V\(index)"))
            tree.link(view, to: chain[index - 1])
            chain.append(view)
        }
        #expect(tree.subtree(chain[0]) == chain)
        #expect(tree.subtree(chain[250]) == Array(chain[250...]))
    }
}
