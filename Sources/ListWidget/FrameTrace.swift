import CGtk
import ListGtk
import ListCore


/// The debug frame trace, for tests in any language: when the environment variable `LI_DEBUG`
/// (a comma-separated list) contains `frames`, every frame the widget shows is one JSON line on stderr with the rows in it
/// (rows outside the frame are not listed):
///
///     LI_DEBUG=frames ./list-view 2>frames.jsonl
///     {"event":"frame","time":12.016,"moving":true,"built":31,"editing":false,"origin":{"x":0,"y":47},"offset":0,"header":0,
///      "strip":{"x":0,"width":48},
///      "rows":[{"id":"r3","title":"Oslo","y":44.5,"height":44,"opacity":1,"content":1,
///               "highlight":0,"selected":false,"checked":false,"edit":0}]}
///
/// Fields: `time` the frame time (seconds, monotonic clock); `moving` whether more frames follow
/// (false: the list is at rest); `built` how many frames the scene has built so far
/// (`ListScene.framesBuilt`: one more than the line before, as every frame built is shown once); `editing`; `origin` where the list's viewport sits in its window's
/// surface (px, what `xdotool` aims at relative to the window; absent before it is in one); `offset` the scroll offset; `header` the header's height (px, animated: an app's
/// header widget, `ListWidget.header`, or the summary; its top is at `-offset`); `strip` the drag-select
/// strip's `x` and `width` in the list (px); per row `id` its identity
/// (stable while the row lives), `title`, `y` and `height` in the list's viewport (px),
/// `opacity` (rows fading in or out), `content` (the new content's share of a crossfade, whose
/// old side's title is `previousTitle`, present only while one runs),
/// `highlight` (0…1, the selection tint), `selected`, `checked` (its check mark) and `edit` (how
/// far the check mark has slid in, 0…1); `header` (true, present only then) on a section's header
/// row. `stuck` (present only then): the section header drawn stuck to the top (`id`, `title`, its
/// `section` index, `y` in the viewport: 0, or above while the next header pushes it, `height`).
///
/// - Complexity: O(rows in the frame) per frame when on; one environment read at start otherwise.
@MainActor
package enum FrameTrace {
    /// Whether `LI_DEBUG` asks for frames (read once).
    package static let isOn: Bool = {
        guard let value = g_getenv("LI_DEBUG") else { return false }
        return String(cString: value).split(separator: ",").contains { $0.filter { $0 != " " } == "frames" }
    }()

    private static let output = LineOutput(fileDescriptor: 2, name: "LI_DEBUG frames")

    /// Writes `frame`'s line; `built` is the scene's count of frames built, `origin` the list
    /// viewport's place in its window's surface.
    static func write(_ frame: ListFrame, moving: Bool, built: Int, origin: (x: Double, y: Double)?) {
        write(line(frame, moving: moving, built: built, origin: origin))
    }

    /// Writes one line of the trace (another part of the library's, such as a navigation stack's
    /// `page` line): one write, so lines stay whole beside the frames.
    package static func write(_ line: JSONValue) {
        output.write(line.serialized() + "\n")
    }

    static func line(_ frame: ListFrame, moving: Bool, built: Int, origin: (x: Double, y: Double)? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("event", "frame"), ("time", .number(round(frame.time, 1000))), ("moving", .bool(moving)),
            ("built", .number(Double(built))),
            ("editing", .bool(frame.isEditing)),
        ]
        if let origin { fields.append(("origin", point(origin))) }
        return .object(fields + [
            ("offset", .number(round(frame.scroll.offset))), ("header", .number(round(frame.header.height))),
            ("strip", .object([("x", .number(round(frame.strip.minX))), ("width", .number(round(frame.strip.width)))])),
            ("rows", .array(frame.rows.map(row))),
        ] + stuck(frame.stuckHeader))
    }

    /// `{"x":…,"y":…}`, rounded to hundredths of a pixel.
    package static func point(_ point: (x: Double, y: Double)) -> JSONValue {
        .object([("x", .number(round(point.x))), ("y", .number(round(point.y)))])
    }

    private static func row(_ row: RowAppearance) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(row.id.rawValue)), ("title", .string(row.content?.fields.first ?? "")),
            ("y", .number(round(row.y))), ("height", .number(round(row.height))),
            ("opacity", .number(round(row.opacity, 1000))), ("content", .number(round(row.contentOpacity, 1000))),
            ("highlight", .number(round(row.highlight, 1000))), ("selected", .bool(row.isSelected)),
            ("checked", .bool(row.checked)), ("edit", .number(round(row.editProgress, 1000))),
        ]
        if let previous = row.previousFields { fields.append(("previousTitle", .string(previous.first ?? ""))) }
        if row.isSectionHeader { fields.append(("header", .bool(true))) }
        return .object(fields)
    }

    /// `"stuck":{"id":…,"title":…,"section":…,"y":…,"height":…}` while a section header is stuck
    /// to the top (`ListFrame.stuckHeader`); nothing otherwise.
    private static func stuck(_ stuck: ListFrame.StuckHeader?) -> [(String, JSONValue)] {
        guard let stuck else { return [] }
        return [("stuck", .object([
            ("id", .string(stuck.id.rawValue)), ("title", .string(stuck.content?.fields.first ?? "")),
            ("section", .number(Double(stuck.section))), ("y", .number(round(stuck.y))),
            ("height", .number(round(stuck.height))),
        ]))]
    }

    private static func round(_ value: Double, _ scale: Double = 100) -> Double { (value * scale).rounded() / scale }
}

