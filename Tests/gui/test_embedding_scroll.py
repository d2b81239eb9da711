"""LiListView as a GtkScrollable and its scroll_to, as an app uses them (issue 48): in a
GtkScrolledWindow the window's adjustment spans the rows, a real wheel over the list moves it,
setting it moves the rows (the LI_DEBUG=frames trace), and scroll_to glides a far row, over
several frames, to where its alignment says, retargets mid-flight, selects and focuses it, and
reaches a row the model just added. From Python (typelib) and C (pkg-config)."""
import pathlib
import shutil

import harness
from steps import Script, run

HERE = pathlib.Path(__file__).parent / "embedding"


def near(value, expected):
    """Equal to a thousandth of a pixel: GTK 4.24's adjustment hands back 47999.99999999999 for
    48000 (a person sees the same place)."""
    return abs(value - expected) <= 0.001


def frames_between(script):
    return [e for e in script.seen if e["event"] == "frame"]


def frame_where(script, what, accept):
    """The first frame that `accept`s among those seen while waiting for the last event (a frame
    can come before the script's line that it is at rest there), or the next one that does."""
    seen = [e for e in script.seen if e["event"] == "frame" and accept(e)]
    return seen[0] if seen else script.wait_for("frame", what, accept)


def title_row(frame, title):
    return next((r for r in frame["rows"] if r["title"] == title), None)


def test_python_scrolled_window_adjustment_wheel_and_scroll_to():
    script = Script(["/usr/bin/python3", HERE / "scroll.py"], LI_DEBUG="frames")
    try:
        ready = script.wait_for("ready", "the view mapped in its scrolled window")
        first = next(e for e in script.seen if e["event"] == "frame" and e["rows"])
        h = first["rows"][0]["height"]
        page = ready["page"]
        assert ready["followed"], "the view's vadjustment is not the scrolled window's"
        assert ready["upper"] == 2000 * h and page == ready["view_height"] > 0, ready
        assert ready["own_scrollbars"] == 0, "the view's own scrollbar shows beside the window's"
        assert ready["window_scrollbar"], "the scrolled window's scrollbar is hidden"

        # A real wheel notch over the list: the window's adjustment moves, the rows with it.
        origin = first["origin"]
        script.move(origin["x"] + 100, origin["y"] + 200)
        harness.sh("xdotool", "click", "5")
        wheeled = script.wait_for("wheeled", "the wheel through the adjustment")
        assert 0 < wheeled["value"] < page, wheeled

        # Set by the app: the rows move there (the frame's offset, Row 20's place).
        moved = script.wait_for("frame", "the rows at the set value", lambda e: near(e["offset"], 1000))
        index = int(1000 // h) + 1
        row = title_row(moved, f"Row {index}")
        assert row is not None and near(row["y"], index * h - 1000), moved

        # scroll_to a far row, top: several frames between, then Row 1500 at the top.
        top = script.wait_for("landed", "the scroll to row 1500", lambda e: e["step"] == "top")
        assert near(top["value"], 1500 * h) and top["values"] >= 5, top
        glide = [e["offset"] for e in frames_between(script)]
        assert len([o for o in glide if 1000 < o < 1500 * h]) >= 5, glide
        landed = frame_where(script, "row 1500 at the top",
                                 lambda e: near((title_row(e, "Row 1500") or {}).get("y", h), 0))
        assert near(landed["offset"], 1500 * h)

        # Retargeted mid-flight (to 1800, then 300 at the bottom, selected and focused).
        turned = script.wait_for("landed", "the retargeted scroll", lambda e: e["step"] == "retarget")
        assert near(turned["value"], 301 * h - page) and turned["selected"] == [300] and turned["focus_in_view"], turned
        assert turned["turned"] > 1500 * h and turned["values"] >= 8, turned
        rest = frame_where(script, "row 300 at the bottom", lambda e: near(e["offset"], 301 * h - page))
        row = title_row(rest, "Row 300")
        assert near(row["y"] + row["height"], page) and row["selected"], rest

        # A row the model just added: reached and selected.
        added = script.wait_for("landed", "the scroll to the added row", lambda e: e["step"] == "added")
        assert added["upper"] == 2001 * h and added["selected"] == [1000], added
        fresh = frame_where(script, "the added row in the centre",
                                lambda e: abs(e["offset"] - (1000 * h + h / 2 - page / 2)) <= 0.5)
        row = title_row(fresh, "Fresh")
        assert abs(row["y"] + h / 2 - page / 2) <= 0.5 and row["selected"], fresh
        script.wait_for("done", "the script's end")
        assert not [line for line in script.stderr_tail if "WARNING" in line or "CRITICAL" in line], \
            "".join(script.stderr_tail)
    finally:
        script.close()


def test_c_scrolled_window_adjustment_and_scroll_to(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "scroll"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(HERE / "scroll.c"), *flags, "-o", str(binary))
    script = Script([binary], LI_DEBUG="frames")
    try:
        ready = script.wait_for("ready", "the view mapped in its scrolled window")
        first = next(e for e in script.seen if e["event"] == "frame" and e["rows"])
        h = first["rows"][0]["height"]
        page = ready["page"]
        assert ready["followed"] and ready["upper"] == 500 * h, ready
        moved = script.wait_for("frame", "the rows at the set value", lambda e: e["offset"] == 700)
        index = int(700 // h) + 1
        assert title_row(moved, f"Item {index}")["y"] == index * h - 700, moved
        for alignment, expected in (("top", 400 * h), ("center", 400 * h + h / 2 - page / 2),
                                    ("bottom", 401 * h - page)):
            landed = script.wait_for("landed", f"row 400 at the {alignment}", lambda e: e["step"] == alignment)
            assert abs(landed["value"] - expected) <= 0.5 and landed["values"] >= 5, landed
            assert landed["selected"] == 400 and landed["focus_in_view"], landed
        alone = script.wait_for("alone", "the view out of the scrolled window, on its own adjustment")
        assert alone["own"] and abs(alone["value"] - 100 * h) <= 0.5 and alone["values"] >= 5 and alone["upper"] == 500 * h, alone
        own = frame_where(script, "item 100 at the top", lambda e: near((title_row(e, "Item 100") or {}).get("y", h), 0))
        assert near(own["offset"], 100 * h)
        script.wait_for("done", "the program's end")
        assert not [line for line in script.stderr_tail if "WARNING" in line or "CRITICAL" in line], \
            "".join(script.stderr_tail)
    finally:
        script.close()
