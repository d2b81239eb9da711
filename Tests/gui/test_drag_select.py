"""Issue 3: drag multi-select along the selection strip, true-undo reversal, edge auto-scroll,
and Delete — with real pointer events on generated rows of variable height."""
from harness import App, test
from steps import center, clear_of_zones, drag_rows, start_editing, strip_x


def index(row):
    return int(row["id"].split("-")[1])


def ids(first, last):
    return [f"row-{i}" for i in range(first, last + 1)]


@test
def drag_down_the_strip_selects_exactly_the_rows_passed():
    with App("--rows", "200", name="drag-ten") as app:
        start_editing(app)
        rows = clear_of_zones(app, 10)
        drag_rows(app, rows)
        app.settle()
        app.up()
        app.wait_for("dragselect.end")
        app.settle()
        app.screenshot("drag-ten")
        report = app.quit()
        assert report["editing"] is True
        assert not any(e["event"] == "dragselect.autoscroll" for e in app.log)
        assert report["selected"] == ids(index(rows[0]), index(rows[-1])), report["selected"]


@test
def drag_reversing_halfway_leaves_only_the_rows_still_covered():
    with App("--rows", "200", name="drag-reverse") as app:
        start_editing(app)
        rows = clear_of_zones(app, 10)
        drag_rows(app, [rows[0], rows[9], rows[4]])
        app.settle()
        app.up()
        app.wait_for("dragselect.end")
        report = app.quit()
        assert report["selected"] == ids(index(rows[0]), index(rows[4])), report["selected"]


@test
def drag_held_in_the_bottom_zone_autoscrolls_selects_what_passed_then_delete():
    with App("--rows", "200", name="drag-autoscroll") as app:
        start_editing(app)
        rows = app.ready["rows"]
        list_rect = app.ready["list"]
        x = strip_x(app)
        bottom = list_rect["y"] + list_rect["height"] - 12   # deep in the 40 px zone
        y0 = center(rows[3])
        app.drag([(x, y0 + (bottom - y0) * i / 20) for i in range(21)], step_delay=0.01)
        app.wait_for("dragselect.autoscroll")
        # Held in the zone until the auto-scroll carried the drag past row 20.
        app.wait_event("dragselect.row", id=lambda i: int(i.split("-")[1]) > 20,
                       what="auto-scroll carrying the drag past row 20")
        app.up()
        end = app.wait_for("dragselect.end")
        entered = [e["id"] for e in app.log if e.get("event") == "dragselect.row"]
        last = int(entered[-1].split("-")[1])
        assert last > 20, f"auto-scroll did not carry the drag far enough (last row {entered[-1]})"
        app.screenshot("drag-autoscroll")

        app.key("Delete")
        app.wait_for("batch")
        app.settle()
        app.screenshot("after-delete")
        report = app.quit()
        # Exactly the rows from the anchor to the row under the pointer at release were selected
        # (no overshoot) and then deleted.
        deleted = ids(3, last)
        assert end["selected"] == len(deleted), (end, len(deleted))
        assert report["rowCount"] == 200 - len(deleted), report["rowCount"]
        assert report["order"][:3] == ids(0, 2)
        assert report["order"][3] == f"row-{last + 1}"
        assert not set(deleted) & set(report["order"])
        assert report["selected"] == []


@test
def drag_select_keyboard_extends_undoes_and_toggles():
    with App("--rows", "200", name="keyboard-select") as app:
        start_editing(app)
        rows = clear_of_zones(app, 6)
        # A tap outside the strip toggles one row and puts the keyboard focus on it.
        list_rect = app.ready["list"]
        app.click(list_rect["x"] + list_rect["width"] * 0.6, center(rows[0]))
        for _ in range(3):
            app.key("shift+Down")
        app.key("shift+Up")                      # shrinking back undoes the last row
        app.settle()
        app.screenshot("keyboard-select")
        first = index(rows[0])
        app.key("space")                         # toggles the focused row (first + 2) off
        report = app.quit()
        assert report["selected"] == ids(first, first + 1), report["selected"]
