/// A Markdown body rendered once, when it is parsed, with the few places a site rewrites
/// left open: link destinations, code spans and code blocks.
///
/// Why: parsing is the expensive part of rendering and, with Debian's cmark-gfm, the part that
/// cannot run on two threads at once (see `CommonMarkConverter`). What a rewrite needs, the
/// other topics, is only known once every topic is parsed, so rendering used to parse every
/// body a second time. Keeping cmark-gfm's own HTML around each open place, and filling the
/// places in later, makes one parse enough, and keeps the result independent of the rest of
/// the knowledge base, so it can be cached by the text alone.
public struct PreparedHTML: Hashable, Sendable {
    /// A piece of the rendered body: fixed HTML, or an open place with the HTML cmark-gfm
    /// wrote for it, used when the renderer has no replacement.
    enum Segment: Hashable, Sendable {
        case html(String)
        /// A link's `href` or an image's `src` value; `written` is the escaped attribute value.
        case destination(String, written: String)
        /// A code span outside links, images and headings; `written` is `<code>…</code>`.
        case inlineCode(String, written: String)
        /// A code block, numbered from the body's first line; `written` ends with a newline.
        /// Boxed: a code block is large and rare, and every segment is as wide as the widest.
        indirect case codeBlock(MarkdownCodeBlock, written: String)
    }

    var segments: [Segment]
    /// Whether the body has raw HTML, which this rendering omits; a site that allows raw HTML
    /// renders such a body from its text instead.
    public var containsRawHTML: Bool

    /// The HTML with every open place filled by `renderer`, byte for byte what
    /// `renderer.render(text)` gives for the same text.
    func render(with renderer: MarkdownRenderer) -> String {
        var html = ""
        for segment in segments {
            switch segment {
            case .html(let text):
                html += text
            case .destination(let destination, let written):
                html += renderer.rewriteLink(destination).map(Self.escapeAttribute) ?? written
            case .inlineCode(let code, let written):
                html += renderer.replaceInlineCode(code) ?? written
            case .codeBlock(let block, let written):
                guard let replacement = renderer.replaceCodeBlock(block) else {
                    html += written
                    continue
                }
                html += replacement
                if !replacement.hasSuffix("\n") { html += "\n" }
            }
        }
        return html
    }

    /// Escapes a rewritten destination for an `href` or `src` value the way cmark-gfm does:
    /// characters that are safe or reserved in URLs pass, `&` and `'` become entities, and
    /// every other byte is percent-encoded. A destination that needs none of it (a relative
    /// page link, nearly always) is returned as it is, without a copy.
    static func escapeAttribute(_ value: String) -> String {
        var value = value
        let table = hrefSafe
        let isSafe = value.withUTF8 { bytes in bytes.allSatisfy { table[Int($0)] } }
        if isSafe { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 16)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "'"): out += "&#x27;".utf8
            case _ where table[Int(byte)]: out.append(byte)
            default: out += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The bytes cmark-gfm writes into a URL attribute unchanged.
    private static let hrefSafe: [Bool] = (0..<256).map { byte in
        guard byte < 128, let scalar = Unicode.Scalar(byte) else { return false }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "-_.+!*(),%#@?=;:/$~".unicodeScalars.contains(scalar)
    }
}
