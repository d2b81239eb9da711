"""Window chrome a person expects from a GNOME app: the keyboard shortcuts window, and closing
the window (as a window manager would) or SIGTERM still writing the report."""
import signal

from harness import App, sh, test


@test
def ctrl_question_opens_the_keyboard_shortcuts_window_and_escape_closes_it():
    with App(name="shortcuts") as app:
        list_rect = app.ready["list"]
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        before = app.windows()
        app.key("ctrl+question")
        new = app.wait_until(lambda: app.windows() - before, "the keyboard shortcuts window appearing")
        assert len(new) == 1, f"expected one new window, got {new}"
        window = new.pop()
        geometry = dict(line.split("=") for line in sh("xdotool", "getwindowgeometry", "--shell", window).splitlines())
        assert int(geometry["WIDTH"]) > 300 and int(geometry["HEIGHT"]) > 200, geometry
        app.screenshot("shortcuts-window")
        # Escape goes to the shortcuts window (under the pointer) and closes it.
        app.move_screen(int(geometry["X"]) + 20, int(geometry["Y"]) + 20)
        app.key("Escape")
        app.wait_until(lambda: window not in app.windows(), "Escape closing the shortcuts window")
        assert app.windows() == before
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        assert app.quit()["page"] == "list"


@test
def closing_the_window_writes_the_report():
    with App("--rows", "50", name="close-window") as app:
        app.key("ctrl+e")
        app.wait_for("editing", editing=True)
        report = app.close_window()
        assert report["rowCount"] == 50 and report["editing"] is True, report


@test
def closing_the_window_at_once_touches_no_destroyed_widget():
    # Closed just after start, while the edit-mode bar slides in, with debug output (layout, idle)
    # still queued: no GTK criticals from widgets already destroyed (the app used to print some).
    for attempt in range(4):
        with App("--rows", "50", name=f"close-at-once-{attempt}") as app:
            app.key("ctrl+e")
            app.wait_for("editing", editing=True)
            report = app.close_window()
            assert report["rowCount"] == 50, report


@test
def sigterm_writes_the_report():
    with App("--rows", "50", name="sigterm") as app:
        row = app.ready["rows"][1]
        app.click(app.ready["list"]["x"] + 200, row["y"] + row["height"] / 2)
        app.wait_for("page", page="detail")
        report = app.signal(signal.SIGTERM)
        assert report["page"] == "detail" and report["selected"] == [row["id"]], report
