import Testing
@testable import ListCore
import ListData

/// Issue 17: the banner's heights and the live feed are the host's configuration, not core
/// literals.
@Suite struct SceneConfigurationTests {
    func scene(_ configuration: ListScene.Configuration) -> ListScene {
        let generated = RowSource.generated(count: 120)
        let scene = ListScene(rows: generated.rows, schema: generated.schema, configuration: configuration)
        scene.list.setViewportHeight(600)
        scene.advance(to: 0)
        return scene
    }

    @Test func theBannerTakesTheConfiguredHeights() {
        var configuration = ListScene.Configuration.demo
        configuration.headerHeights = (collapsed: 30, expanded: 90)
        let scene = scene(configuration)
        #expect(scene.list.headerHeight == 30)
        scene.header.toggle(at: 1)
        for t in SceneFixture.frames(from: 1, to: 3) { _ = SceneFixture.frame(scene, at: t) }
        #expect(scene.list.headerHeight == 90)
    }

    @Test func theLiveFeedIsTheConfigurations() {
        var quiet = ListScene.Configuration.demo
        quiet.live.feed = nil
        quiet.live.interval = 0.5
        for (configuration, feeds) in [(ListScene.Configuration.demo, true), (quiet, false)] {
            let scene = scene(configuration)
            scene.live.start(at: 1)
            let end = 1 + 4 * configuration.live.interval + 0.1
            for t in SceneFixture.frames(from: 1, to: end) { _ = SceneFixture.frame(scene, at: t) }
            #expect(scene.live.updateCount >= 4)
            #expect((scene.live.insertCount > 0) == feeds)
        }
    }
}
