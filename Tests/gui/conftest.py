"""pytest set-up for the GUI suite: harness asserts show what differed, `@test` functions are
collected whatever their name, and every process a test started is ended after it."""
import pytest

pytest.register_assert_rewrite("harness")

import harness  # noqa: E402


def pytest_pycollect_makeitem(collector, name, obj):
    if getattr(obj, "__gui_test__", False) and callable(obj) and not name.startswith("test_"):
        return pytest.Function.from_parent(collector, name=name)
    return None


@pytest.fixture(autouse=True)
def end_started_processes():
    yield
    harness.cleanup()
