/// HTML made by appending to one byte buffer: markup, escaped text and numbers.
///
/// Sequence tables and diagrams are built for every claim on every page, a few hundred pieces
/// each. Made by string interpolation, every piece was a temporary `String` appended to
/// another, a noticeable part of a whole build. Here markup is copied from the literal's
/// bytes, numbers are written as digits, and one `String` is made at the end.
struct HTMLBuilder {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Markup, copied as it is written.
    mutating func markup(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text, escaped as `HTML.escape` escapes it.
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    mutating func text(_ text: Substring) {
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    /// Unicode scalars (as a tokenizer holds them), escaped as `HTML.escape` escapes them.
    mutating func text(_ scalars: ArraySlice<Unicode.Scalar>) {
        for scalar in scalars {
            guard scalar.isASCII else {
                UTF8.encode(scalar) { bytes.append($0) }
                continue
            }
            HTML.appendEscaped(UInt8(scalar.value), to: &bytes)
        }
    }

    private mutating func append(escaping utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.contains(where: HTML.needsEscaping) else { return bytes.append(contentsOf: utf8) }
        for byte in utf8 { HTML.appendEscaped(byte, to: &bytes) }
    }

    /// An integer in decimal, as `"\(number)"` writes it.
    mutating func number(_ number: Int) {
        guard number != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        var place: UInt = 1
        while place <= magnitude / 10 { place *= 10 }
        while place > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
            place /= 10
        }
    }

    var html: String { String(decoding: bytes, as: UTF8.self) }
}
