import Testing
@testable import ListCore

/// Issue 48: when a tap activates a row, as GtkListView's `single-click-activate` says.
@Suite struct TapActivationTests {
    typealias F = SceneFixture
    let bodyX = 300.0

    func tap(_ index: Int, in scene: ListScene, at time: Double) {
        let y = F.midY(ofRow: index, in: scene)
        scene.press(x: bodyX, y: y, listWidth: F.listWidth, at: time)
        scene.release(x: bodyX, y: y, at: time + 0.05)
    }

    /// The default: a single tap opens the row (LiListView's row-activated, as before).
    @Test func aSingleTapActivatesByDefault() {
        let scene = F.scene()
        tap(2, in: scene, at: 1)
        #expect(scene.navigation.detailID == scene.list.layout.ids[2])
    }

    /// Without single-click activation a tap focuses and selects the row only; a second tap on
    /// it soon after activates it.
    @Test func withoutSingleClickATapSelectsAndADoubleTapActivates() {
        let scene = F.scene()
        scene.tapActivation.singleClick = false
        let id = scene.list.layout.ids[2]
        tap(2, in: scene, at: 1)
        #expect(scene.navigation.detailID == nil && !scene.navigation.isTransitioning)
        #expect(scene.list.selection == [id] && scene.focusedRow == id)
        tap(2, in: scene, at: 1.2)
        #expect(scene.navigation.detailID == id)
    }

    /// Taps too far apart, or on two rows, are two single taps: nothing is activated.
    @Test func slowTapsOrTapsOnTwoRowsDoNotActivate() {
        let scene = F.scene()
        scene.tapActivation = TapActivation(singleClick: false, doubleTapInterval: 0.3)
        tap(2, in: scene, at: 1)
        tap(2, in: scene, at: 1.5)
        tap(3, in: scene, at: 1.6)
        #expect(scene.navigation.detailID == nil && !scene.navigation.isTransitioning)
        #expect(scene.list.selection == [scene.list.layout.ids[3]])
    }

    /// The rule itself: a pair is counted once, a third tap starts a new pair.
    @Test func aDoubleTapIsCountedOnce() {
        var rule = TapActivation(singleClick: false, doubleTapInterval: 0.4)
        #expect(!rule.tap("a", at: 1) && rule.tap("a", at: 1.1) && !rule.tap("a", at: 1.2) && rule.tap("a", at: 1.3))
        #expect(!rule.tap("a", at: 2) && !rule.tap("b", at: 2.1))
    }

    /// Edit mode keeps toggling on every tap, whatever the activation rule.
    @Test func editModeTapsToggleEitherWay() {
        let scene = F.scene()
        scene.tapActivation.singleClick = false
        scene.setEditing(true, at: 0)
        _ = F.frame(scene, at: 1)
        tap(2, in: scene, at: 1)
        #expect(scene.list.selection == [scene.list.layout.ids[2]])
    }
}
