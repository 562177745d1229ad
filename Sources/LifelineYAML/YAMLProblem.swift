/// Why a YAML text could not be composed, and where: each reader turns it into its own
/// located diagnostic.
public struct YAMLProblem: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// libyaml could not scan or parse the text (`message` says what it found), or the text
        /// holds more than one document.
        case syntax
        /// A key written twice in one mapping; `mark` is the second.
        case duplicateKey(String)
        /// An alias (`*name`): Lifeline's files have no use for one, and refusing them rules out
        /// alias-expansion attacks ("billion laughs").
        case alias
        /// Bytes libyaml does not accept in a YAML text, such as a control character.
        case encoding
    }

    public var kind: Kind
    /// libyaml's words for a syntax or encoding problem.
    public var message: String
    public var mark: YAMLNode.Mark

    public init(_ kind: Kind, _ message: String = "", at mark: YAMLNode.Mark) {
        self.kind = kind
        self.message = message
        self.mark = mark
    }
}
