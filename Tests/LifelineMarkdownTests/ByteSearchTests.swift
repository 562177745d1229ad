import Foundation
import LifelineMarkdown
import Testing

/// `ByteSearch.contains` answers as `String.UTF8View.contains` does, for texts stored in every
/// way a `String` can be: small (inline), native, and bridged from `NSString`.
@Suite("Finding a byte in a text")
struct ByteSearchTests {
    static let texts = [
        "", "a", "\r", "line\r\nnext", String(repeating: "x", count: 15) + "\r",
        String(repeating: "long text without it ", count: 200), String(repeating: "é", count: 300) + "\r",
        "\u{E000}marker", "caf\u{E9}", String(repeating: "y", count: 4095) + "\u{EE}",
    ]

    @Test(arguments: texts)
    func answersAsTheUTF8ViewDoes(_ text: String) {
        let bridged = NSString(string: text) as String
        for byte: UInt8 in [0x0D, 0xEE, 0xC3, 0x61, 0x00] {
            #expect(ByteSearch.contains(byte, in: text) == text.utf8.contains(byte))
            #expect(ByteSearch.contains(byte, in: bridged) == text.utf8.contains(byte))
            #expect(ByteSearch.contains(byte, in: Array(text.utf8)) == text.utf8.contains(byte))
        }
    }

    @Test func findsTheLastByteOfALongText() {
        let text = String(repeating: "a", count: 100_000) + "\r"
        #expect(ByteSearch.contains(0x0D, in: text))
        #expect(!ByteSearch.contains(0x0D, in: String(text.dropLast())))
    }
}
