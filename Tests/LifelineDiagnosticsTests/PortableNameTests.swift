import LifelineDiagnostics
import Testing

/// Ids become file and folder names of the site, which must be creatable on every system.
@Suite("Portable names")
struct PortableNameTests {
    @Test func refusesAnIdLongerThanTheBound() {
        #expect(PortableName.problem(String(repeating: "a", count: PortableName.maximumLength)) == nil)
        let long = String(repeating: "a", count: PortableName.maximumLength + 1)
        #expect(PortableName.problem(long)?.contains("at most \(PortableName.maximumLength)") == true)
    }

    @Test(arguments: [
        "con", "CON", "Prn", "aux", "nul", "com1", "COM9", "lpt1", "lpt9", "nul.html", "Con.txt", "aux.tar.gz",
    ])
    func refusesAWindowsDeviceNameWithOrWithoutAnExtension(_ name: String) {
        #expect(PortableName.problem(name)?.contains("device name on Windows") == true)
    }

    @Test(arguments: ["console", "con-x", "com10", "lpt", "auxiliary", "null", "a-con"])
    func acceptsNamesThatOnlyLookLikeDevices(_ name: String) {
        #expect(PortableName.problem(name) == nil)
    }
}
