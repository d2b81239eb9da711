"""LiListView's `reorderable` (issue 49), used as an app would, with real pointer and key events:
from Python (embedding/reorder.py) and C (embedding/reorder.c), a drag of Item 2's handle to the
7th place leaves the GListStore in the new order (the view splices it itself), and a GtkStringList; over a model the
view cannot reorder (a FilterListModel), Alt+Shift+Down asks the app through ::move-item, and a
model that does not follow gets a critical while the rows follow the model."""
import pathlib
import sys
import time

import harness

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example, build_c, titles  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "reorder.py"
WIDTH = 360   # the examples' window width: the view fills it
ITEMS = [f"Item {i}" for i in range(20)]


def row_center(app, frame, title):
    row = next(r for r in frame["rows"] if r["title"] == title)
    return app.origin[1] + frame["origin"]["y"] + row["y"] + row["height"] / 2


def drag_handle(app, frame, title, to_title, steps=30, release=True):
    """Presses `title`'s drag handle (the row's last 48 px) and drops it just past `to_title`'s centre
    (`release=False`: holds it there)."""
    x = app.origin[0] + frame["origin"]["x"] + WIDTH - 24
    y0, y1 = row_center(app, frame, title), row_center(app, frame, to_title) + 4
    harness.sh("xdotool", "mousemove", str(int(x)), str(int(y0)), "mousedown", "1")
    for i in range(1, steps + 1):
        time.sleep(0.016)   # a user's pace: the event times give the drag its speed
        harness.sh("xdotool", "mousemove", str(int(x)), str(int(y0 + (y1 - y0) * i / steps)))
    if release:
        harness.sh("xdotool", "mouseup", "1")


def item_row(frame, title):
    """The row titled `title` in `frame`, `None` when it is not drawn."""
    return next((r for r in frame["rows"] if r["title"] == title), None)


def moved(order, item, place):
    order = [i for i in order if i != item]
    return order[:place] + [item] + order[place:]


def drag_item_2_to_the_7th_place(app):
    app.ready()
    frame, _ = app.wait_rest(where=lambda f: f["rows"] and f["editing"])
    assert titles(frame)[:8] == ITEMS[:8], titles(frame)
    drag_handle(app, frame, "Item 2", "Item 6")
    expected = moved(ITEMS, "Item 2", 6)
    app.wait_line("order " + ",".join(expected))
    # The rows show it too, at rest, and no other change reached the store.
    frame, _ = app.wait_rest(app.mark() - 1)
    assert titles(frame)[:8] == expected[:8], titles(frame)
    assert [line for line in app.stdout if line.startswith("order ")] == ["order " + ",".join(expected)]
    assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


def test_python_a_reorderable_view_over_a_list_store_leaves_the_store_in_the_new_order():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-reorder-py") as app:
        drag_item_2_to_the_7th_place(app)


def test_c_a_reorderable_view_over_a_list_store_leaves_the_store_in_the_new_order(tmp_path):
    binary = build_c(str(pathlib.Path(__file__).parent / "embedding" / "reorder.c"), str(tmp_path / "reorder"))
    with Example(binary, name="embedding-reorder-c") as app:
        drag_item_2_to_the_7th_place(app)
        assert "reorderable 1 notified 1" in app.stdout, app.stdout[:3]


def test_python_a_string_list_keyed_by_its_strings_is_reordered_too():
    with Example("/usr/bin/python3", str(SCRIPT), "--strings", name="embedding-reorder-strings") as app:
        drag_item_2_to_the_7th_place(app)


def test_python_a_string_list_keyed_by_its_objects_is_reordered_without_a_critical_and_stays_selected():
    """Without an `id-property` the view keys items by object, and splicing a Gtk.StringList makes
    new string objects: the move must still be taken as the one asked (no critical), and the
    moved item, selected before the drag, is selected after it."""
    with Example("/usr/bin/python3", str(SCRIPT), "--strings-by-object", "--select-2",
                 name="embedding-reorder-string-objects") as app:
        drag_item_2_to_the_7th_place(app)
        frame, _ = app.wait_rest(app.mark() - 1)
        assert [r["title"] for r in frame["rows"] if r["selected"]] == ["Item 2"], frame["rows"]


def focus_item_2_and_move_it_down(app):
    app.ready()
    app.wait_rest(where=lambda f: f["rows"] and f["editing"])
    harness.press_keys("Down", "Down", "Down", "alt+shift+Down")


def test_alt_shift_down_moves_the_same_string_of_a_string_list_keyed_by_its_objects_again():
    """The keyboard focus stays on the moved row although the view spliced a new string object in
    its place: Alt+Shift+Down pressed again moves Item 2 one further."""
    with Example("/usr/bin/python3", str(SCRIPT), "--strings-by-object",
                 name="embedding-reorder-string-objects-keys") as app:
        focus_item_2_and_move_it_down(app)
        app.wait_line("order " + ",".join(moved(ITEMS, "Item 2", 3)))
        harness.press_keys("alt+shift+Down")
        expected = moved(ITEMS, "Item 2", 4)
        app.wait_line("order " + ",".join(expected))
        app.wait_rest(app.mark() - 1, where=lambda f: titles(f)[:6] == expected[:6])
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


def test_rows_of_varying_height_from_a_factory_are_dragged_to_their_place_at_their_heights():
    """A reorderable list of the app's own rows (odd items three lines high, even ones one) is
    windowed with its measured heights: a drag of Item 2 past Item 6 moves it there in the store,
    and at rest every row has the height of its item's lines, in the new order, stacked edge to edge."""
    with Example("/usr/bin/python3", str(SCRIPT), "--factory", name="embedding-reorder-factory") as app:
        app.ready()
        frame, _ = app.wait_rest(where=lambda f: f["rows"] and f["editing"])
        # Windowed: its identities are numbered from 2^31 on (the whole-list mirror's from 0).
        assert all(int(row["id"][1:]) >= 2 ** 31 for row in frame["rows"]), [row["id"] for row in frame["rows"]]
        height = {r["title"]: r["height"] for r in frame["rows"]}
        assert height["Item 1"] > height["Item 0"] + 10 and height["Item 3"] == height["Item 1"], height
        drag_handle(app, frame, "Item 2", "Item 6")
        expected = moved(ITEMS, "Item 2", 6)
        app.wait_line("order " + ",".join(expected))
        frame, _ = app.wait_rest(app.mark() - 1)
        rows = sorted(frame["rows"], key=lambda r: r["y"])
        assert [r["title"] for r in rows][:8] == expected[:8], titles(frame)
        for row in rows:
            tall = int(row["title"].split()[1]) % 2
            assert row["height"] == height["Item 1" if tall else "Item 0"], (row, height)
        for above, below in zip(rows, rows[1:]):
            assert abs(above["y"] + above["height"] - below["y"]) < 0.5, (above, below)
        assert [line for line in app.stdout if line.startswith("order ")] == ["order " + ",".join(expected)]
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


def test_another_model_is_asked_through_move_item():
    with Example("/usr/bin/python3", str(SCRIPT), "--filtered", name="embedding-reorder-signal") as app:
        focus_item_2_and_move_it_down(app)
        app.wait_line("move-item 2 3")
        expected = moved(ITEMS, "Item 2", 3)
        app.wait_line("order " + ",".join(expected))
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: titles(f)[:5] == expected[:5])
        assert not [line for line in app.other_stderr if "CRITICAL" in line], app.other_stderr


def test_a_model_that_does_not_follow_gets_a_critical_and_the_rows_follow_the_model():
    with Example("/usr/bin/python3", str(SCRIPT), "--filtered", "--deaf", name="embedding-reorder-deaf") as app:
        focus_item_2_and_move_it_down(app)
        app._wait(lambda: next((line for line in app.other_stderr if "does not match the move" in line), None),
                  "the critical about the model")
        # The rows slide back to the model's order, which never changed.
        app.wait_rest(app.mark() - 1, what="the rows back in the model's order",
                      where=lambda f: titles(f)[:5] == ITEMS[:5])
        assert not [line for line in app.stdout if line.startswith("order ")], app.stdout


def test_sections_turn_reordering_off_until_they_go():
    """A sectioned list is grouped by its sections: no drag handle ("Move …" button) is offered
    over AT-SPI while they are shown, as the same view without sections offers one per row."""
    def handles(*flags):
        with Example("/usr/bin/python3", str(SCRIPT), *flags, name="embedding-reorder-sections") as app:
            app.ready()
            app.wait_rest(where=lambda f: f["rows"] and f["editing"])
            return [n["name"] for n in app.widgets() if n["name"].startswith("Move ")]
    assert "Move Item 2" in handles(), "the view without sections offers Item 2's handle"
    assert handles("--sections") == []


# Issue 50: a reorderable list holds its rows windowed (no state per item): 100 000 items in a
# GListStore, the view at Item 50000 (`--many`).
MANY = 100_000


def at_item_50000(app):
    app.ready()
    frame, _ = app.wait_rest(what="the view at Item 50000",
                             where=lambda f: f["editing"] and titles(f)[:1] == ["Item 50000"])
    # Windowed rows are numbered from 2^31 on (ListViewCore+Windowed's identities), the whole
    # list's from 0: the debug stream's row ids tell which mirror holds the rows.
    assert all(int(row["id"][1:]) >= 2 ** 31 for row in frame["rows"]), [row["id"] for row in frame["rows"]]
    return frame


def span(first, last, moved_item, place):
    """The items of positions first…last after `moved_item` (inside them) went to `place`."""
    items = [f"Item {i}" for i in range(first, last + 1)]
    items.remove(moved_item)
    items.insert(place - first, moved_item)
    return ",".join(items)


def test_a_reorderable_list_of_100000_items_is_windowed_and_a_drag_in_its_middle_moves_the_item():
    """The drop splices only the span the move covers (five items), read by position."""
    with Example("/usr/bin/python3", str(SCRIPT), "--many", name="embedding-reorder-many") as app:
        frame = at_item_50000(app)
        drag_handle(app, frame, "Item 50002", "Item 50006")
        app.wait_line(f"changed 50002 5 5 {span(50002, 50006, 'Item 50002', 50006)}")
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: not f["moving"])
        expected = [f"Item {i}" for i in (50000, 50001, 50003, 50004, 50005, 50006, 50002, 50007)]
        assert titles(frame)[:8] == expected, titles(frame)
        assert [line for line in app.stdout if line.startswith("changed ")] == \
            [f"changed 50002 5 5 {span(50002, 50006, 'Item 50002', 50006)}"], app.stdout
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


def test_alt_shift_down_moves_the_focused_item_of_100000():
    with Example("/usr/bin/python3", str(SCRIPT), "--many", name="embedding-reorder-many-keys") as app:
        at_item_50000(app)
        harness.press_keys("alt+shift+Down")
        app.wait_line("changed 50000 2 2 Item 50001,Item 50000")
        harness.press_keys("alt+shift+Down")
        app.wait_line("changed 50001 2 2 Item 50002,Item 50000")
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: not f["moving"])
        assert titles(frame)[:4] == ["Item 50001", "Item 50002", "Item 50000", "Item 50003"], titles(frame)
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


def test_a_drag_held_at_the_bottom_edge_auto_scrolls_several_viewports_and_lands_there():
    """The window follows the auto-scroll under the drag; the dragged row stays under the pointer
    (it is kept while the window moves on), and the drop lands where the drag reached."""
    with Example("/usr/bin/python3", str(SCRIPT), "--many", name="embedding-reorder-many-edge") as app:
        frame = at_item_50000(app)
        start = frame["offset"]
        x = app.origin[0] + frame["origin"]["x"] + WIDTH - 24
        y0 = row_center(app, frame, "Item 50002")
        bottom = app.origin[1] + frame["origin"]["y"] + 600 - 60   # the window is 600 px high
        harness.sh("xdotool", "mousemove", str(int(x)), str(int(y0)), "mousedown", "1")
        for i in range(1, 31):
            time.sleep(0.016)   # a user's pace: the event times give the drag its speed
            harness.sh("xdotool", "mousemove", str(int(x)), str(int(y0 + (bottom + 50 - y0) * i / 30)))
        since = app.mark()
        held = app.wait_frame(lambda f: f["offset"] > start + 3 * 600, since, "three viewports of auto-scroll")
        # The dragged row is drawn under the pointer all along.
        assert "Item 50002" in titles(held), titles(held)
        harness.sh("xdotool", "mouseup", "1")
        line = app._wait(lambda: next((l for l in app.stdout if l.startswith("changed ")), None), "the store's change")
        words = line.split(" ", 4)
        position, removed, added, items = int(words[1]), int(words[2]), int(words[3]), words[4].split(",")
        assert position == 50002 and removed == added and added > 3 * 600 // 60, line[:200]
        assert items[-1] == "Item 50002" and items[:-1] == [f"Item {i}" for i in range(50003, 50002 + added)], line[:200]
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: not f["moving"])
        assert "Item 50002" in titles(frame), titles(frame)
        assert not [l for l in app.other_stderr if "CRITICAL" in l or "WARNING" in l], app.other_stderr


def test_a_selection_far_outside_the_window_is_gathered_at_the_drop():
    """Item 10 is selected through the selection model, Item 50003 by a tap on its check mark; a
    drag of Item 50003's handle takes both (the selection): Item 10 is drawn in the stack while it is
    held, and the drop lands them together, in their order, still selected: the span from Item 10 to
    the drop place is spliced."""
    with Example("/usr/bin/python3", str(SCRIPT), "--many", "--select-10", name="embedding-reorder-many-selection") as app:
        frame = at_item_50000(app)
        x = app.origin[0] + frame["origin"]["x"] + frame["strip"]["x"] + frame["strip"]["width"] / 2
        since = app.mark()
        harness.sh("xdotool", "mousemove", str(int(x)), str(int(row_center(app, frame, "Item 50003"))), "click", "1")
        app.wait_frame(lambda f: any(r["title"] == "Item 50003" and r["selected"] for r in f["rows"]),
                       since, "Item 50003 selected")
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: not f["moving"])
        since = app.mark()
        drag_handle(app, frame, "Item 50003", "Item 50006", release=False)
        # Held: Item 10, 50 000 rows above the window, is lifted into the stack and drawn right
        # above Item 50003 under the pointer (the view read it at the lift), not a gap.
        app.wait_frame(lambda f: (a := item_row(f, "Item 10")) is not None and (b := item_row(f, "Item 50003")) is not None
                       and 0 <= a["y"] < 600 and abs(a["y"] + a["height"] - b["y"]) <= 1, since,
                       "Item 10 drawn in the stack above Item 50003")
        app.screenshot("embedding-reorder-many-selection-held")
        assert not [l for l in app.stdout if l.startswith("changed ")], app.stdout
        harness.sh("xdotool", "mouseup", "1")
        line = app._wait(lambda: next((l for l in app.stdout if l.startswith("changed ")), None), "the store's change")
        words = line.split(" ", 4)
        assert int(words[1]) == 10 and words[2] == words[3], line[:200]
        # The last of the span: Item 10 and Item 50003 together. The stack is two rows high with
        # Item 50003 its lower row under the pointer, so its centre is half a row above the
        # pointer's: it lands after Item 50005 (as on a list that holds every row).
        assert words[4].split(",")[-3:] == ["Item 50005", "Item 10", "Item 50003"], line[:200]
        frame, _ = app.wait_rest(app.mark() - 1, where=lambda f: not f["moving"])
        shown = titles(frame)
        at = shown.index("Item 10")
        assert shown[at - 1:at + 3] == ["Item 50005", "Item 10", "Item 50003", "Item 50006"], shown
        assert sorted(r["title"] for r in frame["rows"] if r["selected"]) == ["Item 10", "Item 50003"], frame["rows"]
        assert not [l for l in app.other_stderr if "CRITICAL" in l or "WARNING" in l], app.other_stderr
