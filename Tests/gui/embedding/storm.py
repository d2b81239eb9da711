"""A seeded storm of random items-changed on a GListStore (inserts, removes, splices), re-sorts
of a GtkSortListModel and re-filters of a GtkFilterListModel over it: after every step each LiListView's rows equal its model,
item for item. Prints one JSON object (read by test_embedding.py). Usage: storm.py SEED STEPS"""
import json
import random
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, Gtk, ListInteractions  # noqa: E402

Gtk.init()
seed, steps = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
store = Gio.ListStore(item_type=Gtk.StringObject)
# PyGObject 3.42 cannot pass a GtkExpression (a GtkStringSorter's): both orders are custom sorters.
ascending = Gtk.CustomSorter.new(lambda a, b, _: (a.props.string > b.props.string) - (a.props.string < b.props.string), None)
descending = Gtk.CustomSorter.new(lambda a, b, _: (a.props.string < b.props.string) - (a.props.string > b.props.string), None)
sorted_model = Gtk.SortListModel(model=store, sorter=ascending)
threshold = [30]
keep = Gtk.CustomFilter.new(lambda item, _: int(item.props.string[:2]) < threshold[0], None)
filtered = Gtk.FilterListModel(model=store, filter=keep)
plain = ListInteractions.ListView(model=store)
by_filter = ListInteractions.ListView(model=filtered)
by_sort = ListInteractions.ListView(model=sorted_model)
counter = [0]


def fresh():
    counter[0] += 1
    return Gtk.StringObject.new(f"{rng.randrange(60):02d}-{counter[0]}")


def mismatch(view, model):
    n = model.get_n_items()
    if view.props.n_rows != n:
        return f"{view.props.n_rows} rows for {n} items"
    for i in range(n):
        item = model.get_item(i)
        if view.dup_row_item(i) is not item or view.dup_row_title(i) != item.props.string:
            return f"row {i}: {view.dup_row_title(i)!r} for {item.props.string!r}"
    return None


kinds = {"insert": 0, "remove": 0, "splice": 0, "resort": 0, "reuse": 0, "refilter": 0}
failure = None
for step in range(steps):
    n = store.get_n_items()
    kind = rng.choice(["insert", "insert", "remove", "splice", "resort", "reuse", "refilter"])
    if kind == "insert" or n == 0:
        kind = "insert"
        store.splice(rng.randint(0, n), 0, [fresh() for _ in range(rng.randint(1, 5))])
    elif kind == "remove":
        position = rng.randrange(n)
        store.splice(position, rng.randint(1, min(4, n - position)), [])
    elif kind == "splice":
        position = rng.randrange(n)
        store.splice(position, rng.randint(0, min(5, n - position)), [fresh() for _ in range(rng.randint(0, 5))])
    elif kind == "reuse":
        # Items taken out and put back elsewhere in one change: their rows keep their identity.
        position = rng.randrange(n)
        removed = rng.randint(1, min(6, n - position))
        taken = [store.get_item(position + i) for i in range(removed)]
        rng.shuffle(taken)
        store.splice(position, removed, taken + [fresh() for _ in range(rng.randint(0, 2))])
    elif kind == "refilter":
        threshold[0] = rng.randrange(70)
        keep.changed(Gtk.FilterChange.DIFFERENT)
    else:
        sorted_model.set_sorter(descending if sorted_model.get_sorter() is ascending else ascending)
    kinds[kind] += 1
    for name, view, model in (("store", plain, store), ("sorted", by_sort, sorted_model),
                              ("filtered", by_filter, filtered)):
        reason = mismatch(view, model)
        if reason and failure is None:
            failure = f"step {step} ({kind}) {name}: {reason}"
    if failure:
        break
print(json.dumps({"seed": seed, "steps": step + 1, "kinds": kinds, "failure": failure,
                  "final_rows": plain.props.n_rows, "final_items": store.get_n_items()}))
