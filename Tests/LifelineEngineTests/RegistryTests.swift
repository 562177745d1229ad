import LifelineEngine
import Testing

/// The two registries of selectors split UIKit's names between them: a callback the engine
/// puts in traces, or a method an app calls that only lets prose name it. A selector in both
/// would be checked as a callback and excused as a method, and the method list's comment
/// would say something untrue of it.
@Suite struct RegistryTests {
    @Test func noSelectorIsBothACallbackAndAMethodTheAppCalls() {
        let callbacks = Set(CallbackRegistry.all.map(\.selector))
        #expect(MethodRegistry.selectors.intersection(callbacks).sorted() == [])
    }

    @Test func everyCallbackHasOneSelectorAndOneSwiftSpelling() {
        let selectors = CallbackRegistry.all.map(\.selector)
        let swiftNames = CallbackRegistry.all.map(\.swift)
        #expect(Set(selectors).count == selectors.count)
        #expect(Set(swiftNames).count == swiftNames.count)
    }
}
