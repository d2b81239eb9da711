import ListGtk
import ListCore
import ListData
import Foundation

/// The `--debug` stream: one JSON object per line on stdout, flushed at once so a test can
/// follow the app live. Geometry is in pixels relative to the window's top-left corner. Every
/// window has its own stream object on the same stdout: the events of the second window on carry
/// `"window": N`, its place among the windows the app opened (the report's `windows` index); the
/// first window's events have no such field, as when there was one window.
@MainActor
final class DebugStream {
    private let window: Widget
    /// The window's place among those the app opened.
    let index: Int
    /// A reader that stops reading ends the stream, never the app.
    private static let output = LineOutput(fileDescriptor: 1, name: "--debug stream")

    init(window: Widget, index: Int = 0) {
        self.window = window
        self.index = index
    }

    func emit(_ name: String, _ fields: [(String, JSONValue)]) {
        let tagged = index > 0 ? fields + [("window", .number(Double(index)))] : fields
        let line = JSONValue.object([("event", .string(name))] + tagged).serialized()
        Self.output.write(line + "\n")
    }

    /// `widget`'s bounds relative to the window's X surface (what `xdotool --window` uses).
    func rect(of widget: Widget) -> JSONValue {
        guard let r = widget.rect(in: window) else { return .null }
        let (sx, sy) = surfaceOffset
        return .rect(x: r.x + sx, y: r.y + sy, width: r.width, height: r.height)
    }

    /// Window-relative point of a point given in `widget` coordinates.
    func point(in widget: Widget, x: Double, y: Double) -> (x: Double, y: Double)? {
        guard let r = widget.rect(in: window) else { return nil }
        let (sx, sy) = surfaceOffset
        return (r.x + x + sx, r.y + y + sy)
    }

    /// Where the window widget sits inside its surface (client-side decoration shadows).
    private var surfaceOffset: (Double, Double) { window.offsetInSurface }
}
