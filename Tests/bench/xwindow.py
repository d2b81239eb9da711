"""The one X window lookup the bench scripts share: a program's visible window by its pid."""
import subprocess
import time


def find_window(pid, tries=100):
    """The id of `pid`'s last visible window, looked for every 0.1 s up to `tries` times (a bench
    figure, not a test: a missing window stops the bench with a message)."""
    for _ in range(tries):
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                             capture_output=True, text=True).stdout.split()
        if ids:
            return ids[-1]
        time.sleep(0.1)
    raise SystemExit(f"no window for pid {pid}")
