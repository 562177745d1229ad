import LifelineDiagnostics
import LifelineMarkdown

/// Reads ` ```sequence ` blocks into claims, reporting malformed ones where they are written.
public enum SequenceClaimParser {
    /// The info-string language that marks a claim.
    public static let language = "sequence"

    /// The most sequence claims one topic may make (stated in Content/README.md). The most in
    /// the repository is 14; each claim becomes a table and a figure on the page, and 20,000
    /// empty ones turned a 440 KB topic into a 372 MB page.
    public static let maximumClaims = 100

    public static func claims(in document: MarkdownDocument, path: String) -> ([SequenceClaim], [Diagnostic]) {
        var claims: [SequenceClaim] = []
        var diagnostics: [Diagnostic] = []
        var count = 0
        for block in document.codeBlocks where block.isFenced && block.language == language {
            count += 1
            guard count <= maximumClaims else {
                diagnostics.append(
                    Diagnostic(
                        id: "claim.too-many", file: path, range: SourceRange(line: block.range.startLine, column: 1),
                        summary: "a topic may make at most \(maximumClaims) sequence claims; this is one more: "
                            + "split the topic"))
                break
            }
            // Unclosed, the block takes in the rest of the page, and each line of prose after
            // it would be one more malformed step: the fence is the one mistake.
            guard block.isClosed else {
                diagnostics.append(
                    Diagnostic(
                        id: "claim.unclosed", file: path, range: SourceRange(line: block.range.startLine, column: 1),
                        summary: "this ```sequence block is never closed, so the rest of the page is read as its "
                            + "lines; end it with ``` on a line of its own"))
                continue
            }
            switch parse(block, path: path) {
            case .success(let claim): claims.append(claim)
            case .failure(let problems): diagnostics += problems.diagnostics
            }
        }
        return (claims, diagnostics)
    }

    /// The line of the first line of code that starts like a fence (three backticks or
    /// tildes), which no step does.
    ///
    /// Every claim is asked, so its bytes are read only when `memchr` finds a backtick or a
    /// tilde at all; a generic substring search was costly (docs/performance.md).
    static func openingFenceLine(in block: MarkdownCodeBlock) -> Int? {
        let (backtick, tilde) = (UInt8(ascii: "`"), UInt8(ascii: "~"))
        guard ByteSearch.contains(backtick, in: block.code) || ByteSearch.contains(tilde, in: block.code) else {
            return nil
        }
        var offset = 0
        var lineStart = true
        var run: (byte: UInt8, count: Int)?
        for byte in block.code.utf8 {
            if byte == UInt8(ascii: "\n") {
                (offset, lineStart, run) = (offset + 1, true, nil)
            } else if lineStart, run == nil, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                continue
            } else if lineStart, byte == backtick || byte == tilde, run == nil || run?.byte == byte {
                run = (byte, (run?.count ?? 0) + 1)
                if run?.count == 3 { return block.firstCodeLine + offset }
            } else {
                (lineStart, run) = (false, nil)
            }
        }
        return nil
    }

    struct Problems: Error {
        var diagnostics: [Diagnostic]
    }

    static func parse(_ block: MarkdownCodeBlock, path: String) -> Result<SequenceClaim, Problems> {
        var diagnostics: [Diagnostic] = []
        func report(_ id: String, _ summary: String, line: Int, column: Int = 1) {
            diagnostics.append(
                Diagnostic(id: id, file: path, range: SourceRange(line: line, column: column), summary: summary))
        }
        let fenceLine = block.range.startLine
        let words = infoWords(block.info).dropFirst()
        guard let scenario = words.first.map(String.init), !scenario.contains(where: { $0 == "=" }) else {
            report(
                "claim.missing-scenario",
                "a sequence block names its scenario after the language: ```sequence <scenario-id>", line: fenceLine
            )
            return .failure(Problems(diagnostics: diagnostics))
        }
        // Where a word of the info string is on the fence's line, for an error about it.
        func place(ofWord index: Int, skipping skipped: Int = 0, length: Int) -> SourceRange? {
            let offsets = wordOffsets(block.info)
            guard let infoColumn = block.infoColumn, index < offsets.count else { return nil }
            return SourceRange(line: fenceLine, column: infoColumn + offsets[index] + skipped, length: length)
        }
        func report(_ id: String, _ summary: String, at place: SourceRange?, fixIt: String? = nil) {
            diagnostics.append(
                Diagnostic(
                    id: id, file: path, range: place ?? SourceRange(line: fenceLine, column: 1), summary: summary,
                    fixIts: FixIt.replacing(place, with: fixIt)))
        }
        var steps: ClosedRange<Int>?
        var platforms: PlatformRange?
        var given: Set<String> = []
        for (index, option) in words.enumerated().dropFirst() {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts.first ?? ""
            // The word is the info string's `index + 1`th: the language comes first.
            func value() -> SourceRange? {
                place(ofWord: index + 1, skipping: name.unicodeScalars.count + 1, length: parts[1].unicodeScalars.count)
            }
            if parts.count == 2, ["steps", "platforms"].contains(name), !given.insert(name).inserted {
                report(
                    "claim.invalid-option", "\(name)= is given twice; a sequence block takes it once",
                    at: place(ofWord: index + 1, length: option.unicodeScalars.count))
                continue
            }
            switch (name, parts.count) {
            case ("steps", 2):
                steps = stepRange(parts[1])
                guard steps == nil else { break }
                let bounds = parts[1].split(separator: "-").compactMap { Int($0) }
                if bounds.count == 2, bounds[0] > bounds[1], bounds[1] >= 1 {
                    report(
                        "claim.invalid-option",
                        "steps=\(parts[1]) runs backwards; a range goes from its first step to its last, "
                            + "steps=\(bounds[1])-\(bounds[0])", at: value(), fixIt: "\(bounds[1])-\(bounds[0])")
                } else {
                    report(
                        "claim.invalid-option", "steps must be a step number from 1 or a range like 2-3", at: value())
                }
            case ("platforms", 2):
                platforms = PlatformRange(parsing: parts[1])
                if platforms == nil {
                    report("claim.invalid-option", "platforms must look like ios13+, ios9 or ios7-ios12", at: value())
                }
            default:
                let suggestion = NearMiss.suggestion(for: name, among: ["steps", "platforms"])
                report(
                    "claim.invalid-option",
                    "unknown option '\(option)'; a sequence block takes steps= and platforms="
                        + (suggestion.map { "; did you mean '\($0)='?" } ?? ""),
                    at: place(ofWord: index + 1, length: name.unicodeScalars.count), fixIt: suggestion)
            }
        }
        // A fence inside a sequence is the next block's opening fence: this block's closing one
        // is missing, and the prose between them is no more malformed steps.
        if let runsOn = openingFenceLine(in: block) {
            report(
                "claim.unclosed",
                "this ```sequence block is never closed, so it runs on to the fence at line \(runsOn); end it "
                    + "with ``` on a line of its own", line: fenceLine)
            return .failure(Problems(diagnostics: diagnostics))
        }
        var lines: [SequenceClaim.Line] = []
        // Lines are found with `memchr` on the code's own UTF-8, and an ASCII line is read on
        // its bytes (splitting a `String.UTF8View` generically is slow).
        let text = block.code
        /// The characters of bytes `range` of the code, for a line that is not ASCII.
        func characters(_ range: Range<Int>) -> Substring {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
            return text[lower..<upper]
        }
        var code = text
        code.withUTF8 { buffer in
            var start = 0
            var offset = 0
            while start <= buffer.count {
                let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: start) ?? buffer.count
                let line = block.firstCodeLine + offset
                let reading =
                    reading(ascii: UnsafeBufferPointer(rebasing: buffer[start..<end]))
                    ?? reading(characters: characters(start..<end))
                switch reading {
                case .blank:
                    break
                case .malformed(let indent):
                    report(
                        "claim.syntax", "each line of a sequence is 'Object callback', such as 'A viewDidLoad'",
                        line: line, column: block.codeIndent + indent + 1
                    )
                case .step(let object, let callback, let objectColumn, let callbackColumn):
                    // Columns of the file's line: the code leaves out a container's prefix.
                    lines.append(
                        SequenceClaim.Line(
                            object: object, callback: callback, line: line,
                            callbackColumn: block.codeIndent + callbackColumn,
                            objectColumn: block.codeIndent + objectColumn))
                }
                start = end + 1
                offset += 1
            }
        }
        guard diagnostics.isEmpty else { return .failure(Problems(diagnostics: diagnostics)) }
        var claim = SequenceClaim(
            scenario: scenario, steps: steps, platforms: platforms, lines: lines, fenceLine: fenceLine)
        (claim.info, claim.infoColumn) = (block.info, block.infoColumn)
        return .success(claim)
    }

    /// Where each word of `infoWords(info)` starts, in Unicode scalars from the start of `info`.
    static func wordOffsets(_ info: String) -> [Int] {
        var offsets: [Int] = []
        var inWord = false
        for (offset, scalar) in info.unicodeScalars.enumerated() {
            let isBlank = scalar == " " || scalar == "\t"
            if !isBlank, !inWord { offsets.append(offset) }
            inWord = !isBlank
        }
        return offsets
    }

    /// The words of a fence's info string, split at blanks: by bytes when it is ASCII, as
    /// nearly every one is (splitting by `Character` is many times slower).
    static func infoWords(_ info: String) -> [Substring] {
        guard info.utf8.allSatisfy({ $0 < 0x80 }) else {
            return info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        }
        return info.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).map {
            Substring($0)
        }
    }

    /// What one line of a block says; columns count Unicode scalars from the line's start, as
    /// every diagnostic's do.
    enum LineReading: Equatable {
        /// Empty, only blanks, or a `#` comment.
        case blank
        /// Not two words; `indent` is where its first word starts, 0-based.
        case malformed(indent: Int)
        case step(object: String, callback: String, objectColumn: Int, callbackColumn: Int)
    }

    /// Reads a line of a block from its UTF-8 bytes when they are all ASCII, where a byte is
    /// a character and a column; nil for any other line, which `reading(characters:)` reads,
    /// so that word breaks stay those of the text.
    ///
    /// Claims are checked on every run, and reading every line by `Character` was most of
    /// the parser's time.
    static func reading(ascii line: UnsafeBufferPointer<UInt8>) -> LineReading? {
        guard line.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var index = 0
        /// The next word at or after `index`, as a range of `line`.
        func nextWord() -> Range<Int>? {
            while index < line.count, isBlank(line[index]) { index += 1 }
            guard index < line.count else { return nil }
            let start = index
            while index < line.count, !isBlank(line[index]) { index += 1 }
            return start..<index
        }
        guard let first = nextWord(), line[first.lowerBound] != UInt8(ascii: "#") else { return .blank }
        guard let second = nextWord(), nextWord() == nil else { return .malformed(indent: first.lowerBound) }
        func string(_ word: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: line[word]), as: UTF8.self)
        }
        return .step(
            object: string(first), callback: string(second), objectColumn: first.lowerBound + 1,
            callbackColumn: second.lowerBound + 1)
    }

    /// `reading(ascii:)` by character, for lines that are not ASCII.
    static func reading(characters raw: Substring) -> LineReading {
        let text = raw.drop(while: { $0 == " " || $0 == "\t" })
        if text.isEmpty || text.hasPrefix("#") { return .blank }
        let indent = raw.unicodeScalars.count - text.unicodeScalars.count
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2 else { return .malformed(indent: indent) }
        return .step(
            object: String(words[0]), callback: String(words[1]), objectColumn: indent + 1,
            callbackColumn: raw.unicodeScalars.distance(from: raw.startIndex, to: words[1].startIndex) + 1)
    }

    static func stepRange(_ text: String) -> ClosedRange<Int>? {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        switch bounds.count {
        case 1:
            guard let only = bounds[0], only >= 1 else { return nil }
            return only...only
        case 2:
            guard let low = bounds[0], let high = bounds[1], low >= 1, low <= high else { return nil }
            return low...high
        default:
            return nil
        }
    }
}
