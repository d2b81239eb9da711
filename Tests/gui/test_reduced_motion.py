"""Reduced motion: with GTK's animations setting off, or (GTK 4.22 and later) the desktop's
reduced-motion preference set, transitions, sorts, batch updates, the edit-mode slide and the
header jump to their end instead of animating (the core's instant mode), and everything still
works."""
import os
import tempfile

import pytest

from harness import GTK_VERSION, App, test
from steps import cities_by_population, open_sort_menu_and_choose


def reduced_motion_config(folder, setting="gtk-enable-animations=false"):
    os.makedirs(os.path.join(folder, "gtk-4.0"))
    with open(os.path.join(folder, "gtk-4.0", "settings.ini"), "w") as f:
        f.write(f"[Settings]\n{setting}\n")
    return {"XDG_CONFIG_HOME": folder}


def frames_since(app, start):
    return [e for e in app.log[start:] if e["event"] == "frame"]


def settle(app):
    """Waits until the last input came to rest (any animation at its end; none should run),
    then returns the log position."""
    app.settle()
    return len(app.log)


@test
def reduced_motion_jumps_instead_of_animating():
    with tempfile.TemporaryDirectory() as config:
        with App(name="reduced-motion", env=reduced_motion_config(config)) as app:
            start = len(app.log)   # (frames before `ready` may show the header before its font was measured)
            row = app.ready["rows"][1]
            list_rect = app.ready["list"]
            app.click(list_rect["x"] + 200, row["y"] + row["height"] / 2)
            app.wait_for("page", page="detail")
            app.key("alt+Left")
            app.wait_for("page", page="list", transition="finished")
            app.click(list_rect["x"] + 120, list_rect["y"] + 20)      # the summary header
            app.wait_for("header", expanded=True)
            idle = app.wait_for("idle")
            assert idle["headerHeight"] > app.ready["headerHeight"]
            report = app.quit()
            assert report["selected"] == [] and report["page"] == "list"
            # Every frame drawn is counted (window map, clicks, three jumps): a few each, where
            # three 0.35 s slides would draw over 60.
            assert report["frames"]["count"] <= 20, report["frames"]
            progress = [e["progress"] for e in app.log if e["event"] == "transition" and "progress" in e]
            assert all(p in (0, 1) for p in progress), progress
            heights = {e["headerHeight"] for e in app.log[start:] if e["event"] == "frame"}
            assert heights <= {app.ready["headerHeight"], idle["headerHeight"]}, f"header in between: {heights}"


@test
def reduced_motion_sort_batch_and_edit_slide_jump():
    with tempfile.TemporaryDirectory() as config:
        with App(name="reduced-motion-sort", env=reduced_motion_config(config)) as app:
            before = {r["id"]: r["y"] for r in app.ready["rows"]}
            start = len(app.log)
            open_sort_menu_and_choose(app, downs=2)          # Name, Country, [Population]
            app.wait_for("sort")
            start_sort = settle(app)
            sort_frames = frames_since(app, start)
            slots = set(before.values())
            moving = [r for e in sort_frames for r in e["rows"] if r["id"] in before and r["y"] != before[r["id"]]
                      and all(abs(r["y"] - y) > 2 for y in slots)]
            assert len(sort_frames) <= 2 and not moving, f"the sort slid: {len(sort_frames)} frames, {moving[:3]}"

            list_rect = app.ready["list"]
            app.move(list_rect["x"] + list_rect["width"] / 2, list_rect["y"] + 200)
            start_edit = settle(app)   # (the row under the pointer takes the hover look in a frame)
            app.key("ctrl+e")
            app.wait_for("editing", editing=True)
            layout = app.wait_for("layout")
            start_batch = settle(app)
            edit_frames = frames_since(app, start_edit)
            slides = [e["editSlide"] for e in edit_frames]
            assert len(edit_frames) <= 2 and set(slides) <= {0, 1}, f"the edit-mode bar slid in: {slides}"

            row = layout["rows"][2]
            app.click(list_rect["x"] + list_rect["width"] * 0.6, row["y"] + row["height"] / 2)
            start_batch = settle(app)
            app.key("Delete")
            batch = app.wait_for("batch")
            assert batch.get("deleted", 1) >= 1, batch
            settle(app)
            batch_frames = frames_since(app, start_batch)
            assert len(batch_frames) <= 2, f"the delete animated over {len(batch_frames)} frames"
            report = app.quit()
            expected = [i for i in cities_by_population(descending=False) if i != row["id"]]
            assert report["order"] == expected, "sorted, minus the deleted row"
            assert report["rowCount"] == len(expected)


@pytest.mark.skipif(GTK_VERSION < (4, 22), reason="GtkSettings:gtk-interface-reduced-motion came with GTK 4.22")
@test
def the_desktops_reduced_motion_preference_makes_a_sort_jump():
    with tempfile.TemporaryDirectory() as config:
        env = reduced_motion_config(config, "gtk-interface-reduced-motion=reduce")
        with App(name="reduced-motion-preference", env=env) as app:
            preferences = next(e for e in app.log if e["event"] == "preferences")
            assert preferences["animations"] is False, preferences   # GTK's animations on, motion reduced
            before = {r["id"]: r["y"] for r in app.ready["rows"]}
            start = len(app.log)
            open_sort_menu_and_choose(app, downs=2)          # Name, Country, [Population]
            app.wait_for("sort")
            settle(app)
            sort_frames = frames_since(app, start)
            slots = set(before.values())
            moving = [r for e in sort_frames for r in e["rows"] if r["id"] in before and r["y"] != before[r["id"]]
                      and all(abs(r["y"] - y) > 2 for y in slots)]
            assert len(sort_frames) <= 2 and not moving, f"the sort slid: {len(sort_frames)} frames, {moving[:3]}"
            app.quit()
