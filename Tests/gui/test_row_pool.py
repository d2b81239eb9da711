"""Issue 9: rows are widgets from a pool the size of the viewport plus a small margin — the same
count for 60 rows and for a million, and while scrolling."""

from harness import App, sh, test


def scroll_down(app, clicks):
    lst = app.ready["list"]
    app.move(lst["x"] + lst["width"] * 0.6, lst["y"] + lst["height"] / 2)
    app.click_button(5, times=clicks)


def settle(app):
    """Where the rows rest once they have their heights from the font. Rows are measured before
    `ready`, which comes after a painted frame of settled geometry, so `ready` is that rest (an
    `idle` may come before it or not at all); if a re-measure `batch` still lands after `ready`,
    the first `idle` after that batch."""
    def settled():
        log = list(app.log)
        ready = next(i for i, e in enumerate(log) if e.get("event") == "ready")
        batch = next((i for i in range(ready, len(log)) if log[i].get("event") == "batch"), None)
        if batch is None:
            return log[ready]
        return next((e for e in log[batch:] if e.get("event") == "idle"), None)
    return app.wait_until(settled, "the rows settling after getting their heights from the font")


@test
def the_row_widget_pool_is_the_same_at_60_rows_and_a_million_and_while_scrolling():
    counts = {}
    for rows in (60, 1_000_000):
        with App("--rows", str(rows), name=f"pool-{rows}") as app:
            settled = settle(app)
            visible = len(settled["rows"])
            at_start = settled["rowWidgets"]
            start = len(app.log)
            scroll_down(app, 40)
            app.settle()
            # The rest after the wheel's last frame: the `idle` that follows it (the last notches
            # may find the list at its end and set nothing moving, so `settle` returns their echo
            # while that `idle`, a low-priority callback, may not be logged yet under load).
            frames = [i for i in range(start, len(app.log)) if app.log[i].get("event") == "frame"]
            assert frames, f"{rows} rows: the wheel drew no frame"
            idle = app.wait_event("idle", frames[-1] + 1, what=f"{rows} rows: the rest after the wheel's last frame")
            moved = [e["scrollOffset"] for e in app.log[start:] if e.get("event") == "frame"]
            counts[rows] = (at_start, idle["rowWidgets"])
            app.quit()
        assert moved and max(moved) > 500, f"{rows} rows: the list did not scroll ({moved[-1:] or 'no frames'})"
        assert at_start <= visible + 8, f"{rows} rows: {at_start} row widgets for {visible} visible rows"
    assert counts[60] == counts[1_000_000], f"pool sizes differ: {counts}"
    assert all(a == b for a, b in counts.values()), f"the pool grew while scrolling: {counts}"
