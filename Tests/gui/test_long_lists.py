"""Long lists through the real window: a million generated rows open, scroll and quit with a
complete report; deleting from a list longer than the core's worker threshold is planned off the
main thread and lands whole, also when live updates change the list meanwhile."""

from harness import App, test
from steps import enter_edit_mode


@test
def a_million_rows_open_scroll_and_report():
    with App("--rows", "1000000", name="million") as app:
        assert app.ready["rowCount"] == 1_000_000
        assert [r["id"] for r in app.ready["rows"]][:3] == ["row-0", "row-1", "row-2"]
        rect = app.ready["list"]
        app.move(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)
        app.drain()
        app.click_button(5, times=30)                         # wheel down: 30 notches
        app.key("Down")                                       # something to settle on
        app.settle()
        app.key("ctrl+i")                                     # the header animates: frames and an idle
        app.wait_for("header")                    # (idles before it are from the wheel's frames)
        idle = app.wait_for("idle")
        first = int(idle["rows"][0]["id"].split("-")[1])
        assert first > 10, f"the wheel did not scroll the million rows: {idle['rows'][:2]}"
        report = app.quit(timeout=30)
        assert report["rowCount"] == 1_000_000
        assert len(report["order"]) == 10_000 and report["order"][:2] == ["row-0", "row-1"]
        assert report["frames"]["count"] > 0


def select_rows_by_tapping(app, count):
    layout = enter_edit_mode(app)
    rows = layout["rows"][1:1 + count]
    for row in rows:
        app.click(layout["list"]["x"] + layout["list"]["width"] * 0.6, row["y"] + row["height"] / 2)
    return [r["id"] for r in rows]


@test
def deleting_from_a_long_list_is_planned_on_the_worker():
    with App("--rows", "40000", name="delete-worker") as app:
        chosen = select_rows_by_tapping(app, 3)
        app.key("Delete")
        started = app.wait_for("delete.started")
        assert started["rows"] == 40_000 and started["deleting"] == 3, started
        batch = app.wait_for("batch", timeout=20)
        assert batch["deleted"] == 3 and batch["rows"] == 40_000 - 3, batch
        app.wait_for("idle")
        report = app.quit(timeout=20)
        assert report["rowCount"] == 40_000 - 3, report["rowCount"]
        assert not set(chosen) & set(report["order"]), "the chosen rows are gone"
        assert report["selected"] == []
        assert batch is not None


@test
def a_delete_asked_for_while_a_sort_runs_lands_after_it_whole():
    # The sort (from the menu) goes to the worker; the delete (the Delete key right after) waits
    # for it in the core's scheduler (one job in flight) and is then planned from the sorted
    # rows: the chosen rows are gone, the rest sorted, nothing half applied. (A result prepared
    # from rows that changed meanwhile is dropped and prepared again: BackgroundSchedulerTests.)
    from steps import generated_by_value, open_sort_menu_and_choose
    with App("--rows", "40000", name="delete-after-sort") as app:
        chosen = select_rows_by_tapping(app, 3)
        open_sort_menu_and_choose(app, downs=2)               # Row, Group, [Value]
        app.key("Delete")
        app.wait_for("sort", timeout=20)
        app.idle_after(app.wait_event("batch", deleted=bool, what="the delete's batch"))
        report = app.quit(timeout=20)
        events = [e["event"] for e in app.log]
        assert "sort.started" in events and "delete.started" in events, events[-20:]
        assert events.index("sort") < events.index("delete.started"), "the delete was planned before the sort landed"
        assert report["rowCount"] == 40_000 - 3, report["rowCount"]
        expected = [i for i in generated_by_value(40_000) if i not in chosen]
        assert report["order"] == expected[:10_000], "sorted by value without the deleted rows"
        assert report["selected"] == []


@test
def a_name_sort_reads_the_ranks_made_once_the_rows_were_in():
    # Issue 21: once the rows are in, the name column's ranks are made in the background
    # (`sortRanks`); a sort by name then reads them instead of building keys (`byRanks`), both
    # ways, and lands in the keys' order. The value column is a number column: sorted by its
    # values, never ranked.
    with App("--rows", "40000", name="sort-ranks") as app:
        made = app.wait_for("sortRanks", timeout=30)
        assert made["column"] == 0 and made["values"] == 40_000, made
        app.key("ctrl+3")
        by_value = app.wait_for("sort", timeout=20)
        assert by_value["byRanks"] is False and by_value["moved"] > 30_000, by_value
        app.key("ctrl+1")
        by_name = app.wait_for("sort", timeout=20)
        assert by_name["byRanks"] is True and by_name["moved"] == by_value["moved"], by_name
        app.key("ctrl+1")
        descending = app.wait_for("sort", timeout=20)
        assert descending["byRanks"] is True and descending["ascending"] is False, descending
        report = app.quit(timeout=20)
    assert report["sort"] == {"column": "name", "ascending": False}, report["sort"]
    assert report["order"] == [f"row-{i}" for i in reversed(range(30_000, 40_000))], report["order"][:3]
    assert not any(e["event"] == "sortRanks" and e["column"] == 2 for e in app.log)
