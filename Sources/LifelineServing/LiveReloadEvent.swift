/// One message to the open pages, and its Server-Sent Events wire form.
public enum LiveReloadEvent: Equatable, Sendable {
    /// Sent first on every connection: the site generation now served, so a page built from
    /// an older one (it missed a reload while disconnected) reloads itself.
    case hello(generation: Int)
    /// A build succeeded: the paths inside the site whose bytes changed (a page reloads when
    /// it or something it loads is among them) and the new generation. It also removes the
    /// diagnostics overlay, so it is sent even when nothing changed.
    case reload(generation: Int, changed: [String])
    /// A build failed: the diagnostics, as the terminal shows them, for the overlay.
    case failed(String)
    /// A comment line that pages ignore, sent now and then so a connection whose page has
    /// gone away fails its write and is let go instead of waiting for the next build.
    case heartbeat

    /// The event as it goes over the wire: `event:` then one `data:` line per line of text.
    public var wireFormat: String {
        switch self {
        case .hello(let generation):
            return "event: hello\ndata: \(generation)\n\n"
        case .reload(let generation, let changed):
            let list = changed.map(Self.jsonString).joined(separator: ",")
            return "event: reload\ndata: {\"generation\":\(generation),\"changed\":[\(list)]}\n\n"
        case .heartbeat:
            return ": heartbeat\n\n"
        case .failed(let text):
            return "event: failed\n" + Self.lines(text).map { "data: " + $0 }.joined(separator: "\n") + "\n\n"
        }
    }

    /// The lines of `text`, split where the event-stream format ends a line (CR, LF or CRLF),
    /// so no line break in a diagnostic can end the `data:` field early. Swift treats CRLF as
    /// one character, hence the walk over scalars.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(line))
                line = String.UnicodeScalarView()
            } else {
                line.append(scalar)
            }
        }
        lines.append(String(line))
        return lines
    }

    /// A JSON string literal; site paths are plain, but escaping keeps the data line valid.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
