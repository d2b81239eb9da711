#!/usr/bin/python3
"""The installed Python example (liblistinteractions-1-dev's examples/list-view.py) as a person runs it,
its window and its "Sort A–Z" toggle: SIGUSR1 turns the toggle on (as a click would), SIGTERM quits.
Run with LI_DEBUG=frames: check.py reads the frames on stderr.

    sort_example.py /usr/share/doc/liblistinteractions-1-dev/examples/list-view.py
"""
import importlib.util
import signal
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, Gtk  # noqa: E402

spec = importlib.util.spec_from_file_location("example", sys.argv[1])
example = importlib.util.module_from_spec(spec)
spec.loader.exec_module(example)


def widgets(widget):
    """The widget and every widget under it."""
    yield widget
    child = widget.get_first_child()
    while child is not None:
        yield from widgets(child)
        child = child.get_next_sibling()


def sort(app):
    window = app.get_active_window()
    toggles = [w for root in (window, window.get_titlebar()) for w in widgets(root)
               if isinstance(w, Gtk.ToggleButton) and w.get_label() == "Sort A–Z"]
    print(f"sort toggles: {len(toggles)}", flush=True)
    toggles[0].set_active(True)
    return GLib.SOURCE_REMOVE


app = Gtk.Application(application_id="io.github.listinteractions.PackageCheck",
                      flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", example.on_activate)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, sort, app)
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: app.quit() or GLib.SOURCE_REMOVE)
sys.exit(app.run([]))
