"""LiListView over 300 rows in edit mode, for the strip's drag-select and edge auto-scroll. Each
`selection-changed` of its selection model prints one line, what the model says is selected:

    selection 1 2 3 …      # the positions gtk_selection_model_is_selected answers true for

Its header bar's "Select row 3" button selects through the selection model (the API, not input).
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402


def on_activate(app):
    view = ListInteractions.ListView(model=Gtk.StringList.new([f"Row {i}" for i in range(300)]), editing=True)
    selection = view.props.selection_model

    def told(model, position, n_items):
        print("selection", *[i for i in range(model.get_n_items()) if model.is_selected(i)], flush=True)
    selection.connect("selection-changed", told)
    select = Gtk.Button(label="Select row 3")
    select.connect("clicked", lambda _: selection.select_item(3, False))
    header = Gtk.HeaderBar()
    header.pack_start(select)
    Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, titlebar=header, child=view).present()


app = Gtk.Application(application_id="io.github.listinteractions.LongList")
app.connect("activate", on_activate)
sys.exit(app.run(sys.argv))
