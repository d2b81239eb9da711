"""Creates, shows and destroys LiListView over and over in one window, as an app making and dropping
lists does, and prints as JSON what each cycle left behind: the views, their descendant widgets and
event controllers not finalized (weak references), and the signal handlers on the objects that
outlive the views (the window, its frame clock and surface, the display, GtkSettings, the model and
the items shown, an app adjustment) and the main context's sources, counted before the first cycle and after each.

    cycles.py plain 20      # the title rows
    cycles.py app 20        # app rows (a LiRowFactory), an app header, the app's own vadjustment
    cycles.py moving 20     # sections and a selection; destroyed while a re-sort animates
                            # {"start": {...}, "after": [{...} per cycle], "alive": [...]}

A handler or source is counted by asking GLib for every id up to the newest (ids only grow), so
nothing of the library's is read: what an app could see.
"""
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GLib, GObject, Gtk, ListInteractions  # noqa: E402

CASE, CYCLES = sys.argv[1], int(sys.argv[2])
context = GLib.MainContext.default()


def newest_handler(instance):
    handler = instance.connect("notify", lambda *_: None)
    instance.disconnect(handler)
    return handler


def newest_source():
    source = GLib.idle_add(lambda: False)
    GLib.source_remove(source)
    return source


def counts(outliving):
    newest = newest_handler(outliving["window"])
    handlers = {name: sum(GObject.signal_handler_is_connected(instance, h) for h in range(1, newest + 1))
                for name, instance in outliving.items()}
    sources = sum(context.find_source_by_id(s) is not None for s in range(1, newest_source() + 1))
    return {"handlers": handlers, "sources": sources}


def settled_counts(outliving, start):
    """`counts` once the loop has run what is still on its way: a worker's result handed back to the
    main loop (an idle it adds when the work ends, which a loaded machine may end after `settle`)
    is a source until it runs. Counted again each time the loop has run something, until no more
    sources are there than at the start, or 10 s passed: a source that stays is a leak."""
    deadline = GLib.get_monotonic_time() + 10_000_000
    while True:
        now = counts(outliving)
        if now["sources"] <= start["sources"] or GLib.get_monotonic_time() > deadline:
            return now
        wake = GLib.timeout_source_new(50)   # the loop wakes even when nothing else comes
        wake.set_callback(lambda *_: False)
        wake.attach(context)
        context.iteration(True)
        wake.destroy()
        while context.pending():
            context.iteration(False)


def settle(window):
    """Runs the loop until a frame is painted and nothing is pending (no fixed sleep)."""
    painted = []
    clock = window.get_frame_clock()
    handler = clock.connect("after-paint", lambda *_: painted.append(True))
    window.queue_draw()
    while not painted:
        context.iteration(True)
    clock.disconnect(handler)
    while context.pending():
        context.iteration(False)


def setup(_factory, row):
    row.set_child(Gtk.Label(xalign=0))


def bind(_factory, row):
    row.get_child().set_label(row.get_item().get_string())


def make_view(model, adjustment):
    view = ListInteractions.ListView(model=model)
    if CASE == "app":
        factory = ListInteractions.RowFactory()
        factory.connect("setup", setup)
        factory.connect("bind", bind)
        view.props.factory = factory
        view.props.header = Gtk.Label(label="Header")
        view.props.vadjustment = adjustment
    elif CASE == "moving":
        view.props.section_property = "string"
        view.get_selection_model().select_item(3, False)
    return view


def reverse(model):
    """A re-sort: every row moves (animated by identity)."""
    items = [model.get_string(i) for i in range(model.get_n_items())]
    model.splice(0, len(items), list(reversed(items)))


def main():
    Gtk.init()
    window = Gtk.Window(default_width=320, default_height=400)
    window.present()
    while not window.get_mapped():
        context.iteration(True)
    settle(window)
    model = Gtk.StringList.new([f"Item {i}" for i in range(100)])
    adjustment = Gtk.Adjustment()
    outliving = {"window": window, "frame clock": window.get_frame_clock(), "surface": window.get_surface(),
                 "display": window.get_display(), "settings": Gtk.Settings.get_default(), "model": model,
                 "adjustment": adjustment}
    outliving.update({f"item {i}": model.get_item(i) for i in range(12)})
    alive = set()

    def track(instance, name):
        alive.add(name)
        instance.weak_ref(lambda: alive.discard(name))

    def track_tree(widget, prefix):
        track(widget, f"{prefix} {type(widget).__name__} {id(widget)}")
        controllers = widget.observe_controllers()
        for i in range(controllers.get_n_items()):
            controller = controllers.get_item(i)
            track(controller, f"{prefix} {type(controller).__name__} {id(controller)}")
        child = widget.get_first_child()
        while child is not None:
            track_tree(child, prefix)
            child = child.get_next_sibling()

    result = {"start": counts(outliving), "after": []}
    for cycle in range(CYCLES):
        view = make_view(model, adjustment)
        window.set_child(view)
        settle(window)   # shown: realized, mapped, its rows drawn
        track_tree(view, f"cycle {cycle}:")
        if CASE == "moving":
            reverse(model)
            settle(window)   # the first frame of the re-sort: the rows are on their way
        window.set_child(None)   # the window held the only reference
        del view
        settle(window)
        result["after"].append(settled_counts(outliving, result["start"]))
    result["alive"] = sorted(alive)
    window.destroy()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
