"""The command-line contract: bad flags and bad data files fail cleanly, before any window."""
import os
import subprocess
import tempfile

from harness import BINARY, test


def run(*args):
    env = dict(os.environ, GDK_BACKEND="x11")
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=20, env=env)


def assert_clean_failure(result, needle):
    assert result.returncode == 2, f"exit {result.returncode}: {result.stderr!r}"
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {lines}"
    assert needle in lines[0], lines[0]
    assert result.stdout == "", "nothing (no ready event, no window) may start"


@test
def cli_bad_flags_exit_2_with_one_line():
    assert_clean_failure(run("--rowz", "5"), "--rowz")
    assert_clean_failure(run("--rows", "abc"), "--rows")
    assert_clean_failure(run("--rows", "5", "--sort", "nosuchcolumn"), "nosuchcolumn")


@test
def cli_bad_data_files_exit_2_with_one_line():
    with tempfile.TemporaryDirectory() as folder:
        ragged = os.path.join(folder, "ragged.csv")
        with open(ragged, "w") as f:
            f.write('name,country\nOslo,Norway\nBergen\n')
        assert_clean_failure(run("--data", ragged), "line 3")
        unterminated = os.path.join(folder, "quote.csv")
        with open(unterminated, "w") as f:
            f.write('name,country\n"Oslo,Norway\n')
        assert_clean_failure(run("--data", unterminated), "line 2")
        assert_clean_failure(run("--data", os.path.join(folder, "missing.csv")), "missing.csv")


@test
def cli_help_prints_usage():
    result = run("--help")
    assert result.returncode == 0
    for flag in ("--rows", "--data", "--sort", "--debug", "--report"):
        assert flag in result.stdout, flag
