import LifelineDiagnostics

/// One node of a composed YAML document, with where it was written.
///
/// Every reader of Lifeline's YAML (front matter, `sections.yml`, scenarios, observations)
/// reads values as text and reports problems at a node's place, so a node keeps its text, its
/// scalar style (a quoted `yes` is not a boolean) and its mark, and nothing else: no type
/// tags, no anchors (an alias is refused while composing).
public enum YAMLNode: Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// A place in the composed text. libyaml counts columns in Unicode scalars, as a
    /// diagnostic's `SourceLocation` does.
    public typealias Mark = SourceLocation

    public struct Scalar: Sendable {
        /// How the scalar was written; a reader that accepts `true` or `null` accepts them plain.
        public enum Style: Sendable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        public var string: String
        public var style: Style
        public var mark: Mark

        public init(_ string: String, style: Style = .plain, mark: Mark = Mark(line: 1, column: 1)) {
            self.string = string
            self.style = style
            self.mark = mark
        }
    }

    /// Key and value pairs in the order written. Keys are unique by their text (the composer
    /// refuses a repeated one).
    public struct Mapping: Sendable, RandomAccessCollection {
        public typealias Element = (key: YAMLNode, value: YAMLNode)

        public var pairs: [Element]
        public var mark: Mark

        public init(_ pairs: [Element], mark: Mark = Mark(line: 1, column: 1)) {
            self.pairs = pairs
            self.mark = mark
        }

        public var startIndex: Int { pairs.startIndex }
        public var endIndex: Int { pairs.endIndex }
        public subscript(position: Int) -> Element { pairs[position] }

        /// The value of the key written as `key`.
        public subscript(key: String) -> YAMLNode? {
            pairs.first { $0.key.string == key }?.value
        }

        public var keys: [YAMLNode] { pairs.map(\.key) }
        public var values: [YAMLNode] { pairs.map(\.value) }
    }

    public struct Sequence: Sendable, RandomAccessCollection {
        public var items: [YAMLNode]
        public var mark: Mark

        public init(_ items: [YAMLNode], mark: Mark = Mark(line: 1, column: 1)) {
            self.items = items
            self.mark = mark
        }

        public var startIndex: Int { items.startIndex }
        public var endIndex: Int { items.endIndex }
        public subscript(position: Int) -> YAMLNode { items[position] }
    }

    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let sequence): sequence.mark
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { scalar } else { nil }
    }

    /// The text of a scalar; nil for a mapping or a sequence.
    public var string: String? { scalar?.string }

    public var mapping: Mapping? {
        if case .mapping(let mapping) = self { mapping } else { nil }
    }

    public var sequence: Sequence? {
        if case .sequence(let sequence) = self { sequence } else { nil }
    }

    /// The value of `key` when this is a mapping.
    public subscript(key: String) -> YAMLNode? { mapping?[key] }
}
