"""One side of `embedding_side_by_side.py`: a window with LiListView ("widget") or a plain
GtkListView ("peer") over the same GtkSortListModel of N generated GtkStringObjects, both built by
GTK in C (a GtkStringList; the peer's rows from a GtkBuilderListItemFactory, no Python per row).
The model is built before the window is presented (in chunks of 100 000 strings, so no Python list
of every string is held). Prints JSON lines on stdout, times on CLOCK_MONOTONIC (the parent's clock
too):

    {"event": "presented", "at": t0, "created": t1, "built": s, "rss": kB}   the model took s
                                       seconds to build, the process then had kB resident; at t0
                                       the view is made over it (done at t1) and the window presented
    {"event": "ready", "at": t}        the first frame painted with the rows
    {"event": "sorted", "key": t0, "returned": t1, "at": t2}   r pressed (t0): set_sorter returned
                                       (t1: GTK's sort and the view's synchronous items-changed
                                       handling), the first frame painted after (t2)
    {"event": "removed", "key": t0, "returned": t1, "at": t2, "disposed": t3, "finalized": t4}
                                       d pressed: the list taken out of the window (its last
                                       reference), set_child returned (t1), the first frame painted
                                       after (t2); the view's dispose began at t3 and it was
                                       finalized at t4 (null: not yet)
    {"event": "cycles", "rss": [...], "heap": [...]}   mode "cycles": RSS (kB) and the heap in use
                                       (bytes, glibc's mallinfo2) after every 100 create/destroy cycles

    /usr/bin/python3 embedding_program.py widget|peer ROWS
    /usr/bin/python3 embedding_program.py cycles-widget|cycles-peer COUNT
    /usr/bin/python3 embedding_program.py auto-widget|auto-peer ROWS   # no keys: sort, un-sort, remove
                                       and quit on a timer, 2 s apart (under heaptrack or perf)
    /usr/bin/python3 embedding_program.py rest-widget|rest-peer ROWS   # _exit 2 s after the first frame
    /usr/bin/python3 embedding_program.py select-widget|select-peer ROWS   # every item selected, then scrolled:

    {"event": "selected", "key": t0, "at": t1, "rss": kB}   select_all() called (t0) to the first
                                       frame painted after (t1), the RSS then (the peer's model a
                                       GtkMultiSelection)
    {"event": "scrolled", "steps": [ms, ...]}   30 scroll steps of 400 px down the list, each from
                                       the adjustment's set_value to the first frame painted after
"""
import ctypes
import json
import os
import random
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GLib, Gtk, ListInteractions  # noqa: E402

MODE, COUNT = sys.argv[1], int(sys.argv[2])
AUTO = MODE.startswith("auto-")   # auto-widget, auto-peer: the steps on a timer, for a profiler
SELECT = MODE.startswith("select-")   # select-widget, select-peer: select_all, then scroll steps
REST = MODE.startswith("rest-")   # rest-widget, rest-peer: exit 2 s after the first frame, freeing nothing
                                  # (what a memory profiler then reports as leaked is what was held at rest)
WORDS = ["amber", "basalt", "cedar", "dune", "ember", "fjord", "granite", "harbor", "iris", "juniper"]
PEER_ROW = b"""<interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">
<property name="xalign">0</property><binding name="label"><lookup name="string" type="GtkStringObject">
<lookup name="item">GtkListItem</lookup></lookup></binding></object></property></template></interface>"""


def string_sorter():
    """A GtkStringSorter on GtkStringObject:string (PyGObject 3.42 cannot make a GtkExpression)."""
    builder = Gtk.Builder.new_from_string('<interface><object class="GtkStringSorter" id="sorter">'
                                          '<property name="expression"><lookup name="string" type="GtkStringObject"/>'
                                          '</property></object></interface>', -1)
    return builder.get_object("sorter")


def emit(event, **fields):
    print(json.dumps({"event": event, **fields}), flush=True)


def rss_kb():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


class MallInfo2(ctypes.Structure):
    """glibc's `struct mallinfo2`."""
    _fields_ = [(name, ctypes.c_size_t) for name in ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks",
                                                     "fsmblks", "uordblks", "fordblks", "keepcost")]


def heap_bytes():
    """The bytes malloc has handed out and not had back (small blocks and mmapped ones): unlike
    RSS, not rounded to pages nor kept up by freed memory malloc holds on to."""
    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = MallInfo2
    info = libc.mallinfo2()
    return info.uordblks + info.hblkhd


def string_list(count):
    """A GtkStringList of `count` generated strings, spliced in 100 000 at a time."""
    rng = random.Random(7)
    strings = Gtk.StringList.new(None)
    for start in range(0, count, 100_000):
        chunk = [f"{rng.choice(WORDS)} {rng.randrange(10**9):09d}" for _ in range(min(100_000, count - start))]
        strings.splice(start, 0, chunk)
    return strings


def view_over(model, kind):
    if kind == "widget":
        return ListInteractions.ListView(model=model)
    factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(PEER_ROW))
    scrolled = Gtk.ScrolledWindow(vexpand=True)
    selection = Gtk.MultiSelection(model=model) if SELECT else Gtk.NoSelection(model=model)
    scrolled.set_child(Gtk.ListView(model=selection, factory=factory))
    return scrolled


def selection_and_adjustment(view):
    """The view's GtkSelectionModel and vertical adjustment, either side."""
    if isinstance(view, Gtk.ScrolledWindow):
        return view.get_child().get_model(), view.get_vadjustment()
    return view.props.selection_model, view.props.vadjustment


def after_next_paint(window, body):
    clock = window.get_frame_clock()
    handler = []

    def painted(*_):
        clock.disconnect(handler[0])
        body()

    handler.append(clock.connect("after-paint", painted))
    window.queue_draw()


def run_list(app, kind):
    window = Gtk.ApplicationWindow(application=app, default_width=480, default_height=640)
    building = time.monotonic()
    strings = string_list(COUNT)
    sorted_model = Gtk.SortListModel(model=strings)
    built, model_rss = time.monotonic() - building, rss_kb()
    starting = time.monotonic()   # the view made over the model, then presented
    view = view_over(sorted_model, kind)
    finalized = []   # when the view is finalized (a weak reference: it keeps nothing alive)
    view.weak_ref(lambda: finalized.append(time.monotonic()))
    disposed = []   # when its dispose began (GtkWidget::destroy)
    view.connect("destroy", lambda _view: disposed.append(time.monotonic()))
    window.set_child(view)
    del view
    created = time.monotonic()
    ascending = [False]

    def remove():
        pressed = time.monotonic()
        window.set_child(Gtk.Label(label="Removed"))   # the window held the only reference
        returned = time.monotonic()
        after_next_paint(window, lambda: emit("removed", key=pressed, returned=returned, at=time.monotonic(),
                                              disposed=disposed[0] if disposed else None,
                                              finalized=finalized[0] if finalized else None))

    def sort():
        pressed = time.monotonic()
        ascending[0] = not ascending[0]
        # Sorted by the string, then back to the model's own order: each a (0, n, n) re-order.
        sorted_model.set_sorter(string_sorter() if ascending[0] else None)
        returned = time.monotonic()
        after_next_paint(window, lambda: emit("sorted", key=pressed, returned=returned, at=time.monotonic()))

    def key(_controller, keyval, _code, _state):
        if keyval == Gtk.accelerator_parse("d")[1]:
            remove()
        elif keyval == Gtk.accelerator_parse("r")[1]:
            sort()
        else:
            return False
        return True

    selection, adjustment = selection_and_adjustment(window.get_child())

    def select_then_scroll():
        pressed = time.monotonic()
        selection.select_all()
        steps = []

        def step():
            if len(steps) == 30:
                emit("scrolled", steps=steps)
                app.quit()
                return
            started = time.monotonic()
            adjustment.set_value(adjustment.get_value() + 400)
            after_next_paint(window, lambda: (steps.append((time.monotonic() - started) * 1000), step()))

        after_next_paint(window, lambda: (emit("selected", key=pressed, at=time.monotonic(), rss=rss_kb()), step()))

    def ready():
        emit("ready", at=time.monotonic())
        if SELECT:
            GLib.timeout_add(500, lambda: select_then_scroll() and False)
            return
        if AUTO or REST:   # for a profiler: sort, un-sort, remove, quit, 2 s apart, no keys
            for step, action in enumerate([lambda: os._exit(0)] if REST else [sort, sort, remove, app.quit], start=1):
                GLib.timeout_add(2000 * step, lambda action=action: action() and False)

    keys = Gtk.EventControllerKey()
    keys.connect("key-pressed", key)
    window.add_controller(keys)
    window.connect("map", lambda *_: after_next_paint(window, ready))
    emit("presented", at=starting, created=created, built=built, rss=model_rss)
    window.present()


def run_cycles(app, kind):
    window = Gtk.ApplicationWindow(application=app, default_width=480, default_height=640)
    window.present()
    strings = string_list(100)
    context = GLib.MainContext.default()
    samples, heap = [], []
    for cycle in range(1, COUNT + 1):
        view = view_over(strings, kind)
        window.set_child(view)
        while not view.get_mapped():
            context.iteration(True)
        window.set_child(None)
        while context.pending():
            context.iteration(False)
        if cycle % 100 == 0:
            samples.append(rss_kb())
            heap.append(heap_bytes())
    emit("cycles", rss=samples, heap=heap)
    app.quit()


def main():
    app = Gtk.Application(application_id=None)
    kind = MODE.removeprefix("cycles-").removeprefix("auto-").removeprefix("rest-").removeprefix("select-")
    app.connect("activate", lambda a: (run_cycles if MODE.startswith("cycles-") else run_list)(a, kind))
    app.hold()
    app.run([])


main()
