/// Text from an observation file as HTML in which every observation id it names is a link
/// to that observation's page, read by its title.
///
/// Authors cross-reference logs by id ("same app as urls-scheme-cold-ios12-recoursive"); a
/// reader should see the log's title, and a raw id would also show a platform id (`ios12`).
struct ObservationLinks {
    var page: String
    /// Observation id → title.
    var titles: [String: String]

    func html(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            if let title = titles[word] {
                let href = SitePaths.relative(from: page, to: SitePaths.observation(word))
                result += "<a href=\"\(HTML.escape(href))\">\(HTML.escape(title))</a>"
            } else {
                result += HTML.escape(word)
            }
            word = ""
        }
        for character in text {
            if character.isASCII && (character.isLowercase || character.isNumber || character == "-") {
                word.append(character)
            } else {
                flush()
                result += HTML.escape(String(character))
            }
        }
        flush()
        return result
    }
}
