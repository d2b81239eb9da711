"""A table with 10 000 columns opens at once (the menu lists the first columns, a searchable
chooser all of them) and sorts by any column from the chooser, by keyboard or by a click."""
import os
import tempfile

from harness import App, sh, test

COLUMNS = 10_000


def wide_csv(folder):
    path = os.path.join(folder, "wide.csv")
    with open(path, "w") as f:
        f.write(",".join(f"col{i}" for i in range(COLUMNS)) + "\n")
        for row in range(40):
            f.write(",".join(str((row * 7919 + i * 31) % 1000) for i in range(COLUMNS)) + "\n")
    return path


def windows(app):
    return set(sh("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), check=False).split())


def open_chooser(app):
    list_rect = app.ready["list"]
    app.move(list_rect["x"] + 200, list_rect["y"] + 100)
    before = windows(app)
    app.key("ctrl+shift+s")
    return app.new_window(before, "the column chooser", focused=True)


def type_query(app, text):
    """Types into the chooser's search entry and waits until the list is filtered for it."""
    since = app.mark()
    sh("xdotool", "type", "--delay", "30", text)
    return app.wait_event("chooser", since, query=text, what=f"the chooser filtered for {text!r}")


@test
def ten_thousand_columns_open_and_sort_by_keyboard_from_the_chooser():
    with tempfile.TemporaryDirectory() as folder:
        data = wide_csv(folder)
        with App("--data", data, name="wide-keyboard") as app:
            chooser = open_chooser(app)
            type_query(app, "col9998")
            app.screenshot("wide-chooser")
            app.key("Return")
            app.wait_for("sort")
            app.wait_until(lambda: chooser not in windows(app), "the chooser closing after the sort")
            report = app.quit()
        assert report["sort"] == {"column": "col9998", "ascending": True}, report["sort"]


@test
def a_click_in_the_chooser_sorts_by_that_column():
    with tempfile.TemporaryDirectory() as folder:
        data = wide_csv(folder)
        with App("--data", data, name="wide-click") as app:
            chooser = open_chooser(app)
            assert type_query(app, "col4321")["shown"] == 1
            geometry = dict(line.split("=") for line in
                            sh("xdotool", "getwindowgeometry", "--shell", chooser).splitlines())
            # The first (only) match sits right under the search entry.
            sh("xdotool", "mousemove", "--window", chooser, "120", "70")
            sh("xdotool", "click", "1")
            app.wait_for("sort")
            app.wait_until(lambda: chooser not in windows(app), "the chooser closing after the sort")
            app.move(app.ready["list"]["x"] + 200, app.ready["list"]["y"] + 100)
            report = app.quit()
        assert int(geometry["WIDTH"]) > 0
        assert report["sort"] == {"column": "col4321", "ascending": True}, report["sort"]
