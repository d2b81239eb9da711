"""Outputs that cannot hurt and signals that lose nothing: a closed --debug pipe, --report equal
to --data, SIGHUP/SIGTERM during loading and while running, no display."""
import hashlib
import json
import os
import select
import signal
import subprocess
import tempfile

from harness import ARTIFACTS, BINARY, WAIT, App, Display, accessible_tree, poll, sh, test

GUI_ENV = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")


def wait_for_window(pid):
    """The app's window, for an app run without `App`: asked for again until it shows."""
    return poll(lambda: (sh("xdotool", "search", "--onlyvisible", "--pid", str(pid), check=False).split() or [None])[-1],
                "the app's window showing")


def load_report(path):
    with open(path) as f:
        report = json.load(f)
    for key in ("page", "order", "rowCount", "selected", "transition", "headerHeight", "frames"):
        assert key in report, (key, report)
    return report


@test
def a_closed_debug_pipe_stops_the_stream_and_the_app_goes_on():
    report = os.path.join(ARTIFACTS, "closed-pipe-report.json")
    head = subprocess.Popen(["head", "-c", "10"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # Its own display: keys go to the window under the pointer, and on the suite's display a window
    # of a test running beside this one (the signal tests below) opened over it and took them.
    with Display() as display:
        # On the accessibility bus: with the event stream closed, the Edit button's label is what
        # says a key was handled.
        env = {k: v for k, v in GUI_ENV.items() if k not in ("GTK_A11Y", "NO_AT_BRIDGE")} | display.env
        app = subprocess.Popen([BINARY, "--rows", "50", "--debug", "--report", report], stdout=head.stdin,
                               stderr=subprocess.PIPE, text=True, env=env)
        head.stdin.close()

        def button(name):
            assert app.poll() is None, f"the app died: {app.returncode}"
            return any(n["name"] == name and "button" in n["role"] for n in accessible_tree(app.pid))
        try:
            window = wait_for_window(app.pid)
            assert head.wait(timeout=10) == 0 and len(head.stdout.read()) == 10
            sh("xdotool", "mousemove", "--window", window, "200", "300")
            for key, label in (("ctrl+i", None), ("ctrl+e", "Done"), ("Escape", "Edit")):   # each emits events
                sh("xdotool", "key", key)                                                   # into the closed pipe
                if label:
                    poll(lambda: button(label), f"the Edit button reading {label!r} after {key}")
            assert app.poll() is None, f"the app died: {app.returncode}"
            app.send_signal(signal.SIGTERM)
            assert app.wait(timeout=20) == 0
        finally:
            if app.poll() is None:
                app.kill()
    stderr = app.stderr.read().strip().splitlines()
    assert stderr == ["ListDemo: --debug stream stopped: Broken pipe"], stderr
    assert load_report(report)["rowCount"] == 50


@test
def report_equal_to_data_is_refused_and_the_csv_is_unchanged():
    with tempfile.TemporaryDirectory() as folder:
        data = os.path.join(folder, "cities.csv")
        with open(data, "w") as f:
            f.write("name,country\nOslo,Norway\n")
        before = hashlib.sha256(open(data, "rb").read()).hexdigest()
        result = subprocess.run([BINARY, "--data", data, "--report", data], capture_output=True, text=True,
                                env=GUI_ENV, timeout=20)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.strip().splitlines() == [
            f"ListDemo: --report {data}: is the data file; refusing to overwrite it with the report"], result.stderr
        assert hashlib.sha256(open(data, "rb").read()).hexdigest() == before


def million_row_csv(folder):
    path = os.path.join(folder, "million.csv")
    with open(path, "w") as f:
        f.write("name,country,population\n")
        f.writelines(f"City {i},Country {i % 200},{i * 7 % 1000003}\n" for i in range(1_000_000))
    return path


@test
def sighup_and_sigterm_while_loading_leave_a_report():
    with tempfile.TemporaryDirectory() as folder:
        data = million_row_csv(folder)
        for sig in (signal.SIGHUP, signal.SIGTERM):
            report = os.path.join(folder, f"report-{sig.name}.json")
            app = subprocess.Popen([BINARY, "--debug", "--data", data, "--report", report], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, env=GUI_ENV)
            # Its first event: the app runs, the million rows still loading (`ready` waits for them).
            ready, _, _ = select.select([app.stdout], [], [], WAIT)
            assert ready and app.stdout.readline().startswith("{"), "the app printed no event"
            app.send_signal(sig)
            try:
                app.communicate(timeout=WAIT)
                assert app.returncode == 0, sig.name
            finally:
                if app.poll() is None:
                    app.kill()
            load_report(report)


@test
def sighup_while_running_quits_with_the_report():
    with App("--rows", "30", name="sighup") as app:
        app.proc.send_signal(signal.SIGHUP)
        assert app.finish()["rowCount"] == 30


@test
def no_display_is_one_line_and_exit_2():
    env = {k: v for k, v in GUI_ENV.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    result = subprocess.run([BINARY, "--rows", "5"], capture_output=True, text=True, env=env, timeout=20)
    assert result.returncode == 2, result
    assert result.stderr.strip().splitlines() == ["ListDemo: cannot open display '' (no graphical session?)"], \
        result.stderr
