"""A LiListView in a real window over 100 000 items: a Gio.ListStore of GtkStringObjects through a
GtkFilterListModel (a GtkStringFilter, substring) and a GtkSortListModel (a GtkStringSorter, or none),
changed by commands on stdin, one JSON object a line, sent by test_embedding_storm.py:

    {"op": "splice", "position": 7, "removed": 2, "added": ["0012345", …], "reuse": [3, 4]}
    {"op": "sort", "on": true}            set_sorter(the string sorter) or set_sorter(None)
    {"op": "resort"}                      the sorter's `changed` (GTK_SORTER_CHANGE_DIFFERENT)
    {"op": "filter", "search": "3"}       the filter's search (its `changed`)
    {"op": "select", "position": 4, "on": true}
    {"op": "scroll", "value": 5120.0}     the view's vadjustment
    {"op": "report", "first": 100, "last": 120}

Each command is announced (`{"event": "storm", "begin": k}`) and answered on stderr, the frame trace's stream, so the test knows which frames came
after it: `{"event": "storm", "ack": k, …}` (a `report` carries the model's items and selection at
positions first…last, and the `selection-changed` ranges seen since the report before). The items'
strings are unique (the test's oracle finds an item by its string). Usage: storm_window.py SEED COUNT"""
import json
import os
import random
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, Gtk, ListInteractions  # noqa: E402

seed, count = int(sys.argv[1]), int(sys.argv[2])
Gtk.init()


def built(kind, expression_owner):
    """A GtkStringSorter or GtkStringFilter on GtkStringObject:string (PyGObject 3.42 cannot make a GtkExpression)."""
    builder = Gtk.Builder.new_from_string(f'<interface><object class="{kind}" id="it">'
                                          f'<property name="expression"><lookup name="string" type="GtkStringObject"/>'
                                          f'</property>{expression_owner}</object></interface>', -1)
    return builder.get_object("it")


def initial_strings(seed, count):
    """The store's first strings, unique 7-digit numbers (the test makes the same)."""
    return [f"{n:07d}" for n in random.Random(seed).sample(range(10 ** 7), count)]


store = Gio.ListStore(item_type=Gtk.StringObject)
store.splice(0, 0, [Gtk.StringObject.new(s) for s in initial_strings(seed, count)])
sorter = built("GtkStringSorter", "")
string_filter = built("GtkStringFilter", '<property name="match-mode">substring</property>')
filtered = Gtk.FilterListModel(model=store, filter=string_filter)
sorted_model = Gtk.SortListModel(model=filtered, sorter=sorter)
# Before the view's own handler (connected first): frames the view draws while it takes a change come after
# this line, and show the change.
sorted_model.connect("items-changed", lambda *_: sys.stderr.write('{"event": "storm", "changing": true}\n'))
view = ListInteractions.ListView(model=sorted_model, editing=True)
selection = view.props.selection_model
selection_changes = []
selection.connect("selection-changed", lambda _, position, n: selection_changes.append([position, n]))


def shown(model, position, removed, added):
    """After the view's own handler: the view holds the new rows and its offset followed its anchor."""
    sys.stderr.write(json.dumps({"event": "storm", "changed": [position, removed, added], "n": model.get_n_items(),
                                 "offset": view.props.vadjustment.get_value()}) + "\n")


sorted_model.connect_after("items-changed", shown)
window = Gtk.Window(default_width=360, default_height=420, title="storm")
window.set_child(view)
window.present()
acks = [0]


def answer(**fields):
    acks[0] += 1
    sys.stderr.write(json.dumps({"event": "storm", "ack": acks[0], "n": sorted_model.get_n_items(),
                                 "rows": view.props.n_rows,
                                 "offset": view.props.vadjustment.get_value(), "height": view.get_height(), **fields}) + "\n")
    sys.stderr.flush()


def report(first, last):
    last = min(last, selection.get_n_items() - 1)
    positions = range(max(first, 0), last + 1)
    bitset = selection.get_selection()
    selected = [bitset.get_nth(i) for i in range(bitset.get_size())]
    changes = list(selection_changes)
    del selection_changes[:]
    # The items from the app's model itself; the selection through the view's GtkSelectionModel.
    return {"first": max(first, 0), "items": [sorted_model.get_item(p).get_string() for p in positions],
            "is_selected": [p for p in positions if selection.is_selected(p)],
            "selected": [[p, selection.get_item(p).get_string()] for p in selected],
            "selection_changes": changes}


def perform(command):
    op = command["op"]
    if op == "splice":
        position = command["position"]
        reused = [store.get_item(p) for p in command.get("reuse", [])]
        added = reused + [Gtk.StringObject.new(s) for s in command["added"]]
        store.splice(position, command["removed"], added)
        return {}
    if op == "sort":
        sorted_model.set_sorter(sorter if command["on"] else None)
        return {}
    if op == "resort":
        sorter.changed(Gtk.SorterChange.DIFFERENT)
        return {}
    if op == "filter":
        string_filter.set_search(command["search"])
        return {}
    if op == "select":
        del selection_changes[:]
        if command["on"]:
            returned = selection.select_item(command["position"], False)
        else:
            returned = selection.unselect_item(command["position"])
        return {"returned": returned, "selection_changes": list(selection_changes)}
    if op == "scroll":
        view.props.vadjustment.set_value(command["value"])
        return {}
    if op == "report":
        return report(command["first"], command["last"])
    if op == "quit":
        GLib.idle_add(loop.quit)
        return {}
    raise ValueError(f"unknown op {op!r}")


pending = bytearray()


def on_input(channel, condition):
    chunk = os.read(sys.stdin.fileno(), 65536)
    if not chunk:
        loop.quit()
        return False
    pending.extend(chunk)
    while b"\n" in pending:
        line, _, rest = bytes(pending).partition(b"\n")
        pending[:] = rest
        command = json.loads(line)
        # A change can draw a frame before it returns (the view shows a change at once): the test takes
        # every frame after this line as showing the change.
        sys.stderr.write(json.dumps({"event": "storm", "begin": acks[0] + 1}) + "\n")
        started = time.monotonic()
        result = perform(command)
        answer(op=command["op"], ms=round((time.monotonic() - started) * 1000, 1), **result)
    return True


GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.PRIORITY_DEFAULT, GLib.IOCondition.IN, on_input)
answer(op="start")
loop = GLib.MainLoop()
loop.run()
