"""LiListView's `section-property` over 100 000 items in a GListStore (test_embedding_sections_many.py): item i
is titled `Item i` in section `Group NNN` (i // 1000: 100 sections of 1 000 items). Each item counts the reads of
its section value (its `day` getter), so a test can tell a view that reads the sections near the rows it shows
from one that reads every item's. With `--header-factory` the headers are a factory's two-line labels, and each
bind (and each new end of a bound one) prints `header VALUE START END` (its LiListHeader). With `--section-model`
(GTK >= 4.12) the sections come from the model instead (`Sectioned`, a GtkSectionModel over the store: each group
of 1 000 a section), shown with the header factory, and each item the view gets from the model counts as read.
With `--row-factory` the items are a LiRowFactory's labels of one line, or two for every third item (`Item i`
with i % 3 == 0): rows of two heights. With `--id-property` the items are keyed by their title (`id-property`).
Keys:

    F5                     # a barrier: prints `key F5` once every earlier input event was handled
    F6                     # re-sort: each pair of neighbours in a group swaps (one items-changed of every item)
    F8                     # section-property becomes `half`: "Half A" below item 50 000, "Half B" from it
                           # (--section-model: the model's sections become the halves, `sections-changed`)
    F9                     # scroll_to the last item, its bottom at the view's bottom
    F10                    # scroll_to item 50 990, at the top (ten items before Group 051 starts)
    F11                    # prints `read N`: how many items' section values the view ever read
    F12                    # --row-factory: `child TITLE H` for each row bound now (its child's natural
                           # height for the view's width), then `bound N twice M` (rows bound now, and
                           # how many binds and unbinds did not match: a row bound twice or unbound unbound)
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, Gio, GObject, Gtk, ListInteractions  # noqa: E402

COUNT = 100_000
GROUP = 1_000
READ = set()   # the numbers of the items whose section value was read


class Item(GObject.Object):
    title = GObject.Property(type=str, default="")

    def __init__(self, number):
        super().__init__(title=f"Item {number}")
        self.number = number

    @GObject.Property(type=str)
    def day(self):
        READ.add(self.number)
        return f"Group {self.number // GROUP:03d}"

    @GObject.Property(type=str)
    def half(self):
        READ.add(self.number)
        return "Half A" if self.number < COUNT // 2 else "Half B"


def sectioned(store):
    """A GtkSectionModel over `store` (GTK >= 4.12): its sections are the groups of 1 000 positions,
    or the two halves once `SECTION[0]` is "half"; every item the view gets counts as read."""
    class Sectioned(GObject.Object, Gio.ListModel, Gtk.SectionModel):
        def do_get_item_type(self):
            return Item

        def do_get_n_items(self):
            return store.get_n_items()

        def do_get_item(self, position):
            item = store.get_item(position)
            if item is not None:
                READ.add(item.number)
            return item

        def do_get_section(self, position):
            size = COUNT // 2 if SECTION[0] == "half" else GROUP
            start = position // size * size
            return start, min(start + size, store.get_n_items())

    model = Sectioned()
    store.connect("items-changed", lambda _store, position, removed, added: model.items_changed(position, removed, added))
    return model


def say(*words):
    print(*words, flush=True)


def header_factory():
    """Header rows: a two-line label (the section's value, its item count); each bind prints
    `header VALUE START END`, the LiListHeader it was bound to."""
    factory = ListInteractions.RowFactory()

    def setup(_factory, row):
        label = Gtk.Label(xalign=0, margin_start=16, margin_top=12, margin_bottom=8)
        label.add_css_class("heading")
        row.set_child(label)

    def show(row, header):
        value = header.get_item().get_property(SECTION[0])
        row.get_child().set_label(f"{value}\n{header.get_n_items()} items")
        say("header", value, header.get_start(), header.get_end())

    def bind(_factory, row):
        header = row.get_item()
        show(row, header)
        # A header whose section changed but stays (a section model's `sections-changed`) is told, not bound again.
        HEADERS_BOUND[row] = (header, header.connect("notify::end", lambda header, _spec: show(row, header)))

    def unbind(_factory, row):
        header, handler = HEADERS_BOUND.pop(row)
        header.disconnect(handler)
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    factory.connect("unbind", unbind)
    return factory


HEADERS_BOUND = {}   # each bound header row: its LiListHeader and the handler of its `notify::end`
SECTION = ["day"]
BOUND = {}        # --row-factory: each row bound now, with its label
MISMATCHED = [0]  # binds of a row already bound, unbinds of a row not bound


def row_factory():
    """Item rows: a label of the item's title, with a second line for every third item."""
    factory = ListInteractions.RowFactory()

    def setup(_factory, row):
        row.set_child(Gtk.Label(xalign=0, margin_start=16, margin_top=6, margin_bottom=6))

    def bind(_factory, row):
        item = row.get_item()
        text = item.props.title + ("\nsecond line" if item.number % 3 == 0 else "")
        row.get_child().set_label(text)
        if row in BOUND:
            MISMATCHED[0] += 1
        BOUND[row] = item.props.title

    def unbind(_factory, row):
        if BOUND.pop(row, None) is None:
            MISMATCHED[0] += 1
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    factory.connect("unbind", unbind)
    return factory


def on_activate(app):
    store = Gio.ListStore(item_type=Item)
    store.splice(0, 0, [Item(i) for i in range(COUNT)])
    section_model = "--section-model" in sys.argv
    model = sectioned(store) if section_model else store
    view = ListInteractions.ListView(model=model, title_property="title")
    if not section_model:
        view.props.section_property = "day"
    factory = header_factory()   # referenced here: the view's property does not own a Python reference
    if section_model or "--header-factory" in sys.argv:
        view.props.header_factory = factory
    if "--id-property" in sys.argv:
        view.props.id_property = "title"
    rows = row_factory()
    if "--row-factory" in sys.argv:
        view.props.factory = rows
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)

    def key(_controller, keyval, _code, _state):
        if keyval == Gdk.KEY_F11:
            say("read", len(READ))
        elif keyval == Gdk.KEY_F12:
            for row, title in BOUND.items():
                say("child", title, row.get_child().measure(Gtk.Orientation.VERTICAL, view.get_width())[1])
            say("bound", len(BOUND), "twice", MISMATCHED[0])
        say("key", Gdk.keyval_name(keyval))
        if keyval == Gdk.KEY_F9:
            view.scroll_to(COUNT - 1, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.BOTTOM)
        elif keyval == Gdk.KEY_F10:
            view.scroll_to(50_990, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.TOP)
        elif keyval == Gdk.KEY_F8:
            SECTION[0] = "half"
            if section_model:
                model.sections_changed(0, COUNT)
            else:
                view.props.section_property = "half"
        elif keyval == Gdk.KEY_F6:
            items = [store.get_item(i) for i in range(store.get_n_items())]
            items.sort(key=lambda item: (item.number // GROUP, item.number ^ 1))
            store.splice(0, store.get_n_items(), items)
        return False
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.present()
    view.grab_focus()


app = Gtk.Application(application_id="io.github.listinteractions.SectionsMany")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
