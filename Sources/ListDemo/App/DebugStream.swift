import ListGtk
import ListCore
import ListData
import Foundation

/// The `--debug` stream: one JSON object per line on stdout, flushed at once so a test can
/// follow the app live. Geometry is in pixels relative to the window's top-left corner.
@MainActor
final class DebugStream {
    private let window: Widget
    /// A reader that stops reading ends the stream, never the app.
    private static let output = LineOutput(fileDescriptor: 1, name: "--debug stream")

    init(window: Widget) { self.window = window }

    func emit(_ name: String, _ fields: [(String, JSONValue)]) {
        let line = JSONValue.object([("event", .string(name))] + fields).serialized()
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
