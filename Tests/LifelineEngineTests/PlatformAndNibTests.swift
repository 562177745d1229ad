import LifelineEngine
import Testing

/// Platform parsing, feature switches and the default nib lookup.
@Suite struct PlatformAndNibTests {
    @Test(arguments: [("ios4", 4, 0), ("ios13", 13, 0), ("ios17.4", 17, 4), ("ios18", 18, 0)])
    func platformsParse(_ text: String, _ major: Int, _ minor: Int) {
        #expect(Platform(parsing: text) == Platform(major: major, minor: minor))
        #expect(Platform(parsing: text)?.description == text)
    }

    @Test(arguments: ["ios3", "ios19", "iOS13", "ios", "ios13.", "ios1x", "13", "ios13.4.1"])
    func nonsensePlatformsAreRejected(_ text: String) {
        #expect(Platform(parsing: text) == nil)
    }

    @Test func platformsCompareByVersion() {
        #expect(Platform(major: 9) < Platform(major: 17, minor: 4))
        #expect(Platform(major: 17, minor: 4) < Platform(major: 18))
    }

    @Test func featureSwitchesFollowTheFacts() {
        #expect(!Platform(major: 4).lockEntersBackground)
        #expect(Platform(major: 5).lockEntersBackground)
        #expect(Platform(major: 5).unloadsViewsOnMemoryWarning && !Platform(major: 6).unloadsViewsOnMemoryWarning)
        #expect(Platform(major: 5).hasViewWillUnload && !Platform(major: 4).hasViewWillUnload)
        #expect(!Platform(major: 12).hasViewIsAppearing && Platform(major: 13).hasViewIsAppearing)
        #expect(!Platform(major: 12).hasScenes && Platform(major: 13).hasScenes)
    }

    @Test func nibLookupTriesTheNameWithoutControllerFirst() {
        #expect(NibLookup.nibName(forClass: "MyViewController", in: ["MyView", "MyViewController"]) == "MyView")
        #expect(NibLookup.nibName(forClass: "MyViewController", in: ["MyViewController"]) == "MyViewController")
        #expect(NibLookup.nibName(forClass: "MyViewController", in: ["Other"]) == nil)
        #expect(NibLookup.candidates(forClass: "Settings") == ["Settings"])
        #expect(NibLookup.candidates(forClass: "Controller") == ["Controller"])
    }

    @Test func registryKnowsWhereCallbacksExist() throws {
        let unload = try #require(CallbackRegistry.callback(selector: "viewDidUnload"))
        #expect(unload.availability.contains(Platform(major: 5)))
        #expect(!unload.availability.contains(Platform(major: 6)))
        #expect(unload.availability.description == "ios3–ios5 (deprecated ios6)")
        let appearing = try #require(CallbackRegistry.callback(selector: "viewIsAppearing:"))
        #expect(appearing.swift == "viewIsAppearing(_:)")
        #expect(CallbackRegistry.callback(selector: "dealloc")?.swift == "deinit")
        #expect(Set(CallbackRegistry.all.map(\.selector)).count == CallbackRegistry.all.count)
    }

    @Test func appearanceStateNeverRepeatsAWill() {
        var state = AppearanceState.disappeared
        #expect(state.beginAppearance() == .viewWillAppear)
        #expect(state.beginAppearance() == nil)
        #expect(state.endDisappearance() == nil)
        #expect(state.endAppearance() == .viewDidAppear)
        #expect(state.beginDisappearance() == .viewWillDisappear)
        #expect(state.beginAppearance() == .viewWillAppear)
    }
}
