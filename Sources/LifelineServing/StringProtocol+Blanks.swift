extension StringProtocol {
    /// The text without the spaces and tabs HTTP allows around header list items.
    func trimmingBlanks() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(String(drop(while: blank)).reversed().drop(while: blank).reversed())
    }
}
