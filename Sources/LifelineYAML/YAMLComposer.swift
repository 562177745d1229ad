import CYaml

/// Builds a `YAMLNode` tree from libyaml's events for one single-document text.
///
/// libyaml scans and parses; this only nests its events into nodes. It refuses what no
/// Lifeline file needs (aliases, a second document) and what would lose a value silently
/// (a key written twice), each with the place it was written.
final class YAMLComposer {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let text: UnsafeBufferPointer<UInt8>

    /// `text` must stay alive and unchanged for as long as the composer is used.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        parser = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text.baseAddress, text.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The document's root node, or nil for a text with no document at all.
    func document() throws(YAMLProblem) -> YAMLNode? {
        _ = try next()  // the stream's start
        let start = try next()
        guard case .documentStart = start.kind else { return nil }
        let root = try node(from: try next())
        _ = try next()  // the document's end
        let after = try next()
        guard case .streamEnd = after.kind else {
            throw YAMLProblem(.syntax, "a second document starts here; a file holds one", at: after.mark)
        }
        return root
    }

    private func node(from event: Event) throws(YAMLProblem) -> YAMLNode {
        switch event.kind {
        case .scalar(let text, let style):
            return .scalar(YAMLNode.Scalar(text, style: style, mark: event.mark))
        case .sequenceStart:
            var items: [YAMLNode] = []
            while true {
                let item = try next()
                if case .sequenceEnd = item.kind { break }
                items.append(try node(from: item))
            }
            return .sequence(YAMLNode.Sequence(items, mark: event.mark))
        case .mappingStart:
            var pairs: [YAMLNode.Mapping.Element] = []
            var keys: Set<String> = []
            while true {
                let keyEvent = try next()
                if case .mappingEnd = keyEvent.kind { break }
                let key = try node(from: keyEvent)
                if let name = key.string, !keys.insert(name).inserted {
                    throw YAMLProblem(.duplicateKey(name), at: key.mark)
                }
                pairs.append((key, try node(from: try next())))
            }
            return .mapping(YAMLNode.Mapping(pairs, mark: event.mark))
        case .alias:
            throw YAMLProblem(.alias, at: event.mark)
        case .streamEnd, .documentStart, .other, .sequenceEnd, .mappingEnd:
            // libyaml's parser only sends a node's events where a node may start.
            throw YAMLProblem(.syntax, "unexpected event", at: event.mark)
        }
    }

    private struct Event {
        enum Kind {
            case scalar(String, YAMLNode.Scalar.Style)
            case sequenceStart, sequenceEnd, mappingStart, mappingEnd, alias
            case documentStart, streamEnd, other
        }

        var kind: Kind
        var mark: YAMLNode.Mark
    }

    private func next() throws(YAMLProblem) -> Event {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw problem() }
        defer { yaml_event_delete(&event) }
        let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let kind: Event.Kind
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            kind = .scalar(text, Self.style(scalar.style))
        case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart
        case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT: kind = .mappingStart
        case YAML_MAPPING_END_EVENT: kind = .mappingEnd
        case YAML_ALIAS_EVENT: kind = .alias
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_STREAM_END_EVENT: kind = .streamEnd
        default: kind = .other
        }
        return Event(kind: kind, mark: mark)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// The parser's error. A reader error (bytes libyaml refuses) has an offset, not a mark.
    private func problem() -> YAMLProblem {
        let state = parser.pointee
        let message = state.problem.map { String(cString: $0) } ?? "the text is not valid YAML"
        if state.error == YAML_READER_ERROR {
            return YAMLProblem(.encoding, message, at: mark(ofOffset: state.problem_offset))
        }
        let mark = YAMLNode.Mark(line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1)
        return YAMLProblem(.syntax, message, at: mark)
    }

    /// The line and column of a byte offset into the text.
    private func mark(ofOffset offset: Int) -> YAMLNode.Mark {
        let before = text.prefix(min(offset, text.count))
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        return YAMLNode.Mark(line: line, column: column)
    }
}
