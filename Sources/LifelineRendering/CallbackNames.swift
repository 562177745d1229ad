import LifelineEngine

/// The engine's selectors, sorted, for renderers that link names to topics.
enum CallbackNames {
    static let all: [String] = CallbackRegistry.all.map(\.selector).sorted()
}
