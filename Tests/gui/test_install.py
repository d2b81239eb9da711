"""`make install` like a GNOME app: validators pass, the icon is there under the id, the installed
binary started from / finds its own resources and reaches its first frame, `make uninstall`
leaves no file behind."""
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile

from harness import ROOT, test
from steps import CITIES_AFTER_EDIT

APP_ID = "io.github.listinteractions.ListInteractions"
PREFIX = "/opt/listinteractions"


def make(*args):
    result = subprocess.run(["make", "-C", ROOT, *args], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, f"make {' '.join(args)} failed:\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}"


def files_under(folder):
    return sorted(os.path.join(d, f) for d, _, names in os.walk(folder) for f in names)


@test
def make_install_validates_runs_from_root_and_uninstalls_cleanly():
    with tempfile.TemporaryDirectory() as destdir:
        # The debug build the suite has made already (a release build would add minutes to a
        # fresh clone's `make test`); the installed files are the same.
        make("install", f"DESTDIR={destdir}", f"PREFIX={PREFIX}", "INSTALL_CONFIG=debug")
        root = destdir + PREFIX
        share = os.path.join(root, "share")
        desktop = os.path.join(share, "applications", f"{APP_ID}.desktop")
        metainfo = os.path.join(share, "metainfo", f"{APP_ID}.metainfo.xml")
        subprocess.run(["desktop-file-validate", desktop], check=True)
        subprocess.run(["appstreamcli", "validate", "--no-net", metainfo], check=True, capture_output=True)
        for icon in (f"icons/hicolor/scalable/apps/{APP_ID}.svg",
                     f"icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg"):
            assert os.path.getsize(os.path.join(share, icon)) > 0, icon
        for shell_file in ("bash-completion/completions/ListDemo", "zsh/site-functions/_ListDemo",
                           "fish/vendor_completions.d/ListDemo.fish"):
            assert "report" in open(os.path.join(share, shell_file)).read(), shell_file
        with open(desktop) as f:
            entry = f.read()
        assert f"Icon={APP_ID}\n" in entry and "Exec=ListDemo %F\n" in entry
        assert "MimeType=text/csv;text/tab-separated-values;application/vnd.sqlite3;application/x-sqlite3;\n" in entry

        binary = os.path.join(root, "bin", "ListDemo")
        version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
        with open(metainfo) as f:
            releases = re.findall(r'<release version="([^"]+)"', f.read())
        assert releases and releases[0] == version, (releases, version)

        # From /, with nothing pointing at the source tree: only the installed share can serve
        # the sample data (302 cities) and the CSS.
        report = os.path.join(destdir, "report.json")
        env = {k: v for k, v in os.environ.items() if k != "LISTDEMO_RESOURCES"}
        # A data folder of its own: the app keeps the desktop's recent files there.
        env.update(GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1",
                   XDG_DATA_HOME=os.path.join(destdir, "data"))
        proc = subprocess.Popen([binary, "--debug", "--report", report], cwd="/", env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            events = []
            while not events or events[-1].get("event") != "ready":
                line = proc.stdout.readline()
                assert line, f"the installed app ended before its first frame: {events}"
                events.append(json.loads(line))
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=20)
        stderr = proc.stderr.read()
        assert proc.returncode == 0 and "WARNING" not in stderr and "CRITICAL" not in stderr, stderr
        with open(report) as f:
            assert json.load(f)["rowCount"] == 302
        os.remove(report)

        # The embeddable widget (LiListView): the Python example against the installed typelib and
        # library only (no path into the build tree).
        lib = os.path.join(root, "lib")
        example = subprocess.run(
            ["/usr/bin/python3", os.path.join(ROOT, "docs", "examples", "list-view.py"), "--rows"], cwd="/",
            env=dict(env, GI_TYPELIB_PATH=os.path.join(lib, "girepository-1.0"), LD_LIBRARY_PATH=lib,
                     SWIFT_BACKTRACE="enable=no"), capture_output=True, text=True, timeout=60)
        assert example.stdout.split("\n")[:-1] == CITIES_AFTER_EDIT, example.stderr
        assert os.path.islink(os.path.join(lib, "libListInteractions-1.so"))

        make("uninstall", f"DESTDIR={destdir}", f"PREFIX={PREFIX}")
        shutil.rmtree(os.path.join(destdir, "data"), ignore_errors=True)
        left = files_under(destdir)
        assert not left, f"left behind: {left}"

    # Installed into a prefix of its own (no DESTDIR: a real install), GLib (the Files app's Open
    # With, `gio open`) offers the app for each of its file types; uninstalled, nothing is left.
    with tempfile.TemporaryDirectory() as prefix, tempfile.TemporaryDirectory() as home:
        make("install", f"PREFIX={prefix}", "INSTALL_CONFIG=debug")
        env = dict(os.environ, XDG_DATA_DIRS=os.path.join(prefix, "share") + ":/usr/share", XDG_DATA_HOME=home,
                   XDG_CONFIG_HOME=home, PATH=os.path.join(prefix, "bin") + ":" + os.environ["PATH"])
        for mime in ("text/csv", "text/tab-separated-values", "application/vnd.sqlite3", "application/x-sqlite3"):
            listed = subprocess.run(["gio", "mime", mime], capture_output=True, text=True, timeout=30, env=env).stdout
            assert f"{APP_ID}.desktop" in listed.partition("Registered applications:")[2], f"gio mime {mime}: {listed}"
        make("uninstall", f"PREFIX={prefix}")
        left = files_under(prefix)
        assert not left, f"left behind: {left}"
