import LifelineDiagnostics
import LifelineYAML

/// Small typed readers over YAML nodes that record a located diagnostic instead of failing,
/// so the scenario reader can go on after a problem.
struct YAMLReader {
    let path: String
    var diagnostics: [Diagnostic] = []

    /// The first part of the ids of the problems found here: `scenario`, or `observation` for
    /// an observation's own keys (its `scenario:` section is read as a scenario).
    let kind: String

    init(path: String, kind: String = "scenario") {
        self.path = path
        self.kind = kind
    }

    /// The range a node covers: its start, underlined for the length of a scalar.
    func range(of node: YAMLNode?) -> SourceRange? {
        guard let node else { return nil }
        let mark = node.mark
        let length = node.scalar.map { $0.string.unicodeScalars.count } ?? 1
        return SourceRange(line: mark.line, column: mark.column, length: length)
    }

    mutating func error(_ id: String, _ summary: String, at node: YAMLNode?, fixIt: String? = nil) {
        let range = range(of: node)
        var fixIts: [FixIt] = []
        if let fixIt, let range {
            fixIts.append(FixIt(range: range, replacement: fixIt))
        }
        diagnostics.append(Diagnostic(id: id, file: path, range: range, summary: summary, fixIts: fixIts))
    }

    /// A key that a mistake already reported kept from being read, in the mapping (known by
    /// where it starts) it belongs to: the known key an unknown one is a near miss of
    /// (`controlers` for `controllers`) when the mapping does not also write it. What its
    /// absence would cause (a missing key, a name not declared) is a knock-on of that error,
    /// not reported again.
    private struct LostKey: Hashable {
        var mapping: SourceLocation
        var key: String
    }
    private var lostKeys: Set<LostKey> = []
    /// The mappings where a merge key (`<<`, refused) hid keys, which could be any.
    private var mappingsHiddenByMerge: Set<SourceLocation> = []

    /// Whether `key` may be absent from `mapping` only because of an error already reported.
    func mayHaveLost(_ key: String, in mapping: YAMLNode) -> Bool {
        mappingsHiddenByMerge.contains(mapping.mark) || lostKeys.contains(LostKey(mapping: mapping.mark, key: key))
    }

    /// `scenario.missing-key` for `key`, at `mapping`, unless an earlier error explains its
    /// absence.
    mutating func missingKey(_ key: String, _ summary: String, in mapping: YAMLNode) {
        guard !mayHaveLost(key, in: mapping) else { return }
        error("\(kind).missing-key", summary, at: mapping)
    }

    mutating func warning(_ id: String, _ summary: String, at node: YAMLNode?) {
        diagnostics.append(Diagnostic(id: id, severity: .warning, file: path, range: range(of: node), summary: summary))
    }

    /// A plain scalar's text; records an error for a mapping or sequence.
    mutating func string(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !isNull(node) else {
            error("\(kind).invalid-value", "\(what) must be a single value", at: node)
            return nil
        }
        return scalar.string
    }

    /// The plain spellings YAML 1.1 reads as booleans, which scenario files have always been
    /// read with. Composed nodes carry no type tags, so the spelling is checked here.
    static let booleans: [String: Bool] = {
        var spellings: [String: Bool] = [:]
        for (word, value) in [
            ("true", true), ("yes", true), ("on", true), ("false", false), ("no", false), ("off", false),
        ] {
            for spelling in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] {
                spellings[spelling] = value
            }
        }
        return spellings
    }()

    mutating func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain, let value = Self.booleans[scalar.string] else {
            error("\(kind).invalid-value", "\(what) must be true or false", at: node)
            return nil
        }
        return value
    }

    /// One of a fixed set of spellings, with a suggestion for a near miss.
    mutating func choice<T>(_ node: YAMLNode, _ what: String, _ options: [(String, T)]) -> T? {
        guard let text = string(node, what) else { return nil }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        let hint = NearMiss.suggestion(for: text, among: names)
        let suffix = hint.map { "; did you mean '\($0)'?" } ?? " (one of \(names.joined(separator: ", ")))"
        error("\(kind).invalid-value", "'\(text)' is not a valid \(what)\(suffix)", at: node, fixIt: hint)
        return nil
    }

    /// The pairs of a mapping, keys as text; records an error when the node is not one.
    mutating func mapping(_ node: YAMLNode, _ what: String) -> [(key: String, keyNode: YAMLNode, value: YAMLNode)]? {
        guard let mapping = node.mapping else {
            error("\(kind).invalid-value", "\(what) must be a mapping of keys to values", at: node)
            return nil
        }
        var pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error("\(kind).invalid-value", "keys in \(what) must be plain names", at: key)
                continue
            }
            pairs.append((name, key, value))
        }
        return pairs
    }

    /// Reports the keys of `mapping` outside `known`, with a suggestion for near misses.
    mutating func rejectUnknownKeys(
        _ pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)], of mapping: YAMLNode, known: [String],
        in what: String
    ) {
        for pair in pairs where !known.contains(pair.key) {
            // Not an unknown key but a YAML feature lifeline leaves out: its keys would be lost.
            guard pair.key != "<<" else {
                mappingsHiddenByMerge.insert(mapping.mark)
                error(
                    "\(kind).merge-key", "YAML merge keys ('<<') are not supported in \(what); write the keys out",
                    at: pair.keyNode)
                continue
            }
            let hint = NearMiss.suggestion(for: pair.key, among: known)
            if let hint, !pairs.contains(where: { $0.key == hint }) {
                lostKeys.insert(LostKey(mapping: mapping.mark, key: hint))
            }
            let suffix = hint.map { "; did you mean '\($0)'?" } ?? ""
            error(
                "\(kind).unknown-key", "unknown key '\(pair.key)' in \(what)\(suffix)", at: pair.keyNode, fixIt: hint)
        }
    }

    /// The items of a sequence of scalars.
    mutating func strings(_ node: YAMLNode, _ what: String) -> [(String, YAMLNode)]? {
        guard let sequence = node.sequence else {
            error("\(kind).invalid-value", "\(what) must be a list", at: node)
            return nil
        }
        return sequence.compactMap { item in string(item, "an entry of \(what)").map { ($0, item) } }
    }

    func isNull(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
