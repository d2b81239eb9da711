"""LiListView over 300 rows in edit mode, for the strip's drag-select and edge auto-scroll."""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402


def on_activate(app):
    view = ListInteractions.ListView(model=Gtk.StringList.new([f"Row {i}" for i in range(300)]), editing=True)
    Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view).present()


app = Gtk.Application(application_id="io.github.listinteractions.LongList")
app.connect("activate", on_activate)
sys.exit(app.run(sys.argv))
