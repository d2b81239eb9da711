@testable import ListCore
import ListData

/// A `ListScene` of generated rows (name, group, value) with a viewport, stepped at 60 Hz.
enum SceneFixture {
    static let listWidth = 480.0

    static func scene(rows count: Int = 302, viewport: Double = 664) -> ListScene {
        let generated = RowSource.generated(count: count)
        let scene = ListScene(rows: generated.rows, schema: generated.schema, configuration: .demo)
        scene.list.setViewportHeight(viewport)
        scene.advance(to: 0)
        return scene
    }

    /// A scene of `count` rows whose row `id` was opened at 1 s; the push has ended at 2 s.
    static func scene(rows count: Int, openedOn id: RowID) -> ListScene {
        let scene = scene(rows: count)
        scene.open(id, at: 1)
        for t in frames(from: 1, to: 2) { _ = frame(scene, at: t) }
        return scene
    }

    /// Frame times from `start` to `end` at 60 Hz.
    static func frames(from start: Double, to end: Double) -> [Double] {
        stride(from: start, through: end, by: 1.0 / 60).map { $0 }
    }

    static func frame(_ scene: ListScene, at time: Double) -> ListFrame {
        scene.advance(to: time)
        return scene.frame(listWidth: listWidth, pageWidth: listWidth, hasFocus: true)
    }

    /// Mid-y of the row at `index`, in viewport coordinates.
    static func midY(ofRow index: Int, in scene: ListScene) -> Double {
        scene.list.viewportY(ofRowAt: index) + scene.list.layout.height(at: index) / 2
    }

    /// The band between the header's bottom edge and the first row below it that no row covers
    /// (rows count from 30 % opacity: two rows crossfading in place cover their slot).
    static func gapUnderHeader(in frame: ListFrame) -> Double {
        let headerBottom = max(0, frame.header.y + frame.header.height)
        let contentBottom = frame.header.y + frame.scroll.contentHeight
        let below = min(frame.scroll.viewportHeight, contentBottom)
        guard below > headerBottom else { return 0 }
        let firstTop = frame.rows.filter { $0.opacity >= 0.3 && $0.y + $0.height > headerBottom }.map(\.y).min() ?? below
        return max(0, min(firstTop, below) - headerBottom)
    }
}
