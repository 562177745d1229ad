import LifelineMarkdown
import Testing

/// Heading anchors: what a link's `#fragment` must spell. ASCII headings are slugged on their
/// bytes; `slugByScalar` is the definition they must agree with.
@Suite("Heading anchors")
struct HeadingAnchorsTests {
    static func slugByScalar(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    static let headings = [
        "", " ", "Overview", "When viewDidLoad runs", "  leading and trailing  ", "A -- B", "snake_case_name",
        "Step 1: launch", "-dash-", "100%", "UIApplication.State.active", "[link](x) and `code`",
        "Ünïcödé héading", "Déjà vu", "日本語の見出し", "Ωmega 2", "Tab\there", "MiXeD CaSe 42_X",
    ]

    @Test(arguments: headings)
    func slugAgreesWithTheScalarDefinition(_ heading: String) {
        #expect(HeadingAnchors.slug(heading) == Self.slugByScalar(heading))
    }

    /// Every printable ASCII character, alone and between two words.
    @Test func everyASCIICharacterSlugsAsTheDefinitionSays() {
        for byte in UInt8(0x20)..<0x7F {
            let character = String(UnicodeScalar(byte))
            for text in [character, "Word\(character)Next", "\(character)Lead", "Trail\(character)"] {
                #expect(HeadingAnchors.slug(text) == Self.slugByScalar(text), "\(text)")
            }
        }
    }

    @Test func repeatedHeadingsAreNumbered() {
        #expect(
            HeadingAnchors.ids(for: ["Example", "Example", "Example-1"]) == ["example", "example-1", "example-1-1"])
    }
}
