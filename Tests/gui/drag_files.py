"""A drag source as the Files app is one: a small GTK 4 window whose label drags the files named
on the command line (a GdkFileList, offered as text/uri-list over XDND too). It prints its X
window's id once its window is on screen, then runs until it is ended. The drop tests start it on
the app's display and drag from it to the app with xdotool, so the app receives a real X drop
from another process.

    python3 drag_files.py /tmp/a.csv /tmp/b.tsv     # prints "ready"
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402


def main(paths):
    app = Gtk.Application(application_id="io.github.listinteractions.DragFiles",
                          flags=Gio.ApplicationFlags.NON_UNIQUE)

    def activate(_app):
        window = Gtk.ApplicationWindow(application=app, title="Drag files", default_width=220, default_height=120)
        label = Gtk.Label(label="Drag me")
        label.set_hexpand(True)
        label.set_vexpand(True)
        files = Gdk.FileList.new_from_list([Gio.File.new_for_path(path) for path in paths])
        source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_value(files))
        source.connect("drag-end", lambda *_: print("dropped", flush=True))
        label.add_controller(source)
        window.set_child(label)

        def mapped(_window):
            GLib.idle_add(lambda: print("ready", flush=True) and False)
        window.connect("map", mapped)
        window.present()

    app.connect("activate", activate)
    return app.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
