"""Large CSV files (8 MB and more) load on the worker after the window opens: the rows land all
at once with their number columns known, and a file whose error is found only then gets a banner
naming the path, line and reason, no rows, and exit status 2."""
import json
import os
import tempfile

from harness import App, ARTIFACTS, test
from steps import ROWS, write_csv


def quit_after_the_failure(app):
    """Ctrl+Q after a load failed: exit status 2, and the report shows no rows (nothing
    half-loaded)."""
    app.key("ctrl+q")
    app.proc.wait(timeout=20)
    assert app.proc.returncode == 2, app.proc.returncode
    with open(app.report_path) as f:
        report = json.load(f)
    assert report["rowCount"] == 0, "nothing half-loaded is shown"


@test
def large_csv_loads_after_the_window_with_number_columns():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "big.csv")
        populations = write_csv(path)
        assert os.path.getsize(path) >= 8 << 20
        with App("--data", path, "--sort", "population:desc", name="large-csv") as app:
            assert app.ready["rows"], "rows are on screen at ready"
            report = app.quit(timeout=30)
    assert report["rowCount"] == ROWS
    assert report["sort"] == {"column": "population", "ascending": False}
    # Sorted by value, not as text (the number column was found after the window opened).
    by_value = sorted(range(ROWS), key=lambda i: -populations[i])
    assert report["order"][:5] == [f"city-{i}" for i in by_value[:5]], report["order"][:5]


@test
def a_large_csvs_name_sort_reads_the_ranks_made_once_the_rows_were_in():
    # Issue 21: the file's rows read their text from its tables (one a loading part); the name
    # column's ranks are made from them in the background, and Ctrl+1 sorts by them.
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "big.csv")
        write_csv(path)
        with App("--data", path, "--sort", "population:desc", name="large-csv-ranks") as app:
            # From the first event on: under load the ranks can be made before the window is ready.
            made = app.wait_event("sortRanks", 0, timeout=60)
            assert made["column"] == 0 and made["values"] == ROWS, made
            app.key("ctrl+1")
            sort = app.wait_for("sort", timeout=30)
            assert sort["byRanks"] is True and sort["moved"] > ROWS // 2, sort
            report = app.quit(timeout=30)
    assert report["sort"] == {"column": "name", "ascending": True}, report["sort"]
    assert report["order"] == [f"city-{i}" for i in range(10_000)], report["order"][:3]


@test
def large_csv_error_after_the_window_shows_a_banner_and_exits_2():
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "broken.csv")
        write_csv(path, bad_line=ROWS - 5)
        with App("--data", path, name="large-csv-bad") as app:
            failed = [e for e in app.log if e["event"] == "load.failed"]
            assert failed, app.log[-3:]
            message = failed[0]["message"]
            assert path in message and f"line {ROWS - 5}" in message and "expected 4 fields, found 5" in message, message
            app.screenshot("large-csv-banner")
            quit_after_the_failure(app)


@test
def a_large_csv_truncated_while_it_loads_says_so_and_the_window_stays():
    # Issue 46: another program cut the file short while it loaded; the pages past its new end
    # raised SIGBUS in the loader and the app died (signal 7). Now the load fails with
    # "the file changed while it was read (line N)": the banner says so, the window stays with
    # the file's columns, nothing half-loaded is shown, and the app exits 2 when quit.
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "cut.csv")
        write_csv(path, rows=1_000_000)   # about 70 MB: seconds to load in a debug build
        size = os.path.getsize(path)
        with App("--data", path, name="large-csv-cut", ready="load.reading") as app:
            os.truncate(path, size // 3)   # as the loader reads its first records
            failed = app.wait_for("load.failed", timeout=120)
            message = failed["message"]
            assert message.startswith(f"{path}: the file changed while it was read (line "), message
            assert app.proc.poll() is None, f"the app died: {app.proc.returncode}"
            app.wait_event("frame", app._index(failed) + 1, what="a frame with the banner")
            app.screenshot("large-csv-cut")
            quit_after_the_failure(app)
