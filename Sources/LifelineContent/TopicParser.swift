import LifelineDiagnostics
import LifelineMarkdown
import LifelineYAML

/// Turns the text of one topic file into a `Topic`, or into every problem it has.
///
/// Pure: it takes text and paths and returns values, so the loader can run it on many
/// files in parallel and the build can redo it for one changed file alone.
public enum TopicParser {
    /// Keys every topic may carry, whatever its kind.
    static let commonKeys: Set<String> = [
        "id", "title", "kind", "section", "summary", "related", "sources", "platforms", "order",
    ]

    /// The parsed topic (nil when a required part is unusable) and all diagnostics found.
    /// `preparingHTML` false leaves the body's HTML unprepared (see `MarkdownDocument`): for
    /// checking alone.
    ///
    /// With `matchingFileName`, the id must be the file name of `contentPath` without `.md`, as
    /// the authors' guide says: a content folder's topics are parsed so; a text parsed alone
    /// (a test's, a fuzzer's) has no file name to match.
    public static func parse(
        _ source: String, path: String, contentPath: String, preparingHTML: Bool = true,
        matchingFileName: Bool = false
    ) -> (Topic?, [Diagnostic]) {
        let document: FrontMatterDocument
        switch FrontMatterDocument.read(source, path: path, kind: "topic", missingHint: "the YAML keys") {
        case .success(let read): document = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (frontMatter, mapping) = (document.frontMatter, document.mapping)

        var reader = FrontMatterReader(path: path, lineOffset: frontMatter.yamlFirstLine - 1, mapping: mapping)
        let id = reader.string("id", required: true)
        let title = reader.string("title", required: true)
        let kindName = reader.string("kind", required: true)
        let section = reader.string("section", required: true)
        let summary = reader.string("summary")
        let related = reader.stringList("related")
        let sources = reader.stringList("sources")
        let platforms = readPlatforms(&reader)
        let order = reader.integer("order")

        if let id, !isKebabCase(id) {
            reader.report(
                "topic.invalid-id", "id '\(id)' must be kebab-case: lowercase letters, digits and single hyphens",
                at: reader.values["id"]
            )
        } else if let id, ReservedNames.topicIDs.contains(id) {
            reader.report(
                "topic.reserved-id", "id '\(id)' is reserved: '<section>/\(id).html' is the section's own page",
                at: reader.values["id"]
            )
        } else if let id, let problem = PortableName.problem(id) {
            reader.report("topic.invalid-id", "id '\(id)' \(problem)", at: reader.values["id"])
        } else if matchingFileName, let id, let fileID = fileID(of: contentPath), id != fileID {
            reader.report(
                "topic.id-mismatch",
                "id '\(id)' differs from the file name '\(fileID).md'; a topic's id is its file name",
                at: reader.values["id"],
                fixIts: [FixIt(range: reader.range(of: reader.values["id"]), replacement: fileID)])
        }
        if let section, !isKebabCase(section) {
            reader.report(
                "topic.invalid-section", "section '\(section)' must be kebab-case, like 'app-states'",
                at: reader.values["section"]
            )
        } else if let section, let problem = PortableName.problem(section) {
            reader.report("topic.invalid-section", "section '\(section)' \(problem)", at: reader.values["section"])
        }
        for key in ["title", "id", "section"] where reader.values[key]?.scalar?.string.isEmpty == true {
            reader.report("topic.empty-value", "'\(key)' must not be empty", at: reader.values[key])
        }

        var kind: TopicKind?
        if let kindName {
            kind = TopicKind(rawValue: kindName)
            if kind == nil {
                let names = TopicKind.allCases.map(\.rawValue)
                let suggestion = NearMiss.suggestion(for: kindName, among: names)
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? " (one of \(names.joined(separator: ", ")))"
                let range = reader.range(of: reader.values["kind"])
                reader.report(
                    "topic.unknown-kind", "unknown kind '\(kindName)'\(hint)", at: reader.values["kind"],
                    fixIts: FixIt.replacing(range, with: suggestion)
                )
            }
        }
        let details = kind.map { TopicDetailsReader.read(kind: $0, from: &reader) } ?? .concept
        // Without a kind it is not known which kind's keys the file meant to use: any kind's
        // key is taken as meant, or a wrong kind would bring a warning for each of its keys.
        var kindKeys = kind.map(TopicDetailsReader.keys(for:)) ?? TopicDetailsReader.keysOfEveryKind
        let unread = reader.unreadKeys()
        if let kind {
            // Keys of another kind are reported once, at the kind, and not one by one.
            kindKeys.formUnion(reportKeysOfAnotherKind(than: kind, among: unread, in: &reader))
        }
        reader.reportKeys(allowed: commonKeys.union(kindKeys), among: unread)

        let markdown = MarkdownDocument(
            parsing: frontMatter.body, firstLine: frontMatter.bodyFirstLine, preparingHTML: preparingHTML)
        let (claims, claimDiagnostics) = SequenceClaimParser.claims(in: markdown, path: path)
        let diagnostics = reader.diagnostics + claimDiagnostics
        // A malformed claim is left out with its error, and the topic stays: its links and its
        // other claims are still checked, and one option's mistake hid them all.
        guard let id, let title, let kind, let section, reader.keepsValue(despite: reader.diagnostics) else {
            return (nil, diagnostics)
        }
        let topic = Topic(
            path: path, contentPath: contentPath, id: id, title: title, kind: kind, section: section,
            summary: summary, related: related, sources: sources, platforms: platforms, order: order,
            details: details, body: frontMatter.body, bodyFirstLine: frontMatter.bodyFirstLine,
            markdown: markdown, keyLocations: reader.keyLocations, valueRanges: reader.valueRanges, claims: claims
        )
        return (topic, diagnostics)
    }

    /// The keys this file writes that another kind reads and `kind` does not (`selector` on a
    /// concept). They are what a wrong `kind` looks like: one error at the kind names them,
    /// with a note at each naming the kinds that read it, and the keys `kind` requires and the
    /// file lacks are not reported as missing as well. Left alone, the other kind's checks would
    /// silently not run.
    ///
    /// `unread` are the keys nothing read: `kind`'s own keys were read with its details.
    static func reportKeysOfAnotherKind(
        than kind: TopicKind, among unread: [String], in reader: inout FrontMatterReader
    ) -> Set<String> {
        let own = TopicDetailsReader.keys(for: kind)
        let foreign = Set(unread.filter { TopicDetailsReader.keysOfEveryKind.contains($0) && !own.contains($0) })
        guard !foreign.isEmpty else { return [] }
        let keys = foreign.sorted {
            let (left, right) = (reader.keyLocations[$0]?.line ?? 0, reader.keyLocations[$1]?.line ?? 0)
            return left == right ? $0 < $1 : left < right
        }
        let readingAll = TopicKind.allCases.filter { foreign.isSubset(of: TopicDetailsReader.keys(for: $0)) }
        func kinds(_ list: [TopicKind]) -> String {
            "kind " + ShortList.alternatives(list.map { "'\($0.rawValue)'" })
        }
        let which =
            readingAll.isEmpty
            ? "no one kind has them all"
            : (keys.count == 1 ? "it is a key of " : "they are keys of ") + kinds(readingAll)
        // Each key is shown where it is written, with the kinds that have it: when no one kind
        // has them all, this is what tells the author which key to move or drop.
        let notes = keys.map { key in
            let range = reader.keyLocations[key].map {
                SourceRange(line: $0.line, column: $0.column, length: key.unicodeScalars.count)
            }
            let having = TopicKind.allCases.filter { TopicDetailsReader.keys(for: $0).contains(key) }
            return DiagnosticNote(file: reader.path, range: range, message: "'\(key)' is a key of \(kinds(having))")
        }
        let kindRange = reader.range(of: reader.values["kind"])
        reader.append(
            Diagnostic(
                id: "topic.kind-mismatch", file: reader.path, range: kindRange,
                summary: "a topic of kind '\(kind.rawValue)' has no \(ShortList.alternatives(keys.map { "'\($0)'" })); "
                    + which,
                notes: notes,
                fixIts: readingAll.count == 1 ? [FixIt(range: kindRange, replacement: readingAll[0].rawValue)] : []))
        reader.excuseMissing(own)
        return foreign
    }

    static func readPlatforms(_ reader: inout FrontMatterReader) -> PlatformRange? {
        guard let text = reader.string("platforms") else { return nil }
        guard let range = PlatformRange(parsing: text) else {
            reader.report(
                "topic.invalid-platforms",
                "platforms '\(text)' must look like 'ios13+', 'ios5' or 'ios4-ios5'",
                at: reader.values["platforms"]
            )
            return nil
        }
        return range
    }

    /// The id a topic at `contentPath` must have: its file name without `.md`, when that is
    /// kebab-case (a file name that is not is reported once, as `topic.invalid-file-name`).
    static func fileID(of contentPath: String) -> String? {
        guard contentPath.hasSuffix(".md") else { return nil }
        let name = contentPath.split(separator: "/").last.map { String($0.dropLast(".md".count)) } ?? ""
        return isKebabCase(name) ? name : nil
    }

    /// Lowercase ASCII letters and digits in words joined by single hyphens.
    public static func isKebabCase(_ text: String) -> Bool {
        isKebabCase(utf8: text.utf8)
    }

    /// `isKebabCase` on UTF-8 bytes, in one pass: every topic's id, section and path names are
    /// checked, and `String.contains("--")` alone is costly.
    static func isKebabCase(utf8 bytes: some Collection<UInt8>) -> Bool {
        let hyphen = UInt8(ascii: "-")
        // Starting as if after a hyphen makes a leading hyphen fail like a doubled one.
        var previous = hyphen
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case hyphen where previous != hyphen: break
            default: return false
            }
            previous = byte
        }
        // Still a hyphen: the text was empty or ends with one.
        return previous != hyphen
    }
}
