"""LiListView under a hostile app (embedding/hostile.py, from Python through the typelib): a model and
every property set in `destroy`, after the view's dispose, leave nothing behind once it is
finalized; a model that breaks the GListModel contract once is named in a critical and the view
shows the model's items again, then follows each correct items-changed. Run by `make test-asan`
too, where a handler left on the freed view is ASan's heap-use-after-free report."""
import json
import pathlib
import re

from steps import run

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "hostile.py"


def hostile(case):
    """embedding/hostile.py's JSON for `case`, the criticals of each of its phases, its frames and
    any other warning on its stderr."""
    done = run("/usr/bin/python3", str(SCRIPT), case, LI_DEBUG="frames")
    frames, other, phases, phase = [], [], {"before the first phase": []}, "before the first phase"
    for line in done.stderr.splitlines():
        if line.startswith('{"event":"frame"'):
            frames.append(json.loads(line))
        elif line.startswith("@@ "):
            phase = line[3:]
            phases[phase] = []
        else:
            other.append(line)
            if "-CRITICAL" in line or "CRITICAL **" in line:
                phases[phase].append(re.sub(r".*CRITICAL \*\*: [\d:.]+: ", "", line))
    # Nothing else complained: no warning, and no critical outside the phases that expect one.
    complaints = [line for line in other if "CRITICAL" not in line and ("WARNING" in line or "Warning" in line)]
    return json.loads(done.stdout.strip().splitlines()[-1]), phases, frames, complaints


def test_a_model_and_properties_set_in_destroy_are_released_with_the_view():
    result, phases, _, complaints = hostile("dispose")
    assert result["properties_in_destroy"] == [True, True, True, True, "string"]
    assert not result["orphan_parent"], "a navigation stack took a list view after its dispose"
    assert result["finalized"] == ["factory", "header", "late model", "other view", "stack", "view"], (
        "something set after dispose outlived the view")
    assert not result["handler_left_on_shared"], "a handler on the model outlived the view"
    assert result["shared_after"][0] == "Narvik"
    assert all(criticals == [] for criticals in phases.values()) and complaints == [], (phases, complaints)


def test_one_contract_violation_is_named_and_the_view_shows_the_model_again():
    result, phases, frames, complaints = hostile("contract")
    assert result["drawn"] and result["at_rest"]
    # The model behaved after each violation: the view took each change (no critical), its rows the model's.
    assert phases["behaves"] == phases["behaves again"] == [], phases
    for step in result["contract"]:
        assert step["rows"] == step["model"], step
    # Each violation is named in one critical, and the rows were read again from the model at once;
    # nothing else logged a critical.
    assert {name: criticals for name, criticals in phases.items() if criticals} == {
        "lie: count": ["LiListView: items-changed(1, 0, 1) on 5 rows gives 6, but the model has 7 items; "
                       "change ignored; the rows are read again from the model"],
        "lie: range": ["LiListView: items-changed(9, 3, 0) removes past the end: the widget holds 7 rows; "
                       "change ignored; the rows are read again from the model"]}, phases
    # What the window shows last, at rest: the model's items, in order.
    last = frames[-1]
    assert not last["moving"]
    assert [row["title"] for row in sorted(last["rows"], key=lambda row: row["y"])] == result["contract"][-1]["model"]
    assert complaints == [], complaints
