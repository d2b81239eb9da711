#!/usr/bin/python3
"""LiListView from Python: a window with the list over a GtkStringList in a LiNavigationStack
(a row's detail page, with the back button and the swipe-progress slider).

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


def detail_page(item):
    print("activated", item.props.string, flush=True)
    return Gtk.Label(label=item.props.string, css_classes=["title-1"])


def on_activate(app):
    model = Gtk.StringList.new(CITIES)
    view = ListInteractions.ListView(model=model)
    # The navigation stack: a tapped row's page slides in; its back button, slider and swipes fade
    # the row's highlight in step with the way back.
    stack = ListInteractions.NavigationStack.new(view)
    view.connect("row-activated", lambda _view, item: stack.push(detail_page(item)))
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=stack)
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
