import LifelineContent
import LifelineDiagnostics
import LifelineMarkdown

/// How each value the build cache stores is written and read back, field by field.
extension CacheWriter {
    mutating func location(_ value: SourceLocation) {
        int(value.line)
        int(value.column)
    }

    mutating func range(_ value: SourceRange) {
        location(value.start)
        location(value.end)
    }

    mutating func diagnostic(_ value: Diagnostic) {
        string(value.id)
        string(value.severity.rawValue)
        string(value.file)
        optional(value.range) { $0.range($1) }
        bool(value.isAboutFolder)
        string(value.summary)
        list(value.notes) { writer, note in
            writer.string(note.file)
            writer.optional(note.range) { $0.range($1) }
            writer.string(note.message)
        }
        list(value.fixIts) { writer, fixIt in
            writer.range(fixIt.range)
            writer.string(fixIt.replacement)
        }
    }

    mutating func diagnostics(_ values: [Diagnostic]) { list(values) { $0.diagnostic($1) } }

    mutating func stamp(_ value: FileStamp) {
        int(Int(value.size))
        int(Int(value.modifiedSeconds))
        int(Int(value.modifiedNanoseconds))
        int(Int(truncatingIfNeeded: value.inode))
    }

    mutating func outline(_ value: TopicOutline) {
        let topic = value.topic
        string(topic.path)
        string(topic.contentPath)
        string(topic.id)
        string(topic.title)
        string(topic.kind.rawValue)
        string(topic.section)
        optional(topic.summary) { $0.string($1) }
        optional(topic.order) { $0.int($1) }
        strings(topic.related)
        details(topic.details)
        strings(value.headingAnchors)
        string(value.excerpt)
        string(value.searchTerms.identifiers)
    }

    private mutating func details(_ value: TopicDetails) {
        switch value {
        case .state(let facts):
            int(0)
            string(facts.name)
        case .delegateMethod(let facts), .callback(let facts):
            if case .callback = value { int(1) } else { int(2) }
            string(facts.selector)
            string(facts.owner)
            optional(facts.swift) { $0.string($1) }
        case .scenarioGuide(let facts):
            int(3)
            strings(facts.scenarios)
        case .nibLoading: int(4)
        case .window: int(5)
        case .concept: int(6)
        }
    }
}

extension CacheReader {
    mutating func location() throws(Malformed) -> SourceLocation {
        SourceLocation(line: try int(), column: try int())
    }

    mutating func range() throws(Malformed) -> SourceRange {
        SourceRange(start: try location(), end: try location())
    }

    mutating func diagnostic() throws(Malformed) -> Diagnostic {
        let id = try string()
        guard let severity = DiagnosticSeverity(rawValue: try string()) else { throw Malformed() }
        let file = try string()
        let range = try optional { reader throws(Malformed) in try reader.range() }
        let isAboutFolder = try bool()
        var diagnostic = Diagnostic(
            id: id, severity: severity, file: file, range: range,
            summary: try string(),
            notes: try list { reader throws(Malformed) in
                DiagnosticNote(
                    file: try reader.string(), range: try reader.optional { r throws(Malformed) in try r.range() },
                    message: try reader.string())
            },
            fixIts: try list { reader throws(Malformed) in
                FixIt(range: try reader.range(), replacement: try reader.string())
            })
        diagnostic.isAboutFolder = isAboutFolder
        return diagnostic
    }

    mutating func diagnostics() throws(Malformed) -> [Diagnostic] {
        try list { reader throws(Malformed) in try reader.diagnostic() }
    }

    mutating func stamp() throws(Malformed) -> FileStamp {
        FileStamp(
            size: Int64(try int()), modifiedSeconds: Int64(try int()), modifiedNanoseconds: Int64(try int()),
            inode: UInt64(truncatingIfNeeded: try int()))
    }

    mutating func outline() throws(Malformed) -> TopicOutline {
        let path = try string()
        let contentPath = try string()
        let id = try string()
        let title = try string()
        guard let kind = TopicKind(rawValue: try string()) else { throw Malformed() }
        return TopicOutline(
            path: path, contentPath: contentPath, id: id, title: title, kind: kind, section: try string(),
            summary: try optional { reader throws(Malformed) in try reader.string() },
            order: try optional { reader throws(Malformed) in try reader.int() },
            related: try strings(), details: try details(), headingAnchors: try strings(), excerpt: try string(),
            searchTerms: SearchTerms(identifiers: try string()))
    }

    private mutating func details() throws(Malformed) -> TopicDetails {
        switch try int() {
        case 0: return .state(StateFacts(name: try string(), transitions: []))
        case let tag where tag == 1 || tag == 2:
            let facts = CallbackFacts(
                selector: try string(), owner: try string(),
                swift: try optional { reader throws(Malformed) in try reader.string() })
            return tag == 1 ? .callback(facts) : .delegateMethod(facts)
        case 3: return .scenarioGuide(ScenarioGuideFacts(scenarios: try strings()))
        case 4: return .nibLoading(NibLoadingFacts(controllerClass: nil, lookupOrder: []))
        case 5: return .window(WindowFacts(levels: []))
        case 6: return .concept
        default: throw Malformed()
        }
    }
}
