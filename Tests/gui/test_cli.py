"""The command-line contract: bad flags, bad data files and an unwritable report fail cleanly —
one line naming the reason, exit status 2 — before any window (checked on a real display, with
--debug, so a window that opened would show itself)."""
import json
import os
import signal
import sqlite3
import subprocess
import tempfile
import time

from harness import BINARY, App, Display, test
from steps import assert_clean_failure


def run(*args, display=None, timeout=20):
    env = dict(os.environ, GDK_BACKEND="x11", **(display.env if display else {}))
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=timeout, env=env)


@test
def cli_bad_flags_exit_2_with_one_line():
    assert_clean_failure(["--rowz", "5"], "--rowz")
    assert_clean_failure(["--rows", "abc"], "--rows")
    assert_clean_failure(["--rows", "5", "--sort", "nosuchcolumn"], "nosuchcolumn")


# Each way a CSV file can be bad, and what the one line must say (after the path).
BAD_CSV = [
    ("ragged.csv", b"name,country\nOslo,Norway\nBergen\n", "line 3: expected 2 fields, found 1"),
    ("extra.csv", b"name,country\nOslo,Norway,Europe\n", "line 2: expected 2 fields, found 3"),
    ("quote.csv", b'name,country\n"Oslo,Norway\n', "line 2: unterminated quoted field"),
    ("inner-quote.csv", b'name,country\nOs"lo,Norway\n', "line 2: quote inside an unquoted field"),
    ("after-quote.csv", b'name,country\n"Oslo"x,Norway\n', "line 2: unexpected 'x' after a closing quote"),
    ("duplicate.csv", b"name,Name\na,b\n", "line 1: duplicate column name 'Name'"),
    ("unnamed.csv", b"name,\na,b\n", "line 1: column 2 has no name"),
    ("empty.csv", b"", "empty file"),
    ("header-only.csv", b"name,country\n", "no records after the header line"),
    ("latin1.csv", "name,country\nZürich,Schweiz\n".encode("latin-1"), "not UTF-8"),
]


@test
def cli_each_bad_data_file_names_its_reason_end_to_end():
    with tempfile.TemporaryDirectory() as folder:
        for name, content, reason in BAD_CSV:
            path = os.path.join(folder, name)
            with open(path, "wb") as f:
                f.write(content)
            line = assert_clean_failure(["--data", path], reason)
            assert path in line, f"the message names the file: {line}"
        assert_clean_failure(["--data", os.path.join(folder, "missing.csv")], "missing.csv")
        assert_clean_failure(["--data", folder], folder)


@test
def cli_unwritable_report_path_fails_before_the_window():
    with tempfile.TemporaryDirectory() as folder:
        assert_clean_failure(["--rows", "5", "--report", os.path.join(folder, "no", "such", "r.json")], "report")
        assert_clean_failure(["--rows", "5", "--report", folder], "report")


@test
def cli_report_on_a_databases_companion_is_refused():
    # Issue 46: `--report x.db-wal` was accepted, and the rename on exit replaced the WAL.
    with tempfile.TemporaryDirectory() as folder:
        database = os.path.join(folder, "mail.db")
        with sqlite3.connect(database) as db:
            db.execute("create table t(name text)")
            db.execute("insert into t values ('a')")
        for suffix, what in (("-wal", "write-ahead log"), ("-shm", "shared-memory index"), ("-journal", "rollback journal")):
            line = assert_clean_failure(["--data", database, "--report", database + suffix], what)
            assert "refusing to overwrite it with the report" in line, line
            assert not os.path.exists(database + suffix) or suffix != "-journal", "nothing written"


def signals_blocked(pid):
    """Whether the app took SIGTERM (TerminationSignals.install: a handler of its own, then the
    signal blocked for its signal thread); False once it has exited. Blocked alone is not enough:
    glibc blocks every signal for a moment while it starts a thread, and on Debian testing a
    thread starts before `main`."""
    try:
        with open(f"/proc/{pid}/status") as f:
            fields = dict(line.split(":", 1) for line in f if line.startswith(("SigBlk:", "SigCgt:")))
    except OSError:
        return False
    bit = 1 << (signal.SIGTERM - 1)
    return all(int(fields.get(name, "0").strip(), 16) & bit for name in ("SigBlk", "SigCgt"))


@test
def cli_sigterm_early_in_start_up_writes_the_report():
    # Issue 46: a SIGTERM in the moment between the signal thread's start and --report being
    # checked found no report file: status 0 and no report. The signal is sent as soon as the
    # app takes signals, before it has parsed its flags.
    with Display() as display, tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, GDK_BACKEND="x11", GTK_A11Y="none", **display.env)
        for attempt in range(3):
            report = os.path.join(folder, f"report-{attempt}.json")
            proc = subprocess.Popen([BINARY, "--rows", "50", "--report", report], stdout=subprocess.DEVNULL,
                                    stderr=subprocess.PIPE, text=True, env=env)
            try:
                deadline = time.time() + 20
                while not signals_blocked(proc.pid) and proc.poll() is None and time.time() < deadline:
                    pass   # the moment matters: polled without a pause
                assert proc.poll() is None, f"exited before it took signals: {proc.returncode}"
                proc.send_signal(signal.SIGTERM)
                _, stderr = proc.communicate(timeout=20)
            finally:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait(timeout=5)
            assert proc.returncode == 0, f"exit {proc.returncode}: {stderr!r}"
            assert os.path.exists(report), f"attempt {attempt}: exit 0 and no report"
            with open(report) as f:
                written = json.load(f)
            assert written["loading"] is True and written["rowCount"] == 0, written


@test
def cli_report_that_fails_on_exit_is_an_error_not_a_silent_loss():
    # The folder disappears while the app runs: the write on exit fails, says so, exits 2.
    with tempfile.TemporaryDirectory() as folder:
        inner = os.path.join(folder, "reports")
        os.makedirs(inner)
        path = os.path.join(inner, "r.json")
        with App("--rows", "20", "--report", path, name="report-fails", report=False) as app:
            os.rmdir(inner)
            app.key("ctrl+q")
            app.finish(status=2)
            lines = app.stderr().strip().splitlines()
            assert lines and "cannot write" in lines[-1] and "report" in lines[-1] and path in lines[-1], lines[-3:]
            assert not os.path.exists(path)


@test
def cli_help_prints_usage():
    result = run("--help")
    assert result.returncode == 0
    for flag in ("--rows", "--data", "--sort", "--debug", "--report"):
        assert flag in result.stdout, flag
