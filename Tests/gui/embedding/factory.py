"""LiListView over 1 000 strings whose rows are the app's own widgets (a LiRowFactory): each row a box
with a wrapping label and a "Grow" button that gives its label five lines. Prints one stdout line per
factory signal, so a test can count them:

    setup                  # a pooled row got its child
    bind Item 7            # a row shows an item now
    unbind Item 7          # it stopped showing it
    grew Item 3            # a Grow button was clicked
    activated Item 4       # row-activated
    key F5                 # F5 reached the window: every earlier input event was handled (a test's barrier)

With --varied, odd items have three lines (rows of two heights), and F6 reverses the order (a
GtkSortListModel's sorter: items-changed(0, n, n)), bringing rows never measured into view mid-slide.
F7 removes the first 20 items, F8 every item.

With --many, 100 000 items of one, three or five lines (item i has 2 * (i % 3) + 1: two lines would
be no taller than the "Grow" button beside them on GTK 4.18, 34 px, and one row of each height is
wanted), from a model of the script's own that makes an item when the view first reads it and keeps
it: F11 prints how many it made (`read 64`: the items the view ever read, before the `key F11` line).
F9 scrolls to the last item (its bottom at the view's bottom) and F10 to item 50 000 (at the top).
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, Gtk, ListInteractions  # noqa: E402
from made_model import MadeModel, walk_key  # noqa: E402

grown = set()
# Lines enough to outgrow the "Grow" button beside them whatever the font: two lines of a 4.18
# theme's label are no taller than its button.
GROWN = "{}\nsecond line\nthird line\nfourth line\nfifth line"
VARIED = "--varied" in sys.argv
MANY = "--many" in sys.argv
COUNT = 100_000 if MANY else 1000


def text_of(name):
    if name in grown:
        return GROWN.format(name)
    number = int(name.split()[1])
    if MANY:
        return "\n".join([name, "second line", "third line", "fourth line", "fifth line"][:2 * (number % 3) + 1])
    return f"{name}\nodd\nitem" if VARIED and number % 2 else name


def setup(_factory, row):
    box = Gtk.Box(spacing=6, margin_start=12, margin_end=12, margin_top=6, margin_bottom=6)
    label = Gtk.Label(xalign=0, hexpand=True, wrap=True)
    button = Gtk.Button(label="Grow", valign=Gtk.Align.START)
    box.append(label)
    box.append(button)

    def grow(_button):
        name = row.props.item.props.string
        grown.add(name)
        label.set_text(text_of(name))   # its size request changes: the row grows, the rows below slide
        print("grew", name, flush=True)
    button.connect("clicked", grow)
    row.props.child = box
    print("setup", flush=True)


def bind(_factory, row):
    name = row.props.item.props.string
    row.props.child.get_first_child().set_text(text_of(name))
    print("bind", name, flush=True)


def unbind(_factory, row):
    print("unbind", row.props.item.props.string, flush=True)


def on_activate(app):
    factory = ListInteractions.RowFactory()
    factory.connect("setup", setup)
    factory.connect("bind", bind)
    factory.connect("unbind", unbind)
    if MANY:
        model = MadeModel(Gtk.StringObject.__gtype__, COUNT, lambda position: Gtk.StringObject.new(f"Item {position}"))
    else:
        strings = Gtk.StringList.new([f"Item {i}" for i in range(COUNT)])
        model = Gtk.SortListModel(model=strings)
    view = ListInteractions.ListView(model=model, factory=factory)
    view.connect("row-activated", lambda _view, item: print("activated", item.props.string, flush=True))
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)
    reverse = Gtk.CustomSorter.new(lambda a, b, _data: int(b.props.string.split()[1]) - int(a.props.string.split()[1]))

    def key(_controller, keyval, _code, _state):
        if MANY:
            return walk_key(view, model, keyval)
        print("key", Gdk.keyval_name(keyval), flush=True)
        if keyval == Gdk.KEY_F6:
            model.props.sorter = None if model.props.sorter else reverse
        elif keyval == Gdk.KEY_F7:
            strings.splice(0, 20, [])
        elif keyval == Gdk.KEY_F8:
            strings.splice(0, strings.get_n_items(), [])
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.present()


app = Gtk.Application(application_id="io.github.listinteractions.Factory")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
