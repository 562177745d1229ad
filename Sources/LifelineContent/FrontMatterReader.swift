import LifelineDiagnostics
import LifelineYAML

/// Reads typed values out of a front-matter mapping, recording a located diagnostic for
/// every key that is missing, mistyped or unknown instead of stopping at the first.
///
/// Line numbers from the composer are relative to the YAML text; `lineOffset` turns them into file
/// lines.
struct FrontMatterReader {
    let path: String
    let lineOffset: Int
    private(set) var values: [String: YAMLNode] = [:]
    private(set) var keyLocations: [String: SourceLocation] = [:]
    /// Where each scalar value was written, for fix-its that replace it.
    private(set) var valueRanges: [String: SourceRange] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var consumed: Set<String> = []
    /// The required keys that were not written, in the order they were asked for. They are
    /// reported by `reportKeys`, which knows whether a misspelled key explains them.
    private var missingRequired: [String] = []
    /// The keys an unknown key near them stands for: they are not set, and their absence is
    /// already reported.
    private(set) var misspelledKeys: Set<String> = []

    init(path: String, lineOffset: Int, mapping: YAMLNode.Mapping) {
        self.path = path
        self.lineOffset = lineOffset
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            values[name] = value
            keyLocations[name] = location(of: key)
            if let range = textRange(of: value) { valueRanges[name] = range }
            // Each related id is checked on its own, so its error points at it.
            if name == "related", let items = value.sequence {
                for (index, item) in items.enumerated() {
                    if let range = textRange(of: item) { valueRanges[Self.itemKey(name, index)] = range }
                }
            }
        }
    }

    /// The key under which item `index` of the list `key` keeps its range in `valueRanges`.
    static func itemKey(_ key: String, _ index: Int) -> String { "\(key)[\(index)]" }

    func location(of node: YAMLNode?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(line: lineOffset + 1, column: 1) }
        return SourceLocation(line: mark.line + lineOffset, column: mark.column)
    }

    func range(of node: YAMLNode?) -> SourceRange {
        let start = location(of: node)
        let length = node?.scalar?.string.unicodeScalars.count ?? 0
        return SourceRange(line: start.line, column: start.column, length: length)
    }

    /// The span of a scalar's text: inside its quotes when it has them, so a fix-it keeps the
    /// quoting (a selector ending in ':' must stay quoted). Nil for other nodes, and for a
    /// quoted scalar with escapes or line breaks, whose written length differs from its value.
    ///
    /// The scan is over Unicode scalars: `String.contains(String)` goes through Foundation's
    /// locale-aware search, and this runs for every front-matter value of every topic.
    func textRange(of node: YAMLNode) -> SourceRange? {
        guard let scalar = node.scalar, !scalar.string.unicodeScalars.contains("\n") else { return nil }
        let start = location(of: node)
        switch scalar.style {
        case .singleQuoted, .doubleQuoted:
            let changesLength = { (character: Unicode.Scalar) in
                character == "\\" || character == "'" || character == "\""
            }
            guard !scalar.string.unicodeScalars.contains(where: changesLength) else { return nil }
            return SourceRange(line: start.line, column: start.column + 1, length: scalar.string.unicodeScalars.count)
        case .plain:
            return SourceRange(line: start.line, column: start.column, length: scalar.string.unicodeScalars.count)
        default:
            return nil
        }
    }

    mutating func report(_ id: String, _ summary: String, at node: YAMLNode?, fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(id: id, file: path, range: range(of: node), summary: summary, fixIts: fixIts))
    }

    mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    mutating func warn(_ id: String, _ summary: String, at range: SourceRange, fixIts: [FixIt] = []) {
        diagnostics.append(
            Diagnostic(id: id, severity: .warning, file: path, range: range, summary: summary, fixIts: fixIts)
        )
    }

    /// A scalar string; reports a missing required key at the top of the front matter.
    mutating func string(_ key: String, required: Bool = false) -> String? {
        consumed.insert(key)
        guard let node = values[key] else {
            if required { missingRequired.append(key) }
            return nil
        }
        return scalarString(node, key: key)
    }

    mutating func scalarString(_ node: YAMLNode, key: String) -> String? {
        guard case .scalar(let scalar) = node else {
            report("topic.invalid-type", "'\(key)' must be a single value", at: node)
            return nil
        }
        return scalar.string
    }

    /// A list of strings; a single string is accepted as a list of one.
    mutating func stringList(_ key: String) -> [String] {
        consumed.insert(key)
        guard let node = values[key] else { return [] }
        return stringList(node, key: key)
    }

    mutating func stringList(_ node: YAMLNode, key: String) -> [String] {
        switch node {
        case .scalar(let scalar):
            return scalar.string.isEmpty ? [] : [scalar.string]
        case .sequence(let sequence):
            var result: [String] = []
            for item in sequence {
                if case .scalar(let scalar) = item {
                    result.append(scalar.string)
                } else {
                    report("topic.invalid-type", "every item of '\(key)' must be a single value", at: item)
                }
            }
            return result
        default:
            report("topic.invalid-type", "'\(key)' must be a list", at: node)
            return []
        }
    }

    /// The items of a list of mappings, such as a state's `transitions`.
    mutating func mappingList(_ key: String) -> [(node: YAMLNode, mapping: YAMLNode.Mapping)] {
        consumed.insert(key)
        guard let node = values[key] else { return [] }
        guard case .sequence(let sequence) = node else {
            report("topic.invalid-type", "'\(key)' must be a list", at: node)
            return []
        }
        var result: [(node: YAMLNode, mapping: YAMLNode.Mapping)] = []
        for item in sequence {
            guard case .mapping(let mapping) = item else {
                report("topic.invalid-type", "every item of '\(key)' must be a mapping", at: item)
                continue
            }
            result.append((item, mapping))
        }
        return result
    }

    mutating func integer(_ key: String) -> Int? {
        consumed.insert(key)
        guard let node = values[key] else { return nil }
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            report("topic.invalid-type", "'\(key)' must be a whole number", at: node)
            return nil
        }
        return value
    }

    /// The keys written that nothing has asked for yet.
    func unreadKeys() -> [String] { values.keys.filter { !consumed.contains($0) } }

    /// Required keys that were missing only because another mistake came first: the keys of
    /// a kind the file does not have (see `TopicParser`) are not reported as missing.
    mutating func excuseMissing(_ keys: Set<String>) {
        missingRequired.removeAll { keys.contains($0) }
    }

    /// Whether what was read still makes a value despite `diagnostics`: every required key is
    /// there, and each error is at most a misspelled key of an optional value. Such a value is
    /// simply absent, and setting the whole file aside for it would hide the rest of its checks.
    /// Except for the keys in `needed`: optional to write, but a later check would report their
    /// absence a second time.
    func keepsValue(despite diagnostics: [Diagnostic], needing needed: Set<String> = []) -> Bool {
        missingRequired.isEmpty && misspelledKeys.isDisjoint(with: needed)
            && !diagnostics.contains { $0.severity == .error && $0.id != Self.misspelledKeyID }
    }

    static let misspelledKeyID = "topic.misspelled-key"

    /// Reports every key nothing asked for and every required key that is missing.
    ///
    /// An unknown key near a key this file does not write is an error: the value meant for that
    /// key is lost, and the checks that read it (a state's transitions, a translation's hash)
    /// would silently not run. It also stands for the missing key, which is not reported again.
    /// An unknown key with no such near miss is only a warning.
    ///
    /// Near misses are looked for among `suggestible` (by default every key allowed or read):
    /// first among those the file does not write, so `kid:` beside `id:` means `kind`.
    mutating func reportKeys(
        allowed: Set<String>, among unread: [String]? = nil, suggesting suggestible: Set<String>? = nil
    ) {
        for key in (unread ?? unreadKeys()).sorted() where !allowed.contains(key) {
            let location = keyLocations[key] ?? SourceLocation(line: lineOffset, column: 1)
            let range = SourceRange(line: location.line, column: location.column, length: key.unicodeScalars.count)
            // Not an unknown key but a YAML feature lifeline leaves out: its keys would be lost.
            if key == "<<" {
                diagnostics.append(
                    Diagnostic(
                        id: "topic.merge-key", file: path, range: range,
                        summary: "YAML merge keys ('<<') are not supported in front matter; write the keys out"))
                continue
            }
            let known = (suggestible ?? allowed.union(consumed)).sorted()
            let unwritten = known.filter { values[$0] == nil && !misspelledKeys.contains($0) }
            guard
                let suggestion = NearMiss.suggestion(for: key, among: unwritten)
                    ?? NearMiss.suggestion(for: key, among: known)
            else {
                warn("topic.unknown-key", "unknown front-matter key '\(key)'", at: range)
                continue
            }
            let fixIts = [FixIt(range: range, replacement: suggestion)]
            if values[suggestion] == nil, !misspelledKeys.contains(suggestion) {
                misspelledKeys.insert(suggestion)
                diagnostics.append(
                    Diagnostic(
                        id: Self.misspelledKeyID, file: path, range: range,
                        summary: "unknown front-matter key '\(key)', so '\(suggestion)' is not set; "
                            + "did you mean '\(suggestion)'?",
                        fixIts: fixIts))
            } else {
                // No fix-it: renaming the key would write the other one twice.
                warn("topic.unknown-key", "unknown front-matter key '\(key)'; did you mean '\(suggestion)'?", at: range)
            }
        }
        for key in missingRequired where !misspelledKeys.contains(key) {
            diagnostics.append(
                Diagnostic(
                    id: "topic.missing-key", file: path, range: SourceRange(line: lineOffset, column: 1),
                    summary: "front matter is missing the required key '\(key)'"))
        }
    }
}
