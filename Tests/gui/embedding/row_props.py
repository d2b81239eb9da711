"""LiRow's accessible-label, accessible-description and selectable from Python through the typelib
(test_embedding_activate.py): 30 items in a LiRowFactory's rows, each row labelled "Label N" and
described "Description N" for assistive technologies; items 2 and 5 not selectable. F2 enters
edit mode; F5 is a barrier (`key F5`); F6 prints the selection model's selection:

    selection 1 3 4
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, Gtk, ListInteractions  # noqa: E402

UNSELECTABLE = {2, 5}


def say(*words):
    print(*words, flush=True)


def setup(_factory, row):
    row.props.child = Gtk.Label(xalign=0, margin_start=12, margin_top=10, margin_bottom=10)


def bind(_factory, row):
    number = int(row.props.item.props.string.split()[1])
    row.props.child.set_text(row.props.item.props.string)
    row.props.accessible_label = f"Label {number}"
    row.props.accessible_description = f"Description {number}"
    row.props.selectable = number not in UNSELECTABLE


def on_activate(app):
    factory = ListInteractions.RowFactory()
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    view = ListInteractions.ListView(model=Gtk.StringList.new([f"Item {i}" for i in range(30)]), factory=factory)
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=600, child=view)
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)

    def key(_controller, keyval, _code, _state):
        say("key", Gdk.keyval_name(keyval))
        if keyval == Gdk.KEY_F2:
            view.props.editing = True
        elif keyval == Gdk.KEY_F6:
            selection = view.props.selection_model.get_selection()
            say("selection", *[selection.get_nth(i) for i in range(selection.get_size())])
        return False
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.present()


app = Gtk.Application(application_id="io.github.listinteractions.RowProps")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
