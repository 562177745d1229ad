/// The few lines of script that make an open page listen for rebuilds, and where they go.
///
/// They are added to pages as they are served and never written into the site, so the built
/// files stay exactly what `lifeline build` writes. The page reloads when its own file or a
/// file it loads (a style sheet, a script, an image) changed; a failed build covers the page
/// with the diagnostics (set as text, never as HTML) until a build succeeds.
public enum LiveReloadScript {
    /// The event stream's address; `_lifeline` is no name a site of topics uses.
    public static let eventsPath = "/_lifeline/events"

    /// The script for a page served from `page` (a path inside the site; nil for the
    /// not-found page, which reloads on any change) built at `generation`.
    public static func script(page: String?, generation: Int) -> String {
        let pageLiteral = page.map(LiveReloadEvent.jsonString) ?? "null"
        return """
            <script data-lifeline-live-reload>
            (() => {
              const page = \(pageLiteral);
              let built = \(generation);
              const events = new EventSource("\(eventsPath)");
              let overlay = null;
              const clear = () => { if (overlay) { overlay.remove(); overlay = null; } };
              const loads = () => Array.from(document.querySelectorAll("link[href], script[src], img[src]"),
                (element) => new URL(element.getAttribute("href") || element.getAttribute("src"), location.href))
                .filter((url) => url.origin === location.origin).map((url) => url.pathname.slice(1));
              events.addEventListener("hello", (event) => { if (Number(event.data) > built) location.reload(); });
              events.addEventListener("reload", (event) => {
                const { generation, changed } = JSON.parse(event.data);
                clear();
                const used = loads();
                if (page === null || changed.some((path) => path === page || used.includes(path))) {
                  location.reload();
                } else {
                  built = generation;
                }
              });
              events.addEventListener("failed", (event) => {
                clear();
                overlay = document.createElement("div");
                overlay.setAttribute("role", "alert");
                overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:1.5rem;"
                  + "background:rgba(24,24,24,.95);color:#fbe3e3;font:13px/1.5 ui-monospace,Menlo,monospace";
                const title = document.createElement("p");
                title.style.cssText = "margin:0 0 1rem;padding:0;color:#fff;font:inherit;font-weight:bold";
                title.textContent = "Build failed; the last good site is still served. Fix these and save:";
                const text = document.createElement("pre");
                // Inline styles win over the site's own rules for p and pre.
                text.style.cssText = "margin:0;padding:0;border:0;background:none;color:inherit;font:inherit;"
                  + "white-space:pre-wrap;overflow:visible";
                text.textContent = event.data;
                overlay.append(title, text);
                document.body.append(overlay);
              });
            })();
            </script>

            """
    }

    /// `html` with the script inserted before its last `</body>`, or appended if it has none.
    public static func inject(into html: [UInt8], page: String?, generation: Int) -> [UInt8] {
        let script = Array(script(page: page, generation: generation).utf8)
        guard let index = lastBodyClose(in: html) else { return html + script }
        return Array(html[..<index]) + script + Array(html[index...])
    }

    private static func lastBodyClose(in html: [UInt8]) -> Int? {
        let tag = Array("</body".utf8)
        guard html.count >= tag.count else { return nil }
        let lowered: (UInt8) -> UInt8 = { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return stride(from: html.count - tag.count, through: 0, by: -1).first { start in
            (0..<tag.count).allSatisfy { lowered(html[start + $0]) == tag[$0] }
        }
    }
}
