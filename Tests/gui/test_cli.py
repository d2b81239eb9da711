"""The command-line contract: bad flags, bad data files and an unwritable report fail cleanly —
one line naming the reason, exit status 2 — before any window (checked on a real display, with
--debug, so a window that opened would show itself)."""
import os
import subprocess
import tempfile

from harness import BINARY, App, test
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
