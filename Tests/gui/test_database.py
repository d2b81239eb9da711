"""SQLite databases and TSV files as --data, told by content: the table's rows with their keys as
identities, one-line errors (exit 2) for each kind of bad database, and Live following the commits
a real second process makes (WAL mode) as animated batches."""
import os
import sqlite3
import tempfile

from harness import App, test
from steps import assert_clean_failure, commit_sql

ROWS = 30


def make_tasks(path, wal=True):
    """A task list: id (primary key), title, updated (a timestamp, larger is more recent)."""
    db = sqlite3.connect(path)
    if wal:
        db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE tasks (id INTEGER PRIMARY KEY, title TEXT, updated INTEGER)")
    db.executemany("INSERT INTO tasks VALUES (?, ?, ?)",
                   [(i, f"Task {i}", 1_000 + i * 10) for i in range(1, ROWS + 1)])
    db.commit()
    db.close()


def table_order(path):
    db = sqlite3.connect(path)
    ids = [str(r[0]) for r in db.execute("SELECT id FROM tasks ORDER BY updated DESC, id")]
    db.close()
    return ids


@test
def database_opens_by_content_with_keys_as_identities_and_numbers_by_value():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "tasks.data")   # no telling extension: the header decides
        make_tasks(path, wal=False)
        with App("--data", path, "--sort", "updated:desc", name="db-open") as app:
            report = app.quit()
        assert report["rowCount"] == ROWS
        # By value: 1300 before 1090 (as text "1090" > "1300" would be false the other way round).
        assert report["order"] == [str(i) for i in range(ROWS, 0, -1)], report["order"][:5]
        tsv = os.path.join(folder, "cities.txt")
        with open(tsv, "w") as f:
            f.write("name\tpopulation\nOslo\t709037\nBergen\t291940\nTromsø\t77544\n")
        with App("--data", tsv, "--sort", "population", name="tsv-open") as app:
            report = app.quit()
        assert report["order"] == ["tromsø", "bergen", "oslo"], report["order"]


@test
def bad_databases_exit_2_with_one_line_naming_the_reason():
    with tempfile.TemporaryDirectory() as folder:
        several = os.path.join(folder, "several.db")
        db = sqlite3.connect(several)
        db.execute("CREATE TABLE cities (name TEXT, country TEXT)")
        db.execute("INSERT INTO cities VALUES ('Oslo', 'Norway'), ('Oslo', 'USA')")
        db.execute("CREATE TABLE notes (body TEXT)")
        db.execute("CREATE VIEW names AS SELECT name FROM cities")
        db.commit()
        db.close()
        assert_clean_failure(["--data", several], "3 tables and views; pick one with --table (tables: cities, names, notes)")
        assert_clean_failure(["--data", several, "--table", "towns"],
                             "no table or view named 'towns' (tables: cities, names, notes)")
        assert_clean_failure(["--data", several, "--table", "names"],
                             "view 'names' has no key to follow its rows by (no primary key or rowid, "
                             "and its first column 'name' repeats 'Oslo'); nothing was shown")
        corrupt = os.path.join(folder, "corrupt.db")
        with open(corrupt, "wb") as f:
            f.write(b"SQLite format 3\0" + bytes(range(256)) * 16)
        assert_clean_failure(["--data", corrupt], "not an SQLite database, or a corrupt or encrypted one")
        encrypted = os.path.join(folder, "encrypted.db")
        with open(encrypted, "wb") as f:
            f.write(bytes((i * 7919 + 13) % 251 for i in range(8192)))
        assert_clean_failure(["--data", encrypted], "an encrypted database")
        csv = os.path.join(folder, "plain.csv")
        with open(csv, "w") as f:
            f.write("a,b\n1,2\n")
        assert_clean_failure(["--data", csv, "--table", "t"], "is not an SQLite database")


def wait_until_checked(app, row_id, timeout=10):
    """Waits for a frame that draws `row_id` checked (selected in edit mode)."""
    import time
    deadline = time.time() + timeout
    while time.time() < deadline:
        frame = app.wait_for("frame", timeout=max(0.1, deadline - time.time()))
        if any(r["id"] == row_id and r["checked"] for r in frame["rows"]):
            return
    raise AssertionError(f"row {row_id} was never drawn checked after the click")


def slides(frames, row_id):
    """The y values row `row_id` takes over `frames`, one per frame where it is drawn."""
    return [r["y"] for f in frames for r in f["rows"] if r["id"] == row_id]


@test
def live_follows_another_process_committing_to_the_database():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "tasks.sqlite")
        make_tasks(path)
        with App("--data", path, "--sort", "updated:desc", name="db-live") as app:
            # A selection made before the writes: task 28 (third from the top), in edit mode.
            app.key("ctrl+e")
            idle = app.wait_for("idle", timeout=10)
            target = next(r for r in idle["rows"] if r["id"] == "28")
            area = app.ready["list"]
            app.click(area["x"] + area["width"] / 2, target["y"] + target["height"] / 2)
            wait_until_checked(app, "28")
            app.key("ctrl+l")
            app.wait_for("live", timeout=10, running=True)
            # Another process makes task 25 (sixth from the top) the most recent: it slides to the top.
            app.drain()
            commit_sql(path, "UPDATE tasks SET updated = 5000, title = 'Task 25, edited' WHERE id = 25")
            batch = app.wait_for("source.batch", timeout=10)
            assert batch["changed"] == ["25"] and batch["inserted"] == [] and batch["deleted"] == [], batch
            frames = []
            shot = None
            while True:
                frame = app.wait_for("frame", timeout=10)
                frames.append(frame)
                ys = slides([frame], "25")
                start = slides(frames[:1], "25")
                if shot is None and ys and start and 40 < start[0] - ys[0] < 200:
                    shot = app.screenshot("db-live-mid-slide")   # mid-slide: looked at by hand
                row = next((r for r in frame["rows"] if r["id"] == "25"), None)
                if row and row["index"] == 0 and row["contentOpacity"] == 1 and len(frames) > 3:
                    break
            ys = slides(frames, "25")
            assert len(set(ys)) >= 5, f"the updated row slides over at least 5 frames: {ys}"
            assert ys == sorted(ys, reverse=True), f"upwards only: {ys}"
            fades = [r["contentOpacity"] for f in frames for r in f["rows"] if r["id"] == "25"]
            assert min(fades) < 0.9, f"its new content crossfades in: {fades}"
            # Inserts, deletes and an update in one commit: one batch.
            commit_sql(path, "INSERT INTO tasks VALUES (31, 'Task 31', 6000)",
                  "DELETE FROM tasks WHERE id IN (3, 7)",
                  "UPDATE tasks SET updated = 5500 WHERE id = 2")
            batch = app.wait_for("source.batch", timeout=10)
            assert (batch["inserted"], sorted(batch["deleted"]), batch["changed"]) == (["31"], ["3", "7"], ["2"]), batch
            app.wait_for("idle", timeout=10)
            report = app.quit()
        assert report["order"] == table_order(path), (report["order"], table_order(path))
        assert report["selected"] == ["28"], "the selection is kept by identity"


@test
def a_database_deleted_while_followed_shows_a_banner_and_the_rows_stay():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "tasks.sqlite")
        make_tasks(path)
        with App("--data", path, name="db-gone") as app:
            app.key("ctrl+l")
            app.wait_for("live", timeout=10, running=True)
            os.remove(path)
            gone = app.wait_for("source.gone", timeout=10)
            assert gone["reason"] == f"{path} was deleted", gone
            app.wait_for("live", timeout=10, running=False)
            banner = app.wait_for("banner", timeout=10)
            assert "gone" in banner["message"], banner
            app.screenshot("db-gone-banner")   # looked at by hand: the banner over the rows
            report = app.quit()
        assert report["rowCount"] == ROWS, "the rows shown stay"
        assert report["order"] == [str(i) for i in range(1, ROWS + 1)]
