"""Hostile but plausible input (issue 20): nothing a file holds freezes the app, every signal is
answered even when the main thread is stuck, and odd files, flags and numbers get the right
reason or the right reading."""
import os
import signal
import tempfile
import time

from harness import ARTIFACTS, App, test


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
