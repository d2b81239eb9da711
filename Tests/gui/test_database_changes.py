"""A followed database changing under the window, as a person meets it: another process drops a
column, then renames the table, while Live is on; a database whose only view never ends. The
window says what happened (a banner read from the app's events and over AT-SPI, screenshots
looked at by hand), shows no wrong value, and stays alive."""
import json
import os
import sqlite3
import tempfile

from harness import App, accessible_tree, test
from steps import commit_sql

ROWS = 12


def make_people(path):
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, city TEXT)")
    db.executemany("INSERT INTO people VALUES (?, ?, ?)", [(i, f"Person {i}", f"Town {i}") for i in range(1, ROWS + 1)])
    db.commit()
    db.close()


def list_item_names(pid):
    nodes = accessible_tree(pid)
    return nodes, [n["name"] for n in nodes if n["role"] == "list item"]


def banner_label(app, words):
    """Waits until a label saying `words` is on the AT-SPI tree; the names of the rows then."""
    found = {}

    def shown():
        nodes, rows = list_item_names(app.proc.pid)
        found["rows"] = rows
        return any(words in n["name"] for n in nodes if n["role"] == "label")
    app.wait_until(shown, f"a label saying {words!r} over AT-SPI")
    return found["rows"]


@test
def a_column_dropped_then_the_table_renamed_under_live_is_said_and_no_name_is_shown_as_a_value():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "people.sqlite")
        make_people(path)
        with App("--data", path, name="db-schema", env={"GTK_A11Y": "atspi"}) as app:
            app.key("ctrl+l")
            app.wait_for("live", timeout=10, running=True)
            # Another program drops the column "city".
            commit_sql(path, "ALTER TABLE people DROP COLUMN city")
            trouble = app.wait_for("source.trouble", timeout=10)
            assert trouble == {**trouble, "kind": "schemaChanged", "message": "column 'city' was dropped"}, trouble
            banner = app.wait_for("banner", timeout=10, kind="schemaChanged")
            assert "column 'city' was dropped" in banner["message"], banner
            rows = banner_label(app, "column 'city' was dropped")
            assert rows and all("city" not in name for name in rows), rows
            assert any("Town 1" in name for name in rows), f"the last good rows stay: {rows[:3]}"
            app.screenshot("db-column-dropped")   # looked at by hand: the banner, the rows dimmed
            # Then renames the table.
            commit_sql(path, "ALTER TABLE people RENAME TO persons")
            trouble = app.wait_for("source.trouble", timeout=10)
            said = "table 'people' was renamed to 'persons'; column 'city' was dropped"
            assert trouble["message"] == said, trouble
            banner = app.wait_for("banner", timeout=10, kind="schemaChanged")
            assert said in banner["message"], banner
            rows = banner_label(app, "renamed to 'persons'")
            assert all("city" not in name for name in rows), rows
            app.screenshot("db-table-renamed")   # looked at by hand
            # Reload: the table as it is now, by its new name; every row keeps its identity.
            app.drain()
            app.click_rect(banner["button"])
            app.wait_for("reload", timeout=10)
            cleared = app.wait_for("source.trouble", timeout=10)
            assert cleared["kind"] == "none", cleared
            # The rows take the new columns, then crossfade to their new content, by identity.
            batch = app.wait_for("source.batch", timeout=10)
            assert batch["counts"] == [0, 0, ROWS], batch
            app.wait_for("idle", timeout=10)
            _, rows = list_item_names(app.proc.pid)
            assert rows and all("Town" not in name and "city" not in name for name in rows), rows
            # Live goes on with the renamed table.
            commit_sql(path, f"INSERT INTO persons VALUES ({ROWS + 1}, 'Person {ROWS + 1}')")
            batch = app.wait_for("source.batch", timeout=10)
            assert batch["inserted"] == [str(ROWS + 1)], batch
            report = app.quit()
        assert report["rowCount"] == ROWS + 1
        assert report["sourceTrouble"] is None
        assert report["order"] == [str(i) for i in range(1, ROWS + 2)]


@test
def a_view_that_never_ends_opens_a_window_that_shows_the_wait_and_cancels():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "endless.sqlite")
        db = sqlite3.connect(path)
        db.execute("CREATE VIEW endless AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                   "SELECT count(*) AS n FROM c")
        db.commit()
        db.close()
        assert os.path.getsize(path) <= 8192
        # The window opens while the view runs; the wait is said with a Cancel.
        with App("--data", path, name="db-endless", ready="banner") as app:
            banner = app.ready
            assert banner["kind"] == "loading" and "endless" in banner["message"], banner
            app.screenshot("db-endless-wait")   # looked at by hand: the wait and its Cancel
            app.click_rect(banner["button"])
            failed = app.wait_for("load.failed", timeout=10)
            assert failed["message"] == f"{path}: reading was cancelled", failed
            app.screenshot("db-endless-cancelled")
            app.key("ctrl+q")
            app.proc.wait(timeout=20)
            assert app.proc.returncode == 2, app.proc.returncode
            with open(app.report_path) as f:
                report = json.load(f)
            assert report["rowCount"] == 0
