"""LiListView's drag to reorder from Python through the typelib (test_embedding_reorder.py): 20
items in a Gio.ListStore (the default), in a Gtk.StringList with `--strings` (keyed by its
`string`; with `--strings-by-object` keyed by its objects, as the view keys items without an
`id-property`), or with `--filtered` in a Gtk.FilterListModel over one (a
model the view cannot reorder itself: its ::move-item handler moves the item in the store;
`--deaf` leaves the handler out, so the model disagrees; `--sections` shows sections, which turn
reordering off; `--many` makes 100 000 items, the view scrolled to Item 50000 and focusing it,
a list the view holds windowed; `--select-10` (`--select-2`) selects Item 10 (Item 2) through the
selection model first;
`--factory` shows the items in the app's own rows, a label each, the odd items three lines high).
The view is reorderable and in edit mode.
Prints one stdout line each time the store changes and for each move-item:

    order Item 0,Item 1,Item 3,…    # the store's items, after each items-changed
    move-item 2 6                   # ::move-item(position, new_position)
    changed 50002 5 5 Item 50003,…  # with --many instead of order: items-changed and the added items
                                    # (the first and last three of more than 2 000)
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, Gtk, ListInteractions  # noqa: E402


def say(*words):
    print(*words, flush=True)


def label_rows():
    """A LiRowFactory of labels: an odd item's row three lines high, an even item's one."""
    factory = ListInteractions.RowFactory()

    def setup(_factory, row):
        row.props.child = Gtk.Label(xalign=0, margin_start=12, margin_top=6, margin_bottom=6)

    def bind(_factory, row):
        name = row.props.item.props.string
        row.props.child.set_text(f"{name}\nodd\nitem" if int(name.split()[1]) % 2 else name)
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    return factory


def on_activate(app):
    count = 100_000 if "--many" in sys.argv else 20
    if "--strings" in sys.argv or "--strings-by-object" in sys.argv:
        store = Gtk.StringList.new([f"Item {i}" for i in range(count)])
    else:
        store = Gio.ListStore(item_type=Gtk.StringObject)
        store.splice(0, 0, [Gtk.StringObject.new(f"Item {i}") for i in range(count)])
    if "--many" in sys.argv:
        def changed(_store, position, removed, added):
            shown = range(position, position + added) if added <= 2000 else \
                list(range(position, position + 3)) + list(range(position + added - 3, position + added))
            say("changed", position, removed, added, ",".join(store.get_item(p).props.string for p in shown))
        store.connect("items-changed", changed)
    else:
        store.connect("items-changed", lambda *_: say("order", ",".join(item.props.string for item in store)))
    model = Gtk.FilterListModel(model=store) if "--filtered" in sys.argv else store
    view = ListInteractions.ListView(model=model, reorderable=True, editing=True)
    if "--factory" in sys.argv:
        view.props.factory = label_rows()
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
    if "--select-10" in sys.argv:
        view.props.selection_model.select_item(10, False)
    if "--select-2" in sys.argv:
        view.props.selection_model.select_item(2, False)
    if "--many" in sys.argv:
        def scroll():
            view.scroll_to(50_000, ListInteractions.ListScrollFlags.FOCUS, ListInteractions.ScrollAlignment.TOP)
            return False
        GLib.timeout_add(200, scroll)


app = Gtk.Application(application_id="io.github.listinteractions.Reorder")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
