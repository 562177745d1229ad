import CCmarkGFM
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place that talks to cmark-gfm: it parses with source positions on, walks the
/// C tree into Swift values, and renders HTML after applying a renderer's rewrites.
///
/// Every C object is freed with `defer` right after it is made, and no C type escapes
/// this file (the practice of swift-markdown's `CommonMarkConverter`).
enum CommonMarkConverter {
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registers the GFM extensions exactly once. cmark-gfm's registration writes global
    /// tables without a lock, so it must finish before any two threads parse; a `static
    /// let` is initialised once, thread-safely, on first use.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Parses `text` once: collects headings, links, code blocks, code spans and plain text,
    /// then, when `preparingHTML`, renders the HTML with the places a site rewrites left open
    /// (`PreparedHTML`).
    static func analyze(_ text: String, firstLine: Int, preparingHTML: Bool = true) -> MarkdownDocument {
        withDocument(text) { root, extensions in
            var collector = Collector(
                lineOffset: firstLine - 1, columns: ScalarColumns(text), collectsTerms: preparingHTML)
            collector.walk(root)
            var document = collector.document
            guard preparingHTML else { return document }
            // Text holding the marker characters could forge an open place: such a body is
            // rendered from its text instead.
            if !ByteSearch.contains(0xEE, in: text) || !text.unicodeScalars.contains(where: isMarker) {
                document.prepared = prepare(
                    root, extensions: extensions, containsRawHTML: collector.containsRawHTML, lineOffset: firstLine - 1)
            }
            return document
        }
    }

    /// Parses `text`, applies the renderer's rewrites to the tree, and renders it.
    static func render(_ text: String, with renderer: MarkdownRenderer) -> String {
        withDocument(text) { root, extensions in
            let placeholders = applyRewrites(root, renderer: renderer, extensions: extensions)
            var options = CMARK_OPT_DEFAULT
            if renderer.allowsRawHTML { options |= CMARK_OPT_UNSAFE }
            var html = scopeTableHeaders(renderHTML(root, options: options, extensions: extensions))
            if renderer.allowsRawHTML { html = html.replacing(rawTableHeaderMark, with: "<th") }
            for (placeholder, replacement) in placeholders {
                html = html.replacing(placeholder, with: replacement)
            }
            return html
        }
    }

    /// cmark-gfm writes table headers as `<th>`; screen readers want `scope="col"`. With raw
    /// HTML omitted and code escaped, every `<th` in the output is one cmark wrote for a table.
    ///
    /// Works on the HTML's own UTF-8, finding each `<` with `memchr`, and copies it only when a
    /// table has headers (a copy of every body into an array, and a generic search from each
    /// `<`, were costly for HTML that rarely has a table).
    private static func scopeTableHeaders(_ html: String) -> String {
        var html = html
        let scoped = html.withUTF8 { bytes -> String? in
            let scope = " scope=\"col\"".utf8
            let alignment = " align=".utf8
            var out: [UInt8] = []
            var copied = 0
            var index = 0
            while let found = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
                index = found + 1
                // cmark writes `<th>` or `<th align="…">`; a `<th` with other attributes is not its.
                guard found + 3 < bytes.count, bytes[found + 1] == UInt8(ascii: "t"),
                    bytes[found + 2] == UInt8(ascii: "h"),
                    bytes[found + 3] == UInt8(ascii: ">") || bytes[(found + 3)...].starts(with: alignment)
                else { continue }
                if out.isEmpty { out.reserveCapacity(bytes.count + 256) }
                out += bytes[copied..<(found + 3)]
                out += scope
                copied = found + 3
            }
            guard copied > 0 else { return nil }
            out += bytes[copied...]
            return String(decoding: out, as: UTF8.self)
        }
        return scoped ?? html
    }

    // MARK: - Parsing

    /// Serializes the inline pass. cmark-gfm 0.29 (Debian's) switches extension characters
    /// such as `~` on and off in process-wide tables at the start and end of every inline pass
    /// (`cmark_manage_extensions_special_characters`, from `cmark_parser_finish`), so two
    /// documents parsed at once can lose each other's strikethrough or autolinks. The block
    /// pass (`cmark_parser_feed`, a large part of a parse), rendering and walking trees do not
    /// touch those tables and stay parallel.
    private static let parseLock = Mutex(())

    private static func withDocument<T>(
        _ text: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T
    ) -> T {
        _ = registered
        // No `CMARK_OPT_VALIDATE_UTF8`: a Swift string is valid UTF-8 already, so checking it
        // again would only cost a pass over every byte.
        let options = CMARK_OPT_SOURCEPOS
        let parser = cmark_parser_new(options)
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        // cmark-gfm reads the string's own bytes (a copy only if they are not contiguous).
        var text = text
        // The block pass runs as text is fed, outside the lock: it reads no shared table.
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pointer in
                guard let start = pointer.baseAddress else { return }
                cmark_parser_feed(parser, start, pointer.count)
            }
        }
        // The inline pass runs in `cmark_parser_finish`. The tree leaves the lock as an
        // address: C pointers are not `Sendable`.
        let address = parseLock.withLock { _ in Int(bitPattern: cmark_parser_finish(parser)) }
        let root = OpaquePointer(bitPattern: address)
        defer { cmark_node_free(root) }
        guard let root else { return body(OpaquePointer(bitPattern: 0) ?? fallbackRoot(), nil) }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// cmark only fails to build a tree when memory runs out; an empty document stands in.
    private static func fallbackRoot() -> OpaquePointer {
        guard let node = cmark_node_new(CMARK_NODE_DOCUMENT) else {
            preconditionFailure("cmark-gfm could not allocate a document node")
        }
        return node
    }

    private static func renderHTML(
        _ node: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> String {
        guard let html = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    // MARK: - Preparing

    /// The private-use characters that open and close a marker in prepared HTML.
    static let markerOpen: Unicode.Scalar = "\u{E000}"
    static let markerClose: Unicode.Scalar = "\u{E001}"

    private static func isMarker(_ scalar: Unicode.Scalar) -> Bool {
        scalar == markerOpen || scalar == markerClose
    }

    /// Renders the tree with markers around every code span and code block, headings with
    /// their anchors, then cuts the HTML into `PreparedHTML` segments. Nil when the HTML does
    /// not line up with the tree (the caller then renders from the text).
    private static func prepare(
        _ root: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?, containsRawHTML: Bool, lineOffset: Int
    ) -> PreparedHTML? {
        var headings: [OpaquePointer] = []
        var codeBlocks: [OpaquePointer] = []
        var codeSpans: [OpaquePointer] = []
        var links: [String] = []
        var images: [String] = []
        forEachNode(root) { node in
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_HEADING: headings.append(node)
            case CMARK_NODE_CODE_BLOCK: codeBlocks.append(node)
            // As in `applyRewrites`; inside an image a code span is only alt text.
            case CMARK_NODE_CODE
            where !hasAncestor(node, ofType: [CMARK_NODE_LINK, CMARK_NODE_IMAGE, CMARK_NODE_HEADING]):
                codeSpans.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                // Inside an image, a link or image is alt text and writes no attribute.
                guard !hasAncestor(node, ofType: [CMARK_NODE_IMAGE]) else { break }
                let destination = string(cmark_node_get_url(node))
                if type == CMARK_NODE_LINK { links.append(destination) } else { images.append(destination) }
            default: break
            }
        }
        var spans: [String] = []
        for (index, node) in codeSpans.enumerated() {
            spans.append(string(cmark_node_get_literal(node)))
            guard surround(node, index: index, open: "c", close: "C", type: CMARK_NODE_TEXT) else { return nil }
        }
        var blocks: [MarkdownCodeBlock] = []
        for (index, node) in codeBlocks.enumerated() {
            blocks.append(codeBlock(node, lineOffset: lineOffset))
            guard surround(node, index: index, open: "b", close: "B", type: CMARK_NODE_CUSTOM_BLOCK) else { return nil }
        }
        let ids = HeadingAnchors.ids(for: headings.map { plainText(of: $0) })
        for (node, id) in zip(headings, ids) {
            let level = cmark_node_get_heading_level(node)
            let inner = renderChildren(of: node, extensions: extensions, allowsRawHTML: false)
            replace(node, with: CMARK_NODE_CUSTOM_BLOCK, html: headingHTML(level: level, id: id, inner: inner))
        }
        let html = scopeTableHeaders(renderHTML(root, options: CMARK_OPT_DEFAULT, extensions: extensions))
        var cutter = PreparedHTMLCutter(html: html, links: links, images: images, spans: spans, blocks: blocks)
        guard let segments = cutter.cut() else { return nil }
        return PreparedHTML(segments: segments, containsRawHTML: containsRawHTML)
    }

    /// Puts marker nodes before and after `node`: text for a code span (a table cell takes
    /// only text and cmark's own inlines), a custom block for a code block.
    private static func surround(
        _ node: OpaquePointer, index: Int, open: Character, close: Character, type: cmark_node_type
    ) -> Bool {
        func marker(_ kind: Character) -> OpaquePointer? {
            guard let marker = cmark_node_new(type) else { return nil }
            let text = "\(Character(markerOpen))\(kind)\(index)\(Character(markerClose))"
            if type == CMARK_NODE_TEXT {
                cmark_node_set_literal(marker, text)
            } else {
                cmark_node_set_on_enter(marker, text)
                cmark_node_set_on_exit(marker, "")
            }
            return marker
        }
        guard let before = marker(open), let after = marker(close) else { return false }
        guard cmark_node_insert_before(node, before) != 0 else {
            cmark_node_free(before)
            cmark_node_free(after)
            return false
        }
        guard cmark_node_insert_after(node, after) != 0 else {
            cmark_node_free(after)
            return false
        }
        return true
    }

    // MARK: - Rewriting

    /// Rewrites the tree; returns the placeholders left in text for HTML that the tree could
    /// not hold, each with its HTML, to be swapped in after rendering.
    private static func applyRewrites(
        _ root: OpaquePointer, renderer: MarkdownRenderer, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> [(String, String)] {
        var headings: [OpaquePointer] = []
        var codeBlocks: [OpaquePointer] = []
        var codeSpans: [OpaquePointer] = []
        forEachNode(root) { node in
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: headings.append(node)
            case CMARK_NODE_CODE_BLOCK: codeBlocks.append(node)
            // A code span inside a link or a heading (whose text becomes its anchor link) keeps
            // its plain code: a replacement link there would nest one link in another.
            case CMARK_NODE_CODE where !hasAncestor(node, ofType: [CMARK_NODE_LINK, CMARK_NODE_HEADING]):
                codeSpans.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let replacement = renderer.rewriteLink(string(cmark_node_get_url(node))) {
                    cmark_node_set_url(node, replacement)
                }
            default: break
            }
        }
        var placeholders: [(String, String)] = []
        for node in codeSpans {
            guard let html = renderer.replaceInlineCode(string(cmark_node_get_literal(node))) else { continue }
            if replace(node, with: CMARK_NODE_CUSTOM_INLINE, html: html) { continue }
            // A table cell takes only cmark's own inline types: a text placeholder stands in,
            // made of private-use characters that cmark leaves as they are.
            let placeholder = "\u{E000}\(placeholders.count)\u{E001}"
            if replace(node, withText: placeholder) { placeholders.append((placeholder, html)) }
        }
        for node in codeBlocks {
            if let html = renderer.replaceCodeBlock(codeBlock(node, lineOffset: renderer.firstLine - 1)) {
                replace(node, with: CMARK_NODE_CUSTOM_BLOCK, html: html)
            }
        }
        let ids =
            renderer.headingAnchors.flatMap { $0.count == headings.count ? $0 : nil }
            ?? HeadingAnchors.ids(for: headings.map { plainText(of: $0) })
        for (node, id) in zip(headings, ids) {
            let level = cmark_node_get_heading_level(node)
            let inner = renderChildren(of: node, extensions: extensions, allowsRawHTML: renderer.allowsRawHTML)
            replace(node, with: CMARK_NODE_CUSTOM_BLOCK, html: headingHTML(level: level, id: id, inner: inner))
        }
        if renderer.allowsRawHTML { markRawTableHeaders(root) }
        return placeholders
    }

    /// A heading with its anchor: the heading's text links to it, unless the text holds a
    /// link of its own (a link inside a link is invalid HTML, which browsers split), when a
    /// `#` link after the text does.
    private static func headingHTML(level: Int32, id: String, inner: String) -> String {
        guard !holdsLink(inner) else {
            return "<h\(level) id=\"\(id)\">\(inner) <a class=\"anchor anchor-mark\" href=\"#\(id)\" "
                + "aria-label=\"Link to this section\">#</a></h\(level)>"
        }
        return "<h\(level) id=\"\(id)\"><a class=\"anchor\" href=\"#\(id)\">\(inner)</a></h\(level)>"
    }

    /// Whether `html` holds an `<a ` or `<a>` tag. Read as bytes: `String.contains` compares
    /// whole characters, and over every heading of every topic that was a noticeable part of
    /// parsing (docs/performance.md).
    static func holdsLink(_ html: String) -> Bool {
        let bytes = Array(html.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<bytes.count - 2
        where bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "a") {
            if bytes[index + 2] == UInt8(ascii: " ") || bytes[index + 2] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    /// Stands for `<th` in raw HTML while `scopeTableHeaders` runs, so that only the headers
    /// cmark writes for a Markdown table get `scope="col"`, never an author's own `<th>`.
    static let rawTableHeaderMark = "<\u{E002}th"

    private static func markRawTableHeaders(_ root: OpaquePointer) {
        forEachNode(root) { node in
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE else { return }
            let literal = string(cmark_node_get_literal(node))
            guard literal.contains("<th") else { return }
            cmark_node_set_literal(node, literal.replacing("<th", with: rawTableHeaderMark))
        }
    }

    private static func hasAncestor(_ node: OpaquePointer, ofType types: [cmark_node_type]) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if types.contains(cmark_node_get_type(current)) { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// The inline HTML inside a heading, rendered by cmark so escaping stays cmark's.
    private static func renderChildren(
        of heading: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?, allowsRawHTML: Bool
    ) -> String {
        // The HTML renderer looks at a paragraph's parent, so it renders inside a document.
        guard let document = cmark_node_new(CMARK_NODE_DOCUMENT) else { return "" }
        defer { cmark_node_free(document) }
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return "" }
        cmark_node_append_child(document, paragraph)
        while let child = cmark_node_first_child(heading) {
            cmark_node_unlink(child)
            cmark_node_append_child(paragraph, child)
        }
        var options = CMARK_OPT_DEFAULT
        if allowsRawHTML { options |= CMARK_OPT_UNSAFE }
        var html = renderHTML(document, options: options, extensions: extensions)
        if html.hasPrefix("<p>") { html.removeFirst(3) }
        while html.hasSuffix("\n") { html.removeLast() }
        if html.hasSuffix("</p>") { html.removeLast(4) }
        return html
    }

    /// Puts a custom node of `html` in place of `node`; false, and `node` kept, where the
    /// parent cannot hold one (a table cell holds only cmark's own inline types).
    @discardableResult
    private static func replace(_ node: OpaquePointer, with type: cmark_node_type, html: String) -> Bool {
        guard let custom = cmark_node_new(type) else { return false }
        cmark_node_set_on_enter(custom, html)
        cmark_node_set_on_exit(custom, "")
        return swap(node, for: custom)
    }

    private static func replace(_ node: OpaquePointer, withText text: String) -> Bool {
        guard let replacement = cmark_node_new(CMARK_NODE_TEXT) else { return false }
        cmark_node_set_literal(replacement, text)
        return swap(node, for: replacement)
    }

    private static func swap(_ node: OpaquePointer, for replacement: OpaquePointer) -> Bool {
        guard cmark_node_replace(node, replacement) != 0 else {
            cmark_node_free(replacement)
            return false
        }
        cmark_node_free(node)
        return true
    }

    // MARK: - Walking

    private static func forEachNode(_ root: OpaquePointer, _ visit: (OpaquePointer) -> Void) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { visit(node) }
        }
    }

    private struct Collector {
        let lineOffset: Int
        var columns: ScalarColumns
        var document = MarkdownDocument()
        var containsRawHTML = false
        private var text = TextPrefix()
        /// Nil when the document is not for a page (`lifeline check` indexes nothing, and
        /// describes nothing).
        private var terms: SearchTerms.Collector?
        /// Set on the document once at the end: each change to its headings works out the anchors.
        private var headings: [MarkdownHeading] = []

        init(lineOffset: Int, columns: ScalarColumns, collectsTerms: Bool) {
            self.lineOffset = lineOffset
            self.columns = columns
            terms = collectsTerms ? SearchTerms.Collector() : nil
        }

        mutating func walk(_ root: OpaquePointer) {
            forEachNode(root) { node in visit(node) }
            document.headings = headings
            // The excerpt and the terms are for a page's description and the search index.
            if let terms {
                document.plainText = SearchExcerpt.of(text.joined())
                document.searchTerms = terms.terms
            }
        }

        /// A link's or a code span's range, its columns in Unicode scalars: unlike a block, an
        /// inline node can follow other text on its line. (A block starts after spaces and
        /// ASCII markers, where bytes and scalars agree.)
        private mutating func inlineRange(of node: OpaquePointer) -> MarkdownRange {
            var range = CommonMarkConverter.range(of: node, lineOffset: lineOffset)
            range.startColumn = columns.column(line: range.startLine - lineOffset, byteColumn: range.startColumn)
            range.endColumn = columns.column(line: range.endLine - lineOffset, byteColumn: range.endColumn)
            return range
        }

        /// What comes before the code on its source lines (see `MarkdownCodeBlock.codeIndent`),
        /// found on the first line with text: the source line ends with the code's line.
        private mutating func codeIndent(of block: MarkdownCodeBlock) -> Int {
            let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
            guard let index = lines.firstIndex(where: { !$0.isEmpty }) else { return 0 }
            let code = Array(lines[index].utf8)
            let line = block.firstCodeLine + index - lineOffset
            let byteColumn = columns.withBytes(ofLine: line) { source -> Int? in
                guard source.count >= code.count, source.suffix(code.count).elementsEqual(code) else { return nil }
                return source.count - code.count + 1
            }
            guard let byteColumn else { return 0 }
            return columns.column(line: line, byteColumn: byteColumn) - 1
        }

        /// The scalar column of a fenced block's info string (see `MarkdownCodeBlock.infoColumn`).
        private mutating func infoColumn(of node: OpaquePointer) -> Int? {
            CommonMarkConverter.infoByteColumn(node, columns: columns).map {
                columns.column(line: Int(cmark_node_get_start_line(node)), byteColumn: $0)
            }
        }

        private mutating func visit(_ node: OpaquePointer) {
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_HEADING:
                if !text.isEmpty { text.append("\n") }
                let heading = MarkdownHeading(
                    level: Int(cmark_node_get_heading_level(node)),
                    text: plainText(of: node),
                    range: CommonMarkConverter.range(of: node, lineOffset: lineOffset)
                )
                headings.append(heading)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                let link = MarkdownLink(
                    destination: string(cmark_node_get_url(node)),
                    text: plainText(of: node),
                    isImage: type == CMARK_NODE_IMAGE,
                    range: inlineRange(of: node)
                )
                document.links.append(link)
            case CMARK_NODE_CODE_BLOCK:
                if !text.isEmpty { text.append("\n") }
                var block = codeBlock(node, lineOffset: lineOffset)
                if block.isFenced {
                    block.isClosed = CommonMarkConverter.endsWithClosingFence(node, columns: columns)
                    block.infoColumn = infoColumn(of: node)
                }
                if cmark_node_get_start_column(node) > 1 { block.codeIndent = codeIndent(of: block) }
                document.codeBlocks.append(block)
                text.append(block.code)
                terms?.add(block.code)
            case CMARK_NODE_CODE:
                let code = string(cmark_node_get_literal(node))
                document.inlineCode.append(MarkdownInlineCode(code: code, range: inlineRange(of: node)))
                text.append(code)
                terms?.add(code)
            case CMARK_NODE_TEXT:
                text.append(literalOf: node)
                if terms != nil, let literal = cmark_node_get_literal(node) {
                    let count = strlen(literal)
                    literal.withMemoryRebound(to: UInt8.self, capacity: count) {
                        terms?.add(UnsafeBufferPointer(start: $0, count: count))
                    }
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(" ")
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                containsRawHTML = true
            default:
                // Every other block (paragraph, item, heading, table cell) starts a new word.
                let isBlock = type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
                if isBlock, !text.isEmpty { text.append("\n") }
            }
        }
    }

    private static func codeBlock(_ node: OpaquePointer, lineOffset: Int) -> MarkdownCodeBlock {
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        return MarkdownCodeBlock(
            info: string(cmark_node_get_fence_info(node)).trimmingSpaces(),
            code: string(cmark_node_get_literal(node)),
            range: range(of: node, lineOffset: lineOffset),
            isFenced: fenced
        )
    }

    /// A fenced block's fence as cmark-gfm read it: the character, how many of it opened the
    /// block, and the block's own column on its lines (in a quote or a list item, a line
    /// starts with the container's marker or indentation, "> ```").
    private struct Fence {
        var character: UInt8
        var length: Int
        var blockStart: Int

        init(_ node: OpaquePointer) {
            var length: Int32 = 0
            var offset: Int32 = 0
            var character: CChar = 0
            _ = cmark_node_get_fenced(node, &length, &offset, &character)
            self.character = UInt8(bitPattern: character)
            self.length = Int(length)
            blockStart = max(Int(cmark_node_get_start_column(node)) - 1, 0)
        }

        static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    }

    /// Where a fenced block's info string starts: after the fence's run of characters and
    /// the blanks that follow it, on the line where cmark-gfm says the block starts.
    fileprivate static func infoByteColumn(_ node: OpaquePointer, columns: ScalarColumns) -> Int? {
        let fence = Fence(node)
        return columns.withBytes(ofLine: Int(cmark_node_get_start_line(node))) { line in
            var index = line.startIndex + fence.blockStart
            guard index < line.endIndex else { return nil }
            while index < line.endIndex, Fence.isBlank(line[index]) { index += 1 }
            while index < line.endIndex, line[index] == fence.character { index += 1 }
            while index < line.endIndex, Fence.isBlank(line[index]) { index += 1 }
            return index - line.startIndex + 1
        }
    }

    /// Whether a fenced block's last line is its closing fence: the fence's character, at
    /// least as many times as it opened, then only blanks. cmark-gfm does not say whether a
    /// fence was closed; an unclosed one ends on the last line of its container, or the
    /// line that ended that container.
    private static func endsWithClosingFence(_ node: OpaquePointer, columns: ScalarColumns) -> Bool {
        let fence = Fence(node)
        return columns.withBytes(ofLine: Int(cmark_node_get_end_line(node))) { line in
            let from = line.startIndex + min(fence.blockStart, line.count)
            let start = line[from...].firstIndex { !Fence.isBlank($0) } ?? line.endIndex
            let run = line[start...].prefix { $0 == fence.character }.count
            return run >= fence.length && run > 0 && line[(start + run)...].allSatisfy(Fence.isBlank)
        }
    }

    private static func range(of node: OpaquePointer, lineOffset: Int) -> MarkdownRange {
        MarkdownRange(
            startLine: Int(cmark_node_get_start_line(node)) + lineOffset,
            startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)) + lineOffset,
            endColumn: Int(cmark_node_get_end_column(node))
        )
    }

    /// The text inside a node, with markup dropped and code spans kept.
    fileprivate static func plainText(of node: OpaquePointer) -> String {
        var text: [UInt8] = []
        forEachNode(node) { child in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: appendBytes(of: cmark_node_get_literal(child), to: &text)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text.append(UInt8(ascii: " "))
            default: break
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends a C string of cmark-gfm's to `bytes` without making a `String` of it first.
    fileprivate static func appendBytes(of pointer: UnsafePointer<CChar>?, to bytes: inout [UInt8]) {
        guard let pointer else { return }
        let count = strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
    }

    fileprivate static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}

/// The start of a document's text. Search excerpts need a few hundred characters, so a long
/// body's text is not kept past `limit` bytes (a whole part that crosses it is kept).
///
/// Kept as bytes, and a text node's literal is read only while there is room: a body has
/// hundreds of text nodes, and making a `String` of each was an allocation apiece.
private struct TextPrefix {
    static let limit = 4_096
    private var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ part: String) {
        guard bytes.count < Self.limit else { return }
        bytes.append(contentsOf: part.utf8)
    }

    /// Appends a text node's literal (valid UTF-8: cmark-gfm checks its input). It is asked
    /// for only while there is room: cmark-gfm makes a C string of it on first request.
    mutating func append(literalOf node: OpaquePointer) {
        guard bytes.count < Self.limit else { return }
        CommonMarkConverter.appendBytes(of: cmark_node_get_literal(node), to: &bytes)
    }

    /// The text, for `SearchExcerpt.of`.
    func joined() -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
