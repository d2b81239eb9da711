"""Issue 9: every text on screen has a contrast of at least 4.5:1 against what is behind it, in
light, in dark and in high contrast, computed from the rendered pixels of each label (found through AT-SPI)."""
import collections
import os
import subprocess
import tempfile

from harness import BUTTON_ROLES, GTK_VERSION, App, test
from steps import crop, luminance
from steps import tree
from steps import scheme_keyfile


def text_contrast(pixels):
    """Contrast between the label's background (its most common colour) and the pixel farthest
    from it in luminance (the glyphs' full colour), or None when nothing is drawn."""
    background = collections.Counter(pixels).most_common(1)[0][0]
    lb = luminance(background)
    far = max(pixels, key=lambda p: abs(luminance(p) - lb))
    lt = luminance(far)
    if abs(lt - lb) < 1e-3:
        return None
    return (max(lb, lt) + 0.05) / (min(lb, lt) + 0.05)


def label_contrasts(app, shot):
    results = []
    parents = {}   # the nearest node above each depth, in tree order
    for n in tree(app.proc.pid):
        parents[n["depth"]] = n
        if n["role"] != "label" or not n["name"].strip() or "extents" not in n:
            continue
        # A button's label is measured over the button: GTK 4.18 reports the label at the
        # button's corner (its extents' origin is the button's), where no text is drawn.
        parent = parents.get(n["depth"] - 1, {})
        x, y, w, h = parent["extents"] if parent.get("role") in BUTTON_ROLES and "extents" in parent else n["extents"]
        x, y = x + shot.origin[0], y + shot.origin[1]
        if w < 4 or h < 6 or x < 0 or y < 0 or x + w > 1280 or y + h > 800:
            continue
        ratio = text_contrast(crop(shot.path, x, y, w, h))
        if ratio is not None:
            results.append((n["name"][:30], round(ratio, 2)))
    return results


def high_contrast(home):
    """Asks GTK for high contrast in `home`'s settings.ini: the HighContrast theme before GTK 4.20,
    the desktop's contrast preference (gtk-interface-contrast) from 4.20 on."""
    os.makedirs(os.path.join(home, "gtk-4.0"), exist_ok=True)
    setting = "gtk-interface-contrast=more" if GTK_VERSION >= (4, 20) else "gtk-theme-name=HighContrast"
    with open(os.path.join(home, "gtk-4.0", "settings.ini"), "w") as f:
        f.write(f"[Settings]\n{setting}\n")


@test
def every_text_has_at_least_4_5_to_1_contrast_in_light_dark_and_high_contrast():
    shots = {}   # each scheme's screenshot: high contrast must look unlike light
    for scheme, name in (("default", "contrast-light"), ("prefer-dark", "contrast-dark"), ("high", "contrast-high")):
        with tempfile.TemporaryDirectory() as home:
            scheme_keyfile(home, "prefer-dark" if scheme == "prefer-dark" else "default")
            if scheme == "high":
                high_contrast(home)
            env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": home, "GTK_A11Y": "atspi"}
            with App("--rows", "40", name=name, env=env) as app:
                lst, rows = app.ready["list"], app.ready["rows"]
                app.move(lst["x"] + lst["width"] * 0.6, lst["y"] + 300)
                since = app.mark()
                app.key("ctrl+e")                      # Done (suggested action) and the selection bar
                app.wait_event("selectionbar", since, revealed=True, what="the edit-mode bar sliding in")
                app.click(lst["x"] + lst["width"] * 0.6, rows[2]["y"] + rows[2]["height"] / 2)   # one selected row
                app.move(lst["x"] + 5, lst["y"] - 30)
                app.settle()
                shot = app.screenshot(name)
                shots[scheme] = shot.path
                results = label_contrasts(app, shot)
                # The Live toggle pressed (a checked toggle's own colours).
                app.key("ctrl+l")
                app.wait_for("live")
                app.settle()
                live = [r for n, r in label_contrasts(app, app.screenshot(name + "-live-on")) if n == "Live"]
                assert live, f"{scheme}: the Live toggle's label was not measured"
                results += [("Live (on)", r) for r in live]
                app.quit()
            assert len(results) >= 15, f"{scheme}: only {len(results)} labels measured: {results}"
            names = {n for n, _ in results}
            assert "Done" in names and "Row 2" in names, f"{scheme}: {sorted(names)[:20]}"
            low = [(n, r) for n, r in results if r < 4.5]
            assert not low, f"{scheme}: contrast below 4.5:1: {low}"
    # The same scene in light and in high contrast: thousands of pixels differ (6 857 on GTK 4.8,
    # 1 994 on 4.24: darker borders and marks), where two light runs differ by the spinner's.
    differ = subprocess.run(["compare", "-metric", "AE", "-fuzz", "10%", shots["default"], shots["high"], "null:"],
                            capture_output=True, text=True).stderr.split()[0]
    assert float(differ) > 500, f"high contrast was not applied: {differ} pixels differ from light"
