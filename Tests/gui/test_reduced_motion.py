"""Reduced motion: with GTK's animations setting off, transitions, sorts and the header jump to
their end instead of animating (the core's instant mode), and everything still works."""
import os
import tempfile

from harness import App, test


@test
def reduced_motion_jumps_instead_of_animating():
    with tempfile.TemporaryDirectory() as config:
        os.makedirs(os.path.join(config, "gtk-4.0"))
        with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as f:
            f.write("[Settings]\ngtk-enable-animations=false\n")
        with App(name="reduced-motion", env={"XDG_CONFIG_HOME": config}) as app:
            row = app.ready["rows"][1]
            list_rect = app.ready["list"]
            app.click(list_rect["x"] + 200, row["y"] + row["height"] / 2)
            app.wait_for("page", page="detail")
            app.key("alt+Left")
            app.wait_for("page", page="list", transition="finished")
            app.click(list_rect["x"] + 120, list_rect["y"] + 20)      # the summary header
            app.wait_for("header", expanded=True)
            idle = app.wait_for("idle", timeout=5)
            assert idle["headerHeight"] > app.ready["headerHeight"]
            report = app.quit()
            assert report["selected"] == [] and report["page"] == "list"
            # Every frame drawn is counted (window map, clicks, three jumps): a few each, where
            # three 0.35 s slides would draw over 60.
            assert report["frames"]["count"] <= 20, report["frames"]
            progress = [e["progress"] for e in app.log if e["event"] == "transition" and "progress" in e]
            assert all(p in (0, 1) for p in progress), progress
