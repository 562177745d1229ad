/// The rule for `--base-url`, which is written into `sitemap.xml` and the search index as the
/// start of every page's address.
///
/// It is the user's own option, but a typo must not produce a sitemap of broken or dangerous
/// addresses (`javascript:` or a space would pass into every `<loc>`), so only what an address
/// of a static site can be is accepted: an absolute `http` or `https` URL with a host, or a
/// path from the root (`/docs/`).
public enum BaseURL {
    /// Why `text` cannot be a base URL, or nil when it can.
    public static func problem(_ text: String) -> String? {
        let forbidden: Set<Unicode.Scalar> = ["\"", "<", ">", "\\", "^", "`", "{", "|", "}"]
        if text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || forbidden.contains($0) }) {
            return "'\(text)' contains a space, a control character or a character an address may not have"
        }
        if text.hasPrefix("/") {
            return text.hasPrefix("//")
                ? "'\(text)' must give a scheme (http:// or https://) or be a path like /docs/" : nil
        }
        let lowered = text.lowercased()
        guard let scheme = ["http://", "https://"].first(where: { lowered.hasPrefix($0) }) else {
            return "'\(text)' must be an http:// or https:// address, or a path like /docs/"
        }
        let host = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !host.hasPrefix(":"), !host.contains("@") else {
            return "'\(text)' must name a host after \(scheme), like \(scheme)example.com/"
        }
        return nil
    }
}
