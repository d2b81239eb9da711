"""LiListView's sections from Python through the typelib (test_embedding_sections.py): 32 items in
four sections by their `day` property (`section-property`), headers as rows, the top section's
header stuck to the top. Prints one stdout line per signal and key:

    activate 9 b1               # ::activate(position): the model position and that item's title
    key F6                      # a key the window saw before the list (a test's barrier)

F6 re-sorts: every "Mon" item becomes "Tue" or "Wed" and the store is replaced in the new order
(one items-changed), so items move between sections, "Mon" empties and "Wed" appears. F7 selects
every item through the selection model (`selected N` once it changed). F9 animates the back
transition (an activated row closes). With `--section-model` (GTK 4.12) the sections come from a
GtkSortListModel's section sorter over the `day` property instead, shown with a header factory
(`--header-factory` alone adds the header factory to the section-property list); F8 then sets a new
sorter (titles descending within the sections). F10 gives the header factory's labels a second line;
F11 prints `header-natural H`: the natural height of a header factory's label now. With `--row-factory` the
items are a LiRowFactory's labels, a second line on every odd-numbered item (rows of two heights).
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, Gio, GObject, Gtk, ListInteractions  # noqa: E402

DAYS = ["Mon", "Tue", "Thu", "Fri"]


class Item(GObject.Object):
    title = GObject.Property(type=str)
    day = GObject.Property(type=str)


def say(*words):
    print(*words, flush=True)


LABELS = []
TALL = []   # non-empty: the header labels have a second line (F10)


def header_factory():
    """Header rows: a label with the section's day and its item count (LiListHeader)."""
    factory = ListInteractions.RowFactory()

    def setup(_factory, row):
        label = Gtk.Label(xalign=0, margin_start=16, margin_top=10, margin_bottom=6)
        label.add_css_class("heading")
        row.set_child(label)
        LABELS.append(label)

    def bind(_factory, row):
        header = row.get_item()
        text = f"{header.get_item().props.day} · {header.get_n_items()}"
        row.get_child().set_label(text + ("\nsecond line" if TALL else ""))
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    return factory


def row_factory():
    """Item rows: a label of the item's title, with a second line for odd-numbered items."""
    factory = ListInteractions.RowFactory()

    def setup(_factory, row):
        row.set_child(Gtk.Label(xalign=0, margin_start=16, margin_top=6, margin_bottom=6))

    def bind(_factory, row):
        title = row.get_item().props.title
        row.get_child().set_label(title + ("\nsecond line" if int(title[1:]) % 2 else ""))
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    return factory


def on_activate(app):
    store = Gio.ListStore(item_type=Item)
    for d, day in enumerate(DAYS):
        for i in range(8):
            store.append(Item(title=f"{'abcd'[d]}{i}", day=day))
    model = store
    section_model = "--section-model" in sys.argv
    sort_model = None
    if section_model:
        by_day = Gtk.StringSorter(expression=Gtk.PropertyExpression.new(Item, None, "day"))
        by_title = Gtk.StringSorter(expression=Gtk.PropertyExpression.new(Item, None, "title"))
        sort_model = Gtk.SortListModel(model=store, sorter=by_title)
        sort_model.set_section_sorter(by_day)
        model = sort_model
    view = ListInteractions.ListView(model=model, title_property="title")
    if not section_model:
        view.props.section_property = "day"
    factory = header_factory()   # referenced here: the view's property does not own a Python reference
    if section_model or "--header-factory" in sys.argv:
        view.props.header_factory = factory
    rows = row_factory()   # referenced here, as the header factory
    if "--row-factory" in sys.argv:
        view.props.factory = rows
    view.connect("activate", lambda _v, position: say("activate", position, model.get_item(position).props.title))
    selection = view.get_selection_model()
    selection.connect("selection-changed",
                      lambda *_: say("selected", selection.get_selection().get_size()))
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)

    def key(_controller, keyval, _code, _state):
        say("key", Gdk.keyval_name(keyval))
        if keyval == Gdk.KEY_F6:
            items = [store.get_item(i) for i in range(store.get_n_items())]
            for i, item in enumerate(items):
                if item.props.day == "Mon":
                    item.props.day = "Tue" if i % 2 == 0 else "Wed"
            order = {day: n for n, day in enumerate(["Tue", "Wed", "Thu", "Fri"])}
            items.sort(key=lambda item: (order[item.props.day], item.props.title))
            store.splice(0, store.get_n_items(), items)
        elif keyval == Gdk.KEY_F7:
            selection.select_all()
        elif keyval == Gdk.KEY_F8 and sort_model is not None:
            def descending(a, b, _data):
                return (a.props.title < b.props.title) - (a.props.title > b.props.title)
            sort_model.set_sorter(Gtk.CustomSorter.new(descending, None))
        elif keyval == Gdk.KEY_F10:
            TALL.append(True)
            for label in LABELS:
                label.set_label(label.get_label() + "\nsecond line")
        elif keyval == Gdk.KEY_F11 and LABELS:
            say("header-natural", LABELS[0].measure(Gtk.Orientation.VERTICAL, view.get_width())[1])
        elif keyval == Gdk.KEY_F9:
            view.animate_back_transition()
        return False
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.present()
    view.grab_focus()


app = Gtk.Application(application_id="io.github.listinteractions.Sections")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
