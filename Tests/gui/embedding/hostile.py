"""LiListView under a hostile app, from Python through the typelib. Prints one JSON object (read by
test_embedding_hostile.py); each phase starts with an `@@ phase` line on stderr, so the criticals
each phase caused can be told apart.

    hostile.py dispose    # a model and every property set in `destroy`, after the view's dispose:
                          # {"finalized": [...], "handler_left_on_shared": false, ...}
    hostile.py contract   # a model that breaks the GListModel contract once, then behaves, shown in
                          # a window: {"contract": [{"step": ..., "rows": [...], "model": [...]}, ...]}

Under AddressSanitizer (`make test-asan`), a handler left on a freed LiListView is a
heap-use-after-free report the moment the shared model changes.
"""
import gc
import json
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, GObject, Gtk, ListInteractions  # noqa: E402

CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø"]


def phase(name):
    print(f"@@ {name}", file=sys.stderr, flush=True)


def rows(view):
    return [view.dup_row_title(i) for i in range(view.props.n_rows)]


def strings(model):
    return [model.get_item(i).props.string for i in range(model.get_n_items())]


def dispose():
    """The view's last reference dropped (its window destroyed): LiListView's dispose runs, then
    GtkWidget's emits `destroy`, whose handler sets a model that outlives the view, and every other
    property. Nothing of it may outlive the view."""
    result, gone = {}, set()

    def watch(obj, name):
        obj.weak_ref(lambda *_: gone.add(name))

    phase("dispose")
    shared = Gtk.StringList.new(CITIES)
    kept = {"header": Gtk.Label(label="Header"), "factory": ListInteractions.RowFactory()}
    in_destroy = []

    def on_destroy(view):
        view.set_model(shared)
        view.set_header(kept["header"])
        view.set_factory(kept["factory"])
        view.props.editing = True
        for name in ("id-property", "title-property", "subtitle-property", "description-property"):
            view.set_property(name, "string")
        in_destroy.extend([view.props.model is shared, view.get_header() is kept["header"],
                           view.get_factory() is kept["factory"], view.props.editing, view.props.id_property])

    def window_with_view():
        """A window holding the only reference to a LiListView (no Python wrapper of it left)."""
        view = ListInteractions.ListView(model=Gtk.StringList.new(["Quito"]))
        view.connect("destroy", on_destroy)
        watch(view, "view")
        return Gtk.Window(child=view)

    window = window_with_view()
    gc.collect()
    watch(kept["header"], "header")
    watch(kept["factory"], "factory")
    window.destroy()
    del window   # it held the view's last reference: the view's dispose, `destroy`, finalize
    gc.collect()
    result["properties_in_destroy"] = in_destroy
    # A view disposed explicitly (g_object_run_dispose), a model set after, then dropped.
    late = Gtk.StringList.new(["Lima"])
    other = ListInteractions.ListView()
    other.run_dispose()
    other.set_model(late)
    watch(other, "other view")
    watch(late, "late model")
    # A navigation stack given a list view in its `destroy`.
    orphan = ListInteractions.ListView(model=Gtk.StringList.new(["Quito"]))

    def window_with_stack():
        stack = ListInteractions.NavigationStack.new(ListInteractions.ListView())
        stack.connect("destroy", lambda disposed: disposed.set_list_view(orphan))
        watch(stack, "stack")
        return Gtk.Window(child=stack)

    window = window_with_stack()
    window.destroy()
    del window
    gc.collect()
    result["orphan_parent"] = orphan.get_parent() is not None
    kept.clear()
    del other, late
    gc.collect()
    result["finalized"] = sorted(gone)
    items_changed = GObject.signal_lookup("items-changed", Gio.ListModel)
    result["handler_left_on_shared"] = GObject.signal_has_handler_pending(shared, items_changed, 0, False)
    shared.splice(0, 1, ["Narvik"])   # a handler left on the freed view would run now
    result["shared_after"] = strings(shared)
    phase("end")
    return result


class Liar(GObject.Object, Gio.ListModel):
    """A model whose `change` may tell another items-changed than the change it made."""

    def __init__(self, names):
        super().__init__()
        self.items = [Gtk.StringObject.new(name) for name in names]

    def do_get_item_type(self):
        return Gtk.StringObject.__gtype__

    def do_get_n_items(self):
        return len(self.items)

    def do_get_item(self, position):
        return self.items[position] if position < len(self.items) else None

    def change(self, position, removed, names, told=None):
        self.items[position:position + removed] = [Gtk.StringObject.new(name) for name in names]
        self.items_changed(*(told or (position, removed, len(names))))


def contract():
    """A model that breaks the contract once (a count), behaves, breaks it again (a range), and
    behaves: the view's rows are read back after each step, and the window's last frame."""
    result, steps = {}, []
    Gtk.Settings.get_default().props.gtk_enable_animations = False   # each change lands in one frame
    model = Liar(CITIES)
    view = ListInteractions.ListView(model=model)
    window = Gtk.Window(default_width=320, default_height=480, child=view)
    ticks = [0]

    def tick(_widget, _clock):
        ticks[0] += 1
        return GLib.SOURCE_CONTINUE

    def frames(count, timeout=60.0):
        """Runs the main loop until the window's frame clock ticked `count` more times."""
        target, deadline = ticks[0] + count, time.monotonic() + timeout
        while ticks[0] < target and time.monotonic() < deadline:
            GLib.MainContext.default().iteration(True)
        return ticks[0] >= target

    def step(name):
        steps.append({"step": name, "rows": rows(view), "model": strings(model)})

    window.add_tick_callback(tick)
    window.present()
    result["drawn"] = frames(10)
    phase("lie: count")
    model.change(1, 0, ["Narvik", "Molde"], told=(1, 0, 1))   # two inserted, one told
    step("lie: count")
    frames(3)
    phase("behaves")
    model.change(0, 1, [])
    step("remove")
    model.change(model.get_n_items(), 0, ["Hamar"])
    step("append")
    model.change(1, 2, ["Molde", "Narvik"])
    step("swap")
    frames(3)
    phase("lie: range")
    model.items_changed(9, 3, 0)   # past the end; nothing changed
    step("lie: range")
    phase("behaves again")
    model.change(2, 1, ["Alta", "Kirkenes"])
    step("splice")
    result["contract"] = steps
    result["at_rest"] = frames(60)
    phase("end")
    window.destroy()
    return result


if __name__ == "__main__":
    Gtk.init()
    print(json.dumps({"dispose": dispose, "contract": contract}[sys.argv[1]]()))
