"""The app opens a person's own files as GNOME's document apps do (issue 45): `ListDemo FILE…` and
Open With (one window per file, titled by its name, its folder as the subtitle), a second
`ListDemo OTHER` reaching the running app over D-Bus, Ctrl+O's file chooser, and a file that
cannot be read explained in a window while the windows already open keep everything."""
import os
import subprocess
import sys
import tempfile
import time

from harness import BINARY, WAIT, App, gtk_complaints, poll, read_line, sh, test

CSV = "name,country,population\nOslo,Norway,709037\nBergen,Norway,289330\nTromsø,Norway,78745\n"
TSV = "harbour\tdepth\nHamburg\t15\nRotterdam\t24\nAntwerp\t16\n"


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def app_env(app, **extra):
    env = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", NO_AT_BRIDGE="1", GTK_A11Y="none")
    env.update(app.display.env)   # its display, session bus and data folder (recent files)
    env.update(extra)
    return env


def second_instance(app, *args, cwd=None, env=None):
    """Runs another ListDemo on the app's display and session bus, as the Files app's Open With
    would; returns it finished (it hands its files over and exits)."""
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=WAIT, env=app_env(app, **(env or {})),
                          cwd=cwd)


def window_title(window):
    return sh("xdotool", "getwindowname", window)


@test
def files_on_the_command_line_open_each_in_a_window_and_a_second_start_opens_in_the_same_process():
    with tempfile.TemporaryDirectory() as folder:
        harbours = write(folder, "harbours.tsv", TSV)
        cities = write(folder, "cities.csv", CSV)
        with App(harbours, name="documents-open") as app:
            assert [row["id"] for row in app.ready["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            assert window_title(app.window) == "harbours.tsv"
            before = app.windows()
            since = app.mark()
            # A relative path, from the file's folder: the running app gets it absolute.
            second = second_instance(app, "cities.csv", cwd=folder)
            assert second.returncode == 0, f"the second start: exit {second.returncode}: {second.stderr[-500:]}"
            assert not gtk_complaints(second.stderr.splitlines()), second.stderr
            ready = app.wait_event("ready", since, window=1, what="the second file's window in the first process")
            assert [row["id"] for row in ready["rows"]] == ["oslo", "bergen", "tromsø"]
            window = app.new_window(before, "the second window")
            assert window_title(window) == "cities.csv"
            report = app.quit()
        # The first window's fields stay at the top level; `windows` describes each window.
        assert report["rowCount"] == 3 and report["order"] == ["hamburg", "rotterdam", "antwerp"]
        windows = report["windows"]
        assert [(w["title"], w["subtitle"], w["path"], w["rowCount"], w["error"], w["open"]) for w in windows] == [
            ("harbours.tsv", folder, harbours, 3, None, True),
            ("cities.csv", folder, cities, 3, None, True),
        ]
        assert windows[1]["order"] == ["oslo", "bergen", "tromsø"]


@test
def a_second_start_without_files_brings_the_window_forward_and_data_runs_stay_apart():
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "cities.csv", CSV)
        with App(name="documents-activate") as app:
            before = app.windows()
            # Without files: the running app comes forward, no new window, and this one exits.
            again = second_instance(app)
            assert again.returncode == 0, again.stderr
            # --data is a script's run: a process of its own, whatever runs on the bus.
            scripted = subprocess.Popen([BINARY, "--debug", "--data", cities], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, env=app_env(app))
            try:
                line = scripted.stdout.readline()
                while line and '"ready"' not in line:
                    line = scripted.stdout.readline()
                assert '"ready"' in line, f"the --data run never got ready: {scripted.stderr.read()[-500:]}"
            finally:
                scripted.terminate()
                scripted.wait(timeout=WAIT)
            assert scripted.returncode == 0
            assert app.windows() == before
            # The keyboard back to the app's window (the --data run's window had it).
            app.click(app.ready["list"]["x"] + 200, app.ready["list"]["y"] + 200)
            app.settle()
            report = app.quit()
        assert len(report["windows"]) == 1 and report["rowCount"] == 302


@test
def ctrl_o_shows_the_file_chooser_and_a_typed_path_opens_in_a_new_window():
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "cities.csv", CSV)
        harbours = write(folder, "harbours.tsv", TSV)
        with App(cities, name="documents-chooser") as app:
            list_rect = app.ready["list"]
            app.move(list_rect["x"] + 200, list_rect["y"] + 300)
            before = app.windows()
            since = app.mark()
            app.key("ctrl+o")
            asked = app.wait_event("filechooser", since, open=True, what="the file chooser asked for by Ctrl+O")
            assert asked["api"] in ("GtkFileDialog", "GtkFileChooserNative")
            app.wait_event("filechooser", since, focused=True, what="the file chooser shown with the keyboard focus")
            chooser = app.new_window(before, "the file chooser's window")
            assert window_title(chooser) == "Open a Table"
            app.screenshot("documents-open-dialog")
            type_into_chooser(harbours)
            answered = app.wait_event("filechooser", since, open=False, what="the chooser answering")
            assert answered["chosen"] == harbours
            ready = app.wait_event("ready", since, window=1, what="the chosen file's window")
            assert [row["id"] for row in ready["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            app.wait_until(lambda: chooser not in app.windows(), "the chooser closing")
            report = app.quit()
        assert [(w["title"], w["rowCount"]) for w in report["windows"]] == [("cities.csv", 3), ("harbours.tsv", 3)]


def type_into_chooser(path):
    """Chooses `path` in GTK's chooser as a person types it: Ctrl+L, the file's name (the chooser
    opens in the folder of the window's file, which is `path`'s), Enter. GTK 4.18 completes the
    name inline as it is typed and leaves the completion after the cursor as the typing goes on
    (typed as is, "harbours.tsv" came out "harbours.tsvrbours.tsv"): a person sees the stray
    tail and deletes it (Shift+End, Delete; nothing to delete on 4.8) before Enter."""
    sh("xdotool", "key", "ctrl+l")
    sh("xdotool", "type", "--delay", "20", os.path.basename(path))
    sh("xdotool", "key", "shift+End", "Delete", "Return")


def geometry(window):
    """A window's position on the screen."""
    fields = dict(line.split("=") for line in sh("xdotool", "getwindowgeometry", "--shell", window).splitlines())
    return int(fields["X"]), int(fields["Y"])


@test
def bad_files_are_explained_in_windows_and_the_open_window_keeps_its_rows_selection_and_scroll():
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "many.csv", "name,value\n" + "".join(f"Place {n},{n}\n" for n in range(200)))
        good = write(folder, "harbours.tsv", TSV)
        bad = {
            "missing.csv": "missing.csv: No such file or directory",
            "unterminated.csv": "unterminated.csv: line 3: unterminated quoted field",
            "picture.csv": "picture.csv: line 1: not UTF-8 text (byte 0x89 at offset 0)",
            "folder": "folder: is a directory",
            "pipe.csv": "pipe.csv: is a FIFO",
            "empty.sqlite": "empty.sqlite: the database has no tables",
            "corrupt.sqlite": "corrupt.sqlite: not an SQLite database, or a corrupt or encrypted one",
        }
        write(folder, "unterminated.csv", 'name,country\nOslo,Norway\n"Bergen,Norway\nTromsø,Norway\n')
        with open(os.path.join(folder, "picture.csv"), "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
        os.mkdir(os.path.join(folder, "folder"))
        os.mkfifo(os.path.join(folder, "pipe.csv"))
        import sqlite3
        sqlite3.connect(os.path.join(folder, "empty.sqlite")).execute("PRAGMA user_version = 1").connection.close()
        with open(os.path.join(folder, "corrupt.sqlite"), "wb") as f:   # SQLite's header, then damage
            f.write(b"SQLite format 3\x00" + bytes(range(256)) * 16)
        with App(cities, name="documents-errors") as app:
            # The first window as a person left it: scrolled down, two rows selected in edit mode.
            list_rect = app.ready["list"]
            app.move(list_rect["x"] + 250, list_rect["y"] + 300)
            app.click_button(5, 6)
            app.settle()
            since = app.mark()
            app.key("ctrl+e")
            rows = app.wait_event("selectionbar", since, revealed=True)["rows"]
            for row in rows[2:4]:
                app.click(list_rect["x"] + 250, row["y"] + row["height"] / 2)
                app.settle()
            selected = [row["id"] for row in rows[2:4]]
            before = [e for e in app.log if e.get("event") == "frame" and "window" not in e][-1]["scrollOffset"]
            assert before > 0

            since = app.mark()
            second = second_instance(app, *bad, cwd=folder)
            assert second.returncode == 0, second.stderr
            for index, (name, reason) in enumerate(bad.items(), start=1):
                failed = app.wait_event("open.failed", since, window=index, what=f"the window explaining {name}")
                assert failed["path"] == os.path.join(folder, name)
                assert reason in failed["message"], (name, failed["message"])
            app.screenshot("documents-error-page")

            # The last error window's button chooses another file, which opens in a new window.
            windows = sh("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid)).split()
            top = windows[-1]
            x, y = geometry(top)
            button = failed["button"]
            sh("xdotool", "mousemove", str(x + button["x"] + button["width"] // 2), str(y + button["y"] + button["height"] // 2))
            sh("xdotool", "click", "1")
            app.wait_event("filechooser", since, open=True, window=len(bad), what="the chooser from the error page")
            app.wait_event("filechooser", since, focused=True, window=len(bad),
                           what="the file chooser shown with the keyboard focus")
            type_into_chooser(good)
            ready = app.wait_event("ready", since, window=len(bad) + 1, what="the other file's window")
            assert [row["id"] for row in ready["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            report = app.signal(15)
        first, errors = report["windows"][0], report["windows"][1:-1]
        assert first["selected"] == selected and first["scrollOffset"] == before and first["editing"]
        assert first["rowCount"] == 200 and first["order"][:3] == ["place-0", "place-1", "place-2"]
        assert [(w["title"], w["page"], w["rowCount"], reason in w["error"]) for w, reason in zip(errors, bad.values())] == [
            (name, "error", 0, True) for name in bad]
        assert report["windows"][-1]["title"] == "harbours.tsv"


@test
def a_database_with_two_tables_asks_which_one_and_opens_the_one_chosen():
    import sqlite3
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "mail.sqlite")
        db = sqlite3.connect(path)
        db.executescript("""
            CREATE TABLE folders (name TEXT PRIMARY KEY);
            INSERT INTO folders VALUES ('Inbox'), ('Sent');
            CREATE TABLE messages (id INTEGER PRIMARY KEY, subject TEXT, sender TEXT);
            INSERT INTO messages (subject, sender) VALUES ('Harbour fees', 'Ann'), ('Ferry times', 'Bo'), ('Tides', 'Cy');
            """)
        db.commit()
        db.close()
        with App(path, name="documents-tables", ready="tables") as app:
            tables = app.ready["tables"]
            assert [(t["name"], t["rows"], t["view"]) for t in tables] == [("folders", 2, False), ("messages", 3, False)]
            assert window_title(app.window) == "mail.sqlite"
            app.screenshot("documents-table-chooser")
            since = app.mark()
            app.click_rect(tables[1]["button"])
            ready = app.wait_event("ready", since, window=1, what="the chosen table's window")
            assert [row["id"] for row in ready["rows"]] == ["1", "2", "3"]
            app.wait_until(lambda: app.window not in app.windows(), "the chooser's window closing")
            summary = app.wait_event("summary", since, window=1)
            assert summary["title"] == "3 messages"
            # The window's menu changes the table: its Table section comes first, the one shown checked.
            app.click(ready["list"]["x"] + 100, ready["list"]["y"] + ready["list"]["height"] - 20)   # below the menu
            app.settle()
            since = app.mark()
            app.open_menu("F10")
            app.close_menu("Return")   # the first: folders
            other = app.wait_event("ready", since, window=2, what="the other table in the window's place")
            assert [row["id"] for row in other["rows"]] == ["Inbox", "Sent"]
            report = app.signal(15)
        chooser, messages, folders = report["windows"]
        assert (chooser["page"], chooser["open"], chooser["title"]) == ("tables", False, "mail.sqlite")
        assert (messages["title"], messages["subtitle"], messages["rowCount"], messages["open"]) == (
            "mail.sqlite", f"messages · {folder}", 3, False)
        assert (folders["subtitle"], folders["rowCount"], folders["open"]) == (f"folders · {folder}", 2, True)


def drag_files_onto(app, paths):
    """Drags `paths` onto the app's list from another process, as a person drags from the Files
    app: `drag_files.py` (a GTK 4 drag source) beside the app's window, xdotool's real pointer
    from it to the list. Returns the app's `drop` event."""
    helper = subprocess.Popen([sys.executable, os.path.join(os.path.dirname(__file__), "drag_files.py"), *paths],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=app_env(app))
    try:
        assert read_line(helper.stdout, WAIT, "the drag source") == "ready"
        source = sh("xdotool", "search", "--onlyvisible", "--pid", str(helper.pid)).split()[-1]
        # Beside the app's window (no window manager places it).
        sh("xdotool", "windowmove", source, "700", "100")
        poll(lambda: geometry(source) == (700, 100), "the drag source moved beside the app")
        since = app.mark()
        sh("xdotool", "mousemove", "810", "160")
        sh("xdotool", "mousedown", "1")
        list_rect = app.ready["list"]
        target = (app.origin[0] + list_rect["x"] + 250, app.origin[1] + list_rect["y"] + 250)
        for step in range(1, 21):
            time.sleep(0.03)   # a person's drag: the steps come over 0.6 s
            sh("xdotool", "mousemove", str(810 + (target[0] - 810) * step // 20),
               str(160 + (target[1] - 160) * step // 20))
        sh("xdotool", "mouseup", "1")
        return app.wait_event("drop", since, what="the files dropped on the window")
    finally:
        helper.terminate()
        helper.wait(timeout=WAIT)


@test
def files_dropped_on_the_window_open_each_in_a_window_of_its_own():
    """An X drop from another process (`drag_files_onto`): a window with a document keeps it."""
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "cities.csv", CSV)
        harbours = write(folder, "harbours.tsv", TSV)
        with App(cities, name="documents-drop") as app:
            since = app.mark()
            dropped = drag_files_onto(app, [harbours])
            assert dropped["paths"] == [harbours] and dropped["replaced"] is False
            ready = app.wait_event("ready", since, window=1, what="the dropped file's window")
            assert [row["id"] for row in ready["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            report = app.quit()
        assert [(w["title"], w["rowCount"], w["open"]) for w in report["windows"]] == [
            ("cities.csv", 3, True), ("harbours.tsv", 3, True)]


@test
def files_dropped_on_the_built_in_rows_open_there():
    """The launch's bundled cities are no document: the dropped files take the window's place."""
    with tempfile.TemporaryDirectory() as folder:
        harbours = write(folder, "harbours.tsv", TSV)
        with App(name="documents-drop-there") as app:
            since = app.mark()
            dropped = drag_files_onto(app, [harbours])
            assert dropped["paths"] == [harbours] and dropped["replaced"] is True
            app.wait_event("ready", since, window=1, what="the dropped file's window")
            app.wait_until(lambda: app.window not in app.windows(), "the built-in rows' window giving way")
            report = app.signal(15)
        assert [(w["title"], w["rowCount"], w["open"]) for w in report["windows"]] == [
            ("Cities", 302, False), ("harbours.tsv", 3, True)]


@test
def opened_files_go_into_recent_files_and_the_primary_menu_opens_them_again():
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "cities.csv", CSV)
        harbours = write(folder, "my_harbours.tsv", TSV)
        # The desktop's recent files live in the user's data folder: the test display's own.
        with App(cities, name="documents-recent") as app:
            data = app.display.env["XDG_DATA_HOME"]
            app.wait_event("recent", files=[cities], what="the opened file among the recent files")
            since = app.mark()
            second = second_instance(app, harbours)
            assert second.returncode == 0, second.stderr
            app.wait_event("ready", since, window=1)
            app.wait_event("recent", since, files=[harbours, cities], what="the second file first among the recent files")
            with open(os.path.join(data, "recently-used.xbel")) as f:
                xbel = f.read()
            assert "file://" + harbours in xbel and "file://" + cities in xbel, "the Files app's Recent lacks them"
            # In the primary menu (of the window on top, the second: no window manager stacks them
            # apart), the newest first.
            # Below the open menu: a pointer resting on an item would take the keyboard's place.
            list_rect = app.ready["list"]
            below = (list_rect["x"] + 100, list_rect["y"] + list_rect["height"] - 20)
            app.click(*below)   # the keyboard to the window on top
            app.settle()
            since = app.mark()
            app.open_menu("F10")
            app.screenshot("documents-recent-menu")
            app.close_menu("Return")
            ready = app.wait_event("ready", since, window=2, what="the recent file opened again from the menu")
            assert [row["id"] for row in ready["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            # A recent file no longer there says so when chosen.
            os.remove(harbours)
            since = app.mark()
            app.open_menu("F10")
            app.close_menu("Return")
            failed = app.wait_event("open.failed", since, window=3, what="the missing recent file explained")
            assert "my_harbours.tsv: No such file or directory" in failed["message"]
            report = app.signal(15)
        assert [(w["title"], w["page"]) for w in report["windows"]] == [
            ("cities.csv", "list"), ("my_harbours.tsv", "list"), ("my_harbours.tsv", "list"), ("my_harbours.tsv", "error")]


@test
def a_csv_changed_on_disk_offers_a_reload_and_reloading_animates_the_differences():
    with tempfile.TemporaryDirectory() as folder:
        path = write(folder, "ports.csv", CSV)
        with App(path, name="documents-reload") as app:
            since = app.mark()
            # Re-exported by another program: Bergen gone, Stavanger new, Oslo's population changed.
            write(folder, "ports.csv", "name,country,population\nOslo,Norway,717710\nTromsø,Norway,78745\n"
                  "Stavanger,Norway,144699\n")
            offered = app.wait_event("reload.offered", since, path=path, what="the window offering to reload the file")
            app.screenshot("documents-reload-offered")
            app.click_rect(offered["button"])
            batch = app.wait_event("source.batch", since, what="the reloaded rows merged by identity")
            assert (batch["inserted"], batch["deleted"], batch["changed"]) == (["stavanger"], ["bergen"], ["oslo"])
            rest = app.idle_after(batch)
            frames = [e for e in app.log[app._index(batch):app._index(rest)] if e.get("event") == "frame"]
            fading = [row for frame in frames for row in frame["rows"] if row["id"] in ("bergen", "stavanger")
                      and 0 < row["opacity"] < 1]
            crossfading = [row for frame in frames for row in frame["rows"] if row["id"] == "oslo"
                           and 0 < row.get("contentOpacity", 1) < 1]
            assert fading and crossfading, "the reload jumped instead of animating"
            report = app.quit()
        assert sorted(report["order"]) == ["oslo", "stavanger", "tromsø"] and report["rowCount"] == 3


@test
def closing_a_document_window_keeps_the_others_and_closing_the_last_quits():
    with tempfile.TemporaryDirectory() as folder:
        cities = write(folder, "cities.csv", CSV)
        harbours = write(folder, "harbours.tsv", TSV)
        with App(cities, harbours, name="documents-close") as app:
            second = app.wait_event("ready", window=1, what="the second file's window")
            windows = app.wait_until(lambda: app.windows() if len(app.windows()) == 2 else None, "both windows shown")
            first_window = next(w for w in windows if window_title(w) == "cities.csv")
            # As a window manager closes a window (WM_DELETE_WINDOW): the first goes, the app stays.
            sh(sys.executable, os.path.join(os.path.dirname(__file__), "harness.py"), "close", app.display.display,
               first_window)
            app.wait_until(lambda: app.windows() == windows - {first_window}, "the first window closing alone")
            assert app.proc.poll() is None, "closing one of two windows ended the app"
            assert [row["id"] for row in second["rows"]] == ["hamburg", "rotterdam", "antwerp"]
            # The last one: the app quits, its report describing both.
            app.window = next(iter(windows - {first_window}))
            report = app.close_window()
        assert [(w["title"], w["open"]) for w in report["windows"]] == [("cities.csv", False), ("harbours.tsv", False)]
        assert report["rowCount"] == 3 and report["open"] is False
