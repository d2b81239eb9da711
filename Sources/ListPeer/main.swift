import CGtk
import ListGtk
import Foundation
import ListCore
import ListData

// The GtkListView peer for `make bench`: the plain GTK way to show the same generated rows
// (a GtkStringList of "Row i\nGroup g · value" behind a GtkListView with multi-selection and
// rubberband), measured exactly like ListDemo: every frame drawn counted with its paint time
// (frame clock layout end → after-paint), a `ready` event, a report on exit.
//
//     ListPeer --rows 1000000 --debug --report peer.json
//
// Keys: Ctrl+1 sorts by the text (GtkSortListModel + GtkStringSorter), Ctrl+Q quits.
// Not a product: a yardstick. One file on purpose.

struct PeerOptions {
    var rows = 1000
    var debug = false
    var reportPath: String?

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--rows": rows = iterator.next().flatMap { Int($0) } ?? rows
            case "--debug": debug = true
            case "--report": reportPath = iterator.next()
            default:
                FileHandle.standardError.write(Data("ListPeer: unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

/// The app's one signal scheme (ListGtk's `Signals`): boxes released by GLib's destroy notify.
let signals = Signals()

func emit(_ fields: JSONValue) {
    FileHandle.standardOutput.write(Data((fields.serialized() + "\n").utf8))
}

func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

let options = PeerOptions(Array(CommandLine.arguments.dropFirst()))
var stats = FrameStats()
var paintStart: Double?
var lastFrame: Double?
var announced = false

let peer = GtkApp(id: "io.github.listinteractions.ListPeer")
let app = peer.pointer

signals.on(peer, "activate") {
    // The rows: one GtkStringObject each, the same texts as ListDemo's generated rows.
    let strings = gtk_string_list_new(nil)!
    for index in 0..<options.rows {
        let value = SplitMix64.mix(UInt64(index)) % 100_000
        "Row \(index)\nGroup \(index % 17) · \(value)".withCString { gtk_string_list_append(strings, $0) }
    }
    let sorted = gtk_sort_list_model_new(strings, nil)!
    let selection = gtk_multi_selection_new(sorted)!
    let factory = gtk_signal_list_item_factory_new()!
    signals.onObject(UnsafeMutableRawPointer(factory), "setup") { item in
        let label = Label()
        label.xalign = 0
        label.setMargins(top: 6, bottom: 6, start: 12)
        ListItem(item).child = label.widget
    }
    signals.onObject(UnsafeMutableRawPointer(factory), "bind") { item in
        let item = ListItem(item)
        let text = gtk_string_object_get_string(OpaquePointer(item.object))
        Label(wrapping: item.child!).text = text.map { String(cString: $0) } ?? ""
    }
    let list = gtk_list_view_new(selection, factory)!
    gtk_list_view_set_enable_rubberband(OpaquePointer(list), 1)
    let scrolled = ScrolledWindow(child: list)
    let peerWindow = Window(application: app, title: "ListPeer", width: 520, height: 720)
    let window = peerWindow.widget
    peerWindow.setChild(scrolled.widget)

    signals.onKey(window.addController(.key), "key-pressed") { keyval, state in
        guard state.rawValue & GDK_CONTROL_MASK.rawValue != 0 else { return false }
        switch Int32(keyval) {
        case GDK_KEY_q:
            peer.quit()
        case GDK_KEY_1:
            let start = now()
            let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
            let sorter = gtk_string_sorter_new(expression)!
            gtk_sort_list_model_set_sorter(sorted, UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
            g_object_unref(UnsafeMutableRawPointer(sorter))   // the model keeps its own reference
            if options.debug { emit(["event": "sort", "ms": .number((now() - start) * 1000)]) }
        default:
            return false
        }
        return true
    }

    signals.on(window, "realize") {
        let clock = window.frameClock!
        signals.on(clock, "layout") { paintStart = now() }
        signals.on(clock, "after-paint") {
            guard let start = paintStart else { return }
            paintStart = nil
            // GtkListView's frames are its own (wheel steps, kinetic glides): frames under 100 ms
            // apart are taken as one run, their interval as the wait; a longer gap is a rest.
            let time = clock.frameTime
            let interval = lastFrame.map { time - $0 }
            lastFrame = time
            stats.record(paintSeconds: now() - start,
                         cause: interval.flatMap { $0 <= 0.1 ? .animation(interval: $0) : nil } ?? .other)
            guard !announced, list.height > 0 else { return }
            announced = true
            guard options.debug else { return }
            let bounds = scrolled.widget.rect(in: window) ?? (0, 0, scrolled.widget.width, scrolled.widget.height)
            let (sx, sy) = window.offsetInSurface
            let rect: JSONValue = ["x": .number(bounds.x + sx), "y": .number(bounds.y + sy),
                                   "width": .number(bounds.width), "height": .number(bounds.height)]
            emit(["event": "ready", "list": rect, "strip": rect, "rows": []])
        }
    }
    peerWindow.present()
}

for signal in [SIGTERM, SIGINT] {
    let quit: GSourceFunc = { _ in
        MainActor.assumeIsolated { peer.quit() }
        return 1
    }
    g_unix_signal_add(signal, quit, nil)
}
let status = peer.run()
if let path = options.reportPath {
    let report: JSONValue = ["rowCount": .number(Double(options.rows)), "frames": stats.summary.json]
    _ = FileManager.default.createFile(atPath: path, contents: Data((report.serialized() + "\n").utf8))
}
exit(status)
