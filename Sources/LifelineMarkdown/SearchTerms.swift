/// What the search index knows of a page's text past its excerpt: each distinct term once.
///
/// The excerpt (`SearchExcerpt`) covers the first few hundred characters; readers also type
/// words and selectors that first occur further down, in a table, a sequence claim or a code
/// block. Each term is kept once, in the order it first occurs, so a page that repeats a
/// selector forty times pays for it once, and the whole text is never copied into the index.
///
/// Terms are ASCII runs of letters, digits and colons, since the site's search script matches
/// only those. `identifiers` are the terms written as code (`viewWillAppear:`, a humped or
/// colon-separated name); the script splits them at humps and colons, so their parts need not
/// be listed again. `words` are the other terms of three letters or more that the excerpt does
/// not already hold, less a short list of English words nobody searches for.
public struct SearchTerms: Hashable, Sendable {
    /// Identifiers, separated by single spaces.
    public var identifiers: String
    /// Words, separated by single spaces.
    public var words: String

    public init(identifiers: String = "", words: String = "") {
        self.identifiers = identifiers
        self.words = words
    }

    /// The terms of `texts`, less the words `excerpt` already holds.
    public static func of(_ texts: [String], excerpt: String) -> SearchTerms {
        var collector = Collector()
        for text in texts { collector.add(text) }
        return collector.terms(excluding: excerpt)
    }

    /// Gathers terms from the parts of a text as a parse meets them.
    struct Collector {
        private var identifiers: [UInt8] = []
        private var words: [[UInt8]] = []
        /// The lowercased spelling of every term kept so far.
        private var seen: Set<[UInt8]> = []

        init() {}

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add($0) }
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            SearchTerms.forEachTerm(in: bytes) { term in
                let key = term.map(SearchTerms.lowercased)
                guard !seen.contains(key) else { return }
                if SearchTerms.isIdentifier(term) {
                    seen.insert(key)
                    if !identifiers.isEmpty { identifiers.append(UInt8(ascii: " ")) }
                    identifiers += term
                } else if term.count >= 3, !SearchTerms.commonWords.contains(key) {
                    seen.insert(key)
                    words.append(Array(term))
                }
            }
        }

        /// The terms gathered, with the words that also occur in `excerpt` left out (the
        /// index holds the excerpt already).
        func terms(excluding excerpt: String) -> SearchTerms {
            var inExcerpt: Set<[UInt8]> = []
            var excerpt = excerpt
            excerpt.withUTF8 { bytes in
                SearchTerms.forEachTerm(in: bytes) { inExcerpt.insert($0.map(SearchTerms.lowercased)) }
            }
            var out: [UInt8] = []
            for word in words where !inExcerpt.contains(word.map(SearchTerms.lowercased)) {
                if !out.isEmpty { out.append(UInt8(ascii: " ")) }
                out += word
            }
            return SearchTerms(
                identifiers: String(decoding: identifiers, as: UTF8.self), words: String(decoding: out, as: UTF8.self))
        }
    }

    /// Calls `body` with each run of ASCII letters, digits and colons in `bytes`, without
    /// the colons at its ends (`viewWillAppear:` is the term `viewWillAppear`).
    static func forEachTerm(in bytes: UnsafeBufferPointer<UInt8>, _ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        var index = 0
        func flush() {
            var first = start
            var end = index
            while first < end, bytes[first] == UInt8(ascii: ":") { first += 1 }
            while end > first, bytes[end - 1] == UInt8(ascii: ":") { end -= 1 }
            if first < end { body(ArraySlice(bytes[first..<end])) }
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
    static func isIdentifier(_ term: ArraySlice<UInt8>) -> Bool {
        var previousIsLower = false
        for byte in term {
            if byte == UInt8(ascii: ":") { return true }
            if previousIsLower, (0x41...0x5A).contains(byte) { return true }
            previousIsLower = (0x61...0x7A).contains(byte)
        }
        return false
    }

    /// English words of three letters or more that occur on nearly every page, so finding
    /// them says nothing about a page.
    static let commonWords: Set<[UInt8]> = Set(
        """
        about after again all also and any are been before both but can did does each for from had has have \
        how into its more most not one only other our out over own same some such than that the their them \
        then there these they this those under until very was were what when where which while who why will \
        with would
        """.split(separator: " ").map { Array($0.utf8) })
}
