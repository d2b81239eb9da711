"""LiListView (ListInteractions-1, `make lib`) used as an app would: from Python through the
typelib, from C through pkg-config and from Vala through the .vapi, each in its own process on the suite's display. The
scripts are in embedding/ and docs/examples/; each prints what it read back."""
import pathlib
import shutil

from steps import CITIES_AFTER_EDIT, EXAMPLES, LIB, run, run_json


def test_python_rows_properties_and_bad_range():
    result, stderr = run_json("rows.py")
    assert result["type"] == "LiListView"
    assert result["rows"] == result["model"] == ["Oslo", "Bergen", "Tromsø", "Oslo"]
    assert result["same_items"], "a row's item is not the model's object at that position"
    assert result["past_end_item"] is None and result["past_end_title"] is None
    assert result["editing"] == [True, True, False] and result["editing_notifies"] == 2
    assert result["id_property"] == [None, "p-id_property"]
    assert result["title_property"] == ["string", "p-title_property"]
    assert result["subtitle_property"] == [None, "p-subtitle_property"]
    assert result["description_property"] == [None, "p-description_property"]
    assert result["rows_after_properties"] == result["model"]
    assert result["bad_range_unchanged"], f"a refused change changed the rows: {result['bad_range_rows']}"
    assert "items-changed(3, 5, 0) removes past the end" in stderr
    assert "items-changed(0, 0, 2) on 4 rows gives 6, but the model has 4 items" in stderr
    assert result["flatten_rows"] == [["Tromsø", "Bodø", "Oslo", "Bergen"],
                                      ["Tromsø", "Bodø", "Oslo", "Stavanger", "Bergen"],
                                      ["Oslo", "Stavanger", "Bergen"]]
    assert result["flatten_rows"][-1] == result["flatten_model"]
    assert result["flatten_item_kept"], "a GtkFlattenListModel's surviving row lost its item"
    assert result["replaced_rows"] == ["Lima"] and result["no_model_rows"] == []


def test_python_storm_of_items_changed_keeps_rows_equal_to_model():
    result, _ = run_json("storm.py", "18", "1000")
    assert result["failure"] is None, result["failure"]
    assert result["steps"] == 1000 and all(count > 50 for count in result["kinds"].values()), result["kinds"]
    assert result["final_rows"] == result["final_items"] > 0


def test_python_example_prints_the_rows():
    done = run("/usr/bin/python3", str(EXAMPLES / "list-view.py"), "--rows")
    assert done.stdout.split("\n")[:-1] == CITIES_AFTER_EDIT


def test_gjs_example_prints_the_rows_and_their_items():
    done = run("gjs", "-m", str(EXAMPLES / "list-view.js"), "--rows")
    assert [line.split("\t") for line in done.stdout.splitlines()] == [[c, c] for c in CITIES_AFTER_EDIT]


def test_c_example_builds_with_pkg_config_and_prints_the_rows(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "list-view"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(EXAMPLES / "list-view.c"), *flags, "-o", str(binary))
    done = run(str(binary), "--rows")
    assert [line.split("\t") for line in done.stdout.splitlines()] == [[c, c] for c in CITIES_AFTER_EDIT]


def test_c_accessors_match_the_properties(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "accessors"
    source = pathlib.Path(__file__).parent / "embedding" / "accessors.c"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(source), *flags, "-o", str(binary))
    lines = run(str(binary)).stdout.splitlines()
    assert lines == [f"ok {what}" for what in ("no model at first", "model", "id-property", "title-property",
                                                "subtitle-property", "description-property", "editing")], lines


def test_vala_example_compiles_with_the_vapi_and_prints_the_rows(tmp_path):
    binary = tmp_path / "list-view"
    run("valac", "--vapidir", LIB, "--pkg", "gtk4", "--pkg", "list-interactions-1",
        str(EXAMPLES / "list-view.vala"), "-o", str(binary), timeout=300)
    assert run(str(binary), "--rows").stdout.splitlines() == CITIES_AFTER_EDIT


def test_python_app_objects_reload_id_property_and_subclass():
    result, stderr = run_json("items.py")
    assert result["subclass"] == "CityList" and result["is_list_view"]
    assert result["rows"] == ["Oslo", "Bergen", "Trondheim"]
    assert result["before_reload"] == ["Oslo", "Bjørgvin", "Trondheim"]   # not on screen: read when shown
    assert result["after_reload"] == ["Oslo", "Bjørgvin", "Trondheim"]
    assert result["after_unknown_reload"] == result["after_reload"]
    assert "reload refused" in stderr
    assert result["recreated"] == ["Trondheim", "Oslo (new)", "Bergen"]
    assert result["recreated_items_are_the_models"]
