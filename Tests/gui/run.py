"""Runs the GUI suite under pytest (`python3 run.py [name-part …]`); kept for old callers.
`make test-gui` calls pytest directly. The imports below are harmless (pytest collects the
test_*.py files itself); branches that add a module here keep working."""
import os
import sys

import pytest

import harness  # noqa: F401
import test_accessibility  # noqa: F401
import test_app_shell  # noqa: F401
import test_batch_sort_header  # noqa: F401  (each module registers its tests)
import test_behaviors_seed  # noqa: F401
import test_cli  # noqa: F401
import test_contrast  # noqa: F401
import test_defects_frame  # noqa: F401
import test_defects_input  # noqa: F401
import test_drag_select  # noqa: F401
import test_fonts  # noqa: F401
import test_header_transition  # noqa: F401
import test_install  # noqa: F401
import test_live_settings  # noqa: F401
import test_locale  # noqa: F401
import test_large_csv  # noqa: F401
import test_navigation  # noqa: F401
import test_outputs  # noqa: F401
import test_reduced_motion  # noqa: F401
import test_search_undo  # noqa: F401
import test_long_content  # noqa: F401
import test_row_pool  # noqa: F401
import test_wide_table  # noqa: F401
import test_window  # noqa: F401
import test_soak  # noqa: F401
import test_keys  # noqa: F401
import test_sort_menu  # noqa: F401
import test_appearance  # noqa: F401
import test_long_lists  # noqa: F401
import test_open_row  # noqa: F401

if __name__ == "__main__":
    names = sys.argv[1:]
    args = [os.path.dirname(os.path.abspath(__file__)), "-v"]
    if names:
        args += ["-k", " or ".join(names)]
    sys.exit(pytest.main(args))
