#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Text as the parsers see it: a leading byte-order mark dropped, and CRLF or lone CR line
/// ends turned into LF, so line numbers match what an editor shows. Every parser of the
/// project (topics, sections, scenarios, observations, templates) reads its text through this.
public func normalizedSource(_ text: String) -> String {
    // Most files have neither: hand them back without decoding or copying them.
    guard text.unicodeScalars.first == "\u{FEFF}" || containsCarriageReturn(text) else {
        return text
    }
    var scalars = text.unicodeScalars[...]
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    guard scalars.contains("\r") else { return String(scalars) }
    var out = String.UnicodeScalarView()
    var previousWasReturn = false
    for scalar in scalars {
        if scalar == "\r" {
            out.append("\n")
            previousWasReturn = true
        } else {
            if !(scalar == "\n" && previousWasReturn) { out.append(scalar) }
            previousWasReturn = false
        }
    }
    return String(out)
}

/// Whether the text holds a carriage return, looked for with `memchr` on its UTF-8.
private func containsCarriageReturn(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) != nil
    }
}
