import CYaml

/// Builds a `YAMLNode` tree from libyaml's events for one single-document text.
///
/// libyaml scans and parses; this only nests its events into nodes. It refuses what no
/// Lifeline file needs (aliases, a second document) and what would lose a value silently
/// (a key written twice), each with the place it was written.
final class YAMLComposer {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let text: UnsafeBufferPointer<UInt8>
    /// Where each line starts, in Unicode scalars, for a text in which libyaml's lines are not
    /// the file's (see `mark(_:)`); nil for every other text.
    private let lineStarts: [Int]?

    /// `text` must stay alive and unchanged for as long as the composer is used.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        lineStarts = Self.hasOtherLineBreaks(text) ? Self.lineStarts(text) : nil
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
        let mark = mark(event.start_mark)
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
        var message = state.problem.map { String(cString: $0) } ?? "the text is not valid YAML"
        // libyaml names the C call that sets its limit; an author needs the limit itself.
        if message.hasPrefix("Maximum nesting level reached") {
            message = "lists and mappings nest more than \(BoundedYAML.maximumNesting) levels deep here"
        }
        if state.error == YAML_READER_ERROR {
            return YAMLProblem(.encoding, message, at: mark(ofOffset: state.problem_offset))
        }
        // Such a break, invisible in most editors, is the likely cause of an error near it.
        let hint =
            lineStarts == nil
            ? "" : " (YAML also ends a line at U+0085, U+2028 and U+2029, and this text has one of them)"
        return YAMLProblem(.syntax, message + hint, at: mark(state.problem_mark))
    }

    /// A libyaml mark as the file's line and column.
    ///
    /// YAML 1.1 also ends a line at NEL (U+0085), LS (U+2028) and PS (U+2029), and libyaml counts
    /// its lines so; a file's lines, for editors and every other diagnostic, end at "\n" only.
    /// Its columns and indexes count Unicode scalars, as ours do. So a text with one of those
    /// characters is placed by the mark's index; any other (nearly all) takes the mark as it is.
    private func mark(_ mark: yaml_mark_t) -> YAMLNode.Mark {
        guard let lineStarts else { return YAMLNode.Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1) }
        let index = Int(mark.index)
        // The last line starting at or before the index, by halving (a file may be long).
        var (line, after) = (0, lineStarts.count)
        while after - line > 1 {
            let middle = (line + after) / 2
            if lineStarts[middle] <= index { line = middle } else { after = middle }
        }
        return YAMLNode.Mark(line: line + 1, column: index - lineStarts[line] + 1)
    }

    private static func hasOtherLineBreaks(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // NEL is C2 85 in UTF-8; LS and PS are E2 80 A8 and E2 80 A9.
        for index in text.indices.dropLast() {
            if text[index] == 0xC2, text[index + 1] == 0x85 { return true }
            if text[index] == 0xE2, text[index + 1] == 0x80, index + 2 < text.count,
                text[index + 2] == 0xA8 || text[index + 2] == 0xA9
            {
                return true
            }
        }
        return false
    }

    private static func lineStarts(_ text: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        for (offset, scalar) in String(decoding: text, as: UTF8.self).unicodeScalars.enumerated() where scalar == "\n" {
            starts.append(offset + 1)
        }
        return starts
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
