import Foundation
import LifelineDiagnostics
import LifelineEngine
import LifelineYAML

/// Reads an observation file (`Content/observations/<area>/<id>.yml`) into an `Observation`,
/// with a located diagnostic for every problem, as the scenario reader does.
public struct ObservationReader: Sendable {
    public init() {}

    static let keys = [
        "id", "title", "area", "kind", "source", "ios", "device", "debugger", "setup", "printed", "scenario", "from",
        "compare", "expect", "notes", "disputed", "gap",
    ]
    static let required = ["title", "area", "kind", "source", "ios", "setup", "printed", "scenario", "expect"]
    static let sourceKeys = ["url", "title", "author", "language", "date", "copy"]

    /// The observation, or nil with the reasons it cannot be used.
    public func read(_ text: String, path: String) -> (Observation?, [Diagnostic]) {
        let text = normalizedSource(text)
        if let overlong = LineBound.diagnostic(for: text, path: path) { return (nil, [overlong]) }
        var reader = YAMLReader(path: path, kind: "observation")
        let root: YAMLNode
        do {
            guard let node = try BoundedYAML.compose(text) else {
                reader.error("observation.empty-file", "the observation file is empty", at: nil)
                return (nil, reader.diagnostics)
            }
            root = node
        } catch {
            return (nil, [ScenarioReader.syntaxDiagnostic(error, path: path, kind: "observation", text: text)])
        }
        guard let pairs = reader.mapping(root, "an observation") else { return (nil, reader.diagnostics) }
        reader.rejectUnknownKeys(pairs, of: root, known: Self.keys, in: "an observation")
        var fields: [String: YAMLNode] = [:]
        for pair in pairs { fields[pair.key] = pair.value }
        // One error for the file, however many keys it lacks: a file started and not finished
        // is one mistake.
        // A key lost to a misspelling (`expcet:`) has its error already.
        let missing = Self.required.filter { fields[$0] == nil && !reader.mayHaveLost($0, in: root) }
        if missing.count == 1 {
            reader.error("observation.missing-key", "the observation has no '\(missing[0]):'", at: root)
        } else if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            reader.error("observation.missing-key", "the observation lacks the keys \(names)", at: root)
        }

        let id = ScenarioReader.defaultID(for: path)
        if let node = fields["id"], let written = reader.string(node, "'id'"), written != id {
            reader.error(
                "observation.id-mismatch", "the id '\(written)' differs from the file name '\(id)'", at: node, fixIt: id
            )
        } else if let problem = PortableName.problem(id) {
            reader.error(
                "observation.invalid-id", "the id '\(id)', which is the file name, \(problem)", at: fields["id"] ?? root
            )
        }
        let title = fields["title"].flatMap { reader.string($0, "'title'") } ?? ""
        let area = fields["area"].flatMap { reader.choice($0, "area", Observation.areas.map { ($0, $0) }) }
        let kind = fields["kind"].flatMap {
            reader.choice($0, "observation kind", Observation.Kind.allCases.map { ($0.rawValue, $0) })
        }
        let source = fields["source"].flatMap { readSource($0, reader: &reader) }
        let version = fields["ios"].flatMap { readVersion($0, reader: &reader) }
        let device = fields["device"].flatMap { reader.string($0, "'device'") }
        let debugger = fields["debugger"].flatMap { reader.bool($0, "'debugger'") }
        // Folded and literal blocks end with a line break, which a diagnostic must not print.
        func trimmed(_ key: String) -> String? {
            fields[key].flatMap { reader.string($0, "'\(key)'") }?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let setup = trimmed("setup") ?? ""
        let printed = fields["printed"].flatMap { reader.string($0, "'printed'") }.map(Self.lines) ?? []
        if let node = fields["printed"], printed.isEmpty, reader.string(node, "'printed'") != nil {
            reader.error("observation.empty-log", "'printed' holds no line of the log", at: node)
        }
        let from = fields["from"].flatMap { readPositive($0, "'from'", reader: &reader) } ?? 1
        let callbacks = fields["compare"].flatMap { readCompare($0, reader: &reader) }
        let expect = fields["expect"].flatMap { readExpect($0, reader: &reader) } ?? []
        let notes = trimmed("notes")
        let disputed = trimmed("disputed")
        let gap = trimmed("gap")

        var scenario: Scenario?
        var notSimulated: String?
        if let node = fields["scenario"] {
            var parsed = ScenarioReader().read(node, path: path, defaultID: "obs-" + id)
            // A word the engine does not simulate yet leaves the evidence standing: the file is
            // kept and shown, with a note that it is not compared.
            let refusals = parsed.diagnostics.filter { $0.id == "scenario.not-modelled" }
            let onlyRefusals = parsed.diagnostics.allSatisfy {
                $0.id == "scenario.not-modelled" || $0.severity != .error
            }
            if !refusals.isEmpty, onlyRefusals {
                notSimulated = refusals.map(\.summary).joined(separator: "; ")
                parsed.diagnostics = parsed.diagnostics.filter { $0.id != "scenario.not-modelled" }
            }
            reader.diagnostics += parsed.diagnostics
            if let gap, notSimulated == nil {
                // The setup needs something neither the format nor the engine has yet; the log
                // is kept as evidence for when they do.
                notSimulated =
                    "the scenario cannot reproduce this setup yet: "
                    + gap.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if parsed.isUsable || notSimulated != nil, var value = parsed.scenario {
                // The trace cache keys traces by scenario id: an observation's is its own.
                value.id = "obs-" + id
                // A log made under Xcode's debugger is simulated under it: the debugger keeps
                // the app from being suspended, which decides what a later kill delivers.
                if debugger == true { value.app.debugger = true }
                scenario = value
            }
        }
        if let scenario, let version, !version.admits(scenario.platform),
            let node = fields["scenario"]?["platform"] ?? fields["ios"]
        {
            reader.error(
                "observation.platform-outside-version",
                "the scenario runs on \(scenario.platform), outside the versions the log was made on "
                    + "(\(Self.describe(version.platforms)))", at: node)
        }
        if let scenario, notSimulated == nil, from > scenario.steps.count, let node = fields["from"] {
            reader.error(
                "observation.invalid-from", "'from' is \(from) but the scenario has \(scenario.steps.count) step(s)",
                at: node)
        }

        guard let area, let kind, let source, let version, let scenario, fields["expect"] != nil,
            !reader.diagnostics.contains(where: { $0.severity == .error })
        else { return (nil, reader.diagnostics) }
        let observation = Observation(
            id: id, path: path, title: title, area: area, kind: kind, source: source, version: version, device: device,
            debugger: debugger, setup: setup, printed: printed, scenario: scenario, from: from, callbacks: callbacks,
            expect: expect, notes: notes, disputed: disputed, disputedAt: fields["disputed"]?.mark,
            expectLine: fields["expect"]?.mark.line ?? 1,
            notSimulated: notSimulated)
        return (observation, reader.diagnostics)
    }

    private func readSource(_ node: YAMLNode, reader: inout YAMLReader) -> Observation.Source? {
        guard let pairs = reader.mapping(node, "'source'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: node, known: Self.sourceKeys, in: "'source'")
        var values: [String: String] = [:]
        for pair in pairs { values[pair.key] = reader.string(pair.value, "'source.\(pair.key)'") }
        guard let title = values["title"] else {
            reader.error("observation.missing-key", "'source' needs the page's 'title'", at: node)
            return nil
        }
        if let url = values["url"], !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
            reader.error("observation.invalid-url", "'source.url' must be an http or https address", at: node["url"])
        }
        if values["url"] == nil && values["copy"] == nil {
            reader.error(
                "observation.missing-key", "'source' needs a 'url' (or, for a kept copy whose address is lost, 'copy')",
                at: node)
        }
        return Observation.Source(
            url: values["url"], title: title, author: values["author"], language: values["language"],
            date: values["date"], copy: values["copy"])
    }

    /// `ios: { stated: "12.1" }` or `ios: { range: ios11-ios12, inferred: "why" }`.
    private func readVersion(_ node: YAMLNode, reader: inout YAMLReader) -> Observation.Version? {
        guard let pairs = reader.mapping(node, "'ios'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: node, known: ["stated", "range", "inferred"], in: "'ios'")
        let stated = node["stated"]
        let range = node["range"]
        switch (stated, range) {
        case (let stated?, nil):
            guard let text = reader.string(stated, "'ios.stated'") else { return nil }
            guard let platform = Self.platform(stated: text) else {
                reader.error(
                    "observation.invalid-version",
                    "'\(text)' is not an iOS version the engine models (4 to 18, as '12', '12.1' or 'iOS 12.1')",
                    at: stated)
                return nil
            }
            return .stated(text, platform)
        case (nil, let range?):
            guard let text = reader.string(range, "'ios.range'") else { return nil }
            let bounds = text.split(separator: "-").map { Platform(parsing: String($0)) }
            guard (1...2).contains(bounds.count), let lower = bounds.first ?? nil, let upper = bounds.last ?? nil,
                lower <= upper
            else {
                reader.error(
                    "observation.invalid-version", "'\(text)' is not a range of versions such as 'ios11-ios12'",
                    at: range)
                return nil
            }
            guard let reasonNode = node["inferred"], let reason = reader.string(reasonNode, "'ios.inferred'") else {
                reader.error(
                    "observation.missing-key", "an inferred version needs 'inferred:', the reason for the range",
                    at: node)
                return nil
            }
            return .inferred(lower...upper, reason: reason)
        default:
            reader.error(
                "observation.invalid-version",
                "'ios' needs exactly one of 'stated' (the version the source gives) or 'range' with 'inferred'",
                at: node)
            return nil
        }
    }

    /// The platform a stated version means: `12`, `12.1`, `iOS 12.1.4`, `ios13`.
    static func platform(stated text: String) -> Platform? {
        var digits = Substring(text.lowercased())
        if digits.hasPrefix("ios") { digits = digits.dropFirst(3) }
        let parts = digits.trimmingPrefix(" ").split(separator: ".")
        guard let first = parts.first, let major = Int(first) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        return Platform(parsing: minor == 0 ? "ios\(major)" : "ios\(major).\(minor)")
    }

    static func describe(_ range: ClosedRange<Platform>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)-\(range.upperBound)"
    }

    private func readPositive(_ node: YAMLNode, _ what: String, reader: inout YAMLReader) -> Int? {
        guard let text = reader.string(node, what), let value = Int(text), value >= 1 else {
            reader.error("observation.invalid-value", "\(what) must be a step number from 1", at: node)
            return nil
        }
        return value
    }

    private func readCompare(_ node: YAMLNode, reader: inout YAMLReader) -> [String]? {
        guard let pairs = reader.mapping(node, "'compare'") else { return nil }
        reader.rejectUnknownKeys(pairs, of: node, known: ["callbacks"], in: "'compare'")
        guard let list = node["callbacks"] else { return nil }
        return reader.strings(list, "'compare.callbacks'")?.map(\.0)
    }

    private func readExpect(_ node: YAMLNode, reader: inout YAMLReader) -> [Observation.Line]? {
        // An empty list is a finding too: the log shows that none of the compared callbacks ran.
        guard let items = reader.strings(node, "'expect'") else { return nil }
        var lines: [Observation.Line] = []
        for (text, item) in items {
            let words = text.split(separator: " ")
            guard words.count == 2 else {
                reader.error(
                    "observation.invalid-line", "'\(text)' is not 'Object callback' (an object and a selector)",
                    at: item)
                continue
            }
            lines.append(Observation.Line(text: text, line: item.mark.line, column: item.mark.column))
        }
        return lines
    }

    /// The printed block's lines, without the blank line a block scalar ends with.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines
    }
}
