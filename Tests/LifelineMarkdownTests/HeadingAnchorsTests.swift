import Testing

@testable import LifelineMarkdown

/// Heading anchors: what a link's `#fragment` must spell. ASCII headings are slugged on their
/// bytes; `HeadingAnchors.slugByScalar`, the general path, is the definition they must agree with.
@Suite("Heading anchors")
struct HeadingAnchorsTests {
    static let headings = [
        "", " ", "Overview", "When viewDidLoad runs", "  leading and trailing  ", "A -- B", "snake_case_name",
        "Step 1: launch", "-dash-", "100%", "UIApplication.State.active", "[link](x) and `code`",
        "Ünïcödé héading", "Déjà vu", "日本語の見出し", "Ωmega 2", "Tab\there", "MiXeD CaSe 42_X",
    ]

    @Test(arguments: headings)
    func slugAgreesWithTheScalarDefinition(_ heading: String) {
        #expect(HeadingAnchors.slug(heading) == HeadingAnchors.slugByScalar(heading))
    }

    /// Every printable ASCII character, alone and between two words.
    @Test func everyASCIICharacterSlugsAsTheDefinitionSays() {
        for byte in UInt8(0x20)..<0x7F {
            let character = String(UnicodeScalar(byte))
            for text in [character, "Word\(character)Next", "\(character)Lead", "Trail\(character)"] {
                #expect(HeadingAnchors.slug(text) == HeadingAnchors.slugByScalar(text), "\(text)")
            }
        }
    }

    @Test func repeatedHeadingsAreNumbered() {
        #expect(
            HeadingAnchors.ids(for: ["Example", "Example", "Example-1"]) == ["example", "example-1", "example-1-1"])
    }

    /// What counts as a link in a heading's HTML: an `<a ` or `<a>` tag, not another tag that
    /// starts with `a` nor the letters in text or at the very end.
    @Test func aHeadingHoldsALinkOnlyForAnATag() {
        for html in ["<a href=\"x\">x</a>", "x <a>y</a>", "中文 <a href=\"y\">链接</a>"] {
            #expect(CommonMarkConverter.holdsLink(html), "\(html)")
        }
        for html in ["", "<a", "x<a", "<abbr>A</abbr>", "<code>&lt;a href&gt;</code>", "a <b>bold</b>", "<A HREF>"] {
            #expect(!CommonMarkConverter.holdsLink(html), "\(html)")
        }
    }
}
