"""LiListView's selection-model from Python through the typelib: every GtkSelectionModel call
read back through GtkSelectionModel and GListModel, the selection-changed ranges, identity kept
across a GtkSortListModel re-sort and a GtkFilterListModel change, bad input refused, edit mode,
and a plain GtkListView showing and changing it. Prints one JSON object (read by
test_embedding_selection.py)."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, Gtk, ListInteractions  # noqa: E402

Gtk.init()

NAMES = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen"]
store = Gtk.StringList.new(NAMES)
hidden = set()
filter_ = Gtk.CustomFilter.new(lambda item: item.get_string() not in hidden)
filtered = Gtk.FilterListModel.new(store, filter_)
sorted_ = Gtk.SortListModel.new(filtered, None)
view = ListInteractions.ListView(model=sorted_)
selection = view.props.selection_model
changes, items_changes = [], []
selection.connect("selection-changed", lambda _, position, n: changes.append([position, n]))
selection.connect("items-changed", lambda _, position, removed, added: items_changes.append([position, removed, added]))


def bits(bitset):
    return [bitset.get_nth(i) for i in range(bitset.get_size())]


def state():
    """The selection read three ways: get_selection, is_selected, get_selection_in_range."""
    n = selection.get_n_items()
    through_bitset = bits(selection.get_selection())
    through_is_selected = [i for i in range(n) if selection.is_selected(i)]
    through_ranges = sorted(set(bits(selection.get_selection_in_range(0, 3)) + bits(selection.get_selection_in_range(3, n - 3))))
    assert through_bitset == through_is_selected == [p for p in through_ranges if p < n], \
        (through_bitset, through_is_selected, through_ranges)
    return through_bitset


def names(positions):
    return [selection.get_item(p).get_string() for p in positions]


def step(name, call):
    del changes[:]
    returned = call()
    return {"name": name, "returned": returned, "selected": state(), "changes": list(changes)}


def mask(positions):
    bitset = Gtk.Bitset.new_empty()
    for p in positions:
        bitset.add(p)
    return bitset


result = {
    "interfaces": [isinstance(selection, Gtk.SelectionModel), isinstance(selection, Gio.ListModel)],
    "type": type(selection).__gtype__.name,
    "same_object": view.get_selection_model() is selection,
    "items_are_the_models": selection.get_n_items() == sorted_.get_n_items()
    and all(selection.get_item(i) is sorted_.get_item(i) for i in range(sorted_.get_n_items())),
    "item_past_end": selection.get_item(99),
}

n = len(NAMES)
result["steps"] = [
    step("select_item(2)", lambda: selection.select_item(2, False)),
    step("select_item(5)", lambda: selection.select_item(5, False)),
    step("select_item(3, unselect_rest)", lambda: selection.select_item(3, True)),
    step("unselect_item(3)", lambda: selection.unselect_item(3)),
    step("select_range(1, 3)", lambda: selection.select_range(1, 3, False)),
    step("unselect_range(2, 2)", lambda: selection.unselect_range(2, 2)),
    step("select_range(6, 2, unselect_rest)", lambda: selection.select_range(6, 2, True)),
    step("select_all", lambda: selection.select_all()),
    step("unselect_all", lambda: selection.unselect_all()),
    step("set_selection(0 4 7 / 0-5)", lambda: selection.set_selection(mask([0, 4, 7]), mask(range(0, 6)))),
    step("set_selection(1 / all)", lambda: selection.set_selection(mask([1, 2]), mask(range(0, n)))),
    step("set_selection(same)", lambda: selection.set_selection(mask([1, 2]), mask([1, 2]))),
]

# Large selections (over 4 096 rows before and after) find the changed span by walking in from both ends.
objects = [Gtk.StringObject.new(str(i)) for i in range(6000)]
big_store = Gio.ListStore.new(Gtk.StringObject)
big_store.splice(0, 0, objects)
big = ListInteractions.ListView(model=big_store)
big_changes = []
big.props.selection_model.connect("selection-changed", lambda _, position, n: big_changes.append([position, n]))
big.props.selection_model.select_range(100, 5000, False)
big.props.selection_model.unselect_range(2000, 10)
big.props.selection_model.select_item(3000, True)
big.props.selection_model.select_range(0, 4500, True)
big_store.splice(0, 6000, objects[::-1])   # reversed: the 4 500 selected land at 1 500 to 5 999
result["large"] = {"changes": big_changes, "selected": bits(big.props.selection_model.get_selection())}

# Identity: a re-sort (Z to A) moves the selected items, which stay selected where they land.
selection.set_selection(mask([2, 4]), mask(range(n)))  # cat, eel: at 5 and 3 once reversed
del changes[:], items_changes[:]
sorted_.set_sorter(Gtk.CustomSorter.new(lambda a, b, _: (a.get_string() < b.get_string()) - (a.get_string() > b.get_string()), None))
result["sort"] = {"order": names(range(selection.get_n_items())), "selected": names(state()),
                  "positions": state(), "items_changes": list(items_changes), "changes": list(changes)}

# A filter hides "cat" (selected): it leaves the selection; let back in, it comes back unselected.
del changes[:], items_changes[:]
hidden.add("cat")
filter_.changed(Gtk.FilterChange.MORE_STRICT)
result["filtered"] = {"order": names(range(selection.get_n_items())), "selected": names(state()),
                      "items_changes": list(items_changes), "changes": list(changes)}
del changes[:], items_changes[:]
hidden.clear()
filter_.changed(Gtk.FilterChange.LESS_STRICT)
result["unfiltered"] = {"order": names(range(selection.get_n_items())), "selected": names(state()),
                        "items_changes": list(items_changes), "changes": list(changes)}

# Bad input: refused, nothing changed, no signal.
before = state()
del changes[:]
n = selection.get_n_items()
result["bad"] = {
    "returned": [selection.select_item(n, False), selection.unselect_item(n + 5),
                 selection.select_range(n - 1, 3, False), selection.unselect_range(n, 1),
                 selection.set_selection(mask([n]), mask([0, n])), selection.set_selection(mask([0]), mask([0, n + 1]))],
    "unchanged": state() == before, "changes": list(changes)}

# Edit mode: a selection made outside it is allowed; entering or leaving starts from nothing.
selection.unselect_all()
selection.select_item(0, False)
del changes[:]
view.props.editing = True
entering = {"selected": state(), "changes": list(changes)}
selection.select_range(1, 2, False)
del changes[:]
view.props.editing = False
result["editing"] = {"before": [0], "entering": entering, "leaving": {"selected": state(), "changes": list(changes)}}

# A GtkSelectionModel consumer: a plain GtkListView shows the selection and changes it.
selection.unselect_all()
bound = {}


def bind(_, item):
    bound[item.get_position()] = item


factory = Gtk.SignalListItemFactory()
factory.connect("setup", lambda _, item: item.set_child(Gtk.Label()))
factory.connect("bind", bind)
peer = Gtk.ListView.new(selection, factory)
window = Gtk.Window(default_width=200, default_height=400, child=peer)
window.present()
context = GLib.MainContext.default()
for _ in range(2000):
    if len(bound) == selection.get_n_items():
        break
    context.iteration(True)
selection.select_item(1, True)
shown = sorted(p for p, item in bound.items() if item.get_selected())
peer.activate_action("list.select-item", GLib.Variant("(ubb)", (4, False, False)))
result["peer"] = {"bound": len(bound), "shown_selected": shown, "after_action": names(state()),
                  "after_action_positions": state()}
window.destroy()

# The view is disposed: its selection model empties (items-changed to 0) and stays safe to call.
del items_changes[:]
kept = selection
view.run_dispose()
result["disposed"] = {"n_items": kept.get_n_items(), "items_changes": list(items_changes),
                      "select_all": kept.select_all(), "selected": bits(kept.get_selection())}
print(json.dumps(result))
