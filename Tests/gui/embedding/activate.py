"""LiListView's activation and context from Python through the typelib, driven by real pointer and
key events (test_embedding_activate.py): 40 strings, with `--separators` lines between the rows.
Prints one stdout line per signal and per key the window saw first:

    activate 3                  # ::activate(position)
    row-activated Item 3        # ::row-activated(item)
    context 3 120 150 0 132 360 44 same   # ::row-context(position, row, x, y): the row's bounds in
                                # the view (x y width height), "same" when get_row_widget(position)
                                # is that widget and get_row_bounds(position) those bounds
    key F5                      # a key the window saw before the list (a test's barrier)

F2 turns single-click-activate off, F3 runs the action list.activate-item(3), F9 animates the back
transition (the opened row closes, the list takes input again), `--double-click-time MS` sets the
desktop's double-click time, F4 toggles show-separators
(`painted show-separators false` once a frame with the change was painted), F7 sets the desktop's
font to Sans 20, F6 redraws the view
(`painted` once that frame is on screen: a test's screenshot shows what the frame trace said).
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, GLib, Gtk, ListInteractions  # noqa: E402


def say(*words):
    print(*words, flush=True)


def on_context(view, position, row, x, y):
    ok, bounds = row.compute_bounds(view)
    box = [round(v) for v in (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)]
    found, read = view.get_row_bounds(position)
    same = (view.get_row_widget(position) is row and found
            and [round(v) for v in (read.origin.x, read.origin.y, read.size.width, read.size.height)] == box)
    say("context", position, round(x), round(y), *box, "same" if ok and same else "differs")


def on_activate(app):
    strings = Gtk.StringList.new([f"Item {i}" for i in range(40)])
    view = ListInteractions.ListView(model=strings, show_separators="--separators" in sys.argv)
    view.connect("activate", lambda _view, position: say("activate", position))
    view.connect("row-activated", lambda _view, item: say("row-activated", item.props.string))
    view.connect("row-context", on_context)
    view.connect("notify::single-click-activate",
                 lambda *_: say("single-click-activate", str(view.props.single_click_activate).lower()))
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    if "--double-click-time" in sys.argv:   # the desktop's (XSETTINGS'), in ms
        Gtk.Settings.get_default().props.gtk_double_click_time = int(sys.argv[sys.argv.index("--double-click-time") + 1])
    if "--dark" in sys.argv:
        Gtk.Settings.get_default().props.gtk_application_prefer_dark_theme = True
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)

    def say_after_paint(*words):
        """Says `words` once the next frame was painted (the frame clock's after-paint) and the
        display server has it (a round trip: what another client reads next includes it)."""
        clock = view.get_frame_clock()
        handler = None

        def painted(_clock):
            clock.disconnect(handler)
            view.get_display().sync()
            say(*words)
        handler = clock.connect("after-paint", painted)

    def key(_controller, keyval, _code, _state):
        say("key", Gdk.keyval_name(keyval))
        if keyval == Gdk.KEY_F2:
            view.props.single_click_activate = False
        elif keyval == Gdk.KEY_F3:
            say("action", view.activate_action("list.activate-item", GLib.Variant("u", 3)))
        elif keyval == Gdk.KEY_F4:
            view.props.show_separators = not view.props.show_separators
            say_after_paint("painted show-separators", str(view.props.show_separators).lower())
        elif keyval == Gdk.KEY_F7:   # the desktop's font grows, as from GNOME's settings (XSETTINGS)
            Gtk.Settings.get_default().props.gtk_font_name = "Sans 20"
        elif keyval == Gdk.KEY_F6:
            view.queue_draw()
            say_after_paint("painted")
        elif keyval == Gdk.KEY_F9:
            view.animate_back_transition()
        return False
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.present()
    view.grab_focus()


app = Gtk.Application(application_id="io.github.listinteractions.Activate")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
