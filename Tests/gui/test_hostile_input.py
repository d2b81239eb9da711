"""Hostile but plausible input (issue 20): nothing a file holds freezes the app, every signal is
answered even when the main thread is stuck, and odd files, flags and numbers get the right
reason or the right reading."""
import os
import signal
import tempfile
import time

from harness import ARTIFACTS, App, accessible_tree, poll, test
from hostile_data import write_hostile_csv


def _stalled_app_answers(number, name):
    """The main thread is stuck for good (the debug-only stall hook): `number` must still end
    the app with the last report snapshot written."""
    flag = os.path.join(ARTIFACTS, f"{name}.stall")
    if os.path.exists(flag):
        os.remove(flag)
    with App("--rows", "40", name=name, env={"LISTDEMO_TEST_STALL": flag}) as app:
        app.key("Down")   # the first row gets the focus: state the snapshot must carry
        open(flag, "w").close()
        app.wait_for("stall", timeout=20)
        sent = time.monotonic()
        report = app.signal(number, timeout=20)
        elapsed = time.monotonic() - sent
    os.remove(flag)
    print(f"{signal.Signals(number).name} answered in {elapsed:.2f} s with the main thread stuck")
    assert report.get("snapshot") is True, f"the report is not marked as a snapshot: {report}"
    assert report["rowCount"] == 40, report
    assert report["order"][:3] == ["row-0", "row-1", "row-2"], report["order"][:3]
    assert report["page"] == "list", report


@test
def hostile_sigterm_answered_while_main_thread_is_stuck():
    _stalled_app_answers(signal.SIGTERM, "stall-term")


@test
def hostile_sigint_answered_while_main_thread_is_stuck():
    _stalled_app_answers(signal.SIGINT, "stall-int")


@test
def hostile_sighup_answered_while_main_thread_is_stuck():
    _stalled_app_answers(signal.SIGHUP, "stall-hup")


@test
def hostile_signal_with_a_live_main_loop_writes_a_full_report():
    """The main loop answers in time: its own report, not the snapshot."""
    with App("--rows", "40", name="signal-live") as app:
        report = app.signal(signal.SIGTERM)
    assert "snapshot" not in report, report
    assert report["rowCount"] == 40


@test
def hostile_long_text_sorts_on_a_worker():
    """Sorting 240 rows by 5.7 MiB of descriptions used to run at once and held the window for
    0.4–1.1 s: it runs on the worker now (`sort.started`) and lands, there and back."""
    with tempfile.TemporaryDirectory() as folder:
        with App("--data", write_hostile_csv(folder), name="hostile-sorts") as app:
            since = app.mark()
            app.key("ctrl+3")   # the description column
            app.wait_event("sort.started", since, what="the description sort going to the worker")
            app.wait_event("sort", since, column=2, what="the description sort landing")
            since = app.mark()
            app.key("ctrl+0")   # the file's order: no text to read, at once
            app.wait_event("sort", since, column="original", what="the original order landing")
            assert not any(e["event"] == "sort.started" for e in app.log[since:]), "the original order went to the worker"
            report = app.quit()
    assert report["sort"] is None, report["sort"]


def hostile_csv(folder, rows):
    """A CSV file of (name, description) rows, quoted, written as bytes (NULs included)."""
    path = os.path.join(folder, "hostile.csv")
    with open(path, "wb") as f:
        f.write(b"name,country,description\n")
        for name, description in rows:
            quoted = description.replace('"', '""')
            f.write(f'"{name}",Nowhere,"{quoted}"\n'.encode())
    return path


def text_lines(shot, lst):
    """Text lines down the lower part of the list area: runs of dark pixels in a few columns."""
    ys = list(range(int(lst["y"] + lst["height"] * 0.3), int(lst["y"] + lst["height"] * 0.95)))
    best = 0
    for fraction in (0.15, 0.3, 0.5):
        reds = shot.column(lst["x"] + lst["width"] * fraction, ys)
        runs = sum(1 for i, red in enumerate(reds) if red < 128 and (i == 0 or reds[i - 1] >= 128))
        best = max(best, runs)
    return best


def wait_for_text_lines(app, name, at_least):
    """Screenshots until the page shows `at_least` lines of text (the list binds its items over a
    few frames; no event says when the pixels are there); the count seen."""
    seen = []

    def enough():
        seen.append(text_lines(app.screenshot(name), app.ready["list"]))
        return seen[-1] if seen[-1] >= at_least else None
    return poll(enough, f"{name}: the text filling the page with {at_least} wrapped lines",
                context=lambda: f" (lines seen: {seen[-5:]})")


def open_first_row(app, then=None):
    """Opens the first row; with `then` (an event name), also waits for that event, which may come
    before or after the page has finished appearing."""
    lst, row = app.ready["list"], app.ready["rows"][0]
    app.click(lst["x"] + lst["width"] * 0.6, row["y"] + row["height"] / 2)
    if then:
        app.wait_for(then, timeout=30)
        if any(e["event"] == "page" and e.get("page") == "detail" for e in app.log):
            return
    app.wait_for("page", page="detail", timeout=20)


@test
def hostile_16kb_unbroken_word_opens_and_signals_still_work():
    """A 16 KB word without spaces used to keep Pango busy for minutes (the page never came,
    SIGTERM was never answered): the page opens, the word wraps, the report says detail."""
    with tempfile.TemporaryDirectory() as folder:
        word = "x" * 16384
        with App("--data", hostile_csv(folder, [("Word", word), ("Other", "short")]), name="word-16k") as app:
            open_first_row(app)
            lines = wait_for_text_lines(app, "word-16k", at_least=10)
            report = app.signal(signal.SIGTERM, timeout=20)
    assert report["page"] == "detail", report
    print(f"16 KB word: {lines} wrapped text lines on screen")


@test
def hostile_nul_in_a_field_is_shown_not_cut():
    """`a\\0b` used to show as "a": the NUL is shown as ␀ and the text after it stays."""
    with tempfile.TemporaryDirectory() as folder:
        path = hostile_csv(folder, [("a\0b", "before\0after"), ("Other", "short")])
        with App("--data", path, name="nul-field", env={"GTK_A11Y": "atspi"}) as app:
            nodes = accessible_tree(app.proc.pid)
            names = [n["name"] for n in nodes if n["role"] == "list item"]
            app.quit()
    assert any(name.startswith("a\u2400b") for name in names), f"row names: {names[:4]}"


@test
def hostile_megabyte_paragraph_wraps_and_the_rest_comes():
    """A 1 MB paragraph used to be drawn as one unwrapped line of overlapping glyphs: it wraps,
    the first part shows at once with a note, and the rest is laid out off the main thread."""
    with tempfile.TemporaryDirectory() as folder:
        words = "lorem ipsum dolor sit amet, consectetur adipiscing elit " * 18000
        with App("--data", hostile_csv(folder, [("Paragraph", words), ("Other", "short")]), name="paragraph-1mb") as app:
            open_first_row(app, then="detail.rest")
            lines = wait_for_text_lines(app, "paragraph-1mb", at_least=10)
            report = app.signal(signal.SIGTERM, timeout=20)
    assert report["page"] == "detail", report
    print(f"1 MB paragraph: {lines} wrapped text lines on screen")


@test
def hostile_only_regular_files_are_read_and_fifos_never_block():
    """/dev/null and /dev/zero used to say "No such file or directory", and a FIFO without a
    writer blocked `open` for ever: each names what it is, exit 2, at once."""
    from steps import assert_clean_failure
    assert_clean_failure(["--data", "/dev/null"], "/dev/null: is a character device")
    assert_clean_failure(["--data", "/dev/zero"], "/dev/zero: is a character device")
    with tempfile.TemporaryDirectory() as folder:
        fifo = os.path.join(folder, "pipe.csv")
        os.mkfifo(fifo)
        assert_clean_failure(["--data", fifo], f"{fifo}: is a FIFO")
        writer = os.open(fifo, os.O_RDWR)   # a writer that never blocks, with data waiting
        try:
            os.write(writer, b"name,country\nOslo,Norway\n")
            assert_clean_failure(["--data", fifo], f"{fifo}: is a FIFO")
        finally:
            os.close(writer)
        assert_clean_failure(["--data", folder], f"{folder}: is a directory")


@test
def hostile_report_on_a_virtual_file_system_is_refused_at_start():
    """--report /proc/r.json used to be accepted and lost at exit."""
    from steps import assert_clean_failure
    assert_clean_failure(["--rows", "5", "--report", "/proc/r.json"], "virtual file system")
    assert_clean_failure(["--rows", "5", "--report", "/sys/r.json"], "/sys/r.json")


@test
def hostile_late_load_error_is_one_line_on_stderr_too():
    """A large file whose error is found after the window opened used to say nothing on stderr."""
    from steps import ROWS, write_csv
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "broken.csv")
        write_csv(path, bad_line=ROWS - 5)
        with App("--data", path, name="late-error") as app:
            assert any(e["event"] == "load.failed" for e in app.log) or app.wait_for("load.failed", timeout=30)
            app.key("ctrl+q")
            app.finish(status=2, timeout=20)
            lines = app.stderr().strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {lines}"
    assert path in lines[0] and f"line {ROWS - 5}" in lines[0] and "expected 4 fields, found 5" in lines[0], lines[0]


@test
def hostile_flags_are_unambiguous():
    """A repeated flag used to be accepted (the last won); `--rows -1` said "Missing value"."""
    from steps import assert_clean_failure
    with tempfile.TemporaryDirectory() as folder:
        a, b = os.path.join(folder, "a.json"), os.path.join(folder, "b.json")
        assert_clean_failure(["--rows", "5", "--report", a, "--report", b], "--report is given more than once")
        assert not os.path.exists(a) and not os.path.exists(b)
    assert_clean_failure(["--rows", "-1"], "--rows needs a positive integer, got '-1'")


@test
def hostile_signal_during_a_large_load_reports_loading_and_rows_read():
    """A report written after a signal during a large load used to say rowCount 0 with no sign
    that loading was under way."""
    import subprocess
    from harness import BINARY, Display
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "huge.csv")
        rows = 1_500_000
        with open(path, "w") as f:
            f.write("name,country,population,description\n")
            f.writelines(f"City {i},Country {i % 50},{i * 7 % 1000003},A city numbered {i}\n" for i in range(rows))
        report_path = os.path.join(folder, "r.json")
        with Display() as display:
            env = dict(os.environ, GDK_BACKEND="x11", GTK_A11Y="none", GSK_RENDERER="cairo", **display.env)
            proc = subprocess.Popen([BINARY, "--debug", "--data", path, "--report", report_path],
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
            try:
                # The window is up (its first paint) while the rows are still being read.
                for line in proc.stdout:
                    if '"paint"' in line or '"ready"' in line:
                        break
                proc.send_signal(signal.SIGTERM)
                proc.communicate(timeout=20)
            finally:
                if proc.poll() is None:
                    proc.kill()
        assert proc.returncode == 0, proc.returncode
        import json
        with open(report_path) as f:
            report = json.load(f)
    assert report["loading"] is True, f"the load had not finished when the signal came: {report}"
    assert report["rowCount"] == 0, "nothing half-loaded is shown"
    assert 0 <= report["rowsLoaded"] < rows, report["rowsLoaded"]
    print(f"signal during the load: {report['rowsLoaded']} of {rows} rows read")


def _sorted_by_population(folder, populations, env=None, name="numbers"):
    path = os.path.join(folder, f"{name}.csv")
    with open(path, "w") as f:
        f.write("name,population\n")
        f.writelines(f'City {i},"{p}"\n' for i, p in enumerate(populations))
    with App("--data", path, "--sort", "population:desc", name=name, env=env) as app:
        report = app.quit()
    return report


@test
def hostile_grouped_numbers_sort_by_value():
    """`1,234,567` and `1 234 567` used to sort as text; they sort by value."""
    with tempfile.TemporaryDirectory() as folder:
        report = _sorted_by_population(folder, ["1,234,567", "99", "12,500.5", "9,000"])
        assert report["order"] == ["city-0", "city-2", "city-3", "city-1"], report["order"]
        report = _sorted_by_population(folder, ["1\u202f234\u202f567", "99", "12 500", "9\u00a0000"], name="spaces")
        assert report["order"] == ["city-0", "city-2", "city-3", "city-1"], report["order"]
        report = _sorted_by_population(folder, ["1.234.567,5", "99", "12.500", "9,25"], name="german")
        assert report["order"] == ["city-0", "city-2", "city-1", "city-3"], report["order"]   # 9,25 < 99


@test
def hostile_ambiguous_numbers_follow_the_users_locale():
    """`1,500` is 1500 in English and 1.5 in German: the user's locale decides."""
    values = ["1,500", "2", "20,250", "10"]   # as text, descending: 20,250 2 10 1,500
    with tempfile.TemporaryDirectory() as folder:
        german = {"LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"}
        report = _sorted_by_population(folder, values, env=german, name="ambiguous-de")
        assert report["order"] == ["city-2", "city-3", "city-1", "city-0"], report["order"]   # 20.25 10 2 1.5
        hebrew = {"LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8"}   # grouping "," and decimal point
        report = _sorted_by_population(folder, values, env=hebrew, name="ambiguous-he")
        assert report["order"] == ["city-2", "city-0", "city-3", "city-1"], report["order"]   # 20250 1500 10 2
