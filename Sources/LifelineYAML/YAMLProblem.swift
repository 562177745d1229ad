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

extension YAMLProblem {
    /// What a person most likely did, for a syntax error whose libyaml words do not say it;
    /// nil when there is nothing to add. `text` is the YAML the problem was found in.
    ///
    /// A key indented more than the line before it reads, to YAML, as more of that line's
    /// value, and libyaml only says "mapping values are not allowed in this context".
    public func hint(in text: String) -> String? {
        guard kind == .syntax, message.contains("mapping values are not allowed") else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = mark.line - 1
        guard lines.indices.contains(index) else { return nil }
        func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        let isContent = { (line: Substring) in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("#")
        }
        guard let previous = lines[..<index].last(where: isContent),
            indentation(lines[index]) > indentation(previous)
        else { return nil }
        return "this line is indented more than the one before it, so YAML reads it as part of that line's "
            + "value; start it at the same column as the keys around it"
    }
}
