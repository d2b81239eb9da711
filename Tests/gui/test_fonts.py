"""Issue 9: row heights follow the user's font — padding plus lines measured with Pango, exact at
any size, re-laid out (animated) when the font changes while the app runs."""
import os
import statistics
import subprocess
import tempfile

from harness import App, test


def settings_home(folder, font):
    """An XDG_CONFIG_HOME whose GTK 4 settings.ini names `font`."""
    os.makedirs(os.path.join(folder, "gtk-4.0"), exist_ok=True)
    with open(os.path.join(folder, "gtk-4.0", "settings.ini"), "w") as f:
        f.write(f"[Settings]\ngtk-font-name={font}\n")
    return folder


def unclipped(shot, app, rows, name):
    """Every row's top and bottom 3 px (inside its separator) are plain background across the text:
    no line of text reaches the row's edge, so none is cut."""
    lst = app.ready["list"]
    left, right = int(lst["x"]) + 20, int(lst["x"] + lst["width"]) - 30
    bottom = lst["y"] + lst["height"]
    for row in rows:
        if row["y"] + row["height"] > bottom - 4 or row["y"] < lst["y"] + 60:
            continue
        for y in (row["y"] + 2, row["y"] + row["height"] - 3):
            reds = red_line(shot, left, right, y)
            assert min(reds) > 200, f"{name}: text at the edge of {row['id']} (y {y}): min red {min(reds)}"


def red_line(shot, left, right, y):
    """Red values along a row of window coordinates, read in one call."""
    sx, sy = left + shot.origin[0], int(y) + shot.origin[1]
    return subprocess.run(["convert", shot.path, "-crop", f"{right - left}x1+{sx}+{sy}", "+repage",
                           "-channel", "R", "-separate", "-depth", "8", "gray:-"],
                          check=True, capture_output=True).stdout


@test
def an_18_pt_font_makes_rows_at_least_1_35_times_as_tall_as_10_pt_with_nothing_clipped():
    heights = {}
    for size in (10, 18):
        with tempfile.TemporaryDirectory() as folder:
            home = settings_home(folder, f"DejaVu Sans {size}")
            with App(name=f"font-{size}", env={"XDG_CONFIG_HOME": home}) as app:
                rows = app.ready["rows"]
                heights[size] = statistics.median(r["height"] for r in rows)
                app.move(app.ready["list"]["x"] + 5, app.ready["list"]["y"] - 30)   # no hover
                app.settle()
                shot = app.screenshot(f"font-{size}pt")
                unclipped(shot, app, rows, f"{size} pt")
                app.quit()
    assert heights[18] >= 1.35 * heights[10], f"row heights {heights}"


@test
def a_font_change_while_running_re_lays_out_the_rows_animated():
    # The app's own display serves Gtk/FontName through xsettingsd (harness.Display).
    with App(name="font-live", xsettings={"Gtk/FontName": "DejaVu Sans 10"}) as app:
        before = statistics.median(r["height"] for r in app.ready["rows"])
        start = len(app.log)
        app.set_xsettings({"Gtk/FontName": "DejaVu Sans 16"})
        # The header bar grows first (a `layout` for the resize); then the rows re-lay out.
        event = app.wait_event("layout", start, rows=lambda rows: statistics.median(r["height"] for r in rows) != before,
                               what="the rows re-laid out for the 16 pt font")
        after = statistics.median(r["height"] for r in event["rows"])
        # Come to rest: the first frame drawing the rows at their new height, then the idle after
        # it (an idle queued before the re-layout can come after its `layout` event).
        end = app.wait_event("frame", app._index(event),
                             rows=lambda rows: bool(rows) and statistics.median(r["height"] for r in rows) == after,
                             what="a frame drawing the rows at their new height")
        app.idle_after(end)
        frames = [e for e in app.log[start:] if e.get("event") == "frame"]
        batch = next(e for e in app.log[start:] if e.get("event") == "batch")
        report = app.quit()
    assert after >= 1.3 * before, f"rows {before} px before, {after} px after"
    assert batch["animated"] is True, batch
    # Animated: some frame shows a row between its old and new height (or place). (How many
    # frames is the machine's speed, not asserted.)
    sizes = {r["height"] for f in frames for r in f["rows"]}
    assert report["page"] == "list"
    assert any(before < h < after for h in sizes) or len({r["y"] for f in frames for r in f["rows"]}) > 20, sizes
