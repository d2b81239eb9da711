"""The keyboard contract outside and inside edit mode: Up/Down move the focus, Enter and Space
open the focused row, Escape leaves edit mode, Ctrl+A selects every row, Ctrl+L toggles live
updates — real key events, checked through --debug events and the report."""
import time

from harness import App, test


def point_at_list(app):
    # Keys go to the window under the pointer (no window manager under Xvfb).
    rect = app.ready["list"]
    app.move(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)


def open_focused_row_and_go_back(app, row_id):
    """Enter opens the focused row, which must be `row_id`; Alt+Left goes back to the list."""
    app.key("Return")
    page = app.wait_for("page", page="detail")
    assert page["selected"] == [row_id], page
    app.key("alt+Left")
    app.wait_for("page", page="list", transition="finished")
    point_at_list(app)


@test
def up_down_then_enter_or_space_open_the_focused_row():
    with App("--rows", "40", name="keys-focus") as app:
        point_at_list(app)
        for key in ("Down", "Down", "Down", "Up"):        # first Down focuses row 0: 0, 1, 2, 1
            app.key(key)
        open_focused_row_and_go_back(app, "row-1")
        app.key("Down")                                   # the focus stayed on row 1: now row 2
        app.key("space")
        page = app.wait_for("page", page="detail")
        assert page["selected"] == ["row-2"], page
        report = app.quit()
        assert report["page"] == "detail" and report["selected"] == ["row-2"], report


@test
def escape_leaves_edit_mode_and_ctrl_a_selects_every_row():
    with App("--rows", "30", name="keys-edit") as app:
        point_at_list(app)
        app.key("ctrl+e")
        app.wait_for("editing", editing=True)
        app.key("ctrl+a")
        app.key("Escape")
        app.wait_for("editing", editing=False)
        app.key("ctrl+e")
        app.wait_for("editing", editing=True)
        app.key("ctrl+a")
        report = app.quit()
        assert report["editing"] is True
        assert sorted(report["selected"]) == sorted(f"row-{i}" for i in range(30)), report["selected"]
        assert [e["editing"] for e in app.log if e["event"] == "editing"] == [True, False, True]


@test
def ctrl_l_starts_and_stops_live_updates():
    with App("--rows", "40", name="keys-live") as app:
        point_at_list(app)
        app.key("ctrl+l")
        assert app.wait_for("live")["running"] is True
        app.wait_for("live.bump")
        app.key("ctrl+l")
        assert app.wait_for("live")["running"] is False
        count = sum(len(e["ids"]) for e in app.log if e["event"] == "live.bump")
        # What is tested is time passing with no update: a user watching for longer than the 1.2 s
        # update interval (a sleep that is the test's subject, not a wait for a state).
        time.sleep(1.6)
        report = app.quit()
        assert sum(len(e["ids"]) for e in app.log if e["event"] == "live.bump") == count, \
            "updates went on after Ctrl+L"
        assert report["liveUpdates"] == count >= 1, (report["liveUpdates"], count)


@test
def end_opens_the_last_row_and_shift_page_down_extends_the_selection_a_viewport():
    with App("--rows", "200", name="keys-end-page") as app:
        point_at_list(app)
        app.key("End")
        open_focused_row_and_go_back(app, "row-199")
        app.key("Home")
        app.key("ctrl+e")
        app.wait_for("editing", editing=True)
        app.key("space")                                  # row 0 selected, the anchor
        app.key("shift+Page_Down")
        app.key("shift+Page_Down")
        report = app.quit()
        selected = sorted(int(r.split("-")[1]) for r in report["selected"])
        # Two pages of the rows in view less one, from row 0: more than a screen, each row once.
        assert selected == list(range(len(selected))) and 20 < len(selected) < 199, selected
