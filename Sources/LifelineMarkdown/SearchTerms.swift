/// What the search index knows of a page's text past its excerpt: each distinct identifier once.
///
/// The excerpt (`SearchExcerpt`) covers the first few hundred characters; readers also type
/// selectors that first occur further down, in a table, a sequence claim or a code block. Each
/// identifier is kept once, in the order it first occurs, so a page that repeats a selector
/// forty times pays for it once.
///
/// Why identifiers and not every word: every word of every page made the index of 10,000
/// generated topics 20 MB instead of 6, and a one-topic edit with `--cache-dir` about twice as
/// long, past its target; the identifiers alone cost a tenth of that (docs/performance.md).
/// The prose a reader searches for is mostly in the title, summary and excerpt.
///
/// Identifiers are ASCII runs of letters, digits and colons written as code: humped
/// (`viewWillAppear`) or colon-separated (`application:openURL`). The site's search script
/// splits them at humps and colons, so their parts need not be listed again.
public struct SearchTerms: Hashable, Sendable {
    /// Identifiers, separated by single spaces.
    public var identifiers: String

    public init(identifiers: String = "") {
        self.identifiers = identifiers
    }

    /// The identifiers of `texts`.
    public static func of(_ texts: [String]) -> SearchTerms {
        var collector = Collector()
        for text in texts { collector.add(text) }
        return collector.terms
    }

    /// Gathers identifiers from the parts of a text as a parse meets them.
    struct Collector {
        private var identifiers: [UInt8] = []
        /// The lowercased spelling of every identifier kept so far.
        private var seen: Set<[UInt8]> = []

        init() {}

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add($0) }
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            SearchTerms.forEachTerm(in: bytes) { term in
                guard SearchTerms.isIdentifier(term), seen.insert(term.map(SearchTerms.lowercased)).inserted else {
                    return
                }
                if !identifiers.isEmpty { identifiers.append(UInt8(ascii: " ")) }
                identifiers += term
            }
        }

        var terms: SearchTerms { SearchTerms(identifiers: String(decoding: identifiers, as: UTF8.self)) }
    }

    /// Calls `body` with each run of ASCII letters, digits and colons in `bytes`, without
    /// the colons at its ends (`viewWillAppear:` is the term `viewWillAppear`).
    static func forEachTerm(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void
    ) {
        var start = 0
        var index = 0
        func flush() {
            var first = start
            var end = index
            while first < end, bytes[first] == UInt8(ascii: ":") { first += 1 }
            while end > first, bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
            // A view of the bytes, not a copy: most terms are words, looked at and dropped.
            if first < end { body(bytes[first..<end]) }
        }
        while index < bytes.count {
            if !isTermByte(bytes[index]) {
                flush()
                start = index + 1
            }
            index += 1
        }
        flush()
    }

    static func isTermByte(_ byte: UInt8) -> Bool {
        (0x30...0x3A).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// Whether a term is written as code: a lowercase letter followed by a capital
    /// (`viewDidLoad`, `sceneDidBecomeActive`) or a colon inside it (`application:openURL`).
    static func isIdentifier(_ term: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previousIsLower = false
        for byte in term {
            if byte == UInt8(ascii: ":") { return true }
            if previousIsLower, (0x41...0x5A).contains(byte) { return true }
            previousIsLower = (0x61...0x7A).contains(byte)
        }
        return false
    }
}
