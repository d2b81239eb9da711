"""LiListView's drag to reorder from Python through the typelib (test_embedding_reorder.py): 20
items in a Gio.ListStore (the default), in a Gtk.StringList with `--strings` (keyed by its
`string`), or with `--filtered` in a Gtk.FilterListModel over one (a
model the view cannot reorder itself: its ::move-item handler moves the item in the store;
`--deaf` leaves the handler out, so the model disagrees; `--sections` shows sections, which turn
reordering off). The view is reorderable and in edit mode.
Prints one stdout line each time the store changes and for each move-item:

    order Item 0,Item 1,Item 3,…    # the store's items, after each items-changed
    move-item 2 6                   # ::move-item(position, new_position)
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, Gtk, ListInteractions  # noqa: E402


def say(*words):
    print(*words, flush=True)


def on_activate(app):
    if "--strings" in sys.argv:
        store = Gtk.StringList.new([f"Item {i}" for i in range(20)])
    else:
        store = Gio.ListStore(item_type=Gtk.StringObject)
        for i in range(20):
            store.append(Gtk.StringObject.new(f"Item {i}"))
    store.connect("items-changed", lambda *_: say("order", ",".join(item.props.string for item in store)))
    model = Gtk.FilterListModel(model=store) if "--filtered" in sys.argv else store
    view = ListInteractions.ListView(model=model, reorderable=True, editing=True)
    if "--strings" in sys.argv:
        view.props.id_property = "string"
    if "--sections" in sys.argv:   # one section per item: a sectioned list, which refuses reordering
        view.props.section_property = "string"
    if "--filtered" in sys.argv and "--deaf" not in sys.argv:
        def move_item(_view, position, new_position):
            say("move-item", position, new_position)
            item = store.get_item(position)
            store.remove(position)
            store.insert(new_position, item)
        view.connect("move-item", move_item)
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=600, child=view)
    window.present()
    view.grab_focus()


app = Gtk.Application(application_id="io.github.listinteractions.Reorder")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
