"""Issue 23 as a user: scrolled down a live list, the reader keeps their place. 200 rows, the wheel
scrolls until a row some way down is the top visible one, Live goes on (Ctrl+L); after three live
updates that top row is the same row within 1 px, a "N new" pill at the top says how many rows
arrived above (a push button named with the count, read through AT-SPI and seen in a screenshot),
and clicking it glides to the top with the new rows in view. Home does the same."""
import re

from harness import accessible_tree, App, test


def top_row(rows, list_rect):
    """The first fully visible row: the one a reader reads first."""
    return next(r for r in rows if r["y"] >= list_rect["y"])


@test
def live_updates_keep_the_readers_place_and_the_pill_goes_to_the_top():
    with App("--rows", "200", name="anchor-live", env={"GTK_A11Y": "atspi"}) as app:
        rect = app.ready["list"]
        app.move(rect["x"] + rect["width"] * 0.6, rect["y"] + rect["height"] / 2)
        for _ in range(15):
            app.click_button(5)                              # the wheel, 15 notches down
        app.key("ctrl+l")                                    # after the wheel in the event queue
        app.wait_for("live", running=True, timeout=10)
        before = top_row(app.wait_for("idle", timeout=10)["rows"], rect)
        assert int(before["id"].split("-")[1]) >= 10, f"the wheel did not scroll: top row {before}"

        bumps = [app.wait_for("live.bump", timeout=15) for _ in range(3)]
        after = app.wait_for("idle", timeout=10)
        app.key("ctrl+l")                                    # live off: the window holds still
        app.wait_for("live", running=False, timeout=10)
        same = [r for r in after["rows"] if r["id"] == before["id"]]
        assert same, f"{before['id']} is no longer in view after 3 live updates: {after['rows'][:4]}"
        assert abs(same[0]["y"] - before["y"]) <= 1, f"{before['id']} moved from y {before['y']} to {same[0]['y']}"
        assert top_row(after["rows"], rect)["id"] == before["id"], f"top row changed: {after['rows'][:3]}"

        # The pill: the count the core keeps, on a button a screen reader finds by that count.
        pill = [e for e in app.log if e["event"] == "pill"][-1]
        inserted = {i for b in bumps for i in b["inserted"]}
        assert pill["count"] >= max(1, len(inserted)) and pill["rect"], pill
        assert pill["anchor"] == before["id"], pill
        names = [n["name"] for n in accessible_tree(app.proc.pid) if n["role"] == "push button"]
        wanted = f"{pill['count']} new item" + ("s" if pill["count"] != 1 else "")
        assert wanted in names, f"no button named {wanted!r}: {names}"
        shot = app.screenshot("anchor-live-pill")
        r, g, b = shot.mean({"x": pill["rect"]["x"] + 4, "y": pill["rect"]["y"] + 6,
                             "width": pill["rect"]["width"] - 8, "height": pill["rect"]["height"] - 12})
        assert b > r + 40, f"the pill is not drawn in the accent colour at {pill['rect']}: {(r, g, b)}"

        # Clicking it glides to the top (the core's animation: frames in between), the pill goes.
        app.drain()
        clicked = len(app.log)
        app.click_rect(pill["rect"])
        gone = app.wait_for("pill", count=0, timeout=10)   # every new row scrolled into view
        assert gone["rect"] is None, gone
        top = app.wait_for("idle", timeout=10)
        offsets = [e["scrollOffset"] for e in app.log[clicked:] if e["event"] == "frame"]
        assert offsets and offsets[-1] == 0, f"the glide did not reach the top: {offsets[-3:]}"
        assert len([o for o in offsets if 4 < o < 1000]) >= 3, f"no animated scroll to the top: {offsets}"
        shown = [r["id"] for r in top["rows"]]
        newest = bumps[-1]["inserted"] + bumps[-1]["ids"]
        assert shown[:len(newest)] == newest, f"the newest rows are not on top: {shown[:5]} vs {newest}"
        for bump in bumps:
            for rid in bump["inserted"] + bump["ids"]:
                assert rid in shown, f"new row {rid} not in view at the top: {shown}"
        app.screenshot("anchor-live-top")

        # Home does the same from further down.
        for _ in range(8):
            app.click_button(5)
        app.key("Home")
        app.wait_for("frame", scrollOffset=0, timeout=10)
        app.quit()
