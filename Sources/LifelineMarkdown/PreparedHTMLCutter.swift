/// Cuts HTML rendered with markers into `PreparedHTML` segments.
///
/// cmark-gfm writes every link as `<a href="` and every image as `<img src="`, in document
/// order, and with raw HTML omitted and code escaped nothing else in a body writes them; so
/// the n-th such attribute belongs to the n-th link or image of the tree. Code spans and
/// blocks sit between markers `U+E000 kind index U+E001` (`c`/`C` and `b`/`B`, a block's
/// markers followed by a newline). When anything does not line up, `cut()` gives nil and the
/// body is rendered from its text.
struct PreparedHTMLCutter {
    private let bytes: [UInt8]
    private let links: [String]
    private let images: [String]
    private let spans: [String]
    private let blocks: [MarkdownCodeBlock]

    init(html: String, links: [String], images: [String], spans: [String], blocks: [MarkdownCodeBlock]) {
        self.bytes = Array(html.utf8)
        self.links = links
        self.images = images
        self.spans = spans
        self.blocks = blocks
    }

    private static let linkOpening = Array("<a href=\"".utf8)
    private static let imageOpening = Array("<img src=\"".utf8)
    /// U+E000 and U+E001 in UTF-8.
    private static let markerOpen: [UInt8] = [0xEE, 0x80, 0x80]
    private static let markerClose: [UInt8] = [0xEE, 0x80, 0x81]

    mutating func cut() -> [PreparedHTML.Segment]? {
        var segments: [PreparedHTML.Segment] = []
        var linkCount = 0
        var imageCount = 0
        var spanCount = 0
        var blockCount = 0
        var start = 0  // start of the fixed HTML not yet emitted
        var index = 0
        func emitFixed(upTo end: Int) {
            if end > start { segments.append(.html(String(decoding: bytes[start..<end], as: UTF8.self))) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), let opening = attributeOpening(at: index) {
                let valueStart = index + opening.count
                guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                let isLink = opening == Self.linkOpening
                let list = isLink ? links : images
                let position = isLink ? linkCount : imageCount
                guard position < list.count else { return nil }
                emitFixed(upTo: valueStart)
                let written = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                segments.append(.destination(list[position], written: written))
                if isLink { linkCount += 1 } else { imageCount += 1 }
                start = valueEnd
                index = valueEnd
            } else if byte == 0xEE, let (kind, number, end) = marker(at: index) {
                let closing: UInt8 = kind == UInt8(ascii: "c") ? UInt8(ascii: "C") : UInt8(ascii: "B")
                guard kind == UInt8(ascii: "c") || kind == UInt8(ascii: "b") else { return nil }
                let isBlock = kind == UInt8(ascii: "b")
                guard number == (isBlock ? blockCount : spanCount), number < (isBlock ? blocks.count : spans.count)
                else { return nil }
                let innerStart = isBlock ? skipNewline(end) : end
                guard let (closeStart, closeEnd) = find(marker: closing, number: number, from: innerStart) else {
                    return nil
                }
                emitFixed(upTo: index)
                let written = String(decoding: bytes[innerStart..<closeStart], as: UTF8.self)
                if isBlock {
                    segments.append(.codeBlock(blocks[number], written: written))
                    blockCount += 1
                } else {
                    segments.append(.inlineCode(spans[number], written: written))
                    spanCount += 1
                }
                start = isBlock ? skipNewline(closeEnd) : closeEnd
                index = start
            } else {
                index = nextCandidate(after: index)
            }
        }
        emitFixed(upTo: bytes.count)
        guard linkCount == links.count, imageCount == images.count, spanCount == spans.count,
            blockCount == blocks.count
        else { return nil }
        // Exactly as long as it is: a body's segments are kept for the whole build.
        return segments.withUnsafeBufferPointer { Array($0) }
    }

    /// The index of the first `<` or marker lead byte after `index`, or the end: everything
    /// between is fixed HTML, skipped in a loop without bounds checks.
    private func nextCandidate(after index: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var position = index + 1
            while position < buffer.count, buffer[position] != UInt8(ascii: "<"), buffer[position] != 0xEE {
                position += 1
            }
            return position
        }
    }

    // Each opening tried in turn: an array of both, made for every `<`, and the loop above
    // stepping through every byte were much of the cut's work.
    private func attributeOpening(at index: Int) -> [UInt8]? {
        if hasPrefix(Self.linkOpening, at: index) { return Self.linkOpening }
        if hasPrefix(Self.imageOpening, at: index) { return Self.imageOpening }
        return nil
    }

    private func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    /// The marker starting at `index`: its kind letter, number and the index after it.
    private func marker(at index: Int) -> (kind: UInt8, number: Int, end: Int)? {
        guard hasPrefix(Self.markerOpen, at: index), index + 3 < bytes.count else { return nil }
        let kind = bytes[index + 3]
        var position = index + 4
        var number = 0
        var digits = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            number = number * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            digits += 1
            position += 1
            if digits > 9 { return nil }
        }
        guard digits > 0, hasPrefix(Self.markerClose, at: position) else { return nil }
        return (kind, number, position + Self.markerClose.count)
    }

    private func find(marker kind: UInt8, number: Int, from index: Int) -> (start: Int, end: Int)? {
        var position = index
        while position < bytes.count {
            if bytes[position] == 0xEE, let found = marker(at: position) {
                guard found.kind == kind, found.number == number else { return nil }
                return (position, found.end)
            }
            position += 1
        }
        return nil
    }

    private func skipNewline(_ index: Int) -> Int {
        index < bytes.count && bytes[index] == UInt8(ascii: "\n") ? index + 1 : index
    }
}
