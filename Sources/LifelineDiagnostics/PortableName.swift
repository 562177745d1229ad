/// The rule every id that becomes a file or folder name of the site must follow besides being
/// kebab-case: short enough for every file system, and not a name Windows reserves.
///
/// `check` passes on Linux, but the site is also built and opened elsewhere: a 251-character
/// id made a page name longer than the 255 bytes a file name may have, and failed the build
/// with no location, and `con.html` or `aux/` cannot be created or opened on Windows at all.
public enum PortableName {
    /// The longest id, in characters; the page adds `.html`, and its folder, to it.
    public static let maximumLength = 100

    /// Device names Windows reserves in every folder, whatever the extension after them
    /// (`con.html` is the console too).
    static let windowsDevices = Set(["con", "prn", "aux", "nul"] + (0...9).flatMap { ["com\($0)", "lpt\($0)"] })

    /// Why `name` cannot be a file name of the site, or nil when it can.
    public static func problem(_ name: String) -> String? {
        if name.count > maximumLength {
            return "is \(name.count) characters long; ids may have at most \(maximumLength)"
        }
        let stem = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if windowsDevices.contains(stem.lowercased()) {
            return "is a device name on Windows ('\(stem.lowercased())'), where no file or folder may have it"
        }
        return nil
    }
}
