import Mustache

/// The one escaping function for HTML: the renderer's own HTML (tables, diagrams, highlighted
/// code) calls it, and Mustache's `{{ }}` uses it too (see `TemplateSet`), so every value from
/// content or scenarios reaches a page through here.
public enum HTML {
    /// Escapes text for element content and single- or double-quoted attribute values.
    ///
    /// Works on UTF-8 bytes, not `Character`s: a quote followed by a combining mark (`"` and
    /// U+0301) is one `Character` that equals no quote, so escaping by `Character`, as
    /// swift-mustache's own escaper does, lets it close an attribute value. The five bytes
    /// replaced never occur inside a multi-byte UTF-8 sequence.
    public static func escape(_ text: some StringProtocol) -> String {
        // Most values need no escaping: that is found on the contiguous bytes when there are
        // some, as stepping through a generic `UTF8View` cost about as much as escaping.
        let utf8 = text.utf8
        let clean =
            utf8.withContiguousStorageIfAvailable { !$0.contains(where: needsEscaping) }
            ?? !utf8.contains(where: needsEscaping)
        guard !clean else { return String(text) }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 { appendEscaped(byte, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// One byte of text, escaped: the one place the five replacements are written.
    static func appendEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): out += "&amp;".utf8
        case UInt8(ascii: "<"): out += "&lt;".utf8
        case UInt8(ascii: ">"): out += "&gt;".utf8
        case UInt8(ascii: "\""): out += "&quot;".utf8
        case UInt8(ascii: "'"): out += "&#39;".utf8
        default: out.append(byte)
        }
    }

    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// `HTML.escape` as a Mustache content type, named by the pragma `TemplateSet` puts at
    /// the top of every template.
    struct MustacheEscaping: MustacheContentType {
        static let name = "LIFELINE_HTML"

        /// Registers the content type once per process, before any template is parsed.
        static let registered: Void = MustacheContentTypes.register(MustacheEscaping(), named: name)

        func escapeText(_ text: String) -> String { HTML.escape(text) }
    }
}
