/// What an app needs before the user can open another window of it (FORMAT.md version 2,
/// `newWindow`): an iPad, and `UIApplicationSupportsMultipleScenes` in its scene manifest.
///
/// The scenario reader and the simulator both ask it, so a scenario file and a scenario built
/// in code are refused with the same reason.
public enum NewWindowRequirement {
    /// Why the user cannot open another window of this app, or nil when they can.
    ///
    /// An iPhone shows one scene of an app at a time; without the manifest key UIKit never
    /// creates more than one scene for the app (Apple, UIApplicationSupportsMultipleScenes).
    /// An app without scenes has no manifest: that is reported at its `multipleWindows` key
    /// (`multipleWindowsNeedsScenes`), so one mistake gives one error.
    public static func problem(device: DeviceFamily, multipleWindows: Bool) -> String? {
        switch (device, multipleWindows) {
        case (.iPad, true):
            nil
        case (.iPhone, false):
            "'newWindow' needs an iPad app that supports multiple windows: add 'device: iPad' beside 'platform' "
                + "and 'multipleWindows: true' (with 'lifecycle: scenes') under 'app:'"
        case (.iPhone, true):
            "'newWindow' needs 'device: iPad': an iPhone shows one window of an app at a time, so the user "
                + "cannot open a second one"
        case (.iPad, false):
            "'newWindow' needs 'multipleWindows: true' under 'app:': an app that does not declare "
                + "UIApplicationSupportsMultipleScenes never gets a second scene"
        }
    }

    /// `multipleWindows: true` belongs to the scene manifest, which an app without scenes lacks.
    public static let multipleWindowsNeedsScenes =
        "'multipleWindows: true' needs 'lifecycle: scenes': UIApplicationSupportsMultipleScenes is a key of "
        + "the scene manifest, which an app without scenes does not have"
}
