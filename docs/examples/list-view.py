#!/usr/bin/python3
"""LiListView from Python: a window with the list over a GtkStringList.

    GI_TYPELIB_PATH=… LD_LIBRARY_PATH=… ./list-view.py           # the window
    ./list-view.py --rows                                        # prints the rows and exits
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402

CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø"]


def rows(view):
    return [view.dup_row_title(i) for i in range(view.props.n_rows)]


def on_activate(app):
    model = Gtk.StringList.new(CITIES)
    view = ListInteractions.ListView(model=model)
    view.connect("row-activated", lambda _view, item: print("activated", item.props.string))
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    window.present()


if __name__ == "__main__":
    if sys.argv[1:] == ["--rows"]:
        Gtk.init()
        model = Gtk.StringList.new(CITIES)
        view = ListInteractions.ListView(model=model)
        model.remove(1)                      # Bergen leaves
        model.splice(0, 0, ["Alta"])
        print("\n".join(rows(view)))
    else:
        app = Gtk.Application(application_id="io.github.listinteractions.PyExample")
        app.connect("activate", on_activate)
        sys.exit(app.run(sys.argv))
