/// A position range inside a Markdown text, in the file's own line numbers.
///
/// The wrapper takes the line on which the body starts, so that every range already
/// points into the topic file and diagnostics need no arithmetic of their own.
public struct MarkdownRange: Hashable, Sendable {
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

/// A heading, with the plain text its anchor id is made from.
public struct MarkdownHeading: Hashable, Sendable {
    public var level: Int
    public var text: String
    public var range: MarkdownRange

    public init(level: Int, text: String, range: MarkdownRange) {
        self.level = level
        self.text = text
        self.range = range
    }
}

/// A link or image destination as written, so link checks can resolve it.
public struct MarkdownLink: Hashable, Sendable {
    public var destination: String
    public var text: String
    public var isImage: Bool
    public var range: MarkdownRange

    public init(destination: String, text: String, isImage: Bool, range: MarkdownRange) {
        self.destination = destination
        self.text = text
        self.isImage = isImage
        self.range = range
    }
}

/// A fenced or indented code block; fenced `sequence` blocks carry lifecycle claims.
public struct MarkdownCodeBlock: Hashable, Sendable {
    /// The info string after the opening fence (`sequence push-pop`), empty if none.
    public var info: String
    /// The block's text, one line per line of the source, ending in a newline.
    public var code: String
    /// Lines from the opening fence to the closing fence.
    public var range: MarkdownRange
    /// Whether the block was fenced (info strings exist only on fenced blocks).
    public var isFenced: Bool

    public init(info: String, code: String, range: MarkdownRange, isFenced: Bool) {
        self.info = info
        self.code = code
        self.range = range
        self.isFenced = isFenced
    }

    /// The line of the first line of code (the one after the opening fence).
    public var firstCodeLine: Int { isFenced ? range.startLine + 1 : range.startLine }

    /// Whether a fenced block has its closing fence. CommonMark runs a fence that is never
    /// closed to the end of its container, so everything after it is code.
    public var isClosed = true

    /// The column (in Unicode scalars) of the info string's first character on the opening
    /// fence's line, so a wrong word in it is reported where it is; nil when not known.
    public var infoColumn: Int?

    /// How many columns of a code line's source line come before its text: a container's
    /// marker or indentation (`> `, a list item's indent) and the fence's own indentation,
    /// which the code leaves out. Zero when the block starts its lines.
    public var codeIndent = 0

    /// The first word of the info string, which names the block's language.
    public var language: String {
        // Found on bytes: `split` is costly, and every block is asked a few times.
        let bytes = info.utf8
        let space = UInt8(ascii: " ")
        guard let start = bytes.firstIndex(where: { $0 != space }) else { return "" }
        let end = bytes[start...].firstIndex(of: space) ?? bytes.endIndex
        return start == bytes.startIndex && end == bytes.endIndex ? info : String(info[start..<end])
    }
}

/// A code span such as `` `viewDidLoad` ``, where selectors are most often named in prose.
public struct MarkdownInlineCode: Hashable, Sendable {
    public var code: String
    public var range: MarkdownRange

    public init(code: String, range: MarkdownRange) {
        self.code = code
        self.range = range
    }
}
