"""Runs every GUI test module; closes with 'N passed, N failed' and exits non-zero on failure."""
import sys

import harness
import test_accessibility  # noqa: F401
import test_app_shell  # noqa: F401  (each module registers its tests)
import test_batch_sort_header  # noqa: F401
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
import test_long_content  # noqa: F401
import test_navigation  # noqa: F401
import test_outputs  # noqa: F401
import test_reduced_motion  # noqa: F401
import test_row_pool  # noqa: F401
import test_wide_table  # noqa: F401
import test_window  # noqa: F401

if __name__ == "__main__":
    names = sys.argv[1:]
    selected = [t for t in harness.TESTS if not names or any(n in t.__name__ for n in names)]
    sys.exit(0 if harness.run(selected) else 1)
