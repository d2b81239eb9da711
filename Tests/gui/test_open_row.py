"""Issue 12: the open detail page is live. A live update of the open row crossfades the fields it
changed (the list's own crossfade values for that row, read from the frame), and a redo that
deletes the open row says so on the page. Real keys and clicks; the page's text is read from the
AT-SPI tree a screen reader sees."""

from harness import App, accessible_tree, test
from steps import open_detail, row_center
from steps import delete_rows, settle_after

A11Y = {"GTK_A11Y": "atspi"}


def labels(app):
    """The texts of the labels a screen reader sees on the detail page: its banner and the
    labels inside its list named Details (the list page's rows are in the tree too)."""
    nodes = accessible_tree(app.proc.pid)
    texts = [n["name"] for n in nodes if n["role"] == "label" and n["name"] == "This item was deleted."]
    pages = [i for i, n in enumerate(nodes) if n["name"] == "Details"]
    assert len(pages) == 1, f"expected one list named Details, found {len(pages)}"
    depth = nodes[pages[0]]["depth"]
    for n in nodes[pages[0] + 1:]:
        if n["depth"] <= depth:
            break
        if n["role"] == "label" and n["name"]:
            texts.append(n["name"])
    return texts


def open_row_frames(app, since=0):
    return [e for e in app.log[since:] if e.get("event") == "frame" and "openRow" in e]


@test
def the_page_sliding_in_shows_its_row_from_the_first_frame():
    """A second row opened slides its own page in: every frame of the push has it as the open row
    (before, the page slid in showing the row opened before, and its text arrived, all at once,
    in the frame the push ended)."""
    with App("--rows", "20", name="open-row-push") as app:
        first, _ = open_detail(app, index=1)
        since = app.mark()
        app.key("alt+Left")
        app.wait_event("page", since, page="list", what="the list page after Alt+Left")
        app.settle()
        row, x, y = row_center(app, 4)
        since = app.mark()
        app.click(x, y)
        app.wait_event("frame", since, push=lambda p: p is not None and 0.3 < p < 0.9, what="a frame in the middle of the push")
        app.screenshot("open-row-push")   # looked at: the second row's page half in, its title shown
        app.wait_event("page", since, page="detail", what="the detail page after the tap")
        pushing = [e for e in app.log[since:] if e.get("event") == "frame" and e.get("push") is not None]
        report = app.quit()
    assert row["id"] != first["id"] and report["page"] == "detail"
    assert len(pushing) >= 5, f"the push drew {len(pushing)} frames"
    shown = [e.get("openRow", {}).get("id") for e in pushing]
    assert shown == [row["id"]] * len(pushing), f"open rows during the push of {row['id']}: {shown}"


@test
def a_live_update_of_the_open_row_crossfades_its_changed_fields():
    with App("--rows", "5", name="open-row-live", env=A11Y) as app:
        row, _ = open_detail(app, index=0)
        # The page's labels reach the accessibility bus on their own time: asked again.
        before = app.wait_until(lambda: labels(app), "the detail page's labels on the accessibility bus")
        start = len(app.log)
        app.key("ctrl+l")
        changed = app.wait_event("live.bump", start, ids=lambda ids: row["id"] in ids, timeout=60,
                                 what=f"a live update changing the open row {row['id']}")
        bumps = [e for e in app.log[start:app._index(changed)] if e.get("event") == "live.bump"]
        assert not any(row["id"] in e["removed"] for e in bumps), "the feed removed the open row first"
        app.frame_into(changed, 0.15)
        app.screenshot("open-row-crossfade")   # mid-fade: old and new value over each other
        since = app.mark()
        app.key("ctrl+l")                      # live off: the page holds still to be read
        app.wait_event("live", since, running=False, what="live updates stopping")
        app.settle()
        after = app.wait_until(lambda: (lambda now: now if now != before else None)(labels(app)),
                               "the changed field on the accessibility bus")
        frames = open_row_frames(app, start)
        report = app.quit()
    assert report["page"] == "detail"
    assert all(f["openRow"]["id"] == row["id"] for f in frames)
    # The change faded in over several frames, steadily, then came to rest fully shown.
    fading = [f["openRow"]["contentOpacity"] for f in frames if f["openRow"]["fading"]]
    assert len(fading) >= 4, f"the change did not crossfade over frames: {fading}"
    first = next(i for i, f in enumerate(frames) if f["openRow"]["fading"])
    run = [f["openRow"]["contentOpacity"] for f in frames[first:first + len(fading)]]
    assert run == sorted(run) and run[0] < 0.5, run
    assert not frames[-1]["openRow"]["fading"] and frames[-1]["openRow"]["contentOpacity"] == 1
    # The page shows the new value and no longer the old one; the rest is unchanged.
    gone, new = set(before) - set(after), set(after) - set(before)
    assert len(new) == 1 and len(gone) == 1, (gone, new)
    assert row["id"].split("-")[1] in " ".join(after), after


@test
def a_redo_that_deletes_the_open_row_says_so_on_the_page():
    with App("--rows", "30", name="open-row-deleted", env=A11Y) as app:
        deleted = delete_rows(app, [2])
        settle_after(app, "ctrl+z", inserted=1)
        since = app.mark()
        app.key("ctrl+e")
        app.wait_for("editing", editing=False)
        app.wait_event("selectionbar", since, revealed=False, what="the edit-mode bar sliding out")
        row, _ = open_detail(app, index=2)
        assert [row["id"]] == deleted
        assert "This item was deleted." not in labels(app)
        start = len(app.log)
        app.key("ctrl+shift+z")
        app.idle_after(app.wait_for("batch", deleted=1))
        frames = open_row_frames(app, start)
        shown = app.wait_until(lambda: (lambda now: now if "This item was deleted." in now else None)(labels(app)),
                               "the page saying the item was deleted, on the accessibility bus")
        app.screenshot("open-row-deleted")
        app.key("alt+Left")
        app.wait_for("page", page="list")
        report = app.quit()
    assert frames and frames[-1]["openRow"] == {"id": row["id"], "deleted": True, "contentOpacity": 1, "fading": False}
    assert "This item was deleted." in shown, shown
    assert row["id"] not in report["order"]
    assert report["selected"] == []
