#!/usr/bin/python3
"""LiListView from Python: a window with the list over a GListStore, filtered and sorted by GTK's
own models (every change the models make is animated by identity), in a LiNavigationStack (a
row's detail page, with the back button and the swipe-progress slider). The Edit button fades as
the page comes in, bound to the stack's `progress` (it follows a scrub or a swipe frame by frame).

    GI_TYPELIB_PATH=… LD_LIBRARY_PATH=… ./list-view.py           # the window
    ./list-view.py --rows                                        # prints the rows and exits
    ./list-view.py --sections                                    # the cities in sections by initial
    ./list-view.py --sections --rows                             # prints those rows (headers too)
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, GObject, Gtk, ListInteractions  # noqa: E402

CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand",
          "Hamar", "Molde", "Narvik", "Lillehammer"]


def city_list():
    store = Gio.ListStore(item_type=Gtk.StringObject)
    for city in CITIES:
        store.append(Gtk.StringObject.new(city))
    return store


class City(GObject.Object):
    """A city with its initial: the `section-property` of `--sections`."""
    string = GObject.Property(type=str)
    initial = GObject.Property(type=str)


def city_sections():
    """The cities by name, each with its initial: adjacent cities with the same initial are a section."""
    store = Gio.ListStore(item_type=City)
    for city in sorted(CITIES):
        store.append(City(string=city, initial=city[0]))
    return store


def sorted_and_filtered(store):
    filtered = Gtk.FilterListModel(model=store)
    return Gtk.SortListModel(model=filtered), filtered


def detail_page(item):
    print("activated", item.props.string, flush=True)
    return Gtk.Label(label=item.props.string, css_classes=["title-1"])


def row_popover(row, item):
    popover = Gtk.Popover(child=Gtk.Label(label=f"{item.props.string}: {len(item.props.string)} letters"))
    popover.set_parent(row)
    popover.connect("closed", lambda p: GLib.idle_add(p.unparent))
    popover.popup()


def on_activate(app):
    store = city_sections() if "--sections" in sys.argv else city_list()
    model, filtered = sorted_and_filtered(store)
    view = ListInteractions.ListView(model=model)
    if "--sections" in sys.argv:
        # A header row before each initial's cities; the top one sticks while its cities scroll.
        view.props.section_property = "initial"
    # The navigation stack: a tapped row's page slides in; its back button, slider and swipes fade
    # the row's highlight in step with the way back.
    stack = ListInteractions.NavigationStack.new(view)
    view.connect("row-activated", lambda _view, item: stack.push(detail_page(item)))
    view.props.show_separators = True
    # A right click, a long press or the Menu key: a popover at the row (GtkListView apps build a
    # context menu the same way).
    view.connect("row-context", lambda _view, position, row, _x, _y: row_popover(row, model.get_item(position)))

    by_name = Gtk.CustomSorter.new(lambda a, b, _: GLib.utf8_collate(a.props.string, b.props.string), None)
    sort = Gtk.ToggleButton(label="Sort A–Z")
    sort.connect("toggled", lambda b: model.set_sorter(by_name if b.props.active else None))
    short = Gtk.CustomFilter.new(lambda item: len(item.props.string) <= 5)
    only_short = Gtk.ToggleButton(label="Short names")
    only_short.connect("toggled", lambda b: filtered.set_filter(short if b.props.active else None))
    edit = Gtk.ToggleButton(label="Edit")
    edit.bind_property("active", view, "editing", GObject.BindingFlags.BIDIRECTIONAL)
    # scroll_to (GTK 4.12's shape, own types): the last city glides to the centre, selected.
    last = Gtk.Button(label="Last")
    last.connect("clicked", lambda _: view.scroll_to(model.get_n_items() - 1, ListInteractions.ListScrollFlags.SELECT,
                                                     ListInteractions.ScrollAlignment.CENTER))
    # The list page's Edit fades as the pushed page comes in (progress 0 … 1), frame by frame.
    stack.bind_property("progress", edit, "opacity", GObject.BindingFlags.SYNC_CREATE, lambda _binding, p: 1 - p)

    header = Gtk.HeaderBar()
    for button in (sort, only_short):
        header.pack_start(button)
    header.pack_end(edit)
    header.pack_end(last)
    window = Gtk.ApplicationWindow(application=app, title="Cities", default_width=360, default_height=560,
                                   titlebar=header, child=stack)
    window.present()


if __name__ == "__main__":
    if sys.argv[1:] == ["--sections", "--rows"]:
        Gtk.init()
        view = ListInteractions.ListView(model=city_sections(), section_property="initial")
        print("\n".join(view.dup_row_title(i) for i in range(view.props.n_rows)))
    elif sys.argv[1:] == ["--rows"]:
        Gtk.init()
        store = city_list()
        view = ListInteractions.ListView(model=sorted_and_filtered(store)[0])
        store.remove(1)                                  # Bergen leaves
        store.insert(0, Gtk.StringObject.new("Alta"))
        print("\n".join(view.dup_row_title(i) for i in range(view.props.n_rows)))
    else:
        app = Gtk.Application(application_id="io.github.listinteractions.PyExample")
        app.connect("activate", on_activate)
        sys.exit(app.run([sys.argv[0]]))
